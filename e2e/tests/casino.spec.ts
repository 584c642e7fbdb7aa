// The casino against the real server and the built-in provider on its own origin, at 1280 and
// 390 px: a funded player opens the slots lobby, launches a slot from its tile, spins, and the header balance and
// the account statement change; a demo player is refused; a visitor is sent to log in and lands on
// the game after logging in; a frame message from another origin changes nothing.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectLoggedIn, isMobile, keepScreenshot, loginWithUserId, randomMobile, randomUserName, registerPlayer, toast } from '../support/player';
import { headerLink } from '../support/header';
import { fundPlayer, playerToken, providerOrigin, waitForProvider } from '../support/casino';

test.beforeEach(async ({ request }) => {
  await waitForProvider(request);
});

/** The Slots link: in the desktop header, or in the mobile left drawer. */
async function clickSlots(page: Page, testInfo: TestInfo) {
  if (isMobile(testInfo)) {
    await page.getByTestId('menu-button').click();
    await page.getByTestId('left-drawer').getByRole('link', { name: 'Slot Games' }).click();
  } else {
    await (await headerLink(page, 'Slots')).click();
  }
}

async function newPlayer(request: import('@playwright/test').APIRequestContext, fundRupees: number) {
  const who = { userName: randomUserName(), mobile: randomMobile(), password: 'casino-pass-1' };
  await registerPlayer(request, who);
  const token = await playerToken(request, who.userName, who.password);
  if (fundRupees > 0) await fundPlayer(request, token, fundRupees);
  return { ...who, token };
}

const provider = (page: Page) => page.frameLocator('[data-testid="casino-frame"]');

test('a funded player plays a slot: the header balance and the account statement follow the wallet', async ({ page, request }, testInfo) => {
  const player = await newPlayer(request, 1000);
  await page.goto('/');
  await loginWithUserId(page, player.userName, player.password);
  await expectLoggedIn(page, testInfo);
  await clickSlots(page, testInfo);
  await expect(page).toHaveURL(/\/slot-games$/);
  await expect(page.getByTestId('casino-points-notice')).toHaveText('10 = 1 Point');
  await expect(page.getByTestId('casino-play-with-bonus')).toBeDisabled();
  await expect(page.getByTestId('casino-play-with-bonus')).not.toBeChecked();
  await page.getByTestId('casino-tile-slot-lotus-sevens').click();
  await expect(page).toHaveURL(/\/casino-live\/slot-lotus-sevens\/khel$/);
  const frame = page.getByTestId('casino-frame');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${providerOrigin()}/launch\\?token=`));
  await expect(provider(page).getByTestId('slot-machine')).toBeVisible();
  // The frame grows to the game's height: the provider's height messages reach the page.
  await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(700);
  await expect(provider(page).getByTestId('provider-balance')).toHaveText('₹ 1,000.00');
  if (!isMobile(testInfo)) await expect(page.getByTestId('balance')).toHaveText('1,000.00');

  await provider(page).getByTestId('slot-spin').click();
  await expect(provider(page).getByTestId('slot-result')).not.toBeEmpty({ timeout: 15_000 });
  await keepScreenshot(page, testInfo, `casino-slot-${testInfo.project.name}`);
  // The stake (₹10) left the wallet; a win came back into it. Either way the statement has the round.
  const statement = await (await request.post('/api/v1/account/statement', { data: {}, headers: { authorization: `Bearer ${player.token}` } })).json();
  const lines = statement.data.items as Array<{ description: string; debit: number; credit: number; balance: number }>;
  const stake = lines.find((l) => l.description.startsWith('Lotus Sevens: stake'));
  expect(stake?.debit).toBe(10);
  const after = lines[0]!.balance;
  expect(after).not.toBe(1000);
  const shown = after.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(provider(page).getByTestId('provider-balance')).toHaveText(`₹ ${shown}`);
  if (!isMobile(testInfo)) await expect(page.getByTestId('balance')).toHaveText(shown, { timeout: 5_000 });
});

test('a demo player is refused on a casino link and stays where they were', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByTestId('login-button').click();
  await page.getByTestId('demo-login').click();
  await expectLoggedIn(page, testInfo);
  await clickSlots(page, testInfo);
  await expect(toast(page, 'Please login from your read ID.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('casino-frame')).toHaveCount(0);
  // Typing the address: refused as well, sent home.
  await page.goto('/casino-lobby/casino');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('casino-frame')).toHaveCount(0);
});

test('a visitor is sent to log in and lands on the game after logging in', async ({ page, request }, testInfo) => {
  const player = await newPlayer(request, 0);
  await page.goto('/');
  await clickSlots(page, testInfo);
  await expect(page.getByTestId('auth-dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('login-mode-user').click();
  await page.getByTestId('login-user-id').fill(player.userName);
  await page.getByTestId('login-password').fill(player.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/slot-games$/, { timeout: 30_000 });
  await expect(page.getByTestId('casino-tile-slot-tiger-temple')).toBeVisible();
});

test('the live casino lobby leads to the roulette table in the provider frame; a height message from another origin changes nothing; a roulette round pays', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const player = await newPlayer(request, 100);
  await page.goto('/');
  await loginWithUserId(page, player.userName, player.password);
  await expectLoggedIn(page, testInfo);
  await page.goto('/casino-lobby/casino/roulette');
  await expect(page.getByTestId('casino-tab-roulette')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('casino-tile-roulette-european').click();
  await expect(page).toHaveURL(/\/casino-live\/roulette-european\/khel$/);
  const frame = page.getByTestId('casino-frame');
  await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(0);
  // The provider's own height messages follow its page's layout (its stylesheet and fonts arrive after the
  // first message): wait until the height holds for a second, then send a forged one from this page.
  let settled = '';
  await expect
    .poll(async () => {
      const now = await frame.evaluate((el) => el.style.height);
      const same = now === settled;
      settled = now;
      return same;
    }, { intervals: [1_000], timeout: 20_000 })
    .toBe(true);
  await page.evaluate(() => window.postMessage({ type: 'khel-casino-height', height: 4321 }, '*'));
  await page.waitForTimeout(300);
  expect(await frame.evaluate((el) => el.style.height)).not.toBe('4321px');
  // The roulette table: a round with a countdown and a history.
  // A round with most of its 15 s left to bet (each click takes seconds on a busy machine, and the
  // balance must be read before the result): ₹10 on red and ₹10 on black (one of them wins unless the ball finds 0).
  await expect(provider(page).getByTestId('table-countdown')).toHaveText(/Bets close in 1[0-5] s/, { timeout: 30_000 });
  await provider(page).getByTestId('roulette-red').click();
  await provider(page).getByTestId('roulette-black').click();
  await provider(page).getByTestId('table-place').click();
  await expect(provider(page).getByTestId('table-my-bets')).toHaveText('Your bets this round: ₹ 20.00');
  await expect(provider(page).getByTestId('provider-balance')).toHaveText('₹ 80.00');
  const round = ((await provider(page).locator('#phase-text').textContent()) ?? '').replace(/^Round /, '');
  expect(round).not.toBe('');
  await expect(provider(page).getByTestId('table-countdown')).toContainText('Next round in', { timeout: 20_000 });
  // The history's first result is this round's only once the round is in it (the fairness line names it):
  // read earlier, it can still be the round before.
  await expect(provider(page).locator('#reveal')).toContainText(`Last round ${round}:`, { timeout: 10_000 });
  const result = Number(await provider(page).getByTestId('table-history').locator('span').first().textContent());
  const expected = result === 0 ? 80 : 100;
  const shown = expected.toFixed(2);
  await expect(provider(page).getByTestId('provider-balance')).toHaveText(`₹ ${shown}`, { timeout: 5_000 });
  if (!isMobile(testInfo)) await expect(page.getByTestId('balance')).toHaveText(shown, { timeout: 5_000 });
  await keepScreenshot(page, testInfo, `casino-roulette-${testInfo.project.name}`);
  const statement = await (await request.post('/api/v1/account/statement', { data: {}, headers: { authorization: `Bearer ${player.token}` } })).json();
  const descriptions = (statement.data.items as Array<{ description: string }>).map((l) => l.description);
  expect(descriptions.some((d) => d.startsWith('European Roulette: stake'))).toBe(true);
  expect(descriptions.some((d) => d.startsWith('European Roulette: win'))).toBe(result !== 0);
});

// §2.2: "page top padding is 94px, 130px or 0 depending on the page; some casino pages hide the header
// below the breakpoint". The casino game pages hide it below 1024 px and start at 0 (their sub-header
// and live-casino bar sit in the page); the lobbies keep it. At 1280 px every page keeps the header at 130 px.
test('§2.2: a casino game hides the header on a phone and starts at 0; the lobby and home keep it at 130 / 94 px', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const player = await newPlayer(request, 0);
  const topPadding = () => page.locator('.frame__body').evaluate((el) => getComputedStyle(el).paddingTop);
  // what the spec's figures (which count the notice banner and the header) do not count, added to them: the live-casino bar;
  // the banner's 24 px taken off where there is none
  const heightOf = async (testId: string) => {
    const part = page.getByTestId(testId);
    return (await part.count()) > 0 ? ((await part.boundingBox())?.height ?? 0) : 0;
  };
  const extras = async () => Math.round((await heightOf('live-casino-bar')) + (await heightOf('notice-banner')) - 24);
  await page.goto('/');
  await expect(page.locator('[data-testid^="match-row-"]').first()).toBeVisible({ timeout: 30_000 });
  // home: no sub-header on a phone (94 px), the header with its section links on a desktop (130 px)
  expect(await topPadding()).toBe(`${(isMobile(testInfo) ? 94 : 130) + (await extras())}px`);
  await loginWithUserId(page, player.userName, player.password);
  await expectLoggedIn(page, testInfo);

  await page.goto('/casino-lobby/casino/roulette');
  await expect(page.getByTestId('casino-tile-roulette-european')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('header')).toBeVisible();
  // the live casino lobby: the header and, on a phone, the sub-header (130 px)
  expect(await topPadding()).toBe(`${130 + (await extras())}px`);
  await keepScreenshot(page, testInfo, `casino-lobby-top-${testInfo.project.name}`);

  await page.getByTestId('casino-tile-roulette-european').click();
  await expect(page).toHaveURL(/\/casino-live\/roulette-european\/khel$/);
  await expect(page.getByTestId('casino-frame')).toBeVisible({ timeout: 30_000 });
  if (isMobile(testInfo)) {
    await expect(page.getByTestId('header')).toHaveCount(0);
    expect(await topPadding()).toBe('0px');
    // nothing fixed over the game: the page starts where the bars above it end
    const bar = (await page.locator('.top-bar').boundingBox())!;
    const main = (await page.locator('main.page').boundingBox())!;
    expect(main.y).toBeCloseTo(bar.y + bar.height, 0);
    // the way back stays: the sub-header's back button and the bottom bar's Back and Deposit
    await expect(page.getByTestId('mobile-subheader')).toBeVisible();
    await expect(page.getByTestId('mobile-back')).toBeVisible();
  } else {
    await expect(page.getByTestId('header')).toBeVisible();
    expect(await topPadding()).toBe(`${130 + (await extras())}px`);
  }
  await keepScreenshot(page, testInfo, `casino-game-top-${testInfo.project.name}`);
});
