// Khel as several server processes on one PostgreSQL and one NATS (issue 19): real processes of the
// built server, started and killed here. Runs in the PostgreSQL project only (the PGlite project has
// no shared database to run several instances on); skipped, saying why, when NATS or PostgreSQL does
// not answer, except under CI (CI=true), where that fails the run (support/required-services.ts). Timing figures are printed (BENCHMARKS.md §6 has the measured ones), never asserted.

import { Client } from 'pg';
import { openPostgres, type Database } from '../../src/store/db';
import { Books } from '../../src/exchange/core/books';
import { readRestingOrders } from '../../src/exchange/store/core-reads';
import { assertLedgerBalanced, marketMakerUserId, playerBalances } from '../../src/wallet/ledger';
import { fancyKey } from '../../src/exchange/core/positions';
import { createOperatorUser } from '../../src/operator/operators';
import { fancyExposurePaise } from '@khel/shared-kernel/betting';
import { marketBucket } from '../../src/cluster/buckets';
import { createPlayer, type TestPlayer } from '../support/players';
import { seedEvent, type TestMarket } from '../support/catalog';
import { pgUrl, postgresTemplateName } from '../support/templates';
import { serviceMissing } from '../support/required-services';
import { NATS_URL, StreamClient, TestCluster, buildServer, createClusterDatabase, percentile, reachable, sleep, type StreamMessage } from './harness';

jest.setTimeout(150_000);

const onPostgres = process.env.KHEL_TEST_DB === 'postgres';
let skipReason: string | null = onPostgres ? null : 'runs in the PostgreSQL project (several instances need a shared PostgreSQL)';

let cluster: TestCluster;
let startedAt = 0;
let db: Database;
let dropDb: (() => Promise<void>) | null = null;
let markets: TestMarket[] = [];
/** the market of the first routing test: it keeps a back of 150 at 3.0 resting */
let routedMarket: TestMarket | null = null;

/** The test markets owned by this instance now. */
const ownedBy = (buckets: number[]) => markets.filter((m) => buckets.includes(marketBucket(m.marketId)));

beforeAll(async () => {
  if (skipReason) return;
  const missing = !(await reachable(pgUrl())) ? `no PostgreSQL answers at ${pgUrl()}` : !(await reachable(NATS_URL)) ? `no NATS answers at ${NATS_URL}` : null;
  if (missing) {
    skipReason = serviceMissing(missing, 'multi-instance tests');
    return;
  }
  buildServer();
  const admin = new Client({ connectionString: pgUrl() });
  await admin.connect();
  const [tpl] = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [postgresTemplateName()])).rows;
  await admin.end();
  const created = await createClusterDatabase(pgUrl(), tpl ? postgresTemplateName() : null);
  dropDb = created.drop;
  cluster = new TestCluster(created.url, { KHEL_STREAM_HEARTBEAT_MS: '500', KHEL_STREAM_CONFLATE_MS: '20', KHEL_FEED: 'simulator' });
  // the first instance migrates (when there was no template) before the others start
  await cluster.start('a');
  await Promise.all([cluster.start('b'), cluster.start('c')]);
  startedAt = Date.now();
  db = await openPostgres(created.url, 4);
  for (let i = 0; i < 24; i++) markets.push(await seedEvent(db));
  await cluster.settled();
});

afterAll(async () => {
  if (skipReason) return;
  await cluster?.stopAll();
  if (process.env.KHEL_TEST_CLUSTER_LOGS) for (const i of cluster.instances.values()) console.log(`--- ${i.id}\n${i.log.slice(-40).join('\n')}`);
  await db?.close();
  await dropDb?.();
});

// Skipped outright in the PGlite project; in the PostgreSQL project each test says why it did nothing
// when PostgreSQL or NATS did not answer (known only once beforeAll has looked).
const maybe = (name: string, fn: () => Promise<void>) =>
  (onPostgres ? test : test.skip)(name, async () => {
    if (skipReason) {
      console.warn(`skipped (${skipReason}): ${name}`);
      return;
    }
    await fn();
  });

async function placeBet(via: string, player: TestPlayer, m: TestMarket, opts: { back?: boolean; odds?: number; stake?: number; ref?: string } = {}) {
  return cluster.call(
    via,
    'bet/saveBet',
    {
      is_back: opts.back === false ? 0 : 1,
      market_id: m.marketId,
      selection_id: m.runners[0],
      odds: opts.odds ?? 3,
      stack: opts.stake ?? 100,
      ...(opts.ref ? { client_ref: opts.ref } : {}),
    },
    player.token,
  );
}

/** Once the instances have settled: the market owner's books equal a fresh rebuild from the database, and the ledger sums to zero. */
async function expectOwnerBooksMatchDatabase(marketId: string): Promise<void> {
  const settled = await cluster.settled();
  const owner = [...settled.values()].find((s) => s.buckets.includes(marketBucket(marketId)))!;
  const [ours, rebuilt] = await booksAgainstRebuild([marketId], [owner.instance]);
  expect(ours).toEqual(rebuilt);
  expect(ours.length).toBeGreaterThan(0);
  await assertLedgerBalanced(db);
}

/**
 * The given instances' books of these markets, and the same markets rebuilt from the database. The
 * feed goes on re-quoting the house while they are read, so a re-quote committed between the two
 * reads makes them differ for a moment: they are read again (up to 10 s) until they agree; books
 * that really differ from the database still differ at the end.
 */
async function booksAgainstRebuild(marketIds: string[], instances: string[]): Promise<[string[], string[]]> {
  const partsOf = (hash: string) => hash.split(',').filter((p) => marketIds.some((m) => p.startsWith(`${m}/`))).sort();
  for (const deadline = Date.now() + 10_000; ; await sleep(100)) {
    const fresh = new Books();
    fresh.restore(await readRestingOrders(db));
    const ours = partsOf((await Promise.all(instances.map((id) => cluster.status(id)))).map((s) => s.booksHash).join(','));
    const rebuilt = partsOf(fresh.stateHash());
    if (JSON.stringify(ours) === JSON.stringify(rebuilt) || Date.now() > deadline) return [ours, rebuilt];
  }
}

const isDelta = (marketId: string, afterSeq = -1) => (m: StreamMessage) => (m.type === 'delta' || m.type === 'image') && m.marketId === marketId && (m.seq as number) > afterSeq;
const hasOrder = (betId: number) => (m: StreamMessage) => m.type === 'orders' && (m.orders as Array<{ bet_id: number }>).some((o) => o.bet_id === betId);

maybe('spreads the market buckets over the live instances, with one feed leader', async () => {
  const all = await cluster.settled();
  expect([...all.values()].flatMap((s) => s.buckets).sort((a, b) => a - b)).toEqual([...Array(32).keys()]);
  for (const s of all.values()) expect(s.buckets.length).toBeGreaterThan(0);
  expect([...all.values()].filter((s) => s.leader)).toHaveLength(1);
});

maybe('a bet placed through A on a market owned by B is accepted, listed, and streamed to a subscriber on C', async () => {
  const all = await cluster.settled();
  const m = ownedBy(all.get('b')!.buckets)[0]!;
  routedMarket = m;
  const player = await createPlayer(db, { balanceRupees: 100_000 });
  const sub = await StreamClient.open(cluster.get('c').origin);
  sub.send({ op: 'auth', token: player.token });
  sub.send({ op: 'subscribe', marketIds: [m.marketId] });
  const image = await sub.waitFor(isDelta(m.marketId));

  const placed = await placeBet('a', player, m, { odds: 3, stake: 150 });
  expect(placed.status).toBe(200);
  const betId = placed.body.data!.bet_id as number;
  expect(placed.body.data).toMatchObject({ matched: 0, unmatched: 150 });

  const listed = await cluster.call('c', 'bet/openBets', { limit: 10, page: 1 }, player.token);
  expect((listed.body.data as unknown as Array<{ bet_id: number }>).map((b) => b.bet_id)).toContain(betId);

  await sub.waitFor(hasOrder(betId));
  // the owner's book, priced on C: 150 available to lay at 3.0
  const delta = await sub.waitFor((msg) => {
    if (!isDelta(m.marketId, image.seq as number)(msg)) return false;
    const runners = (msg.runners ?? (msg.market as { runners?: unknown[] } | undefined)?.runners ?? []) as Array<{ selectionId: number; ex: { availableToLay: Array<{ price: number; size: number }> } }>;
    return runners.some((r) => r.selectionId === m.runners[0] && r.ex.availableToLay.some((l) => l.price === 3 && l.size === 150));
  });
  expect(delta.seq as number).toBeGreaterThan(image.seq as number);
  sub.close();

  const metrics = await (await fetch(`${cluster.get('a').origin}/metrics`)).text();
  expect(metrics).toMatch(/khel_forwarded_total\{op="placeBet",outcome="ok"\} [1-9]/);
  const served = await (await fetch(`${cluster.get('b').origin}/metrics`)).text();
  expect(served).toMatch(/khel_forwarded_served_total\{op="placeBet"\} [1-9]/);
});

maybe('a cool-off set through A applies to the next bets through B, which knew the player had no limits', async () => {
  const m = await seedEvent(db);
  const player = await createPlayer(db, { balanceRupees: 10_000 });
  // B reads the player's (absent) limits once and then knows them
  expect((await placeBet('b', player, m, { stake: 10 })).status).toBe(200);
  expect((await placeBet('b', player, m, { stake: 10 })).status).toBe(200);
  const cool = await cluster.call('a', 'account/responsible-gambling', { type: 'cool-off', hours: 24 }, player.token);
  expect(cool.status).toBe(200);
  // A's forget reaches B over NATS, a moment after A answered: B refuses well before its memory would go stale (RG_MEMORY_MS, 15 s)
  const started = Date.now();
  let refused: Awaited<ReturnType<typeof placeBet>> | null = null;
  while (!refused && Date.now() - started < 3_000) {
    const r = await placeBet('b', player, m, { stake: 10 });
    if (r.status === 400) refused = r;
    else await sleep(20);
  }
  expect(refused?.body).toMatchObject({ status: false, code: 'cool_off' });
  console.log(`cool-off through A refused on B after ${Date.now() - started} ms`);
});

maybe('a host renamed through A is seen on B, which knew the host, long before its memory of the hosts would go stale', async () => {
  const siteNameOn = async (id: string) => ((await (await fetch(`${cluster.get(id).origin}/api/v1/site/remotes`)).json()) as { data: { siteName: string } }).data.siteName;
  const [host] = await db.query<{ id: number; site_name: string }>('SELECT id, site_name FROM hosts WHERE is_default');
  // B reads the host (an unknown name reaches the default host) once and then knows it
  expect(await siteNameOn('b')).toBe(host!.site_name);
  await createOperatorUser(db, { operatorId: 1, userName: 'host_renamer', name: 'Sites', password: 'host-renamer-pw' });
  const token = (await cluster.call('a', 'operator/login', { user_name: 'host_renamer', password: 'host-renamer-pw' })).body.data!.accessToken as string;
  const rename = (siteName: string) =>
    fetch(`${cluster.get('a').origin}/api/v1/operator/hosts/${host!.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ siteName }),
    });
  expect((await rename('Khel Renamed')).status).toBe(200);
  expect(await siteNameOn('a')).toBe('Khel Renamed'); // the instance that made the change, at once
  // A's forget reaches B over NATS a moment after A answered (HOST_MEMORY_MS, 10 s, is the bound were it lost)
  const started = Date.now();
  let seen = await siteNameOn('b');
  while (seen !== 'Khel Renamed' && Date.now() - started < 3_000) {
    await sleep(20);
    seen = await siteNameOn('b');
  }
  expect(seen).toBe('Khel Renamed');
  console.log(`host renamed through A seen on B after ${Date.now() - started} ms`);
  expect((await rename(host!.site_name)).status).toBe(200);
});

maybe('a cancel and a cash-out reaching a non-owner are done by the owner', async () => {
  const all = await cluster.settled();
  const m = ownedBy(all.get('c')!.buckets)[0]!;
  const backer = await createPlayer(db, { balanceRupees: 100_000 });
  const layer = await createPlayer(db, { balanceRupees: 100_000 });
  const third = await createPlayer(db, { balanceRupees: 100_000 });
  const resting = await placeBet('a', backer, m, { odds: 4, stake: 100 });
  const cancelled = await cluster.call('b', 'bet/cancelUnmatchedBet', { bet_id: resting.body.data!.bet_id }, backer.token);
  expect(cancelled.body).toMatchObject({ status: true, data: { cancelled: 100 } });
  // a matched position, then a lay offered to hedge it against: the cash-out matches it
  await placeBet('a', layer, m, { back: false, odds: 2, stake: 300 });
  const matched = await placeBet('b', backer, m, { odds: 2, stake: 100 });
  expect(matched.body.data).toMatchObject({ matched: 100 });
  await placeBet('b', third, m, { odds: 2.2, stake: 200 });
  // a refusal at the owner reaches the player in the owner's own words, with its status
  const poor = await createPlayer(db, { balanceRupees: 50 });
  const refused = await placeBet('a', poor, m, { odds: 2, stake: 500 });
  expect(refused.status).toBe(400);
  expect(refused.body.msg).toBe('Insufficient balance');
  const res = await fetch(`${cluster.get('a').origin}/api/v1/exchange/order/cashout?marketId=${m.marketId}`, { headers: { authorization: `Bearer ${backer.token}` } });
  const body = (await res.json()) as { status: boolean; msg: string; data: Record<string, unknown> };
  expect(res.status).toBe(200);
  expect(body.status).toBe(true);
});

/** The fancy's owner (its key's bucket) and the two other instances. */
function fancyOwnerAndOthers(all: Map<string, { buckets: number[] }>, fancyId: number): { owner: string; others: [string, string] } {
  const bucket = marketBucket(fancyKey(fancyId));
  const owner = [...all.entries()].find(([, s]) => s.buckets.includes(bucket))![0];
  const others = [...all.keys()].filter((id) => id !== owner);
  return { owner, others: [others[0]!, others[1]!] };
}

async function placeFancyBet(via: string, player: TestPlayer, fancyId: number, bet: { yes: boolean; run: number; stake: number; ref?: string }) {
  return cluster.call(via, 'bet/saveFancyBet', { is_back: bet.yes ? 1 : 0, fancy_id: fancyId, run: bet.run, size: 100, stack: bet.stake, ...(bet.ref ? { client_ref: bet.ref } : {}) }, player.token);
}

const counter = (metrics: string, name: string, labels: string): number => Number(new RegExp(`^${name}\\{${labels}\\} (\\d+)$`, 'm').exec(metrics)?.[1] ?? 0);
const metricsOf = async (id: string) => (await fetch(`${cluster.get(id).origin}/metrics`)).text();

maybe("fancy bets through two non-owners are placed by the fancy's owner: one position, its exposure held once, a bet past the balance refused in the owner's words", async () => {
  const all = await cluster.settled();
  const ev = await seedEvent(db);
  const { owner, others: [x, y] } = fancyOwnerAndOthers(all, ev.fancyId);
  const servedBefore = counter(await metricsOf(owner), 'khel_forwarded_served_total', 'op="placeFancyBet"');
  const player = await createPlayer(db, { balanceRupees: 100 });

  // Yes 46 for ₹100 through X: ₹100 held
  expect((await placeFancyBet(x, player, ev.fancyId, { yes: true, run: 46, stake: 100 })).status).toBe(200);
  // the desk moves No to 46: No 46 for ₹200 beside Yes 46 for ₹100 keeps the worst case at ₹100 (+100 below 46, −100 from 46)
  await db.query('UPDATE fancies SET no_line = 46, yes_line = 47 WHERE id = $1', [ev.fancyId]);
  expect((await placeFancyBet(y, player, ev.fancyId, { yes: false, run: 46, stake: 200 })).status).toBe(200);
  // A second No 46 for ₹200 would make the worst case ₹300 with ₹0 left in cash. A copy of the fancy
  // kept by X since its first bet (Yes 46 alone) would see ₹100 before and after, and take it.
  const past = await placeFancyBet(x, player, ev.fancyId, { yes: false, run: 46, stake: 200 });
  expect(past.status).toBe(400);
  expect(past.body.msg).toBe('Insufficient balance');

  // the exposure row and the hold are the worst case of every open bet, as the database has them
  const bets = await db.query<{ is_back: boolean; line: number; price: number; stake_paise: number }>(
    `SELECT is_back, line, price, stake_paise FROM bets WHERE user_id = $1 AND fancy_id = $2 AND status = 'open'`,
    [player.userId, ev.fancyId],
  );
  expect(bets).toHaveLength(2);
  const worst = fancyExposurePaise(bets.map((b) => ({ isBack: b.is_back, line: b.line, rate: b.price, stakePaise: Number(b.stake_paise) })));
  expect(worst).toBe(10_000);
  const [row] = await db.query<{ exposure_paise: number }>('SELECT exposure_paise FROM exposures WHERE user_id = $1 AND position_key = $2', [player.userId, fancyKey(ev.fancyId)]);
  expect(Number(row!.exposure_paise)).toBe(worst);
  expect(await playerBalances(db, player.userId)).toMatchObject({ cash: 0, hold: worst });
  const liability = await cluster.call(y, 'bet/getFancyLiability', { match_id: ev.eventId }, player.token);
  expect(liability.body.data).toEqual({ [String(ev.fancyId)]: 100 });

  // a bet sent again with its client_ref, through the other non-owner, is the same bet: Yes 46 for
  // ₹100 evens the position out (₹0 either way), and its ₹100 is released once
  await db.query('UPDATE fancies SET yes_line = 46 WHERE id = $1', [ev.fancyId]);
  const first = await placeFancyBet(x, player, ev.fancyId, { yes: true, run: 46, stake: 100, ref: `fancy-ref-${ev.fancyId}` });
  const again = await placeFancyBet(y, player, ev.fancyId, { yes: true, run: 46, stake: 100, ref: `fancy-ref-${ev.fancyId}` });
  expect(first.status).toBe(200);
  expect(again.body.data).toMatchObject({ bet_id: first.body.data!.bet_id });
  expect(await db.query('SELECT id FROM bets WHERE client_ref = $1', [`fancy-ref-${ev.fancyId}`])).toHaveLength(1);
  expect(await playerBalances(db, player.userId)).toMatchObject({ cash: 10_000, hold: 0 });

  // every one of them crossed to the owner
  expect(counter(await metricsOf(owner), 'khel_forwarded_served_total', 'op="placeFancyBet"') - servedBefore).toBe(5);
  expect(counter(await metricsOf(x), 'khel_forwarded_total', 'op="placeFancyBet",outcome="refused"')).toBeGreaterThan(0);
  await assertLedgerBalanced(db);

  // the fence covers the fancy's bets: a writer holding an older token of its bucket is refused
  const bucket = marketBucket(fancyKey(ev.fancyId));
  const [lease] = await db.query<{ token: number }>('SELECT token FROM cluster_leases WHERE name = $1', [`bucket:${bucket}`]);
  const writer = new Client({ connectionString: cluster.databaseUrl });
  await writer.connect();
  try {
    const touch = () => writer.query('UPDATE bets SET keep = keep WHERE fancy_id = $1', [ev.fancyId]);
    await writer.query(`SELECT set_config('khel.fence', $1, false)`, [JSON.stringify({ [bucket]: Number(lease!.token) - 1 })]);
    await expect(touch()).rejects.toMatchObject({ code: 'KH001' });
    await writer.query(`SELECT set_config('khel.fence', $1, false)`, [JSON.stringify({ [bucket]: Number(lease!.token) })]);
    await touch();
  } finally {
    await writer.end();
  }
});

maybe("a fancy settled through two non-owners at once is settled once, by its owner", async () => {
  const all = await cluster.settled();
  const ev = await seedEvent(db);
  const { owner, others: [x, y] } = fancyOwnerAndOthers(all, ev.fancyId);
  const player = await createPlayer(db, { balanceRupees: 1_000 });
  expect((await placeFancyBet(x, player, ev.fancyId, { yes: true, run: 46, stake: 100 })).status).toBe(200);
  expect((await placeFancyBet(y, player, ev.fancyId, { yes: false, run: 45, stake: 300 })).status).toBe(200);
  const before = await playerBalances(db, player.userId);

  const userName = `fancy_ops_${ev.fancyId}`;
  await createOperatorUser(db, { operatorId: 1, userName, name: 'Results', password: 'fancy-results-pw' });
  const token = (await cluster.call(x, 'operator/login', { user_name: userName, password: 'fancy-results-pw' })).body.data!.accessToken as string;
  const servedBefore = counter(await metricsOf(owner), 'khel_forwarded_served_total', 'op="settleFancy"');
  // 40 runs: Yes 46 loses ₹100, No 45 wins ₹300
  const answers = await Promise.all([x, y].map((via) => cluster.call(via, 'operator/fancies/settle', { fancy_id: ev.fancyId, runs: 40 }, token)));
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect(answers.map((a) => a.body.data!.already_settled).sort()).toEqual([false, true]);
  expect(answers.find((a) => !a.body.data!.already_settled)!.body.data!.settled_bets).toBe(2);
  expect(counter(await metricsOf(owner), 'khel_forwarded_served_total', 'op="settleFancy"') - servedBefore).toBe(2);

  const after = await playerBalances(db, player.userId);
  expect(after).toMatchObject({ hold: 0, cash: before.cash + before.hold + 20_000 });
  const results = await db.query<{ status: string; pnl_paise: number }>('SELECT status, pnl_paise FROM bets WHERE fancy_id = $1 ORDER BY id', [ev.fancyId]);
  expect(results.map((r) => [r.status, Number(r.pnl_paise)])).toEqual([['settled', -10_000], ['settled', 30_000]]);
  const [{ n }] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transfers WHERE idempotency_key LIKE $1`, [`settle:fancy:${ev.fancyId}:%`])) as [{ n: number }];
  expect(n).toBe(2); // the hold released and the win, once
  await assertLedgerBalanced(db);
});

maybe('a resume token from one instance resumes on another', async () => {
  const all = await cluster.settled();
  const m = ownedBy(all.get('b')!.buckets)[1]!;
  const player = await createPlayer(db, { balanceRupees: 100_000 });
  await placeBet('b', player, m, { odds: 5, stake: 100 });
  const first = await StreamClient.open(cluster.get('a').origin);
  first.send({ op: 'subscribe', marketIds: [m.marketId] });
  await first.waitFor(isDelta(m.marketId));
  await sleep(1200); // the owner's depth reached A, and a heartbeat or two went by
  const beats = first.messages.filter((x) => x.m.type === 'heartbeat');
  const token = beats[beats.length - 1]!.m.resumeToken as string;
  const seq = (JSON.parse(Buffer.from(token, 'base64url').toString()) as { markets: Record<string, number> }).markets[m.marketId]!;
  first.close();
  expect(seq).toBeGreaterThan(0);

  const second = await StreamClient.open(cluster.get('c').origin);
  second.send({ op: 'resume', resumeToken: token });
  await second.waitFor((x) => x.type === 'heartbeat');
  // C knows the same sequence: nothing to send again
  expect(second.messages.filter((x) => x.m.type === 'image' && x.m.marketId === m.marketId)).toHaveLength(0);
  await placeBet('a', player, m, { odds: 6, stake: 100 });
  const delta = await second.waitFor(isDelta(m.marketId, seq));
  expect(delta.type).toBe('delta');
  second.close();
});

maybe('1,000 bets through A reach a subscriber on B (latency printed)', async () => {
  const all = await cluster.settled();
  const m = ownedBy(all.get('a')!.buckets)[0]!;
  const players = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(() => createPlayer(db, { balanceRupees: 1_000_000 })));
  const subs = await Promise.all(players.map(async (p) => {
    const s = await StreamClient.open(cluster.get('b').origin);
    s.send({ op: 'auth', token: p.token });
    await s.waitFor((x) => x.type === 'player');
    return s;
  }));
  const acked = new Map<number, { at: number; sub: StreamClient }>();
  let next = 0;
  await Promise.all(players.map(async (p, i) => {
    while (next < 1000) {
      next++;
      const res = await placeBet('a', p, m, { odds: 3, stake: 100 });
      expect(res.status).toBe(200);
      acked.set(res.body.data!.bet_id as number, { at: performance.now(), sub: subs[i]! });
    }
  }));
  expect(acked.size).toBe(1000);
  const latencies: number[] = [];
  for (const [betId, { at, sub }] of acked) {
    await sub.waitFor(hasOrder(betId), 30_000);
    const seen = sub.messages.find((x) => hasOrder(betId)(x.m))!;
    latencies.push(Math.max(0, seen.at - at));
  }
  console.log(`cross-instance stream: 1,000 bets acknowledged by A seen on B: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
  for (const s of subs) s.close();
});

maybe("the feed leader's house quotes on the markets the others own do not pile up: one resting house order a level", async () => {
  // the leader re-quotes the others' markets from what it placed (feed/house.ts), not from its own
  // books, which do not hold the others' orders: read from those, every re-quote left the last one's
  // orders resting beside the new ones
  await sleep(Math.max(0, startedAt + 20_000 - Date.now()));
  const mm = await marketMakerUserId(db);
  const levels = await db.query<{ market_id: string; n: number }>(
    `SELECT market_id, count(*)::int AS n FROM bets WHERE user_id = $1 AND status = 'open' AND unmatched_paise > 0
      GROUP BY market_id, selection_id, is_back, price HAVING count(*) > 1`,
    [mm],
  );
  expect(levels).toEqual([]);
  const [quoted] = await db.query<{ n: number }>(`SELECT count(DISTINCT market_id)::int AS n FROM bets WHERE user_id = $1 AND status = 'open' AND unmatched_paise > 0`, [mm]);
  expect(quoted!.n).toBeGreaterThan(0);
});

maybe('an owner paused past its lease (SIGSTOP) and woken with a bet in its socket: the bet is placed once, by the new owner, and the books agree with the database', async () => {
  const all = await cluster.settled();
  const stale = [...all.values()].find((s) => !s.leader)!.instance;
  const others = [...all.keys()].filter((id) => id !== stale);
  const m = ownedBy(all.get(stale)!.buckets).at(-1)!;
  const player = await createPlayer(db, { balanceRupees: 100_000 });
  const pid = cluster.get(stale).child.pid!;
  process.kill(pid, 'SIGSTOP');
  try {
    for (const deadline = Date.now() + 30_000; ; ) {
      const s = await Promise.all(others.map((id) => cluster.status(id)));
      if (s.reduce((n, x) => n + x.buckets.length, 0) === 32) break;
      if (Date.now() > deadline) throw new Error(`the paused owner's markets were not taken over: ${JSON.stringify(s)}`);
      await sleep(100);
    }
    // the bet waits in the paused process's socket; it wakes believing it still owns the market
    const pending = placeBet(stale, player, m, { odds: 7, stake: 100, ref: 'stale-owner-1' });
    await sleep(300);
    process.kill(pid, 'SIGCONT');
    const res = await pending;
    expect(res.status).toBe(200);
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  const rows = await db.query<{ id: number }>(`SELECT id FROM bets WHERE client_ref = 'stale-owner-1'`);
  expect(rows).toHaveLength(1);
  const fenced = cluster.get(stale).log.some((l) => l.includes('write refused by the fence'));
  console.log(`paused owner woke: ${fenced ? 'its own write was refused by the fence, then forwarded' : 'it saw its lease lost first and forwarded'}`);
  // back in the cluster, it takes its buckets again (read afresh from the database)
  await expectOwnerBooksMatchDatabase(m.marketId);
});

maybe("a fancy bet forwarded to an owner paused past its lease (SIGSTOP): the forward goes again, with the same idempotency key, to the fancy's new owner; one bet, its worst case held once", async () => {
  const all = await cluster.settled();
  const leader = [...all.values()].find((s) => s.leader)!.instance;
  // a fancy owned by an instance that is not the feed leader
  let ev = await seedEvent(db);
  while (fancyOwnerAndOthers(all, ev.fancyId).owner === leader) ev = await seedEvent(db);
  const { owner: stale, others } = fancyOwnerAndOthers(all, ev.fancyId);
  const via = others[0];
  const player = await createPlayer(db, { balanceRupees: 1_000 });
  const pid = cluster.get(stale).child.pid!;
  process.kill(pid, 'SIGSTOP');
  let res: Awaited<ReturnType<typeof placeFancyBet>>;
  try {
    // sent to the paused owner, unanswered; seen dead once its lease lapses, then sent again to the new owner
    res = await placeFancyBet(via, player, ev.fancyId, { yes: true, run: 46, stake: 100 });
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  expect(res.status).toBe(200);
  // the woken owner finds the first forward in its socket: the fence refuses its write (the bucket moved on)
  await cluster.settled();
  await sleep(500);
  const bets = await db.query<{ client_ref: string | null }>('SELECT client_ref FROM bets WHERE user_id = $1 AND fancy_id = $2', [player.userId, ev.fancyId]);
  expect(bets).toHaveLength(1);
  expect(bets[0]!.client_ref).toBeTruthy(); // the forward's idempotency key
  expect(await playerBalances(db, player.userId)).toMatchObject({ cash: 90_000, hold: 10_000 });
  const [row] = await db.query<{ exposure_paise: number }>('SELECT exposure_paise FROM exposures WHERE user_id = $1 AND position_key = $2', [player.userId, fancyKey(ev.fancyId)]);
  expect(Number(row!.exposure_paise)).toBe(10_000);
  await assertLedgerBalanced(db);
});

maybe("an owner whose lease loop hung while it went on serving: its own write is refused by the fence, then the bet goes to the new owner, placed once", async () => {
  // d renews its lease for 6 s after the others hand it markets, then its heartbeat and renewals stop
  // (KHEL_TEST_LEASE_STALL_MS) while it serves (counted from the start, a slow hand-over under load left d none)
  await cluster.start('d', undefined, { KHEL_TEST_LEASE_STALL_MS: '6000' });
  try {
    // a joining instance prices the others' markets: it asked them at start, and a market whose
    // owner had not answered yet is asked at its first use, the stream sending the depth when it comes
    const page = await StreamClient.open(cluster.get('d').origin);
    page.send({ op: 'subscribe', marketIds: [routedMarket!.marketId] });
    const first = await page.waitFor(isDelta(routedMarket!.marketId));
    expect(first.type).toBe('image');
    type Runners = Array<{ selectionId: number; ex: { availableToLay: Array<{ price: number; size: number }> } }>;
    const offered = (msg: StreamMessage) => {
      const runners = (msg.runners ?? (msg.market as { runners?: Runners } | undefined)?.runners ?? []) as Runners;
      return runners.some((r) => r.selectionId === routedMarket!.runners[0] && r.ex.availableToLay.some((l) => l.price === 3 && l.size === 150));
    };
    const priced = offered(first) ? first : await page.waitFor((msg) => isDelta(routedMarket!.marketId)(msg) && offered(msg));
    page.close();
    expect(priced.seq as number).toBeGreaterThan(0);

    const player = await createPlayer(db, { balanceRupees: 100_000 });
    const others = ['a', 'b', 'c'];
    // the buckets d was handed (its lease loop stalls 6 s after it took them)
    let staleBuckets: number[] = [];
    for (const deadline = Date.now() + 60_000; staleBuckets.length === 0; await sleep(100)) {
      staleBuckets = (await cluster.status('d')).buckets;
      if (Date.now() > deadline) throw new Error('d was handed no markets');
    }
    // d is taken for dead and its markets taken over by the others. d may already have seen it (a
    // house quote the feed routed to it refused by the fence makes it look at the leases), or still
    // believe it owns them: either way its stale write is refused and the bet placed once.
    for (const deadline = Date.now() + 60_000; ; ) {
      const s = await Promise.all(others.map((id) => cluster.status(id)));
      if (s.reduce((n, x) => n + x.buckets.length, 0) === 32 && s.every((x) => !x.live.includes('d'))) break;
      if (Date.now() > deadline) throw new Error(`d's markets were not taken over: ${JSON.stringify(s.map((x) => ({ i: x.instance, live: x.live, b: x.buckets })))}`);
      await sleep(200);
    }
    let m = ownedBy(staleBuckets)[0];
    while (!m) {
      const seeded = await seedEvent(db);
      markets.push(seeded);
      if (staleBuckets.includes(marketBucket(seeded.marketId))) m = seeded;
    }
    const res = await placeBet('d', player, m, { odds: 8, stake: 100, ref: 'hung-owner-1' });
    expect(res.status).toBe(200);
    expect(cluster.get('d').log.some((l) => l.includes('write refused by the fence'))).toBe(true);
    expect((await cluster.status('d')).buckets).not.toContain(marketBucket(m.marketId));
    const rows = await db.query<{ id: number }>(`SELECT id FROM bets WHERE client_ref = 'hung-owner-1'`);
    expect(rows.map((r) => Number(r.id))).toEqual([res.body.data!.bet_id]);
    await cluster.kill('d');
    await expectOwnerBooksMatchDatabase(m.marketId);
  } finally {
    await cluster.kill('d');
  }
});

maybe('kill -9 of the owner (and feed leader) under load: markets taken over, every acknowledged bet once, ledger zero, books equal a rebuild, stale writes fenced, feed goes on', async () => {
  const all = await cluster.settled();
  const victim = [...all.values()].find((s) => s.leader)!.instance;
  const survivors = [...all.keys()].filter((id) => id !== victim);
  const targets = ownedBy(all.get(victim)!.buckets).slice(0, 2);
  expect(targets.length).toBe(2);
  const oldTokens = await db.query<{ name: string; token: number }>('SELECT name, token FROM cluster_leases WHERE holder = $1', [victim]);
  const mm = await marketMakerUserId(db);
  const players = await Promise.all([0, 1, 2, 3].map(() => createPlayer(db, { balanceRupees: 1_000_000 })));

  // a page on a survivor watching one of the victim's markets through the takeover
  const watcher = await StreamClient.open(cluster.get(survivors[0]!).origin);
  watcher.send({ op: 'subscribe', marketIds: [targets[0]!.marketId] });
  await watcher.waitFor(isDelta(targets[0]!.marketId));

  // Four players bet on the victim's markets through the survivors, like a client: a bet that got no
  // answer (or a 5xx) is sent again with the same client_ref until it is answered.
  let stopping = false;
  const acked = new Map<string, number>();
  const ackTimes: number[] = [];
  let killedAt = 0;
  const loops = players.map(async (p, i) => {
    for (let n = 0; !stopping; n++) {
      const ref = `fo-${p.userId}-${n}`;
      const m = targets[n % 2]!;
      for (;;) {
        const via = survivors[(n + i) % 2]!;
        const res = await placeBet(via, p, m, { back: i % 2 === 0, odds: 2, stake: 100, ref }).catch(() => ({ status: 0, body: {} as { data?: Record<string, unknown> } }));
        if (res.status === 200) {
          acked.set(ref, res.body.data!.bet_id as number);
          if (killedAt && m === targets[0]) ackTimes.push(performance.now() - killedAt);
          break;
        }
        if (res.status > 0 && res.status < 500) throw new Error(`bet refused: ${JSON.stringify(res.body)}`);
        await sleep(50);
      }
    }
  });
  await sleep(1500);
  const ackedBeforeKill = acked.size;
  await cluster.kill(victim);
  killedAt = performance.now();
  // taken over: the survivors own every bucket
  let takenOverMs = 0;
  for (;;) {
    const s = await Promise.all(survivors.map((id) => cluster.status(id)));
    if (s.reduce((n, x) => n + x.buckets.length, 0) === 32 && s.every((x) => x.live.length === 2)) {
      takenOverMs = performance.now() - killedAt;
      break;
    }
    if (performance.now() - killedAt > 30_000) throw new Error(`not taken over: ${JSON.stringify(s)}`);
    await sleep(50);
  }
  await sleep(2000);
  stopping = true;
  await Promise.all(loops);
  console.log(
    `failover: ${ackedBeforeKill} bets before kill -9, ${acked.size} in all; markets taken over ${(takenOverMs / 1000).toFixed(2)} s after the kill; first bet on its market acknowledged ${((ackTimes[0] ?? NaN) / 1000).toFixed(2)} s after`,
  );

  // the market's sequence keeps growing through the takeover (a page drops a message older than the last it holds)
  const seqs = watcher.messages.filter((x) => isDelta(targets[0]!.marketId)(x.m) && (x.m.seq as number) > 0);
  watcher.close();
  const numbers = seqs.map((x) => x.m.seq as number);
  if (new Set(numbers).size !== numbers.length) console.log(JSON.stringify(seqs.map((x) => ({ at: Math.round(x.at - killedAt), ...x.m })), null, 0).slice(0, 6000));
  expect(numbers).toEqual([...numbers].sort((p, q) => p - q));
  expect(new Set(numbers).size).toBe(numbers.length);
  const lastBefore = Math.max(0, ...seqs.filter((x) => x.at < killedAt).map((x) => x.m.seq as number));
  expect(seqs.some((x) => x.at > killedAt && (x.m.seq as number) > lastBefore)).toBe(true);

  // every acknowledged bet is there exactly once, with the id it was acknowledged with
  const rows = await db.query<{ client_ref: string; id: number }>(`SELECT client_ref, id FROM bets WHERE client_ref LIKE 'fo-%'`);
  expect(rows.length).toBe(acked.size);
  expect(new Map(rows.map((r) => [r.client_ref, Number(r.id)]))).toEqual(acked);
  await assertLedgerBalanced(db);

  // the survivors' books of those markets equal a fresh rebuild from the database
  const [ours, rebuilt] = await booksAgainstRebuild(targets.map((m) => m.marketId), survivors);
  expect(ours).toEqual(rebuilt);
  expect(rebuilt.length).toBeGreaterThan(0);

  // a write with the dead owner's token is refused by the fence; with the new owner's it passes
  const b = marketBucket(targets[0]!.marketId);
  const stale = oldTokens.find((t) => t.name === `bucket:${b}`)!;
  const [current] = await db.query<{ token: number }>('SELECT token FROM cluster_leases WHERE name = $1', [`bucket:${b}`]);
  expect(Number(current!.token)).toBeGreaterThan(Number(stale.token));
  const betId = acked.values().next().value!;
  const writer = new Client({ connectionString: cluster.databaseUrl });
  await writer.connect();
  try {
    await writer.query(`SELECT set_config('khel.fence', $1, false)`, [JSON.stringify({ [b]: Number(stale.token) })]);
    await expect(writer.query(`UPDATE bets SET keep = keep WHERE market_id = $1 AND id = (SELECT min(id) FROM bets WHERE market_id = $1)`, [targets[0]!.marketId])).rejects.toMatchObject({ code: 'KH001' });
    await writer.query(`SELECT set_config('khel.fence', $1, false)`, [JSON.stringify({ [b]: Number(current!.token) })]);
    await writer.query(`UPDATE bets SET keep = keep WHERE id = $1`, [betId]);
  } finally {
    await writer.end();
  }

  // the feed goes on under a new leader: new house orders after the takeover
  const leaders = (await Promise.all(survivors.map((id) => cluster.status(id)))).filter((s) => s.leader);
  expect(leaders).toHaveLength(1);
  // (bet ids come from blocks each writer reserves, so they are counted, not compared)
  const houseOrders = async () => ((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bets WHERE user_id = $1', [mm])) as [{ n: number }])[0].n;
  const before = await houseOrders();
  const deadline = Date.now() + 30_000;
  for (;;) {
    if ((await houseOrders()) > before) break;
    if (Date.now() > deadline) throw new Error('the feed placed no house order after its leader died');
    await sleep(500);
  }
});
