// Submitting the slip (spec §7.3): saveBet for odds and bookmaker markets, saveFancyBet for
// sessions, saveHrBet for racing (one runner, or the combined market's runners with the stake split).
// Odds go on the wire as decimal odds, stakes as whole rupees.
import { hrBetItems, type SaveBetRequest, type SaveFancyBetRequest, type SaveHrBetItem, type SlipSelection } from '@khel/shared-kernel';
import { betErrorText, postApi } from '../api/http';
import { sayNow } from '../i18n/say';

/** `keep`: a refusal the player can act on (a line suspended during the delay, a balance short): the slip keeps the selection. */
export type PlaceBetOutcome = { ok: true; message: string } | { ok: false; message: string; keep?: boolean };

/** The server's codes of refusals that keep the selection, and the message each is said with (an i18n key, or the server's own). */
const KEPT_REFUSALS: Record<string, string | null> = { suspended_in_delay: 'sportsSlip.suspendedInDelay', insufficient_funds: null };
const INSUFFICIENT_BALANCE = 'Insufficient balance';

/** A refusal as the slip tells it: said in the player's language where it is one of ours, and whether the selection stays. */
export function refusalOf(reply: unknown): { ok: false; message: string; keep?: true } {
  const r = (reply ?? {}) as { code?: unknown; msg?: unknown };
  const code = typeof r.code === 'string' && r.code in KEPT_REFUSALS ? r.code : r.msg === INSUFFICIENT_BALANCE ? 'insufficient_funds' : null;
  const key = code ? KEPT_REFUSALS[code] : null;
  return { ok: false, message: key ? sayNow(key) : betErrorText(reply), ...(code ? { keep: true as const } : {}) };
}

/** What the slip sends: the server's request schemas' types, as the slip fills them (JSON numbers, 1/0). */
export type SaveBetBody = SaveBetRequest & { is_back: 0 | 1; odds: number; selection_id: number; stack: number };
export type SaveFancyBetBody = SaveFancyBetRequest & { is_back: 0 | 1; fancy_id: number; run: number; size: number; stack: number };

/** The wire body for a slip: odds as decimals (hundredths / 100), bookmaker as its percentage. */
export function betRequest(selection: SlipSelection, price: number, stake: number): { path: string; body: SaveBetBody | SaveFancyBetBody } {
  const isBack = selection.isBack ? 1 : 0;
  if (selection.kind === 'fancy') {
    return { path: 'bet/saveFancyBet', body: { is_back: isBack, fancy_id: selection.fancyId ?? 0, run: selection.line ?? 0, size: price, stack: stake } };
  }
  const odds = selection.kind === 'odds' ? price / 100 : price;
  return { path: 'bet/saveBet', body: { is_back: isBack, market_id: selection.marketId, odds, selection_id: selection.selectionId, stack: stake } };
}

/** A racing slip's request (the racing remote puts isHrBet selections on the shared slip), or why not. */
export function hrBetRequest(selection: SlipSelection, price: number, stake: number): { path: string; body: SaveHrBetItem[] } | { problem: string } {
  const built = hrBetItems(selection, price, stake);
  return built.ok ? { path: 'bet/saveHrBet', body: built.items } : { problem: 'racing.stakeTooSmall' };
}

export async function placeBet(selection: SlipSelection, price: number, stake: number): Promise<PlaceBetOutcome> {
  const request = selection.isHrBet ? hrBetRequest(selection, price, stake) : betRequest(selection, price, stake);
  if ('problem' in request) return { ok: false, message: sayNow(request.problem) };
  const { path, body } = request;
  try {
    const reply = await postApi<unknown>(path, body);
    if (reply.status) return { ok: true, message: reply.msg || sayNow('sportsSlip.betPlaced') };
    return refusalOf(reply);
  } catch {
    return { ok: false, message: betErrorText(null) };
  }
}
