// The operator console against the real server: sections per host, deposits, host scoping, a void
// reaching the player's statement, a logo reaching the player site.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { consoleLogin, consoleUrl, DEV_LOGINS, newPlayer } from '../support/console';
import { keepScreenshot, loginWithUserId, expectLoggedIn } from '../support/player';
import { SERVER_WAIT_MS, type Market } from '../support/sports';
import { FIXTURE_PORT, remoteOrigin, shellUrl } from '../support/urls';

async function call<T>(request: APIRequestContext, path: string, body: object | undefined, token: string, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const res = await request.fetch(`/api/v1/${path}`, { method, data: body, headers: { authorization: `Bearer ${token}` } });
  const json = (await res.json()) as { status: boolean; msg: string; data: T };
  expect(json.status, `${path}: ${json.msg}`).toBe(true);
  return json.data;
}

test('an operator turns casino on and off for second.localhost; its player site follows on reload', async ({ page, context }, testInfo) => {
  await consoleLogin(page, 'second');
  await page.locator('a[href="#/hosts"]').click();
  const casino = page.getByTestId('section-casino');
  await casino.getByLabel('casino on').check();
  await casino.getByRole('button', { name: 'Save' }).click();
  await expect(casino.getByRole('status')).toHaveText('Saved');
  await keepScreenshot(page, testInfo, `console-hosts-${testInfo.project.name}`);

  const site = await context.newPage();
  await site.goto(`${shellUrl('second.localhost')}/`);
  await expect(site.locator('[data-section="casino"]').first()).toBeAttached();

  await casino.getByLabel('casino on').uncheck();
  await casino.getByRole('button', { name: 'Save' }).click();
  await expect(casino.getByRole('status')).toHaveText('Saved');
  await site.reload();
  await expect(site.getByTestId('site-name')).toHaveAccessibleName('Second Innings');
  await expect(site.locator('nav [data-section="casino"]')).toHaveCount(0);
  await site.goto(`${shellUrl('second.localhost')}/aviator`);
  await expect(site).toHaveURL(`${shellUrl('second.localhost')}/`);
});

test('a deposit approved in the console raises the player\'s header balance', async ({ page, context, request }, testInfo) => {
  const player = await newPlayer(request);
  const utr = `${Date.now()}`.slice(-12).padStart(12, '7');
  const dep = await request.post('/api/v1/payments/deposit', { data: { amount: 1234.5, utr, method: 'upi' }, headers: { authorization: `Bearer ${player.token}` } });
  expect(dep.ok(), await dep.text()).toBe(true);

  const site = await context.newPage();
  await site.goto('/');
  await loginWithUserId(site, player.userName, player.password);
  await expectLoggedIn(site, testInfo);
  const balance = site.getByTestId('balance').first();
  await expect(balance).toHaveText('0.00');

  await consoleLogin(page, 'platform');
  await page.locator('a[href="#/payments"]').click();
  await page.getByLabel('Search payments').fill(utr.slice(-6));
  const row = page.locator('tr', { hasText: utr });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₹ 1,234.50');
  await keepScreenshot(page, testInfo, `console-payments-${testInfo.project.name}`);
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText('approved');

  await site.reload();
  await expect(balance).toHaveText('1,234.50', { timeout: 20_000 });
});

test('a host operator cannot see another operator\'s players', async ({ page, request }, testInfo) => {
  const player = await newPlayer(request); // signs up on the default host: operator 1
  await consoleLogin(page, 'second');
  await expect(page.getByTestId('operator-who')).toContainText('Host operator #2');
  await page.locator('a[href="#/players"]').click();
  await page.getByLabel('Search players').fill(player.userName);
  await expect(page.getByText('No players found.')).toBeVisible();
  await expect(page.getByTestId('player-row')).toHaveCount(0);
  await keepScreenshot(page, testInfo, `console-players-${testInfo.project.name}`);

  await page.getByRole('button', { name: 'Log out' }).click();
  await consoleLogin(page, 'platform');
  await page.locator('a[href="#/players"]').click();
  await page.getByLabel('Search players').fill(player.userName);
  await expect(page.getByTestId('player-row')).toHaveCount(1);
  await page.getByTestId('player-row').getByRole('button', { name: player.userName }).click();
  const card = page.getByLabel(`Player ${player.userName}`);
  await expect(card).toContainText('Balance');
  await expect(card.getByRole('group', { name: 'Responsible gambling' })).toContainText('Deposits');
  await keepScreenshot(page, testInfo, `console-player-card-${testInfo.project.name}`);
  for (const tab of ['risk', 'markets', 'blogs', 'audit']) {
    await page.locator(`a[href="#/${tab}"]`).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the figures come pushed through the console's own origin (server-sent events through its /api proxy)
    if (tab === 'risk') await expect(page.getByTestId('risk-live')).toContainText('Live');
    if (tab === 'blogs') await expect(page.getByTestId('article-row').first()).toBeVisible();
    if (tab === 'markets') await expect(page.locator('[data-testid^="market-"]').first()).toBeVisible();
    if (tab === 'audit') await expect(page.locator('tbody tr').first()).toBeVisible();
    await keepScreenshot(page, testInfo, `console-${tab}-${testInfo.project.name}`);
  }
});

test('an operator rolls a racing build out to second.localhost only, then back', async ({ page, context }) => {
  const racingSlot = (p: typeof page) => p.locator('.remote-slot[data-section="racing"]');
  await consoleLogin(page, 'second');
  await page.locator('a[href="#/hosts"]').click();
  const racing = page.getByTestId('section-racing');
  // The new build is published under /next/ on the racing origin (the shell's CSP admits the remotes'
  // origins only); the browser is served it from the fixture server, a stand-in whose pages throw.
  await racing.getByLabel('racing manifest URL').fill(`${remoteOrigin('racing', 'second.localhost')}/next/mf-manifest.json`);
  await racing.getByRole('button', { name: 'Save' }).click();
  await expect(racing.getByRole('status')).toHaveText('Saved');

  const site = await context.newPage();
  await site.route(new RegExp(`^${remoteOrigin('racing', 'second.localhost').replaceAll('.', '\\.')}/next/`), async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `http://localhost:${FIXTURE_PORT}${url.pathname.replace(/^\/next/, '')}` });
    await route.fulfill({ response });
  });
  try {
    // the new build (a stand-in whose pages throw) loads on this host only
    await site.goto(`${shellUrl('second.localhost')}/horse-racing`);
    await expect(site.getByTestId('remote-crashed')).toHaveAttribute('data-section', 'racing');
    await site.goto(`${shellUrl()}/horse-racing`);
    await expect(racingSlot(site)).toBeVisible();
    await expect(site.getByTestId('remote-crashed')).toHaveCount(0);
  } finally {
    await racing.getByLabel('racing manifest URL').fill('');
    await racing.getByRole('button', { name: 'Save' }).click();
    await expect(racing.getByRole('status')).toHaveText('Saved');
  }
  await site.goto(`${shellUrl('second.localhost')}/horse-racing`);
  await expect(racingSlot(site)).toBeVisible();
  await expect(site.getByTestId('remote-crashed')).toHaveCount(0);
});

test('a market voided in the console shows "Void: <reason>" on the player\'s account statement', async ({ page, context, request }, testInfo) => {
  // a funded player with a matched back on a match that has not started
  const player = await newPlayer(request);
  await consoleLogin(page, 'platform');
  const operator = await call<{ accessToken: string }>(request, 'operator/login', { user_name: DEV_LOGINS.platform.userName, password: DEV_LOGINS.platform.password }, '');
  const utr = `${Date.now()}`.slice(-9) + String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  await call(request, 'payments/deposit', { amount: 500, utr, method: 'upi' }, player.token);
  const [deposit] = await call<{ id: number }[]>(request, `operator/payments?kind=deposit&q=${utr}`, undefined, operator.accessToken, 'GET');
  await call(request, `operator/deposits/${deposit!.id}/approve`, {}, operator.accessToken);
  const matches = await call<{ match_id: number; inplay: boolean; sport_id: number }[]>(request, 'match/homeMatchesOpen', {}, player.token);
  let market: Market | undefined;
  for (const match of matches.filter((m) => !m.inplay && [4, 1, 2].includes(m.sport_id))) {
    const markets = await call<Market[]>(request, 'match/matchDetailsOpen', { match_id: match.match_id }, player.token);
    market = markets.find((m) => m.market_type === 'MATCH_ODDS' && m.status === 'OPEN' && (m.runners[0]?.ex.availableToBack.length ?? 0) > 0);
    if (market) break;
  }
  expect(market, 'an upcoming match with prices').toBeDefined();
  const runner = market!.runners[0]!;
  const bet = await call<{ matched: number }>(request, 'bet/saveBet', { is_back: 1, market_id: market!.market_id, odds: runner.ex.availableToBack[0]!.price, selection_id: runner.selectionId, stack: 100 }, player.token);
  expect(bet.matched).toBeGreaterThan(0);

  // the operator voids it in the console with a reason
  const reason = `Rain, no play ${utr.slice(-4)}`;
  await page.locator('a[href="#/markets"]').click();
  await page.getByLabel('Search markets').fill(market!.market_id);
  const card = page.getByTestId(`market-${market!.market_id}`);
  await expect(card).toBeVisible();
  await card.getByLabel(`Void reason for ${market!.market_id}`).fill(reason);
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'Void' }).click();
  await expect(page.getByRole('status')).toContainText(`voided: ${reason}`);
  await expect(card).toHaveCount(0);

  // the player's statement says why
  const site = await context.newPage();
  await site.goto('/');
  await loginWithUserId(site, player.userName, player.password);
  await expectLoggedIn(site, testInfo);
  await site.goto('/account-statement');
  await expect(site.getByTestId('statement')).toContainText(`Void: ${reason}`, { timeout: SERVER_WAIT_MS });
  await keepScreenshot(site, testInfo, `console-void-statement-${testInfo.project.name}`);
});

test('a logo uploaded in the console is the player site\'s logo at its next load', async ({ page, context }, testInfo) => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" width="160" height="40"><rect width="160" height="40" rx="8" fill="#0a7d3b"/><text x="80" y="27" font-family="Arial" font-size="18" fill="#fff" text-anchor="middle">2nd Innings</text></svg>';
  await consoleLogin(page, 'second');
  await page.locator('a[href="#/hosts"]').click();
  const logo = page.getByTestId('image-logo');
  // the host's own logo, put back at the end (other tests see the second host as it ships)
  const current = logo.getByRole('img', { name: 'Current logo' });
  const originalUrl = (await current.getAttribute('src'))!;
  const original = await page.request.get(`${consoleUrl()}${originalUrl}`);
  const originalBytes = await original.body();
  await logo.getByLabel('Logo file').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await logo.getByRole('button', { name: 'Upload' }).click();
  await expect(logo.getByRole('status')).toHaveText('Logo saved');
  await expect(current).not.toHaveAttribute('src', originalUrl);
  const url = await current.getAttribute('src');
  expect(url).toMatch(/^\/api\/v1\/content\/assets\/second\/logo\?v=/);
  await keepScreenshot(page, testInfo, `console-hosts-images-${testInfo.project.name}`);

  const site = await context.newPage();
  await site.goto(`${shellUrl('second.localhost')}/`);
  await expect(site.getByTestId('site-logo')).toHaveAttribute('src', new RegExp(`${url!.replace(/[.?]/g, '\\$&')}$`));

  // a script in an SVG is refused, and the logo stays
  await logo.getByLabel('Logo file').setInputFiles({ name: 'bad.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  await logo.getByRole('button', { name: 'Upload' }).click();
  await expect(logo.getByRole('alert')).toContainText('refused');
  await expect(current).toHaveAttribute('src', url!);

  await logo.getByLabel('Logo file').setInputFiles({ name: 'original.svg', mimeType: original.headers()['content-type'] ?? 'image/svg+xml', buffer: originalBytes });
  await logo.getByRole('button', { name: 'Upload' }).click();
  await expect(logo.getByRole('status')).toHaveText('Logo saved');
});
