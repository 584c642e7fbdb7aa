// Cancel and lapse: a player takes what is still unmatched out of the book (one bet, or every one
// on a market or everywhere); a market going in play, suspending or closing lapses its resting
// orders. The hold follows the exposure that is left.

import { invalid } from '../../domain/errors';
import type { OrderRow } from './books';
import type { Executed, ExchangeCommand, RemovedRunnerLapse } from './commands';
import type { CoreState } from './state';

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
 * the backer); unmatched backs on the others stand.
 */
export function lapsesOnRemoval(o: Pick<OrderRow, 'selectionId' | 'isBack'>, removed: RemovedRunnerLapse): boolean {
  return o.selectionId === removed.selectionId || (removed.otherLays && !o.isBack);
}

/**
 * Lapses the unmatched orders of a market and releases the exposure they held: when it goes in
 * play or suspends every order not kept, when it closes every order.
 */
export function lapse(core: CoreState, { marketId, reason, removed }: ExchangeCommand<'lapse'>): Executed<number> {
  const orders = core.books.ordersOf(marketId).filter((o) => (removed ? lapsesOnRemoval(o, removed) : reason === 'closed' || !o.keep));
  if (orders.length === 0) return { value: 0, players: new Set(), markets: new Set() };
  const players = new Set(orders.map((o) => o.userId));
  const positions = core.marketPositions(marketId);
  for (const order of orders) core.cancelOrder(positions, order, 'lapsed');
  for (const u of players) core.settleHold(positions, u);
  return { value: orders.length, players, markets: new Set([marketId]) };
}
