// Accessibility through axe-core in the real page, at both sizes: the home page, an event page, the
// auth dialog, the bet slip (right panel on desktop, modal on a phone) and an account page have no
// serious or critical violation (WCAG 2.x A and AA rules plus axe's best practices). Deterministic,
// so it is a test; the Lighthouse scores are in BENCHMARKS.md. axe reads the whole page: on a loaded
// machine that takes long, so these tests have three times the usual time (test.slow).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openLogin } from '../support/player';
import { SERVER_WAIT_MS, clickBackOdds, demoLogin, eventPath, isMobileLayout, liveCricketMatch, slip } from '../support/sports';

/** The serious and critical violations on the page as it is now, each with the elements it names. */
async function seriousViolations(page: Page, include?: string) {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

test.beforeEach(() => test.slow());

test('home page: no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.match-row').first()).toBeVisible({ timeout: SERVER_WAIT_MS });
  expect(await seriousViolations(page)).toEqual([]);
});

test('event page: no serious or critical accessibility violation', async ({ page, request }) => {
  const match = await liveCricketMatch(request);
  await page.goto(eventPath(match));
  await expect(page.getByTestId('event-page')).toBeVisible({ timeout: SERVER_WAIT_MS });
  expect(await seriousViolations(page)).toEqual([]);
});

test('auth dialog: no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  await openLogin(page);
  expect(await seriousViolations(page, '[data-testid="auth-dialog"]')).toEqual([]);
});

test('bet slip: no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  await demoLogin(page);
  await clickBackOdds(page);
  await expect(slip(page).getByTestId('slip-place')).toBeVisible();
  await slip(page).getByTestId('slip-stake').fill('100');
  expect(await seriousViolations(page, isMobileLayout(page) ? '[data-testid="betslip-modal"]' : '[data-testid="right-sidebar"]')).toEqual([]);
});

test('account page (account statement): no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  await demoLogin(page);
  await page.goto('/account-statement');
  await expect(page.getByTestId('account-page')).toBeVisible({ timeout: SERVER_WAIT_MS });
  await expect(page.getByTestId('login-gate')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
