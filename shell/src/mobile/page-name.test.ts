import i18next from 'i18next';
import { initI18n, ROUTES } from '@khel/shared-kernel';
import { pageNameOf } from './page-name';

/** The name the sub-header shows in the shell's first English: the key's text, else the path's words. */
async function shownInEnglish(path: string): Promise<string | null> {
  const name = pageNameOf(path);
  if (!name) return null;
  if (!name.key) return name.text;
  const english = await initI18n(i18next.createInstance(), 'en', 'start');
  return english.t(name.key);
}

describe('the mobile sub-header page name (§2.2)', () => {
  it.each([
    ['/', null],
    ['/default-page', null],
    ['/sports-page/Cricket/4', 'Cricket'],
    ['/sports-page/Sportsbook/0', 'Sportsbook'],
    ['/competition-detail-page/Indian%20Premier%20League/4/101', 'Indian Premier League'],
    ['/casino-lobby/slot-games/Turbo%20Games', 'slot-games/Turbo Games'],
    ['/casino-lobby/casino', 'casino'],
    ['/account-statement', 'Account Statement'],
    ['/horse-racing', 'Horse Racing'],
    ['/some-new-page', 'some new page'],
    ['/blogs-news', 'Blogs & News'],
    ['/blogs-news/12', 'Blogs & News'],
    ['/profile/email', 'Email address'],
    ['/casino_live/77', 'Casino Live'],
  ])('%s → %s', async (path, name) => expect(await shownInEnglish(path)).toBe(name));

  it.each([
    ['/event-page/4/11/1.1', 'pageNames.eventPage'],
    ['/open-bets', 'rightbar.openBets'],
    ['/casino_live/77', 'pageNames.casinoLive'],
    ['/sports-page/Cricket/4', 'nav.cricket'],
    ['/account-statement', 'account.accountStatement'],
    ['/competition-detail-page/Indian%20Premier%20League/4/101', undefined],
  ])('%s is said in the player language by the key %s', (path, key) => expect(pageNameOf(path)?.key).toBe(key));
});

describe('every route of the table has its page name in the player language', () => {
  /** Pages named by their path (a sport, a competition, the casino lobby's path) or with no sub-header (home). */
  const NAMED_BY_PATH = new Set(['/', '/default-page', '/sports-page/:sportsName/:eventTypeId', '/competition-detail-page/:competitionName/:eventTypeId/:competitionId', '/casino-lobby/*']);
  const samplePath = (path: string) => path.replace(/\/:[A-Za-z]+\?/g, '/x').replace(/\/:[A-Za-z]+/g, '/x').replace('/*', '/x');
  const routes = ROUTES.map((r) => r.path).filter((p) => !NAMED_BY_PATH.has(p));

  it.each(routes)('%s', async (path) => {
    const name = pageNameOf(samplePath(path));
    expect(name?.key).toBeDefined();
    // in the shell's first English (the sub-header shows before any section's texts load), so the
    // missing-key check (shared-kernel i18n.test.ts) holds every language to it
    const english = await initI18n(i18next.createInstance(), 'en', 'start');
    expect(english.exists(name!.key!)).toBe(true);
    const hindi = i18next.createInstance();
    await initI18n(hindi, 'hi', 'start');
    expect(hindi.t(name!.key!)).not.toBe(english.t(name!.key!));
  });
});
