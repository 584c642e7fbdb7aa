import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import HomePage, { FIRST_SCREEN_ROWS, firstRows, groupBySport } from './HomePage';
import type { MatchListItem } from '../api/catalog';
import { wireMatch, wireRunner } from '../test-support/wire';
import { fakeServer } from '../test-support/fake-server';
import { VISITOR_POLL_MS } from '../polling/use-polling';
import { useShownCount } from '../market-rows/use-shown-count';

describe('home grouping', () => {
  it('groups matches by sport in menu order, in-play first', () => {
    const m = (match_id: number, sport_id: number, inplay: boolean, match_date: string) => (wireMatch({ match_id, sport_id, inplay, match_date, match_name: `M${match_id}`, market_id: null }));
    const groups = groupBySport({
      sports: [{ sport_id: 4, name: 'Cricket' }, { sport_id: 1, name: 'Football' }],
      matches: [m(1, 1, false, '2026-11-22T10:00:00Z'), m(2, 4, false, '2026-11-22T09:00:00Z'), m(3, 4, true, '2026-11-22T12:00:00Z'), m(4, 99, false, '2026-11-22T12:00:00Z')],
    });
    expect(groups.map((g) => [g.name, g.matches.map((x) => x.match_id)])).toEqual([
      ['Cricket', [3, 2]],
      ['Football', [1]],
      ['Sport 99', [4]],
    ]);
  });
});

describe('firstRows: the first screen of the home list', () => {
  const rows = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ match_id: from + i }) as unknown as MatchListItem);
  it('keeps whole groups while they fit, cuts the one that does not, drops the rest', () => {
    const groups = [{ id: 'a', matches: rows(5) }, { id: 'b', matches: rows(10, 5) }, { id: 'c', matches: rows(3, 15) }];
    const first = firstRows(groups, 12);
    expect(first.map((g) => [g.id, g.matches.length])).toEqual([['a', 5], ['b', 7]]);
    expect(first[1]!.matches[6]!.match_id).toBe(11);
    expect(firstRows(groups, 100)).toEqual(groups);
  });
});

describe('home page: the list in steps (issue #20)', () => {
  const match = (id: number, back: number) =>
    wireMatch({
      match_id: id, match_name: `Match ${id}`, sport_id: 4, market_id: `1.${id}`, match_date: new Date(Date.UTC(2026, 10, 23, 10, id)).toISOString(),
      runners: [
        wireRunner({ selectionId: 1, runnerName: 'Home', status: 'ACTIVE', ex: { availableToBack: [{ price: back, size: 10 }], availableToLay: [] } }),
        wireRunner({ selectionId: 2, runnerName: 'Away', status: 'ACTIVE', ex: { availableToBack: [{ price: 3, size: 10 }], availableToLay: [] } }),
      ],
    });
  // a visitor's home list (§7.2 getFreeHomeAllEvents): in play, then upcoming
  const answerWith = (back: number) => ({ body: { status: true, msg: '', data: { inplay: Array.from({ length: 10 }, (_, i) => match(i + 1, back)), upcoming: Array.from({ length: 30 }, (_, i) => match(i + 11, back)) } } });
  afterEach(() => jest.useRealTimers());
  // one step per frame (an animation frame, then a task); each act() lets React commit one
  const frame = () => act(() => jest.advanceTimersByTimeAsync(20));

  it("renders the first screen's rows first, then a dozen per frame until every row is there, and a late row shows the newest price", async () => {
    jest.useFakeTimers();
    // the second answer (the next poll) moves every match's price before the last rows render
    fakeServer({ getFreeHomeAllEvents: [answerWith(1.5), answerWith(1.6)] });
    render(<MemoryRouter><HomePage /></MemoryRouter>);
    await act(() => jest.advanceTimersByTimeAsync(0));
    const rows = () => document.querySelectorAll('[data-testid^="match-row-"]').length;
    expect(rows()).toBe(FIRST_SCREEN_ROWS);
    await frame();
    expect(rows()).toBe(FIRST_SCREEN_ROWS + 12);
    await frame();
    expect(rows()).toBe(FIRST_SCREEN_ROWS + 24);
    expect(screen.queryByTestId('match-row-40')).toBeNull();
    expect(screen.getByTestId('odds-back-1.1-1-0').textContent).toContain('1.5');
    // the next poll answers while the last rows are still to come
    await act(() => jest.advanceTimersByTimeAsync(VISITOR_POLL_MS));
    for (let i = 0; i < 3; i++) await frame();
    expect(rows()).toBe(40);
    expect(screen.getByTestId('odds-back-1.40-1-0').textContent).toContain('1.6');
    expect(screen.getByTestId('odds-back-1.1-1-0').textContent).toContain('1.6');
    expect(screen.getByTestId('match-list').querySelectorAll('.match-row')).toHaveLength(40);
  });

  it('steps a list of any length to its end (useShownCount)', async () => {
    jest.useFakeTimers();
    const seen: number[] = [];
    function Probe({ total }: { total: number }) {
      const shown = useShownCount(total, 3, 5);
      seen.push(shown);
      return <p data-testid="shown">{shown}</p>;
    }
    const { rerender } = render(<Probe total={2} />);
    expect(screen.getByTestId('shown').textContent).toBe('2');
    rerender(<Probe total={17} />);
    for (let i = 0; i < 6; i++) await act(() => jest.advanceTimersByTimeAsync(20));
    expect(screen.getByTestId('shown').textContent).toBe('17');
    // 3, then 8, 13, 17: never more than a step at a time
    expect([...new Set(seen)].filter((n) => n > 2)).toEqual([3, 8, 13, 17]);
  });
});
