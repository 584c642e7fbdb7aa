// The exchange's catalog calls the sports pages read (spec §7.2), with the field names of §3.
// Visitors use the open endpoints; a signed-in player the combined ones (§6).
import { useEffect } from 'react';
import { loadMenu, menu$ } from '@khel/shared-kernel';
import { useObservable } from '../bet-slip/use-observable';
import { isLoggedIn, postApi, sportsApi } from './http';
import { HOME_MATCHES_CALL, PLAYER_HOME_MATCHES_CALL } from '@khel/shared-kernel';

import type { FancyWire, MarketWire, MatchWire, MenuSportWire, PriceSizeWire, RunnerWire } from '@khel/shared-kernel/contract';

// The wire types are the contract's (shared-kernel/src/contract/sports.ts), the server's own.
export type PriceLevel = PriceSizeWire;
export type Runner = RunnerWire;
export type Market = MarketWire;
/** A row of a match list (homeMatchesOpen): the match and its main market's runners. */
export type MatchListItem = MatchWire;
/** A fancy (session) line: No at LayPrice1 runs paying LaySize1 rate, Yes at BackPrice1 / BackSize1. */
export type FancyItem = FancyWire;
/** A sport of the menu (sport/getSports), as far as the pages read it. */
export type Sport = Pick<MenuSportWire, 'sport_id' | 'name'>;

function list<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/** Matches of a sport (a competition: series_id; every sport: no filter): match/homeMatchesV2 logged in, match/homeMatchesOpen for a visitor (§7.2). */
export async function fetchMatches(filter: { sport_id?: number; series_id?: number }, signal?: AbortSignal): Promise<MatchListItem[]> {
  const reply = await postApi<unknown>(isLoggedIn() ? 'match/homeMatchesV2' : 'match/homeMatchesOpen', { ...filter, combine: true }, signal);
  return reply.status ? list<MatchListItem>(reply.data) : [];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The home page's matches, every sport, in play then upcoming: getHomeAllEvents logged in,
 * getFreeHomeAllEvents for a visitor (§7.2; the shell may have started the call before this remote loaded).
 */
export async function fetchHomeEvents(signal?: AbortSignal): Promise<MatchListItem[]> {
  const call = isLoggedIn() ? PLAYER_HOME_MATCHES_CALL : HOME_MATCHES_CALL;
  const reply = await postApi<unknown>(call.path, call.body, signal);
  if (!reply.status || !isRecord(reply.data)) return [];
  return [...list<MatchListItem>(reply.data.inplay), ...list<MatchListItem>(reply.data.upcoming)];
}

/**
 * The menu's sports (names and order), from the one sport/getSports call the page makes: the
 * shell asks it at start and this shares that request; empty until it answers.
 */
export function useMenuSports(): readonly Sport[] {
  const sports = useObservable(menu$, null);
  useEffect(() => void loadMenu(sportsApi()), []);
  return sports ?? NO_SPORTS;
}
const NO_SPORTS: readonly Sport[] = [];

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
