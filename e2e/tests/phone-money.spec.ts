// Issue 34, items 2 and 7, on a phone (390 px): Deposit and Withdraw are each two taps away (the account
// drawer), and the header shows Available balance and Net Exposure, the exposure following a bet.
import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../support/player';
import { demoLogin, liveCricketMatch, openMarkets, SERVER_WAIT_MS } from '../support/sports';

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
  await page.goto('/');
  await demoLogin(page);
});

test('Withdraw and Deposit in two taps from the header', async ({ page }, testInfo) => {
  await page.getByTestId('account-button').click();
  await expect(page.getByTestId('drawer-withdraw')).toBeInViewport();
  await keepScreenshot(page, testInfo, 'account-drawer-money-mobile');
  await page.getByTestId('drawer-withdraw').click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expect(page.getByTestId('account-panel')).toHaveCount(0);

  await page.getByTestId('account-button').click();
  await page.getByTestId('drawer-deposit').click();
  await expect(page).toHaveURL(/\/deposit$/);
});

test('the header shows Available balance and Net Exposure, and the exposure follows a bet', async ({ page }, testInfo) => {
  const header = page.getByTestId('header');
  await expect(header.getByTestId('balance')).toHaveText('1,50,000.00', { timeout: SERVER_WAIT_MS });
  await expect(header.getByTestId('exposure')).toHaveText('0.00');
  await expect(header.getByTitle('Available balance')).toHaveText('Bal');
  await expect(header.getByTitle('Net Exposure')).toHaveText('Exp');
  for (const figure of ['balance', 'exposure']) await expect(header.getByTestId(figure)).toBeInViewport({ ratio: 1 });

  // a back far above the market waits unmatched, holding its ₹100 stake
  const match = await liveCricketMatch(page.request);
  const matchOdds = (await openMarkets(page.request, match.match_id)).find((m) => m.market_type === 'MATCH_ODDS')!;
  const token = await page.evaluate(() => localStorage.getItem('id_token'));
  // An in-play market suspends for a moment now and then (a ball in play): the bet is then refused and
  // moves no money, so it is placed again until it is taken.
  await expect(async () => {
    const res = await page.request.post('/api/v1/bet/saveBet', {
      headers: { authorization: `Bearer ${token}` },
      data: { is_back: 1, market_id: matchOdds.market_id, selection_id: matchOdds.runners[0]!.selectionId, odds: 1000, stack: 100 },
      timeout: SERVER_WAIT_MS,
    });
    const body = (await res.json()) as { status: boolean; msg: string };
    expect(body.status, body.msg).toBe(true);
  }).toPass({ timeout: SERVER_WAIT_MS });
  await expect(header.getByTestId('exposure')).toHaveText(/^-?100\.00$/, { timeout: SERVER_WAIT_MS });
  await expect(header.getByTestId('balance')).toHaveText('1,49,900.00');
  await keepScreenshot(page, testInfo, 'header-exposure-mobile');
});
