// Open bets (spec §3 "Open bet", §7.3): the list call, cancelling unmatched stakes, and the three
// mutually exclusive views of the Matched Bets list (Consolidated, Average Odds, Order By Date).
import { paiseToRupees, refreshOpenBets, rupeesToPaise } from '@khel/shared-kernel';
import type { OpenBetWire } from '@khel/shared-kernel/contract';
import { postApi, sportsApi } from '../api/http';

/** An open bet as bet/openBets lists it (the contract's type). */
export type OpenBet = OpenBetWire;

/** §9 open and unmatched list page size. */
export const OPEN_BETS_PAGE = 100;
// i18n keys of the §8 empty states.
export const NO_MATCHED_BETS = 'sportsBets.noMatched';
export const LOGIN_FOR_OPEN_BETS = 'sportsBets.loginToSee';

export type OpenBetsView = 'consolidated' | 'average' | 'date';

let inFlight: Promise<unknown> | null = null;
/** the request on its way was started in this task (so after anything that landed before it) */
let startedNow = false;
let trailing: Promise<unknown> | null = null;

function startRefresh(): Promise<unknown> {
  startedNow = true;
  setTimeout(() => (startedNow = false), 0);
  const request = refreshOpenBets(sportsApi()).finally(() => {
    if (inFlight === request) inFlight = null;
  });
  inFlight = request;
  return request;
}

/**
 * Asks the kernel's open-bets bus again (the list shown in the right panel, the event page's
 * ladders). The panel and the event page both ask after a bet, in the same task: they share one
 * request. A request already on its way from before may miss the bet, so asking then queues one
 * more after it (at most one, shared by everyone who asks meanwhile).
 */
export function refreshSharedOpenBets(): Promise<unknown> {
  if (!inFlight) return startRefresh();
  if (startedNow) return inFlight;
  const after = () => {
    trailing = null;
    return startRefresh();
  };
  trailing ??= inFlight.then(after, after);
  return trailing;
}

/** A date range of the Open Bets page ('YYYY-MM-DD' each, '' for no bound: the server reads it so). */
export interface BetDates {
  from: string;
  to: string;
}

/** The first day after `day` ('YYYY-MM-DD'): a range's end is the end of its last day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** §7.3 POST bet/openBets {limit, page, search{match_id}, from_date, to_date}. */
export async function fetchOpenBets(signal?: AbortSignal, matchId?: number, dates: BetDates = { from: '', to: '' }): Promise<OpenBet[]> {
  const search = matchId ? { match_id: matchId } : {};
  const body = { limit: OPEN_BETS_PAGE, page: 1, search, from_date: dates.from, to_date: dates.to ? dayAfter(dates.to) : '' };
  const reply = await postApi<unknown>('bet/openBets', body, signal);
  return reply.status && Array.isArray(reply.data) ? (reply.data as OpenBet[]) : [];
}

/** §7.3 POST /bet/unmatchedBets: the player's bets with an unmatched part, of one match. */
export async function fetchUnmatchedBets(matchId: number, signal?: AbortSignal): Promise<OpenBet[]> {
  const reply = await postApi<unknown>('bet/unmatchedBets', { limit: OPEN_BETS_PAGE, page: 1, search: { match_id: matchId } }, signal);
  return reply.status && Array.isArray(reply.data) ? (reply.data as OpenBet[]) : [];
}

export async function cancelUnmatchedBet(betId: number): Promise<{ ok: boolean; message: string }> {
  const reply = await postApi<unknown>('bet/cancelUnmatchedBet', { bet_id: betId });
  return { ok: reply.status, message: reply.msg };
}

export async function cancelAllUnmatched(marketId: string): Promise<{ ok: boolean; message: string }> {
  const reply = await postApi<unknown>('bet/cancelUnmatchedBetAll', { market_id: marketId });
  return { ok: reply.status, message: reply.msg };
}

/** The matched part of a bet (older servers send only `stack`). */
export function matchedStake(bet: OpenBet): number {
  return bet.matched ?? bet.stack;
}

export interface BetLine {
  key: string;
  isBack: boolean;
  isFancy: boolean;
  matchName: string;
  marketName: string;
  selectionName: string;
  /** the price matched at (stake-weighted average over fills and, in the grouped views, bets) */
  odds: number;
  /** the price asked, when it differs from the matched price (null: the same, or several) */
  askedOdds: number | null;
  stake: number;
  /** of the matched part: what it wins and what it risks */
  profit: number;
  liability: number;
  createdAt: string;
  betIds: number[];
}

/** rupees to 2 places, so sums of rupee amounts do not drift */
const cents = (rupees: number) => paiseToRupees(rupeesToPaise(rupees));

const line = (bet: OpenBet): BetLine => {
  const odds = bet.matched_odds ?? bet.odds;
  const stake = matchedStake(bet);
  // an older server sends no matched figures: the whole bet's, scaled to its matched part
  const part = bet.stack > 0 ? stake / bet.stack : 0;
  return {
    key: String(bet.bet_id),
    isBack: bet.is_back === 1,
    isFancy: bet.is_fancy === 1,
    matchName: bet.match_name,
    marketName: bet.market_name,
    selectionName: bet.selection_name,
    odds,
    askedOdds: bet.odds !== odds ? bet.odds : null,
    stake,
    profit: bet.matched_profit ?? cents(bet.profit * part),
    liability: bet.matched_liability ?? cents(bet.liability * part),
    createdAt: bet.createdAt,
    betIds: [bet.bet_id],
  };
};

/**
 * The Matched Bets list. Order By Date: every bet, newest first. Consolidated: bets on the same
 * selection and side matched at the same price added together. Average Odds: the same selection
 * and side as one line at the stake-weighted average matched price.
 */
export function matchedBetLines(bets: readonly OpenBet[], view: OpenBetsView): BetLine[] {
  const matched = bets.filter((b) => matchedStake(b) > 0);
  if (view === 'date') return matched.map(line).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const groups = new Map<string, BetLine & { weighted: number; asked: Set<number> }>();
  for (const bet of matched) {
    const l = line(bet);
    const key = [bet.market_id ?? `f${bet.fancy_id}`, bet.selection_name, bet.is_back, view === 'consolidated' ? l.odds : ''].join('|');
    const g = groups.get(key);
    if (!g) groups.set(key, { ...l, key, weighted: l.odds * l.stake, asked: new Set([bet.odds]) });
    else {
      g.stake = cents(g.stake + l.stake);
      g.profit = cents(g.profit + l.profit);
      g.liability = cents(g.liability + l.liability);
      g.weighted += l.odds * l.stake;
      g.asked.add(bet.odds);
      g.betIds.push(bet.bet_id);
      if (Date.parse(l.createdAt) > Date.parse(g.createdAt)) g.createdAt = l.createdAt;
    }
  }
  return [...groups.values()].map(({ weighted, asked, ...g }) => {
    const odds = view === 'average' && g.stake > 0 ? Math.round((weighted / g.stake) * 100) / 100 : g.odds;
    const only = asked.size === 1 ? [...asked][0]! : null;
    return { ...g, odds, askedOdds: only !== null && only !== odds ? only : null };
  });
}

export function unmatchedBets(bets: readonly OpenBet[]): OpenBet[] {
  return bets.filter((b) => (b.unmatched ?? 0) > 0);
}
