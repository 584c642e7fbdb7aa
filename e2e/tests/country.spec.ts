// Allowed countries (issue 33) end to end: the platform operator names the countries second.localhost
// takes real-money players from in the console; a visitor from elsewhere (the development helper places
// this machine's address in Pakistan) browses the site, but the sign-up code is refused and the page
// says why. Everything is put back afterwards (the other specs use second.localhost from anywhere).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { consoleLogin, DEV_LOGINS } from '../support/console';
import { isMobile, keepScreenshot, randomMobile, randomUserName } from '../support/player';
import { serverUrl, shellUrl } from '../support/urls';

const place = (request: APIRequestContext, country: string | null) => request.post(`${serverUrl()}/api/v1/dev/country`, { data: { address: '127.0.0.1', country } });

async function putBack(request: APIRequestContext) {
  await place(request, null);
  const login = await (await request.post(`${serverUrl()}/api/v1/operator/login`, { data: { user_name: DEV_LOGINS.platform.userName, password: DEV_LOGINS.platform.password } })).json();
  const token = login.data.accessToken as string;
  const hosts = (await (await request.get(`${serverUrl()}/api/v1/operator/hosts`, { headers: { authorization: `Bearer ${token}` } })).json()).data as Array<{ id: number; code: string; money: object }>;
  const second = hosts.find((h) => h.code === 'second')!;
  const res = await request.put(`${serverUrl()}/api/v1/operator/hosts/${second.id}/money-mode`, { data: { ...second.money, allowedCountries: [] }, headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
}

test('a visitor from outside the allowed countries browses, is refused a sign-up code, and reads why', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  try {
    await consoleLogin(page, 'platform');
    await page.locator('a[href="#/hosts"]').click();
    await page.getByLabel('Host', { exact: true }).selectOption({ label: 'Second Innings (second.localhost)' });
    const form = page.getByTestId('money-mode');
    await form.getByLabel('Allowed countries').fill('AE, GB');
    await form.getByRole('button', { name: 'Save money mode' }).click();
    await expect(form.getByText('Money mode saved')).toBeVisible();
    if (!isMobile(testInfo)) await keepScreenshot(page, testInfo, 'console-money-mode-desktop');

    expect((await place(request, 'PK')).status()).toBe(200);
    await page.goto(`${shellUrl('second.localhost')}/`);
    await expect(page.getByTestId('header')).toBeVisible(); // browsing is open
    await page.getByTestId('signup-button').click();
    await page.getByTestId('signup-username').fill(randomUserName());
    await page.getByTestId('signup-mobile-input').fill(randomMobile());
    await page.getByTestId('signup-send-otp').click();
    await expect(page).toHaveURL(/\/not-available-in-your-country$/, { timeout: 15_000 });
    const why = page.getByTestId('country-page');
    await expect(why.getByRole('heading')).toHaveText('Not available in your country');
    await expect(why).toContainText('Second Innings offers real-money play only in the countries its licence allows.');
    await expect(page.getByTestId('country-page-from')).toHaveText('You are visiting from Pakistan.');
    await keepScreenshot(page, testInfo, `country-page-${testInfo.project.name}`);
  } finally {
    await putBack(request);
  }
});
