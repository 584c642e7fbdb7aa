// Racing flows shared by the end-to-end specs: the race the page opened, its odds through the
// server's open calls, a second player's bet that moves a price, and a result through the operator API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SERVER_WAIT_MS, type Market } from './sports';

export const HORSE_RACING = 7;

async function post<T>(request: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
  const res = await request.post(`/api/v1/${path}`, { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const reply = (await res.json()) as { status: boolean; msg: string; data: T };
  expect(reply.status, `${path}: ${reply.msg}`).toBe(true);
  return reply.data;
}

/** The race whose odds table the page shows first (the next race on wide screens, the open accordion item on narrow ones). */
export async function shownRace(page: Page): Promise<Market & { runners: Array<Market['runners'][number] & { runnerName: string }> }> {
  const table = page.getByTestId('race-table').first();
  await expect(table).toBeVisible({ timeout: SERVER_WAIT_MS });
  const marketId = (await table.getAttribute('data-market-id'))!;
  return post(page.request, 'market/racingOdds', { market_id: marketId });
}

/** A fresh demo player's token, straight through the API (the same calls the login dialog makes). */
export async function demoToken(request: APIRequestContext): Promise<string> {
  const demo = await post<{ user_name: string; password: string }>(request, 'user/autoDemoUserLogin', {});
  const res = await request.post('/api/v1/user/userLogin', { form: { user_name: demo.user_name, password: demo.password, grant_type: 'password' } });
  const reply = (await res.json()) as { data: { token: { accessToken: string } } };
  return reply.data.token.accessToken;
}

/** Places a back at the runner's best lay price with another player: it rests there and adds to that cell's size. */
export async function restBackAtBestLay(request: APIRequestContext, market: Market, selectionId: number, stake = 100): Promise<void> {
  const runner = market.runners.find((r) => r.selectionId === selectionId)!;
  const price = runner.ex.availableToLay[0]!.price;
  await post(request, 'bet/saveBet', { is_back: 1, market_id: market.market_id, odds: price, selection_id: selectionId, stack: stake }, await demoToken(request));
}

/** The logged-in player's token, as the page stored it. */
export const pageToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('id_token') ?? '');

/** Settles a market through the operator API, with a development operator user made for it. */
export async function settleAsOperator(request: APIRequestContext, marketId: string, winnerSelectionId: number): Promise<void> {
  const userName = `race_ops_${Date.now().toString(36)}`;
  const password = 'race-operator-password';
  await post(request, 'dev/operator-user', { user_name: userName, password });
  const { accessToken } = await post<{ accessToken: string }>(request, 'operator/login', { user_name: userName, password });
  await post(request, 'operator/markets/settle', { market_id: marketId, winner_selection_id: winnerSelectionId }, accessToken);
}

export interface SettledBet {
  market_id: string;
  selection_name: string;
  result: string | null;
  pnl: number | null;
}

export const settledBets = (request: APIRequestContext, token: string) => post<SettledBet[]>(request, 'bet/settledBets', {}, token);
