// The account section against the real server, at 1280 px (tables) and 390 px (cards): money in
// and out through the operator API, statements and P&L, the time setting, change password, the
// login gate, and the responsible-gambling limits the server enforces.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authDialog, keepScreenshot } from '../support/player';
import { rupeesOf, SERVER_WAIT_MS, type Market } from '../support/sports';
import { call, decide, loggedInAt, loginInOpenDialog, newPlayer, operator, utr } from '../support/account';

const headerBalance = (page: Page) => page.getByTestId('header').getByTestId('balance');

test('a deposit approved by the operator shows in the balance and the statement; a withdrawal is held, rejected and released', async ({ page, request }, testInfo) => {
  const p = await newPlayer(request);
  await loggedInAt(page, p, '/deposit');
  await expect(page.getByTestId('upi-qr')).toBeVisible();
  await page.getByRole('button', { name: 'Submit deposit request' }).click();
  await expect(page.getByText('Amount is required')).toBeVisible();
  await page.getByRole('button', { name: '₹ 2,000' }).click();
  await expect(page.getByTestId('upi-qr')).toHaveAttribute('data-uri', /am=2000\.00/);
  const ref = utr();
  await page.getByLabel('UTR / bank reference').fill(ref);
  await keepScreenshot(page, testInfo, `account-deposit-${testInfo.project.name}`);
  await page.getByRole('button', { name: 'Submit deposit request' }).click();
  const sent = page.getByTestId('deposit-sent');
  await expect(sent).toContainText('Pending', { timeout: SERVER_WAIT_MS });
  // the confirmation comes into view: on a phone the player was at the form's foot (issue 34 item 12)
  await expect(sent).toBeInViewport();
  await keepScreenshot(page, testInfo, `account-deposit-sent-${testInfo.project.name}`);
  const referenceNo = (await sent.getByRole('link').textContent())!.trim();

  await decide(request, 'deposits', referenceNo, 'approve');
  await page.goto('/account-statement');
  await expect(page.getByTestId('statement')).toContainText('Deposit', { timeout: SERVER_WAIT_MS });
  await expect(page.getByTestId('statement')).toContainText('2,000.00');
  await expect.poll(async () => rupeesOf(await headerBalance(page).textContent()), { timeout: SERVER_WAIT_MS }).toBe(2000);
  await keepScreenshot(page, testInfo, `account-statement-${testInfo.project.name}`);

  await page.goto('/withdraw');
  await page.getByLabel('UPI id').fill('asha.rao@okaxis');
  await page.getByTestId('add-payout').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('UPI · asha.rao@okaxis')).toBeVisible({ timeout: SERVER_WAIT_MS });
  await page.getByLabel('Amount').fill('5000');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('You can withdraw up to your available balance of ₹2,000.00')).toBeVisible();
  await page.getByLabel('Amount').fill('1500');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByTestId('pending-withdrawal')).toHaveCount(1, { timeout: SERVER_WAIT_MS });
  // the hold shows at once: on this page and in the header
  await expect(page.getByTestId('withdraw-available')).toHaveText('₹ 500.00');
  await expect.poll(async () => rupeesOf(await headerBalance(page).textContent())).toBe(500);
  await keepScreenshot(page, testInfo, `account-withdraw-${testInfo.project.name}`);
  const withdrawalRef = (await page.getByTestId('pending-withdrawal').textContent())!.match(/W\d{8}/)![0];

  await decide(request, 'withdrawals', withdrawalRef, 'reject', 'Name does not match the bank account');
  await page.goto('/transactions');
  await expect(page.getByTestId('transactions')).toContainText('Rejected', { timeout: SERVER_WAIT_MS });
  await expect(page.getByTestId('transactions')).toContainText('Name does not match the bank account');
  await expect.poll(async () => rupeesOf(await headerBalance(page).textContent()), { timeout: SERVER_WAIT_MS }).toBe(2000);

  // a second one, cancelled by the player while pending
  await page.goto('/withdraw');
  await expect(page.getByText('UPI · asha.rao@okaxis')).toBeVisible({ timeout: SERVER_WAIT_MS });
  await page.getByLabel('Amount').fill('300');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByTestId('pending-withdrawal')).toHaveCount(1, { timeout: SERVER_WAIT_MS });
  await page.getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByText(/cancelled\. The amount is back in your balance/)).toBeVisible({ timeout: SERVER_WAIT_MS });
  await expect(page.getByTestId('withdraw-available')).toHaveText('₹ 2,000.00');
});

test.describe('in another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('switching the time setting changes the times on the statement', async ({ page, request }) => {
    const p = await newPlayer(request);
    const dep = await call<{ referenceNo: string }>(request, 'payments/deposit', { amount: 500, utr: utr(), method: 'upi' }, p.token);
    await decide(request, 'deposits', dep.data.referenceNo, 'approve');
    await loggedInAt(page, p, '/account-statement');
    const shown = async () => (await page.getByTestId('statement').locator('time').first().textContent())!.trim();
    await expect(page.getByTestId('statement')).toContainText('Deposit', { timeout: SERVER_WAIT_MS });
    const india = await shown();
    await page.goto('/time-setting');
    await page.getByLabel('This device’s time zone').check();
    await expect(page.getByText('Saved')).toBeVisible({ timeout: SERVER_WAIT_MS });
    await page.goto('/account-statement');
    await expect(page.getByTestId('statement')).toContainText('Deposit', { timeout: SERVER_WAIT_MS });
    const device = await shown();
    expect(device).not.toBe(india);
    // India is 10.5 hours ahead of New York in winter, 9.5 in summer
    const minutes = (s: string) => {
      const [d, m, y, hh, mm, ss] = s.split(/[/ :]/).map(Number);
      return Date.UTC(y!, m! - 1, d!, hh!, mm!, ss!) / 60_000;
    };
    expect([630, 570]).toContain(minutes(india) - minutes(device));
    // the setting is the player's: a new page load keeps it
    await page.reload();
    await expect(page.getByTestId('statement')).toContainText('Deposit', { timeout: SERVER_WAIT_MS });
    expect(await shown()).toBe(device);
  });
});

test('a visitor on an account page logs in and comes back; after a password change the old one fails and the new one works', async ({ page, request }) => {
  const p = await newPlayer(request);
  await page.goto('/change-password');
  await expect(page.getByTestId('login-gate')).toBeVisible();
  await loginInOpenDialog(page, p);
  await expect(authDialog(page)).toBeHidden({ timeout: SERVER_WAIT_MS });
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('Current password').fill(p.password);
  await page.getByLabel('New password', { exact: true }).fill('brandnew1');
  await page.getByLabel('Confirm new password').fill('brandnew2');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password does not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('brandnew1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed. You have been logged out on your other devices.')).toBeVisible({ timeout: SERVER_WAIT_MS });
  // the token from before (another device) no longer works
  const balance = await request.post('/api/v1/user/getBalanceCRef', { headers: { authorization: `Bearer ${p.token}` } });
  expect(balance.status()).toBe(401);
  expect((await call(request, 'user/userLogin', { user_name: p.userName, password: p.password, grant_type: 'password' })).msg).toBe('Invalid username or password.');
  expect((await call(request, 'user/userLogin', { user_name: p.userName, password: 'brandnew1', grant_type: 'password' })).status).toBe(true);
});

test('a deposit limit refuses a larger deposit; during a cool-off a bet is refused', async ({ page, request }, testInfo) => {
  const p = await newPlayer(request);
  const dep = await call<{ referenceNo: string }>(request, 'payments/deposit', { amount: 3000, utr: utr(), method: 'upi' }, p.token);
  await decide(request, 'deposits', dep.data.referenceNo, 'approve');
  // the policy page is public: its limits ask a visitor to log in, which returns here
  await page.goto('/responsible-gambling');
  await expect(page.getByTestId('policy-text')).toContainText('18 or older');
  await page.getByTestId('rg-login').click();
  await loginInOpenDialog(page, p);
  await expect(authDialog(page)).toBeHidden({ timeout: SERVER_WAIT_MS });
  await expect(page).toHaveURL(/\/responsible-gambling$/);
  await page.getByLabel('Daily deposit limit').fill('3500');
  await page.getByTestId('rg-deposit-day').getByRole('button', { name: 'Set' }).click();
  await expect(page.getByText('Saved. This applies now.')).toBeVisible({ timeout: SERVER_WAIT_MS });
  await expect(page.getByTestId('rg-deposit-day')).toContainText('₹ 3,500.00');

  await page.goto('/deposit');
  await page.getByLabel('Amount').fill('1000');
  await page.getByLabel('UTR / bank reference').fill(utr());
  await page.getByRole('button', { name: 'Submit deposit request' }).click();
  await expect(page.getByText('This deposit is over your daily deposit limit of ₹3,500. You can deposit up to ₹500 now.')).toBeVisible({ timeout: SERVER_WAIT_MS });
  // nothing was recorded, and the entered values stay
  await expect(page.getByLabel('Amount')).toHaveValue('1000');
  expect((await call<{ items: unknown[] }>(request, 'payments/transactions', undefined, p.token)).data.items).toHaveLength(1);

  await page.goto('/responsible-gambling');
  await page.getByTestId('cool-off').getByRole('button', { name: '24 hours' }).click();
  await page.getByTestId('cool-off').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/You are on a cool-off until/)).toBeVisible({ timeout: SERVER_WAIT_MS });
  await keepScreenshot(page, testInfo, `account-rg-${testInfo.project.name}`);

  const market = await upcomingMarket(request);
  const runner = market.runners[0]!;
  const bet = await call(request, 'bet/saveBet', { is_back: 1, market_id: market.market_id, odds: runner.ex.availableToBack[0]?.price ?? 2, selection_id: runner.selectionId, stack: 100 }, p.token);
  expect(bet).toMatchObject({ status: false, code: 'cool_off' });
  expect(bet.msg).toMatch(/taking a break/);
});

/** The first open MATCH_ODDS market of a cricket, football or tennis match that has not started (in-play ones are the sports tests'). */
async function upcomingMarket(request: APIRequestContext): Promise<Market & { match: { match_name: string } }> {
  const matches = (await call<Array<{ match_id: number; match_name: string; sport_id: number; inplay: boolean }>>(request, 'match/homeMatchesOpen', {})).data;
  for (const match of matches.filter((m) => !m.inplay && [4, 1, 2].includes(m.sport_id))) {
    const markets = (await call<Market[]>(request, 'match/matchDetailsOpen', { match_id: match.match_id })).data;
    const odds = markets.find((m) => m.market_type === 'MATCH_ODDS' && m.status === 'OPEN' && (m.runners[0]?.ex.availableToBack.length ?? 0) > 0);
    if (odds) return { ...odds, match };
  }
  throw new Error('no upcoming cricket, football or tennis match with prices');
}

test('after a bet settles the P&L page shows it', async ({ page, request }, testInfo) => {
  const p = await newPlayer(request);
  const dep = await call<{ referenceNo: string }>(request, 'payments/deposit', { amount: 1000, utr: utr(), method: 'upi' }, p.token);
  await decide(request, 'deposits', dep.data.referenceNo, 'approve');
  const market = await upcomingMarket(request);
  const { match } = market;
  const runner = market.runners[0]!;
  const bet = await call<{ matched: number }>(request, 'bet/saveBet', { is_back: 1, market_id: market.market_id, odds: runner.ex.availableToBack[0]!.price, selection_id: runner.selectionId, stack: 100 }, p.token);
  expect(bet.status, bet.msg).toBe(true);
  expect(bet.data.matched).toBeGreaterThan(0);
  const settled = await call(request, 'operator/markets/settle', { market_id: market.market_id, winner_selection_id: runner.selectionId }, await operator(request));
  expect(settled.status, settled.msg).toBe(true);

  await loggedInAt(page, p, '/betting-profit-loss');
  // by sport, then event, then market
  await expect(page.getByTestId('pnl-sport')).toHaveCount(1, { timeout: SERVER_WAIT_MS });
  await expect(page.getByTestId('pnl')).toContainText(match.match_name);
  expect(rupeesOf(await page.getByTestId('pnl-total').locator('dd').first().textContent())).toBeGreaterThan(0);
  await keepScreenshot(page, testInfo, `account-pnl-${testInfo.project.name}`);
  await page.getByTestId('pnl').getByRole('link', { name: 'Match Odds' }).click();
  await expect(page.getByTestId('market-bets')).toContainText('Back', { timeout: SERVER_WAIT_MS });
});
