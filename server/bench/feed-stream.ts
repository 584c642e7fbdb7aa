// Benchmark 5 (issue 36): the Betfair feed fanned out to stream subscribers. Replays the cricket
// recording's busiest in-play hour (cricket-1.200806927, from KHEL_BETFAIR_FIXTURES, default
// ../shared/fixtures/betfair) through the Betfair feed into a real server on PostgreSQL, at 10× and
// 100×, with 1,000 and 5,000 WebSocket subscribers to its market (GET /api/v1/stream) held by a child
// process. For each feed message: the time from its arrival to each subscriber's receipt of the
// market's next delta (p50, p99), and the server process's CPU per message.
//   arrival: when the message is due off the wire (its recording time, shifted and sped up), so the
//            figure includes the wait for the feed to step (it steps as a message falls due), the
//            house's re-quote window (50 ms a market) and the stream's conflation (100 ms): what a
//            player watching the page waits for;
//   taken:   when the feed's step takes it from the source: the server's own pipeline only.
// KHEL_BETFAIR_STEP_MS, KHEL_BETFAIR_REQUOTE_MS and KHEL_STREAM_CONFLATE_MS set the pace as in the product;
// each run's line ends with the 1-minute load average at its start and end.
// BENCH_SECONDS (default 40) caps each run's replayed wall time; BENCH_SUBSCRIBERS (1000,5000) and
// BENCH_SPEEDS (10,100) choose the runs. Needs PostgreSQL (BENCH_PG_URL) like the HTTP benchmark.
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { Exchange } from '../src/exchange/exchange';
import { BetfairFeed, type StreamSource } from '../src/feed/betfair/feed';
import { feedPacing } from '../src/feed/select';
import { ReplayClock, ReplayCursor, readRecordings, type CatalogueEntry, type Recording, type StreamMessage } from '../src/feed/betfair/replay';
import type { FeedStatus } from '../src/feed/status';
import { openPostgres } from '../src/store/db';
import { migrate } from '../src/store/migrate';
import { fmt } from './measure';
import { ADMIN_URL, admin, withDb } from './postgres';

const FIXTURES = process.env.KHEL_BETFAIR_FIXTURES ?? path.resolve('..', '..', 'shared', 'fixtures', 'betfair');
const RECORDING = path.join(FIXTURES, 'cricket-1.200806927.jsonl.gz');
const MARKET = '1.200806927';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
const list = (v: string | undefined, d: number[]) => (v ? v.split(',').map(Number) : d);
const SUBSCRIBERS = list(process.env.BENCH_SUBSCRIBERS, [1000, 5000]);
const SPEEDS = list(process.env.BENCH_SPEEDS, [10, 100]);
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

type ToChild = { port: number; subscribers: number } | { arrivals: Record<'due' | 'taken', number[]>; own: { due: number[]; seq: number[] }; endMs: number };
type FromChild = { ready: true; connectMs: number; cpuMs?: number } | { latency: Record<'due' | 'taken' | 'own', Latency>; cpuMs: number; deltas: number };

async function run(recording: Recording, fromPt: number, speed: number, subscribers: number): Promise<void> {
  const name = `khel_bench_feed_${crypto.randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const child = fork(process.argv[1]!, [], { env: { ...process.env, KHEL_BENCH_SUBSCRIBERS: '1' }, stdio: 'inherit' });
  const fromChild = () => new Promise<FromChild>((resolve, reject) => {
    child.once('message', (m) => resolve(m as FromChild));
    child.once('exit', (code) => reject(new Error(`subscribers exited with ${code}`)));
  });
  try {
    const db = await openPostgres(withDb(ADMIN_URL, name), 20);
    await migrate(db);
    const exchange = await Exchange.start({ db });
    const app = await buildApp({ db, exchange, config: loadConfig({ NODE_ENV: 'production', KHEL_STREAM_MAX_PER_ADDRESS: String(subscribers + 100), KHEL_STREAM_CONFLATE_MS: process.env.KHEL_STREAM_CONFLATE_MS }) });
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
    await feed.step(Date.now()); // the market's image: listed and quoted
    await exchange.idle();

    const ready = fromChild();
    child.send({ port, subscribers } satisfies ToChild);
    const { connectMs } = (await ready) as { connectMs: number };

    const seconds = Math.min(SECONDS, HOUR / speed / 1000);
    const load = os.loadavg()[0]!;
    const cpuBefore = process.cpuUsage();
    const startMs = Date.now();
    source.go(startMs);
    feed.start();
    await new Promise((r) => setTimeout(r, seconds * 1000));
    await feed.stop();
    const cpu = process.cpuUsage(cpuBefore);
    const wallMs = Date.now() - startMs;
    // the last deltas reach the subscribers
    await new Promise((r) => setTimeout(r, 2_000));
    const result = fromChild();
    const owned = source.own.map((seq, i) => ({ seq, due: source.due[i]! })).filter((o) => o.seq > 0);
    child.send({ arrivals: { due: source.due, taken: source.taken }, own: { due: owned.map((o) => o.due), seq: owned.map((o) => o.seq) }, endMs: Date.now() } satisfies ToChild);
    const r = (await result) as Extract<FromChild, { latency: unknown }>;
    const messages = source.due.length;
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const ms = (n: number) => `${fmt(n)} ms`.padStart(9);
    console.log(
      `${`${speed}×`.padStart(5)} ${fmt(subscribers).padStart(6)} subs  ${fmt(seconds)} s (${fmt(messages)} msgs, ${fmt(r.deltas)} deltas received)  ` +
        `arrival→receipt p50 ${ms(r.latency.due.p50)} p99 ${ms(r.latency.due.p99)}  ` +
        `taken→receipt p50 ${ms(r.latency.taken.p50)} p99 ${ms(r.latency.taken.p99)}  ` +
        `arrival→own change p50 ${ms(r.latency.own.p50)} p99 ${ms(r.latency.own.p99)} (${fmt(owned.length)} msgs)  ` +
        `server CPU ${fmt(cpuMs / Math.max(1, messages), 2)} ms/msg (${fmt((cpuMs / wallMs) * 100)} % of a core)  ` +
        `subscribers' CPU ${fmt((r.cpuMs / wallMs) * 100)} %  connect ${fmt(connectMs / 1000, 1)} s  unanswered ${r.latency.due.unanswered}  ` +
        `load ${fmt(load, 1)} → ${fmt(os.loadavg()[0]!, 1)}`,
    );
    await app.close();
    await exchange.idle();
    await db.close();
  } finally {
    child.kill();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** The subscribers (a child process): sockets subscribed to the market, each receipt's time kept. */
async function subscribe(): Promise<void> {
  const receipts: number[][] = [];
  /** each receipt's stream sequence, beside its time */
  const seqs: number[][] = [];
  let deltas = 0;
  const cpuBefore = process.cpuUsage();
  process.on('message', async (m: ToChild) => {
    if ('port' in m) {
      const t0 = Date.now();
      const url = `ws://127.0.0.1:${m.port}/api/v1/stream`;
      for (let i = 0; i < m.subscribers; i += 100) {
        await Promise.all(
          Array.from({ length: Math.min(100, m.subscribers - i) }, (_, k) => {
            const mine: number[] = [];
            const mineSeq: number[] = [];
            receipts[i + k] = mine;
            seqs[i + k] = mineSeq;
            return new Promise<void>((resolve, reject) => {
              const ws = new WebSocket(url);
              ws.on('open', () => ws.send(JSON.stringify({ op: 'subscribe', marketIds: [MARKET] })));
              ws.on('error', reject);
              ws.on('message', (data: Buffer) => {
                // no parsing: a delta of the market starts so (hub.ts sends type first)
                if (data.subarray(0, 16).toString() === '{"type":"delta",') {
                  mine.push(Date.now());
                  const head = data.subarray(0, 100).toString();
                  const at = head.indexOf('"seq":');
                  mineSeq.push(at < 0 ? 0 : parseInt(head.slice(at + 6), 10));
                  deltas++;
                } else if (data.subarray(0, 16).toString() === '{"type":"image",') resolve();
              });
            });
          }),
        );
      }
      process.send!({ ready: true, connectMs: Date.now() - t0 } satisfies FromChild);
      return;
    }
    const cpu = process.cpuUsage(cpuBefore);
    // the first receipt at or after each arrival, or (with `minSeq`) the first carrying at least that sequence
    const latency = (arrivals: number[], minSeq?: number[]): Latency => {
      const bins = new Uint32Array(BINS + 1);
      let samples = 0;
      let unanswered = 0;
      for (const [n, mine] of receipts.entries()) {
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
    process.send!({ latency: { due: latency(m.arrivals.due), taken: latency(m.arrivals.taken), own: latency(m.own.due, m.own.seq) }, cpuMs: (cpu.user + cpu.system) / 1000, deltas } satisfies FromChild);
  });
}

async function main(): Promise<void> {
  const recording = await readRecordings([RECORDING]);
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
