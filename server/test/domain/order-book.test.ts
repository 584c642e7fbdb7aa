import fc from 'fast-check';
import { LADDER_SIZE, PRICE_LADDER, betAmounts } from '@khel/shared-kernel/betting';
import { atShare, houseShareOf, LadderOrderBook, stateHash, type Fill, type OrderBook, type PlaceOrder } from '../../src/domain/order-book';
import { ReferenceOrderBook } from '../../src/domain/reference-order-book';
import { settleRunnerBet } from '../../src/domain/settlement';

type Command = { kind: 'place'; order: Omit<PlaceOrder, 'orderId'> } | { kind: 'cancel'; pick: number } | { kind: 'cancelAll' };

const HOUSE = 5;

// Prices from a narrow band of rungs so orders cross often.
const price = fc.integer({ min: 40, max: 60 }).map((i) => PRICE_LADDER[i]!);
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      ownerId: fc.integer({ min: 1, max: 5 }),
      side: fc.constantFrom('back' as const, 'lay' as const),
      price,
      stakePaise: fc.integer({ min: 1, max: 50_000 }),
      // owner 5 is the house; the others take a share of its size (a host's liquidity factor) or all of it
      share: fc.option(fc.oneof(fc.constantFrom(0, 5000, 10_000), fc.integer({ min: 0, max: 10_000 })), { nil: undefined }),
    }).map(({ share, ...order }) => ({ kind: 'place' as const, order: order.ownerId === HOUSE ? { ...order, house: true } : share === undefined ? order : { ...order, houseShareBps: share } })),
  },
  { weight: 3, arbitrary: fc.nat(1000).map((pick) => ({ kind: 'cancel' as const, pick })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancelAll' as const }) },
);

function assertNotCrossed(book: OrderBook): void {
  const bestLay = book.availableToBack(1)[0];
  const bestBack = book.availableToLay(1)[0];
  if (bestLay && bestBack) expect(bestLay.price).toBeLessThan(bestBack.price);
}

/** Runs commands through a book; returns every fill and cancelled amount in order. */
function run(book: OrderBook, commands: Command[]): { fills: Fill[]; cancelled: number[]; hashes: string[] } {
  const fills: Fill[] = [];
  const cancelled: number[] = [];
  const hashes: string[] = [];
  const ids: number[] = [];
  commands.forEach((c, i) => {
    if (c.kind === 'place') {
      ids.push(i + 1);
      const placed = book.place({ ...c.order, orderId: i + 1 });
      fills.push(...placed.fills);
      // a taker with a share of the house's size places nothing that would cross the house's orders
      if (placed.crossedPaise > 0) cancelled.push(placed.crossedPaise);
    } else if (c.kind === 'cancel') {
      cancelled.push(ids.length ? book.cancel(ids[c.pick % ids.length]!) : 0);
    } else {
      cancelled.push(book.cancelAll().reduce((s, o) => s + o.remainingPaise, 0));
    }
    assertNotCrossed(book);
    hashes.push(stateHash(book));
  });
  return { fills, cancelled, hashes };
}

describe('order book', () => {
  it('back at p matches resting lays at ≥ p at the resting price, best first, then time', () => {
    const book = new LadderOrderBook();
    book.place({ orderId: 1, ownerId: 1, side: 'lay', price: 200, stakePaise: 1000 });
    book.place({ orderId: 2, ownerId: 2, side: 'lay', price: 210, stakePaise: 1000 });
    book.place({ orderId: 3, ownerId: 3, side: 'lay', price: 210, stakePaise: 1000 });
    const r = book.place({ orderId: 4, ownerId: 4, side: 'back', price: 200, stakePaise: 2500 });
    expect(r.fills.map((f) => [f.makerOrderId, f.price, f.stakePaise])).toEqual([
      [2, 210, 1000],
      [3, 210, 1000],
      [1, 200, 500],
    ]);
    expect(r.restingPaise).toBe(0);
    expect(book.availableToBack(3)).toEqual([{ price: 200, sizePaise: 500 }]);
  });

  it('a lay at q matches backs at ≤ q and rests the remainder', () => {
    const book = new LadderOrderBook();
    book.place({ orderId: 1, ownerId: 1, side: 'back', price: 300, stakePaise: 1000 });
    book.place({ orderId: 2, ownerId: 1, side: 'back', price: 320, stakePaise: 1000 });
    const r = book.place({ orderId: 3, ownerId: 2, side: 'lay', price: 300, stakePaise: 1500 });
    expect(r.fills).toHaveLength(1);
    expect(r.fills[0]).toMatchObject({ makerOrderId: 1, price: 300, stakePaise: 1000 });
    expect(r.restingPaise).toBe(500);
    expect(book.availableToBack(3)).toEqual([{ price: 300, sizePaise: 500 }]);
    expect(book.availableToLay(3)).toEqual([{ price: 320, sizePaise: 1000 }]);
  });

  it('refuses off-ladder prices, prices outside 1.01–1000 and bad stakes', () => {
    const book = new LadderOrderBook();
    expect(() => book.place({ orderId: 1, ownerId: 1, side: 'back', price: 201, stakePaise: 100 })).toThrow(/ladder/);
    expect(() => book.place({ orderId: 1, ownerId: 1, side: 'back', price: 100, stakePaise: 100 })).toThrow(/ladder/);
    expect(() => book.place({ orderId: 1, ownerId: 1, side: 'back', price: 110000, stakePaise: 100 })).toThrow(/ladder/);
    expect(() => book.place({ orderId: 1, ownerId: 1, side: 'back', price: 200, stakePaise: 0 })).toThrow(/Stake/);
    expect(book.size).toBe(0);
  });

  it('the fast book and the reference book end equal on any command stream, never crossed', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 200 }), (commands) => {
        const fast = run(new LadderOrderBook(), commands);
        const ref = run(new ReferenceOrderBook(), commands);
        expect(fast.fills).toEqual(ref.fills);
        expect(fast.cancelled).toEqual(ref.cancelled);
        expect(fast.hashes).toEqual(ref.hashes);
      }),
      { numRuns: 300 },
    );
  });

  it('conserves stake: placed = matched twice over + resting + cancelled', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 200 }), (commands) => {
        const book = new LadderOrderBook();
        const { fills, cancelled } = run(book, commands);
        const placed = commands.reduce((s, c) => s + (c.kind === 'place' ? c.order.stakePaise : 0), 0);
        const matched = fills.reduce((s, f) => s + f.stakePaise, 0);
        const resting = book.restingOrders().reduce((s, o) => s + o.remainingPaise, 0);
        expect(2 * matched + resting + cancelled.reduce((a, b) => a + b, 0)).toBe(placed);
      }),
      { numRuns: 200 },
    );
  });

  it('settling every fill moves money between its two sides only (sums to zero)', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 150 }), fc.boolean(), (commands, runnerWins) => {
        const { fills } = run(new LadderOrderBook(), commands);
        for (const f of fills) {
          const winner = runnerWins ? 7 : 8;
          const taker = settleRunnerBet('odds', { selectionId: 7, isBack: f.takerSide === 'back', price: f.price, matchedPaise: f.stakePaise }, winner);
          const maker = settleRunnerBet('odds', { selectionId: 7, isBack: f.takerSide !== 'back', price: f.price, matchedPaise: f.stakePaise }, winner);
          expect(taker.pnlPaise + maker.pnlPaise).toBe(0);
          const backerPnl = f.takerSide === 'back' ? taker.pnlPaise : maker.pnlPaise;
          expect(backerPnl).toBe(runnerWins ? betAmounts('odds', true, f.stakePaise, f.price).profitPaise : -f.stakePaise);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('stays flat-memory: a level drained and refilled many times keeps a bounded array', () => {
    const book = new LadderOrderBook();
    for (let i = 0; i < 10_000; i++) {
      book.place({ orderId: 2 * i + 1, ownerId: 1, side: 'lay', price: 200, stakePaise: 100 });
      book.place({ orderId: 2 * i + 2, ownerId: 1, side: 'lay', price: 200, stakePaise: 100 });
      book.place({ orderId: 1_000_000 + i, ownerId: 2, side: 'back', price: 200, stakePaise: 100 });
    }
    expect(book.size).toBe(10_000);
    expect(book.restingOrders()).toHaveLength(10_000);
    expect(LADDER_SIZE).toBeGreaterThan(300);
  });
});

describe("the house's share (a host's liquidity factor)", () => {
  const houseLays = () => {
    const book = new LadderOrderBook();
    book.place({ orderId: 1, ownerId: 9, side: 'lay', price: 200, stakePaise: 10_000, house: true });
    book.place({ orderId: 2, ownerId: 3, side: 'lay', price: 200, stakePaise: 1_000 });
    book.place({ orderId: 3, ownerId: 9, side: 'lay', price: 190, stakePaise: 10_001, house: true });
    return book;
  };

  it("shows each host the players' size plus its share of the house's, rounded down", () => {
    const book = houseLays();
    expect(book.availableToBack(3)).toEqual([{ price: 200, sizePaise: 11_000 }, { price: 190, sizePaise: 10_001 }]);
    expect(book.availableToBack(3, 5000)).toEqual([{ price: 200, sizePaise: 6_000 }, { price: 190, sizePaise: 5_000 }]);
    expect(book.availableToBack(3, 0)).toEqual([{ price: 200, sizePaise: 1_000 }]);
  });

  it('a capped taker takes the players in full and its share of the house, then goes to the next level', () => {
    const book = houseLays();
    const r = book.place({ orderId: 4, ownerId: 4, side: 'back', price: 190, stakePaise: 20_000, houseShareBps: 5000 });
    expect(r.fills.map((f) => [f.makerOrderId, f.price, f.stakePaise])).toEqual([
      [1, 200, 5_000],
      [2, 200, 1_000],
      [3, 190, 5_000],
    ]);
    // the rest would cross the house's lays it may not take: not placed
    expect(r).toMatchObject({ restingPaise: 0, crossedPaise: 9_000 });
    expect(book.availableToBack(3)).toEqual([{ price: 200, sizePaise: 5_000 }, { price: 190, sizePaise: 5_001 }]);
    // a full-share taker then takes the house's rest at the best level
    const full = book.place({ orderId: 5, ownerId: 6, side: 'back', price: 200, stakePaise: 6_000 });
    expect(full.fills.map((f) => [f.makerOrderId, f.stakePaise])).toEqual([[1, 5_000]]);
    expect(full).toMatchObject({ restingPaise: 1_000, crossedPaise: 0 });
  });

  it('a capped taker rests where it crosses nothing', () => {
    const book = houseLays();
    const r = book.place({ orderId: 4, ownerId: 4, side: 'back', price: 210, stakePaise: 3_000, houseShareBps: 5000 });
    expect(r).toMatchObject({ fills: [], restingPaise: 3_000, crossedPaise: 0 });
    expect(book.availableToLay(1, 5000)).toEqual([{ price: 210, sizePaise: 3_000 }]);
  });

  it("a resting order keeps its share: a house order takes at most that share of its own stake, each house order again", () => {
    const book = new LadderOrderBook();
    book.place({ orderId: 1, ownerId: 4, side: 'back', price: 200, stakePaise: 100_000, houseShareBps: 5000 });
    book.place({ orderId: 2, ownerId: 3, side: 'back', price: 200, stakePaise: 1_000 });
    expect(book.restingOrders()[0]).toMatchObject({ orderId: 1, houseShareBps: 5000 });
    // the house lays 40 000 at 2.0: half of it from the capped back, the player behind it in full, the rest would cross: not placed
    const r = book.place({ orderId: 3, ownerId: 9, side: 'lay', price: 200, stakePaise: 40_000, house: true });
    expect(r.fills.map((f) => [f.makerOrderId, f.stakePaise])).toEqual([[1, 20_000], [2, 1_000]]);
    expect(r).toMatchObject({ restingPaise: 0, crossedPaise: 19_000 });
    // the next house order (a re-quote) takes another half of its own stake, from a higher price too
    const again = book.place({ orderId: 4, ownerId: 9, side: 'lay', price: 210, stakePaise: 10_001, house: true });
    expect(again.fills.map((f) => [f.makerOrderId, f.stakePaise])).toEqual([[1, 5_000]]);
    expect(again).toMatchObject({ restingPaise: 0, crossedPaise: 5_001 });
    // a full-share player takes the capped back in full
    const full = book.place({ orderId: 7, ownerId: 8, side: 'lay', price: 200, stakePaise: 80_000 });
    expect(full.fills.map((f) => [f.makerOrderId, f.stakePaise])).toEqual([[1, 75_000]]);
    expect(full).toMatchObject({ restingPaise: 5_000, crossedPaise: 0 });
  });

  it('a share of 0: a house order takes none of the resting order and places nothing that would cross it', () => {
    const book = new LadderOrderBook();
    book.place({ orderId: 1, ownerId: 6, side: 'back', price: 210, stakePaise: 2_000, houseShareBps: 0 });
    expect(book.place({ orderId: 2, ownerId: 9, side: 'lay', price: 210, stakePaise: 3_000, house: true })).toEqual({ fills: [], restingPaise: 0, crossedPaise: 3_000 });
    // below it, the house's lay rests
    expect(book.place({ orderId: 3, ownerId: 9, side: 'lay', price: 200, stakePaise: 3_000, house: true })).toEqual({ fills: [], restingPaise: 3_000, crossedPaise: 0 });
  });
});

describe("the house's share, on generated books", () => {
  it("a capped taker takes at most its share of the house's size at each price; the depth published between instances gives each share a prefix of its ladder", () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 120 }), fc.integer({ min: 0, max: 10_000 }), (commands, share) => {
        const book = new LadderOrderBook();
        commands.forEach((c, i) => {
          if (c.kind !== 'place') return;
          const taker = c.order.ownerId === HOUSE ? c.order : { ...c.order, houseShareBps: share };
          const houseBefore = new Map<number, number>();
          for (const o of book.restingOrders()) if (o.house && o.side !== taker.side) houseBefore.set(o.price, (houseBefore.get(o.price) ?? 0) + o.remainingPaise);
          const { fills } = book.place({ ...taker, orderId: i + 1 });
          const took = new Map<number, number>();
          for (const f of fills) if (f.makerOwnerId === HOUSE) took.set(f.price, (took.get(f.price) ?? 0) + f.stakePaise);
          if (taker.ownerId !== HOUSE) for (const [p, paise] of took) expect(paise).toBeLessThanOrEqual(houseShareOf(houseBefore.get(p) ?? 0, share));
          assertNotCrossed(book);
          const { toBack, toLay } = book.depth(3);
          const ladder = book.availableToBack(3, share);
          expect(ladder.slice(0, atShare(toBack, share, 3).length)).toEqual(atShare(toBack, share, 3));
          expect(book.availableToLay(3, share).slice(0, atShare(toLay, share, 3).length)).toEqual(atShare(toLay, share, 3));
          expect(atShare(toBack, 10_000, 3)).toEqual(book.availableToBack(3));
        });
      }),
      { numRuns: 200 },
    );
  });

  it("a house order takes a resting player's order at most up to that order's share of the house order's stake; the books agree and never cross", () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 120 }), (commands) => {
        const book = new LadderOrderBook();
        const reference = new ReferenceOrderBook();
        commands.forEach((c, i) => {
          if (c.kind !== 'place') return;
          const shares = new Map(book.restingOrders().map((o) => [o.orderId, o.houseShareBps]));
          const order = { ...c.order, orderId: i + 1 };
          const placed = book.place(order);
          expect(reference.place(order)).toEqual(placed);
          if (order.house) for (const f of placed.fills) expect(f.stakePaise).toBeLessThanOrEqual(houseShareOf(order.stakePaise, shares.get(f.makerOrderId)));
          assertNotCrossed(book);
          expect(reference.restingOrders()).toEqual(book.restingOrders());
        });
      }),
      { numRuns: 200 },
    );
  });
});
