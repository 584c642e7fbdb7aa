// The casino lobby from the host's catalogue, at 1280 and 390 px: tiles with the provider's art
// (every picture loaded), only tabs with games, a provider page, no page or header link for a
// studio without games, game names in Hindi, and a game launched from its tile.
import { expect, test, type Page } from '@playwright/test';
import { expectLoggedIn, keepScreenshot, loginWithUserId, randomMobile, randomUserName, registerPlayer } from '../support/player';
import { playerToken, providerOrigin, waitForProvider } from '../support/casino';

test.beforeEach(async ({ request }) => {
  await waitForProvider(request);
});

type Catalogue = { games: Array<{ id: string; section: string; categories: string[]; name: Record<string, string>; thumbnail: string }>; liveCasino: { tabs: string[] }; slotsGames: { tabs: string[] }; providers: string[] };

async function loggedIn(page: Page, request: import('@playwright/test').APIRequestContext, testInfo: import('@playwright/test').TestInfo) {
  const who = { userName: randomUserName(), mobile: randomMobile(), password: 'casino-pass-1' };
  await registerPlayer(request, who);
  await playerToken(request, who.userName, who.password);
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
  expect(catalogue.liveCasino.tabs).toEqual(['top', 'live', 'table', 'poker', 'baccarat', 'roulette', 'shows']);
  expect(catalogue.slotsGames.tabs.length).toBeGreaterThan(0);
  expect(catalogue.providers).toEqual(['khel']);
  expect(catalogue.games.every((g) => g.thumbnail.startsWith(`${providerOrigin()}/art/`))).toBe(true);
  await loggedIn(page, request, testInfo);

  // The live casino lobby: its tabs are those with games, no Blackjack or Virtual.
  await page.goto('/casino-lobby/casino');
  await expect(page.getByTestId('casino-tab-top')).toHaveAttribute('aria-current', 'page');
  expect(await tabIds(page)).toEqual(catalogue.liveCasino.tabs);
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
  await page.goto('/casino-lobby/casino/blackjack');
  await expect(page).toHaveURL(/\/casino-lobby\/casino\/top$/);

  // The slots page: the notice, the tiles.
  await page.goto('/slot-games');
  await expect(page.getByTestId('casino-points-notice')).toHaveText('10 = 1 Point');
  expect(await tabIds(page)).toEqual(catalogue.slotsGames.tabs);
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
