// The Betfair replay end to end on the real server: Betfair's recordings (KHEL_BETFAIR_FIXTURES,
// default ../shared/fixtures/betfair beside the repository) become the catalog with Betfair's ids
// and names, the house quotes the recording's best three levels, and the markets settle on the
// recording's result. Without the recordings these tests say so and skip; the stream written by
// the test itself (below) runs everywhere.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BetfairFeed } from '../../src/feed/betfair/feed';
import { bestLevels } from '../../src/feed/betfair/cache';
import { ReplaySource } from '../../src/feed/betfair/replay';
import { playerBalances } from '../../src/wallet/ledger';
import { get, post, startTestApp, type Json, type TestApp } from '../support/app';
import { createPlayer } from '../support/players';
import { SYNTHETIC, writeSyntheticCricket, type WrittenRecording } from '../support/betfair-recording';

const FIXTURES = path.resolve(process.env.KHEL_BETFAIR_FIXTURES ?? path.join(__dirname, '../../../../shared/fixtures/betfair'));
const haveFixtures = existsSync(path.join(FIXTURES, 'cricket-1.200806927.jsonl.gz'));
if (!haveFixtures) console.warn(`Betfair recordings not found at ${FIXTURES} (set KHEL_BETFAIR_FIXTURES): the tests on them are skipped`);
const withFixtures = haveFixtures ? describe : describe.skip;

const NOW = Date.UTC(2026, 11, 7, 12, 0, 0);
const HOUR = 3_600_000;

/** A fresh server and database for a describe block. */
function appPerBlock(): { t: TestApp } {
  const holder = {} as { t: TestApp };
  beforeAll(async () => {
    holder.t = await startTestApp();
  });
  afterAll(async () => {
    await holder.t.app.exchange.idle();
    await holder.t.close();
  });
  return holder;
}

async function replay(t: TestApp, files: string[], from: string | null, speed = 1) {
  const source = new ReplaySource({ files, speed, fromMs: from ? Date.parse(from) : null });
  const feed = new BetfairFeed({ db: t.db, exchange: t.app.exchange, source, feed: 'betfair-replay' });
  return { source, feed };
}

/** The best three back and lay prices of each runner as matchDetailsOpen answers them. */
async function answeredPrices(t: TestApp, matchId: number, marketId: string) {
  const res = await post(t.app, 'match/matchDetailsOpen', { match_id: matchId });
  const market = (res.body.data as Json[]).find((m) => m.market_id === marketId)!;
  return Object.fromEntries(
    (market.runners as Json[]).map((r) => [
      r.selection_id,
      { back: (r.ex.availableToBack as Json[]).map((l) => l.price), lay: (r.ex.availableToLay as Json[]).map((l) => l.price) },
    ]),
  );
}

function recordingPrices(feed: BetfairFeed, marketId: string) {
  const book = feed.cache.markets.get(marketId)!;
  const active = new Set(book.definition!.runners.filter((r) => r.status === 'ACTIVE').map((r) => r.id));
  return Object.fromEntries(
    [...book.runners.values()]
      .filter((r) => active.has(r.id))
      .map((r) => {
        const l = bestLevels(r, 3);
        return [r.id, { back: l.back.map((x) => x.price / 100), lay: l.lay.map((x) => x.price / 100) }];
      }),
  );
}

/** The score stream's lines in order. */
function scoreLines(file: string): Json[] {
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Json);
}

const ballsOf = (overs: string) => Number(overs.split('.')[0]) * 6 + Number(overs.split('.')[1] ?? 0);

/** The batting side's runs, wickets and overs in the last score message at or before `pt`. */
function scoreAt(file: string, pt: number): Json {
  let last: Json | null = null;
  for (const m of scoreLines(file)) if (m.pt <= pt && m.cc[0].matchStats?.inningsStats) last = m.cc[0].matchStats;
  const now = last!.inningsStats[last!.currentInnings - 1];
  return { team: now.battingTeam, runs: now.inningsRuns, wickets: now.inningsWickets, overs: Number(now.inningsOvers) };
}

/** Each session line's result read straight from the score stream: the runs at its over, or the innings' total. */
function sessionResults(file: string): Array<[string, number, string]> {
  const out: Array<[string, number, string]> = [];
  for (const innings of [1, 2]) {
    const states = scoreLines(file)
      .map((m) => m.cc[0].matchStats?.inningsStats?.[innings - 1])
      .filter((i: Json | undefined) => i?.battingTeam);
    const total = states[states.length - 1]!;
    for (const overs of [6, 10, 15, 20]) {
      const at = states.find((i: Json) => ballsOf(i.inningsOvers) >= overs * 6) ?? total;
      out.push([`${overs} over runs ${total.battingTeam}`, at.inningsRuns, 'feed']);
    }
  }
  return out;
}

withFixtures('Betfair replay: the T20 Netherlands v Papua New Guinea (recording)', () => {
  const app = appPerBlock();
  let t: TestApp;
  beforeAll(() => {
    t = app.t;
  });

  it('lists the match with Betfair ids and names, quotes the recorded best three levels, scores it and settles it to Netherlands', async () => {
    await t.db.query('UPDATE hosts SET commission_bps = 200');
    const { feed } = await replay(t, [path.join(FIXTURES, 'cricket-1.200806927.jsonl.gz')], '2022-07-11T10:58:00Z');
    await feed.step(NOW);
    await feed.step(NOW + 1_500); // the house quotes at most once a second

    const [event] = await t.db.query<Json>('SELECT id, name, sport_id, feed_key FROM events WHERE id = 31573045');
    expect(event).toMatchObject({ name: 'Netherlands v Papua New Guinea', sport_id: 4, feed_key: 'betfair:31573045' });
    const runners = await t.db.query<Json>(`SELECT selection_id, name FROM runners WHERE market_id = '1.200806927' ORDER BY sort_order`);
    expect(runners.map((r) => [Number(r.selection_id), r.name])).toEqual([
      [228749, 'Netherlands'],
      [2857977, 'Papua New Guinea'],
    ]);
    const status = (await get(t.app, 'feed/status')).body.data as Json;
    const m = (status.markets as Json[]).find((x) => x.marketId === '1.200806927')!;
    expect(m.pt).toBeLessThanOrEqual(Date.parse('2022-07-11T10:58:00Z') + 1_500);
    expect(status).toMatchObject({ feed: 'betfair-replay', speed: 1, running: true });

    const expected = recordingPrices(feed, '1.200806927');
    expect(expected['228749']!.back.length).toBe(3);
    expect(await answeredPrices(t, 31573045, '1.200806927')).toEqual(expected);

    // a player backs Netherlands at the best back price and lays Papua New Guinea at its best lay (₹25: what that level holds)
    const player = await createPlayer(t.db, { balanceRupees: 200_000 });
    const back = expected['228749']!.back[0]!;
    const lay = expected['2857977']!.lay[0]!;
    const b1 = await post(t.app, 'bet/saveBet', { market_id: '1.200806927', selection_id: 228749, is_back: 1, odds: back, stack: 100 }, { token: player.token });
    const b2 = await post(t.app, 'bet/saveBet', { market_id: '1.200806927', selection_id: 2857977, is_back: 0, odds: lay, stack: 25 }, { token: player.token });
    expect([b1.body.msg, b2.body.msg]).toEqual(["Bet placed successfully", "Bet placed successfully"]);
    expect([b1.body.data.matched, b2.body.data.matched].map(Number)).toEqual([100, 25]);

    // in play, the score and the session lines from the score stream
    await feed.step(NOW + 2 * HOUR); // 12:30 on the recording: first innings under way
    const [scored] = await t.db.query<Json>('SELECT status, score FROM events WHERE id = 31573045');
    expect(scored!.status).toBe('inplay');
    expect(scored!.score).toMatchObject(scoreAt(path.join(FIXTURES, 'cricket-1.200806927.scores.jsonl.gz'), feed.scores.matches.get(31573045)!.pt));
    const center = await get(t.app, 'match-center/stats/4/31573045');
    expect(center.body.data.score).toMatchObject({ team: 'Netherlands' });

    // to the end: closed with Netherlands the winner
    await feed.step(NOW + 6 * HOUR);
    await t.app.exchange.idle();
    const [market] = await t.db.query<Json>(`SELECT winner_selection_id, settled_by FROM markets WHERE id = '1.200806927'`);
    // each session line settled at the runs the score stream gives at its over (or the innings' total)
    const fancies = await t.db.query<Json>('SELECT name, result_runs, settled_by FROM fancies WHERE event_id = 31573045 ORDER BY id');
    expect(fancies.map((f) => [f.name, f.result_runs, f.settled_by])).toEqual(sessionResults(path.join(FIXTURES, 'cricket-1.200806927.scores.jsonl.gz')));
    expect([Number(market!.winner_selection_id), market!.settled_by]).toEqual([228749, 'feed']);
    // back ₹100 at `back` wins ₹100 × (back − 1); the lay of ₹25 on the loser wins its ₹25; the host takes 2% of the net
    const netPaise = Math.round((back - 1) * 100) * 100 + 25 * 100;
    const balances = await playerBalances(t.db, player.userId);
    expect(balances).toMatchObject({ cash: 20_000_000 + netPaise - Math.floor((netPaise * 200) / 10_000), hold: 0 });
  });
});

withFixtures('Betfair replay: races and football (recordings)', () => {
  const app = appPerBlock();
  let t: TestApp;
  beforeAll(() => {
    t = app.t;
  });

  it('lists the greyhound race with names from its catalogue, quotes its best levels and settles its winner', async () => {
    const { feed } = await replay(t, [path.join(FIXTURES, 'greyhound-1.197931750.jsonl.gz')], null);
    await feed.step(NOW);
    await feed.step(NOW + 1_500);
    const runners = await t.db.query<Json>(`SELECT selection_id, name, metadata FROM runners WHERE market_id = '1.197931750' ORDER BY sort_order`);
    expect(runners[0]).toMatchObject({ name: '1. Paradise Mission', metadata: { CLOTH_NUMBER: '1' } });
    expect(runners.every((r) => !/name not given/.test(r.name))).toBe(true);
    const [event] = await t.db.query<Json>('SELECT name, venue, country_code, sport_id FROM events WHERE id = 31389771');
    expect(event).toMatchObject({ venue: 'Sheffield', country_code: 'GB', sport_id: 4339 });
    expect(event!.name).toMatch(/^\d\d:\d\d Sheffield$/);
    const racing = await post(t.app, 'market/allRacingMarketsOpen', { sport_id: 4339 });
    const race = (racing.body.data as Json[]).find((m) => m.market_id === '1.197931750');
    if (race) {
      const expected = recordingPrices(feed, '1.197931750');
      for (const r of race.runners as Json[]) {
        expect({ id: r.selection_id, back: (r.ex.availableToBack as Json[]).map((l) => l.price) }).toEqual({ id: r.selection_id, back: expected[r.selection_id]!.back });
      }
    }
    await feed.step(NOW + 48 * HOUR);
    const [market] = await t.db.query<Json>(`SELECT winner_selection_id, settled_by FROM markets WHERE id = '1.197931750'`);
    const closed = feed.cache.markets.get('1.197931750')!.definition!;
    expect(closed.status).toBe('CLOSED');
    expect(Number(market!.winner_selection_id)).toBe(closed.runners.find((r) => r.status === 'WINNER')!.id);
  });

  it('lists the horse race with names and cloth numbers from its definition and settles its winner', async () => {
    const { feed } = await replay(t, [path.join(FIXTURES, 'horse-1.127236622.jsonl.gz')], null, 1000);
    await feed.step(NOW);
    const runners = await t.db.query<Json>(`SELECT name, metadata FROM runners WHERE market_id = '1.127236622' ORDER BY sort_order`);
    expect(runners[0]).toMatchObject({ name: '1. Palentino', metadata: { CLOTH_NUMBER: '1' } });
    const [event] = await t.db.query<Json>('SELECT venue, country_code FROM events WHERE id = 27949694');
    expect(event).toMatchObject({ venue: 'Rand', country_code: 'AU' });
    await feed.step(NOW + 1000 * HOUR);
    const [market] = await t.db.query<Json>(`SELECT winner_selection_id, settled_by FROM markets WHERE id = '1.127236622'`);
    const winner = feed.cache.markets.get('1.127236622')!.definition!.runners.find((r) => r.status === 'WINNER')!.id;
    expect([Number(market!.winner_selection_id), market!.settled_by]).toEqual([winner, 'feed']);
  });

  it('lists the PLACE race and settles it, with its non-runners, itself (betfair-removals.test.ts checks the money)', async () => {
    const { feed } = await replay(t, [path.join(FIXTURES, 'horse-place-1.205822330.jsonl.gz')], null, 1000);
    await feed.step(NOW);
    await feed.step(NOW + 1000 * HOUR);
    const def = feed.cache.markets.get('1.205822330')!.definition!;
    expect([def.status, def.numberOfWinners > 1]).toEqual(['CLOSED', true]);
    const [market] = await t.db.query<Json>(`SELECT market_type, name, settled_by FROM markets WHERE id = '1.205822330'`);
    expect(market).toEqual({ market_type: 'PLACE', name: 'Place', settled_by: 'feed' });
    const removed = await t.db.query<Json>(`SELECT selection_id FROM runners WHERE market_id = '1.205822330' AND status = 'REMOVED'`);
    expect(removed).toHaveLength(def.runners.filter((r) => r.status === 'REMOVED').length);
  });

  it('lists the football match odds with placeholders for names the recording lacks, and skips the Asian handicaps', async () => {
    const { feed } = await replay(t, [path.join(FIXTURES, 'football-1.242971311.jsonl.gz')], null, 1000);
    await feed.step(NOW);
    const markets = await t.db.query<Json>(`SELECT m.id, m.market_type, e.name FROM markets m JOIN events e ON e.id = m.event_id WHERE e.sport_id = 1`);
    expect(markets.length).toBeGreaterThan(0);
    expect(markets.every((m) => m.market_type !== 'ASIAN_HANDICAP')).toBe(true);
    expect(markets[0]!.name).toMatch(/\(name not given\)/);
    const odds = markets.find((m) => m.market_type === 'MATCH_ODDS')!;
    const names = (await t.db.query<Json>('SELECT name FROM runners WHERE market_id = $1 ORDER BY sort_order', [odds.id])).map((r) => r.name);
    expect(names).toContain('The Draw');
    expect(names.filter((n) => /^Selection \d+ \(name not given\)$/.test(n))).toHaveLength(2);
  }, 120_000); // a hundred markets listed in one step: slow on a loaded machine
});

describe('Betfair replay: a recording Khel writes itself (runs without the shared recordings)', () => {
  let t: TestApp;
  let rec: WrittenRecording;
  beforeAll(async () => {
    t = await startTestApp();
    rec = writeSyntheticCricket(mkdtempSync(path.join(tmpdir(), 'khel-replay-')));
  });
  afterAll(async () => {
    await t.app.exchange.idle();
    await t.close();
  });

  it('lists, quotes, scores and settles the match and its session lines from the stream', async () => {
    const { feed } = await replay(t, [rec.file], new Date(rec.startPt + 30 * 60_000).toISOString(), 10);
    await feed.step(NOW);
    await feed.step(NOW + 1_000);
    const [event] = await t.db.query<Json>('SELECT e.name, c.name AS competition FROM events e JOIN competitions c ON c.id = e.competition_id WHERE e.id = $1', [SYNTHETIC.eventId]);
    expect(event).toEqual({ name: 'Mumbai v Chennai', competition: 'Khel Test League' });
    const expected = recordingPrices(feed, SYNTHETIC.marketId);
    expect(await answeredPrices(t, SYNTHETIC.eventId, SYNTHETIC.marketId)).toEqual(expected);
    // the house's sizes: £50 at ₹105 a pound
    const res = await post(t.app, 'match/matchDetailsOpen', { match_id: SYNTHETIC.eventId });
    expect((res.body.data as Json[])[0]!.runners[0].ex.availableToBack[0].size).toBe(5250);
    const status = (await get(t.app, 'feed/status')).body.data as Json;
    expect(status.position).toBe(rec.startPt + 30 * 60_000 + 10_000);

    const player = await createPlayer(t.db, { balanceRupees: 10_000 });
    const back = expected[String(SYNTHETIC.home.id)]!.back[0]!;
    const bet = await post(t.app, 'bet/saveBet', { market_id: SYNTHETIC.marketId, selection_id: SYNTHETIC.home.id, is_back: 1, odds: back, stack: 100 }, { token: player.token });
    expect(bet.body.msg).toBe('Bet placed successfully');

    // in play: the first innings' lines open and a ball in play suspends them
    await feed.step(NOW + (rec.inPlayPt - rec.startPt - 30 * 60_000 + 25_000) / 10);
    const lines = await t.db.query<Json>('SELECT name, game_status FROM fancies WHERE event_id = $1 ORDER BY id', [SYNTHETIC.eventId]);
    expect(lines.map((l) => l.name)).toEqual(['6 over runs Mumbai', '10 over runs Mumbai', '15 over runs Mumbai', '20 over runs Mumbai']);
    expect(lines.every((l) => l.game_status === 'Ball Running')).toBe(true);

    await feed.step(NOW + 100 * HOUR);
    await t.app.exchange.idle();
    const settled = await t.db.query<Json>('SELECT name, result_runs FROM fancies WHERE event_id = $1 ORDER BY id', [SYNTHETIC.eventId]);
    const runsAt = (at: number, overs: number) => rec.runsAfterBall[at]![Math.min(overs * 6, rec.runsAfterBall[at]!.length - 1)];
    expect(settled.map((f) => [f.name, f.result_runs])).toEqual(
      [0, 1].flatMap((at) => [6, 10, 15, 20].map((o) => [`${o} over runs ${at === 0 ? 'Mumbai' : 'Chennai'}`, runsAt(at, o)])),
    );
    const homeWon = rec.runsAfterBall[0]!.at(-1)! > rec.runsAfterBall[1]!.at(-1)!;
    const [market] = await t.db.query<Json>('SELECT winner_selection_id FROM markets WHERE id = $1', [SYNTHETIC.marketId]);
    expect(Number(market!.winner_selection_id)).toBe(homeWon ? SYNTHETIC.home.id : SYNTHETIC.away.id);
    const balances = await playerBalances(t.db, player.userId);
    expect(balances.cash).toBe(homeWon ? 1_000_000 + Math.round((back - 1) * 100) * 100 : 1_000_000 - 10_000);
  });
});
