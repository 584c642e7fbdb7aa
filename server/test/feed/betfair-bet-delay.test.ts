// Betfair's betDelay counts (issue 36): the feed keeps each market's delay from its definition, an
// in-play bet waits the larger of the host's delay and Betfair's, and the market's betDelay on the
// wire (the slip's countdown) is the same larger figure. The recording is the one the tests write
// themselves (its match odds market carries betDelay 5 once in play); the exchange's sleep hook
// records what a bet waits instead of waiting it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Catalog } from '../../src/exchange/catalog';
import { Exchange } from '../../src/exchange/exchange';
import { BetfairFeed } from '../../src/feed/betfair/feed';
import { ReplaySource } from '../../src/feed/betfair/replay';
import { marketDelta } from '../../src/stream/hub';
import { marketWire, racingMarketWire } from '../../src/wire/markets';
import { SYNTHETIC, writeSyntheticCricket, type WrittenRecording } from '../support/betfair-recording';
import { createPlayer } from '../support/players';
import { createTestDb, type TestDatabase } from '../support/test-db';

const NOW = Date.UTC(2026, 11, 7, 12, 0, 0);

let db: TestDatabase;
let rec: WrittenRecording;
let exchange: Exchange;
let feed: BetfairFeed;
const waited: number[] = [];

beforeAll(async () => {
  db = await createTestDb();
  rec = writeSyntheticCricket(mkdtempSync(path.join(tmpdir(), 'khel-betdelay-')));
  exchange = await Exchange.start({ db, sleep: async (ms) => void waited.push(ms) });
  // from a second before the match goes in play, at the recorded pace
  const source = new ReplaySource({ files: [rec.file], speed: 1, fromMs: rec.inPlayPt - 1_000 });
  feed = new BetfairFeed({ db, exchange, source, feed: 'betfair-replay' });
});
afterAll(async () => {
  await exchange.idle();
  await db.drop();
});

const storedDelay = async () => (await db.query<{ d: number | null }>('SELECT feed_bet_delay_seconds AS d FROM markets WHERE id = $1', [SYNTHETIC.marketId]))[0]!.d;
const wireOf = async () => marketWire((await new Catalog(db, exchange).market(SYNTHETIC.marketId))!);
const wireDelay = async () => (await wireOf()).betDelay;

/** The player's host's in-play delay for cricket match odds (hosts.config.betDelays, as the operator console sets it). */
async function setHostMatchOddsDelay(operatorId: number, seconds: number): Promise<void> {
  await db.query(`UPDATE hosts SET config = COALESCE(config, '{}'::jsonb) || jsonb_build_object('betDelays', jsonb_build_object('matchoddsBetDelay', $2::int)) WHERE operator_id = $1`, [operatorId, seconds]);
}

async function placeAndRecordWait(userId: number): Promise<number[]> {
  waited.length = 0;
  const bet = await exchange.placeBet(userId, { marketId: SYNTHETIC.marketId, selectionId: SYNTHETIC.home.id, isBack: true, price: 300, stakePaise: 10_000 });
  expect(bet.betId).toBeGreaterThan(0);
  return [...waited];
}

describe("Betfair's betDelay and the host's in-play delay", () => {
  it('keeps the definition’s delay as it changes: none before the off, 5 s in play', async () => {
    await feed.step(NOW);
    expect(await storedDelay()).toBe(0);
    const [pre] = await db.query<{ inplay: boolean }>('SELECT inplay FROM markets WHERE id = $1', [SYNTHETIC.marketId]);
    expect(pre!.inplay).toBe(false);
    expect(await wireDelay()).toBe(0);
    const before = await wireOf();
    expect(before.feed_bet_delay).toBeUndefined();
    await feed.step(NOW + 2_000);
    expect(await storedDelay()).toBe(5);
    // the stream's delta tells a watching page the new delay with the in-play flag
    expect(marketDelta(before, await wireOf())).toMatchObject({ inplay: true, betDelay: 5, feed_bet_delay: 5 });
    const [live] = await db.query<{ inplay: boolean }>('SELECT inplay FROM markets WHERE id = $1', [SYNTHETIC.marketId]);
    expect(live!.inplay).toBe(true);
  });

  it("makes a bet wait Betfair's 5 s where the host's delay is lower, and the wire says 5", async () => {
    const player = await createPlayer(db, { balanceRupees: 1000 });
    await setHostMatchOddsDelay(1, 2);
    expect(await placeAndRecordWait(player.userId)).toEqual([5000]);
    expect(await wireDelay()).toBe(5);
    // the feed's own figure too: the slip counts down the larger of it and the player's host's delay
    expect((await wireOf()).feed_bet_delay).toBe(5);
  });

  it("carries Betfair's delay on the racing wire too (a race's list and card), as on the sports wire", async () => {
    const detail = (await new Catalog(db, exchange).market(SYNTHETIC.marketId))!;
    expect(racingMarketWire({ market: detail.market, runners: detail.runners }).feed_bet_delay).toBe(5);
    // none before the off (the slip's countdown is only in play)
    expect(racingMarketWire({ market: { ...detail.market, inplay: false }, runners: detail.runners }).feed_bet_delay).toBeUndefined();
  });

  it("makes a bet wait the host's delay where it is larger than Betfair's", async () => {
    const player = await createPlayer(db, { balanceRupees: 1000 });
    await setHostMatchOddsDelay(1, 8);
    expect(await placeAndRecordWait(player.userId)).toEqual([8000]);
    // Betfair's delay stays stored; the wire's figure (the same for every host) is the defaults' 5 or Betfair's, the larger
    expect(await storedDelay()).toBe(5);
    expect(await wireDelay()).toBe(5);
  });

  it('counts only the host’s delay where the feed gives none (the simulator writes null)', async () => {
    await db.query('UPDATE markets SET feed_bet_delay_seconds = NULL WHERE id = $1', [SYNTHETIC.marketId]);
    exchange.forgetMarket(SYNTHETIC.marketId);
    const player = await createPlayer(db, { balanceRupees: 1000 });
    await setHostMatchOddsDelay(1, 2);
    expect(await placeAndRecordWait(player.userId)).toEqual([2000]);
  });
});
