// Benchmark 5 (issue 36): the Betfair feed fanned out to stream subscribers. Replays the cricket
// recording's busiest in-play hour (cricket-1.200806927, from KHEL_BETFAIR_FIXTURES, default
// ../shared/fixtures/betfair) through the Betfair feed into a real server on PostgreSQL, at 10× and
// 100×, with 1,000 and 5,000 WebSocket subscribers to its market (GET /api/v1/stream) held by a child
// process. For each feed message: the time from its arrival to each subscriber's receipt of the
// market's next delta (p50, p99), and the server process's CPU per message.
//   arrival: when the message is due off the wire (its recording time, shifted and sped up), so the
//            figure includes the wait for the feed to step (it steps as a message falls due), the
//            house's re-quote window (10 ms a market) and the stream's conflation (100 ms): what a
//            player watching the page waits for;
//   taken:   when the feed's step takes it from the source: the server's own pipeline only;
//   own change: to the first delta carrying the message's re-quote (by its sequence), split into
//            →committed (the exchange's touch of that sequence), →first receipt (the first
//            subscriber's) and fan-out (each subscriber's after the first).
// The subscribers read the WebSocket frames themselves (BENCH_CLIENT=ws: ws's client, which costs
// the shared cores about as much as the server's sends).
// KHEL_BETFAIR_STEP_MS, KHEL_BETFAIR_REQUOTE_MS and KHEL_STREAM_CONFLATE_MS set the pace as in the product;
// each run's line ends with the 1-minute load average at its start and end.
// BENCH_SECONDS (default 40) caps each run's replayed wall time; BENCH_SUBSCRIBERS (1000,5000) and
// BENCH_SPEEDS (10,100) choose the runs. Needs PostgreSQL (BENCH_PG_URL) like the HTTP benchmark.
// BENCH_INSTANCES=2 (default 1): the stream served by two instances on NATS (feed-instances.ts), the
// subscribers split evenly over them; the server CPU is then all instances', and the line adds each
// instance's own-change p50/p99 and share of a core (the feed's instance first).
// BENCH_MARKETS_PER_SUBSCRIBER=N (default 1): each subscriber watches N markets, as the home and sport pages
// do: the recorded market and N − 1 copies of it (its changes replayed under other market and event ids, so
// all N change at about the same times and a flush has a delta of each for every socket); the figures are
// the recorded market's, the deltas received all of them.
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { Exchange } from '../src/exchange/exchange';
import { BetfairFeed, type StreamSource } from '../src/feed/betfair/feed';
import { feedPacing } from '../src/feed/select';
import type { MarketChange } from '../src/feed/betfair/cache';
import { ReplayClock, ReplayCursor, readRecordings, type CatalogueEntry, type Recording, type StreamMessage } from '../src/feed/betfair/replay';
import type { FeedStatus } from '../src/feed/status';
import { openPostgres } from '../src/store/db';
import { migrate } from '../src/store/migrate';
import { INSTANCES, cpuMsOf, startInstances, type Instances } from './feed-instances';
import { fmt } from './measure';
import { rawSubscriber, wsSubscriber } from './feed-subscribers';
import { ADMIN_URL, admin, withDb } from './postgres';

const FIXTURES = process.env.KHEL_BETFAIR_FIXTURES ?? path.resolve('..', '..', 'shared', 'fixtures', 'betfair');
const RECORDING = path.join(FIXTURES, 'cricket-1.200806927.jsonl.gz');
const MARKET = '1.200806927';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
const list = (v: string | undefined, d: number[]) => (v ? v.split(',').map(Number) : d);
const SUBSCRIBERS = list(process.env.BENCH_SUBSCRIBERS, [1000, 5000]);
const SPEEDS = list(process.env.BENCH_SPEEDS, [10, 100]);
/** the subscribers' client: raw (frames read by hand, default) or ws (ws's client, as before 2026-12-07 14:00) */
const CLIENT = process.env.BENCH_CLIENT === 'ws' ? 'ws' : 'raw';
/** the markets each subscriber watches: the recorded one (measured) first, then its copies (1.1200806927, 1.2200806927, …) */
const MARKETS = Array.from({ length: Math.min(100, Math.max(1, Number(process.env.BENCH_MARKETS_PER_SUBSCRIBER ?? 1))) }, (_, k) => (k === 0 ? MARKET : `1.${k}${MARKET.slice(2)}`));
const HOUR = 3_600_000;
/** receipts are binned by the millisecond, up to a minute */
const BINS = 60_000;

/** The start of the in-play hour with the most market messages. */
function busiestHour(messages: readonly StreamMessage[]): { fromPt: number; count: number } {
  const mcm = messages.filter((m) => m.op === 'mcm');
  const firstInPlay = mcm.find((m) => m.op === 'mcm' && m.mc?.some((c) => c.marketDefinition?.inPlay))?.pt ?? mcm[0]!.pt;
  const pts = mcm.map((m) => m.pt).filter((pt) => pt >= firstInPlay);
  let best = { fromPt: pts[0]!, count: 0 };
  for (let i = 0, j = 0; i < pts.length; i++) {
    while (j < pts.length && pts[j]! < pts[i]! + HOUR) j++;
    if (j - i > best.count) best = { fromPt: pts[i]!, count: j - i };
  }
  return best;
}

/** The recording with the market's copies (MARKETS): each of its changes also under each copy's id, each copy its own event. */
function withCopies(recording: Recording): Recording {
  if (MARKETS.length === 1) return recording;
  const copies = (c: MarketChange): MarketChange[] =>
    MARKETS.slice(1).map((id, k) => ({ ...c, id, ...(c.marketDefinition ? { marketDefinition: { ...c.marketDefinition, eventId: String(Number(c.marketDefinition.eventId) + k + 1) } } : {}) }));
  const messages = recording.messages.map((m) => (m.op === 'mcm' && m.mc ? { ...m, mc: m.mc.flatMap((c) => (c.id === MARKET ? [c, ...copies(c)] : [c])) } : m));
  const catalogue = new Map(recording.catalogue);
  const entry = recording.catalogue.get(MARKET);
  if (entry) for (const id of MARKETS.slice(1)) catalogue.set(id, { ...entry, marketId: id });
  return { ...recording, messages, catalogue };
}

/**
 * The recording as a source the benchmark controls: the first take hands over everything before
 * the hour at once (the market's image); then nothing until `go`, which starts the replay clock;
 * each market message taken afterwards is logged with when it was due and when it was taken.
 */
class MeasuredSource implements StreamSource {
  private readonly cursor: ReplayCursor;
  private clock: ReplayClock | null = null;
  private startWallMs = 0;
  private primed = false;
  readonly due: number[] = [];
  readonly taken: number[] = [];
  /** the market's stream sequence when each was taken, then the first sequence that carries its re-quote (-1: it changed nothing) */
  readonly seqAtTake: number[] = [];
  readonly own: number[] = [];
  /** the market's stream sequence now (set once the server runs) */
  seqNow: () => number = () => 0;

  constructor(
    private readonly recording: Recording,
    private readonly fromPt: number,
    private readonly speed: number,
  ) {
    this.cursor = new ReplayCursor(recording.messages);
  }

  go(nowMs: number): void {
    this.clock = new ReplayClock(this.fromPt, this.speed);
    this.clock.position(nowMs);
    this.startWallMs = nowMs;
  }

  async take(nowMs: number): Promise<StreamMessage[]> {
    if (!this.primed) {
      this.primed = true;
      return this.cursor.take(this.fromPt);
    }
    if (!this.clock) return [];
    const messages = this.cursor.take(this.clock.position(nowMs));
    const taken = Date.now();
    for (const m of messages) {
      if (m.op !== 'mcm') continue;
      this.due.push(this.startWallMs + (m.pt - this.fromPt) / this.speed);
      this.taken.push(taken);
      this.seqAtTake.push(this.seqNow());
    }
    return messages;
  }

  nextDue(): number | null {
    const pt = this.clock ? this.cursor.peek() : null;
    return pt === null ? null : this.startWallMs + (pt - this.fromPt) / this.speed;
  }

  catalogue(marketId: string): CatalogueEntry | undefined {
    return this.recording.catalogue.get(marketId);
  }

  toWall(recordingMs: number, nowMs: number): number {
    return this.clock ? this.clock.toWall(recordingMs, nowMs) : recordingMs + (nowMs - this.fromPt);
  }

  status(): Omit<FeedStatus, 'markets' | 'running'> {
    return { feed: 'betfair-replay', speed: this.speed };
  }
}

interface Latency {
  p50: number;
  p99: number;
  max: number;
  samples: number;
  /** arrivals after which a subscriber got no delta before the run ended */
  unanswered: number;
}

type ToChild = { ports: number[]; subscribers: number; marketIds: string[] } | { arrivals: Record<'due' | 'taken', number[]>; own: { due: number[]; seq: number[]; touched: number[] }; endMs: number };
/** where a message's own change waits: arrival → its sequence committed (feed, re-quote window, commits); → the first subscriber's receipt (the hub's wait and read); → each subscriber's (the fan-out) */
type Stages = Record<'committed' | 'first' | 'fanout', { p50: number; p99: number }>;
type FromChild = { ready: true; connectMs: number; cpuMs?: number } | { latency: Record<'due' | 'taken' | 'own', Latency>; stages: Stages; cpuMs: number; deltas: number; ownByInstance: Latency[] };

async function run(recording: Recording, fromPt: number, speed: number, subscribers: number): Promise<void> {
  const name = `khel_bench_feed_${crypto.randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const child = fork(process.argv[1]!, [], { env: { ...process.env, KHEL_BENCH_SUBSCRIBERS: '1' }, stdio: 'inherit' });
  const fromChild = () => new Promise<FromChild>((resolve, reject) => {
    child.once('message', (m) => resolve(m as FromChild));
    child.once('exit', (code) => reject(new Error(`subscribers exited with ${code}`)));
  });
  let instances: Instances | null = null;
  try {
    const db = await openPostgres(withDb(ADMIN_URL, name), 20);
    await migrate(db);
    const streamEnv = { KHEL_STREAM_MAX_PER_ADDRESS: String(subscribers + 100), KHEL_STREAM_CONFLATE_MS: process.env.KHEL_STREAM_CONFLATE_MS };
    // several instances: sequences from 0, the lease token above them (as main.ts); the others started beside
    const exchange = await Exchange.start(INSTANCES > 1 ? { db, seqBase: 0 } : { db });
    instances = INSTANCES > 1 ? await startInstances({ db, databaseUrl: withDb(ADMIN_URL, name), exchange, marketId: MARKET, env: streamEnv }) : null;
    await instances?.settle();
    const app = await buildApp({ db, exchange, config: loadConfig({ NODE_ENV: 'production', ...streamEnv }), ...(instances ? { cluster: instances.cluster } : {}) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const source = new MeasuredSource(recording, fromPt, speed);
    const feed = new BetfairFeed({ db, exchange: app.exchange, source, feed: 'betfair-replay', ...feedPacing(process.env), log: (m) => console.error(m) });
    // A message's own change: once a step ends with no re-quote of the market waiting (its window), every
    // message taken so far is in the house's orders, and the market's sequence then is the first a delta
    // carrying it can have (a message after which the sequence did not move changed nothing: left out).
    source.seqNow = () => app.exchange.marketSeq(MARKET);
    const advance = feed.advance.bind(feed);
    const waiting = () => (feed as unknown as { markets: Map<string, { pricesDirty: boolean }> }).markets.get(MARKET)?.pricesDirty ?? false;
    feed.advance = async (nowMs: number) => {
      const next = await advance(nowMs);
      if (!waiting()) {
        const seq = app.exchange.marketSeq(MARKET);
        for (let i = source.own.length; i < source.due.length; i++) source.own.push(seq > source.seqAtTake[i]! ? seq : -1);
      }
      return next;
    };
    // when each of the market's sequences was committed (the exchange's touch)
    const touchedAt = new Map<number, number>();
    app.exchange.events.on('market', (id: string) => void (id === MARKET && touchedAt.set(app.exchange.marketSeq(MARKET), Date.now())));
    await feed.step(Date.now()); // the market's image: listed and quoted
    await exchange.idle();

    const ready = fromChild();
    child.send({ ports: [port, ...(instances?.ports ?? [])], subscribers, marketIds: MARKETS } satisfies ToChild);
    const { connectMs } = (await ready) as { connectMs: number };

    const seconds = Math.min(SECONDS, HOUR / speed / 1000);
    const load = os.loadavg()[0]!;
    const cpuBefore = process.cpuUsage();
    const othersBefore = (instances?.pids ?? []).map(cpuMsOf);
    const startMs = Date.now();
    source.go(startMs);
    feed.start();
    await new Promise((r) => setTimeout(r, seconds * 1000));
    await feed.stop();
    const cpu = process.cpuUsage(cpuBefore);
    const othersMs = (instances?.pids ?? []).map((pid, i) => cpuMsOf(pid) - othersBefore[i]!);
    const wallMs = Date.now() - startMs;
    // the last deltas reach the subscribers
    await new Promise((r) => setTimeout(r, 2_000));
    const result = fromChild();
    const owned = source.own.map((seq, i) => ({ seq, due: source.due[i]! })).filter((o) => o.seq > 0);
    child.send({ arrivals: { due: source.due, taken: source.taken }, own: { due: owned.map((o) => o.due), seq: owned.map((o) => o.seq), touched: owned.map((o) => touchedAt.get(o.seq) ?? o.due) }, endMs: Date.now() } satisfies ToChild);
    const r = (await result) as Extract<FromChild, { latency: unknown }>;
    const messages = source.due.length;
    const cpuMs = (cpu.user + cpu.system) / 1000 + othersMs.reduce((t, x) => t + x, 0);
    const perInstance = [(cpu.user + cpu.system) / 1000, ...othersMs].map((c, i) => `${r.ownByInstance[i]!.p50}/${r.ownByInstance[i]!.p99} ms ${fmt((c / wallMs) * 100)} %`);
    const ms = (n: number) => `${fmt(n)} ms`.padStart(9);
    console.log(
      `${`${speed}×`.padStart(5)} ${fmt(subscribers).padStart(6)} subs${MARKETS.length > 1 ? ` × ${MARKETS.length} markets` : ''}  ${fmt(seconds)} s (${fmt(messages)} msgs, ${fmt(r.deltas)} deltas received)  ` +
        `arrival→receipt p50 ${ms(r.latency.due.p50)} p99 ${ms(r.latency.due.p99)}  ` +
        `taken→receipt p50 ${ms(r.latency.taken.p50)} p99 ${ms(r.latency.taken.p99)}  ` +
        `arrival→own change p50 ${ms(r.latency.own.p50)} p99 ${ms(r.latency.own.p99)} (${fmt(owned.length)} msgs)  ` +
        `[→committed ${r.stages.committed.p50}/${r.stages.committed.p99}, →first receipt ${r.stages.first.p50}/${r.stages.first.p99}, fan-out ${r.stages.fanout.p50}/${r.stages.fanout.p99} ms]  ` +
        `server CPU ${fmt(cpuMs / Math.max(1, messages), 2)} ms/msg (${fmt((cpuMs / wallMs) * 100)} % of a core)  ` +
        (INSTANCES > 1 ? `instances ${INSTANCES} (own change, core: ${perInstance.join('; ')})  ` : '') +
        `subscribers' CPU ${fmt((r.cpuMs / wallMs) * 100)} %  connect ${fmt(connectMs / 1000, 1)} s  unanswered ${r.latency.due.unanswered}  ` +
        `load ${fmt(load, 1)} → ${fmt(os.loadavg()[0]!, 1)}`,
    );
    await app.close();
    await instances?.stop();
    instances = null;
    await exchange.idle();
    await db.close();
  } finally {
    child.kill();
    await instances?.stop().catch(() => undefined);
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** The subscribers (a child process): sockets subscribed to the market, each receipt's time kept. */
async function subscribe(): Promise<void> {
  const receipts: number[][] = [];
  /** each receipt's stream sequence, beside its time */
  const seqs: number[][] = [];
  let deltas = 0;
  /** how many instances the sockets are spread over (subscriber n on instance n mod it) */
  let spread = 1;
  const cpuBefore = process.cpuUsage();
  process.on('message', async (m: ToChild) => {
    if ('ports' in m) {
      const t0 = Date.now();
      spread = m.ports.length;
      for (let i = 0; i < m.subscribers; i += 100) {
        await Promise.all(
          Array.from({ length: Math.min(100, m.subscribers - i) }, (_, k) => {
            const mine: number[] = [];
            const mineSeq: number[] = [];
            receipts[i + k] = mine;
            seqs[i + k] = mineSeq;
            const onDelta = (seq: number | null) => {
              deltas++;
              if (seq === null) return; // another market's
              mine.push(Date.now());
              mineSeq.push(seq);
            };
            const port = m.ports[(i + k) % m.ports.length]!;
            return CLIENT === 'ws' ? wsSubscriber(`ws://127.0.0.1:${port}/api/v1/stream`, m.marketIds, onDelta) : rawSubscriber(port, m.marketIds, onDelta);
          }),
        );
      }
      process.send!({ ready: true, connectMs: Date.now() - t0 } satisfies FromChild);
      return;
    }
    const cpu = process.cpuUsage(cpuBefore);
    // the first receipt at or after each arrival, or (with `minSeq`) the first carrying at least that sequence
    const latency = (arrivals: number[], minSeq?: number[], instance?: number): Latency => {
      const bins = new Uint32Array(BINS + 1);
      let samples = 0;
      let unanswered = 0;
      for (const [n, mine] of receipts.entries()) {
        if (instance !== undefined && n % spread !== instance) continue;
        let j = 0;
        for (const [k, a] of arrivals.entries()) {
          if (minSeq) while (j < mine.length && seqs[n]![j]! < minSeq[k]!) j++;
          else while (j < mine.length && mine[j]! < a) j++;
          if (j === mine.length) {
            unanswered++;
            continue;
          }
          bins[Math.min(BINS, Math.max(0, Math.round(mine[j]! - a)))]! += 1;
          samples++;
        }
      }
      const at = (q: number) => {
        let seen = 0;
        for (let b = 0; b <= BINS; b++) if ((seen += bins[b]!) >= q * samples) return b;
        return BINS;
      };
      let max = 0;
      for (let b = BINS; b >= 0; b--) if (bins[b]) (max = b), (b = -1);
      return { p50: at(0.5), p99: at(0.99), max, samples, unanswered };
    };
    // the own change's stages (p50 / p99 each)
    const stages = (): Stages => {
      const pct = (bins: Uint32Array, n: number) => {
        const at = (q: number) => {
          let seen = 0;
          for (let b = 0; b <= BINS; b++) if ((seen += bins[b]!) >= q * n) return b;
          return BINS;
        };
        return { p50: at(0.5), p99: at(0.99) };
      };
      const bin = (bins: Uint32Array, v: number) => (bins[Math.min(BINS, Math.max(0, Math.round(v)))]! += 1);
      const [committed, first, fanout] = [new Uint32Array(BINS + 1), new Uint32Array(BINS + 1), new Uint32Array(BINS + 1)];
      const { due, seq, touched } = m.own;
      const at = receipts.map(() => 0);
      let samples = 0;
      for (let k = 0; k < due.length; k++) {
        const got: number[] = [];
        for (const [n, mine] of receipts.entries()) {
          while (at[n]! < mine.length && seqs[n]![at[n]!]! < seq[k]!) at[n]!++;
          if (at[n]! < mine.length) got.push(mine[at[n]!]!);
        }
        if (got.length === 0) continue;
        const firstAt = Math.min(...got);
        bin(committed, touched[k]! - due[k]!);
        bin(first, firstAt - touched[k]!);
        for (const r of got) bin(fanout, r - firstAt);
        samples += got.length;
      }
      return { committed: pct(committed, due.length), first: pct(first, due.length), fanout: pct(fanout, samples) };
    };
    process.send!({ stages: stages(), latency: { due: latency(m.arrivals.due), taken: latency(m.arrivals.taken), own: latency(m.own.due, m.own.seq) }, cpuMs: (cpu.user + cpu.system) / 1000, deltas, ownByInstance: Array.from({ length: spread }, (_, p) => latency(m.own.due, m.own.seq, p)) } satisfies FromChild);
  });
}

async function main(): Promise<void> {
  const recording = withCopies(await readRecordings([RECORDING]));
  const { fromPt, count } = busiestHour(recording.messages);
  const [l1, l5, l15] = os.loadavg();
  console.log(`\n== Betfair feed → stream subscribers: ${RECORDING} ==`);
  console.log(`busiest in-play hour from ${new Date(fromPt).toISOString()}: ${fmt(count)} market messages`);
  console.log(`load average at start ${fmt(l1!, 2)} / ${fmt(l5!, 2)} / ${fmt(l15!, 2)} on ${os.cpus().length} cores`);
  for (const speed of SPEEDS) for (const subscribers of SUBSCRIBERS) await run(recording, fromPt, speed, subscribers);
  const [e1, e5, e15] = os.loadavg();
  console.log(`load average at end ${fmt(e1!, 2)} / ${fmt(e5!, 2)} / ${fmt(e15!, 2)}`);
}

if (process.env.KHEL_BENCH_SUBSCRIBERS) void subscribe();
else
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
