// The desktop header's section links: those that do not fit the bar sit under 'More' (HeaderNav),
// so a test follows a link wherever the header put it, as a player would.
import { expect, type Page } from '@playwright/test';

/**
 * The header link named `name`, in the bar or, when the bar has no room for it, under More.
 * The header measures what fits after the page paints (and again when the fonts or the host's sections
 * arrive), so a link can move between the bar and More while this looks: it looks again, opening More
 * when it is closed, until one of the two shows the link. A link the bar has no room for is hidden from
 * roles, so the one locator names whichever of the two shows it.
 */
export async function headerLink(page: Page, name: string) {
  const header = page.getByTestId('header');
  await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  const link = header.getByRole('link', { name, exact: true });
  const panel = page.getByTestId('nav-more-panel');
  await expect(async () => {
    if (await link.isVisible()) return;
    if (!(await panel.isVisible())) await header.getByTestId('nav-more').click({ timeout: 2_000 });
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return link;
}
