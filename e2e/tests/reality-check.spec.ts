// The shell's responsible-gambling reminder and the player's time setting on every page, against the
// real server at 1280 and 390 px: the reality check comes after N minutes of play wherever the
// player is (the page's clock is Playwright's, the interval the player's real setting), says the time
// played and the net result (a casino round counts), and a reload continues from the login; the saved
// time setting rules the clock and the event times from the first page of a visit.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { call, decide, loginInOpenDialog, newPlayer, utr, type Player } from '../support/account';
import { authDialog, keepScreenshot, loginWithUserId } from '../support/player';
import { SERVER_WAIT_MS } from '../support/sports';
import { serverUrl } from '../support/urls';

const MINUTE = 60_000;
const reminder = (page: Page) => page.getByTestId('reality-check');

/**
 * A casino round lost, as the built-in provider plays it: the player's launch, its Wallet-Session
 * verified, and a DEBIT in QT Platform's shape (with the development Pass-Key, straight to the server).
 */
async function casinoStakeLost(request: APIRequestContext, p: Player, amountPaise: number): Promise<void> {
  const launch = (await call(request, 'lotus/lobbyUrl', { game_id: 'slot-lotus-sevens' }, p.token)) as unknown as { launchUrl: string };
  const walletSession = new URL(launch.launchUrl).searchParams.get('token')!;
  const wallet = `${serverUrl()}/api/v1/casino/qt/khel`;
  const headers = { 'pass-key': 'khel-builtin-provider-development-secret', 'wallet-session': walletSession };
  expect((await request.get(`${wallet}/accounts/${p.id}/session?gameId=slot-lotus-sevens`, { headers })).status()).toBe(200);
  const id = `e2e-${p.id}-${Date.now()}`;
  const res = await request.post(`${wallet}/transactions`, {
    headers,
    data: { txnType: 'DEBIT', txnId: id, playerId: String(p.id), roundId: id, amount: amountPaise / 100, currency: 'INR', gameId: 'slot-lotus-sevens', gameName: 'Lotus Sevens' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function fundedPlayer(request: APIRequestContext, rupees: number): Promise<Player> {
  const p = await newPlayer(request);
  const dep = await call<{ referenceNo: string }>(request, 'payments/deposit', { amount: rupees, utr: utr(), method: 'upi' }, p.token);
  await decide(request, 'deposits', dep.data.referenceNo, 'approve');
  return p;
}

test('the reality check comes every 15 minutes of play on any page, with the time played and the net result; a reload continues from the login', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000); // three reminders, each a server read, on a loaded machine
  const p = await fundedPlayer(request, 1000);
  await page.clock.install();
  await page.goto('/responsible-gambling');
  await page.getByTestId('rg-login').click();
  await loginInOpenDialog(page, p);
  await expect(authDialog(page)).toBeHidden({ timeout: SERVER_WAIT_MS });
  await page.getByRole('button', { name: '15 minutes' }).click();
  await expect(page.getByText('Saved. This applies now.')).toBeVisible({ timeout: SERVER_WAIT_MS });
  await casinoStakeLost(request, p, 250_00);

  // another page by a link: the reminder's timer lives in the frame (leaving the page that sets it reads the setting)
  const readSetting = () => page.waitForResponse((r) => r.url().endsWith('/api/v1/account/reality-check'));
  let setting = readSetting();
  await page.getByTestId('site-name').click();
  await setting;
  await expect(page).toHaveURL(/\/$/);
  await page.clock.fastForward(14 * MINUTE);
  await expect(reminder(page)).toHaveCount(0);
  await page.clock.runFor(70_000);
  await expect(reminder(page)).toBeVisible({ timeout: SERVER_WAIT_MS });
  await expect(page.getByTestId('reality-check-played')).toHaveText('You have been playing for 15 min since you logged in.');
  await expect(page.getByTestId('reality-check-net')).toHaveText('Your net result this session: down ₹ 250.00.');
  await keepScreenshot(page, testInfo, `reality-check-${testInfo.project.name}`);

  // Continue closes it; the statement link shows where the result comes from
  await page.getByTestId('reality-check-continue').click();
  await expect(reminder(page)).toHaveCount(0);

  // a reload 14 minutes after the login (moved back on the server): the next reminder is 1 minute away, not 15
  const moved = await request.post(`${serverUrl()}/api/v1/dev/play-session`, { data: { user_name: p.userName, minutes: 14 } });
  expect((await moved.json()).data.sessions).toBeGreaterThanOrEqual(1);
  setting = readSetting();
  await page.reload();
  await setting;
  await page.clock.runFor(70_000);
  await expect(reminder(page)).toBeVisible({ timeout: SERVER_WAIT_MS });
  await expect(page.getByTestId('reality-check-played')).toHaveText('You have been playing for 15 min since you logged in.');
  await page.getByTestId('reality-check-statement').click();
  await expect(page).toHaveURL(/\/account-statement$/);
  await expect(reminder(page)).toHaveCount(0);
  await expect(page.getByTestId('statement')).toContainText('Casino stake · Lotus Sevens', { timeout: SERVER_WAIT_MS });

  // Log out from the reminder, 15 minutes on
  await page.clock.fastForward(14 * MINUTE);
  await page.clock.runFor(70_000);
  await expect(reminder(page)).toBeVisible({ timeout: SERVER_WAIT_MS });
  await page.getByTestId('reality-check-logout').click();
  await expect(page.getByTestId('login-button')).toBeVisible({ timeout: SERVER_WAIT_MS });
  await expect(page).toHaveURL(/\/$/);
  await expect(reminder(page)).toHaveCount(0);
});

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  /** 'HH:mm' of a moment in a zone. */
  const hhmm = (ms: number, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);

  test('the saved time setting rules the header clock and the event times from the first page of a visit', async ({ page, request }, testInfo) => {
    const p = await newPlayer(request);
    const matches = (await call<Array<{ match_id: number; match_date: string; inplay: boolean }>>(request, 'match/homeMatchesOpen', {})).data;
    const match = matches.find((m) => !m.inplay && m.match_date);
    expect(match, 'an upcoming match on the home page').toBeDefined();
    const startMs = Date.parse(match!.match_date);
    const eventTime = page.getByTestId(`match-time-${match!.match_id}`);

    await page.goto('/');
    await expect(page.getByTestId('clock-zone')).toHaveText('GMT +5.5:30');
    await expect(eventTime).toContainText(hhmm(startMs, 'Asia/Kolkata'));
    await keepScreenshot(page, testInfo, `clock-india-${testInfo.project.name}`);

    // saved from another device: the stored choice on this browser says India
    await loginWithUserId(page, p.userName, p.password);
    await expect(authDialog(page)).toBeHidden({ timeout: SERVER_WAIT_MS });
    const saved = await call(request, `account/${p.id}/settings/time-setting`, { settings: 'device' }, p.token);
    expect(saved.status, saved.msg).toBe(true);
    await page.reload();

    await expect(page.getByTestId('clock')).toHaveAttribute('data-setting', 'device', { timeout: SERVER_WAIT_MS });
    await expect(page.getByTestId('clock-zone')).toHaveText(/^GMT -[45]:00$/);
    const shown = (await page.getByTestId('clock-time').textContent())!;
    const nyNow = hhmm(Date.now(), 'America/New_York');
    const nyBefore = hhmm(Date.now() - MINUTE, 'America/New_York');
    expect([nyNow, nyBefore]).toContain(shown.slice(0, 5));
    // the clock refreshes every second
    await expect(page.getByTestId('clock-time')).not.toHaveText(shown);
    await expect(eventTime).toContainText(hhmm(startMs, 'America/New_York'));
    await expect(eventTime).not.toContainText(hhmm(startMs, 'Asia/Kolkata'));
    await keepScreenshot(page, testInfo, `clock-device-${testInfo.project.name}`);

    // the system zone too (its zone table loads on demand)
    await page.goto('/time-setting');
    await page.getByLabel('System time zone').click();
    await expect(page.getByLabel('System time zone')).toBeChecked();
    await expect(page.getByText('Saved')).toBeVisible({ timeout: SERVER_WAIT_MS });
    await page.getByTestId('site-name').click();
    await expect(page.getByTestId('clock')).toHaveAttribute('data-setting', 'system');
    await expect(page.getByTestId('clock-zone')).toHaveText(/^GMT -[45]:00$/);
    await expect(eventTime).toContainText(hhmm(startMs, 'America/New_York'));
  });
});
