// The shell composes the site from remotes it learns of at run time, per host, and survives
// a remote that is dead or that throws.
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_PORT, remoteOriginPattern, shellUrl } from '../support/urls';

const shell = (page: Page) => page.getByTestId('shell');
const slot = (page: Page, section: string) => page.locator(`.remote-slot[data-section="${section}"]`);

test('home renders the shell with the sports remote inside it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('site-name')).toHaveAccessibleName('Khel');
  await expect(slot(page, 'sports')).toBeVisible();
  await expect(page.locator('[data-section="casino"]').first()).toBeAttached();
});

test('the demo host shows its own name and colour and has no casino section', async ({ page }) => {
  await page.goto(`${shellUrl('second.localhost')}/`);
  await expect(page.getByTestId('site-name')).toHaveAccessibleName('Second Innings');
  await expect(page).toHaveTitle(/Second Innings/);
  const theme = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--khel-theme').trim(),
  );
  expect(theme).toBe('#1f6feb');
  await expect(slot(page, 'sports')).toBeVisible();
  await expect(page.locator('nav [data-section="casino"]')).toHaveCount(0);
  await expect(page.locator('nav [data-section="racing"]').first()).toBeAttached();

  // A casino route on a host without casino goes home.
  await page.goto(`${shellUrl('second.localhost')}/aviator`);
  await expect(page).toHaveURL(`${shellUrl('second.localhost')}/`);
});

test('a dead remote shows its fallback while the rest of the site works', async ({ page }) => {
  // The account remote's origin refuses every request (manifest, entry, chunks).
  await page.route(remoteOriginPattern('account'), (route) => route.abort('connectionrefused'));
  await page.goto('/deposit');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveAttribute('data-section', 'account');
  await expect(page.getByTestId('site-name')).toBeVisible();

  // The rest of the site still works.
  await page.goto('/');
  await expect(slot(page, 'sports')).toBeVisible();
});

test('a remote that throws while rendering is caught by its boundary', async ({ page }) => {
  // Serve the racing remote from a build whose pages throw.
  await page.route(remoteOriginPattern('racing'), async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `http://localhost:${FIXTURE_PORT}${url.pathname}` });
    await route.fulfill({ response });
  });
  await page.goto('/horse-racing');
  await expect(page.getByTestId('remote-crashed')).toBeVisible();
  await expect(page.getByTestId('remote-crashed')).toHaveAttribute('data-section', 'racing');
  await expect(shell(page)).toBeVisible();

  await page.goto('/');
  await expect(slot(page, 'sports')).toBeVisible();
});

test('React and the shared kernel are one instance across the shell and the remotes', async ({ page }) => {
  for (const [path, section] of [
    ['/', 'sports'],
    ['/deposit', 'account'],
    ['/horse-racing', 'racing'],
    // (a casino page a visitor may open: the lobby and game pages send visitors home, §2.12)
    ['/indian-card-games', 'casino'],
  ] as const) {
    await page.goto(path);
    await expect(slot(page, section)).toBeVisible();
    const kernel = await shell(page).getAttribute('data-kernel-instance');
    const react = await shell(page).getAttribute('data-react-instance');
    expect(kernel).toMatch(/^[0-9a-f]{16}$/);
    await expect(slot(page, section)).toHaveAttribute('data-kernel-instance', kernel!);
    await expect(slot(page, section)).toHaveAttribute('data-react-instance', react!);
  }
});

test('an unknown path and /ReferBy go to home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(`${shellUrl()}/`);
  await page.goto('/ReferBy/abc123');
  await expect(page).toHaveURL(/\/\?referCode=abc123$/);
});

test('the route table sends each path to its owning section', async ({ page }) => {
  for (const [path, section] of [
    ['/sports-page/Cricket/4', 'sports'],
    ['/election', 'sports'],
    ['/greyhound-racing', 'racing'],
    ['/indian-card-games', 'casino'],
    ['/account-statement', 'account'],
    ['/privacy-policy', 'account'],
  ] as const) {
    await page.goto(path);
    await expect(slot(page, section)).toBeVisible();
  }
});
