// The house's quotes on an odds market, for every feed: its market maker is an ordinary account
// placing ordinary orders (a lay at a price is what players back into, a back what they lay into),
// so players match real orders and real money moves. A re-quote cancels the maker's orders on the
// market and places the new ones together, in one group-commit batch.
import type { Exchange } from '../exchange/exchange';

export interface HouseOrder {
  selectionId: number;
  isBack: boolean;
  /** hundredths, on the ladder */
  price: number;
  stakePaise: number;
}

export async function requote(exchange: Exchange, marketMaker: number, marketId: string, orders: readonly HouseOrder[], log?: (m: string) => void): Promise<void> {
  await exchange.cancelAll(marketMaker, marketId);
  // placed together, they go in one group-commit batch; one refused (a runner just removed) leaves the rest
  const placed = await Promise.allSettled(
    orders.map((o) => exchange.placeBet(marketMaker, { marketId, selectionId: o.selectionId, isBack: o.isBack, price: o.price, stakePaise: o.stakePaise, houseOrder: true })),
  );
  const refused = placed.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (refused) log?.(`feed: market maker order on ${marketId} refused: ${String(refused.reason)}`);
}

/** Pulls the house's quotes off a market at once (it suspended or closed). */
export async function pullQuotes(exchange: Exchange, marketMaker: number, marketId: string): Promise<void> {
  await exchange.cancelAll(marketMaker, marketId);
}
