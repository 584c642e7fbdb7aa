// Issue 34, item 1: one dropped request, or ten seconds offline, never logs the player out. The API
// client tries again with back-off (up to 30 s) while the frame shows 'Reconnecting…', and resumes
// quietly when the server answers; only a server silent for the whole bound ends the session (§8).
import { expect, test, type Page } from '@playwright/test';
import { keepScreenshot } from '../support/player';
import { availableBalance, demoLogin, eventPath, liveCricketMatch, SERVER_WAIT_MS } from '../support/sports';

const reconnecting = (page: Page) => page.getByTestId('reconnecting');

async function loggedInOnEventPage(page: Page): Promise<string> {
  const match = await liveCricketMatch(page.request);
  await page.goto('/');
  await demoLogin(page);
  await expect(availableBalance(page)).toContainText('1,50,000.00', { timeout: SERVER_WAIT_MS });
  const path = eventPath(match);
  await page.goto(path);
  await expect(page.getByTestId('login-button')).toHaveCount(0);
  return path;
}

async function expectStillLoggedIn(page: Page, path: string): Promise<void> {
  await expect(reconnecting(page)).toBeHidden({ timeout: SERVER_WAIT_MS });
  await expect(page.getByTestId('login-button')).toHaveCount(0);
  await expect(availableBalance(page)).toContainText('1,50,000.00');
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeTruthy();
}

test("one aborted balance call: 'Reconnecting…' for a moment, the player stays logged in on the page", async ({ page }, testInfo) => {
  const path = await loggedInOnEventPage(page);
  let aborted = 0;
  await page.route('**/api/v1/user/getBalanceCRef', async (route) => {
    if (aborted > 0) {
      // the try after it is answered, a little late (so the banner can be seen)
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      return route.continue();
    }
    aborted += 1;
    return route.abort();
  });
  // the header's next balance poll (every 15 s) is the one lost
  await expect(reconnecting(page)).toBeVisible({ timeout: 20_000 });
  await keepScreenshot(page, testInfo, `reconnecting-${testInfo.project.name}`);
  await expect(reconnecting(page)).toHaveText('Reconnecting…');
  expect(aborted).toBe(1);
  await expectStillLoggedIn(page, path);
});

test("ten seconds offline: 'Reconnecting…' meanwhile, logged in and on the same page after", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const path = await loggedInOnEventPage(page);
  await context.setOffline(true);
  // the page's next call (the balance is polled every 15 s) gets no response
  await expect(reconnecting(page)).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(10_000);
  await expect(reconnecting(page)).toBeVisible();
  await keepScreenshot(page, testInfo, `reconnecting-offline-${testInfo.project.name}`);
  await context.setOffline(false);
  await expectStillLoggedIn(page, path);
});
