// The order book of one runner on an exchange market. Pure and synchronous: commands in, fills out.
//
// A back at p matches resting lays at ≥ p (the backer gets at least p); a lay at q matches resting
// backs at ≤ q. Price-time priority; the resting order's price is the matched price; what does not
// match rests. Sizes are backer's stakes in paise, prices are ladder hundredths. The book is never
// crossed: every resting lay is priced below every resting back.
//
// The house's share (a host's liquidity factor): the house's own orders (`house`) are posted once
// for every host, and a taker from a host with a factor below 1 (`houseShareBps` < 10 000) may match
// the house's orders at a level only up to floor(share × the house's size there as it arrives);
// players' orders it matches in full, in time order, passing over the house's orders beyond its
// share. What it leaves unmatched rests unless resting would cross the house's orders it could not
// take (the book stays uncrossed): that part is not placed (`crossedPaise`). A host's ladder shows
// the same figure (`availableToBack(n, share)`): floor, so a host never shows more than it can match.
//
// The rule holds the other way round too: a player's order that rests keeps its host's share, and a
// house order (a re-quote) taking it matches it only up to floor(share × the house order's stake);
// what the house order leaves that would cross it is not placed either (`crossedPaise`). Each house
// order takes its share again (as each order of a capped taker does); players take it in full.

import { LADDER_SIZE, ladderIndex, PRICE_LADDER } from '@khel/shared-kernel/betting';

export type Side = 'back' | 'lay';

export interface PlaceOrder {
  orderId: number;
  ownerId: number;
  side: Side;
  price: number;
  stakePaise: number;
  /** the house's (market maker's) order */
  house?: boolean;
  /**
   * the taker's share of the house's size at each level, basis points (absent: all of it); kept
   * while it rests: a house order takes at most this share of its own stake from it
   */
  houseShareBps?: number;
}

/** All of the house's size: a taker (or ladder) without a liquidity factor. */
export const FULL_SHARE_BPS = 10_000;

/** A player's share as a resting order keeps it: a number below the full share, or the full share. */
export const restingShareOf = (order: Pick<PlaceOrder, 'house' | 'houseShareBps'>): number =>
  order.house || typeof order.houseShareBps !== 'number' || order.houseShareBps >= FULL_SHARE_BPS ? FULL_SHARE_BPS : Math.max(0, order.houseShareBps);

/** The part of the house's size at a level a host's player may take (floor: never more than it has). */
export const houseShareOf = (housePaise: number, shareBps: number | undefined): number =>
  // not a number (absent, or null after a hop through JSON between instances): all of it
  typeof shareBps !== 'number' || shareBps >= FULL_SHARE_BPS ? housePaise : Math.floor((housePaise * Math.max(0, shareBps)) / FULL_SHARE_BPS);

export interface Fill {
  takerOrderId: number;
  makerOrderId: number;
  takerOwnerId: number;
  makerOwnerId: number;
  takerSide: Side;
  price: number;
  stakePaise: number;
}

export interface PlaceResult {
  fills: Fill[];
  /** what was left resting in the book */
  restingPaise: number;
  /** what a taker with a share of the house's size left that would have crossed the house's orders: not placed */
  crossedPaise: number;
}

export interface RestingOrder {
  orderId: number;
  ownerId: number;
  side: Side;
  price: number;
  remainingPaise: number;
  house?: boolean;
  /** a player's host's share below the full one (a house order takes at most that much of its stake from it) */
  houseShareBps?: number;
}

export interface PriceSize {
  price: number;
  sizePaise: number;
}

/** A level with the house's part of its size. */
export interface HouseLevel extends PriceSize {
  housePaise: number;
}

/** Levels at the full share as a host with this share sees them (levels left empty drop out). */
export const atShare = (levels: readonly HouseLevel[], shareBps: number | undefined, count: number): PriceSize[] =>
  levels
    .map((l) => ({ price: l.price, sizePaise: l.sizePaise - l.housePaise + houseShareOf(l.housePaise, shareBps) }))
    .filter((l) => l.sizePaise > 0)
    .slice(0, count);

export interface OrderBook {
  place(order: PlaceOrder): PlaceResult;
  /** Takes an order out; returns its unmatched stake (0 when it is not resting). */
  cancel(orderId: number): number;
  /** Lapses every resting order (market suspended, in play, settled), in priority order. */
  cancelAll(): RestingOrder[];
  /**
   * Best levels a new back would match (resting lays, highest first): the runner's availableToBack;
   * with a share of the house's size, as a host with that liquidity factor sees them.
   */
  availableToBack(levels: number, houseShareBps?: number): PriceSize[];
  /** Best levels a new lay would match (resting backs, lowest first): availableToLay. */
  availableToLay(levels: number, houseShareBps?: number): PriceSize[];
  /** Every resting order, backs then lays, each side in priority order. */
  restingOrders(): RestingOrder[];
  readonly size: number;
}

/** Why an order cannot enter a book, or null. Use cases check this before `place`. */
export function orderProblem(order: PlaceOrder): string | null {
  if (order.side !== 'back' && order.side !== 'lay') return 'side must be back or lay';
  if (ladderIndex(order.price) < 0) return 'Odds are not on the price ladder';
  if (!Number.isSafeInteger(order.stakePaise) || order.stakePaise <= 0) return 'Stake must be a positive amount';
  return null;
}

function assertPlaceable(order: PlaceOrder): void {
  const problem = orderProblem(order);
  if (problem) throw new RangeError(problem);
}

/** FNV-1a over the resting orders: equal books hash equal, whichever implementation holds them. */
export function stateHash(book: OrderBook): string {
  let h = 0x811c9dc5;
  const mix = (n: number) => {
    // Mix all 53 bits of a safe integer, 16 bits at a time.
    for (let v = n < 0 ? -n * 2 + 1 : n * 2, k = 0; k < 4; k++, v = Math.floor(v / 65536)) {
      h ^= v & 0xffff;
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  };
  for (const o of book.restingOrders()) {
    mix(o.side === 'back' ? 1 : 2);
    mix(o.orderId);
    mix(o.ownerId);
    mix(o.price);
    mix(o.remainingPaise);
    if (o.house) mix(3);
    if (o.houseShareBps !== undefined) mix(4 + o.houseShareBps);
  }
  return h.toString(16).padStart(8, '0');
}

interface BookOrder {
  orderId: number;
  ownerId: number;
  side: Side;
  level: number;
  remainingPaise: number;
  house: boolean;
  /** FULL_SHARE_BPS, or a player's host's share below it */
  shareBps: number;
}

/** One price level: a FIFO of orders; cancelled orders stay as zero-size holes until passed. */
class Level {
  orders: BookOrder[] = [];
  head = 0;
  totalPaise = 0;
  /** the house's part of totalPaise */
  housePaise = 0;
  /** the part of totalPaise in players' orders with a share below the full one */
  cappedPaise = 0;

  push(o: BookOrder): void {
    this.orders.push(o);
    this.totalPaise += o.remainingPaise;
    if (o.house) this.housePaise += o.remainingPaise;
    else if (o.shareBps < FULL_SHARE_BPS) this.cappedPaise += o.remainingPaise;
  }

  take(o: BookOrder, paise: number): void {
    o.remainingPaise -= paise;
    this.totalPaise -= paise;
    if (o.house) this.housePaise -= paise;
    else if (o.shareBps < FULL_SHARE_BPS) this.cappedPaise -= paise;
  }

  /** What a taker with this share of the house's size can match here. */
  matchable(shareBps: number | undefined): number {
    return this.totalPaise - this.housePaise + houseShareOf(this.housePaise, shareBps);
  }

  /** What a house order of this stake can match here: all but capped players' orders beyond their share of it. */
  matchableByHouse(stakePaise: number): number {
    if (this.cappedPaise === 0) return this.totalPaise;
    let beyond = 0;
    for (let i = this.head; i < this.orders.length; i++) {
      const o = this.orders[i]!;
      if (!o.house && o.shareBps < FULL_SHARE_BPS) beyond += Math.max(0, o.remainingPaise - houseShareOf(stakePaise, o.shareBps));
    }
    return this.totalPaise - beyond;
  }

  clear(): void {
    this.orders.length = 0;
    this.head = 0;
    this.totalPaise = 0;
    this.housePaise = 0;
    this.cappedPaise = 0;
  }

  /** Drops passed entries once they are the bulk of the array, so memory stays bounded. */
  compact(): void {
    if (this.head > 64 && this.head * 2 > this.orders.length) {
      this.orders.splice(0, this.head);
      this.head = 0;
    }
  }
}

/**
 * The fast book: levels in arrays indexed by ladder rung (the ladder has a few hundred rungs), a
 * FIFO per level, the best rung of each side kept as an index, orders by id in a Map.
 */
export class LadderOrderBook implements OrderBook {
  private readonly backs: Level[] = Array.from({ length: LADDER_SIZE }, () => new Level());
  private readonly lays: Level[] = Array.from({ length: LADDER_SIZE }, () => new Level());
  private readonly byId = new Map<number, BookOrder>();
  /** lowest rung holding a back, LADDER_SIZE when none */
  private bestBack = LADDER_SIZE;
  /** highest rung holding a lay, -1 when none */
  private bestLay = -1;

  get size(): number {
    return this.byId.size;
  }

  place(order: PlaceOrder): PlaceResult {
    assertPlaceable(order);
    if (this.byId.has(order.orderId)) throw new RangeError(`order ${order.orderId} is already in the book`);
    const at = ladderIndex(order.price);
    const fills: Fill[] = [];
    let remaining = order.stakePaise;
    // a level a capped taker leaves holding the house's orders is passed over: the walk goes on past it
    if (order.side === 'back') {
      for (let i = this.bestLay; remaining > 0 && i >= at; i--) {
        if (this.lays[i]!.totalPaise === 0) continue;
        remaining = this.matchOrFail(this.lays[i]!, order, remaining, fills);
        if (i === this.bestLay && this.lays[i]!.totalPaise === 0) this.bestLay = this.nextLayBelow(i);
      }
    } else {
      for (let i = this.bestBack; remaining > 0 && i <= at; i++) {
        if (this.backs[i]!.totalPaise === 0) continue;
        remaining = this.matchOrFail(this.backs[i]!, order, remaining, fills);
        if (i === this.bestBack && this.backs[i]!.totalPaise === 0) this.bestBack = this.nextBackAbove(i);
      }
    }
    // resting would cross the house's orders this taker could not take: not placed
    const crosses = order.side === 'back' ? this.bestLay >= at : this.bestBack <= at;
    if (remaining > 0 && crosses) return { fills, restingPaise: 0, crossedPaise: remaining };
    if (remaining > 0) {
      const resting: BookOrder = { orderId: order.orderId, ownerId: order.ownerId, side: order.side, level: at, remainingPaise: remaining, house: order.house ?? false, shareBps: restingShareOf(order) };
      this.byId.set(order.orderId, resting);
      if (order.side === 'back') {
        this.backs[at]!.push(resting);
        if (at < this.bestBack) this.bestBack = at;
      } else {
        this.lays[at]!.push(resting);
        if (at > this.bestLay) this.bestLay = at;
      }
    }
    return { fills, restingPaise: remaining, crossedPaise: 0 };
  }

  /**
   * A level that holds stake must match some of it (all of it but the house's part beyond the taker's share). If it cannot, its total and its orders disagree:
   * fail loudly (the write rolls back and the book is rebuilt) rather than spin forever.
   */
  private matchOrFail(level: Level, taker: PlaceOrder, remaining: number, fills: Fill[]): number {
    const matchable = taker.house ? level.matchableByHouse(taker.stakePaise) : level.matchable(taker.houseShareBps);
    const left = matchable === 0 ? remaining : this.matchLevel(level, taker, remaining, matchable, fills);
    if (left === remaining && matchable > 0) throw new Error(`order book invariant broken: level ${PRICE_LADDER[taker.side === 'back' ? this.bestLay : this.bestBack]} holds ${level.totalPaise} paise that nothing can match`);
    return left;
  }

  private matchLevel(level: Level, taker: PlaceOrder, remaining: number, matchable: number, fills: Fill[]): number {
    const orders = level.orders;
    let houseRoom = houseShareOf(level.housePaise, taker.houseShareBps);
    let i = level.head;
    // the first order passed over that still rests: the level's head stays there
    let firstKept = -1;
    let left = matchable;
    // a house taker matches a capped player's order up to the player's share of its stake
    const capsMakers = taker.house === true && level.cappedPaise > 0;
    while (remaining > 0 && left > 0 && i < orders.length) {
      const maker = orders[i]!;
      const room = maker.house
        ? Math.min(maker.remainingPaise, houseRoom)
        : capsMakers && maker.shareBps < FULL_SHARE_BPS
          ? Math.min(maker.remainingPaise, houseShareOf(taker.stakePaise, maker.shareBps))
          : maker.remainingPaise;
      if (room === 0) {
        if (maker.remainingPaise > 0 && firstKept < 0) firstKept = i;
        i++;
        continue;
      }
      const size = room < remaining ? room : remaining;
      level.take(maker, size);
      if (maker.house) houseRoom -= size;
      left -= size;
      remaining -= size;
      fills.push({
        takerOrderId: taker.orderId,
        makerOrderId: maker.orderId,
        takerOwnerId: taker.ownerId,
        makerOwnerId: maker.ownerId,
        takerSide: taker.side,
        price: PRICE_LADDER[maker.level]!,
        stakePaise: size,
      });
      if (maker.remainingPaise === 0) {
        this.byId.delete(maker.orderId);
        i++;
      } else if (size === room) {
        // its room is used up and it still rests: passed over
        if (firstKept < 0) firstKept = i;
        i++;
      }
    }
    if (level.totalPaise === 0) level.clear();
    else {
      level.head = firstKept >= 0 ? firstKept : i;
      level.compact();
    }
    return remaining;
  }

  private nextLayBelow(from: number): number {
    let i = from;
    while (i >= 0 && this.lays[i]!.totalPaise === 0) i--;
    return i;
  }

  private nextBackAbove(from: number): number {
    let i = from;
    while (i < LADDER_SIZE && this.backs[i]!.totalPaise === 0) i++;
    return i;
  }

  cancel(orderId: number): number {
    const o = this.byId.get(orderId);
    if (!o) return 0;
    this.byId.delete(orderId);
    const cancelled = o.remainingPaise;
    const level = (o.side === 'back' ? this.backs : this.lays)[o.level]!;
    level.take(o, cancelled);
    if (level.totalPaise === 0) {
      level.clear();
      if (o.side === 'back' && o.level === this.bestBack) this.bestBack = this.nextBackAbove(o.level);
      if (o.side === 'lay' && o.level === this.bestLay) this.bestLay = this.nextLayBelow(o.level);
    }
    return cancelled;
  }

  cancelAll(): RestingOrder[] {
    const all = this.restingOrders();
    for (const level of this.backs) level.clear();
    for (const level of this.lays) level.clear();
    this.byId.clear();
    this.bestBack = LADDER_SIZE;
    this.bestLay = -1;
    return all;
  }

  availableToBack(levels: number, houseShareBps?: number): PriceSize[] {
    const out: PriceSize[] = [];
    for (let i = this.bestLay; i >= 0 && out.length < levels; i--) {
      const size = this.lays[i]!.matchable(houseShareBps);
      if (size > 0) out.push({ price: PRICE_LADDER[i]!, sizePaise: size });
    }
    return out;
  }

  availableToLay(levels: number, houseShareBps?: number): PriceSize[] {
    const out: PriceSize[] = [];
    for (let i = this.bestBack; i < LADDER_SIZE && out.length < levels; i++) {
      const size = this.backs[i]!.matchable(houseShareBps);
      if (size > 0) out.push({ price: PRICE_LADDER[i]!, sizePaise: size });
    }
    return out;
  }

  /** The best levels each side at the full share, with the house's part of each (published between instances). */
  depth(levels: number): { toBack: HouseLevel[]; toLay: HouseLevel[] } {
    const take = (level: Level, i: number): HouseLevel => ({ price: PRICE_LADDER[i]!, sizePaise: level.totalPaise, housePaise: level.housePaise });
    const toBack: HouseLevel[] = [];
    for (let i = this.bestLay; i >= 0 && toBack.length < levels; i--) if (this.lays[i]!.totalPaise > 0) toBack.push(take(this.lays[i]!, i));
    const toLay: HouseLevel[] = [];
    for (let i = this.bestBack; i < LADDER_SIZE && toLay.length < levels; i++) if (this.backs[i]!.totalPaise > 0) toLay.push(take(this.backs[i]!, i));
    return { toBack, toLay };
  }

  restingOrders(): RestingOrder[] {
    const out: RestingOrder[] = [];
    const collect = (level: Level) => {
      for (let i = level.head; i < level.orders.length; i++) {
        const o = level.orders[i]!;
        if (o.remainingPaise > 0)
          out.push({ orderId: o.orderId, ownerId: o.ownerId, side: o.side, price: PRICE_LADDER[o.level]!, remainingPaise: o.remainingPaise, ...(o.house ? { house: true } : {}), ...(o.shareBps < FULL_SHARE_BPS ? { houseShareBps: o.shareBps } : {}) });
      }
    };
    for (let i = this.bestBack; i < LADDER_SIZE; i++) collect(this.backs[i]!);
    for (let i = this.bestLay; i >= 0; i--) collect(this.lays[i]!);
    return out;
  }
}
