// What the left sidebar lists on sport, competition, event and racing pages (§2.4, §7.2).
// Failures are logged only (§8) and leave the list empty.
import { api, type Envelope, type MatchWire, type RacingMarketWire, type SeriesWire } from '@khel/shared-kernel';

async function listOf<T>(url: string, body: object): Promise<T[]> {
  try {
    const { data } = await api.post<Envelope<T[]>>(url, body);
    return data.status && Array.isArray(data.data) ? data.data : [];
  } catch (err) {
    console.warn(`${url} failed`, err);
    return [];
  }
}

export const fetchCompetitions = (sportId: number) => listOf<SeriesWire>('series/series', { sport_id: sportId });
/** A sport's matches: match/homeMatchesV2 logged in, match/homeMatchesOpen for a visitor (§7.2). */
export const fetchSportMatches = (sportId: number, loggedIn: boolean) =>
  listOf<MatchWire>(loggedIn ? 'match/homeMatchesV2' : 'match/homeMatchesOpen', { sport_id: sportId, combine: true });
export const fetchRaces = (sportId: number, loggedIn: boolean) =>
  listOf<RacingMarketWire>(loggedIn ? 'market/allRacingMarkets' : 'market/allRacingMarketsOpen', { sport_id: sportId });

export const competitionPath = (s: SeriesWire) => `/competition-detail-page/${encodeURIComponent(s.series_name)}/${s.sport_id}/${s.series_id}`;
export const matchPath = (m: MatchWire) => `/event-page/${m.sport_id}/${m.match_id}${m.market_id ? `/${m.market_id}` : ''}`;
/** 'Ascot (GB)' */
export const venueLabel = (r: RacingMarketWire) => `${r.venue ?? r.market_name}${r.country_code ? ` (${r.country_code})` : ''}`;
