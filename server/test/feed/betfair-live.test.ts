// The live Exchange Stream client against a local stand-in that misbehaves on purpose
// (support/betfair-stream-server.ts): after each fault the client reconnects, resumes from its
// clock, and the ladder it caches equals the ladder the recording builds when applied without
// faults; every change is applied exactly once (the stand-in's clk counts them). A refused session
// ends in a clear state with no credentials in any log line, error or status. The recording is the
// test's own (support/betfair-recording.ts); Betfair's shared recordings are played too where
// KHEL_BETFAIR_FIXTURES (default ../shared/fixtures/betfair) holds them.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StreamCache, bestLevels, type McmMessage } from '../../src/feed/betfair/cache';
import { BetfairFeed } from '../../src/feed/betfair/feed';
import { BettingApi } from '../../src/feed/betfair/live/betting-api';
import { liveSource } from '../../src/feed/betfair/live/settings';
import { LiveStreamSource } from '../../src/feed/betfair/live/stream';
import { readRecordings, type CatalogueEntry } from '../../src/feed/betfair/replay';
import { createFeed } from '../../src/feed/select';
import { FakeBettingApi, FakeBetfairStream, makeTestCa, posOf, type Faults, type TestCa } from '../support/betfair-stream-server';
import { get, startTestApp, type Json, type TestApp } from '../support/app';
import { SYNTHETIC, writeSyntheticCricket } from '../support/betfair-recording';

const FIXTURES = path.resolve(process.env.KHEL_BETFAIR_FIXTURES ?? path.join(__dirname, '../../../../shared/fixtures/betfair'));
const SHARED = ['greyhound-1.197931750.jsonl.gz', 'horse-place-1.205822330.jsonl.gz'].map((f) => path.join(FIXTURES, f)).filter((f) => existsSync(f));
if (SHARED.length === 0) console.warn(`Betfair recordings not found at ${FIXTURES} (set KHEL_BETFAIR_FIXTURES): the live client plays only the test's own recording`);

const APP_KEY = 'appkey-Zq81-secret';
const SESSION = 'session-Hx42-secret';

jest.setTimeout(60_000);

let dir: string;
let ca: TestCa;
const recordings: Array<{ name: string; messages: McmMessage[] }> = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'khel-betfair-live-'));
  ca = makeTestCa(dir);
  const own = writeSyntheticCricket(dir);
  const read = async (file: string) => (await readRecordings([file])).messages.filter((m): m is McmMessage => m.op === 'mcm');
  recordings.push({ name: 'own', messages: await read(own.file) });
  for (const f of SHARED) recordings.push({ name: path.basename(f), messages: await read(f) });
});

/** every market's definition status and each runner's best three levels and last traded price */
function ladder(cache: StreamCache): unknown {
  return [...cache.markets.values()]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((m) => ({
      id: m.id,
      status: m.definition?.status,
      inPlay: m.definition?.inPlay,
      runners: [...m.runners.values()].sort((a, b) => a.id - b.id).map((r) => ({ id: r.id, ltp: r.ltp, ...bestLevels(r, 3) })),
    }));
}

function reference(messages: McmMessage[]): StreamCache {
  const cache = new StreamCache();
  for (const m of messages) cache.apply(m);
  return cache;
}

function client(url: string, log: string[], overrides: Partial<{ session: string; api: BettingApi; heartbeatMs: number }> = {}): LiveStreamSource {
  return new LiveStreamSource({
    credentials: { appKey: APP_KEY, session: overrides.session ?? SESSION },
    url,
    ca: ca.caCert,
    marketFilter: { eventTypeIds: ['4', '1', '2', '7', '4339'], marketTypes: ['MATCH_ODDS', 'WIN', 'PLACE'] },
    heartbeatMs: overrides.heartbeatMs ?? 500,
    backoffMs: 20,
    maxBackoffMs: 200,
    keepAliveMs: 0,
    api: overrides.api,
    log: (m) => log.push(m),
  });
}

/**
 * Takes from the client until the stand-in's last clock has arrived; applies every message to a
 * cache, checking that the data messages' clocks follow one another (none lost, none twice).
 */
async function drain(source: LiveStreamSource, total: number): Promise<{ cache: StreamCache; deltas: number }> {
  const cache = new StreamCache();
  let expected = -1;
  let deltas = 0;
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    for (const m of await source.take(Date.now())) {
      if (m.op !== 'mcm') continue;
      cache.apply(m);
      if (m.ct === 'HEARTBEAT' || !m.clk || m.segmentType === 'SEG_START' || m.segmentType === 'SEG') continue;
      const n = posOf(m.clk);
      if (m.ct === 'SUB_IMAGE') expected = n + 1;
      else {
        expect(n).toBe(expected);
        expected = n + 1;
        deltas++;
      }
    }
    if (cache.clk && posOf(cache.clk) === total) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  return { cache, deltas };
}

const scenarios: Array<{ name: string; faults: (n: number) => Faults; reconnects: boolean }> = [
  { name: 'no fault', faults: () => ({}), reconnects: false },
  { name: 'the connection dropped mid-message', faults: (n) => ({ dropAt: [Math.floor(n / 3), Math.floor((2 * n) / 3)] }), reconnects: true },
  { name: 'a new SUB_IMAGE mid-stream', faults: (n) => ({ subImageAt: [Math.floor(n / 2)] }), reconnects: false },
  { name: 'status 503 (lagging)', faults: (n) => ({ lagAt: [Math.floor(n / 4)] }), reconnects: false },
  { name: 'the stream going silent', faults: (n) => ({ stallAt: [Math.floor(n / 2)] }), reconnects: true },
];

describe.each(scenarios)('live stream: $name', ({ faults, reconnects }) => {
  it('caches the same ladder as the recording applied without faults, each change once', async () => {
    for (const rec of recordings) {
      const n = rec.messages.length;
      const fake = new FakeBetfairStream({ ca, recording: rec.messages, appKey: APP_KEY, session: SESSION, faults: faults(n), perTick: 200 });
      await fake.start();
      const log: string[] = [];
      // three heartbeats of silence reconnect: 1.5 s where the scenario makes the stream go silent, 15 s
      // (Betfair's longest heartbeat, 5 s) where no reconnect may happen (jest shares two cores with the
      // end-to-end lanes, scripts/test.sh: 6 s of silence was seen there once)
      const source = client(fake.url, log, { heartbeatMs: reconnects ? 500 : 5000 });
      try {
        const { cache, deltas } = await drain(source, n);
        expect(posOf(cache.clk!)).toBe(n);
        expect(ladder(cache)).toEqual(ladder(reference(rec.messages)));
        // the first message comes in the subscription image, every later one exactly once as a change
        expect(deltas).toBe(n - 1);
        const state = source.connection;
        expect(state.state).toBe('subscribed');
        if (reconnects) {
          expect(state.reconnects).toBeGreaterThanOrEqual(1);
          // resubscribed from the last clock, not afresh
          const resumed = fake.subscriptions.slice(1);
          expect(resumed.length).toBeGreaterThanOrEqual(1);
          for (const s of resumed) {
            expect(typeof s.clk).toBe('string');
            expect(typeof s.initialClk).toBe('string');
          }
        } else expect(state.reconnects).toBe(0);
        expect(source.status().clk).toBe(cache.clk);
        for (const line of log) expect(line).not.toMatch(/Hx42|Zq81/);
      } finally {
        source.close();
        await fake.stop();
      }
    }
  });
});

describe('live stream: the protocol as sent', () => {
  it('authenticates, then subscribes with the filter, the fields, three levels and the heartbeat', async () => {
    const fake = new FakeBetfairStream({ ca, recording: recordings[0]!.messages.slice(0, 5), appKey: APP_KEY, session: SESSION });
    await fake.start();
    const source = client(fake.url, []);
    try {
      await drain(source, 5);
      const [auth, sub] = fake.received.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(auth).toEqual({ op: 'authentication', id: 1, appKey: APP_KEY, session: SESSION });
      expect(sub).toMatchObject({
        op: 'marketSubscription',
        id: 2,
        segmentationEnabled: true,
        heartbeatMs: 500,
        marketFilter: { eventTypeIds: ['4', '1', '2', '7', '4339'], marketTypes: ['MATCH_ODDS', 'WIN', 'PLACE'] },
        marketDataFilter: { fields: ['EX_BEST_OFFERS', 'EX_MARKET_DEF', 'EX_LTP', 'EX_TRADED_VOL'], ladderLevels: 3 },
      });
      expect(sub).not.toHaveProperty('clk');
    } finally {
      source.close();
      await fake.stop();
    }
  });
});

describe('live stream: a refused session', () => {
  it('stops with a clear state, does not retry, and no credential reaches a log, an error or the status', async () => {
    const fake = new FakeBetfairStream({ ca, recording: recordings[0]!.messages, appKey: APP_KEY, session: SESSION });
    await fake.start();
    const log: string[] = [];
    const bad = 'session-Wrong77-secret';
    const source = client(fake.url, log, { session: bad });
    try {
      const deadline = Date.now() + 10_000;
      while (source.connection.state !== 'failed' && Date.now() < deadline) {
        expect(await source.take(Date.now())).toEqual([]);
        await new Promise((r) => setTimeout(r, 20));
      }
      await new Promise((r) => setTimeout(r, 300));
      const state = source.connection;
      expect(state.state).toBe('failed');
      expect(state.error).toMatch(/INVALID_SESSION_INFORMATION/);
      expect(state.reconnects).toBe(0);
      expect(fake.connections).toBe(1);
      const said = JSON.stringify([log, state, source.status()]);
      expect(said).toMatch(/INVALID_SESSION_INFORMATION/);
      expect(said).not.toContain(bad);
      expect(said).not.toContain(APP_KEY);
    } finally {
      source.close();
      await fake.stop();
    }
  });
});

describe('Betting API: listMarketCatalogue and keep-alive', () => {
  const catalogue = new Map<string, CatalogueEntry>();
  for (let i = 0; i < 230; i++) {
    const marketId = `1.${900000100 + i}`;
    catalogue.set(marketId, { marketId, marketName: `Market ${i}`, event: { id: String(i), name: `Event ${i}` }, runners: [{ selectionId: 1, runnerName: 'One' }] });
  }
  catalogue.set(SYNTHETIC.marketId, { marketId: SYNTHETIC.marketId, marketName: 'Match Odds', event: { id: String(SYNTHETIC.eventId), name: 'Mumbai v Chennai' }, runners: [] });
  let api: FakeBettingApi;
  beforeAll(async () => {
    api = new FakeBettingApi({ appKey: APP_KEY, session: SESSION, catalogue });
    await api.start();
  });
  afterAll(() => api.stop());

  it('asks in batches of at most 100 markets, once a market, with the documented headers', async () => {
    const client = new BettingApi({ credentials: { appKey: APP_KEY, session: SESSION }, url: api.url, keepAliveUrl: api.keepAliveUrl });
    const ids = [...catalogue.keys()].filter((id) => id !== SYNTHETIC.marketId);
    const before = api.batches.length;
    await client.listMarketCatalogue(ids);
    await client.listMarketCatalogue(ids.slice(0, 50));
    expect(api.batches.slice(before).map((b) => b.length)).toEqual([100, 100, 30]);
    expect(client.cached('1.900000105')?.marketName).toBe('Market 5');
    expect(await client.keepAlive()).toEqual({ ok: true });
  });

  it('a refused session is an error naming Betfair\'s code, never the credentials', async () => {
    const client = new BettingApi({ credentials: { appKey: APP_KEY, session: 'session-Old99-secret' }, url: api.url, keepAliveUrl: api.keepAliveUrl });
    const err = await client.listMarketCatalogue(['1.900000101']).then(
      () => null,
      (e: Error) => e.message,
    );
    expect(err).toMatch(/INVALID_SESSION_INFORMATION/);
    expect(err).not.toContain('Old99');
    const kept = await client.keepAlive();
    expect(kept.ok).toBe(false);
    expect(JSON.stringify(kept)).not.toMatch(/Old99|Zq81/);
  });

  it('the live source names a market first seen on the stream before the feed lists it', async () => {
    const rec = recordings[0]!.messages;
    const fake = new FakeBetfairStream({ ca, recording: rec, appKey: APP_KEY, session: SESSION });
    await fake.start();
    const source = client(fake.url, [], { api: new BettingApi({ credentials: { appKey: APP_KEY, session: SESSION }, url: api.url, keepAliveUrl: api.keepAliveUrl }) });
    try {
      const before = api.batches.length;
      await drain(source, rec.length);
      expect(source.catalogue(SYNTHETIC.marketId)?.event?.name).toBe('Mumbai v Chennai');
      expect(api.batches.slice(before)).toEqual([[SYNTHETIC.marketId]]);
    } finally {
      source.close();
      await fake.stop();
    }
  });
});

describe('KHEL_FEED=betfair', () => {
  const deps = { db: {} as never, exchange: {} as never, log: () => undefined };
  it('needs the application key and session, and says so without echoing either', () => {
    expect(() => createFeed(deps, { KHEL_FEED: 'betfair', KHEL_BETFAIR_APP_KEY: APP_KEY })).toThrow(/KHEL_BETFAIR_APP_KEY and either KHEL_BETFAIR_SESSION or the certificate login/);
    try {
      createFeed(deps, { KHEL_FEED: 'betfair', KHEL_BETFAIR_APP_KEY: APP_KEY });
    } catch (e) {
      expect(String(e)).not.toContain(APP_KEY);
    }
  });
  it('builds the live feed from the settings', () => {
    expect(createFeed(deps, { KHEL_FEED: 'betfair', KHEL_BETFAIR_APP_KEY: APP_KEY, KHEL_BETFAIR_SESSION: SESSION })?.kind).toBe('betfair');
    const source = liveSource({ KHEL_BETFAIR_APP_KEY: APP_KEY, KHEL_BETFAIR_SESSION: SESSION, KHEL_BETFAIR_COUNTRIES: 'GB, IE' });
    expect(source.status()).toEqual({ feed: 'betfair', connection: 'idle', clk: null });
    expect(() => liveSource({ KHEL_BETFAIR_APP_KEY: APP_KEY, KHEL_BETFAIR_SESSION: SESSION, KHEL_BETFAIR_LADDER: 'deep' })).toThrow(/best or all/);
  });
});

describe('KHEL_FEED=betfair on the real server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.app.exchange.idle();
    await t.close();
  });

  it('lists the market with the Betting API\'s names through a dropped connection, settles it, and reports the connection and clock', async () => {
    const rec = recordings[0]!.messages;
    const cat = JSON.parse(readFileSync(path.join(dir, `synthetic-${SYNTHETIC.marketId}.catalogue.json`), 'utf8')) as CatalogueEntry;
    const api = new FakeBettingApi({ appKey: APP_KEY, session: SESSION, catalogue: new Map([[cat.marketId, cat]]) });
    await api.start();
    const fake = new FakeBetfairStream({ ca, recording: rec, appKey: APP_KEY, session: SESSION, faults: { dropAt: [Math.floor(rec.length / 2)] }, perTick: 5 });
    await fake.start();
    const source = client(fake.url, [], { api: new BettingApi({ credentials: { appKey: APP_KEY, session: SESSION }, url: api.url, keepAliveUrl: api.keepAliveUrl }) });
    const feed = new BetfairFeed({ db: t.db, exchange: t.app.exchange, source, feed: 'betfair' });
    try {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && (source.connection.clk === null || posOf(source.connection.clk) < rec.length)) {
        await feed.step(Date.now());
        await new Promise((r) => setTimeout(r, 20));
      }
      await feed.step(Date.now());
      expect(source.connection.reconnects).toBeGreaterThanOrEqual(1);
      const [event] = await t.db.query<Json>(`SELECT name, feed_key FROM events WHERE id = ${SYNTHETIC.eventId}`);
      expect(event).toMatchObject({ name: 'Mumbai v Chennai', feed_key: `betfair:${SYNTHETIC.eventId}` });
      const runners = await t.db.query<Json>(`SELECT selection_id, name FROM runners WHERE market_id = '${SYNTHETIC.marketId}' ORDER BY sort_order`);
      expect(runners.map((r) => r.name)).toEqual(['Mumbai', 'Chennai']);
      const closed = feed.cache.markets.get(SYNTHETIC.marketId)!.definition!;
      const winner = closed.runners.find((r) => r.status === 'WINNER')!.id;
      const [market] = await t.db.query<Json>(`SELECT winner_selection_id FROM markets WHERE id = '${SYNTHETIC.marketId}'`);
      expect(Number(market!.winner_selection_id)).toBe(winner);
      const status = (await get(t.app, 'feed/status')).body.data as Json;
      expect(status).toMatchObject({ feed: 'betfair', running: true, connection: 'subscribed', clk: source.connection.clk });
      expect((status.markets as Json[]).map((m) => m.marketId)).toContain(SYNTHETIC.marketId);
      expect(JSON.stringify(status)).not.toMatch(/Hx42|Zq81/);
    } finally {
      await feed.stop();
      source.close();
      await fake.stop();
      await api.stop();
    }
  });
});
