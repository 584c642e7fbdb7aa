// Event search (§2.8, §5) over the built-in feed's catalogue: a live event is found by a
// case-insensitive part of its name; a visitor's choice asks for login and is visited after it.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { authDialog, expectLoggedIn, isMobile } from '../support/player';

interface CatalogueEvent {
  match_id: number;
  match_name: string;
  sport_id: number;
  market_id?: string;
  inplay: boolean;
}

const RACING_OR_CASINO = new Set([7, 4339, 77777]);

/** A live (in-play) sports event from the visitor's list whose name no other event shares. */
async function liveEvent(request: APIRequestContext): Promise<CatalogueEvent> {
  const res = await request.post('/api/v1/match/matches');
  expect(res.ok()).toBe(true);
  const events = ((await res.json()) as { data: CatalogueEvent[] }).data;
  const unique = (e: CatalogueEvent) => events.filter((o) => o.match_name === e.match_name).length === 1;
  const live = events.find((e) => e.inplay && !RACING_OR_CASINO.has(e.sport_id) && unique(e));
  expect(live, 'the feed has a live sports event').toBeDefined();
  return live!;
}

/** The search box of the layout: in the header on desktop, behind the search toggle on mobile. */
async function searchBox(page: Page, testInfo: TestInfo) {
  if (!isMobile(testInfo)) return page.getByTestId('search-input');
  await page.getByTestId('mobile-search-toggle').click();
  return page.getByTestId('search-input-mobile');
}

test('a visitor finds a live event, logs in and lands on its page', async ({ page, request }, testInfo) => {
  const event = await liveEvent(request);
  // A run of the name in the opposite case: the match is a case-insensitive substring.
  const words = event.match_name.split(' ');
  const part = (words.find((w) => w.length >= 3) ?? event.match_name).slice(0, 5);
  const query = part === part.toUpperCase() ? part.toLowerCase() : part.toUpperCase();

  await page.goto('/');
  const box = await searchBox(page, testInfo);
  // Two characters are not a search yet.
  await box.fill(query.slice(0, 2));
  await expect(page.getByTestId('search-results')).toHaveCount(0);

  await box.fill(query);
  const results = page.getByTestId('search-results');
  await expect(results).toBeVisible();
  for (const name of await results.getByRole('option').allTextContents()) {
    expect(name.toLowerCase()).toContain(query.toLowerCase());
  }
  // each result names its sport and when it starts (or In-Play), so two of one name are told apart
  const chosen = results.getByRole('option').filter({ has: page.getByTestId(`search-meta-${event.match_id}`) });
  await expect(chosen.locator('.search__name')).toHaveText(event.match_name);
  await expect(chosen.getByTestId(`search-meta-${event.match_id}`)).toHaveText(/^\S.* · (In-Play|\d\d\/\d\d\/\d{4} \d\d:\d\d)$/);
  await chosen.click();

  // Logged out: the login dialog opens, and the choice is visited after login.
  await expect(authDialog(page)).toHaveAttribute('data-tab', '1');
  await page.getByTestId('demo-login').click();
  await expectLoggedIn(page, testInfo);
  const eventPath = `/event-page/${event.sport_id}/${event.match_id}${event.market_id ? `/${event.market_id}` : ''}`;
  await expect(page).toHaveURL(new RegExp(`${eventPath.replaceAll('/', '\\/')}$`));
  await expect(page.locator('.remote-slot[data-section="sports"]')).toBeVisible();
});

test("a search that matches nothing says 'No data found'", async ({ page }, testInfo) => {
  await page.goto('/');
  const box = await searchBox(page, testInfo);
  await box.fill('zzqx no such event');
  await expect(page.getByTestId('search-results')).toHaveText('No data found');
});
