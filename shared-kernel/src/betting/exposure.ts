// Exposure: the worst case a player can lose on a market (spec §3 position data, DESIGN §4).
// Odds and bookmaker markets: the profit or loss if each runner wins, counting matched stakes in
// full and unmatched stakes only where they hurt (they may still match). Fancy: the same over every
// possible run total (a run ladder). Integer paise throughout.

import { betAmounts, type MarketKind } from './profit';

export interface RunnerBet {
  selectionId: number;
  isBack: boolean;
  /** hundredths odds, or a percentage for bookmaker markets */
  price: number;
  matchedPaise: number;
  unmatchedPaise: number;
}

/** A bet's P&L on one outcome of a one-winner market. */
function pnlIfWinner(kind: MarketKind, bet: RunnerBet, stakePaise: number, winnerId: number): number {
  const { profitPaise, liabilityPaise } = betAmounts(kind, bet.isBack, stakePaise, bet.price);
  const betWins = (bet.selectionId === winnerId) === bet.isBack;
  return betWins ? profitPaise : -liabilityPaise;
}

/**
 * The player's P&L per runner if that runner wins. `withUnmatched` adds each unmatched stake's
 * loss (never its win) on every outcome: the position the exposure is taken from.
 */
export function runnerPositions(
  kind: MarketKind,
  bets: readonly RunnerBet[],
  selectionIds: readonly number[],
  withUnmatched = false,
): Map<number, number> {
  const positions = new Map<number, number>();
  for (const winnerId of selectionIds) {
    let pnl = 0;
    for (const bet of bets) {
      if (bet.matchedPaise > 0) pnl += pnlIfWinner(kind, bet, bet.matchedPaise, winnerId);
      if (withUnmatched && bet.unmatchedPaise > 0) pnl += Math.min(0, pnlIfWinner(kind, bet, bet.unmatchedPaise, winnerId));
    }
    positions.set(winnerId, pnl);
  }
  return positions;
}

/** Worst-case loss (≥ 0) over the runners, counting unmatched bets. */
export function marketExposurePaise(kind: MarketKind, bets: readonly RunnerBet[], selectionIds: readonly number[]): number {
  if (bets.length === 0) return 0;
  let worst = 0;
  for (const pnl of runnerPositions(kind, bets, selectionIds, true).values()) worst = Math.min(worst, pnl);
  return Math.max(0, -worst);
}

export interface FancyBet {
  /** Yes (back) or No (lay) */
  isBack: boolean;
  /** the run line: Yes wins when runs ≥ line, No wins when runs < line */
  line: number;
  /** rate, 100 = evens */
  rate: number;
  stakePaise: number;
}

export function fancyBetPnl(bet: FancyBet, runs: number): number {
  const { profitPaise, liabilityPaise } = betAmounts('fancy', bet.isBack, bet.stakePaise, bet.rate);
  const yesWins = runs >= bet.line;
  return yesWins === bet.isBack ? profitPaise : -liabilityPaise;
}

/** The run totals at which a set of fancy bets can change value: 0 and each line−1 and line. */
export function fancyRunLadder(bets: readonly FancyBet[]): number[] {
  const runs = new Set<number>([0]);
  for (const b of bets) {
    runs.add(Math.max(0, b.line - 1));
    runs.add(Math.max(0, b.line));
  }
  return [...runs].sort((a, b) => a - b);
}

/** P&L at each rung of the run ladder: what fancy/getRunTimeFancyPosition shows. */
export function fancyPositions(bets: readonly FancyBet[]): Array<{ runs: number; pnlPaise: number }> {
  return fancyRunLadder(bets).map((runs) => ({ runs, pnlPaise: bets.reduce((sum, b) => sum + fancyBetPnl(b, runs), 0) }));
}

/** Worst-case loss (≥ 0) on one fancy over every possible run total. */
export function fancyExposurePaise(bets: readonly FancyBet[]): number {
  if (bets.length === 0) return 0;
  let worst = 0;
  for (const { pnlPaise } of fancyPositions(bets)) worst = Math.min(worst, pnlPaise);
  return Math.max(0, -worst);
}
