// The shell's bet-slip slot (§2.7, §2.12, §6) in both layouts against the real server: the sports
// remote's slip in a player's right panel at 1280px, in a centred box for a visitor at 1280px (the right
// panel is a logged-in player's only, §2.7), and in a modal below 1024px.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { keepScreenshot } from '../support/player';
import { clickBackOdds, demoLogin, isMobile, SERVER_WAIT_MS } from '../support/sports';

/** Where a player's slip shows in this layout: the modal below 1024px, the right panel above. */
const slipHolder = (page: Page, testInfo: TestInfo) =>
  isMobile(testInfo) ? page.getByTestId('betslip-modal') : page.getByTestId('right-sidebar');
/** A visitor's slip: the modal below 1024px, §2.12's centred box above (the same overlay, centred). */
const visitorSlip = (page: Page) => page.getByTestId('betslip-modal');

test.describe('bet slip slot', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a visitor clicks an odds cell and the slip asks to log in: no right panel, a centred box at 1280px (§2.7, §2.12)', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.locator('[data-testid^="match-row-"]').first()).toBeVisible({ timeout: SERVER_WAIT_MS });
    await expect(page.getByTestId('betslip-modal')).toHaveCount(0);
    // §2.7: the right panel is for a logged-in player; a visitor has none at any width
    await expect(page.getByTestId('right-sidebar')).toHaveCount(0);
    if (!isMobile(testInfo)) await expect(page.getByTestId('left-sidebar')).toBeVisible();

    await clickBackOdds(page);
    const slip = visitorSlip(page).getByTestId('bet-slip');
    await expect(slip.getByTestId('slip-side')).toContainText('Backing');
    await expect(slip.getByTestId('slip-login')).toHaveText('Log In');
    await expect(slip.getByTestId('slip-place')).toHaveCount(0);
    await expect(page.getByTestId('right-sidebar')).toHaveCount(0);
    if (!isMobile(testInfo)) {
      // §2.12: "On desktop (1024px and above) it is a centred box"
      const box = (await page.getByTestId('betslip-modal').getByRole('dialog', { name: 'Betslip' }).boundingBox())!;
      const view = page.viewportSize()!;
      expect(Math.abs(box.x + box.width / 2 - view.width / 2)).toBeLessThanOrEqual(2);
      expect(Math.abs(box.y + box.height / 2 - view.height / 2)).toBeLessThanOrEqual(2);
      expect(box.width).toBeLessThanOrEqual(420);
    }
    await keepScreenshot(page, testInfo, `bet-slip-${testInfo.project.name}-visitor`);
    // Cancel Bet closes the modal (after the slip's 200 ms close animation).
    await slip.getByTestId('slip-cancel').click();
    await expect(page.getByTestId('betslip-modal')).toHaveCount(0);
  });

  test("a visitor logs in from the slip's Log In and the same slip offers Place Bet (in the right panel at 1280px)", async ({ page }, testInfo) => {
    await clickBackOdds(page);
    await visitorSlip(page).getByTestId('slip-login').click();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
    await page.getByTestId('demo-login').click();
    await expect(page.getByTestId('auth-dialog')).toBeHidden({ timeout: SERVER_WAIT_MS });
    const holder = slipHolder(page, testInfo);
    await expect(holder.getByTestId('slip-side')).toContainText('Backing');
    await expect(holder.getByTestId('slip-place')).toContainText('Place Bet');
    if (!isMobile(testInfo)) await expect(page.getByTestId('betslip-modal')).toHaveCount(0);
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
      await expect(page.getByTestId('betslip-modal')).toHaveCount(0);
    }
  });
});
