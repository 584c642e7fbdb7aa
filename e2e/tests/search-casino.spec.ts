// §2.8 with a casino result: a logged-out visitor searches a live casino game (sport 77777 in the
// server's search list), picks it, logs in as a real player and lands on /casino_live/{id} with that
// very game running in the provider's frame (its table, its markets), at 1280 and 390 px.
import { expect, test } from '@playwright/test';
import { authDialog, expectLoggedIn, isMobile, keepScreenshot, randomMobile, randomUserName, registerPlayer } from '../support/player';
import { waitForProvider } from '../support/casino';
import { gameFrame } from '../support/cards';

interface SearchEntry {
  id: number;
  match_id: number;
  match_name: string;
  sport_id: number;
}

test('a visitor searches a casino game, picks it, logs in and lands on the game itself', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await waitForProvider(request);
  const entries = ((await (await request.post('/api/v1/match/matches')).json()) as { data: SearchEntry[] }).data;
  const game = entries.find((e) => e.sport_id === 77777 && e.match_name === 'Dragon Tiger');
  expect(game, 'Dragon Tiger is in the visitor search list as a casino result').toBeDefined();
  const who = { userName: randomUserName(), mobile: randomMobile(), password: 'search-casino-1' };
  await registerPlayer(request, who);

  await page.goto('/');
  if (isMobile(testInfo)) await page.getByTestId('mobile-search-toggle').click();
  await page.getByTestId(isMobile(testInfo) ? 'search-input-mobile' : 'search-input').fill('dragon t');
  const option = page.getByTestId('search-results').getByRole('option', { name: 'Dragon Tiger', exact: true });
  await expect(page.getByTestId(`search-meta-${game!.match_id}`)).toHaveText('Live Casino · In-Play');
  await option.click();

  // Logged out: the login dialog, nothing opened yet.
  await expect(authDialog(page)).toHaveAttribute('data-tab', '1');
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('login-mode-user').click();
  await page.getByTestId('login-user-id').fill(who.userName);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  // on a phone the game page it lands on has no header (§2.2): there the game opening in the provider's
  // frame (a launch needs the player's session) is what shows the login
  if (isMobile(testInfo)) await expect(authDialog(page)).toBeHidden({ timeout: 30_000 });
  else await expectLoggedIn(page, testInfo);

  // The remembered result opens its casino route, and the game there is Dragon Tiger itself.
  await expect(page).toHaveURL(new RegExp(`/casino_live/${game!.id}$`));
  await expect(page.getByTestId('casino-live-page')).toBeVisible();
  const frame = gameFrame(page);
  await expect(frame.getByRole('heading', { name: 'Dragon Tiger' })).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByTestId('market-winner')).toBeVisible();
  await expect(frame.getByTestId('back-winner-dragon')).toBeVisible();
  await expect(frame.getByTestId('cards-phase')).toHaveAttribute('data-phase', /betting|dealing|result/);
  await keepScreenshot(page, testInfo, `search-casino-${testInfo.project.name}`);
});
