// Issue 24: every amount on screen uses Indian grouping (1,50,000.00), in the shell and every remote.
// A logged-in demo player (₹1,50,000 of play money) walks the pages of each section at both sizes;
// each page's rendered text is scanned for a run of 4 or more digits standing as a number of its own.
// Not amounts, and so passed over: clock times and dates (digits joined by ':' '-' '/'), a number
// inside a word or id (joined to letters, '_' or '.'), phone numbers ('+91…'), and the year of a
// name the feed gives ('General Election 2027').
import { expect, test, type Page } from '@playwright/test';
import { demoLogin, SERVER_WAIT_MS } from '../support/sports';

/** Ungrouped numbers of 4 or more digits in the page's visible text, with a little context each. */
async function ungroupedNumbers(page: Page): Promise<string[]> {
  // prices are odds and bookmaker rates, not amounts: their cells are left out
  const text = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const price of copy.querySelectorAll('.odds-cell__price')) price.remove();
    document.body.appendChild(copy);
    copy.style.position = 'absolute';
    const shown = copy.innerText;
    copy.remove();
    return shown;
  });
  const found: string[] = [];
  // a number: digits with no grouping commas, an optional decimal part
  const pattern = /\d{4,}(?:\.\d+)?/g;
  for (const line of text.split('\n')) {
    for (const m of line.matchAll(pattern)) {
      const at = m.index ?? 0;
      const before = line.slice(Math.max(0, at - 1), at);
      const after = line.slice(at + m[0].length, at + m[0].length + 1);
      if (/[\d,.:/\-+_#A-Za-z]/.test(before) || /[\d,:/\-_A-Za-z]/.test(after)) continue; // part of a time, date, id or word
      if (/^(19|20)\d\d$/.test(m[0]) && /(Election|©|\d{4}\s*$)/.test(line)) continue; // a year in a name or a copyright line
      found.push(line.trim().slice(0, 80));
    }
  }
  return found;
}

/** Each page walked, and what shows once it has loaded (the shell, then a remote of each section). */
const ROWS = '[data-testid^="match-row-"]';
const PAGES: ReadonlyArray<readonly [path: string, ready: string]> = [['/', ROWS], ['/sports-page/Cricket/4', ROWS], ['/horse-racing', '[data-testid="racing-page"]'], ...['/casino-lobby/casino', '/account-statement', '/deposit', '/withdraw'].map((path) => [path, 'main'] as const)];

test('no page shows an amount without Indian grouping', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await demoLogin(page);
  // the demo player's ₹1,50,000 in the header, grouped
  await expect(page.getByTestId('header').getByTestId('balance')).toContainText('1,50,000', { timeout: SERVER_WAIT_MS });
  const bad: Record<string, string[]> = {};
  for (const [path, ready] of PAGES) {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible({ timeout: SERVER_WAIT_MS });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const found = await ungroupedNumbers(page);
    if (found.length > 0) bad[path] = found;
  }
  // an event page with its markets, stake limits and volumes
  await page.goto('/');
  await page.locator('[data-testid^="match-link-"]').first().click();
  await expect(page.getByTestId('event-page')).toBeVisible({ timeout: SERVER_WAIT_MS });
  await expect(page.locator('[data-testid^="limits-"]').first()).toBeVisible({ timeout: SERVER_WAIT_MS });
  // the slip too: its stake buttons and the profit it works out
  await page.locator('[data-testid^="odds-back-"][data-testid$="-0"]').filter({ has: page.locator('.odds-cell__price', { hasText: /\d/ }) }).first().click();
  await expect(page.getByTestId('bet-slip').first()).toBeVisible({ timeout: SERVER_WAIT_MS });
  const onEvent = await ungroupedNumbers(page);
  if (onEvent.length > 0) bad['event page'] = onEvent;
  await page.screenshot({ path: testInfo.outputPath(`event-${testInfo.project.name}.png`) });
  expect(bad).toEqual({});
});
