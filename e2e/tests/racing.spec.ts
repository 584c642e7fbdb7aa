// Racing end to end (issue 15): the built shell, the racing remote and the sports remote's slip
// against the real exchange server, its feed quoting today's races 3 deep.
import { expect, test } from '@playwright/test';
import { availableBalance, closeSlip, demoLogin, placeSlip, rupeesOf, SERVER_WAIT_MS, showBetSlip, showOpenBets, slip } from '../support/sports';
import { openPricedRace, pageToken, restBackAtBestLay, settleAsOperator, settledBets } from '../support/racing';

test.describe('racing', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a visitor sees the day\'s races, opens one and sees its prices move', async ({ page }) => {
    const { race, view } = await openPricedRace(page);
    const layout = await page.getByTestId('racing-page').getAttribute('data-layout');
    expect(layout).toBe((page.viewportSize()?.width ?? 1280) >= 1024 ? 'wide' : 'narrow');
    if (layout === 'wide') {
      await expect(page.getByTestId('next-race-date')).toHaveText(/^\d{1,2}:\d{2} (AM|PM), \d{2}-\d{2}-\d{4}$/);
      await expect(page.getByTestId('combined-market')).toBeVisible();
    } else {
      await expect(page.getByTestId('tab-upcoming')).toBeVisible();
      await expect(page.getByTestId('tab-inplay')).toBeVisible();
    }
    const runner = race.runners.find((r) => r.status === 'ACTIVE' && r.ex.availableToLay.length > 0)!;
    await expect(view.getByTestId(`race-row-${runner.selectionId}`)).toContainText(runner.runnerName);
    const cell = view.getByTestId(`lay-${runner.selectionId}-0`);
    await expect(cell).not.toHaveText('-');
    const before = await cell.textContent();
    // another player's back at the best lay price rests there: the cell's size grows, live
    await restBackAtBestLay(page.request, race, runner.selectionId);
    await expect(cell).not.toHaveText(before!, { timeout: SERVER_WAIT_MS });
  });

  test('a combined bet of 3 runners is placed as one and listed', async ({ page }) => {
    await page.goto('/horse-racing');
    await demoLogin(page);
    const { race, view } = await openPricedRace(page);
    const runners = race.runners.filter((r) => r.status === 'ACTIVE' && r.ex.availableToBack.length > 0).slice(0, 3);
    expect(runners).toHaveLength(3);
    for (const r of runners) await view.getByTestId(`combine-${r.selectionId}`).check();
    await expect(view.getByTestId('combined-back')).toBeEnabled();
    await showBetSlip(page);
    await view.getByTestId('combined-back').click();
    await expect(slip(page).getByTestId('slip-runner')).toHaveText(runners.map((r) => r.runnerName).join(' + '));
    const result = await placeSlip(page, 300);
    // each leg is asked at the price the page showed: one whose price moved since rests unmatched, and the slip says so
    await expect(result).toHaveText(/^Bet placed( successfully$|; )/);
    await closeSlip(page);

    // every runner is listed: matched, or unmatched (its leg rests), or both (part matched)
    const openBets = await showOpenBets(page);
    const listed = openBets.locator('[data-testid="open-bet"], [data-testid^="unmatched-bet-"]');
    for (const r of runners) await expect(listed.filter({ hasText: r.runnerName }).first()).toBeVisible({ timeout: SERVER_WAIT_MS });
  });

  test('a demo player backs a runner, sees it in open bets, and is paid when the race settles', async ({ page }) => {
    await page.goto('/greyhound-racing');
    await demoLogin(page);
    // settling uses the race up: greyhounds first, so the horse races stay for the other tests
    const { race, view } = await openPricedRace(page, ['greyhound', 'horse']);
    const runner = race.runners.find((r) => r.status === 'ACTIVE' && r.ex.availableToBack.length > 0)!;
    const balanceBefore = rupeesOf(await availableBalance(page).textContent());

    await showBetSlip(page);
    await view.getByTestId(`back-${runner.selectionId}-0`).click();
    await expect(slip(page).getByTestId('slip-runner')).toHaveText(runner.runnerName);
    // Asked at 1.01, the ladder's lowest price: the back takes the best lay resting, wherever the feed has
    // requoted the race since the page showed it (a back asked at the shown price rests unmatched when
    // the price has shortened meanwhile).
    await slip(page).getByTestId('slip-price').fill('1.01');
    await slip(page).getByTestId('slip-price').blur();
    await expect(slip(page).getByTestId('slip-price')).toHaveValue('1.01');
    const result = await placeSlip(page, 100);
    await expect(result).toHaveText('Bet placed successfully');
    await closeSlip(page);

    const openBets = await showOpenBets(page);
    await expect(openBets.getByTestId('open-bet').filter({ hasText: runner.runnerName })).toHaveCount(1, { timeout: SERVER_WAIT_MS });
    if ((page.viewportSize()?.width ?? 1280) < 1024) await page.goBack();

    // the race is run: the operator gives the result, the backed runner wins
    await settleAsOperator(page.request, race.market_id, runner.selectionId);
    const token = await pageToken(page);
    await expect.poll(async () => (await settledBets(page.request, token)).find((b) => b.market_id === race.market_id)?.result, { timeout: SERVER_WAIT_MS }).toBe('won');
    const won = (await settledBets(page.request, token)).find((b) => b.market_id === race.market_id)!;
    expect(won.pnl).toBeGreaterThan(0);
    await expect.poll(async () => rupeesOf(await availableBalance(page).textContent()), { timeout: SERVER_WAIT_MS }).toBeCloseTo(balanceBefore + won.pnl!, 2);
  });
});
