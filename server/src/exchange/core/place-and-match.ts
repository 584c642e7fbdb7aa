// Place and match: a placement on an odds or bookmaker market (one bet, or a combined racing bet's
// legs, all or nothing), every check before anything changes, and an exchange order matched
// against its runner's book (price-time priority, the resting price is the matched price).

import { betAmounts } from '@khel/shared-kernel/betting';
import { insufficientFunds, invalid } from '../../domain/errors';
import { FULL_SHARE_BPS } from '../../domain/order-book';
import { assertBookmakerQuotes, takeBookmakerBet } from './bookmaker';
import type { BetOrder, Executed, ExchangeCommand, PlacedBet } from './commands';
import type { MarketPositions } from './positions';
import { pieceOf, type CoreState } from './state';

/**
 * The bets of one placement: every check first, then the books, positions and holds change and
 * the rows are recorded. Several bets (a combined racing bet) are all or nothing.
 */
export function place(core: CoreState, c: ExchangeCommand<'place'>, now: number): Executed<PlacedBet[]> {
  const { userId, kind, marketId, bets } = c;
  const replays = bets.map((b) => core.replayed(userId, b.clientRef));
  const fresh = bets.filter((_, i) => !replays[i]);
  if (fresh.length === 0) return { value: replays.flatMap((r) => (r ? [r] : [])), players: new Set(), markets: new Set() };

  if (core.settledMarkets.has(marketId)) throw invalid('Market is closed');
  if (core.suspendedMarkets.has(marketId)) throw invalid('Market is suspended');
  const positions = core.marketPositions(marketId);
  if (fresh.some((b) => !positions.has(b.selectionId))) throw invalid('Selection not found in this market');
  if (kind === 'bookmaker') assertBookmakerQuotes(core, marketId, fresh);
  const pieces = fresh.map((b) => pieceOf(b, b.stakePaise));
  fresh.forEach((b, i) => {
    if (b.isCashOut || b.houseOrder) return;
    if (positions.bestCaseWithMatched(userId, pieces.slice(0, i + 1)) > c.maxProfitPaise) throw invalid('Max profit limit exceeded for this market');
  });
  // The exposure with the whole stake unmatched is the most an order can need (matching never
  // raises it): the player's cash must cover that before anything moves.
  const increase = positions.exposureWith(userId, pieces, kind === 'bookmaker') - positions.player(userId).heldPaise;
  if (increase > 0 && increase > core.cashNow(userId)) throw insufficientFunds();
  core.assertWithinLossLimit(userId, c.lossRoom, fresh.reduce((sum, b) => sum + betAmounts(kind, b.isBack, b.stakePaise, b.price).liabilityPaise, 0));
  if (core.ids.length < fresh.length) throw new Error('no bet id was reserved for this placement');

  const players = new Set<number>([userId]);
  const placed = fresh.map((b) => (kind === 'odds' ? matchOrder(core, positions, userId, b, players, now, b.houseShareBps) : takeBookmakerBet(core, positions, userId, b, now)));
  for (const u of players) core.settleHold(positions, u);
  let next = 0;
  return { value: replays.map((r) => r ?? placed[next++]!), players, markets: new Set([marketId]) };
}


/**
 * An exchange order against its runner's book: what matches fills, the rest rests (or is cancelled
 * when immediate-or-cancel). A player's order takes at most `houseShareBps` (their host's liquidity
 * factor) of the house's size at each level; what it leaves that would cross the house's orders is
 * cancelled (domain/order-book.ts).
 */
export function matchOrder(core: CoreState, positions: MarketPositions, userId: number, bet: BetOrder, players: Set<number>, now: number, houseShareBps?: number): PlacedBet {
  const { marketId, selectionId } = bet;
  const row = core.newBetRow(userId, 'odds', bet);
  if (bet.houseOrder) row.house = true;
  // the host's share stays with the order while it rests (a house order takes only that much of it)
  else if (typeof houseShareBps === 'number' && houseShareBps < FULL_SHARE_BPS) row.houseShareBps = Math.max(0, houseShareBps);
  const book = core.books.book(marketId, selectionId);
  const share = bet.houseOrder ? {} : { houseShareBps };
  const { fills, restingPaise, crossedPaise } = book.place({ orderId: row.betId, ownerId: userId, side: bet.isBack ? 'back' : 'lay', price: bet.price, stakePaise: bet.stakePaise, house: row.house === true, ...share });
  for (const f of fills) {
    const maker = core.books.order(f.makerOrderId);
    if (!maker || maker.unmatchedPaise < f.stakePaise) throw new Error(`book and memory disagree on order ${f.makerOrderId}`);
    positions.addUnmatched(maker.userId, pieceOf(maker, maker.unmatchedPaise), -1);
    maker.unmatchedPaise -= f.stakePaise;
    maker.matchedPaise += f.stakePaise;
    positions.addUnmatched(maker.userId, pieceOf(maker, maker.unmatchedPaise));
    positions.addMatched(maker.userId, pieceOf(maker, f.stakePaise)); // the resting price is the matched price
    positions.addMatched(userId, { selectionId, isBack: bet.isBack, price: f.price, paise: f.stakePaise });
    if (maker.unmatchedPaise === 0) core.books.unrest(maker);
    core.batch.updateBet(maker);
    core.batch.orderChanged(maker.userId, maker.betId, 'matched');
    core.batch.fill(marketId, selectionId, f);
    players.add(maker.userId);
  }
  row.matchedPaise = bet.stakePaise - restingPaise - crossedPaise;
  row.unmatchedPaise = restingPaise;
  row.cancelledPaise = crossedPaise;
  if (bet.immediateOrCancel && restingPaise > 0) {
    book.cancel(row.betId);
    row.cancelledPaise += restingPaise;
    row.unmatchedPaise = 0;
  }
  if (row.unmatchedPaise > 0) {
    positions.addUnmatched(userId, pieceOf(row, row.unmatchedPaise));
    core.books.rest(row);
  }
  core.insertBet(row, now);
  return { betId: row.betId, matchedPaise: row.matchedPaise, unmatchedPaise: row.unmatchedPaise, replayed: false };
}
