// Issue 24 at 390 px: the page starts right under the fixed top bar (no blank strip on home), the
// WhatsApp button covers no price and hides under an open drawer, the drawer opens at its top and its
// contact block has its padding, and the rules pop-up closes on Escape. On both demo hosts.
import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../support/urls';
import { eventPath, liveCricketMatch, SERVER_WAIT_MS } from '../support/sports';

test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'mobile', 'the phone layout'));

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

for (const host of ['localhost', 'second.localhost']) {
  test(`${host}: home starts under the top bar, and the WhatsApp button covers no price`, async ({ page }, testInfo) => {
    await page.goto(`${shellUrl(host)}/`);
    await expect(page.locator('[data-testid^="match-row-"]').first()).toBeVisible({ timeout: SERVER_WAIT_MS });
    const bar = await box(page, '.top-bar');
    const first = await box(page, 'main.page > *');
    expect(first.y - (bar.y + bar.height)).toBeGreaterThanOrEqual(0);
    expect(first.y - (bar.y + bar.height)).toBeLessThanOrEqual(12);

    const whatsapp = page.getByTestId('whatsapp-button');
    await expect(whatsapp).toBeVisible();
    const button = (await whatsapp.boundingBox())!;
    const overlaps = await page.locator('.odds-cell').evaluateAll(
      (cells, b) =>
        cells.filter((c) => {
          const r = c.getBoundingClientRect();
          return r.width > 0 && r.left < b.x + b.width && b.x < r.right && r.top < b.y + b.height && b.y < r.bottom;
        }).length,
      button,
    );
    expect(overlaps).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`home-${host}.png`) });

    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('left-drawer')).toBeVisible();
    await expect(whatsapp).toBeHidden();
    // the drawer opens at its top: its first link in view, nothing scrolled (the overlay scrolls it)
    await expect(page.getByTestId('left-drawer').getByRole('link').first()).toBeInViewport({ ratio: 1 });
    const scrolled = await page.getByTestId('left-drawer').evaluate((d) => ({ drawer: d.scrollTop, overlay: d.parentElement!.scrollTop }));
    expect(scrolled).toEqual({ drawer: 0, overlay: 0 });
    await page.screenshot({ path: testInfo.outputPath(`drawer-open-${host}.png`) });
    const contact = page.getByTestId('drawer-contact');
    if ((await contact.count()) > 0) {
      const drawer = await box(page, '[data-testid="left-drawer"]');
      const heading = (await contact.locator('h3').boundingBox())!;
      expect(heading.x - drawer.x).toBeGreaterThanOrEqual(12);
      // its lines start where its heading does, like the drawer's other sections
      const link = (await contact.locator('a').first().boundingBox())!;
      expect(Math.abs(link.x - heading.x)).toBeLessThanOrEqual(2);
      // scrolled down to the block by this test (below the fold at 844 px), not as the drawer opens
      await contact.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`drawer-contact-${host}.png`) });
    }
  });
}

test('the rules pop-up of an event page closes on Escape', async ({ page }) => {
  const match = await liveCricketMatch(page.request);
  await page.goto(eventPath(match));
  await expect(page.getByTestId('event-page')).toBeVisible({ timeout: SERVER_WAIT_MS });
  await page.getByTestId('event-page').getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog');
  await expect(rules).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();
});
