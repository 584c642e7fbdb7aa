// The shell's bet-slip slot (§2.7, §2.12, §6) in both layouts against the real server: the sports
// remote's slip in the right panel at 1280px (for visitors too) and in a modal below 1024px.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { keepScreenshot } from '../support/player';
import { clickBackOdds, demoLogin, isMobile, SERVER_WAIT_MS } from '../support/sports';

/** Where the slip shows in this layout: the modal below 1024px, the right panel above. */
const slipHolder = (page: Page, testInfo: TestInfo) =>
  isMobile(testInfo) ? page.getByTestId('betslip-modal') : page.getByTestId('right-sidebar');

test.describe('bet slip slot', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a visitor clicks an odds cell and the slip asks to log in', async ({ page }, testInfo) => {
    await page.goto('/');
    if (isMobile(testInfo)) await expect(page.getByTestId('betslip-modal')).toHaveCount(0);
    else await expect(page.getByTestId('right-sidebar').getByTestId('balance-panel')).toHaveCount(0);

    await clickBackOdds(page);
    const slip = slipHolder(page, testInfo).getByTestId('bet-slip');
    await expect(slip.getByTestId('slip-side')).toContainText('Backing');
    await expect(slip.getByTestId('slip-login')).toHaveText('Log In');
    await expect(slip.getByTestId('slip-place')).toHaveCount(0);
    await keepScreenshot(page, testInfo, `bet-slip-${testInfo.project.name}-visitor`);
    if (!isMobile(testInfo)) {
      await expect(page.getByTestId('betslip-modal')).toHaveCount(0);
      return;
    }
    // Cancel Bet closes the modal (after the slip's 200 ms close animation).
    await slip.getByTestId('slip-cancel').click();
    await expect(page.getByTestId('betslip-modal')).toHaveCount(0);
  });

  test("a visitor logs in from the slip's Log In and the same slip offers Place Bet", async ({ page }, testInfo) => {
    await clickBackOdds(page);
    const holder = slipHolder(page, testInfo);
    await holder.getByTestId('slip-login').click();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
    await page.getByTestId('demo-login').click();
    await expect(page.getByTestId('auth-dialog')).toBeHidden({ timeout: SERVER_WAIT_MS });
    await expect(holder.getByTestId('slip-place')).toContainText('Place Bet');
  });

  test('a demo player clicks an odds cell and sees the slip with Place Bet', async ({ page }, testInfo) => {
    await page.goto('/');
    await demoLogin(page);
    await clickBackOdds(page);
    const slip = slipHolder(page, testInfo).getByTestId('bet-slip');
    await expect(slip.getByTestId('slip-place')).toContainText('Place Bet');
    await expect(slip.getByTestId('slip-login')).toHaveCount(0);
    await keepScreenshot(page, testInfo, `bet-slip-${testInfo.project.name}-player`);
    if (isMobile(testInfo)) {
      await page.getByTestId('betslip-modal-close').click();
      await expect(page.getByTestId('betslip-modal')).toHaveCount(0);
    } else {
      await expect(page.getByTestId('right-sidebar').getByTestId('balance-panel')).toBeVisible();
    }
  });
});
