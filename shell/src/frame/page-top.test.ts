import { hidesHeaderBelow1024, pageTopPadding } from './page-top';

describe('§2.2: the page top padding and the casino pages without a header below 1024 px', () => {
  it('hides the header on the casino game pages, not on the lobbies or elsewhere', () => {
    for (const path of ['/casino-live/SPB-aviator/SPB', '/table-casino-live/teen20', '/casino_live/42', '/livegames/aura/FAWK', '/aviator', '/indian-casino/teen20', '/indian-casino/teen20/inplay']) {
      expect([path, hidesHeaderBelow1024(path)]).toEqual([path, true]);
    }
    for (const path of ['/', '/casino-lobby/casino', '/casino-lobby/slot-games/Rubyplay', '/slot-games', '/indian-card-games', '/livegames', '/event-page/4/11', '/deposit', '/aviators']) {
      expect([path, hidesHeaderBelow1024(path)]).toEqual([path, false]);
    }
  });

  it('is 130 px under a header with a second row, 94 px under the header alone, 0 where it is hidden', () => {
    expect(pageTopPadding({ desktop: true, headerHidden: false, subHeader: false })).toBe(130);
    // the desktop keeps its header on every page
    expect(pageTopPadding({ desktop: true, headerHidden: true, subHeader: false })).toBe(130);
    expect(pageTopPadding({ desktop: false, headerHidden: false, subHeader: true })).toBe(130);
    expect(pageTopPadding({ desktop: false, headerHidden: false, subHeader: false })).toBe(94);
    expect(pageTopPadding({ desktop: false, headerHidden: true, subHeader: true })).toBe(0);
  });
});
