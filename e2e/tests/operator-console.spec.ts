// The operator console against the real server: sections per host, deposits, host scoping.
import { expect, test } from '@playwright/test';
import { consoleLogin, newPlayer } from '../support/console';
import { keepScreenshot, loginWithUserId, expectLoggedIn } from '../support/player';
import { FIXTURE_PORT, remoteOrigin, shellUrl } from '../support/urls';

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
  for (const tab of ['risk', 'markets', 'audit']) {
    await page.locator(`a[href="#/${tab}"]`).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
