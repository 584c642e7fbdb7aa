// The bookmaker desk on a Betfair cricket match (issue 36 item 3: "bookmaker quotes follow the real
// match odds' fair price"): the feed lists a BOOKMAKER market beside the match odds with the same
// runners, quotes it from Betfair's best prices (the mid price's probability, overround out, 3 %
// under fair odds), suspends it with the match odds and settles it on the same winner. The
// recording is the one the tests write themselves (support/betfair-recording.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Catalog } from '../../src/exchange/catalog';
import { Exchange } from '../../src/exchange/exchange';
import { bookmakerIdOf, fairPercents } from '../../src/feed/betfair/bookmaker';
import type { MarketBook, MarketDefinition } from '../../src/feed/betfair/cache';
import { BetfairFeed } from '../../src/feed/betfair/feed';
import { ReplaySource } from '../../src/feed/betfair/replay';
import { bookmakerPercent, fairRung } from '../../src/feed/sim/markets';
import { marketWire } from '../../src/wire/markets';
import { SYNTHETIC, writeSyntheticCricket, type WrittenRecording } from '../support/betfair-recording';
import { createTestDb, type TestDatabase } from '../support/test-db';

const NOW = Date.UTC(2026, 11, 7, 12, 0, 0);
const BM = bookmakerIdOf(SYNTHETIC.marketId);

let db: TestDatabase;
let rec: WrittenRecording;
let exchange: Exchange;
let feed: BetfairFeed;

beforeAll(async () => {
  db = await createTestDb();
  rec = writeSyntheticCricket(mkdtempSync(path.join(tmpdir(), 'khel-bookmaker-')));
  exchange = await Exchange.start({ db });
  // from ten minutes before the off, 60× the recorded pace
  const source = new ReplaySource({ files: [rec.file], speed: 60, fromMs: rec.inPlayPt - 600_000 });
  feed = new BetfairFeed({ db, exchange, source, feed: 'betfair-replay' });
});
afterAll(async () => {
  await exchange.idle();
  await db.drop();
});

const wireOf = async (id: string) => marketWire((await new Catalog(db, exchange).market(id))!);
const desk = async () =>
  db.query<{ selection_id: string; name: string; back_percent: number | null; lay_percent: number | null }>(
    'SELECT selection_id, name, back_percent, lay_percent FROM runners WHERE market_id = $1 ORDER BY sort_order',
    [BM],
  );

/** What the desk should quote from the match odds as the players see them (the house quotes Betfair's best prices). */
async function expectedFromMatchOdds(): Promise<number[]> {
  const mo = await wireOf(SYNTHETIC.marketId);
  const implied = mo.runners.map((r) => 2 / (r.ex.availableToBack[0]!.price + r.ex.availableToLay[0]!.price));
  const total = implied.reduce((a, b) => a + b, 0);
  return implied.map((p) => bookmakerPercent(fairRung(p / total)));
}

describe('the bookmaker desk on a Betfair cricket match', () => {
  it("is listed beside the match odds with the same runners and quoted at the match odds' fair price", async () => {
    await feed.step(NOW);
    await exchange.idle();
    const [m] = await db.query<{ event_id: string; kind: string; market_type: string; status: string }>('SELECT event_id, kind, market_type, status FROM markets WHERE id = $1', [BM]);
    expect(m).toMatchObject({ kind: 'bookmaker', market_type: 'BOOKMAKER', status: 'OPEN' });
    expect(Number(m!.event_id)).toBe(SYNTHETIC.eventId);
    const rows = await desk();
    expect(rows.map((r) => [Number(r.selection_id), r.name])).toEqual([
      [SYNTHETIC.home.id, SYNTHETIC.home.name],
      [SYNTHETIC.away.id, SYNTHETIC.away.name],
    ]);
    const expected = await expectedFromMatchOdds();
    expect(rows.map((r) => r.back_percent)).toEqual(expected);
    expect(rows.map((r) => r.lay_percent)).toEqual(expected.map((p) => p + 2));
    // the home side is the favourite on Betfair (its prices are 4 ticks shorter): the desk agrees
    expect(rows[0]!.back_percent!).toBeLessThan(rows[1]!.back_percent!);
    // and the bookmaker wire offers it (percentages, as the bookmaker rows show)
    const wire = await wireOf(BM);
    expect(wire.mtype).toBe('bookmaker');
  });

  it("its fair price moves with the match odds' prices, and there is none while a runner has no price", () => {
    const def = { eventTypeId: '4', marketType: 'MATCH_ODDS', runners: [{ id: 1, status: 'ACTIVE' }, { id: 2, status: 'ACTIVE' }] } as unknown as MarketDefinition;
    const book = (home: [number, number], away: [number, number]): MarketBook => ({
      id: '1.1',
      definition: def,
      pt: 0,
      runners: new Map(
        ([
          [1, home],
          [2, away],
        ] as const).map(([id, [b, l]]) => [id, { id, atb: new Map([[b, 100]]), atl: new Map([[l, 100]]), batb: new Map(), batl: new Map(), ltp: null }]),
      ),
    });
    const even = fairPercents(book([200, 202], [200, 202]), def)!;
    expect(even.get(1)).toBe(even.get(2));
    const shorter = fairPercents(book([150, 152], [290, 300]), def)!;
    expect(shorter.get(1)!).toBeLessThan(even.get(1)!);
    expect(shorter.get(2)!).toBeGreaterThan(even.get(2)!);
    // a runner without any price: no fair price, no quote
    expect(fairPercents({ ...book([200, 202], [200, 202]), runners: new Map([...book([200, 202], [200, 202]).runners].slice(0, 1)) }, def)).toBeNull();
  });

  it('suspends with the match odds and settles on the same winner', async () => {
    // to the match odds' suspension after the last ball, then to its close
    const source = (feed as unknown as { o: { source: ReplaySource } }).o.source;
    const at = (pt: number) => NOW + (pt - (rec.inPlayPt - 600_000)) / 60;
    await feed.step(at(rec.endPt - 30_000) + 1);
    await exchange.idle();
    const status = async () => (await db.query<{ status: string; settled: boolean; winner: string | null }>('SELECT status, settled_at IS NOT NULL AS settled, winner_selection_id AS winner FROM markets WHERE id = $1', [BM]))[0]!;
    expect((await status()).status).toBe('SUSPENDED');
    await feed.step(at(rec.endPt) + 1);
    await exchange.idle();
    expect(source.status(at(rec.endPt) + 1).finished).toBe(true);
    const [mo] = await db.query<{ winner: string | null }>('SELECT winner_selection_id AS winner FROM markets WHERE id = $1', [SYNTHETIC.marketId]);
    expect(mo!.winner).not.toBeNull();
    const bm = await status();
    expect(bm.settled).toBe(true);
    expect(Number(bm.winner)).toBe(Number(mo!.winner));
  });
});
