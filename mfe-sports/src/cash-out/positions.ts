// The player's position per runner (bet/getTeamPosition) and the cash-out rules (§5): only with
// open bets, exactly 2 runners, MATCH_ODDS, and not when both positions floor to the same value.
import type { CashOutQuoteWire, CashOutWire, TeamPositionWire } from '@khel/shared-kernel/contract';
import { betErrorText, getApi, postApi } from '../api/http';

/** market_id → selection_id → P&L in rupees if that runner wins */
export type Positions = Map<string, Map<number, number>>;


export async function fetchPositions(matchId: number, signal?: AbortSignal): Promise<Positions> {
  const reply = await postApi<unknown>('bet/getTeamPosition', { match_id: matchId }, signal);
  const positions: Positions = new Map();
  if (!reply.status || !Array.isArray(reply.data)) return positions;
  for (const market of reply.data as TeamPositionWire[]) {
    positions.set(market.market_id, new Map((market.runners ?? []).map((r) => [Number(r.selection_id), Number(r.user_pl)])));
  }
  return positions;
}

/** Open bets on a market show as a position with some non-zero value. */
export function hasPosition(position: Map<number, number> | undefined): boolean {
  return Boolean(position && [...position.values()].some((pl) => pl !== 0));
}

export function cashOutAllowed(market: { market_type: string; runners?: unknown[] }, position: Map<number, number> | undefined): boolean {
  if (market.market_type !== 'MATCH_ODDS' || (market.runners?.length ?? 0) !== 2 || !hasPosition(position)) return false;
  const [a, b] = [...position!.values()];
  return a !== undefined && b !== undefined && Math.floor(a) !== Math.floor(b);
}

// i18n keys of the §4.5 cash-out texts.
export const CASH_OUT_QUESTION = 'sportsBets.cashOutQuestion';
export const CASH_OUT_SUCCESS = 'sportsBets.cashOutSuccess';

export type CashOutQuoteOutcome = { ok: true; quote: CashOutQuoteWire } | { ok: false; message: string };

/** What a cash-out would do now (exchange/order/cashoutQuote): the amount and the worst price to accept. */
export async function fetchCashOutQuote(marketId: string): Promise<CashOutQuoteOutcome> {
  try {
    const reply = await getApi<CashOutQuoteWire>('exchange/order/cashoutQuote', { marketId });
    return reply.status && reply.data ? { ok: true, quote: reply.data } : { ok: false, message: betErrorText(reply) };
  } catch {
    return { ok: false, message: betErrorText(null) };
  }
}

/** A cash-out done whole (`complete`), in part (the runners still differ by `remaining`), or refused. */
export type CashOutOutcome = { ok: true; complete: boolean; amount: number; remaining: number } | { ok: false; message: string };

/** Cashes out with the worst price the player accepted in the dialog. */
export async function cashOut(marketId: string, worstPrice: number): Promise<CashOutOutcome> {
  try {
    const reply = await getApi<CashOutWire>('exchange/order/cashout', { marketId, worstPrice: worstPrice.toFixed(2) });
    if (!reply.status || !reply.data) return { ok: false, message: betErrorText(reply) };
    return { ok: true, complete: reply.data.complete === true, amount: Number(reply.data.amount), remaining: Number(reply.data.remaining) };
  } catch {
    return { ok: false, message: betErrorText(null) };
  }
}

/** fancy_id → the player's liability on it; a fancy is listed once the player has bets on it. */
export async function fetchFancyLiabilities(matchId: number, signal?: AbortSignal): Promise<Map<number, number>> {
  const reply = await postApi<unknown>('bet/getFancyLiability', { match_id: matchId }, signal);
  const out = new Map<number, number>();
  if (!reply.status || typeof reply.data !== 'object' || reply.data === null) return out;
  for (const [id, liability] of Object.entries(reply.data as Record<string, unknown>)) out.set(Number(id), Number(liability));
  return out;
}

export interface RunLadderRung {
  run: number;
  user_pl: number;
}

/** The fancy run ladder (fancy/getRunTimeFancyPosition): P&L at each run total where it changes. */
export async function fetchRunLadder(fancyId: number): Promise<RunLadderRung[]> {
  const reply = await postApi<unknown>('fancy/getRunTimeFancyPosition', { fancy_id: fancyId });
  const ladder = reply.status && typeof reply.data === 'object' && reply.data !== null ? (reply.data as { ladder?: unknown }).ladder : null;
  return Array.isArray(ladder) ? (ladder as RunLadderRung[]) : [];
}
