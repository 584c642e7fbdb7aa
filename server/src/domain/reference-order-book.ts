// The reference book: the matching rule written as plainly as possible (a list, sorted on every
// use). Slow on purpose; property tests run the same commands through it and the fast book.

import type { Fill, OrderBook, PlaceOrder, PlaceResult, PriceSize, RestingOrder } from './order-book';
import { orderProblem } from './order-book';

interface Entry extends RestingOrder {
  seq: number;
}

/** Priority: backs lowest price first, lays highest price first; then earliest. */
const byPriority = (a: Entry, b: Entry) => (a.side === 'back' ? a.price - b.price : b.price - a.price) || a.seq - b.seq;

export class ReferenceOrderBook implements OrderBook {
  private entries: Entry[] = [];
  private seq = 0;

  get size(): number {
    return this.entries.length;
  }

  place(order: PlaceOrder): PlaceResult {
    const problem = orderProblem(order);
    if (problem) throw new RangeError(problem);
    if (this.entries.some((e) => e.orderId === order.orderId)) throw new RangeError(`order ${order.orderId} is already in the book`);
    const crosses = (e: Entry) =>
      order.side === 'back' ? e.side === 'lay' && e.price >= order.price : e.side === 'back' && e.price <= order.price;
    const makers = this.entries.filter(crosses).sort(byPriority);
    const fills: Fill[] = [];
    let remaining = order.stakePaise;
    for (const maker of makers) {
      if (remaining === 0) break;
      const size = Math.min(remaining, maker.remainingPaise);
      maker.remainingPaise -= size;
      remaining -= size;
      fills.push({
        takerOrderId: order.orderId,
        makerOrderId: maker.orderId,
        takerOwnerId: order.ownerId,
        makerOwnerId: maker.ownerId,
        takerSide: order.side,
        price: maker.price,
        stakePaise: size,
      });
    }
    this.entries = this.entries.filter((e) => e.remainingPaise > 0);
    if (remaining > 0) this.entries.push({ ...order, remainingPaise: remaining, seq: this.seq++ });
    return { fills, restingPaise: remaining };
  }

  cancel(orderId: number): number {
    const e = this.entries.find((x) => x.orderId === orderId);
    if (!e) return 0;
    this.entries = this.entries.filter((x) => x !== e);
    return e.remainingPaise;
  }

  cancelAll(): RestingOrder[] {
    const all = this.restingOrders();
    this.entries = [];
    return all;
  }

  private levels(side: 'back' | 'lay', count: number): PriceSize[] {
    const out: PriceSize[] = [];
    for (const e of this.entries.filter((x) => x.side === side).sort(byPriority)) {
      const last = out[out.length - 1];
      if (last && last.price === e.price) last.sizePaise += e.remainingPaise;
      else if (out.length < count) out.push({ price: e.price, sizePaise: e.remainingPaise });
      else break;
    }
    return out;
  }

  availableToBack(levels: number): PriceSize[] {
    return this.levels('lay', levels);
  }

  availableToLay(levels: number): PriceSize[] {
    return this.levels('back', levels);
  }

  restingOrders(): RestingOrder[] {
    const sorted = (side: 'back' | 'lay') => this.entries.filter((e) => e.side === side).sort(byPriority);
    return [...sorted('back'), ...sorted('lay')].map(({ seq: _seq, ...o }) => o);
  }
}
