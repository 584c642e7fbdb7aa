// Benchmark 2: bets acknowledged per second over HTTP (POST /api/v1/bet/saveBet through Fastify,
// the exchange, the ledger and PostgreSQL) beside pgbench's TPC-B on the same PostgreSQL, in one
// run. Needs a PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres)
// and pgbench on the PATH. Creates and drops its own databases.

import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { Exchange } from '../src/exchange/exchange';
import { openPostgres, type Database } from '../src/store/db';
import { migrate } from '../src/store/migrate';
import { seedEvent } from '../test/support/catalog';
import { createPlayer } from '../test/support/players';
import { fmt } from './measure';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PLAYERS = 40;

const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin(sql: string): Promise<void> {
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function pgbench(dbName: string): { tps: number; latencyMs: number } {
  const u = new URL(withDb(ADMIN_URL, dbName));
  const args = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  const init = spawnSync('pgbench', [...args, '-i', '-q', '-s', '2', dbName], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync('pgbench', [...args, '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), dbName], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? NaN);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1] ?? NaN);
  return { tps, latencyMs };
}

async function main(): Promise<void> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const khelDb = `khel_bench_${suffix}`;
  const pgbenchDb = `khel_pgbench_${suffix}`;
  await admin(`CREATE DATABASE ${khelDb}`);
  await admin(`CREATE DATABASE ${pgbenchDb}`);
  try {
    console.log(`\n== bets over HTTP vs pgbench TPC-B: ${SECONDS}s each, ${CONNECTIONS} connections, PostgreSQL ==`);
    const pg = pgbench(pgbenchDb);
    console.log(`pgbench TPC-B (scale 2)          ${fmt(pg.tps, 0).padStart(8)} tps   latency avg ${fmt(pg.latencyMs, 2)} ms`);

    const pool = await openPostgres(withDb(ADMIN_URL, khelDb), 20);
    await migrate(pool);
    if (process.env.BENCH_NO_FK) {
      const fks = await pool.query<{ t: string; c: string }>(`SELECT conrelid::regclass::text AS t, conname AS c FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text IN (${process.env.BENCH_NO_FK.split(',').map((t) => `'${t}'`).join(', ')})`);
      for (const fk of fks) await pool.query(`ALTER TABLE ${fk.t} DROP CONSTRAINT ${fk.c}`);
      console.log(`(experiment: ${fks.length} foreign keys of the hot tables dropped)`);
    }
    // Statements sent outside the exchange's writer (auth, the bet's pre-checks) are counted here;
    // the writer counts its own.
    let poolQueries = 0;
    // BENCH_TRACE=1: time every statement by its first words, printed after the run.
    const trace = new Map<string, { n: number; ms: number }>();
    const timed: Database['query'] = async (text, params) => {
      const t0 = performance.now();
      try {
        return await pool.query(text, params);
      } finally {
        const key = text.replace(/\s+/g, ' ').trim().slice(0, 60);
        const e = trace.get(key) ?? { n: 0, ms: 0 };
        e.n++;
        e.ms += performance.now() - t0;
        trace.set(key, e);
      }
    };
    const query: Database['query'] = process.env.BENCH_TRACE ? timed : (text, params) => pool.query(text, params);
    const db: Database = { ...pool, query: (text, params) => (poolQueries++, query(text, params)) };
    const exchange = await Exchange.start({ db });
    const app = await buildApp({ db, exchange, config: loadConfig({ NODE_ENV: 'production' }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const market = await seedEvent(db);
    await db.query('UPDATE markets SET max_stake_paise = 1000000000 WHERE id = $1', [market.marketId]);
    const players: Array<Awaited<ReturnType<typeof createPlayer>>> = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await createPlayer(db, { balanceRupees: 10_000_000 }));

    // Half the players back and half lay around 2.00 so bets match, rest and move money.
    let n = 0;
    const queriesBefore = poolQueries;
    const writerBefore = { ...exchange.stats };
    const cpuBefore = process.cpuUsage();
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/bet/saveBet',
          setupRequest: (req) => {
            const i = n++;
            const p = players[i % PLAYERS]!;
            const isBack = i % 2;
            const odds = [1.98, 1.99, 2, 2.02, 2.04][(i >> 1) % 5];
            return {
              ...req,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
              body: JSON.stringify({ is_back: isBack, market_id: market.marketId, odds, selection_id: market.runners[(i >> 1) % 2], stack: 100 }),
            };
          },
        },
      ],
    });
    const cpu = process.cpuUsage(cpuBefore);
    const writes = exchange.stats.writes - writerBefore.writes;
    const batches = exchange.stats.batches - writerBefore.batches;
    const writerStatements = exchange.stats.statements - writerBefore.statements;
    const [counts] = await db.query<{ bets: number; fills: number }>('SELECT (SELECT count(*)::int FROM bets) AS bets, (SELECT count(*)::int FROM bet_fills) AS fills');
    const errors = result.non2xx + result.errors;
    console.log(
      `khel POST /bet/saveBet            ${fmt(result.requests.average, 0).padStart(8)} bets/s  latency p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${fmt(counts!.bets)} bets, ${fmt(counts!.fills)} fills, ${errors} non-2xx)`,
    );
    console.log(`ratio: ${fmt(result.requests.average / pg.tps, 2)}× pgbench's TPS`);
    console.log(
      `per bet: ${fmt((poolQueries - queriesBefore) / Math.max(1, writes), 2)} reads outside the writer + ${fmt(writerStatements / Math.max(1, writes), 2)} writer statements` +
        ` (${fmt(writes)} writes in ${fmt(batches)} batches, ${fmt(writes / Math.max(1, batches), 1)} a batch); server CPU ${fmt((cpu.user + cpu.system) / 1000 / SECONDS, 0)} ms/s`,
    );
    if (process.env.BENCH_TRACE) {
      for (const [k, e] of [...trace].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
        console.log(`  ${fmt(e.n).padStart(7)} × ${fmt(e.ms / e.n, 2).padStart(7)} ms  ${k}`);
      }
    }
    await app.close();
    await db.close();
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${khelDb} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
