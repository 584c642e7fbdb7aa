// One-click sign-in by WhatsApp or email link (§2.10, §4.1, §7.1 auth/walogin, auth/glogin) on the demo host
// second.localhost, whose magic-link promotion flag is on: the built-in one-time sign-in widget sends
// the link through the server's outbox, opening it creates the account and logs the player in, and
// the same link refused a second time.
import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/urls';
import { authDialog, expectLoggedIn, logout, openLogin, randomMobile, readSignInLink, toast } from '../support/player';

const site = shellUrl('second.localhost');

test('the default host, flag off, shows no social buttons', async ({ page }) => {
  await page.goto('/');
  await openLogin(page);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('login-social')).toHaveCount(0);
});

test('WhatsApp sign-in: the link from the outbox logs a new player in, once', async ({ page, request }, testInfo) => {
  const mobile = randomMobile();
  await page.goto(`${site}/`);
  await openLogin(page);
  await expect(page.getByTestId('login-social')).toContainText('Or Login With');
  await page.getByTestId('login-whatsapp').click();
  const widget = page.getByTestId('sign-in-link-widget');
  await expect(widget).toHaveAttribute('data-channel', 'WHATSAPP');
  await page.getByTestId('sign-in-link-send').click();
  await expect(widget.getByTestId('error-mobileNum')).toHaveText('Phone Number is required');
  await page.getByTestId('link-mobile-input').fill(mobile);
  await page.getByTestId('sign-in-link-send').click();
  await expect(page.getByTestId('sign-in-link-sent')).toBeVisible();

  const link = await readSignInLink(request, { mobile });
  expect(new URL(link).origin).toBe(site);
  expect(new URL(link).searchParams.get('otp')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await page.goto(link);
  // the new account is named by its number (its user name is a fresh wa_xxxxxxxx)
  await expectLoggedIn(page, testInfo, `+91 ${mobile}`);
  await expect(page).toHaveURL(`${site}/`); // the token left the address bar
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user_data') ?? '{}'));
  expect(stored.user_name).toMatch(/^wa_[a-z0-9]{8}$/);
  expect(stored).toMatchObject({ is_signup_by_otpless: true, otpless_identity_type: 'MOBILE', mobile, operatorId: 2 });
  expect(stored.settings.oneClickSettings.active).toBe(false);

  // The same link a second time changes nothing: an error toast, still logged out.
  await logout(page);
  await page.goto(link);
  await expect(toast(page, 'This login link is invalid or has already been used. Please request a new one.')).toBeVisible();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(authDialog(page)).toBeHidden();
});

test('Google sign-in from the sign-up tab: the emailed link logs a new player in', async ({ page, request }, testInfo) => {
  const email = `e2e.${randomMobile()}@example.com`;
  // second.localhost offers sign-up by referral only: a referral link opens the sign-up tab
  await page.goto(`${site}/ReferBy/abc123`);
  await expect(authDialog(page)).toHaveAttribute('data-tab', '2');
  await expect(page.getByTestId('signup-social')).toContainText('Or Register With');
  await page.getByTestId('signup-google').click();
  await page.getByTestId('link-email').fill('not-an-email');
  await page.getByTestId('sign-in-link-send').click();
  await expect(page.getByTestId('error-email')).toHaveText('Email is invalid');
  await page.getByTestId('link-email').fill(email);
  await page.getByTestId('sign-in-link-send').click();
  await expect(page.getByTestId('sign-in-link-sent')).toBeVisible();

  const link = await readSignInLink(request, { email });
  expect(new URL(link).searchParams.has('gtoken')).toBe(true);
  await page.goto(link);
  await expectLoggedIn(page, testInfo, email.split('@')[0]);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user_data') ?? '{}'));
  expect(stored).toMatchObject({ is_signup_by_otpless: true, operatorId: 2 });
  expect(stored.settings.oneClickSettings.active).toBe(false);
});
