// The reference book: the matching rule written as plainly as possible (a list, sorted on every
// use). Slow on purpose; property tests run the same commands through it and the fast book.

import type { Fill, OrderBook, PlaceOrder, PlaceResult, PriceSize, RestingOrder } from './order-book';
import { FULL_SHARE_BPS, houseShareOf, orderProblem, restingShareOf } from './order-book';

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
    // the taker's room in the house's orders at each price, from the house's size there as it arrives
    const houseRoom = new Map<number, number>();
    for (const m of makers) if (m.house) houseRoom.set(m.price, (houseRoom.get(m.price) ?? 0) + m.remainingPaise);
    for (const [p, paise] of houseRoom) houseRoom.set(p, houseShareOf(paise, order.houseShareBps));
    for (const maker of makers) {
      if (remaining === 0) break;
      // a house order takes a capped player's order up to the player's share of the house order's stake
      const capped = order.house && !maker.house && maker.houseShareBps !== undefined;
      const room = maker.house
        ? Math.min(maker.remainingPaise, houseRoom.get(maker.price)!)
        : capped
          ? Math.min(maker.remainingPaise, houseShareOf(order.stakePaise, maker.houseShareBps))
          : maker.remainingPaise;
      const size = Math.min(remaining, room);
      if (size === 0) continue;
      if (maker.house) houseRoom.set(maker.price, houseRoom.get(maker.price)! - size);
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
    if (remaining > 0 && this.entries.some(crosses)) return { fills, restingPaise: 0, crossedPaise: remaining };
    const { orderId, ownerId, side, price } = order;
    const share = restingShareOf(order);
    if (remaining > 0)
      this.entries.push({ orderId, ownerId, side, price, remainingPaise: remaining, seq: this.seq++, ...(order.house ? { house: true } : {}), ...(share < FULL_SHARE_BPS ? { houseShareBps: share } : {}) });
    return { fills, restingPaise: remaining, crossedPaise: 0 };
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

  private levels(side: 'back' | 'lay', count: number, shareBps: number | undefined): PriceSize[] {
    const byPrice = new Map<number, { players: number; house: number }>();
    for (const e of this.entries.filter((x) => x.side === side).sort(byPriority)) {
      const l = byPrice.get(e.price) ?? { players: 0, house: 0 };
      if (e.house) l.house += e.remainingPaise;
      else l.players += e.remainingPaise;
      byPrice.set(e.price, l);
    }
    return [...byPrice]
      .map(([price, l]) => ({ price, sizePaise: l.players + houseShareOf(l.house, shareBps) }))
      .filter((l) => l.sizePaise > 0)
      .slice(0, count);
  }

  availableToBack(levels: number, houseShareBps?: number): PriceSize[] {
    return this.levels('lay', levels, houseShareBps);
  }

  availableToLay(levels: number, houseShareBps?: number): PriceSize[] {
    return this.levels('back', levels, houseShareBps);
  }

  restingOrders(): RestingOrder[] {
    const sorted = (side: 'back' | 'lay') => this.entries.filter((e) => e.side === side).sort(byPriority);
    return [...sorted('back'), ...sorted('lay')].map(({ seq: _seq, ...o }) => o);
  }
}
