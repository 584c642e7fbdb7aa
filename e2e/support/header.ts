// The desktop header's section links: those that do not fit the bar sit under 'More' (HeaderNav),
// so a test follows a link wherever the header put it, as a player would.
import { expect, type Page } from '@playwright/test';

/** The header link named `name`, in the bar or, when the bar had no room for it, under More. */
export async function headerLink(page: Page, name: string) {
  const header = page.getByTestId('header');
  await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  const inBar = header.getByRole('link', { name, exact: true });
  if (await inBar.isVisible()) return inBar;
  await header.getByTestId('nav-more').click();
  return page.getByTestId('nav-more-panel').getByRole('link', { name, exact: true });
}
