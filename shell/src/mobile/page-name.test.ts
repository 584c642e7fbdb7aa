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
    ['/account-statement', 'account statement'],
    ['/horse-racing', 'horse racing'],
    ['/blogs-news', 'Blogs & News'],
    ['/blogs-news/12', 'Blogs & News'],
    ['/profile/email', 'Email address'],
  ])('%s → %s', (path, name) => expect(pageNameOf(path)).toBe(name));
});
