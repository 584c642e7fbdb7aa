// kill -9 of one Khel server under load, on the jest project's database (PGlite in a data directory,
// or PostgreSQL, where the writer keeps several batches in flight on its connection): players bet
// like a client does (a bet that got no answer is sent again with the same client_ref until one
// comes), the server is killed mid-load and started again on the same database. Every bet
// acknowledged before or after the kill is there exactly once, with the id it was acknowledged
// with; no bet is there twice; the ledger balances; every hold equals the worst case of its open
// bets; and the books the restarted server holds equal a rebuild from the database.

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/store/db';
import { Books } from '../../src/exchange/core/books';
import { MarketPositions } from '../../src/exchange/core/positions';
import { readMarketSnapshot, readRestingOrders } from '../../src/exchange/store/core-reads';
import { buildServer, TestCluster } from '../cluster/harness';
import { seedEvent, type TestMarket } from '../support/catalog';
import { assertHoldsConsistent } from '../support/exchange';
import { createPlayer, type TestPlayer } from '../support/players';
import { pgliteTemplateFile, pgUrl, postgresTemplateName, withDatabase } from '../support/templates';
import { testDbKind } from '../support/test-db';

jest.setTimeout(180_000);

/** The server's port: a free one the system gives (the restarted server another; the players follow it). */
let PORT = 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The test's own database: a PGlite data directory, or a PostgreSQL database (its URL). */
async function freshDatabase(): Promise<{ env: NodeJS.ProcessEnv; open: () => Promise<Database>; drop: () => Promise<void> }> {
  if (testDbKind() === 'postgres') {
    const name = `khel_crash_${crypto.randomBytes(6).toString('hex')}`;
    const admin = async (sql: string) => {
      const c = new Client({ connectionString: pgUrl() });
      await c.connect();
      await c.query(sql).finally(() => c.end());
    };
    await admin(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName()}`);
    const url = withDatabase(pgUrl(), name);
    return { env: { DATABASE_URL: url }, open: () => openPostgres(url, 4), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-crash-'));
  const seeded = await openPglite({ dataDir, loadDataDir: new Blob([fs.readFileSync(pgliteTemplateFile())]) });
  await seeded.close();
  return { env: { DATABASE_URL: '', KHEL_DATA_DIR: dataDir }, open: () => openPglite({ dataDir }), drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

let database: Awaited<ReturnType<typeof freshDatabase>>;
let market: TestMarket;
let players: TestPlayer[];

beforeAll(async () => {
  buildServer();
  database = await freshDatabase();
  // PGlite is one process's: the test seeds it, closes it, and opens it again only once the server is gone
  const db = await database.open();
  market = await seedEvent(db);
  players = await Promise.all([0, 1, 2, 3].map(() => createPlayer(db, { balanceRupees: 1_000_000 })));
  await db.close();
});

afterAll(async () => {
  await database?.drop();
});

it('kill -9 under load: every acknowledged bet once, none twice, the ledger balanced, holds and books equal a rebuild', async () => {
  const servers = new TestCluster('', { KHEL_NATS_URL: '', KHEL_FEED: 'off', ...database.env });
  let instance = await servers.start('crash-1');
  PORT = instance.port;
  const call = async (p: TestPlayer, body: Record<string, unknown>) => {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/bet/saveBet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data?: { bet_id?: number } } };
  };

  // Four players back and lay the same runner at 2.0 (so bets match), 8 bets each at a time.
  let stopping = false;
  let killed = false;
  const acked = new Map<string, number>();
  let ackedBeforeKill = 0;
  const loops = players.flatMap((p, i) =>
    [0, 1, 2, 3, 4, 5, 6, 7].map(async (lane) => {
      for (let n = 0; !stopping; n++) {
        const ref = `kc-${p.userId}-${lane}-${n}`;
        const body = { is_back: (i + n) % 2 === 0 ? 1 : 0, market_id: market.marketId, selection_id: market.runners[0], odds: 2, stack: 10 + (n % 5), client_ref: ref };
        for (;;) {
          const res = await call(p, body).catch(() => ({ status: 0, body: {} as { data?: { bet_id?: number } } }));
          if (res.status === 200) {
            acked.set(ref, res.body.data!.bet_id!);
            if (!killed) ackedBeforeKill = acked.size;
            break;
          }
          if (res.status > 0 && res.status < 500) throw new Error(`bet refused: ${JSON.stringify(res.body)}`);
          await sleep(50);
        }
      }
    }),
  );
  // killed once bets are flowing, and stopped once as many more went through the restarted server
  const until = async (n: number) => {
    for (const deadline = Date.now() + 90_000; acked.size < n && Date.now() < deadline; ) await sleep(50);
  };
  await until(40);
  instance.child.kill('SIGKILL');
  await instance.exited;
  killed = true;
  const beforeKill = ackedBeforeKill;
  instance = await servers.start('crash-2');
  PORT = instance.port;
  await until(beforeKill + 40);
  stopping = true;
  await Promise.all(loops);
  const status = await fetch(`http://127.0.0.1:${PORT}/cluster/status`).then((r) => (r.ok ? (r.json() as Promise<{ booksHash?: string }>) : null)).catch(() => null);
  await servers.stop('crash-2');
  console.log(`kill -9 under load (${testDbKind()}): ${beforeKill} bets acknowledged before the kill, ${acked.size} in all`);
  expect(beforeKill).toBeGreaterThanOrEqual(40);
  expect(acked.size).toBeGreaterThan(beforeKill);

  const db = await database.open();
  try {
    // every acknowledged bet is there exactly once, with the id it was acknowledged with; none twice
    const rows = await db.query<{ client_ref: string; id: number }>(`SELECT client_ref, id FROM bets WHERE client_ref LIKE 'kc-%'`);
    expect(new Set(rows.map((r) => r.client_ref)).size).toBe(rows.length);
    expect(rows.length).toBe(acked.size);
    expect(new Map(rows.map((r) => [r.client_ref, Number(r.id)]))).toEqual(acked);
    // each player's hold equals their exposure rows (and the ledger balances), and each row the worst case of their open bets
    await assertHoldsConsistent(db, players.map((p) => p.userId));
    const snapshot = await readMarketSnapshot(db, market.marketId, 'odds');
    const positions = MarketPositions.restore(snapshot);
    for (const h of snapshot.held) expect(h.exposurePaise).toBe(positions.exposureOf(h.userId));
    const unmatched = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bets WHERE client_ref LIKE 'kc-%' AND unmatched_paise > 0 AND status = 'open'`);
    const fresh = new Books();
    fresh.restore(await readRestingOrders(db)); // throws if the resting orders cross
    expect(fresh.ordersOf(market.marketId).length).toBe(unmatched[0]!.n);
    if (status?.booksHash !== undefined) expect(status.booksHash).toBe(fresh.stateHash());
  } finally {
    await db.close();
  }
});
