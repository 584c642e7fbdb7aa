// Sports flows shared by the end-to-end specs: finding a live event through the server's open
// calls (the same data the pages show), the demo login, and the slip and open-bets steps.
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

export const CRICKET = 4;

/** How long to wait for a server round trip plus a re-render (the feed keeps the server busy). */
export const SERVER_WAIT_MS = 30_000;

export interface PriceLevel {
  price: number;
  size: number;
}

export interface Runner {
  selectionId: number;
  status: string;
  ex: { availableToBack: PriceLevel[]; availableToLay: PriceLevel[] };
}

export interface Market {
  market_id: string;
  market_type: string;
  status: string;
  match_id: number;
  sport_id: number;
  runners: Runner[];
}

interface HomeMatch {
  match_id: number;
  sport_id: number;
  inplay: boolean;
  enable_fancy: number;
  market_id: string;
}

async function post<T>(request: APIRequestContext, path: string, body: object): Promise<T> {
  const res = await request.post(`/api/v1/${path}`, { data: body });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  const reply = (await res.json()) as { status: boolean; msg: string; data: T };
  expect(reply.status, `${path}: ${reply.msg}`).toBe(true);
  return reply.data;
}

/** An in-play cricket match with fancy lines, as the visitor's home call lists it. */
export async function liveCricketMatch(request: APIRequestContext): Promise<HomeMatch> {
  const matches = await post<HomeMatch[]>(request, 'match/homeMatchesOpen', {});
  const match = matches.find((m) => m.sport_id === CRICKET && m.inplay && Number(m.enable_fancy) === 1);
  expect(match, 'the feed has an in-play cricket match with fancy lines').toBeTruthy();
  return match!;
}

/** Every market of a match from the visitor's open call. */
export const openMarkets = (request: APIRequestContext, matchId: number) => post<Market[]>(request, 'match/matchDetailsOpen', { match_id: matchId });

export const eventPath = (match: { sport_id: number; match_id: number }) => `/event-page/${match.sport_id}/${match.match_id}`;

/** An odds cell: best price is level 0, outer levels 1 and 2 (hidden below 1024px). */
export const oddsCell = (page: Page, side: 'back' | 'lay', marketId: string, selectionId: number, level = 0): Locator =>
  page.getByTestId(`odds-${side}-${marketId}-${selectionId}-${level}`);

/** The shown price of a cell ('-' when the level is empty). */
export const cellPrice = (cell: Locator) => cell.locator('.odds-cell__price');

/** Logs in with the 'Login With Demo Id' button of the auth dialog, from the page now shown. */
export async function demoLogin(page: Page): Promise<void> {
  await page.getByTestId('login-button').click();
  await expect(page.getByTestId('auth-dialog')).toBeVisible();
  await page.getByTestId('demo-login').click();
  // the shared 2-core machine runs several feeds: the demo login can take a while
  await expect(page.getByTestId('auth-dialog')).toBeHidden({ timeout: SERVER_WAIT_MS });
  await expect(page.getByTestId('login-button')).toHaveCount(0);
}

/** '1,23,456.50' → 123456.5 (the sign kept). */
export const rupeesOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** The bet slip in the right panel (desktop). */
export const slip = (page: Page) => page.getByTestId('right-sidebar').getByTestId('bet-slip');

/**
 * Places the bet now in the slip at `stake` and waits out the bet delay; returns the slip's
 * outcome line (role status for a placed bet, alert for a refusal).
 */
export async function placeSlip(page: Page, stake: number): Promise<Locator> {
  const betSlip = slip(page);
  await betSlip.getByTestId('slip-stake').fill(String(stake));
  await betSlip.getByTestId('slip-place').click();
  const result = betSlip.getByTestId('slip-result');
  // the bet delay is 5 s on the feed's markets; the server answers after it
  await expect(result).toBeVisible({ timeout: SERVER_WAIT_MS });
  return result;
}

export async function showOpenBets(page: Page): Promise<Locator> {
  await page.getByTestId('tab-open-bets').click();
  const openBets = page.getByTestId('right-sidebar').getByTestId('open-bets');
  await expect(openBets).toBeVisible();
  return openBets;
}

export async function showBetSlip(page: Page): Promise<void> {
  await page.getByTestId('tab-betslip').click();
  await expect(slip(page)).toBeVisible();
}
