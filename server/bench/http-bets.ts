// Benchmark 2: bets acknowledged per second over HTTP (POST /api/v1/bet/saveBet through Fastify,
// the exchange, the ledger and PostgreSQL) beside pgbench's TPC-B on the same PostgreSQL, in one
// run: pgbench with as many branches as clients (its documentation's advice), then with 2 (the
// yardstick of earlier figures, where pgbench mostly waits on two rows' locks). Needs a PostgreSQL
// (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) and pgbench on the PATH. Creates and drops its own databases. The load generator (autocannon)
// runs in a child process; the CPU of PostgreSQL, the server and the load generator is printed.
// BENCH_TRACE=1: each statement's count and mean time. BENCH_WAITS=1: what the writer's backend
// waits for (sampled). BENCH_EXPLAIN=1: one group-commit statement's plan, custom and generic.
// BENCH_LOG_DURATIONS=1: PostgreSQL logs every statement's parse/bind/execute time to its log.
// BENCH_NO_FK=bets,...: an experiment, drops those tables' foreign keys in the benchmark's database.
// BENCH_PGBENCH=0: no pgbench runs (before/after comparisons of CPU a bet, on a shared machine).
// The server logs every request as production does (KHEL_LOG_LEVEL info), to a file of its own that is
// deleted after the run; BENCH_LOG=0: no log.

import { fork, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { Exchange } from '../src/exchange/exchange';
import { BlockLog } from '../src/observability/log-stream';
import { openPostgres, type Database, type Sql } from '../src/store/db';
import { migrate } from '../src/store/migrate';
import { seedEvent } from '../test/support/catalog';
import { createPlayer } from '../test/support/players';
import { fmt } from './measure';
import { ADMIN_URL, admin, withDb } from './postgres';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PLAYERS = 40;

/** pgbench's TPC-B with `scale` branches (`pgbench -i` drops and creates its tables): CONNECTIONS clients, SECONDS long. */
function pgbench(dbName: string, scale: number): { tps: number; latencyMs: number } {
  const u = new URL(withDb(ADMIN_URL, dbName));
  const args = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  const init = spawnSync('pgbench', [...args, '-i', '-q', '-s', String(scale), dbName], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync('pgbench', [...args, '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), dbName], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? NaN);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1] ?? NaN);
  return { tps, latencyMs };
}

/** CPU time (ms) used so far by each of this machine's PostgreSQL processes, by pid, from /proc (none where there is no /proc). */
function postgresCpuMs(): Map<string, { ms: number; name: string }> {
  const byPid = new Map<string, { ms: number; name: string }>();
  for (const pid of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const name = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      if (name.startsWith('postgres')) byPid.set(pid, { ms: procTicks(pid) * 10, name });
    } catch {
      // the process ended meanwhile
    }
  }
  return byPid;
}

/**
 * PostgreSQL's CPU between two readings (a process that ended between them is not counted), in
 * all and by process (`postgres: 15/main: walwriter`, a backend by its user, database and client).
 */
function postgresCpuSince(before: Map<string, { ms: number; name: string }>): { ms: number; byProcess: Map<string, number> } {
  let ms = 0;
  const byProcess = new Map<string, number>();
  for (const [pid, now] of postgresCpuMs()) {
    const d = now.ms - (before.get(pid)?.ms ?? 0);
    ms += d;
    const name = `${now.name.replace(/\(\d+\)/, '').replace(/ (idle|active|idle in transaction)$/, '')} [${pid}]`;
    if (d > 0) byProcess.set(name, d);
  }
  return { ms, byProcess };
}

/** utime + stime of a process in clock ticks (1/100 s on Linux). */
function procTicks(pid: string | number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

interface LoadSpec {
  port: number;
  marketId: string;
  runners: readonly number[];
  tokens: readonly string[];
}

/** Runs autocannon in a child process (this file again, with KHEL_BENCH_LOAD set) and returns its result and CPU. */
function runLoad(spec: LoadSpec): Promise<{ result: autocannon.Result; cpuMs: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, [], { env: { ...process.env, KHEL_BENCH_LOAD: JSON.stringify(spec) }, stdio: 'inherit' });
    child.once('message', (m) => resolve(m as { result: autocannon.Result; cpuMs: number }));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
  });
}

/** The load generator: half the players back and half lay around 2.00 so bets match, rest and move money. */
async function generateLoad(spec: LoadSpec): Promise<void> {
  let n = 0;
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: `http://127.0.0.1:${spec.port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/bet/saveBet',
        setupRequest: (req) => {
          const i = n++;
          const token = spec.tokens[i % spec.tokens.length]!;
          const isBack = i % 2;
          const odds = [1.98, 1.99, 2, 2.02, 2.04][(i >> 1) % 5];
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ is_back: isBack, market_id: spec.marketId, odds, selection_id: spec.runners[(i >> 1) % 2], stack: 100 }),
          };
        },
      },
    ],
  });
  const cpu = process.cpuUsage(cpuBefore);
  process.send!({ result, cpuMs: (cpu.user + cpu.system) / 1000 });
}

/**
 * BENCH_WAITS=1: samples what the writer's backend is doing (pg_stat_activity: idle = waiting for
 * the server's next statement; active with no wait event = on the CPU or waiting for one; IO:WALSync =
 * its commit's fsync) from a connection of its own, as fast as it answers, until stopped.
 */
function sampleWriter(url: string, pid: number): { stop(): Promise<string> } {
  const c = new Client({ connectionString: url });
  const counts = new Map<string, number>();
  let running = true;
  let samples = 0;
  const done = (async () => {
    await c.connect();
    while (running) {
      const [row] = (await c.query<{ k: string }>(`SELECT state || coalesce(' ' || wait_event_type || ':' || wait_event, '') AS k FROM pg_stat_activity WHERE pid = $1`, [pid])).rows;
      if (row) counts.set(row.k, (counts.get(row.k) ?? 0) + 1);
      samples++;
    }
    await c.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      return [...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${fmt((100 * n) / Math.max(1, samples), 0)}%`).join(', ') + ` (${fmt(samples)} samples)`;
    },
  };
}

async function explain(url: string, text: string, params: readonly unknown[]): Promise<void> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`PREPARE flush AS ${text}`);
    // EXECUTE takes no bind parameters: the arrays go in as literals.
    const literal = (v: unknown) => (v === null ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`);
    const args = params.map((p) => c.escapeLiteral(Array.isArray(p) ? `{${p.map(literal).join(',')}}` : String(p))).join(', ');
    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      let plan = '';
      for (let i = 0; i < 3; i++) {
        await c.query('BEGIN');
        await c.query(`SET LOCAL plan_cache_mode = ${mode}`);
        const res = await c.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE flush(${args})`);
        await c.query('ROLLBACK');
        plan = res.rows.map((r) => r['QUERY PLAN']).join('\n');
      }
      console.log(`-- ${mode}\n${plan}`);
    }
  } finally {
    await c.end();
  }
}

async function main(): Promise<void> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const khelDb = `khel_bench_${suffix}`;
  const pgbenchDb = `khel_pgbench_${suffix}`;
  await admin(`CREATE DATABASE ${khelDb}`);
  await admin(`CREATE DATABASE ${pgbenchDb}`);
  try {
    console.log(`\n== bets over HTTP vs pgbench TPC-B: ${SECONDS}s each, ${CONNECTIONS} connections, PostgreSQL ==`);
    // Every TPC-B transaction updates one of `scale` branch rows, so with fewer branches than
    // clients pgbench mostly measures those rows' lock waits; its documentation asks for a scale at
    // least the number of clients. That run is the yardstick; the earlier one (scale 2) is printed
    // beside it so figures measured with it can be compared.
    const printPgbench = (label: string, r: { tps: number; latencyMs: number }) =>
      console.log(`${label.padEnd(34)}${fmt(r.tps, 0).padStart(8)} tps   latency avg ${fmt(r.latencyMs, 2)} ms`);
    const skipPgbench = process.env.BENCH_PGBENCH === '0';
    const pg = skipPgbench ? { tps: NaN, latencyMs: NaN } : pgbench(pgbenchDb, CONNECTIONS);
    if (!skipPgbench) printPgbench(`pgbench TPC-B (scale ${CONNECTIONS})`, pg);
    const pgSmall = skipPgbench ? { tps: NaN, latencyMs: NaN } : pgbench(pgbenchDb, 2);
    if (!skipPgbench) printPgbench('pgbench TPC-B (scale 2, contended)', pgSmall);

    const pool = await openPostgres(withDb(ADMIN_URL, khelDb), 20);
    await migrate(pool);
    if (process.env.BENCH_LOG_DURATIONS) await admin(`ALTER DATABASE ${khelDb} SET log_min_duration_statement = 0`);
    if (process.env.BENCH_NO_FK) {
      const fks = await pool.query<{ t: string; c: string }>(`SELECT conrelid::regclass::text AS t, conname AS c FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text IN (${process.env.BENCH_NO_FK.split(',').map((t) => `'${t}'`).join(', ')})`);
      for (const fk of fks) await pool.query(`ALTER TABLE ${fk.t} DROP CONSTRAINT ${fk.c}`);
      console.log(`(experiment: ${fks.length} foreign keys of the hot tables dropped)`);
    }
    // Statements sent outside the exchange's writer (auth, the bet's pre-checks) are counted here;
    // the writer (its own connection) counts its own.
    let poolQueries = 0;
    // BENCH_TRACE=1: time every statement by its first words, printed after the run.
    const trace = new Map<string, { n: number; ms: number }>();
    const timed = (sql: Sql): Sql['query'] => async (text, params) => {
      const t0 = performance.now();
      try {
        return await sql.query(text, params);
      } finally {
        const key = text.replace(/\s+/g, ' ').trim().slice(0, 60);
        const e = trace.get(key) ?? { n: 0, ms: 0 };
        e.n++;
        e.ms += performance.now() - t0;
        trace.set(key, e);
      }
    };
    const traced = (sql: Sql): Sql['query'] => (process.env.BENCH_TRACE ? timed(sql) : (text, params) => sql.query(text, params));
    // BENCH_EXPLAIN=1: the 500th group-commit statement is also run under EXPLAIN (ANALYZE, BUFFERS)
    // on its own connection, custom plan and generic plan, each in a transaction rolled back.
    let flushes = 0;
    const writerQuery = traced(pool.writer);
    const writer: Sql = {
      ...pool.writer,
      query: async (text, params) => {
        if (process.env.BENCH_EXPLAIN && text.startsWith('WITH new_bets') && ++flushes === 500) {
          await explain(withDb(ADMIN_URL, khelDb), text, params ?? []).catch((err) => console.error(`explain failed: ${err}`));
        }
        return writerQuery(text, params);
      },
    };
    const query = traced(pool);
    const db: Database = { ...pool, writer, query: (text, params) => (poolQueries++, query(text, params)) };
    const exchange = await Exchange.start({ db });
    // The request log on, as in production (KHEL_LOG_LEVEL info: a JSON line a request, written in blocks), to a file
    const logFile = path.join(os.tmpdir(), `${khelDb}.log`);
    const logFd = process.env.BENCH_LOG === '0' ? null : fs.openSync(logFile, 'w');
    const logStream = logFd === null ? undefined : new BlockLog(logFd);
    const app = await buildApp({ db, exchange, config: loadConfig({ NODE_ENV: 'production' }), logger: logFd !== null, logStream });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const market = await seedEvent(db);
    await db.query('UPDATE markets SET max_stake_paise = 1000000000 WHERE id = $1', [market.marketId]);
    const players: Array<Awaited<ReturnType<typeof createPlayer>>> = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await createPlayer(db, { balanceRupees: 10_000_000 }));

    // The load generator runs in its own process (its CPU is measured and printed, not hidden).
    const queriesBefore = poolQueries;
    const writerBefore = { ...exchange.stats };
    const cpuBefore = process.cpuUsage();
    const pgBefore = postgresCpuMs();
    const [walBefore] = await db.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    const load: LoadSpec = { port, marketId: market.marketId, runners: market.runners, tokens: players.map((p) => p.token) };
    const waits = process.env.BENCH_WAITS ? sampleWriter(withDb(ADMIN_URL, khelDb), (await pool.writer.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]!.pid) : null;
    const { result, cpuMs: loadCpuMs } = await runLoad(load);
    const writerStates = await waits?.stop();
    const { ms: pgCpuMs, byProcess: pgByProcess } = postgresCpuSince(pgBefore);
    // WAL written while the load ran (the machine's other databases idle): what each bet costs the disk.
    const [wal] = await db.query<{ bytes: number }>('SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::bigint AS bytes', [walBefore!.lsn]);
    const cpu = process.cpuUsage(cpuBefore);
    const msPerSec = (ms: number) => fmt(ms / SECONDS, 0);
    const msPerBet = (ms: number) => fmt(ms / Math.max(1, result.requests.total), 3);
    const writes = exchange.stats.writes - writerBefore.writes;
    const batches = exchange.stats.batches - writerBefore.batches;
    const writerStatements = exchange.stats.statements - writerBefore.statements;
    const [counts] = await db.query<{ bets: number; fills: number }>('SELECT (SELECT count(*)::int FROM bets) AS bets, (SELECT count(*)::int FROM bet_fills) AS fills');
    const errors = result.non2xx + result.errors;
    console.log(
      `khel POST /bet/saveBet            ${fmt(result.requests.average, 0).padStart(8)} bets/s  latency p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${fmt(counts!.bets)} bets, ${fmt(counts!.fills)} fills, ${errors} non-2xx)`,
    );
    if (!skipPgbench) console.log(`ratio: ${fmt(result.requests.average / pg.tps, 2)}× pgbench's TPS (${fmt(result.requests.average / pgSmall.tps, 2)}× the contended scale-2 run's)`);
    console.log(
      `per bet: ${fmt((poolQueries - queriesBefore) / Math.max(1, writes), 2)} reads outside the writer + ${fmt(writerStatements / Math.max(1, writes), 2)} writer statements` +
        ` (${fmt(writes)} writes in ${fmt(batches)} batches, ${fmt(writes / Math.max(1, batches), 1)} a batch); ${fmt(wal!.bytes / Math.max(1, writes), 0)} bytes of WAL a bet`,
    );
    const serverCpuMs = (cpu.user + cpu.system) / 1000;
    console.log(
      `CPU (2 cores = 2,000 ms/s): PostgreSQL ${msPerSec(pgCpuMs)} ms/s (${msPerBet(pgCpuMs)} ms a bet), server ${msPerSec(serverCpuMs)} ms/s (${msPerBet(serverCpuMs)} ms a bet),` +
        ` load generator ${msPerSec(loadCpuMs)} ms/s (${msPerBet(loadCpuMs)} ms a bet)`,
    );
    // On a machine others use too, the whole of PostgreSQL's CPU counts their databases: this
    // database's own backends (the writer and the pool) are the part this run alone caused.
    const ownPgMs = [...pgByProcess].filter(([name]) => name.includes(` ${khelDb} `)).reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`  of which this database's backends: ${msPerSec(ownPgMs)} ms/s (${msPerBet(ownPgMs)} ms a bet)`);
    // The load generator runs the same code whatever the server does: the other two measured against it
    // compare runs on a machine whose speed drifts (other work, frequency) better than bets/s do.
    console.log(
      `CPU a bet against the load generator's: server ${fmt(serverCpuMs / Math.max(1, loadCpuMs), 2)}×, PostgreSQL ${fmt(pgCpuMs / Math.max(1, loadCpuMs), 2)}×,` +
        ` both ${fmt((serverCpuMs + pgCpuMs) / Math.max(1, loadCpuMs), 2)}×`,
    );
    if (process.env.BENCH_TRACE) {
      for (const [name, ms] of [...pgByProcess].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`  PostgreSQL ${msPerSec(ms).padStart(5)} ms/s  ${name}`);
      const scans = await db.query<{ relname: string; seq_scan: number; seq_tup_read: number; idx_scan: number; n_live_tup: number }>(
        'SELECT relname, seq_scan, seq_tup_read, idx_scan, n_live_tup FROM pg_stat_user_tables WHERE seq_tup_read > 0 ORDER BY seq_tup_read DESC LIMIT 5',
      );
      for (const t of scans) console.log(`  table ${t.relname}: ${fmt(t.seq_scan)} sequential scans reading ${fmt(t.seq_tup_read)} rows, ${fmt(t.idx_scan)} index scans, ${fmt(t.n_live_tup)} rows`);
    }
    console.log(
      `the writer, a batch: ${fmt((exchange.stats.prepareMs - writerBefore.prepareMs) / Math.max(1, batches), 3)} ms running its writes in memory,` +
        ` ${fmt((exchange.stats.statementMs - writerBefore.statementMs) / Math.max(1, batches), 3)} ms waiting (for room in the pipeline, or for its statements), one every ${fmt((SECONDS * 1000) / Math.max(1, batches), 3)} ms;` +
        ` batches already in flight when one was sent: ${fmt((exchange.stats.inFlightSum - writerBefore.inFlightSum) / Math.max(1, batches), 2)} on average`,
    );
    if (writerStates) console.log(`the writer's PostgreSQL backend (sampled): ${writerStates}`);
    if (process.env.BENCH_TRACE) {
      for (const [k, e] of [...trace].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
        console.log(`  ${fmt(e.n).padStart(7)} × ${fmt(e.ms / e.n, 2).padStart(7)} ms  ${k}`);
      }
    }
    await app.close();
    await db.close();
    if (logFd !== null) {
      logStream!.flush();
      const lines = fs.readFileSync(logFile, 'utf8').split('\n').length - 1;
      console.log(`request log: ${fmt(lines)} lines (KHEL_LOG_LEVEL info; BENCH_LOG=0 turns it off)`);
      fs.closeSync(logFd);
      fs.rmSync(logFile);
    }
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${khelDb} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`);
  }
}

(process.env.KHEL_BENCH_LOAD ? generateLoad(JSON.parse(process.env.KHEL_BENCH_LOAD) as LoadSpec) : main()).catch((err) => {
  console.error(err);
  process.exit(1);
});
