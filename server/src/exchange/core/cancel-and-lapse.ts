// Cancel and lapse: a player takes what is still unmatched out of the book (one bet, or every one
// on a market or everywhere); a market going in play, suspending or closing lapses its resting
// orders. The hold follows the exposure that is left.

import { invalid } from '../../domain/errors';
import type { OrderRow } from './books';
import type { MarketPositions } from './positions';
import { keptLayPrice, type Reduction } from './reductions';
import type { Executed, ExchangeCommand, RemovedRunnerLapse } from './commands';
import { NON_RUNNER_MEMO } from './settle-and-void';
import { pieceOf, type CoreState } from './state';

/** cancelUnmatchedBet: takes what is still unmatched out of the book. */
export function cancel(core: CoreState, { userId, betId }: ExchangeCommand<'cancel'>): Executed<{ cancelledPaise: number }> {
  const row = core.books.order(betId); // it may have matched or lapsed in the queue
  if (!row || row.userId !== userId) throw invalid('This bet has no unmatched stake to cancel');
  const positions = core.marketPositions(row.marketId);
  const cancelledPaise = core.cancelOrder(positions, row, 'cancelled');
  core.settleHold(positions, userId);
  return { value: { cancelledPaise }, players: new Set([userId]), markets: new Set([row.marketId]) };
}

/** cancelUnmatchedBetAll: every unmatched bet of the player on a market (or everywhere). */
export function cancelAll(core: CoreState, { userId, marketId }: ExchangeCommand<'cancelAll'>): Executed<{ cancelledBets: number }> {
  const orders = core.books.ordersOfPlayer(userId, marketId);
  const touched = new Set<string>();
  for (const order of orders) {
    core.cancelOrder(core.marketPositions(order.marketId), order, 'cancelled');
    touched.add(order.marketId);
  }
  for (const m of touched) core.settleHold(core.marketPositions(m), userId);
  return { value: { cancelledBets: orders.length }, players: new Set([userId]), markets: touched };
}

/**
 * A runner removed (a non-runner): its unmatched orders lapse, kept or not, and with a material
 * reduction factor every unmatched lay on the other runners too (its price is now too generous to
 * the backer), but for a lay kept in play ('keep'), which stands at its reduced price (`keptLays`);
 * unmatched backs on the others stand.
 */
export function lapsesOnRemoval(o: Pick<OrderRow, 'selectionId' | 'isBack' | 'keep'>, removed: RemovedRunnerLapse, reduction: Reduction | null): boolean {
  return o.selectionId === removed.selectionId || (removed.otherLays && !o.isBack && !(o.keep && reduction !== null));
}

/** The kept lays on the other runners a material removal reprices (Betfair's rule for 'keep' lays: reductions.ts). */
function keptLays(orders: readonly OrderRow[], removed: RemovedRunnerLapse, reduction: Reduction | null): OrderRow[] {
  return reduction === null || !removed.otherLays ? [] : orders.filter((o) => o.selectionId !== removed.selectionId && !o.isBack && o.keep);
}

/** Moves kept lays to their reduced price: the unmatched stake the positions count follows, and each runner's book is formed again (arrival order). */
function reprice(core: CoreState, positions: MarketPositions, orders: readonly OrderRow[], reduction: Reduction, removed: RemovedRunnerLapse): void {
  const runners = new Set<number>();
  for (const o of orders) {
    const price = keptLayPrice(o.price, reduction, { factorBps: removed.factorBps ?? null });
    if (price === o.price) continue;
    positions.addUnmatched(o.userId, pieceOf(o, o.unmatchedPaise), -1);
    o.price = price;
    positions.addUnmatched(o.userId, pieceOf(o, o.unmatchedPaise), 1);
    core.batch.repriceBet(o);
    runners.add(o.selectionId);
  }
  for (const selectionId of runners) core.books.reform(positions.marketId, selectionId);
}

/**
 * Lapses the unmatched orders of a market and releases the exposure they held: when it goes in
 * play or suspends every order not kept, when it closes every order. A removed runner's lapse
 * (`removed`) also takes the runner out of every position on the market (positions.ts: its bets
 * void, the fills before it reduced, the worst case over the runners left) and moves each player's
 * hold to that exposure, in the same batch (positions read after the removal know it already: the
 * holds still follow it).
 */
export function lapse(core: CoreState, { marketId, reason, removed }: ExchangeCommand<'lapse'>): Executed<number> {
  const resting = core.books.ordersOf(marketId);
  const reduction = removed ? (core.positionsOf(marketId)?.reduction ?? null) : null;
  const orders = resting.filter((o) => (removed ? lapsesOnRemoval(o, removed, reduction) : reason === 'closed' || !o.keep));
  const kept = removed ? keptLays(resting, removed, reduction) : [];
  // a removal on a market settled already (its positions gone) has nothing to move
  const positions = orders.length + kept.length > 0 ? core.marketPositions(marketId) : removed ? core.positionsOf(marketId) : undefined;
  if (!positions) return { value: 0, players: new Set(), markets: new Set() };
  const players = new Set(orders.map((o) => o.userId));
  for (const order of orders) core.cancelOrder(positions, order, 'lapsed');
  if (removed) {
    if (kept.length > 0) reprice(core, positions, kept, reduction!, removed);
    positions.remove({ selectionId: removed.selectionId, factorBps: removed.factorBps ?? null, removedAt: removed.removedAt ?? null });
    // every player with a position: their hold follows the removal (their balance changes); one whose
    // bets are all on removed runners has it back as 'Void: Non-runner'
    for (const [u] of [...positions.entries()].sort((a, b) => a[0] - b[0])) {
      if (core.settleHold(positions, u, positions.onlyOnRemoved(u) ? NON_RUNNER_MEMO : null)) players.add(u);
    }
  } else {
    for (const u of players) core.settleHold(positions, u);
  }
  return { value: orders.length, players, markets: orders.length > 0 || removed ? new Set([marketId]) : new Set() };
}
