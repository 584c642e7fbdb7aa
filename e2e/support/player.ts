// Player flows shared by the end-to-end specs: fresh identities, the OTP read from the server's
// development outbox, and the header steps that differ between the desktop and mobile layouts.
import path from 'node:path';
import { serverUrl } from './urls';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

const SCREENSHOT_DIR = path.join(__dirname, '..', 'artifacts', 'screenshots');

/** Keeps a screenshot as a test artifact and as e2e/artifacts/screenshots/{name}.png (kept across runs). */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = `${name}.png`;
  const shot = await page.screenshot({ path: testInfo.outputPath(file) });
  await testInfo.attach(file, { body: shot, contentType: 'image/png' });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, file) });
}

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A 10-digit Indian mobile starting with 9 that no other run has used (in all likelihood). */
export const randomMobile = () => `9${digits(9)}`;
/** A user name the server accepts (3 to 20 of letters, digits, _ and .). */
export const randomUserName = () => `e2e_${Date.now().toString(36)}${digits(3)}`.slice(0, 20);

interface OutboxEntry {
  id: number;
  purpose: string;
  body: string;
}

/**
 * The development outbox answers only requests made on the server's machine straight to its port
 * (never through the shell's proxy): `npm start` switches it on (KHEL_DEV_HELPERS=on) for local use.
 */
const outboxUrl = `${serverUrl()}/api/v1/dev/outbox`;

async function outbox(request: APIRequestContext, mobile: string, countryCode: string): Promise<OutboxEntry[]> {
  const res = await request.get(`${outboxUrl}?mobile=${encodeURIComponent(`+${countryCode}${mobile}`)}`);
  expect(res.ok(), `outbox answered ${res.status()}`).toBe(true);
  const body = (await res.json()) as { status: boolean; data: OutboxEntry[] };
  return body.data;
}

/**
 * The newest 6-digit code sent to `mobile` for `purpose` whose outbox id is above `afterId`
 * (pass the id seen before asking for a code, so a resend is told apart from the first send).
 */
export async function readOtp(
  request: APIRequestContext,
  mobile: string,
  purpose: 'signup_otp' | 'reset_otp',
  afterId = 0,
  countryCode = '91',
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const entry = (await outbox(request, mobile, countryCode)).find((m) => m.purpose === purpose && m.id > afterId);
        code = entry?.body.match(/\b\d{6}\b/)?.[0] ?? '';
        return code;
      },
      { message: `a ${purpose} code in the outbox for +${countryCode}${mobile}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

// Test set-up (a player made through the API, not the flow under test) goes to the server itself
// from an address of its own: npm start's server believes X-Forwarded-For from loopback, where the
// shell's proxy is, so set-up does not spend the per-address limits (sign-up codes, logins) of the
// browser, which reaches the server through the shell as 127.0.0.1.
const octet = () => Math.floor(Math.random() * 250) + 1;
/** A made-up client address for one set-up step. */
export const setUpAddress = (): string => `10.${octet()}.${octet()}.${octet()}`;

/** POSTs a set-up call straight to the server as a player at `address` would reach it; the JSON answer. */
export async function setUpPost<T = { status: boolean; msg: string; data: { orderId: string } }>(request: APIRequestContext, path: string, data: object, address: string, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  return (await request.post(`${serverUrl()}/api/v1/${path}`, { data, headers })).json() as Promise<T>;
}

/** Registers a player through the API (sign-up OTP read from the outbox), as tab 2 would. */
export async function registerPlayer(request: APIRequestContext, who: { userName: string; mobile: string; password: string }): Promise<void> {
  const address = setUpAddress();
  const send = await setUpPost(request, 'createUserOtp/', { country_code: '+91', mobile: who.mobile }, address);
  expect(send.status, send.msg).toBe(true);
  const otp = await readOtp(request, who.mobile, 'signup_otp');
  const verified = await setUpPost(request, 'whatsapp/verify', { orderId: send.data.orderId, otp }, address);
  expect(verified.status, verified.msg).toBe(true);
  const body = { name: who.userName, user_name: who.userName, mobile: who.mobile, password: who.password, country_code: '91', adult: true, orderId: send.data.orderId };
  const registered = await setUpPost(request, 'user/register', body, address);
  expect(registered.status, registered.msg).toBe(true);
}

/** The newest outbox id for `mobile` (0 when none). */
export async function lastOutboxId(request: APIRequestContext, mobile: string, countryCode = '91'): Promise<number> {
  return (await outbox(request, mobile, countryCode))[0]?.id ?? 0;
}

export const authDialog = (page: Page) => page.getByTestId('auth-dialog');
export const toast = (page: Page, text: string | RegExp): Locator => page.getByTestId('toast').filter({ hasText: text });

/** Opens the auth dialog on tab 1 from the header (the Log In button shows in both layouts). */
export async function openLogin(page: Page): Promise<void> {
  await page.getByTestId('login-button').click();
  await expect(authDialog(page)).toHaveAttribute('data-tab', '1');
}

export async function loginWithUserId(page: Page, userName: string, password: string): Promise<void> {
  await openLogin(page);
  await page.getByTestId('login-mode-user').click();
  await page.getByTestId('login-user-id').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * The header shows a logged-in player: 'Login as {name}' on desktop; below 1024px that line is
 * hidden, so the mobile check is the account button plus the name in the right drawer.
 */
export async function expectLoggedIn(page: Page, testInfo: TestInfo, name?: string | RegExp): Promise<void> {
  await expect(authDialog(page)).toBeHidden({ timeout: 30_000 }); // login hashes a password: slow on a loaded machine
  await expect(page.getByTestId('login-button')).toHaveCount(0);
  if (!isMobile(testInfo)) {
    await expect(page.getByTestId('login-as')).toBeVisible();
    if (name) await expect(page.getByTestId('login-as')).toContainText(name);
    return;
  }
  await expect(page.getByTestId('account-button')).toBeVisible();
  if (name) {
    await page.getByTestId('account-button').click();
    await expect(page.getByTestId('account-panel')).toContainText(name);
    // close the drawer by a click on its overlay, left of the drawer
    await page.mouse.click(5, 400);
    await expect(page.getByTestId('account-panel')).toBeHidden();
  }
}

/** Sign out from the account panel (desktop dropdown or mobile right drawer). */
export async function logout(page: Page): Promise<void> {
  await page.getByTestId('account-button').click();
  await page.getByTestId('account-panel').getByTestId('logout-button').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** The newest one-time sign-in link sent on WhatsApp to a mobile ('91' by default) or to an email address. */
export async function readSignInLink(request: APIRequestContext, to: { mobile: string; countryCode?: string } | { email: string }): Promise<string> {
  const query = 'email' in to ? `email=${encodeURIComponent(to.email)}` : `mobile=${encodeURIComponent(`+${to.countryCode ?? '91'}${to.mobile}`)}`;
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`${outboxUrl}?${query}`);
        const entries = ((await res.json()) as { data: OutboxEntry[] }).data;
        link = entries.find((m) => m.purpose === 'magic_link')?.body.match(/https?:\/\/\S+/)?.[0] ?? '';
        return link;
      },
      { message: `a sign-in link in the outbox for ${query}`, timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}
