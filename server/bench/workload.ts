// The back/lay command mix both matching engines run, generated up front from a seed so every
// engine sees the same commands and the generator's cost is outside the timings.
//
// Mapping onto a conventional buy/sell book: a back at p matches resting lays at ≥ p, the way a
// sell at p matches resting bids at ≥ p. So back → sell, lay → buy, at the same integer price.

import { LADDER_SIZE, PRICE_LADDER } from '@khel/shared-kernel/betting';
import { prng } from '../src/feed/random';

export const enum Op {
  Back = 0,
  Lay = 1,
  Cancel = 2,
}

export interface Workload {
  op: Uint8Array;
  /** price in hundredths (for Cancel: unused) */
  price: Int32Array;
  /** stake in paise (for Cancel: unused) */
  size: Int32Array;
  /** the order's id (for Cancel: the id to cancel) */
  id: Int32Array;
  /** the same ids as strings, for engines keyed by string */
  idText: string[];
  length: number;
}


/**
 * `count` commands: about 70% new orders within ±`spread` rungs of a slowly walking mid price
 * (so roughly a third cross and match), 30% cancels of a recently placed order. Ids start at
 * `firstId`.
 */
export function makeWorkload(count: number, seed = 42, firstId = 1, spread = 6): Workload {
  const rnd = prng(seed);
  const w: Workload = {
    op: new Uint8Array(count),
    price: new Int32Array(count),
    size: new Int32Array(count),
    id: new Int32Array(count),
    idText: new Array<string>(count),
    length: count,
  };
  let mid = Math.floor(LADDER_SIZE / 3);
  let nextId = firstId;
  const recent: number[] = [];
  for (let i = 0; i < count; i++) {
    if (rnd() < 0.01) mid = Math.max(spread + 1, Math.min(LADDER_SIZE - spread - 2, mid + (rnd() < 0.5 ? -1 : 1)));
    if (rnd() < 0.3 && recent.length > 0) {
      const pick = recent.splice(Math.floor(rnd() * recent.length), 1)[0]!;
      w.op[i] = Op.Cancel;
      w.id[i] = pick;
    } else {
      const isBack = rnd() < 0.5;
      // Backs rest above the mid and lays below; an order priced across the mid crosses.
      const offset = Math.floor(rnd() * (2 * spread + 1)) - spread;
      w.op[i] = isBack ? Op.Back : Op.Lay;
      w.price[i] = PRICE_LADDER[mid + offset]!;
      w.size[i] = 100 * (1 + Math.floor(rnd() * 500));
      w.id[i] = nextId;
      recent.push(nextId++);
      if (recent.length > 1000) recent.shift();
    }
    w.idText[i] = String(w.id[i]);
  }
  return w;
}

/**
 * `count` resting orders far from the action (deep in the book, never crossing the mix):
 * backs on the top rungs, lays on the bottom rungs, spread over many levels.
 */
export function makeDepth(count: number, seed = 7, firstId = 10_000_000): Workload {
  const rnd = prng(seed);
  const w = makeWorkload(0);
  w.op = new Uint8Array(count);
  w.price = new Int32Array(count);
  w.size = new Int32Array(count);
  w.id = new Int32Array(count);
  w.idText = new Array<string>(count);
  w.length = count;
  const band = 40;
  for (let i = 0; i < count; i++) {
    const isBack = i % 2 === 0;
    const rung = isBack ? LADDER_SIZE - 1 - Math.floor(rnd() * band) : Math.floor(rnd() * band);
    w.op[i] = isBack ? Op.Back : Op.Lay;
    w.price[i] = PRICE_LADDER[rung]!;
    w.size[i] = 100 * (1 + Math.floor(rnd() * 500));
    w.id[i] = firstId + i;
    w.idText[i] = String(firstId + i);
  }
  return w;
}
