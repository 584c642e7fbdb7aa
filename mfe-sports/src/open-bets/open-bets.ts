// Open bets (spec §3 "Open bet", §7.3): the list call, cancelling unmatched stakes, and the three
// mutually exclusive views of the Matched Bets list (Consolidated, Average Odds, Order By Date).
import { refreshOpenBets } from '@khel/shared-kernel';
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

export async function fetchOpenBets(signal?: AbortSignal, matchId?: number): Promise<OpenBet[]> {
  const search = matchId ? { match_id: matchId } : {};
  const reply = await postApi<unknown>('bet/openBets', { limit: OPEN_BETS_PAGE, page: 1, search }, signal);
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
  odds: number;
  stake: number;
  createdAt: string;
  betIds: number[];
}

const line = (bet: OpenBet): BetLine => ({
  key: String(bet.bet_id),
  isBack: bet.is_back === 1,
  isFancy: bet.is_fancy === 1,
  matchName: bet.match_name,
  marketName: bet.market_name,
  selectionName: bet.selection_name,
  odds: bet.odds,
  stake: matchedStake(bet),
  createdAt: bet.createdAt,
  betIds: [bet.bet_id],
});

/**
 * The Matched Bets list. Order By Date: every bet, newest first. Consolidated: bets on the same
 * selection, side and price added together. Average Odds: the same selection and side as one
 * line at the stake-weighted average price.
 */
export function matchedBetLines(bets: readonly OpenBet[], view: OpenBetsView): BetLine[] {
  const matched = bets.filter((b) => matchedStake(b) > 0);
  if (view === 'date') return matched.map(line).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const groups = new Map<string, BetLine & { weighted: number }>();
  for (const bet of matched) {
    const l = line(bet);
    const key = [bet.market_id ?? `f${bet.fancy_id}`, bet.selection_name, bet.is_back, view === 'consolidated' ? bet.odds : ''].join('|');
    const g = groups.get(key);
    if (!g) groups.set(key, { ...l, key, weighted: l.odds * l.stake });
    else {
      g.stake += l.stake;
      g.weighted += l.odds * l.stake;
      g.betIds.push(bet.bet_id);
      if (Date.parse(l.createdAt) > Date.parse(g.createdAt)) g.createdAt = l.createdAt;
    }
  }
  return [...groups.values()].map(({ weighted, ...g }) => ({
    ...g,
    odds: view === 'average' && g.stake > 0 ? Math.round((weighted / g.stake) * 100) / 100 : g.odds,
  }));
}

export function unmatchedBets(bets: readonly OpenBet[]): OpenBet[] {
  return bets.filter((b) => (b.unmatched ?? 0) > 0);
}
