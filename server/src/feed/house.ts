// The house's quotes on an odds market, for every feed: its market maker is an ordinary account
// placing ordinary orders (a lay at a price is what players back into, a back what they lay into),
// so players match real orders and real money moves. A re-quote changes only what moved: the
// maker's resting orders that the new quotes keep (same runner, side, price and unmatched stake)
// stay, the others are cancelled, and the missing ones placed. The cancels are queued before the
// new orders (the writer runs commands in arrival order), so a new quote never meets an old one.
import type { Exchange } from '../exchange/exchange';

export interface HouseOrder {
  selectionId: number;
  isBack: boolean;
  /** hundredths, on the ladder */
  price: number;
  stakePaise: number;
}

const keyOf = (o: { selectionId: number; isBack: boolean; price: number }) => `${o.selectionId}:${o.isBack ? 'b' : 'l'}:${o.price}`;

/** What a re-quote does: the maker's orders to cancel (bet ids) and the quotes to place. */
export function quoteChanges(
  resting: ReadonlyArray<{ betId: number; selectionId: number; isBack: boolean; price: number; stakePaise: number; matchedPaise: number }>,
  orders: readonly HouseOrder[],
): { cancel: number[]; place: HouseOrder[] } {
  const wanted = new Map<string, HouseOrder>();
  for (const o of orders) wanted.set(keyOf(o), o);
  const cancel: number[] = [];
  for (const r of resting) {
    const k = keyOf(r);
    const w = wanted.get(k);
    if (w && w.stakePaise === r.stakePaise - r.matchedPaise) wanted.delete(k);
    else cancel.push(r.betId);
  }
  return { cancel, place: [...wanted.values()] };
}

export async function requote(exchange: Exchange, marketMaker: number, marketId: string, orders: readonly HouseOrder[], log?: (m: string) => void): Promise<void> {
  const { cancel, place } = quoteChanges(exchange.books.ordersOfPlayer(marketMaker, marketId), orders);
  // queued now, in this order, ahead of the new orders (each waits for its own betting context first)
  const cancelled = Promise.allSettled(cancel.map((betId) => exchange.cancelBet(marketMaker, betId)));
  // placed together, they go in one group-commit batch; one refused (a runner just removed) leaves the rest
  const placed = await Promise.allSettled(
    place.map((o) => exchange.placeBet(marketMaker, { marketId, selectionId: o.selectionId, isBack: o.isBack, price: o.price, stakePaise: o.stakePaise, houseOrder: true })),
  );
  // an order matched in full meanwhile has nothing left to cancel: not a failure
  await cancelled;
  const refused = placed.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (refused) log?.(`feed: market maker order on ${marketId} refused: ${String(refused.reason)}`);
}

/** Pulls the house's quotes off a market at once (it suspended or closed). */
export async function pullQuotes(exchange: Exchange, marketMaker: number, marketId: string): Promise<void> {
  await exchange.cancelAll(marketMaker, marketId);
}
