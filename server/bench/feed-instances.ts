// The feed benchmark (feed-stream.ts) with the stream served by several instances (issue 19's cluster on
// the same PostgreSQL and NATS), BENCH_INSTANCES=2: the benchmark's process is the feed's instance (the
// feed replays there, as with one), the others are the built server as separate processes with no feed
// (server/test/cluster/harness.ts), and the subscribers are split evenly over all of them.
// The instances' ids are chosen so that the feed's instance owns the market (its bucket): the re-quotes
// commit there as with one instance, and the others' hubs get the market's depth and sequence over NATS
// (cluster/fanout.ts: the owner's `streamSeq`, the same number its own hub sends), so a delta's `seq` means
// the same change on every instance and "arrival → own change" is measured alike on all of them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { MARKET_BUCKETS, desiredOwner, marketBucket } from '../src/cluster/buckets';
import { startCluster, type Cluster } from '../src/cluster/cluster';
import type { Exchange } from '../src/exchange/exchange';
import type { Database } from '../src/store/db';
import { NATS_URL, TestCluster, buildServer, reachable, sleep } from '../test/cluster/harness';

/** how many instances serve the stream (BENCH_INSTANCES, default 1: one process, no NATS, as before) */
export const INSTANCES = Math.max(1, Math.floor(Number(process.env.BENCH_INSTANCES ?? 1)) || 1);

const FEED_ID = 'feed';

/** CPU time (ms) a process used so far, from /proc (0 where there is none). */
export function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, clock ticks of 10 ms
  } catch {
    return 0;
  }
}

/** The instances' ids, the feed's first: the others' chosen so that the feed's instance owns `marketId`'s bucket. */
function instanceIds(n: number, marketId: string): string[] {
  for (let k = 0; ; k++) {
    const ids = [FEED_ID, ...Array.from({ length: n - 1 }, (_, i) => `sub${i + 1}-${k}`)];
    if (desiredOwner(marketBucket(marketId), ids) === FEED_ID) return ids;
  }
}

export interface Instances {
  /** the feed's instance's part of the cluster (for buildApp) */
  cluster: Cluster;
  /** the other instances' ports and process ids */
  ports: number[];
  pids: number[];
  /** waits until every instance sees all of them and the buckets are where the ids put them (the market on the feed's) */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Joins the benchmark's exchange (started with seqBase 0, as main.ts does with several instances) to a
 * cluster and starts the other instances on `databaseUrl`, each with `env` (the stream's settings).
 */
export async function startInstances(o: { db: Database; databaseUrl: string; exchange: Exchange; marketId: string; env: NodeJS.ProcessEnv }): Promise<Instances> {
  if (!(await reachable(NATS_URL))) throw new Error(`BENCH_INSTANCES=${INSTANCES} needs NATS at ${NATS_URL} (KHEL_TEST_NATS_URL)`);
  const ids = instanceIds(INSTANCES, o.marketId);
  buildServer();
  const others = new TestCluster(o.databaseUrl, {
    NODE_ENV: 'production',
    KHEL_CASINO_SECRET: crypto.randomBytes(16).toString('hex'),
    KHEL_FEED: 'off',
    KHEL_LOG_LEVEL: 'warn',
    ...Object.fromEntries(Object.entries(o.env).filter(([, v]) => v !== undefined)),
  });
  const log = (msg: string, extra: Record<string, unknown> = {}) => process.env.BENCH_CLUSTER_LOG && console.error(msg, extra);
  const cluster = await startCluster({
    config: { natsUrl: NATS_URL, prefix: others.prefix, instanceId: FEED_ID, leaseTtlMs: 2000, leaseRenewMs: 400 },
    db: o.db,
    exchange: o.exchange,
    log,
  });
  const started = [];
  for (const id of ids.slice(1)) started.push(await others.start(id));
  return {
    cluster,
    ports: started.map((i) => i.port),
    pids: started.map((i) => i.child.pid!),
    settle: async () => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const all = [cluster.status(), ...(await Promise.all(ids.slice(1).map((id) => others.status(id).catch(() => null))))];
        const ok = all.every((s) => s && s.live.length === ids.length && s.buckets.every((b) => desiredOwner(b, ids) === s.instance)) && all.reduce((t, s) => t + s!.buckets.length, 0) === MARKET_BUCKETS;
        if (ok && cluster.status().buckets.includes(marketBucket(o.marketId))) return;
        if (Date.now() > deadline) throw new Error(`instances did not settle: ${JSON.stringify(all)}`);
        await sleep(200);
      }
    },
    stop: async () => {
      await others.stopAll();
      await cluster.stop();
    },
  };
}
