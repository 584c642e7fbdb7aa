import { searchEvents, targetOf, type SearchEvent } from './search';

const events: SearchEvent[] = [
  { match_id: 1, match_name: 'India v Australia', sport_id: 4, market_id: '1.101' },
  { match_id: 2, match_name: 'Arsenal v Chelsea', sport_id: 1 },
  { match_id: 3, match_name: 'Ascot 14:30', sport_id: 7, market_id: '1.303' },
  { match_id: 4, match_name: 'Teen Patti', sport_id: 77777, id: 44 },
];

describe('event search (§2.8, §5)', () => {
  it('does not run for 2 characters or fewer', () => {
    expect(searchEvents(events, 'in')).toBeNull();
    expect(searchEvents(events, '  as ')).toBeNull();
  });

  it('finds a case-insensitive substring of the match name', () => {
    expect(searchEvents(events, 'AUSTRAL')!.map((e) => e.match_id)).toEqual([1]);
    expect(searchEvents(events, ' a v ')!.map((e) => e.match_id)).toEqual([1]);
    expect(searchEvents(events, 'ASC')!.map((e) => e.match_id)).toEqual([3]);
    expect(searchEvents(events, 'zzz')).toEqual([]);
  });

  it('routes casino, racing and other results', () => {
    expect(targetOf(events[0]!).path).toBe('/event-page/4/1/1.101');
    expect(targetOf(events[1]!).path).toBe('/event-page/1/2');
    expect(targetOf(events[2]!)).toEqual({ path: '/horse-racing', racing: { matchId: 3, marketId: '1.303' } });
    expect(targetOf(events[3]!).path).toBe('/casino_live/44');
  });
});
