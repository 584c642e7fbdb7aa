import { groupBySport } from './HomePage';
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
