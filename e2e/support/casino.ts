// Casino flows: the built-in provider's origin, and a player funded through the payment sandbox
// (a deposit the development operator approves, KHEL_DEV_OPERATOR in playwright.config.ts).
import { expect, type APIRequestContext } from '@playwright/test';
import { ports } from '@khel/tools/ports';

export const providerOrigin = (host = 'localhost') => `http://${host}:${ports.provider}`;
export const DEV_OPERATOR = { userName: 'e2e-operator', password: 'e2e-operator-password' };

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
  const login = await (await request.post('/api/v1/operator/login', { data: { user_name: DEV_OPERATOR.userName, password: DEV_OPERATOR.password } })).json();
  expect(login.status, login.msg).toBe(true);
  const approved = await (
    await request.post(`/api/v1/operator/deposits/${Number(String(deposit.data.referenceNo).slice(1))}/approve`, { data: {}, headers: { authorization: `Bearer ${login.data.accessToken}` } })
  ).json();
  expect(approved.status, approved.msg).toBe(true);
}

/** The provider answers (it starts beside the server in `npm start`). */
export async function waitForProvider(request: APIRequestContext): Promise<void> {
  await expect.poll(async () => (await request.get(`${providerOrigin()}/health`).catch(() => null))?.ok() ?? false, { timeout: 30_000 }).toBe(true);
}
