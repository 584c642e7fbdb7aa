// A bet as the player's lists and order stream show it (OpenBetWire): rupees and decimal odds, one
// mapping for the HTTP answers and the stream's order messages.
import type { OpenBetWire } from '@khel/shared-kernel/contract';
import { betAmounts } from '@khel/shared-kernel/betting';
import { paiseToRupees } from '../domain/money';
import type { BetRow } from '../exchange/bet-views';
import { reducedPrice } from '../exchange/core/reductions';

/**
 * The matched part's average price (hundredths, rounded down) and its profit and liability, fill by
 * fill. A settled bet on a race with non-runners: each fill at the price it settled at (the reduction
 * of the removals after it, exchange/core/reductions.ts).
 */
function matchedPart(b: BetRow): { pricePaise: number | null; profitPaise: number; liabilityPaise: number; reduced: boolean } {
  const removals = (b.removals ?? []).map(([selectionId, factorBps, removedAt]) => ({ selectionId: Number(selectionId), factorBps, removedAt: removedAt === null ? null : Math.floor(Number(removedAt)) }));
  const reduction = b.market_type === 'WIN' ? 'win' : b.market_type === 'PLACE' ? 'place' : null;
  const settledAt = (price: number, at: number) => (reduction && removals.length > 0 ? reducedPrice(price, Math.floor(at), reduction, removals) : price);
  const fills =
    b.kind === 'odds'
      ? (b.fills ?? []).map(([price, paise, at]) => [settledAt(Number(price), Number(at)), Number(paise), Number(price)] as const)
      : b.matched_paise > 0
        ? [[b.price, Number(b.matched_paise), b.price] as const]
        : [];
  let stake = 0;
  let weighted = 0;
  let profitPaise = 0;
  let liabilityPaise = 0;
  for (const [price, paise] of fills) {
    const amounts = betAmounts(b.kind, b.is_back, paise, price);
    stake += paise;
    weighted += price * paise;
    profitPaise += amounts.profitPaise;
    liabilityPaise += amounts.liabilityPaise;
  }
  return { pricePaise: stake > 0 ? Math.floor(weighted / stake) : null, profitPaise, liabilityPaise, reduced: fills.some(([price, , asMatched]) => price !== asMatched) };
}

export function betWire(b: BetRow): OpenBetWire {
  const isFancy = b.kind === 'fancy';
  const { profitPaise, liabilityPaise } = betAmounts(b.kind, b.is_back, b.stake_paise, b.price);
  const matched = matchedPart(b);
  return {
    bet_id: b.id,
    is_back: b.is_back ? 1 : 0,
    is_fancy: isFancy ? 1 : 0,
    event_type: isFancy ? 'fancy' : b.kind,
    market_name: isFancy ? (b.fancy_name ?? '') : (b.market_name ?? ''),
    match_name: b.match_name,
    selection_name: isFancy ? (b.fancy_name ?? '') : (b.selection_name ?? ''),
    // a settled bet a non-runner reduced: the price it settled at
    odds: isFancy ? (b.line ?? 0) : b.kind === 'odds' ? (matched.reduced ? matched.pricePaise! : b.price) / 100 : b.price,
    size: isFancy ? b.price : null,
    stack: paiseToRupees(b.stake_paise),
    matched: paiseToRupees(b.matched_paise),
    unmatched: paiseToRupees(b.unmatched_paise),
    liability: paiseToRupees(liabilityPaise),
    profit: paiseToRupees(profitPaise),
    matched_odds: matched.pricePaise === null ? null : isFancy ? (b.line ?? 0) : b.kind === 'odds' ? matched.pricePaise / 100 : matched.pricePaise,
    matched_profit: paiseToRupees(matched.profitPaise),
    matched_liability: paiseToRupees(matched.liabilityPaise),
    createdAt: (b.created_at instanceof Date ? b.created_at : new Date(b.created_at)).toISOString(),
    sport_id: b.sport_id,
    match_id: b.match_id,
    market_id: b.market_id,
    fancy_id: b.fancy_id,
    series_name: b.series_name,
    marketType: isFancy ? 'SESSION' : (b.market_type ?? ''),
    status: b.status,
    result: b.result,
    pnl: b.pnl_paise === null ? null : paiseToRupees(b.pnl_paise),
  };
}

