// Racing flows shared by the end-to-end specs: the race the page opened, its odds through the
// server's open calls, a second player's bet that moves a price, and a result through the operator API.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SERVER_WAIT_MS, type Market } from './sports';
import { serverUrl } from './urls';

async function post<T>(request: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
  const res = await request.post(`/api/v1/${path}`, { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const reply = (await res.json()) as { status: boolean; msg: string; data: T };
  expect(reply.status, `${path}: ${reply.msg}`).toBe(true);
  return reply.data;
}

type Race = Omit<Market, 'runners'> & { inplay: boolean; market_start_time: string; runners: Array<Market['runners'][number] & { runnerName: string }> };

/**
 * How far off a race the tests bet on must be. A race in play takes bets only after the in-play bet
 * delay (5 s), while its prices move at every step: a back at the price the page showed is often left
 * unmatched (not in the Matched Bets list), and a greyhound race ends within its minute (the feed
 * settles it). A race off within a test's time goes in play during it. The feed quotes races 30 min
 * ahead, horses every 20 min and greyhounds every 15 (server/src/feed/calendar.ts): one of each is
 * always quoted further off than this.
 */
const BET_LEAD_MS = 3 * 60_000;

const priced = (r: Race) =>
  r.status === 'OPEN' &&
  !r.inplay &&
  Date.parse(r.market_start_time) - Date.now() >= BET_LEAD_MS &&
  r.runners.filter((x) => x.status === 'ACTIVE' && x.ex.availableToBack.length > 0 && x.ex.availableToLay.length > 0).length >= 3;

/** A product just started quotes its markets a few at a time: the first race can take most of a minute. */
const FIRST_QUOTE_MS = 60_000;

const RACING_PAGES = { horse: { path: '/horse-racing', sportId: 7 }, greyhound: { path: '/greyhound-racing', sportId: 4339 } } as const;
export type RacingKind = keyof typeof RACING_PAGES;

/**
 * Opens a racing page and in it the soonest race the feed quotes (3 or more runners priced on both
 * sides; races further off are listed before they are quoted) that is not in play and not off for
 * BET_LEAD_MS, trying the kinds in order (a test that settles a race uses one up): the wide page's
 * race picker, or the narrow page's accordion.
 * Returns the race's odds and the part of the page that shows it.
 */
export async function openPricedRace(page: Page, kinds: readonly RacingKind[] = ['horse', 'greyhound']): Promise<{ race: Race; view: Locator }> {
  let found: { kind: RacingKind; marketId: string } | null = null;
  await expect
    .poll(
      async () => {
        for (const kind of kinds) {
          const races = await post<Race[]>(page.request, 'market/allRacingMarketsOpen', { sport_id: RACING_PAGES[kind].sportId });
          const race = races.find(priced);
          if (race) return (found = { kind, marketId: race.market_id }) !== null;
        }
        return false;
      },
      { message: 'the feed quotes a race that is not off within 3 minutes', timeout: FIRST_QUOTE_MS },
    )
    .toBe(true);
  const { kind, marketId } = found!;
  await page.goto(RACING_PAGES[kind].path);
  await expect(page.getByTestId('race-table').first()).toBeVisible({ timeout: SERVER_WAIT_MS });
  const race = await post<Race>(page.request, 'market/racingOdds', { market_id: marketId });
  const wide = (await page.getByTestId('racing-page').getAttribute('data-layout')) === 'wide';
  if (wide) {
    await page.getByTestId(`pick-race-${marketId}`).click();
  } else {
    await page.getByTestId(race.inplay ? 'tab-inplay' : 'tab-upcoming').click();
    const toggle = page.getByTestId(`race-toggle-${marketId}`);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  const view = wide ? page.getByTestId('racing-page') : page.getByTestId(`race-item-${marketId}`);
  await expect(view.locator(`[data-testid=race-table][data-market-id="${marketId}"]`)).toBeVisible({ timeout: SERVER_WAIT_MS });
  return { race, view };
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
  // the price now, not the one the page opened with: the feed requotes races as they near the off
  const now = await post<Race>(request, 'market/racingOdds', { market_id: market.market_id });
  const runner = now.runners.find((r) => r.selectionId === selectionId)!;
  const price = runner.ex.availableToLay[0]!.price;
  await post(request, 'bet/saveBet', { is_back: 1, market_id: market.market_id, odds: price, selection_id: selectionId, stack: stake }, await demoToken(request));
}

/** The logged-in player's token, as the page stored it. */
export const pageToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('id_token') ?? '');

/** Settles a market through the operator API, with a development operator user made for it. */
export async function settleAsOperator(request: APIRequestContext, marketId: string, winnerSelectionId: number): Promise<void> {
  const userName = `race_ops_${Date.now().toString(36)}`;
  const password = 'race-operator-password';
  // a development helper: answered only straight from this machine to the server's port, never through the shell
  const made = await request.post(`${serverUrl()}/api/v1/dev/operator-user`, { data: { user_name: userName, password } });
  expect(made.ok(), `dev/operator-user answered ${made.status()}`).toBe(true);
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
