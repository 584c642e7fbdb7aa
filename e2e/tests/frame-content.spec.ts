// Frame items of §1, §2.3, §2.5, §7.1 and §8 end to end: each demo host's own logo (from getLogo)
// and favicon, 'Blogs & News' from the drawer or footer to a published article, and a player's
// e-mail address verified by the link the server sent through its outbox (single use).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { serverUrl, shellUrl } from '../support/urls';
import { expectLoggedIn, isMobile, keepScreenshot, randomMobile, readSignInLink, toast } from '../support/player';

test('each demo host shows its own logo image, named by its site name, and its own favicon', async ({ page, request }, testInfo) => {
  const sources: string[] = [];
  for (const [host, name] of [
    ['localhost', 'Khel'],
    ['second.localhost', 'Second Innings'],
  ] as const) {
    await page.goto(`${shellUrl(host)}/`);
    // the wordmark, or on a phone where it would not read (the long 'Second Innings' at 390 px) the host's badge
    const shown = page.getByTestId('site-name').locator('img:visible');
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute('alt', name);
    if (!isMobile(testInfo)) await expect(page.getByTestId('site-logo')).toBeVisible();
    await expect(page.getByTestId('site-name')).toHaveAccessibleName(name);
    // the image really loaded (a broken one would fall back to the name as text)
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const src = (await page.getByTestId('site-logo').getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/v1\/content\/assets\/[a-z]+\/logo\?v=/);
    // (the images answer on any host name: their path names the host)
    const svg = await (await request.get(src)).text();
    expect(svg).toContain(`>${name}</text>`);
    sources.push(src);
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon).toMatch(/\/content\/assets\/[a-z]+\/favicon\?v=/);
    expect((await request.get(favicon!)).headers()['content-type']).toBe('image/svg+xml');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /touch-icon/);
    await keepScreenshot(page, testInfo, `logo-${host}-${testInfo.project.name}`);
  }
  expect(new Set(sources).size).toBe(2);
});

async function openBlogs(page: Page, mobile: boolean): Promise<void> {
  if (mobile) {
    await page.getByTestId('menu-button').click();
    await page.getByTestId('left-drawer').getByRole('link', { name: 'Blogs & News' }).click();
  } else {
    await page.getByTestId('footer-blogs').click();
  }
}

test("'Blogs & News' lists the host's articles newest first and opens one", async ({ page }, testInfo) => {
  await page.goto('/');
  await openBlogs(page, isMobile(testInfo));
  await expect(page).toHaveURL(/\/blogs-news$/);
  await expect(page.getByTestId('blogs-page').getByRole('heading', { level: 1 })).toHaveText('Blogs & News');
  const items = page.getByTestId('blog-item');
  await expect(items.first()).toBeVisible();
  const titles = await items.getByRole('heading', { level: 2 }).allTextContents();
  expect(titles).toEqual(expect.arrayContaining(['Welcome to Khel']));
  expect(titles.indexOf('Match preview: what the session lines tell you')).toBeLessThan(titles.indexOf('Welcome to Khel'));
  await keepScreenshot(page, testInfo, `blogs-${testInfo.project.name}`);
  await page.getByRole('link', { name: 'Welcome to Khel' }).click();
  await expect(page.getByTestId('blog-title')).toHaveText('Welcome to Khel');
  await expect(page.getByTestId('blog-article')).toContainText('Play responsibly: 18+ only.');
  await keepScreenshot(page, testInfo, `blog-article-${testInfo.project.name}`);

  // the second host has its own articles
  await page.goto(`${shellUrl('second.localhost')}/blogs-news`);
  await expect(page.getByRole('link', { name: 'Welcome to Second Innings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Welcome to Khel' })).toHaveCount(0);
});

async function newPlayer(page: Page, request: APIRequestContext): Promise<void> {
  const mobile = randomMobile();
  const res = await request.post('/api/v1/auth/magic-link', { data: { channel: 'WHATSAPP', country_code: '+91', mobile } });
  expect(res.ok()).toBe(true);
  await page.goto(await readSignInLink(request, { mobile }));
}

async function readVerificationLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`${serverUrl()}/api/v1/dev/outbox?email=${encodeURIComponent(email)}`);
        const entries = ((await res.json()) as { data: { purpose: string; body: string }[] }).data;
        link = entries.find((m) => m.purpose === 'email_verification')?.body.match(/https?:\/\/\S+/)?.[0] ?? '';
        return link;
      },
      { message: `a verification link for ${email}`, timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

test('a player adds an e-mail address, opens the link from the outbox and sees the success toast; a second use fails', async ({ page, request }, testInfo) => {
  await newPlayer(page, request);
  await expectLoggedIn(page, testInfo);
  await page.getByTestId('account-button').click();
  await page.getByTestId('account-panel').getByTestId('account-email-link').click();
  await expect(page).toHaveURL(/\/profile\/email$/);
  await expect(page.getByTestId('email-current')).toHaveText('No email address added yet.');

  const email = `e2e.${Date.now().toString(36)}.${testInfo.project.name}@example.com`;
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('email-send').click();
  await expect(page.getByTestId('email-pending')).toContainText(email);
  await keepScreenshot(page, testInfo, `email-pending-${testInfo.project.name}`);

  const link = await readVerificationLink(request, email);
  expect(new URL(link).origin).toBe(shellUrl());
  expect(new URL(link).pathname).toMatch(/^\/profile\/verify\/email\/\d+\/[A-Za-z0-9_-]{43}$/);
  await page.goto(link);
  await expect(toast(page, 'Your email address is verified.')).toHaveAttribute('data-type', 'success');
  await keepScreenshot(page, testInfo, `email-verified-${testInfo.project.name}`);
  await expect(page).toHaveURL(`${shellUrl()}/`);

  await page.goto('/profile/email');
  await expect(page.getByTestId('email-current')).toHaveText(`Verified email: ${email}`);

  await page.goto(link);
  await expect(toast(page, 'This verification link is invalid or has already been used.')).toHaveAttribute('data-type', 'error');
});
