// Accessibility through axe-core in the real page, at both sizes: the home page, an event page and
// the auth dialog have no serious or critical violation (WCAG 2.x A and AA rules plus axe's best
// practices). Deterministic, so it is a test; the Lighthouse scores are in BENCHMARKS.md.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openLogin } from '../support/player';
import { SERVER_WAIT_MS, eventPath, liveCricketMatch } from '../support/sports';

/** The serious and critical violations on the page as it is now, each with the elements it names. */
async function seriousViolations(page: Page, include?: string) {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

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
