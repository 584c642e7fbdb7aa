// Cash-out: the player's matched position on a 2-runner market hedged so both outcomes pay about
// the same, across the book's levels within the worst price the player accepts; the player's own
// resting orders on the market are cancelled first (a hedge must not match them).

import { cashOutPlan, MAX_HEDGE_LEVELS, type CashOutPlan, type HedgeLevel } from '../../domain/cash-out';
import { invalid } from '../../domain/errors';
import type { PriceSize } from '../../domain/order-book';
import type { BetOrder, CashOutResult, Executed, ExchangeCommand } from './commands';
import { matchOrder } from './place-and-match';
import type { CoreState } from './state';

/**
 * exchange/order/cashout: the player's unmatched orders on the market are cancelled (a hedge
 * must not match the player's own order), then the hedge matches what it can within the bound.
 */
export function cashOut(core: CoreState, { userId, marketId, worstPrice, houseShareBps }: ExchangeCommand<'cashOut'>): Executed<CashOutResult> {
  if (core.settledMarkets.has(marketId)) throw invalid('Market is closed');
  if (core.suspendedMarkets.has(marketId)) throw invalid('Market is suspended');
  const positions = core.marketPositions(marketId);
  // every refusal before anything changes
  const plan = planCashOut(core, userId, marketId, positions.selectionIds, positions.matchedPositions(userId), worstPrice, houseShareBps);
  if (core.ids.length < 1) throw new Error('no bet id was reserved for this cash-out');
  for (const order of core.books.ordersOfPlayer(userId, marketId)) core.cancelOrder(positions, order, 'cancelled');
  const players = new Set<number>([userId]);
  const hedge: BetOrder = { marketId, selectionId: plan.selectionId, isBack: plan.isBack, price: plan.limitPrice, stakePaise: plan.stakePaise, immediateOrCancel: true, isCashOut: true };
  const placed = matchOrder(core, positions, userId, hedge, players, 0, houseShareBps);
  for (const u of players) core.settleHold(positions, u);
  const after = positions.matchedPositions(userId);
  const outcomes = positions.selectionIds.map((id) => after.get(id) ?? 0);
  return {
    value: {
      ...placed,
      complete: plan.complete && placed.matchedPaise === plan.stakePaise,
      lockedPnlPaise: Math.min(...outcomes),
      remainingPaise: Math.max(...outcomes) - Math.min(...outcomes),
      pnlBySelection: after,
    },
    players,
    markets: new Set([marketId]),
  };
}

/**
 * The hedge for the player's matched position, from the book as it stands without the player's
 * own resting orders. Throws the refusal when there is nothing to hedge or nothing to hedge with.
 */
export function planCashOut(
  core: CoreState,
  userId: number,
  marketId: string,
  selectionIds: readonly number[],
  matched: ReadonlyMap<number, number>,
  worstPrice: number | null,
  houseShareBps?: number,
): CashOutPlan {
  const [first, second] = selectionIds;
  if (selectionIds.length !== 2 || first === undefined || second === undefined) throw invalid('Cash-out needs a market with exactly 2 runners');
  const win = matched.get(first) ?? 0;
  const lose = matched.get(second) ?? 0;
  if (win === 0 && lose === 0) throw invalid('You have no matched bets to cash out');
  const own = core.books.ordersOfPlayer(userId, marketId).filter((o) => o.selectionId === first);
  const book = core.books.book(marketId, first);
  const others = (levels: readonly PriceSize[], ownSideIsBack: boolean): HedgeLevel[] =>
    levels
      .map((l) => ({
        price: l.price,
        sizePaise: l.sizePaise - own.filter((o) => o.isBack === ownSideIsBack && o.price === l.price).reduce((s, o) => s + o.unmatchedPaise, 0),
      }))
      .filter((l) => l.sizePaise > 0);
  const plan = cashOutPlan(
    { selectionId: first, pnlIfWinsPaise: win, pnlIfLosesPaise: lose },
    { toBack: others(book.availableToBack(MAX_HEDGE_LEVELS, houseShareBps), false), toLay: others(book.availableToLay(MAX_HEDGE_LEVELS, houseShareBps), true) },
    worstPrice,
  );
  if (plan) return plan;
  if (Math.floor(win / 100) === Math.floor(lose / 100)) throw invalid('Nothing to cash out: your position is already equal on both runners');
  throw invalid(worstPrice === null ? 'Nothing to cash out at the current prices' : 'Cash-out could not be matched within your worst price');
}
