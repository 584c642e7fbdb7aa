// The site's frame against the real server, at 1280 and 390 px: links that follow the host's menu
// (the demo host second.localhost has no casino), the footer's badges and app buttons, the contact
// block the host enables, the separate SMS reset form with the code from the server's outbox, the
// mobile header keeping the site name when logged in, and the scripts the shell loads at start.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { headerLink } from '../support/header';
import { shellUrl } from '../support/urls';
import { expectLoggedIn, isMobile, keepScreenshot, lastOutboxId, openLogin, randomMobile, randomUserName, readOtp, registerPlayer, toast } from '../support/player';

/** The links of the desktop header, or of the mobile drawer (the header's nav is hidden below 1024px). */
async function sectionLinks(page: import('@playwright/test').Page, mobile: boolean) {
  if (!mobile) {
    // the menu loads after the frame: wait for a menu-held link before reading the list
    await expect(page.getByTestId('header').getByRole('link', { name: 'Cricket', exact: true })).toBeVisible();
    return page.locator('.header__nav a').allTextContents();
  }
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('left-drawer')).toBeVisible();
  return page.getByTestId('left-drawer').getByRole('link').allTextContents();
}

test('the links follow the menu: the default host has the casino groups, second.localhost has none', async ({ page }, testInfo) => {
  const mobile = isMobile(testInfo);
  await page.goto('/');
  const main = await sectionLinks(page, mobile);
  if (!mobile) {
    expect(main).toEqual(['Home', 'SPORTS', 'Cricket', 'Football', 'Election', 'Tennis', 'Horse Racing', 'Greyhound Racing', 'Aura', 'Live Casino', 'Aviator', 'Slots']);
    await expect(page.getByTestId('left-sidebar').getByRole('link', { name: 'Indian Card Games' })).toBeVisible();
  } else {
    expect(main).toEqual(expect.arrayContaining(['Aviator', 'Indian Card Games', 'Cricket']));
  }

  await page.goto(`${shellUrl('second.localhost')}/`);
  await expect(page.getByTestId('site-name')).toHaveAccessibleName('Second Innings');
  const second = await sectionLinks(page, mobile);
  expect(second).toEqual(expect.arrayContaining(['Cricket', 'Horse Racing']));
  for (const casino of ['Aura', 'Live Casino', 'Aviator', 'Slots', 'Indian Card Games', 'Rubyplay-games']) expect(second).not.toContain(casino);
  if (!mobile) {
    await expect(page.getByTestId('left-sidebar').getByRole('link', { name: 'Sportsbook' })).toBeVisible();
    await expect(page.getByTestId('left-sidebar').getByRole('link', { name: 'Live Casino' })).toHaveCount(0);
  }
});

test('a racing link asks for the racing data again on each click', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'the header links are desktop-only; the drawer links are ordinary links');
  const racingCalls: string[] = [];
  page.on('request', (r) => {
    if (/market\/allRacingMarkets(Open)?$/.test(r.url()) && r.postDataJSON()?.sport_id === 7) racingCalls.push(r.url());
  });
  await page.goto('/horse-racing');
  await expect.poll(() => racingCalls.length).toBeGreaterThan(0);
  const link = await headerLink(page, 'Horse Racing');
  const before = racingCalls.length;
  await link.click();
  await expect.poll(() => racingCalls.length).toBeGreaterThan(before);
});

test('footer: payment, regulator and responsible-gambling badges, app buttons; contact block as the host enables it', async ({ page }, testInfo) => {
  const mobile = isMobile(testInfo);
  await page.goto('/');
  const footer = page.getByTestId('footer');
  await expect(footer.getByTestId('badge-upi')).toHaveText('UPI');
  await expect(footer.getByTestId('badge-bank')).toHaveText('Bank Transfer');
  await expect(footer.getByTestId('badge-regulator')).toHaveText('Licensed & Regulated');
  await expect(footer.getByTestId('badge-responsible')).toHaveAttribute('href', '/responsible-gambling');
  await expect(footer.getByTestId('android-app')).toHaveText('Android App');
  await expect(footer.getByTestId('score-app')).toHaveText('Score App');
  if (mobile) {
    await expect(footer.getByTestId('footer-contact')).toHaveCount(0);
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('drawer-contact')).toContainText('support@khel.local');
  } else {
    // the default host enables the block (showContact) with its support contact from getWpNumber
    await expect(footer.getByTestId('footer-contact')).toContainText('Contact Us');
    await expect(footer.getByTestId('footer-contact-whatsapp')).toHaveAttribute('href', 'https://wa.me/919000000001');
  }
  await keepScreenshot(page, testInfo, `footer-${testInfo.project.name}`);

  // second.localhost turns the block off
  await page.goto(`${shellUrl('second.localhost')}/`);
  await expect(page.getByTestId('footer').getByTestId('badge-upi')).toBeVisible();
  await expect(page.getByTestId('footer-contact')).toHaveCount(0);
});

test('the SMS reset form: code from the outbox, new password, logged in', async ({ page, request }, testInfo) => {
  const who = { userName: randomUserName(), mobile: randomMobile(), password: 'Secret123' };
  await registerPlayer(request, who);
  await page.goto('/');
  await openLogin(page);
  await page.getByTestId('forgot-password-link').click();
  await page.getByTestId('open-reset-form').click();
  const form = page.getByTestId('reset-form');
  await expect(form).toBeVisible();
  await expect(form.getByTestId('reset-code')).toBeDisabled();
  await form.getByTestId('reset-mobile-input').fill(who.mobile);
  await expect(form.getByTestId('reset-channel-sms')).toHaveAttribute('aria-checked', 'true');
  const before = await lastOutboxId(request, who.mobile);
  await form.getByTestId('reset-send').click();
  await expect(form.getByTestId('reset-code')).toBeEnabled();
  await expect(form.getByTestId('reset-sent')).toContainText('Code sent');
  const code = await readOtp(request, who.mobile, 'reset_otp', before);

  // a wrong code: the server's message as an error toast, the form stays
  await form.getByTestId('reset-code').fill(code === '000000' ? '111111' : '000000');
  await form.getByTestId('reset-password').fill('Fresh4567');
  await form.getByTestId('reset-confirm-password').fill('Fresh4567');
  await form.getByTestId('reset-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: /OTP/i }).first()).toBeVisible();
  await expect(form).toBeVisible();

  await form.getByTestId('reset-code').fill(code);
  await form.getByTestId('reset-submit').click();
  await expect(toast(page, 'Password updated successfully')).toBeVisible();
  await expect(form).toBeHidden();
  await expectLoggedIn(page, testInfo);

  // the new password works, the old one no longer does
  const relogin = async (password: string) =>
    (await request.post('/api/v1/user/userLogin', { form: { user_name: who.userName, password, grant_type: 'password' } })).status();
  expect(await relogin('Fresh4567')).toBe(200);
  expect(await relogin(who.password)).toBe(400);
});

test('logged in at 390px the header keeps the site name beside the balance and buttons', async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo), 'the 390px header');
  await page.goto('/');
  await openLogin(page);
  await page.getByTestId('demo-login').click();
  await expectLoggedIn(page, testInfo);
  const name = page.getByTestId('site-name');
  await expect(name).toBeVisible();
  await expect(name).toHaveAccessibleName('Khel');
  const box = (await name.boundingBox())!;
  // the whole name shows: its box is as wide as its text, and nothing in the header covers it
  expect(box.width).toBeGreaterThanOrEqual(await name.evaluate((el) => el.scrollWidth - 1));
  expect(box.width).toBeGreaterThan(20);
  const deposit = (await page.getByTestId('deposit-button').first().boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(deposit.x);
  // the balance shows whole too (not cut with an ellipsis)
  const balance = page.getByTestId('balance');
  await expect(balance).not.toHaveText('—');
  expect(await balance.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await keepScreenshot(page, testInfo, 'home-mobile-logged-in-header');
});

test('at start the shell runs exactly the scripts its bundle report counts; other languages load when chosen', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'one layout is enough for the script list');
  const initial: string[] = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'shell', 'dist', 'initial-js.json'), 'utf8'));
  const loaded = new Set<string>();
  const origin = shellUrl();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (`${url.protocol}//${url.host}` === origin && url.pathname.endsWith('.js')) loaded.add(url.pathname.slice(1));
  });
  await page.goto('/');
  await expect(page.getByTestId('footer')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // chunks with one content hash are one file under two chunk ids (react-dom's two share keys)
  const byContent = (files: Iterable<string>) => [...new Set([...files].map((f) => f.replace(/^\d+\./, '')))].sort();
  expect(byContent(loaded)).toEqual(byContent(initial));

  await page.getByTestId('language-button').click();
  await page.getByTestId('language-option-hi').click();
  await page.getByTestId('language-confirm').click();
  await expect(page.getByTestId('login-button')).toHaveText('लॉग इन');
  expect([...loaded].some((f) => f.startsWith('locale-hi.'))).toBe(true);
  expect([...loaded].some((f) => f.startsWith('locale-gu.'))).toBe(false);
});
