// The casino lobby from the host's catalogue, at 1280 and 390 px: tiles with the provider's art
// (every picture loaded), only tabs with games, a provider page, no page or header link for a
// studio without games, game names in Hindi, and a game launched from its tile; the new games (the
// fortune wheel from its tile, its spin in Khel's header; the scratch card, blackjack, Three Card Poker) played.
import { expect, test, type Page } from '@playwright/test';
import { expectLoggedIn, isMobile, keepScreenshot, loginWithUserId, randomMobile, randomUserName, registerPlayer } from '../support/player';
import { fundPlayer, playerToken, providerOrigin, waitForProvider } from '../support/casino';

test.beforeEach(async ({ request }) => {
  await waitForProvider(request);
});

type Catalogue = { games: Array<{ id: string; section: string; categories: string[]; name: Record<string, string>; thumbnail: string }>; liveCasino: { tabs: string[] }; slotsGames: { tabs: string[] }; providers: string[] };

async function loggedIn(page: Page, request: import('@playwright/test').APIRequestContext, testInfo: import('@playwright/test').TestInfo, fundRupees = 0) {
  const who = { userName: randomUserName(), mobile: randomMobile(), password: 'casino-pass-1' };
  await registerPlayer(request, who);
  const token = await playerToken(request, who.userName, who.password);
  if (fundRupees > 0) await fundPlayer(request, token, fundRupees);
  await page.goto('/');
  await loginWithUserId(page, who.userName, who.password);
  await expectLoggedIn(page, testInfo);
}

/** Every tile's picture has loaded (an image that failed has no natural width). */
async function expectPicturesLoaded(page: Page): Promise<number> {
  const tiles = page.getByTestId('casino-tiles').locator('img');
  await expect(tiles.first()).toBeVisible();
  await expect
    .poll(async () => tiles.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 240)), { timeout: 10_000 })
    .toBe(true);
  return tiles.count();
}

const tabIds = async (page: Page) => (await page.getByTestId('casino-tabs').getByRole('link').evaluateAll((as) => as.map((a) => (a as HTMLElement).dataset.testid!))).map((id) => id.replace('casino-tab-', ''));

test('the lobby shows tiles with art, only tabs with games, a provider page and launches a game', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const catalogue = (await (await request.post('/api/v1/casino/catalogue', { data: {} })).json()).data as Catalogue;
  expect(catalogue.liveCasino.tabs).toEqual(['top', 'live', 'table', 'poker', 'blackjack', 'baccarat', 'roulette', 'shows']);
  expect(catalogue.slotsGames.tabs.length).toBeGreaterThan(0);
  expect(catalogue.providers).toEqual(['khel']);
  expect(catalogue.games.every((g) => g.thumbnail.startsWith(`${providerOrigin()}/art/`))).toBe(true);
  await loggedIn(page, request, testInfo);

  // The live casino lobby: its tabs are those with games, no Virtual.
  await page.goto('/casino-lobby/casino');
  await expect(page.getByTestId('casino-tab-top')).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => tabIds(page)).toEqual(catalogue.liveCasino.tabs);
  const top = catalogue.games.filter((g) => g.section === 'live' && g.categories.includes('top'));
  expect(await expectPicturesLoaded(page)).toBe(top.length);
  await expect(page.getByTestId('casino-tile-teen20')).toHaveText('Teen Patti 20-20');
  await keepScreenshot(page, testInfo, `casino-lobby-${testInfo.project.name}`);
  // every tab lists games
  for (const tab of catalogue.liveCasino.tabs) {
    await page.getByTestId(`casino-tab-${tab}`).click();
    await expect(page).toHaveURL(new RegExp(`/casino-lobby/casino/${tab}$`));
    await expect(page.getByTestId('casino-tiles').getByRole('link')).toHaveCount(catalogue.games.filter((g) => g.section === 'live' && g.categories.includes(tab)).length);
  }
  // a tab without games is not a page: its address leads to the first tab
  await page.goto('/casino-lobby/casino/virtual');
  await expect(page).toHaveURL(/\/casino-lobby\/casino\/top$/);

  // The slots page: the notice, the tiles.
  await page.goto('/slot-games');
  await expect(page.getByTestId('casino-points-notice')).toHaveText('10 = 1 Point');
  await expect.poll(() => tabIds(page)).toEqual(catalogue.slotsGames.tabs);
  await expectPicturesLoaded(page);
  await keepScreenshot(page, testInfo, `casino-slots-${testInfo.project.name}`);

  // The built-in provider's page lists all its games; a studio without games has none.
  await page.goto('/casino-lobby/provider/khel');
  expect(await expectPicturesLoaded(page)).toBe(catalogue.games.length);
  await keepScreenshot(page, testInfo, `casino-provider-${testInfo.project.name}`);
  await page.goto('/casino-lobby/slot-games/Rubyplay');
  await expect(page).toHaveURL(/\/casino-lobby\/slot-games$/);
  await expect(page.getByTestId('casino-tiles')).toBeVisible();
  await expect(page.getByText(/No games/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Rubyplay|Turbo/ })).toHaveCount(0);

  // A tile launches its game in the provider's frame.
  await page.goto('/casino-lobby/casino/poker');
  await page.getByTestId('casino-tile-teen20').click();
  await expect(page).toHaveURL(/\/casino-live\/teen20\/khel$/);
  await expect(page.getByRole('heading', { name: 'Teen Patti 20-20' })).toBeVisible();
  await expect(page.getByTestId('casino-frame')).toHaveAttribute('src', new RegExp(`^${providerOrigin()}/launch\\?token=`));
  await expect(page.frameLocator('[data-testid="casino-frame"]').locator('body')).toContainText(/Teen Patti/, { timeout: 15_000 });
});

test('the game names follow the language: Hindi', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await loggedIn(page, request, testInfo);
  await page.goto('/casino-lobby/casino/poker');
  await expect(page.getByTestId('casino-tile-teen20')).toHaveText('तीन पत्ती 20-20');
  await page.goto('/slot-games');
  await expect(page.getByTestId('casino-tile-slot-tiger-temple')).toHaveText('बाघ मंदिर');
  await expectPicturesLoaded(page);
  await keepScreenshot(page, testInfo, `casino-slots-hi-${testInfo.project.name}`);
});

const game = (page: Page) => page.frameLocator('[data-testid="casino-frame"]');

/** Opens a game from its address and waits for its page in the provider's frame. */
async function openGame(page: Page, id: string, ready: string) {
  await page.goto(`/casino-live/${id}/khel`);
  await expect(game(page).getByTestId(ready)).toBeVisible({ timeout: 15_000 });
  await showGame(page);
}

/** The game's frame scrolled to the top of the window (for its screenshot). */
const showGame = (page: Page) => page.getByTestId('casino-frame').evaluate((el) => el.scrollIntoView({ block: 'start' }));

test('the new games: the fortune wheel launched from its tile and spun moves the header balance; the scratch card, blackjack and poker play', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  await loggedIn(page, request, testInfo, 1000);
  await expect(page.getByTestId('balance')).toHaveText('1,000.00');

  // The wheel, from the Shows tab's tile: a ₹10 spin; the header shows the wallet after it.
  await page.goto('/casino-lobby/casino/shows');
  await page.getByTestId('casino-tile-fortune-wheel').click();
  await expect(page).toHaveURL(/\/casino-live\/fortune-wheel\/khel$/);
  await expect(game(page).getByTestId('wheel')).toBeVisible({ timeout: 15_000 });
  await expect(game(page).getByTestId('provider-balance')).toHaveText('₹ 1,000.00');
  await game(page).getByTestId('wheel-spin').click();
  // the round is shown (the wheel stopped, the win counted, the balance set) once its check opens
  await expect(game(page).getByTestId('wheel-check')).toBeEnabled({ timeout: 15_000 });
  const won = (await game(page).getByTestId('wheel-result').textContent()) ?? '';
  const after = 1000 - 10 + Number(/₹\s*([\d,.]+)/.exec(won)?.[1]?.replace(/,/g, '') ?? 0);
  const shown = after.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(game(page).getByTestId('provider-balance')).toHaveText(`₹ ${shown}`);
  // (a phone's game page has no header, §2.2: its header balance is read back in the lobby below)
  if (!isMobile(testInfo)) await expect(page.getByTestId('balance')).toHaveText(shown, { timeout: 10_000 });
  // checked in the browser from the revealed seed
  await game(page).getByText('Provably fair').click();
  await game(page).getByTestId('wheel-check').click();
  await expect(game(page).getByTestId('wheel-check-result')).toHaveText(/^✔/);
  await showGame(page);
  await keepScreenshot(page, testInfo, `casino-wheel-${testInfo.project.name}`);
  if (isMobile(testInfo)) {
    // back to the lobby within the app (no reload): its header shows the wallet after the spin
    await page.goBack();
    await expect(page).toHaveURL(/\/casino-lobby\/casino\/shows$/);
    await expect(page.getByTestId('balance')).toHaveText(shown, { timeout: 10_000 });
  }

  // The scratch card: bought, scratched open, checked.
  await openGame(page, 'scratch-lucky-diya', 'scratch-card');
  await game(page).getByTestId('scratch-spin').click();
  await game(page).getByTestId('scratch-cell-0').click();
  await game(page).getByTestId('scratch-reveal-all').click();
  await expect(game(page).getByTestId('scratch-result')).not.toBeEmpty({ timeout: 10_000 });
  await expect(game(page).locator('.scratch-cell.open')).toHaveCount(9);
  await showGame(page);
  await keepScreenshot(page, testInfo, `casino-scratch-${testInfo.project.name}`);

  // Blackjack: dealt, stood until the round ends.
  await openGame(page, 'blackjack', 'blackjack-table');
  await game(page).getByTestId('blackjack-spin').click();
  await expect(game(page).getByTestId('blackjack-hand-0').locator('[data-card]')).toHaveCount(2, { timeout: 10_000 });
  const stand = game(page).getByTestId('blackjack-stand');
  const result = game(page).getByTestId('blackjack-result');
  for (let i = 0; i < 3 && !(await result.textContent()); i++) {
    // a round may end at the deal (a blackjack) or with this stand: the button is then disabled
    await stand.click({ timeout: 5_000 }).catch(() => undefined);
    await expect.poll(async () => Boolean(await result.textContent()) || (await stand.isEnabled()), { timeout: 10_000 }).toBe(true);
  }
  await expect(game(page).getByTestId('blackjack-result')).not.toBeEmpty({ timeout: 10_000 });
  await showGame(page);
  await keepScreenshot(page, testInfo, `casino-blackjack-${testInfo.project.name}`);

  // Three Card Poker: dealt, played.
  await openGame(page, 'three-card-poker', 'poker-table');
  await game(page).getByTestId('poker-spin').click();
  await expect(game(page).getByTestId('poker-player').locator('[data-card]')).toHaveCount(3, { timeout: 10_000 });
  await game(page).getByTestId('poker-play').click();
  await expect(game(page).getByTestId('poker-dealer').locator('[data-card]:not([data-card="hidden"])')).toHaveCount(3);
  await expect(game(page).getByTestId('poker-result')).not.toBeEmpty();
  await showGame(page);
  await keepScreenshot(page, testInfo, `casino-poker-${testInfo.project.name}`);
});
