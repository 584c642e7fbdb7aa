// Bookmaker bets: taken whole at the house's standing quote (a percentage), or refused when the
// runner is not quoted, suspended or the price the player saw is no longer offered.

import { invalid } from '../../domain/errors';
import { bookmakerAcceptance } from '../../domain/quotes';
import type { BetOrder, PlacedBet } from './commands';
import type { MarketPositions } from './positions';
import { pieceOf, type CoreState } from './state';

/** Every leg's price must be the desk's quote for its runner, read for this batch. */
export function assertBookmakerQuotes(core: CoreState, marketId: string, bets: readonly BetOrder[]): void {
  for (const b of bets) {
    const quote = core.quotes.get(`${marketId}/${b.selectionId}`) ?? null;
    const acceptance = bookmakerAcceptance(quote ? { open: quote.status === 'ACTIVE', backPercent: quote.backPercent, layPercent: quote.layPercent } : null, b.isBack, b.price);
    if (!acceptance.accepted) throw invalid(acceptance.reason);
  }
}

/** A bookmaker bet: taken whole at the house's quote, matched at once. */
export function takeBookmakerBet(core: CoreState, positions: MarketPositions, userId: number, bet: BetOrder, now: number): PlacedBet {
  const row = core.newBetRow(userId, 'bookmaker', bet);
  row.matchedPaise = bet.stakePaise;
  positions.addMatched(userId, pieceOf(bet, bet.stakePaise));
  core.insertBet(row, now);
  return { betId: row.betId, matchedPaise: bet.stakePaise, unmatchedPaise: 0, replayed: false };
}
