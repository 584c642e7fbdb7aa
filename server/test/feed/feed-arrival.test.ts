// The Betfair feed on a message's arrival (issue 36: a price change reaches the players' streams
// fast): the feed steps when a message is due or comes in rather than on a fixed beat, re-quotes a
// market at once after a quiet spell and merges the changes within its window (the bounded rate),
// changes only the house's levels that moved, and pulls the quotes at once when the market suspends.
import { Exchange } from '../../src/exchange/exchange';
import type { MarketDefinition, McmMessage } from '../../src/feed/betfair/cache';
import { BetfairFeed, REQUOTE_EVERY_MS, type StreamSource } from '../../src/feed/betfair/feed';
import type { StreamMessage } from '../../src/feed/betfair/replay';
import { quoteChanges } from '../../src/feed/house';
import { ArrivalLoop } from '../../src/feed/port';
import { marketMakerUserId } from '../../src/wallet/ledger';
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
const mcm = (pt: number, mc: object): McmMessage => ({ op: 'mcm', pt, mc: [{ id: MARKET, ...mc }] }) as McmMessage;

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

const houseOrders = () =>
  exchange.books
    .ordersOfPlayer(mm, MARKET)
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

describe('a re-quote changes only what moved', () => {
  const rest = (betId: number, selectionId: number, isBack: boolean, price: number, stakePaise: number, matchedPaise = 0) => ({ betId, selectionId, isBack, price, stakePaise, matchedPaise });
  it('keeps the orders the new quotes repeat, cancels the moved and the partly matched, places the rest', () => {
    const resting = [rest(1, 1, false, 200, 10_000), rest(2, 1, true, 202, 10_000), rest(3, 2, false, 250, 10_000, 4_000), rest(4, 2, true, 254, 10_000)];
    const { cancel, place } = quoteChanges(resting, [
      { selectionId: 1, isBack: false, price: 200, stakePaise: 10_000 }, // kept
      { selectionId: 1, isBack: true, price: 204, stakePaise: 10_000 }, // moved
      { selectionId: 2, isBack: false, price: 250, stakePaise: 10_000 }, // a player took ₹40 of it: topped up
      { selectionId: 2, isBack: true, price: 254, stakePaise: 12_000 }, // resized
    ]);
    expect(cancel.sort()).toEqual([2, 3, 4]);
    expect(place.map((o) => `${o.selectionId}${o.isBack ? 'B' : 'L'}${o.price}:${o.stakePaise}`).sort()).toEqual(['1B204:10000', '2B254:12000', '2L250:10000']);
  });
});
