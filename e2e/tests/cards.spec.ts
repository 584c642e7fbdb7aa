// Aviator and the Indian card games against the real server and the built-in provider on its own
// origin, at 1280 and 390 px: a funded player bets on Aviator with auto cash-out at 1.5x and the
// balance moves by exactly the round's outcome; a player backs Dragon on a Dragon Tiger round and
// the dealt cards settle it; a demo player is refused on Aviator, Aura and the card tables.
import { expect, test } from '@playwright/test';
import { expectLoggedIn, isMobile, keepScreenshot, loginWithUserId, toast } from '../support/player';
import { waitForProvider } from '../support/casino';
import { expectProviderBalance, fundedPlayer, gameFrame, paiseOf, rankValue } from '../support/cards';

test.beforeEach(async ({ request }) => {
  await waitForProvider(request);
});

test('Aviator: a bet with auto cash-out at 1.5x pays 1.5 × the stake when the round passes 1.5x, and loses it otherwise', async ({ page, request }, testInfo) => {
  // A round's flight lasts as long as its crash point is high (29 s to 10x).
  test.setTimeout(240_000);
  const player = await fundedPlayer(request, 1000);
  await page.goto('/');
  await loginWithUserId(page, player.userName, player.password);
  await expectLoggedIn(page, testInfo);
  await page.goto('/aviator');
  const game = gameFrame(page);
  await expect(game.getByTestId('aviator-panel-0')).toBeVisible({ timeout: 30_000 });
  await expectProviderBalance(game, 1000_00);

  await game.getByTestId('aviator-stake-0').fill('10');
  await game.getByTestId('aviator-auto-0').check();
  await game.getByTestId('aviator-auto-value-0').fill('1.50');
  // Bet in a betting window (5 s): wait for one, and try the next if this one closes under the click.
  let roundNo = 0;
  for (let attempt = 0; attempt < 4 && !roundNo; attempt += 1) {
    await expect(game.getByTestId('aviator-multiplier')).toHaveAttribute('data-phase', 'betting', { timeout: 90_000 });
    await game.getByTestId('aviator-bet-0').click();
    const status = game.getByTestId('aviator-panel-status-0');
    // The panel keeps its bet's round (its text moves on to the cash-out within seconds on a busy machine).
    await expect.poll(async () => `${(await status.getAttribute('data-round')) ?? ''}|${await game.getByTestId('aviator-error').textContent()}`).toMatch(/^\d+\||closed/i);
    roundNo = Number((await status.getAttribute('data-round')) ?? 0);
  }
  expect(roundNo).toBeGreaterThan(0);
  await expectProviderBalance(game, 990_00);

  // The round ends in the history bar with its crash point.
  const played = game.getByTestId('aviator-history').locator(`[data-round="${roundNo}"]`);
  await expect(played).toBeVisible({ timeout: 180_000 });
  const crash = Number((await played.textContent())!.replace('x', ''));
  const expected = crash >= 1.5 ? 1005_00 : 990_00;
  await expectProviderBalance(game, expected);
  await expect(game.getByTestId('aviator-panel-status-0')).toContainText(crash >= 1.5 ? 'Cashed out at 1.50x: won ₹15.00' : 'stake lost');
  if (!isMobile(testInfo)) await expect.poll(async () => paiseOf(await page.getByTestId('balance').textContent()), { timeout: 10_000 }).toBe(expected);

  // The verify dialog recomputes the round in the browser and finds it fair.
  await game.getByTestId('aviator-verify').click();
  await game.getByTestId('aviator-verify-round').selectOption(String(roundNo));
  await expect(game.getByTestId('aviator-verify-verdict')).toHaveText(/Verified/);
  await keepScreenshot(page, testInfo, `aviator-${testInfo.project.name}`);
});

test('Dragon Tiger: a back bet on Dragon is settled by the dealt cards', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const player = await fundedPlayer(request, 1000);
  await page.goto('/');
  await loginWithUserId(page, player.userName, player.password);
  await expectLoggedIn(page, testInfo);
  await page.goto('/indian-card-games');
  await expect(page.getByTestId('left-sidebar')).toHaveCount(0);
  await page.getByTestId('card-game-tile-dt20').click();
  await expect(page).toHaveURL(/\/indian-casino\/dt20$/);
  const game = gameFrame(page);
  await expect(game.getByTestId('market-winner')).toBeVisible({ timeout: 30_000 });
  await expectProviderBalance(game, 1000_00);

  let roundId = '';
  for (let attempt = 0; attempt < 3 && !roundId; attempt += 1) {
    // Start with most of the window (12 s) left: choosing, typing, placing and reading the debited
    // balance take seconds each on a busy machine, and the result lands 2 s after the close.
    await expect
      .poll(async () => (await game.getByTestId('cards-phase').getAttribute('data-phase')) === 'betting' && Number((await game.getByTestId('cards-timer').textContent())?.replace('s', '')) >= 9, { timeout: 60_000 })
      .toBe(true);
    const round = await game.getByTestId('cards-phase').getAttribute('data-round');
    await game.getByTestId('back-winner-dragon').click();
    await game.getByTestId('cards-stake').fill('100');
    await game.getByTestId('cards-place').click();
    await expect.poll(async () => `${await game.getByTestId('cards-ok').textContent()}|${await game.getByTestId('cards-error').textContent()}`).toMatch(/Bet placed|closed/);
    if ((await game.getByTestId('cards-ok').textContent())?.includes('Bet placed')) roundId = round ?? '';
  }
  expect(roundId).not.toBe('');
  await expect(game.getByTestId('cards-exposure')).toHaveText('₹ 100.00');
  await expectProviderBalance(game, 900_00);

  // The cards land one by one, then the result settles the bet (shown for 5 s: on a busy machine the
  // test may only get there in the next round, so the round is read back from what stays).
  await expect(game.getByTestId('cards-phase')).not.toHaveAttribute('data-round', roundId, { timeout: 60_000 });
  await expect(game.getByTestId('cards-pnl')).not.toBeEmpty();

  // Verify: the browser rebuilds the round's deck from its revealed seed; its top two are the cards dealt.
  await game.getByTestId('cards-verify').click();
  await game.getByTestId('cards-verify-round').selectOption(roundId);
  await expect(game.getByTestId('cards-verify-verdict')).toHaveText(/^✓ Verified/);
  await expect(game.getByTestId('cards-verify-deck').locator('[data-card]')).toHaveCount(2);
  await expect(game.getByTestId('cards-verify-dialog')).toBeInViewport();
  const [dragonCard, tigerCard] = await game.getByTestId('cards-verify-dealt').locator('[data-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-card')!));
  const dragon = rankValue(dragonCard!);
  const tiger = rankValue(tigerCard!);
  const expected = dragon > tiger ? 1100_00 : dragon === tiger ? 950_00 : 900_00;
  await expect(game.getByTestId('cards-verify-round').locator(`option[value="${roundId}"]`)).toHaveText(/ · (Dragon|Tie|Tiger) wins$/);
  await expect(game.getByTestId('cards-verify-round').locator(`option[value="${roundId}"]`)).toContainText(dragon > tiger ? 'Dragon wins' : dragon === tiger ? 'Tie wins' : 'Tiger wins');
  await expectProviderBalance(game, expected);
  await expect(game.getByTestId('cards-pnl')).toContainText((expected - 1000_00 < 0 ? '-' : '') + (Math.abs(expected - 1000_00) / 100).toFixed(2));
  await expect(game.getByTestId('cards-history')).toContainText(dragon > tiger ? 'D' : dragon === tiger ? 'T' : 'G');
  await keepScreenshot(page, testInfo, `dragon-tiger-verify-${testInfo.project.name}`);
});

test('a demo player may not open Aviator, Aura or a card table', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByTestId('login-button').click();
  await page.getByTestId('demo-login').click();
  await expectLoggedIn(page, testInfo);
  for (const path of ['/aviator', '/livegames/aura/FAWK', '/indian-casino/dt20', '/casino-live/SPB-aviator/SPB']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('casino-frame')).toHaveCount(0);
  }
  // The lobby itself is open to look at; a table's tile refuses the demo player.
  await page.goto('/indian-card-games');
  await page.getByTestId('card-game-tile-teen20').click();
  await expect(toast(page, 'Please login from your read ID.')).toBeVisible();
  await expect(page).toHaveURL(/\/indian-card-games$/);
  await keepScreenshot(page, testInfo, `card-games-lobby-${testInfo.project.name}`);
});
