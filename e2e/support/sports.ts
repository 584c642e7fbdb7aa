// Sports flows shared by the end-to-end specs: finding a live event through the server's open
// calls (the same data the pages show), the demo login, and the slip and open-bets steps.
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { serverUrl } from './urls';

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
  market_name: string;
  market_type: string;
  status: string;
  match_id: number;
  sport_id: number;
  runners: Runner[];
}

interface HomeMatch {
  match_id: number;
  match_name: string;
  sport_id: number;
  inplay: boolean;
  enable_fancy: number;
  market_id: string;
  match_date: string;
}

async function post<T>(request: APIRequestContext, path: string, body: object): Promise<T> {
  const res = await request.post(`/api/v1/${path}`, { data: body });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  const reply = (await res.json()) as { status: boolean; msg: string; data: T };
  expect(reply.status, `${path}: ${reply.msg}`).toBe(true);
  return reply.data;
}

/**
 * An in-play cricket match with fancy lines, as the visitor's home call lists it: the one that
 * started last, so it is not about to end (and close its markets) while a test bets on it.
 */
export async function liveCricketMatch(request: APIRequestContext): Promise<HomeMatch> {
  const matches = await post<HomeMatch[]>(request, 'match/homeMatchesOpen', {});
  const live = matches.filter((m) => m.sport_id === CRICKET && m.inplay && Number(m.enable_fancy) === 1);
  const match = live.sort((a, b) => Date.parse(b.match_date) - Date.parse(a.match_date))[0];
  expect(match, 'the feed has an in-play cricket match with fancy lines').toBeTruthy();
  return match!;
}

/**
 * The live cricket match with one of its session lines held open and still for a few minutes by
 * the server's development helper (POST /dev/feed/session-line: the simulator neither moves it nor
 * shows it 'Ball Running' meanwhile), so a fancy bet never waits on the simulator's clock.
 */
export async function cricketMatchWithHeldSession(request: APIRequestContext): Promise<{ match: HomeMatch; fancyId: number }> {
  const match = await liveCricketMatch(request);
  const res = await request.post(`${serverUrl()}/api/v1/dev/feed/session-line`, { data: { match_id: match.match_id, minutes: 5 } });
  expect(res.status(), `the simulator holds a session line of ${match.match_name}: ${await res.text()}`).toBe(200);
  const { data } = (await res.json()) as { data: { fancy_id: number } };
  return { match, fancyId: data.fancy_id };
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
  // the dialog is a chunk loaded when first opened (shell/src/ui/dialogs.ts): at a load of 30+ on the
  // shared machine it took more than the default 15 s twice in ten runs
  await expect(page.getByTestId('auth-dialog')).toBeVisible({ timeout: SERVER_WAIT_MS });
  await page.getByTestId('demo-login').click();
  // the shared 2-core machine runs several feeds: the demo login can take a while
  await expect(page.getByTestId('auth-dialog')).toBeHidden({ timeout: SERVER_WAIT_MS });
  await expect(page.getByTestId('login-button')).toHaveCount(0);
}

/** '1,23,456.50' → 123456.5 (the sign kept). */
export const rupeesOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** Below 1024px the shell shows the slip in a modal and open bets on the /open-bets page (§2.2, §2.12). */
export const isMobileLayout = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/**
 * The bet slip: in the shell's modal below 1024px; at 1024px and above in a player's right panel, or a
 * visitor's centred box (§2.7: the right panel is a logged-in player's).
 */
export const slip = (page: Page) =>
  isMobileLayout(page)
    ? page.getByTestId('betslip-modal').getByTestId('bet-slip')
    : page.getByTestId('right-sidebar').getByTestId('bet-slip').or(page.getByTestId('betslip-modal').getByTestId('bet-slip'));

/**
 * Places the bet now in the slip at `stake` and waits out the bet delay; returns the slip's
 * outcome line (role status for a placed bet, alert for a refusal).
 */
export async function placeSlip(page: Page, stake: number): Promise<Locator> {
  const betSlip = slip(page);
  await betSlip.getByTestId('slip-stake').fill(String(stake));
  await betSlip.getByTestId('slip-place').click();
  // Below 1024px a placed bet closes the modal and says so in a toast; a refusal stays in the slip.
  // A refusal the player can act on (a line suspended during the delay, a balance short) keeps the
  // selection and says why in the slip's message line.
  const refusal = betSlip.getByTestId('slip-result').or(betSlip.getByTestId('slip-limit-message'));
  const result = isMobileLayout(page) ? refusal.or(page.getByTestId('toast').filter({ hasText: /^Bet placed/ })).first() : refusal.first();
  // the bet delay is 5 s on the feed's markets; the server answers after it
  await expect(result).toBeVisible({ timeout: SERVER_WAIT_MS });
  return result;
}

/** The outcome `placeSlip` returned is a placed bet: the slip's status line, or below 1024px a success toast. */
export async function expectPlaced(page: Page, result: Locator): Promise<void> {
  if (isMobileLayout(page)) await expect(result).toHaveAttribute('data-type', 'success');
  else await expect(result).toHaveAttribute('role', 'status');
}

/** Below 1024px: closes the slip's modal if it is still open (it stays open on a refusal). */
export async function closeSlip(page: Page): Promise<void> {
  if (!isMobileLayout(page)) return;
  const close = page.getByTestId('betslip-modal-close');
  if (await close.isVisible()) await close.click();
  await expect(page.getByTestId('betslip-modal')).toHaveCount(0);
}

/**
 * The player's open bets: the right panel's Open Bets tab, or below 1024px the /open-bets page
 * reached through the account drawer (come back with `page.goBack()`).
 */
export async function showOpenBets(page: Page): Promise<Locator> {
  if (isMobileLayout(page)) {
    await page.getByTestId('account-button').click();
    await page.getByTestId('account-panel').locator('a[href="/open-bets"]').click();
    const openBets = page.getByTestId('open-bets-page').getByTestId('open-bets');
    await expect(openBets).toBeVisible({ timeout: SERVER_WAIT_MS });
    return openBets;
  }
  await page.getByTestId('tab-open-bets').click();
  const openBets = page.getByTestId('right-sidebar').getByTestId('open-bets');
  await expect(openBets).toBeVisible();
  return openBets;
}

/** Opens the slip's tab of a player's right panel (below 1024px, and for a visitor, the slip's box opens on an odds click). */
export async function showBetSlip(page: Page): Promise<void> {
  if (isMobileLayout(page) || (await page.getByTestId('login-button').count()) > 0) return;
  await page.getByTestId('tab-betslip').click();
  await expect(slip(page)).toBeVisible();
}

/** The available balance: the header's (it shows in both layouts). */
export const availableBalance = (page: Page) => page.getByTestId('header').getByTestId('balance');

/** Net Exposure in rupees: the right panel's, or below 1024px the account drawer's. */
export async function netExposure(page: Page): Promise<number> {
  if (!isMobileLayout(page)) return rupeesOf(await page.getByTestId('balance-exposure').textContent());
  await page.getByTestId('account-button').click();
  const drawer = page.getByTestId('account-panel');
  const text = await drawer.locator('dt:text-is("Net Exposure") + dd').textContent();
  // a press on the dimmed page beside the drawer closes it
  await page.mouse.click(10, 400);
  await expect(drawer).toBeHidden();
  return rupeesOf(text);
}

/** Opens the live cricket match's event page and clicks the best back price of its first runner. */
export async function clickBackOdds(page: Page) {
  const match = await liveCricketMatch(page.request);
  const matchOdds = (await openMarkets(page.request, match.match_id)).find((m) => m.market_type === 'MATCH_ODDS');
  expect(matchOdds, 'the live match has a MATCH_ODDS market').toBeTruthy();
  await page.goto(eventPath(match));
  await expect(page.getByTestId('event-page')).toBeVisible({ timeout: SERVER_WAIT_MS });
  await oddsCell(page, 'back', matchOdds!.market_id, matchOdds!.runners[0]!.selectionId).click();
}
