// The exchange's catalog calls the sports pages read (spec §7.2), with the field names of §3.
// Visitors use the open endpoints; a signed-in player the combined ones (§6).
import { postApi } from './http';

/** One price level of a runner's book: decimal odds and the size available. */
export interface PriceLevel {
  price: number;
  size: number;
}

export interface Runner {
  selectionId?: number;
  selection_id?: number;
  runnerName?: string;
  selection_name?: string;
  /** ACTIVE or anything else (SUSPENDED, REMOVED...) */
  status?: string;
  ex?: { availableToBack?: PriceLevel[]; availableToLay?: PriceLevel[] };
  BackPrice1?: number;
  LayPrice1?: number;
  BackSize1?: number;
  LaySize1?: number;
}

export interface Market {
  market_id: string;
  match_id: number;
  match_name: string;
  match_date?: string;
  name?: string;
  market_name?: string;
  /** MATCH_ODDS, BOOKMAKER, others */
  market_type: string;
  status: string;
  inplay?: boolean;
  sport_id: number;
  series_name?: string | null;
  series_id?: number | null;
  runners?: Runner[];
  betDelay?: number;
  is_active?: number | boolean;
  bet_count?: number;
  has_tv_url?: boolean;
}

/** A row of a match list (homeMatchesOpen): the match and its main market's runners. */
export interface MatchListItem {
  id?: number;
  match_id: number;
  match_name: string;
  sport_id: number;
  series_id?: number | null;
  series_name?: string | null;
  match_date?: string;
  inplay?: boolean;
  /** the main (match odds) market, when the match has one */
  market_id: string | null;
  runners?: Runner[];
}

/** A fancy (session) line: No at LayPrice1 runs paying LaySize1 rate, Yes at BackPrice1 / BackSize1. */
export interface FancyItem {
  fancy_id: number;
  fancy_name: string;
  category?: number;
  GameStatus?: string | null;
  is_active: number | boolean;
  selection_id?: number;
  LayPrice1?: number;
  LaySize1?: number;
  BackPrice1?: number;
  BackSize1?: number;
  /** category 4: the extra lay price */
  LayPrice2?: number;
  LaySize2?: number;
}

export interface Sport {
  sport_id: number;
  name: string;
}

function list<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/** Matches for the home page (all sports), a sport, or a competition (series). */
export async function fetchMatches(filter: { sport_id?: number; series_id?: number }, signal?: AbortSignal): Promise<MatchListItem[]> {
  const reply = await postApi<unknown>('match/homeMatchesOpen', { ...filter, combine: true }, signal);
  return reply.status ? list<MatchListItem>(reply.data) : [];
}

export async function fetchSports(signal?: AbortSignal): Promise<Sport[]> {
  const reply = await postApi<unknown>('sport/getSports', {}, signal);
  return reply.status ? list<Sport>(reply.data) : [];
}

/** An event's markets: the open call for visitors, the combined call when signed in. */
export async function fetchMatchDetails(matchId: number, marketId: string | undefined, loggedIn: boolean, signal?: AbortSignal): Promise<Market[]> {
  const body = loggedIn ? { match_id: matchId, market_id: marketId, combine: true } : { match_id: matchId, market_id: marketId };
  const reply = await postApi<unknown>(loggedIn ? 'match/matchDetails' : 'match/matchDetailsOpen', body, signal);
  return reply.status ? list<Market>(reply.data) : [];
}

export async function fetchFancies(matchId: number, signal?: AbortSignal): Promise<FancyItem[]> {
  const reply = await postApi<unknown>('fancy/getFancies', { match_id: matchId, combine: true }, signal);
  return reply.status ? list<FancyItem>(reply.data) : [];
}
