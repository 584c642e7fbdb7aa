// The Betfair feed on a message's arrival (issue 36: a price change reaches the players' streams
// fast): the feed steps when a message is due or comes in rather than on a fixed beat, re-quotes a
// market at once after a quiet spell and merges the changes within its window (the bounded rate),
// changes only the house's levels that moved, and pulls the quotes at once when the market suspends.
import { Exchange } from '../../src/exchange/exchange';
import type { MarketDefinition, McmMessage } from '../../src/feed/betfair/cache';
import { BetfairFeed, REQUOTE_EVERY_MS, type StreamSource } from '../../src/feed/betfair/feed';
import type { StreamMessage } from '../../src/feed/betfair/replay';
import { levelChanges } from '../../src/feed/house';
import { ArrivalLoop } from '../../src/feed/port';
import { marketMakerUserId } from '../../src/wallet/ledger';
import { createPlayer } from '../support/players';
import { createTestDb, type TestDatabase } from '../support/test-db';

const T0 = Date.UTC(2026, 11, 7, 12, 0, 0);
const MARKET = '1.910000001';

/** Messages the test hands over, as a live stream would (each wakes the feed). */
class ScriptedSource implements StreamSource {
  private queue: StreamMessage[] = [];
  private wake: (() => void) | null = null;
  push(...messages: StreamMessage[]): void {
    this.queue.push(...messages);
    this.wake?.();
  }
  async take(): Promise<StreamMessage[]> {
    return this.queue.splice(0);
  }
  onArrival(wake: () => void): void {
    this.wake = wake;
  }
  catalogue() {
    return { marketId: MARKET, event: { id: '910000001', name: 'Delhi v Kolkata' }, runners: [{ selectionId: 1, runnerName: 'Delhi' }, { selectionId: 2, runnerName: 'Kolkata' }] };
  }
  toWall(ms: number): number {
    return ms;
  }
  status() {
    return { feed: 'betfair' as const };
  }
}

const definition = (status: MarketDefinition['status']): MarketDefinition => ({
  eventId: '910000001',
  eventTypeId: '4',
  marketType: 'MATCH_ODDS',
  marketTime: new Date(T0 + 3_600_000).toISOString(),
  inPlay: false,
  betDelay: 0,
  numberOfWinners: 1,
  status,
  runners: [
    { id: 1, status: 'ACTIVE', sortPriority: 1 },
    { id: 2, status: 'ACTIVE', sortPriority: 2 },
  ] as MarketDefinition['runners'],
});
/** best back / lay of runner 1 (runner 2 stays), one level each side */
const ladder = (back: number, lay: number) => [
  { id: 1, atb: [[back, 100]], atl: [[lay, 100]] },
  { id: 2, atb: [[2.5, 100]], atl: [[2.54, 100]] },
];
const mcm = (pt: number, mc: object, id = MARKET): McmMessage => ({ op: 'mcm', pt, mc: [{ id, ...mc }] }) as McmMessage;

let db: TestDatabase;
let exchange: Exchange;
let mm: number;

beforeAll(async () => {
  db = await createTestDb();
  exchange = await Exchange.start({ db });
  mm = await marketMakerUserId(db);
});
afterAll(async () => {
  await exchange.idle();
  await db.drop();
});

const houseOrders = (marketId = MARKET) =>
  exchange.books
    .ordersOfPlayer(mm, marketId)
    .map((o) => `${o.selectionId}${o.isBack ? 'B' : 'L'}${o.price}`)
    .sort();

describe('the Betfair feed on arrival', () => {
  it('re-quotes at once after a quiet spell, merges the changes within the window, and pulls the quotes at once on a suspension', async () => {
    const source = new ScriptedSource();
    const feed = new BetfairFeed({ db, exchange, source, feed: 'betfair' });
    source.push(mcm(T0, { img: true, marketDefinition: definition('OPEN'), rc: ladder(2, 2.02) }));
    // nothing else is due: the feed waits to be woken (null), not for a beat
    expect(await feed.advance(T0)).toBeNull();
    // the house lays what a player backs at on Betfair and backs what they lay at
    expect(houseOrders()).toEqual(['1B202', '1L200', '2B254', '2L250']);

    // within the window after that re-quote: merged, the feed asks to step again at its end
    source.push(mcm(T0 + REQUOTE_EVERY_MS / 5, { rc: [{ id: 1, atb: [[2, 0], [2.04, 100]], atl: [[2.02, 0], [2.06, 100]] }] }));
    expect(await feed.advance(T0 + REQUOTE_EVERY_MS / 5)).toBe(T0 + REQUOTE_EVERY_MS);
    expect(houseOrders()).toEqual(['1B202', '1L200', '2B254', '2L250']);
    source.push(mcm(T0 + (2 * REQUOTE_EVERY_MS) / 5, { rc: [{ id: 1, atb: [[2.04, 0], [2.06, 100]], atl: [[2.06, 0], [2.08, 100]] }] }));
    await feed.advance(T0 + (2 * REQUOTE_EVERY_MS) / 5);
    const before = exchange.books.ordersOfPlayer(mm, MARKET).filter((o) => o.selectionId === 2).map((o) => o.betId);
    expect(await feed.advance(T0 + REQUOTE_EVERY_MS)).toBeNull();
    // one re-quote with both changes: runner 1 at its latest prices, runner 2's orders untouched
    expect(houseOrders()).toEqual(['1B208', '1L206', '2B254', '2L250']);
    expect(exchange.books.ordersOfPlayer(mm, MARKET).filter((o) => o.selectionId === 2).map((o) => o.betId)).toEqual(before);

    // a suspension pulls the house's quotes in the step that takes it, whatever the window says
    source.push(mcm(T0 + REQUOTE_EVERY_MS + 1, { marketDefinition: definition('SUSPENDED') }));
    await feed.advance(T0 + REQUOTE_EVERY_MS + 1);
    expect(houseOrders()).toEqual([]);
  });

  it('steps as soon as the source wakes it, not on the next beat', async () => {
    const steps: number[] = [];
    const loop = new ArrivalLoop(async (now) => {
      steps.push(now);
      return null;
    });
    loop.start(60_000);
    await new Promise((r) => setTimeout(r, 20));
    expect(steps).toHaveLength(1); // the first step at once
    const woken = Date.now();
    loop.wake();
    await new Promise((r) => setTimeout(r, 50));
    expect(steps).toHaveLength(2);
    // at once (the beat is a minute; a loaded machine's timers slip by some milliseconds)
    expect(steps[1]! - woken).toBeLessThan(1_000);
    await loop.stop();
  });

  it('steps at the time the last step asked for, and never two steps at once', async () => {
    let running = 0;
    let overlapped = false;
    const steps: number[] = [];
    const loop = new ArrivalLoop(async (now) => {
      running++;
      overlapped ||= running > 1;
      steps.push(now);
      await new Promise((r) => setTimeout(r, 30));
      running--;
      return steps.length <= 2 ? now + 1_500 : null;
    });
    const started = Date.now();
    loop.start(60_000);
    loop.wake();
    loop.wake();
    await new Promise((r) => setTimeout(r, 1_000));
    // the first step, then one for the wakes during it (at once, not at the +1.5 s it asked for), no beat
    expect(steps).toHaveLength(2);
    expect(steps[1]! - started).toBeLessThan(1_000);
    // then the time the step asked for
    await new Promise((r) => setTimeout(r, 2_000));
    await loop.stop();
    expect(steps).toHaveLength(3);
    expect(steps[2]! - steps[1]!).toBeGreaterThanOrEqual(1_500);
    expect(overlapped).toBe(false);
  });
});

describe("the house re-quotes a level only when Betfair's target for it moved", () => {
  const OTHER = '1.910000002';
  /** runner 1 at one back and one lay price, sizes in pounds (£2 = ₹210 at the default rate) */
  const twoRunners = (back: [number, number], lay: [number, number]) => [
    { id: 1, atb: [back], atl: [lay] },
    { id: 2, atb: [[2.5, 2]], atl: [[2.54, 2]] },
  ];
  /** runner 2's best back moves: the market is re-quoted, runner 1's ladder stays */
  const moveRunnerTwo = (from: number, to: number) => ({ rc: [{ id: 2, atb: [[from, 0], [to, 2]] }] });

  it('leaves a level players took, and what a capped order kept the house from placing, gone until its ladder moves', async () => {
    const at = T0 + 60_000;
    const source = new ScriptedSource();
    const feed = new BetfairFeed({ db, exchange, source, feed: 'betfair' });
    const full = await createPlayer(db, { balanceRupees: 10_000 });
    const capped = await createPlayer(db, { balanceRupees: 10_000 });
    source.push(mcm(at, { img: true, marketDefinition: definition('OPEN'), rc: twoRunners([2, 2], [2.02, 2]) }, OTHER));
    await feed.advance(at);
    expect(houseOrders(OTHER)).toEqual(['1B202', '1L200', '2B254', '2L250']);

    // a player backs all of the house's ₹210 lay at 2.0
    const took = await exchange.placeBet(full.userId, { marketId: OTHER, selectionId: 1, isBack: true, price: 200, stakePaise: 210_00 });
    expect(took).toMatchObject({ matchedPaise: 210_00, unmatchedPaise: 0 });
    // the market is re-quoted (runner 2 moved) with runner 1's ladder as it was: the lay is not offered again
    source.push(mcm(at + 100, moveRunnerTwo(2.5, 2.48), OTHER));
    await feed.advance(at + 100);
    expect(houseOrders(OTHER)).toEqual(['1B202', '2B254', '2L248']);
    // Betfair's size at 2.0 moves: the house lays its new target there
    source.push(mcm(at + 200, { rc: [{ id: 1, atb: [[2, 3]] }] }, OTHER));
    await feed.advance(at + 200);
    expect(houseOrders(OTHER)).toEqual(['1B202', '1L200', '2B254', '2L248']);
    expect(exchange.books.ordersOfPlayer(mm, OTHER).find((o) => o.selectionId === 1 && !o.isBack)?.unmatchedPaise).toBe(315_00);

    // a 50 % host's player backs ₹300 at 2.04, above every lay: it rests, keeping its host's share
    const back = await exchange.placeBet(capped.userId, { marketId: OTHER, selectionId: 1, isBack: true, price: 204, stakePaise: 300_00, houseShareBps: 5000 });
    expect(back).toMatchObject({ matchedPaise: 0, unmatchedPaise: 300_00 });
    const matchedOfBack = () => exchange.books.order(back.betId)?.matchedPaise;
    // Betfair offers £2 at 2.04 (its best lay moving up to 2.06): the house's ₹210 lay there takes half (₹105) of the player's back; the rest is not placed
    source.push(mcm(at + 300, { rc: [{ id: 1, atb: [[2.04, 2]], atl: [[2.02, 0], [2.06, 2]] }] }, OTHER));
    await feed.advance(at + 300);
    expect(matchedOfBack()).toBe(105_00);
    expect(houseOrders(OTHER)).not.toContain('1L204');
    // re-quotes of the market that leave runner 1's ladder as it was give the player no more
    for (const [i, price] of [2.46, 2.44, 2.42].entries()) {
      source.push(mcm(at + 400 + 100 * i, moveRunnerTwo(price + 0.02, price), OTHER));
      await feed.advance(at + 400 + 100 * i);
    }
    expect(houseOrders(OTHER)).toEqual(['1B206', '1L200', '2B254', '2L242']);
    expect(matchedOfBack()).toBe(105_00);
    // Betfair's size at 2.04 moves (£3: ₹315): the house quotes it again and the player gets half of the new order
    source.push(mcm(at + 800, { rc: [{ id: 1, atb: [[2.04, 3]] }] }, OTHER));
    await feed.advance(at + 800);
    expect(matchedOfBack()).toBe(105_00 + 157_50);
    await exchange.idle();
    const [row] = await db.query<{ matched_paise: number; unmatched_paise: number }>('SELECT matched_paise, unmatched_paise FROM bets WHERE id = $1', [back.betId]);
    expect(row).toEqual({ matched_paise: 262_50, unmatched_paise: 37_50 });
  });

  it('a new feed (a restart, a new leader) holding the book starts from the orders resting there: keeps what its ladder repeats, places again what was taken', async () => {
    const at = T0 + 120_000;
    const source = new ScriptedSource();
    // below the capped player's back still resting at 2.04: nothing crosses it
    const image = () => mcm(at, { img: true, marketDefinition: definition('OPEN'), rc: twoRunners([1.9, 2], [1.92, 2]) }, OTHER);
    const first = new BetfairFeed({ db, exchange, source, feed: 'betfair' });
    source.push(image());
    await first.advance(at);
    expect(houseOrders(OTHER)).toEqual(['1B192', '1L190', '2B254', '2L250']);
    const before = exchange.books.ordersOfPlayer(mm, OTHER).map((o) => o.betId);
    const player = await createPlayer(db, { balanceRupees: 10_000 });
    expect(await exchange.placeBet(player.userId, { marketId: OTHER, selectionId: 1, isBack: true, price: 190, stakePaise: 210_00 })).toMatchObject({ matchedPaise: 210_00 });
    // a second feed (it knows of no quote) sees the same ladder: one order a level, the taken lay placed again, the others kept
    const second = new BetfairFeed({ db, exchange, source, feed: 'betfair' });
    source.push(image());
    await second.advance(at + 100);
    expect(houseOrders(OTHER)).toEqual(['1B192', '1L190', '2B254', '2L250']);
    const now = exchange.books.ordersOfPlayer(mm, OTHER);
    expect(now.filter((o) => before.includes(o.betId)).map((o) => `${o.selectionId}${o.isBack ? 'B' : 'L'}${o.price}`).sort()).toEqual(['1B192', '2B254', '2L250']);
    expect(now.find((o) => o.selectionId === 1 && !o.isBack)!.unmatchedPaise).toBe(210_00);
  });
});

describe('a re-quote changes only what moved', () => {
  it('against the targets last quoted: leaves a level whose target stayed (whatever was taken of it), cancels the moved and the gone, places the moved and the new', () => {
    const last = new Map([
      ['1:l:200', { stakePaise: 10_000, betId: 1 }], // stays
      ['1:b:202', { stakePaise: 10_000, betId: null }], // stays (taken in full, or capped): not placed again
      ['2:l:250', { stakePaise: 10_000, betId: 3 }], // resized
      ['2:b:254', { stakePaise: 10_000, betId: 4 }], // gone
      ['2:b:256', { stakePaise: 10_000, betId: null }], // gone, nothing of it rests
    ]);
    const { cancel, place, kept } = levelChanges(last, [
      { selectionId: 1, isBack: false, price: 200, stakePaise: 10_000 },
      { selectionId: 1, isBack: true, price: 202, stakePaise: 10_000 },
      { selectionId: 2, isBack: false, price: 250, stakePaise: 12_000 },
      { selectionId: 2, isBack: true, price: 258, stakePaise: 10_000 }, // new
    ]);
    expect(cancel.sort()).toEqual([3, 4]);
    expect(place.map((o) => `${o.selectionId}${o.isBack ? 'B' : 'L'}${o.price}:${o.stakePaise}`).sort()).toEqual(['2B258:10000', '2L250:12000']);
    expect([...kept.keys()].sort()).toEqual(['1:b:202', '1:l:200']);
  });
});
