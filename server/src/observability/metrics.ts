// What an operator's Prometheus reads at GET /metrics (text format): the exchange's throughput and
// writer, the live stream, and with several instances the routing and the leases. One registry per
// process (prom-client); the collectors that read an exchange are bound to the one the app serves.

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { WriterStats } from '../exchange/exchange';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'khel_process_' });

/** bets placed (exchange and bookmaker orders, combined legs, cash-out hedges, fancy bets); rate() gives bets/s */
export const betsPlaced = new Counter({
  name: 'khel_bets_placed_total',
  help: 'Bets placed through this instance (acknowledged to the player)',
  labelNames: ['kind', 'path'] as const,
  registers: [registry],
});

/** bets/s over the last 10 seconds, for a dashboard without PromQL */
export const betsPerSecond = new Gauge({
  name: 'khel_bets_per_second',
  help: 'Bets placed through this instance per second, over the last 10 s',
  registers: [registry],
  collect() {
    this.set(recentRate());
  },
});

/** the rate's window: this second and the RATE_SECONDS - 1 before it, counted in a ring by second */
const RATE_SECONDS = 10;
const perSecond = new Array<number>(RATE_SECONDS).fill(0);
let ringSecond = 0;
/** the counter's child for each kind and path (prom-client hashes the labels at every inc otherwise) */
const placedBy = new Map<string, { inc(): void }>();

function moveRingTo(second: number): void {
  if (second <= ringSecond) return;
  const steps = Math.min(second - ringSecond, RATE_SECONDS);
  for (let i = 1; i <= steps; i++) perSecond[(ringSecond + i) % RATE_SECONDS] = 0;
  ringSecond = second;
}

/** Counts one placed bet (the counter and the 10-second rate). */
export function countBet(kind: string, path: 'local' | 'forwarded', nowMs: number = Date.now()): void {
  const key = `${kind} ${path}`;
  let child = placedBy.get(key);
  if (!child) placedBy.set(key, (child = betsPlaced.labels(kind, path)));
  child.inc();
  const second = Math.floor(nowMs / 1000);
  moveRingTo(second);
  perSecond[second % RATE_SECONDS]!++;
}

/** Bets a second over the last 10 s (this second so far and the nine before it). */
export function recentRate(nowMs: number = Date.now()): number {
  moveRingTo(Math.floor(nowMs / 1000));
  return perSecond.reduce((a, b) => a + b, 0) / RATE_SECONDS;
}

export const durableWait = new Histogram({
  name: 'khel_writer_durable_wait_seconds',
  help: "Time a committed batch waits to be on disk before its bets are acknowledged",
  buckets: [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 1],
  registers: [registry],
});

export const forwarded = new Counter({
  name: 'khel_forwarded_total',
  help: "Calls (bet, cancel, cash-out, market changes) forwarded to the market's owning instance, by outcome",
  labelNames: ['op', 'outcome'] as const,
  registers: [registry],
});

export const forwardedServed = new Counter({
  name: 'khel_forwarded_served_total',
  help: 'Calls forwarded by other instances and served here as the owner',
  labelNames: ['op'] as const,
  registers: [registry],
});

export const streamSubscribers = new Gauge({
  name: 'khel_stream_subscribers',
  help: 'Open live-stream WebSocket connections on this instance',
  registers: [registry],
});

export const ownedBuckets = new Gauge({ name: 'khel_owned_market_buckets', help: 'Market buckets (of 32) this instance owns', registers: [registry] });
export const ownedMarkets = new Gauge({ name: 'khel_owned_markets', help: 'Open markets in the buckets this instance owns', registers: [registry] });
export const isFeedLeader = new Gauge({ name: 'khel_feed_leader', help: '1 while this instance runs the built-in feed (holds the feed lease)', registers: [registry] });

export const leaseChanges = new Counter({
  name: 'khel_lease_changes_total',
  help: 'Leases this instance acquired, released or lost (market buckets and the feed)',
  labelNames: ['lease', 'change'] as const,
  registers: [registry],
});

export const clusterMessages = new Counter({
  name: 'khel_cluster_messages_total',
  help: 'Stream fan-out messages published to and received from the other instances',
  labelNames: ['direction', 'kind'] as const,
  registers: [registry],
});

// The writer's own counters, read at each scrape from the exchange the app serves.
let writer: WriterStats | null = null;
let lastBatches = 0;
let lastWrites = 0;
/** Binds the writer collectors to this exchange's counters. */
export function watchWriter(stats: WriterStats): void {
  writer = stats;
  lastBatches = stats.batches;
  lastWrites = stats.writes;
}
new Gauge({
  name: 'khel_writer_batches_total',
  help: 'Group-commit batches written by the exchange writer since start',
  registers: [registry],
  collect() {
    this.set(writer?.batches ?? 0);
  },
});
new Gauge({
  name: 'khel_writer_writes_total',
  help: 'Writes (bets, cancels, cash-outs, lapses) in those batches',
  registers: [registry],
  collect() {
    this.set(writer?.writes ?? 0);
  },
});
new Gauge({
  name: 'khel_writer_batch_size',
  help: 'Mean writes per batch since the previous scrape (0 when no batch ran)',
  registers: [registry],
  collect() {
    if (!writer) return this.set(0);
    const batches = writer.batches - lastBatches;
    const writes = writer.writes - lastWrites;
    lastBatches = writer.batches;
    lastWrites = writer.writes;
    this.set(batches > 0 ? writes / batches : 0);
  },
});
new Gauge({
  name: 'khel_writer_statement_seconds_total',
  help: "Time spent waiting for the writer's batch statements since start",
  registers: [registry],
  collect() {
    this.set((writer?.statementMs ?? 0) / 1000);
  },
});

/** The database's `durable` with each wait timed (the exchange waits on it before acknowledging). */
export function timedDurable(durable: () => Promise<void>): () => Promise<void> {
  return async () => {
    const end = durableWait.startTimer();
    try {
      await durable();
    } finally {
      end();
    }
  };
}
