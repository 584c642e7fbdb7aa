// The account specs' set-up against the real server: players signed up through the OTP calls, the
// development operator approving payments, and the login the account pages' gate opens.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authDialog, randomMobile, readOtp } from './player';
import { SERVER_WAIT_MS } from './sports';
import { serverUrl } from './urls';

export interface Player {
  id: number;
  userName: string;
  password: string;
  token: string;
}

// The set-up calls go to the server itself, each test's from its own address (npm start's server trusts
// X-Forwarded-For from loopback, where the shell's proxy is), so the per-address limit on sign-up codes
// is not shared with the other specs of a run. Development helpers take no forwarded request at all.
const serverApi = `${serverUrl()}/api/v1`;
const octet = () => Math.floor(Math.random() * 250) + 1;
const address = () => `10.${octet()}.${octet()}.${octet()}`;

export async function call<T = unknown>(request: APIRequestContext, path: string, body?: object, token?: string): Promise<{ status: boolean; msg: string; data: T; code?: string }> {
  const headers: Record<string, string> = { ...(path.startsWith('dev/') ? {} : { 'x-forwarded-for': address() }), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const res = body === undefined ? await request.get(`${serverApi}/${path}`, { headers }) : await request.post(`${serverApi}/${path}`, { data: body, headers });
  return (await res.json()) as { status: boolean; msg: string; data: T; code?: string };
}

/** A real player, signed up through the OTP calls as the sign-up dialog makes them. */
export async function newPlayer(request: APIRequestContext): Promise<Player> {
  const mobile = randomMobile();
  const sent = await call<{ orderId: string }>(request, 'createUserOtp/', { country_code: '+91', mobile });
  expect(sent.status, sent.msg).toBe(true);
  const otp = await readOtp(request, mobile, 'signup_otp');
  expect((await call(request, 'whatsapp/verify', { orderId: sent.data.orderId, otp })).status).toBe(true);
  const userName = `acct${mobile.slice(-7)}`;
  const password = `pw${mobile.slice(-6)}`;
  const reg = await call(request, 'user/register', { name: 'Asha Rao', user_name: userName, mobile, password, country_code: '91', adult: true });
  expect(reg.status, reg.msg).toBe(true);
  const login = await call<{ id: number; token: { accessToken: string } }>(request, 'user/userLogin', { user_name: userName, password, grant_type: 'password' });
  return { id: login.data.id, userName, password, token: login.data.token.accessToken };
}

let operatorToken = '';
export async function operator(request: APIRequestContext): Promise<string> {
  if (operatorToken) return operatorToken;
  // the development operator user (platform operator 1, as the localhost site's); already there on a retry
  await call(request, 'dev/operator-user', { user_name: 'e2e_cashier', password: 'cashier-pass-1' });
  const login = await call<{ accessToken: string }>(request, 'operator/login', { user_name: 'e2e_cashier', password: 'cashier-pass-1' });
  expect(login.status, login.msg).toBe(true);
  operatorToken = login.data.accessToken;
  return operatorToken;
}

export async function decide(request: APIRequestContext, kind: 'deposits' | 'withdrawals', referenceNo: string, action: 'approve' | 'reject', note?: string) {
  const id = Number(referenceNo.slice(1));
  const res = await call(request, `operator/${kind}/${id}/${action}`, note ? { note } : {}, await operator(request));
  expect(res.status, res.msg).toBe(true);
}

/** Logs in through the dialog the page already shows (the login gate opened it). */
export async function loginInOpenDialog(page: Page, p: Player, password = p.password): Promise<void> {
  await expect(authDialog(page)).toBeVisible();
  await page.getByTestId('login-mode-user').click();
  await page.getByTestId('login-user-id').fill(p.userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function loggedInAt(page: Page, p: Player, path: string): Promise<void> {
  await page.goto(path);
  await loginInOpenDialog(page, p);
  await expect(authDialog(page)).toBeHidden({ timeout: SERVER_WAIT_MS });
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

export const utr = () => `${Date.now()}`.slice(-9) + String(Math.floor(Math.random() * 1000)).padStart(3, '0');
