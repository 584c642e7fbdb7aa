// Issue 34, item 3: a bet whose page is reloaded during its countdown is not left to resolve silently.
// The kernel keeps it in sessionStorage while in flight; after the reload the shell reports its
// outcome (from the private stream's order changes, or the open bets) in a toast.
import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../support/player';
import { clickBackOdds, demoLogin, SERVER_WAIT_MS, slip } from '../support/sports';

test('a bet placed, then the page reloaded during its countdown: its outcome is told after the reload', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await demoLogin(page);
  await clickBackOdds(page);
  const betSlip = slip(page);
  await betSlip.getByTestId('slip-stake').fill('100');
  await betSlip.getByTestId('slip-place').click();
  // the live match's bets wait a 5 s in-play delay: reload during it
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('khel.betsInFlight')), { timeout: 3_000 }).toContain('"stake":100');
  await page.waitForTimeout(1_000);
  await page.reload();
  const outcome = page.getByTestId('toast').filter({ hasText: /Your bet (was matched|was partly matched|was placed, unmatched|was not placed)/ });
  await expect(outcome).toBeVisible({ timeout: SERVER_WAIT_MS + 10_000 });
  await keepScreenshot(page, testInfo, `bet-outcome-after-reload-${testInfo.project.name}`);
  expect(await page.evaluate(() => sessionStorage.getItem('khel.betsInFlight'))).toBeNull();
});
