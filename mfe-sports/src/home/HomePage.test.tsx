import { firstRows, groupBySport } from './HomePage';
import type { MatchListItem } from '../api/catalog';
import { wireMatch } from '../test-support/wire';

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
