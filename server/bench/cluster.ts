// Benchmark 8: several server instances (issue 19). Bets acknowledged per second and their latency
// with one instance, then with two on the same PostgreSQL and NATS (the load spread over both, so
// about half the bets are forwarded to their market's owner), in one run; then the cross-instance
// stream latency: bets acknowledged by instance A, seen as order messages by subscribers on B.
// Real server processes (the harness of server/test/cluster), feed off, stream conflation 20 ms.
// Needs PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) and NATS
// (KHEL_TEST_NATS_URL, default nats://127.0.0.1:4222). BENCH_SECONDS (10), BENCH_CONNECTIONS (24).
//   pnpm --filter @khel/server bench cluster

import fs from 'node:fs';
import os from 'node:os';
import { openPostgres } from '../src/store/db';
import { marketBucket } from '../src/cluster/buckets';
import { seedEvent, type TestMarket } from '../test/support/catalog';
import { createPlayer, type TestPlayer } from '../test/support/players';
import { BASE_PORT, NATS_URL, StreamClient, TestCluster, buildServer, createClusterDatabase, percentile, reachable } from '../test/cluster/harness';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 24);

/** CPU time (ms) a process used so far, from /proc (0 where there is none). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return 0;
  }
}

interface Load {
  /** server CPU (all instances that took part) per acknowledged bet, ms: what a bet costs whatever else runs on the machine */
  cpuPerBet: number;
  bets: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** CONNECTIONS clients in a loop for SECONDS, each bet through the next of `origins`; backs and lays at 2.0 match each other. */
async function load(cluster: TestCluster, via: string[], players: TestPlayer[], markets: TestMarket[]): Promise<Load> {
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const pids = [...cluster.instances.values()].filter((i) => i.child.exitCode === null).map((i) => i.child.pid);
  const cpuBefore = pids.reduce((t: number, pid) => t + cpuMs(pid), 0);
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      while (performance.now() < end) {
        const i = n++;
        const p = players[i % players.length]!;
        const m = markets[(i * 7 + c) % markets.length]!;
        const started = performance.now();
        const res = await cluster
          .call(via[i % via.length]!, 'bet/saveBet', { is_back: i % 2, market_id: m.marketId, selection_id: m.runners[0], odds: 2, stack: 100 }, p.token)
          .catch(() => ({ status: 0 }));
        if (res.status === 200) latencies.push(performance.now() - started);
        else errors++;
      }
    }),
  );
  const cpu = pids.reduce((t: number, pid) => t + cpuMs(pid), 0) - cpuBefore;
  return { cpuPerBet: cpu / Math.max(1, latencies.length), bets: latencies.length, perSecond: latencies.length / SECONDS, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

const line = (name: string, l: Load) =>
  `${name.padEnd(34)} ${String(Math.round(l.perSecond)).padStart(6)} bets/s   p50 ${l.p50.toFixed(1).padStart(6)} ms   p99 ${l.p99.toFixed(1).padStart(6)} ms   server CPU ${l.cpuPerBet.toFixed(2)} ms/bet   (${l.bets} bets, ${l.errors} errors)`;

async function main(): Promise<void> {
  if (!(await reachable(ADMIN_URL)) || !(await reachable(NATS_URL))) {
    console.log(`cluster benchmark skipped: PostgreSQL (${ADMIN_URL}) or NATS (${NATS_URL}) does not answer`);
    return;
  }
  buildServer();
  const created = await createClusterDatabase(ADMIN_URL, null);
  const cluster = new TestCluster(created.url, { KHEL_FEED: 'off', KHEL_LOG_LEVEL: 'warn', KHEL_STREAM_CONFLATE_MS: '20' });
  try {
    // today's mode first: one process, no NATS, on the same database
    await cluster.start('single', BASE_PORT + 2, { KHEL_NATS_URL: '' });
    const db = await openPostgres(created.url, 4);
    const markets: TestMarket[] = [];
    for (let i = 0; i < 16; i++) markets.push(await seedEvent(db));
    const players: TestPlayer[] = [];
    for (let i = 0; i < 40; i++) players.push(await createPlayer(db, { balanceRupees: 10_000_000 }));
    console.log(`Several instances: ${SECONDS} s per run, ${CONNECTIONS} connections, ${markets.length} markets, ${players.length} players; load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
    await load(cluster, ['single'], players, markets.slice(0, 2)); // warm-up (plans, JIT)
    console.log(line('1 process, no NATS (the default)', await load(cluster, ['single'], players, markets)));
    await cluster.stop('single');

    await cluster.start('a', BASE_PORT);
    await cluster.settled();
    await load(cluster, ['a'], players, markets.slice(0, 2));
    const one = await load(cluster, ['a'], players, markets);
    console.log(line('1 instance (NATS, leases, fence)', one));

    await cluster.start('b', BASE_PORT + 1);
    const owners = await cluster.settled();
    const two = await load(cluster, ['a', 'b'], players, markets);
    console.log(line('2 instances (load on both)', two));
    const aOwns = markets.filter((m) => owners.get('a')!.buckets.includes(marketBucket(m.marketId)));
    const local = await load(cluster, ['a'], players, aOwns.length > 0 ? aOwns : markets);
    console.log(line("2 instances, A's own markets via A", local));

    // cross-instance stream latency: acknowledged by A, seen on B
    const watchers = players.slice(0, 8);
    const subs = await Promise.all(
      watchers.map(async (p) => {
        const s = await StreamClient.open(cluster.get('b').origin);
        s.send({ op: 'auth', token: p.token });
        await s.waitFor((x) => x.type === 'player');
        return s;
      }),
    );
    const acked: Array<{ betId: number; at: number; sub: StreamClient }> = [];
    let next = 0;
    await Promise.all(
      watchers.map(async (p, i) => {
        while (next < 2000) {
          const k = next++;
          const m = markets[k % markets.length]!;
          const res = await cluster.call('a', 'bet/saveBet', { is_back: 1, market_id: m.marketId, selection_id: m.runners[1], odds: 3, stack: 100 }, p.token);
          if (res.status === 200) acked.push({ betId: res.body.data!.bet_id as number, at: performance.now(), sub: subs[i]! });
        }
      }),
    );
    const latencies: number[] = [];
    for (const a of acked) {
      const seen = await a.sub.waitFor((m) => m.type === 'orders' && (m.orders as Array<{ bet_id: number }>).some((o) => o.bet_id === a.betId), 30_000);
      const at = a.sub.messages.find((x) => x.m === seen)!.at;
      latencies.push(Math.max(0, at - a.at));
    }
    console.log(`cross-instance stream (${acked.length} bets acknowledged by A, order messages on B): p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
    for (const s of subs) s.close();
    await db.close();
  } finally {
    await cluster.stopAll();
    await created.drop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
