// Casino flows: the built-in provider's origin, and a player funded through the payment sandbox
// (a deposit approved by an operator user made through the development route POST /dev/operator-user).
import { expect, type APIRequestContext } from '@playwright/test';
import { ports } from '@khel/tools/ports';
import { serverUrl } from './urls';

export const providerOrigin = (host = 'localhost') => `http://${host}:${ports.provider}`;
const DEV_OPERATOR = { userName: `e2e_casino_${process.pid}`, password: 'e2e-operator-password' };
let operatorMade = false;

async function operatorToken(request: APIRequestContext): Promise<string> {
  if (!operatorMade) {
    // a development helper: answered only straight from this machine to the server's port
    const made = await (await request.post(`${serverUrl()}/api/v1/dev/operator-user`, { data: { user_name: DEV_OPERATOR.userName, password: DEV_OPERATOR.password } })).json();
    // An earlier test of this run may have made it already.
    expect(made.status || /already exists/.test(made.msg), made.msg).toBeTruthy();
    operatorMade = true;
  }
  const login = await (await request.post('/api/v1/operator/login', { data: { user_name: DEV_OPERATOR.userName, password: DEV_OPERATOR.password } })).json();
  expect(login.status, login.msg).toBe(true);
  return login.data.accessToken as string;
}

export async function playerToken(request: APIRequestContext, userName: string, password: string): Promise<string> {
  const res = await request.post('/api/v1/user/userLogin', { form: { user_name: userName, password, grant_type: 'password' } });
  const body = await res.json();
  expect(body.status, body.msg).toBe(true);
  return body.data.token.accessToken as string;
}

/** Deposits `rupees` for the player and has the development operator approve it. */
export async function fundPlayer(request: APIRequestContext, token: string, rupees: number): Promise<void> {
  const utr = `${Date.now()}`.slice(-12).padStart(12, '7');
  const deposit = await (await request.post('/api/v1/payments/deposit', { data: { amount: rupees, utr, method: 'upi' }, headers: { authorization: `Bearer ${token}` } })).json();
  expect(deposit.status, deposit.msg).toBe(true);
  const approved = await (
    await request.post(`/api/v1/operator/deposits/${Number(String(deposit.data.referenceNo).slice(1))}/approve`, { data: {}, headers: { authorization: `Bearer ${await operatorToken(request)}` } })
  ).json();
  expect(approved.status, approved.msg).toBe(true);
}

/** The provider answers (it starts beside the server in `npm start`). */
export async function waitForProvider(request: APIRequestContext): Promise<void> {
  await expect.poll(async () => (await request.get(`${providerOrigin()}/health`).catch(() => null))?.ok() ?? false, { timeout: 30_000 }).toBe(true);
}
