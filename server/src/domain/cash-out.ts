// Cash-out on a 2-runner MATCH_ODDS market (spec §5): the hedge bet that makes the player's profit
// the same whichever runner wins, at the best prices available now.

import { oddsWinPaise } from '@khel/shared-kernel/betting';

export interface TwoRunnerPosition {
  /** the runner the hedge is placed on */
  selectionId: number;
  /** P&L if that runner wins */
  pnlIfWinsPaise: number;
  /** P&L if the other runner wins */
  pnlIfLosesPaise: number;
}

export interface HedgeBet {
  selectionId: number;
  isBack: boolean;
  price: number;
  stakePaise: number;
  /** the equalised P&L after the hedge (may differ by a paisa between outcomes from rounding) */
  lockedPnlPaise: number;
}

/**
 * `bestBackPrice` is the best price a back on the runner matches now (its best resting lay),
 * `bestLayPrice` the best price a lay matches (its best resting back); null when none rests.
 * Returns null when there is nothing to cash out: the two positions are equal in whole rupees,
 * or the side the hedge needs has no price.
 */
export function cashOutHedge(position: TwoRunnerPosition, bestBackPrice: number | null, bestLayPrice: number | null): HedgeBet | null {
  const { selectionId, pnlIfWinsPaise: win, pnlIfLosesPaise: lose } = position;
  if (Math.floor(win / 100) === Math.floor(lose / 100)) return null;
  if (win > lose) {
    // Lay the runner: win − s(q−100)/100 = lose + s  →  s = (win − lose)·100 / q
    if (bestLayPrice === null) return null;
    const stakePaise = Math.floor(((win - lose) * 100) / bestLayPrice);
    if (stakePaise <= 0) return null;
    return { selectionId, isBack: false, price: bestLayPrice, stakePaise, lockedPnlPaise: lose + stakePaise };
  }
  // Back the runner: win + s(p−100)/100 = lose − s  →  s = (lose − win)·100 / p
  if (bestBackPrice === null) return null;
  const stakePaise = Math.floor(((lose - win) * 100) / bestBackPrice);
  if (stakePaise <= 0) return null;
  return { selectionId, isBack: true, price: bestBackPrice, stakePaise, lockedPnlPaise: win + oddsWinPaise(stakePaise, bestBackPrice) };
}
