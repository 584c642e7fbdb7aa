import { pageNameOf } from './page-name';

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
  ])('%s → %s', (path, name) => expect(pageNameOf(path)?.text ?? null).toBe(name));

  it.each([
    ['/event-page/4/11/1.1', 'pageNames.eventPage'],
    ['/open-bets', 'rightbar.openBets'],
    ['/sports-page/Cricket/4', 'nav.cricket'],
    ['/account-statement', 'account.accountStatement'],
    ['/competition-detail-page/Indian%20Premier%20League/4/101', undefined],
  ])('%s is said in the player language by the key %s', (path, key) => expect(pageNameOf(path)?.key).toBe(key));
});
