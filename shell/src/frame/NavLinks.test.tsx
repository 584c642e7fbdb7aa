import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderInShell, startI18n, testSite } from '../test-support/render';
import { LeftSidebar } from '../sidebar/LeftSidebar';
import { NavLinks } from './NavLinks';
import { HEADER_NAV, racingReloadKeyOf, SIDEBAR_NAV } from './nav';
import { forgetStudios } from './casino-studios';

beforeAll(startI18n);
let studios: string[] = [];
const asked: string[] = [];
beforeEach(() => {
  forgetStudios();
  studios = [];
  asked.length = 0;
  globalThis.fetch = (async (url: string) => {
    asked.push(url);
    return { ok: true, json: async () => ({ status: true, msg: 'Success', data: { games: [], liveCasino: { tabs: [] }, slotsGames: { tabs: [] }, providers: studios } }) };
  }) as unknown as typeof fetch;
});

const linkTexts = () => screen.getAllByRole('link').map((a) => a.textContent);

describe('section links follow the menu (§2.3, §2.4)', () => {
  it('the header shows every link when the menu holds every id, a studio\'s only when the catalogue has its games', async () => {
    renderInShell(<NavLinks entries={HEADER_NAV} />);
    await screen.findByText('Slots');
    await Promise.resolve();
    expect(linkTexts()).toEqual(['Home', 'SPORTS', 'Cricket', 'Football', 'Election', 'Tennis', 'Horse Racing', 'Greyhound Racing', 'Aura', 'Live Casino', 'Aviator', 'Slots']);
  });

  it("shows a studio's link once the host's catalogue holds its games", async () => {
    studios = ['khel', 'Rubyplay'];
    renderInShell(<NavLinks entries={HEADER_NAV} />);
    await screen.findByText('Rubyplay-games');
    expect(linkTexts().slice(-3)).toEqual(['Aviator', 'Slots', 'Rubyplay-games']);
    expect(asked).toEqual(['/api/v1/casino/catalogue']);
  });

  it('a menu of cricket and racing only: SPORTS always, no Aura without -100, no Live Casino / Aviator / Slots without QT', () => {
    renderInShell(<NavLinks entries={HEADER_NAV} />, { menu: new Set(['4', '7']) });
    expect(linkTexts()).toEqual(['Home', 'SPORTS', 'Cricket', 'Horse Racing']);
  });

  it('-100 without QT: Aura and Indian Card Games, but no QT casino links', () => {
    renderInShell(<LeftSidebar />, { menu: new Set(['-100']) });
    expect(linkTexts()).toEqual(['Indian Card Games', 'Sportsbook']);
  });

  it('the sidebar keeps Sportsbook while the menu loads, and the host sections decide when the menu call failed', () => {
    const { unmount } = renderInShell(<NavLinks entries={SIDEBAR_NAV} />, { menu: 'loading' });
    expect(linkTexts()).toEqual(['Sportsbook']);
    unmount();
    renderInShell(<NavLinks entries={SIDEBAR_NAV} />, { menu: 'unavailable', site: testSite({}, ['sports', 'racing']) });
    expect(linkTexts()).toEqual(['Cricket', 'Football', 'Election', 'Tennis', 'Horse Racing', 'Greyhound Racing', 'Sportsbook']);
  });

  it('a host without the casino section shows no casino link even if the menu holds QT', () => {
    renderInShell(<NavLinks entries={HEADER_NAV} />, { site: testSite({}, ['sports', 'racing']) });
    expect(linkTexts()).not.toContain('Aviator');
    expect(linkTexts()).not.toContain('Aura');
  });

  it('each click on a racing link is a new reload key, so the racing page fetches its races again', () => {
    const keys: (string | undefined)[] = [];
    function Probe() {
      keys.push(racingReloadKeyOf(useLocation()));
      return null;
    }
    renderInShell(
      <>
        <NavLinks entries={HEADER_NAV} />
        <Routes>
          <Route path="*" element={<Probe />} />
        </Routes>
      </>,
    );
    fireEvent.click(screen.getByText('Horse Racing'));
    const first = keys.at(-1);
    fireEvent.click(screen.getByText('Horse Racing'));
    const second = keys.at(-1);
    fireEvent.click(screen.getByText('Cricket'));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(keys.at(-1)).toBeUndefined();
  });
});
