// The language popup (§2.11): from the header on desktop, from the left drawer on mobile; the
// choice changes the page text at once and survives a reload; Cancel changes nothing.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { isMobile } from '../support/player';
import { cellPrice, eventPath, liveCricketMatch, oddsCell, openMarkets, SERVER_WAIT_MS, showBetSlip, slip } from '../support/sports';

const popup = (page: Page) => page.getByTestId('language-popup');

/** Opens 'Select Language' the way each layout offers it. */
async function openLanguagePopup(page: Page, testInfo: TestInfo): Promise<void> {
  if (isMobile(testInfo)) {
    await page.getByTestId('menu-button').click();
    await page.getByTestId('left-drawer').getByTestId('drawer-language').click();
    await expect(page.getByTestId('left-drawer')).toBeHidden();
  } else {
    await page.getByTestId('language-button').click();
  }
  await expect(popup(page)).toBeVisible();
}

test('choosing Hindi changes the page text and survives a reload', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByTestId('login-button')).toHaveText('Log In');
  await expect(page.getByTestId('signup-button')).toHaveText('Sign Up');

  await openLanguagePopup(page, testInfo);
  // English is marked as the current language.
  await expect(page.getByTestId('language-option-en')).toHaveClass(/is-current/);
  await page.getByTestId('language-option-hi').click();
  await page.getByTestId('language-confirm').click();
  await expect(popup(page)).toBeHidden();

  await expect(page.getByTestId('login-button')).toHaveText('लॉग इन');
  await expect(page.getByTestId('signup-button')).toHaveText('साइन अप');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  if (!isMobile(testInfo)) await expect(page.locator('.header__nav a[href="/"]')).toHaveText('होम');

  // The auth dialog speaks Hindi too.
  await page.getByTestId('login-button').click();
  await expect(page.getByTestId('login-submit')).toHaveText('लॉगिन');
  await page.getByTestId('auth-close').click();

  await page.reload();
  await expect(page.getByTestId('login-button')).toHaveText('लॉग इन');
  await openLanguagePopup(page, testInfo);
  await expect(page.getByTestId('language-option-hi')).toHaveClass(/is-current/);
});

test('Cancel closes the popup without changing the language', async ({ page }, testInfo) => {
  await page.goto('/');
  await openLanguagePopup(page, testInfo);
  await page.getByTestId('language-option-es').click();
  await page.getByTestId('language-cancel').click();
  await expect(popup(page)).toBeHidden();
  await expect(page.getByTestId('login-button')).toHaveText('Log In');
  await expect(page.locator('html')).not.toHaveAttribute('lang', 'es');
});

test('after choosing Hindi, an event page shows the bet slip headings in Hindi', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'checked at 1280 px, where the slip sits in the right panel');
  const match = await liveCricketMatch(page.request);
  const matchOdds = (await openMarkets(page.request, match.match_id)).find((m) => m.market_type === 'MATCH_ODDS');
  expect(matchOdds, 'the live match has a match odds market').toBeTruthy();

  await page.goto('/');
  await openLanguagePopup(page, testInfo);
  await page.getByTestId('language-option-hi').click();
  await page.getByTestId('language-confirm').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.goto(eventPath(match));
  await expect(page.getByTestId('event-page')).toBeVisible({ timeout: SERVER_WAIT_MS });
  // the stored language is applied about 2 s after load (§4.7); the market header follows it
  await expect(page.getByTestId(`market-${matchOdds!.market_id}`).locator('.market__side--back')).toHaveText('बैक');
  await showBetSlip(page);
  const cell = oddsCell(page, 'back', matchOdds!.market_id, matchOdds!.runners[0]!.selectionId);
  await expect(cellPrice(cell)).toHaveText(/^\d+(\.\d+)?$/, { timeout: SERVER_WAIT_MS });
  await cell.click();
  await expect(slip(page).getByTestId('slip-odds-table').locator('th')).toHaveText(['भाव', 'राशि', 'लाभ']);
  await expect(slip(page).getByTestId('slip-side')).toContainText('बैक कर रहे हैं');
  await expect(slip(page).getByTestId('slip-cancel')).toHaveText('दांव रद्द करें');
  await expect(slip(page).getByTestId('slip-login')).toHaveText('लॉग इन');
});
