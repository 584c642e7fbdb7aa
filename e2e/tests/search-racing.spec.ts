// §2.8: a logged-out visitor's search choice of a race asks for login and, after it, opens the
// racing page on that very race (the event and market are remembered through login), at 1280 px
// (the race picked in the wide view) and 390 px (its accordion item open).
import { expect, test } from '@playwright/test';
import { authDialog, expectLoggedIn, isMobile } from '../support/player';
import { SERVER_WAIT_MS } from '../support/sports';

interface SearchEntry {
  match_id: number;
  match_name: string;
  sport_id: number;
  market_id?: string;
}

const PAGES: Record<number, string> = { 7: '/horse-racing', 4339: '/greyhound-racing' };

test('a visitor picks a race from the search, logs in and lands on that race', async ({ page, request }, testInfo) => {
  // a race the racing page lists (open calls), found in the visitor's search list under a unique name,
  let race: SearchEntry | undefined;
  await expect
    .poll(
      async () => {
        const entries = ((await (await request.post('/api/v1/match/matches')).json()) as { data: SearchEntry[] }).data;
        for (const sportId of [7, 4339]) {
          const listed = ((await (await request.post('/api/v1/market/allRacingMarketsOpen', { data: { sport_id: sportId } })).json()) as { data: { market_id: string }[] }).data;
          // the last listed race, so that landing on the page's default (first) race would not pass
          race = [...listed]
            .reverse()
            .map((r) => entries.find((e) => e.sport_id === sportId && e.market_id === r.market_id && entries.filter((o) => o.match_name === e.match_name).length === 1))
            .find((e) => e !== undefined);
          if (race) return true;
        }
        return false;
      },
      { message: 'a listed race in the search list', timeout: SERVER_WAIT_MS },
    )
    .toBe(true);
  const { match_name: name, market_id: marketId, sport_id: sportId } = race!;

  await page.goto('/');
  if (isMobile(testInfo)) await page.getByTestId('mobile-search-toggle').click();
  await page.getByTestId(isMobile(testInfo) ? 'search-input-mobile' : 'search-input').fill(name);
  await page.getByTestId('search-results').getByRole('option', { name, exact: true }).click();

  await expect(authDialog(page)).toHaveAttribute('data-tab', '1');
  await expect(page).toHaveURL(/\/$/); // nothing moves before login
  await page.getByTestId('demo-login').click();
  await expectLoggedIn(page, testInfo);
  await expect(page).toHaveURL(new RegExp(`${PAGES[sportId]}$`));
  if (isMobile(testInfo)) {
    await expect(page.getByTestId(`race-toggle-${marketId}`)).toHaveAttribute('aria-expanded', 'true', { timeout: SERVER_WAIT_MS });
  } else {
    await expect(page.locator(`[data-testid=race-table][data-market-id="${marketId}"]`)).toBeVisible({ timeout: SERVER_WAIT_MS });
  }
});
