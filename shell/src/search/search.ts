// Event search (§2.8, §5): the list comes from match/getMatches (logged in) or match/matches
// (visitors); it runs past 2 characters as a case-insensitive substring of the match name.
import { api, type Envelope, type MatchWire } from '@khel/shared-kernel';

export const SEARCH_MIN_CHARS = 3;
export const CASINO_LIVE_SPORT_ID = 77777;
const RACING_PAGES: Readonly<Record<number, string>> = { 7: '/horse-racing', 4339: '/greyhound-racing' };

export type SearchEvent = Pick<MatchWire, 'match_id' | 'match_name' | 'sport_id'> & Partial<Pick<MatchWire, 'market_id' | 'id' | 'series_name' | 'match_date' | 'inplay'>>;

export async function fetchSearchList(loggedIn: boolean): Promise<SearchEvent[]> {
  const { data: body } = await api.post<Envelope<SearchEvent[]>>(loggedIn ? 'match/getMatches' : 'match/matches');
  return body.status && Array.isArray(body.data) ? body.data : [];
}

/** Matches for `query`, or null while the query is too short to search. */
export function searchEvents(events: readonly SearchEvent[], query: string): SearchEvent[] | null {
  const needle = query.trim().toLowerCase();
  if (needle.length < SEARCH_MIN_CHARS) return null;
  return events.filter((e) => e.match_name.toLowerCase().includes(needle));
}

/** Where a chosen result goes (§2.8): casino route for 77777, the racing page for racing, else the event page. */
export function targetOf(event: SearchEvent): { path: string; racing?: { matchId: number; marketId: string | null } } {
  if (event.sport_id === CASINO_LIVE_SPORT_ID) return { path: `/casino_live/${event.id ?? event.match_id}` };
  const racingPage = RACING_PAGES[event.sport_id];
  if (racingPage) return { path: racingPage, racing: { matchId: event.match_id, marketId: event.market_id ?? null } };
  return { path: `/event-page/${event.sport_id}/${event.match_id}${event.market_id ? `/${event.market_id}` : ''}` };
}
