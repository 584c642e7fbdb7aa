// A player's exposure across markets: the sum of each market's and each fancy's worst case
// (the per-market maths is in @khel/shared-kernel/betting, shared with the browser).
// A bet is refused when it would take available balance (cash − new exposure) below zero.

import { fancyExposurePaise, marketExposurePaise, type FancyBet, type MarketKind, type RunnerBet } from '@khel/shared-kernel/betting';

export interface MarketBets {
  kind: MarketKind;
  selectionIds: readonly number[];
  bets: readonly RunnerBet[];
}

export function totalExposurePaise(markets: readonly MarketBets[], fancies: ReadonlyArray<readonly FancyBet[]>): number {
  let total = 0;
  for (const m of markets) total += marketExposurePaise(m.kind, m.bets, m.selectionIds);
  for (const f of fancies) total += fancyExposurePaise(f);
  return total;
}

export interface ExposureChange {
  /** how much must move from cash to hold (negative: back to cash) */
  holdDeltaPaise: number;
  affordable: boolean;
}

/**
 * The hold change when one market's exposure goes from `beforePaise` to `afterPaise`; affordable
 * when the player's free cash covers an increase.
 */
export function exposureChange(cashPaise: number, beforePaise: number, afterPaise: number): ExposureChange {
  const holdDeltaPaise = afterPaise - beforePaise;
  return { holdDeltaPaise, affordable: holdDeltaPaise <= 0 || holdDeltaPaise <= cashPaise };
}

/** Max-profit rule: the best case on a market may not exceed the cap (default ₹5,00,000). */
export function bestCasePaise(positions: ReadonlyMap<number, number>): number {
  let best = 0;
  for (const pnl of positions.values()) best = Math.max(best, pnl);
  return best;
}
