// Cash-out on a 2-runner MATCH_ODDS market (spec §5): the hedge that makes the player's profit the
// same whichever runner wins, taken from the book level by level (best price first) until the two
// outcomes are equal, never past the worst price the player accepted. When the book runs out
// within that bound the plan says so: it is partial, and it tells how far apart the outcomes stay.

import { oddsWinPaise } from '@khel/shared-kernel/betting';

export interface TwoRunnerPosition {
  /** the runner the hedge is placed on */
  selectionId: number;
  /** P&L if that runner wins */
  pnlIfWinsPaise: number;
  /** P&L if the other runner wins */
  pnlIfLosesPaise: number;
}

/** One price level a hedge can take: the price it matches at and the backer's stake resting there. */
export interface HedgeLevel {
  price: number;
  sizePaise: number;
}

/** What a new order on the hedge runner can match now, best price first (the book's two sides). */
export interface HedgeBook {
  /** resting lays, highest first: what a back matches */
  toBack: readonly HedgeLevel[];
  /** resting backs, lowest first: what a lay matches */
  toLay: readonly HedgeLevel[];
}

export interface CashOutPlan {
  selectionId: number;
  isBack: boolean;
  /** the stake taken at each level, best price first */
  legs: HedgeLevel[];
  /** the whole hedge: one order of this stake with `limitPrice` as its price matches exactly `legs` */
  stakePaise: number;
  /** the worst price the legs reach */
  limitPrice: number;
  /** P&L if the hedge runner wins / loses, after the hedge */
  pnlIfWinsPaise: number;
  pnlIfLosesPaise: number;
  /** the P&L the cash-out locks in: the smaller of the two outcomes */
  lockedPnlPaise: number;
  /** true when the outcomes are equalised (to the rounding of a stake); false when the book ran out */
  complete: boolean;
  /** how far apart the two outcomes stay (when complete: the rounding of whole-paise stakes, at most a few paise) */
  remainingPaise: number;
}

/** the most levels one cash-out walks (a bound on the loop; the ladder has a few hundred rungs) */
export const MAX_HEDGE_LEVELS = 50;

/** Is `price` within the player's bound? A back hedge wants high prices, a lay hedge low ones. */
export const withinBound = (isBack: boolean, price: number, worstPrice: number | null): boolean =>
  worstPrice === null || (isBack ? price >= worstPrice : price <= worstPrice);

/**
 * Plans the hedge. Returns null when there is nothing to cash out: the two outcomes are equal in
 * whole rupees, or no level within the bound can take any of the hedge.
 *
 * Taking stake s at price p moves the gap between the outcomes by s + oddsWin(s, p) (a back raises
 * the runner's win by its profit and lowers the other by its stake; a lay the reverse), so each
 * level takes floor(gap·100 / p) or all it has, whichever is less.
 */
export function cashOutPlan(position: TwoRunnerPosition, book: HedgeBook, worstPrice: number | null): CashOutPlan | null {
  const { selectionId, pnlIfWinsPaise: win, pnlIfLosesPaise: lose } = position;
  if (Math.floor(win / 100) === Math.floor(lose / 100)) return null;
  // Long on the runner (it pays more if it wins): lay it; short: back it.
  const isBack = win < lose;
  let gap = Math.abs(win - lose);
  const legs: HedgeLevel[] = [];
  let complete = false;
  for (const level of (isBack ? book.toBack : book.toLay).slice(0, MAX_HEDGE_LEVELS)) {
    if (!withinBound(isBack, level.price, worstPrice) || level.sizePaise <= 0) break;
    const wanted = Math.floor((gap * 100) / level.price);
    const stakePaise = Math.min(wanted, level.sizePaise);
    if (stakePaise > 0) {
      legs.push({ price: level.price, sizePaise: stakePaise });
      gap -= stakePaise + oddsWinPaise(stakePaise, level.price);
    }
    if (wanted <= level.sizePaise) {
      complete = true;
      break;
    }
  }
  if (legs.length === 0) return null;
  let afterWin = win;
  let afterLose = lose;
  for (const leg of legs) {
    const profit = oddsWinPaise(leg.sizePaise, leg.price);
    if (isBack) {
      afterWin += profit;
      afterLose -= leg.sizePaise;
    } else {
      afterWin -= profit;
      afterLose += leg.sizePaise;
    }
  }
  return {
    selectionId,
    isBack,
    legs,
    stakePaise: legs.reduce((sum, leg) => sum + leg.sizePaise, 0),
    limitPrice: legs[legs.length - 1]!.price,
    pnlIfWinsPaise: afterWin,
    pnlIfLosesPaise: afterLose,
    lockedPnlPaise: Math.min(afterWin, afterLose),
    complete,
    remainingPaise: Math.abs(afterWin - afterLose),
  };
}
