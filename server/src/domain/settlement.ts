// Settlement maths: what each bet returns once a market has a result. Integer paise.
// Matched back/lay pairs net to zero (the same rounding prices both sides), so money is conserved.

import { betAmounts, fancyBetPnl, type FancyBet, type MarketKind } from '@khel/shared-kernel/betting';

export type BetResult = 'won' | 'lost' | 'void';

export interface SettleableBet {
  selectionId: number;
  isBack: boolean;
  price: number;
  matchedPaise: number;
}

export interface BetSettlement {
  result: BetResult;
  /** > 0 won, < 0 lost, 0 void or nothing matched */
  pnlPaise: number;
}

/**
 * A market's bet on its result: one winner (match odds, bookmaker, racing WIN) or several (a PLACE
 * market: each placed runner wins); `winnerId` null voids every bet.
 */
export function settleRunnerBet(kind: MarketKind, bet: SettleableBet, winnerId: number | readonly number[] | null): BetSettlement {
  const winners = winnerId === null ? [] : typeof winnerId === 'number' ? [winnerId] : winnerId;
  if (winners.length === 0 || bet.matchedPaise === 0) return { result: 'void', pnlPaise: 0 };
  const { profitPaise, liabilityPaise } = betAmounts(kind, bet.isBack, bet.matchedPaise, bet.price);
  const wins = winners.includes(bet.selectionId) === bet.isBack;
  return wins ? { result: 'won', pnlPaise: profitPaise } : { result: 'lost', pnlPaise: -liabilityPaise };
}

/** A fancy line: settled on the final runs; `runs` null voids (e.g. innings abandoned). */
export function settleFancyBet(bet: FancyBet, runs: number | null): BetSettlement {
  if (runs === null) return { result: 'void', pnlPaise: 0 };
  const pnl = fancyBetPnl(bet, runs);
  return { result: pnl > 0 ? 'won' : 'lost', pnlPaise: pnl };
}

/**
 * Commission on a player's net winnings on one market, in basis points of the win (a host setting,
 * default 0). Nothing is charged on a net loss.
 */
export function commissionPaise(netPnlPaise: number, commissionBps: number): number {
  if (netPnlPaise <= 0 || commissionBps <= 0) return 0;
  return Math.floor((netPnlPaise * commissionBps) / 10_000);
}
