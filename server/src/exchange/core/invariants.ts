// The core's invariants that are checked as it runs (a broken one throws a plain Error, and the
// sequencer rebuilds the core from the database): here, a settlement's bets and the positions the
// core kept must tell the same story. The model test checks the rest after every command
// (money conserved, no crossed book, exposure equal to a recomputation, equal state hashes).

import type { MarketPositions } from './positions';

/** Each player's net from the settled bets equals their matched P&L in memory if the winner wins. */
export function assertSettlementAgrees(positions: MarketPositions, winnerId: number, bets: ReadonlyArray<{ userId: number; pnlPaise: number }>): void {
  if (!positions.has(winnerId)) return;
  const net = new Map<number, number>();
  for (const b of bets) net.set(b.userId, (net.get(b.userId) ?? 0) + b.pnlPaise);
  for (const [userId] of positions.entries()) if (!net.has(userId)) net.set(userId, 0);
  for (const [userId, pnl] of net) {
    const kept = positions.matchedPositions(userId).get(winnerId) ?? 0;
    if (kept !== pnl) throw new Error(`player ${userId}'s matched P&L on ${positions.marketId} is ${kept} in memory but ${pnl} from the bets`);
  }
}
