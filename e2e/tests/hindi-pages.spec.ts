// Issue 24: a Hindi page says everything in Hindi. Home and an event page, at both sizes, render no
// English word outside names: teams and runners, matches, competitions and venues (the feed's, as the
// server lists them), the site's name and the brand names of its contact links. Switching the
// language keeps the match list on screen (its rows are re-labelled, never blanked).
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { isMobile } from '../support/player';
import { eventPath, liveCricketMatch, openMarkets, SERVER_WAIT_MS } from '../support/sports';

/**
 * Brand and product names written the same in every language, and the clock's zone label, which §9
 * fixes as 'GMT +5.5:30' in every language.
 */
const BRANDS = ['Khel', 'KHEL', 'WhatsApp', 'Whatsapp', 'Telegram', 'Gmail', 'Instagram', 'Facebook', 'YouTube', 'Twitter', 'Aviator', 'GMT'];

/** Every name the server lists today: matches, teams and runners, competitions, venues. */
async function namesOnServer(page: Page): Promise<Set<string>> {
  const answer = async (path: string, body: object) => ((await (await page.request.post(`/api/v1/${path}`, { data: body })).json()) as { data: unknown }).data;
  const matches = (await answer('match/homeMatchesOpen', {})) as Array<{ match_name: string; series_name?: string | null; runners?: Array<{ runnerName?: string }> }>;
  const menu = (await answer('sport/getSports', {})) as Array<{ series?: Array<{ series_name?: string; name?: string }>; matches?: Array<{ match_name?: string }> }> | null;
  const names = new Set<string>(BRANDS);
  for (const m of matches) {
    names.add(m.match_name);
    if (m.series_name) names.add(m.series_name);
    for (const r of m.runners ?? []) if (r.runnerName) names.add(r.runnerName);
  }
  for (const sport of menu ?? []) for (const s of sport.series ?? []) for (const n of [s.series_name, s.name]) if (n) names.add(n);
  return names;
}

/** The Latin words a page shows (text, labels, titles, placeholders) that are not part of a name. */
async function englishOutsideNames(page: Page, names: Set<string>): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect?.();
      return !box || box.width > 0 || box.height > 0;
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !visible(parent)) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
  // longest names first, so 'Rajasthan v Gujarat' goes before 'Rajasthan'
  const ordered = [...names].filter(Boolean).sort((a, b) => b.length - a.length);
  const left: string[] = [];
  for (const text of shown) {
    // an e-mail address or a web address is a name too
    let rest = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
    for (const name of ordered) if (rest.includes(name)) rest = rest.split(name).join(' ');
    left.push(...(rest.match(/[A-Za-z]{2,}/g) ?? []));
  }
  return [...new Set(left)];
}

async function chooseHindi(page: Page, testInfo: TestInfo): Promise<void> {
  if (isMobile(testInfo)) {
    await page.getByTestId('menu-button').click();
    await page.getByTestId('left-drawer').getByTestId('drawer-language').click();
  } else {
    await page.getByTestId('language-button').click();
  }
  await page.getByTestId('language-option-hi').click();
  await page.getByTestId('language-confirm').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
}

test('home in Hindi: no English outside names, and the match list stays on screen through the switch', async ({ page }, testInfo) => {
  await page.goto('/');
  const rows = page.locator('[data-testid^="match-row-"]');
  await expect(rows.first()).toBeVisible({ timeout: SERVER_WAIT_MS });
  // count the rows at every change of the page from now on: the switch must never leave none
  await page.evaluate(() => {
    const w = window as unknown as { fewestRows: number };
    w.fewestRows = Infinity;
    const count = () => (w.fewestRows = Math.min(w.fewestRows, document.querySelectorAll('[data-testid^="match-row-"]').length));
    new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
  });
  await chooseHindi(page, testInfo);
  await expect(page.getByTestId('login-button')).toHaveText('लॉग इन');
  // the rows were re-labelled in place: their start labels speak Hindi now
  await expect(page.locator('[data-testid^="match-time-"]').filter({ hasText: /आज|कल|शुरू/ }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { fewestRows: number }).fewestRows)).toBeGreaterThan(0);

  // the notices and the promotion come in Hindi from the server
  await expect(page.getByTestId('notice-banner')).toContainText('स्वागत');
  const names = await namesOnServer(page);
  await expect.poll(() => englishOutsideNames(page, names), { timeout: SERVER_WAIT_MS }).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`home-hi-${testInfo.project.name}.png`) });
});

test('an event page in Hindi: market names, session lines and the phone title bar in Hindi', async ({ page }, testInfo) => {
  const match = await liveCricketMatch(page.request);
  const markets = await openMarkets(page.request, match.match_id);
  await page.goto('/');
  await chooseHindi(page, testInfo);
  await page.goto(eventPath(match));
  await expect(page.getByTestId('event-page')).toBeVisible({ timeout: SERVER_WAIT_MS });
  // the stored language is applied about 2 s after load (§4.7)
  await expect(page.getByTestId(`market-${markets[0]!.market_id}`).locator('h2')).toContainText('मैच ऑड्स');
  if (isMobile(testInfo)) await expect(page.getByTestId('mobile-page-name')).toHaveText('इवेंट पेज');
  const names = await namesOnServer(page);
  for (const m of markets) for (const r of m.runners as Array<{ runnerName?: string }>) if (r.runnerName) names.add(r.runnerName);
  await expect.poll(() => englishOutsideNames(page, names), { timeout: SERVER_WAIT_MS }).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`event-hi-${testInfo.project.name}.png`) });
});
