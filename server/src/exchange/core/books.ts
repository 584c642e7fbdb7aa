// The in-memory order books of every open odds market, one per runner, and the bet rows of the
// orders resting in them. Pure: the database is the truth at start (the store reads the resting
// orders, `restore` replays them); between commits the exchange core changes these first and the
// store writes them after, so memory is what matching reads.

import { LadderOrderBook, stateHash } from '../../domain/order-book';

/** A resting exchange order: its bet row as far as matching, cancelling and lapsing need it. */
export interface OrderRow {
  betId: number;
  userId: number;
  marketId: string;
  selectionId: number;
  isBack: boolean;
  price: number;
  stakePaise: number;
  matchedPaise: number;
  unmatchedPaise: number;
  cancelledPaise: number;
  /** stays in the book when the market goes in play or suspends */
  keep: boolean;
  /** the house's (market maker's) order: a host's players take their liquidity factor's share of it */
  house?: boolean;
  /**
   * a player's host's liquidity factor below the full one, kept while the order rests: a house order
   * (a re-quote) matches it up to this share of its stake (domain/order-book.ts)
   */
  houseShareBps?: number;
}

export class Books {
  private readonly byMarket = new Map<string, Map<number, LadderOrderBook>>();
  private readonly ordersByMarket = new Map<string, Map<number, OrderRow>>();
  private readonly marketOfOrder = new Map<number, string>();

  book(marketId: string, selectionId: number): LadderOrderBook {
    let runners = this.byMarket.get(marketId);
    if (!runners) this.byMarket.set(marketId, (runners = new Map()));
    let book = runners.get(selectionId);
    if (!book) runners.set(selectionId, (book = new LadderOrderBook()));
    return book;
  }

  /** The books of a market, by selection id (possibly empty). */
  market(marketId: string): ReadonlyMap<number, LadderOrderBook> {
    return this.byMarket.get(marketId) ?? new Map();
  }

  /** A resting order by bet id. */
  order(betId: number): OrderRow | undefined {
    const marketId = this.marketOfOrder.get(betId);
    return marketId === undefined ? undefined : this.ordersByMarket.get(marketId)?.get(betId);
  }

  /** The resting orders of a market, in arrival order. */
  ordersOf(marketId: string): OrderRow[] {
    return [...(this.ordersByMarket.get(marketId)?.values() ?? [])];
  }

  /** The resting orders of a player (on one market, or everywhere), in arrival order. */
  ordersOfPlayer(userId: number, marketId: string | null): OrderRow[] {
    const markets = marketId ? [marketId] : [...this.ordersByMarket.keys()];
    return markets
      .flatMap((m) => [...(this.ordersByMarket.get(m)?.values() ?? [])])
      .filter((o) => o.userId === userId)
      .sort((a, b) => a.betId - b.betId);
  }

  /** Records an order that now rests in its book. */
  rest(order: OrderRow): void {
    let orders = this.ordersByMarket.get(order.marketId);
    if (!orders) this.ordersByMarket.set(order.marketId, (orders = new Map()));
    orders.set(order.betId, order);
    this.marketOfOrder.set(order.betId, order.marketId);
  }

  /** Forgets an order that no longer rests (filled, cancelled, lapsed). */
  unrest(order: OrderRow): void {
    this.ordersByMarket.get(order.marketId)?.delete(order.betId);
    this.marketOfOrder.delete(order.betId);
  }

  drop(marketId: string): void {
    this.byMarket.delete(marketId);
    for (const betId of this.ordersByMarket.get(marketId)?.keys() ?? []) this.marketOfOrder.delete(betId);
    this.ordersByMarket.delete(marketId);
  }

  /** One hash over every book, in market and selection order: equal after a rebuild. */
  stateHash(): string {
    const parts: string[] = [];
    for (const marketId of [...this.byMarket.keys()].sort()) {
      const runners = this.byMarket.get(marketId)!;
      for (const selectionId of [...runners.keys()].sort((a, b) => a - b)) {
        const book = runners.get(selectionId)!;
        if (book.size > 0) parts.push(`${marketId}/${selectionId}:${stateHash(book)}`);
      }
    }
    return parts.join(',');
  }

  /**
   * Rebuilds every book from the resting orders as the database holds them, in id (arrival) order:
   * they never crossed, so the replay matches nothing (a crossed replay is a broken invariant).
   */
  restore(resting: readonly OrderRow[]): void {
    this.byMarket.clear();
    this.ordersByMarket.clear();
    this.marketOfOrder.clear();
    for (const r of [...resting].sort((a, b) => a.betId - b.betId)) {
      this.replace(r);
      this.rest({ ...r });
    }
  }

  /**
   * Forms one runner's book again from its resting orders, in id (arrival) order, after some of them
   * changed price (a kept lay reduced by a non-runner): the book `restore` would build from the database.
   */
  reform(marketId: string, selectionId: number): void {
    this.book(marketId, selectionId).cancelAll();
    for (const r of this.ordersOf(marketId).filter((o) => o.selectionId === selectionId).sort((a, b) => a.betId - b.betId)) this.replace(r);
  }

  /** Puts a resting order back in its book: it never crossed, so it matches nothing. */
  private replace(r: OrderRow): void {
    const { fills, restingPaise } = this.book(r.marketId, r.selectionId).place({
      orderId: r.betId,
      ownerId: r.userId,
      side: r.isBack ? 'back' : 'lay',
      price: r.price,
      stakePaise: r.unmatchedPaise,
      house: r.house === true,
      ...(r.houseShareBps !== undefined ? { houseShareBps: r.houseShareBps } : {}),
    });
    if (fills.length > 0 || restingPaise !== r.unmatchedPaise) throw new Error(`resting bets of market ${r.marketId} cross: a crossed book`);
  }
}
