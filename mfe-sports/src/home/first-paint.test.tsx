import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import { MatchList } from '../market-rows/MatchList';
import { FIRST_SCREEN_ROWS, firstRows, groupBySport } from './home-groups';
import { escapeHtml, homeFirstPaintHtml } from './first-paint';
import { wireMatch, wireRunner } from '../test-support/wire';
import type { MatchListItem } from '../api/catalog';

const now = Date.UTC(2026, 10, 22, 6, 30);
const at = (h: number, m = 0, day = 22) => new Date(Date.UTC(2026, 10, day, h, m)).toISOString();
const runner = (selectionId: number, back: number | null, lay: number | null, status = 'ACTIVE', size = 1234567) =>
  wireRunner({
    selectionId,
    runnerName: `R${selectionId}`,
    status,
    ex: { availableToBack: back ? [{ price: back, size }] : [], availableToLay: lay ? [{ price: lay, size: 2500.4 }] : [] },
  });

const matches: MatchListItem[] = [
  // in play, two runners (the draw column empty), a name to escape
  wireMatch({ match_id: 1, sport_id: 4, match_name: 'Mumbai & Co <b>v</b> "Delhi"', match_date: at(5), inplay: true, market_id: '1.1', runners: [runner(11, 1.9, 1.92), runner(12, 2.1, null)] }),
  // three runners, one suspended, a lay size of 2,500
  wireMatch({ match_id: 2, sport_id: 1, match_name: 'Goa v Kerala', match_date: at(14, 30), inplay: false, market_id: '1.2', runners: [runner(21, 2.5, 2.52, 'SUSPENDED'), runner(22, 3.4, 3.45), runner(23, 4, 4.1)] }),
  // no market: empty cells; a race named by its off time (said in India time); tomorrow
  wireMatch({ match_id: 3, sport_id: 7, match_name: '06:05 Kempton', match_date: at(6, 5, 23), inplay: false, market_id: null, runners: [runner(31, null, null), runner(32, null, null)] }),
  // a sport the site does not name: the menu's name; a later day
  wireMatch({ match_id: 4, sport_id: 99, match_name: "Kabaddi's final", match_date: at(10, 0, 28), inplay: false, market_id: '1.4', runners: [runner(41, 1.01, 1.02), runner(42, 30, 32)] }),
  // more cricket: twelve rows in all, the first screen
  ...Array.from({ length: 8 }, (_, i) => wireMatch({ match_id: 100 + i, sport_id: 4, match_name: `Team ${i} v Team ${i + 1}`, match_date: at(8 + (i % 10)), inplay: false, market_id: `1.${100 + i}`, runners: [runner(1, 1.5, 1.52), runner(2, 2.6, 2.7)] })),
];
const sports = [
  { sport_id: 4, name: 'Cricket' },
  { sport_id: 1, name: 'Football' },
  { sport_id: 7, name: 'Horse Racing' },
  { sport_id: 99, name: 'Kabaddi league' },
];

describe('the home page first paint (the HTML the shell server puts in the page)', () => {
  it('is the markup the home page renders for its first screen, prices and sizes included', () => {
    const t = i18next.t.bind(i18next);
    const groups = firstRows(groupBySport({ sports, matches }, t), FIRST_SCREEN_ROWS);
    const { container } = render(
      <MemoryRouter>
        <section className="sports-page sports-home" data-testid="sports-home">
          <MatchList title="Favourites" matches={[]} nowMs={now} testId="favourites-list" />
          {groups.map((g) => (
            <MatchList key={g.sportId} title={g.name} matches={g.matches} nowMs={now} />
          ))}
        </section>
      </MemoryRouter>,
    );
    const html = homeFirstPaintHtml({ matches, sports, nowMs: now, t });
    // the same DOM: parsed, the first paint serialises as the rendered page does
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.innerHTML).toBe(container.innerHTML);
    expect(page.querySelectorAll('.match-row')).toHaveLength(FIRST_SCREEN_ROWS);
    expect(page.querySelector('[data-testid="match-link-1"]')!.textContent).toBe('Mumbai & Co <b>v</b> "Delhi"');
    expect(page.querySelector('[data-testid="match-time-2"]')!.textContent).toBe('Today 20:00');
    expect(page.querySelector('[data-testid="match-link-3"]')!.textContent).toBe('11:35 Kempton');
    expect(page.querySelector('[data-testid="odds-back-1.1-11-0"]')!.textContent).toBe('1.9500.000+');
    expect(page.querySelector('[data-testid="odds-lay-1.2-22-0"]')!.textContent).toBe('3.452,500');
    expect(page.querySelector<HTMLButtonElement>('[data-testid="odds-back-1.2-21-0"]')!.disabled).toBe(true);
    expect([...page.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Cricket', 'Football', 'Horse Racing', 'Kabaddi league']);
  });

  it('is empty when there is nothing to list, and escapes as React does', () => {
    expect(homeFirstPaintHtml({ matches: [], sports, nowMs: now, t: i18next.t.bind(i18next) })).toBe('');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;');
  });
});
