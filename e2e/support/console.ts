// The operator console in end-to-end tests: its origin, a development operator's login (made, as
// `npm start` makes it, with the development helper POST /dev/operator-user), and a fresh player
// made through the player API (sign-up code read from the development outbox).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ports } from '@khel/tools/ports';
import { randomMobile, randomUserName, readOtp, setUpAddress, setUpPost } from './player';
import { serverUrl } from './urls';

export const consoleUrl = () => `http://localhost:${ports.console}`;

export const DEV_LOGINS = {
  platform: { userName: 'platform', password: 'khel-platform', operatorId: 1 },
  second: { userName: 'second-ops', password: 'khel-second', operatorId: 2 },
} as const;

export async function consoleLogin(page: Page, who: keyof typeof DEV_LOGINS): Promise<void> {
  const login = DEV_LOGINS[who];
  // straight to the server's port (the helper answers nothing else); 400: made by an earlier test or start
  const made = await page.request.post(`${serverUrl()}/api/v1/dev/operator-user`, { data: { user_name: login.userName, password: login.password, operator_id: login.operatorId } });
  expect([200, 400], `dev/operator-user answered ${made.status()}`).toContain(made.status());
  await page.goto(`${consoleUrl()}/`);
  await page.getByLabel('User name').fill(DEV_LOGINS[who].userName);
  await page.getByLabel('Password').fill(DEV_LOGINS[who].password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('operator-who')).toBeVisible({ timeout: 30_000 });
}

/** Signs a player up on the default host and logs them in; returns their name, password and token. */
export async function newPlayer(request: APIRequestContext): Promise<{ userName: string; password: string; token: string }> {
  const mobile = randomMobile();
  const userName = randomUserName();
  const password = 'Console-e2e-1';
  const address = setUpAddress();
  const step = async <T>(path: string, body: object): Promise<T> => {
    const json = await setUpPost<{ status: boolean; msg: string; data: T }>(request, path, body, address);
    expect(json.status, `${path}: ${json.msg}`).toBe(true);
    return json.data;
  };
  const { orderId } = await step<{ orderId: string }>('whatsapp/send-code', { country_code: '91', mobile });
  const otp = await readOtp(request, mobile, 'signup_otp');
  await step('whatsapp/verify', { orderId, otp });
  await step('user/register', { name: 'Console Player', user_name: userName, mobile, password, country_code: '91', adult: true, orderId });
  const login = await step<{ token: { accessToken: string } }>('user/userLogin', { user_name: userName, password });
  return { userName, password, token: login.token.accessToken };
}
