// The operator console's calls: roles (platform sees every host, a host operator only their own),
// refusals, malformed bodies answered 4xx with nothing written, and an audit row for every write.
import type { FastifyInstance } from 'fastify';
import { createPlayer } from '../support/players';
import { get, post, startTestApp, type Json, type TestApp } from '../support/app';
import { createOperatorUser } from '../../src/operator/operators';
import { assertLedgerBalanced } from '../../src/wallet/ledger';
import { seedEvent } from '../support/catalog';

let t: TestApp;
let platform: string;
let hostOps: string;
let secondHostId: number;

async function send(app: FastifyInstance, method: 'PATCH' | 'PUT', path: string, body: unknown, token: string) {
  const res = await app.inject({ method, url: `/api/v1/${path}`, headers: { authorization: `Bearer ${token}`, host: 'localhost' }, payload: body as Json });
  return { statusCode: res.statusCode, body: res.json() as Json };
}
const auditCount = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM operator_audit'))[0]!.n);
const lastAudit = async () => (await t.db.query<Json>('SELECT * FROM operator_audit ORDER BY id DESC LIMIT 1'))[0]!;

beforeAll(async () => {
  t = await startTestApp();
  await createOperatorUser(t.db, { operatorId: 1, userName: 'console_platform', name: 'Platform', password: 'platform-pass-1' });
  await createOperatorUser(t.db, { operatorId: 2, userName: 'console_second', name: 'Second Ops', password: 'second-pass-1' });
  platform = (await post(t.app, 'operator/login', { user_name: 'console_platform', password: 'platform-pass-1' })).body.data.accessToken;
  hostOps = (await post(t.app, 'operator/login', { user_name: 'console_second', password: 'second-pass-1' })).body.data.accessToken;
  secondHostId = (await t.db.query<{ id: number }>("SELECT id FROM hosts WHERE code = 'second'"))[0]!.id;
});
afterAll(() => t.close());
afterEach(() => assertLedgerBalanced(t.db));

describe('access', () => {
  it('tells the console who is logged in and with which role', async () => {
    expect((await get(t.app, 'operator/me', { token: platform })).body.data).toMatchObject({ role: 'platform', operator: { userName: 'console_platform' } });
    expect((await get(t.app, 'operator/me', { token: hostOps })).body.data).toMatchObject({ role: 'host', operator: { operatorId: 2 } });
  });

  it('refuses every console call without an operator token, and a player token', async () => {
    const player = await createPlayer(t.db);
    for (const path of ['operator/me', 'operator/hosts', 'operator/players', 'operator/risk', 'operator/payments?kind=deposit']) {
      expect((await get(t.app, path)).statusCode).toBe(401);
      expect((await get(t.app, path, { token: player.token })).statusCode).toBe(401);
    }
  });

  it('shows a platform operator every host and a host operator only theirs', async () => {
    const all = (await get(t.app, 'operator/hosts', { token: platform })).body.data as Json[];
    expect(all.map((h) => h.code)).toEqual(expect.arrayContaining(['default', 'second']));
    const own = (await get(t.app, 'operator/hosts', { token: hostOps })).body.data as Json[];
    expect(own.map((h) => h.code)).toEqual(['second']);
    expect(own[0]).toMatchObject({ domains: ['second.localhost'], sections: expect.arrayContaining([{ section: 'casino', enabled: false, manifestUrl: null }]) });
    const defaultId = all.find((h) => h.code === 'default')!.id;
    expect((await get(t.app, `operator/hosts/${defaultId}`, { token: hostOps })).statusCode).toBe(404);
  });

  it('never shows a host operator another operator\'s players', async () => {
    const mine = await createPlayer(t.db, { operatorId: 2, balanceRupees: 250 });
    const theirs = await createPlayer(t.db, { operatorId: 1 });
    const seen = (await get(t.app, 'operator/players', { token: hostOps })).body.data as Json[];
    expect(seen.map((p) => p.userName)).toContain(mine.userName);
    expect(seen.map((p) => p.userName)).not.toContain(theirs.userName);
    expect(seen.every((p) => p.operatorId === 2)).toBe(true);
    expect((await get(t.app, `operator/players?q=${theirs.userName}`, { token: hostOps })).body.data).toEqual([]);
    expect((await get(t.app, `operator/players/${theirs.userId}`, { token: hostOps })).statusCode).toBe(404);
    expect((await send(t.app, 'PUT', `operator/players/${theirs.userId}/bet-settings`, { oddsMinLimit: 500 }, hostOps)).statusCode).toBe(404);
    const detail = await get(t.app, `operator/players/${mine.userId}`, { token: hostOps });
    expect(detail.body.data).toMatchObject({ userName: mine.userName, balance: 250, exposure: 0, openBets: [] });
    expect(detail.body.data.statement[0]).toMatchObject({ amount: 250 });
    expect((await get(t.app, `operator/players?q=${theirs.userName}`, { token: platform })).body.data).toHaveLength(1);
  });
});

describe('hosts', () => {
  it('edits a host with before and after in the audit log; the player site reads it at once', async () => {
    const res = await send(
      t.app,
      'PATCH',
      `operator/hosts/${secondHostId}`,
      { siteName: 'Second Innings Pro', themeColor: '#0a7d3b', flags: { showWithdrawal: true }, commissionBps: 250, notices: ['IPL tonight'], limits: { minDeposit: 200 } },
      hostOps,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ siteName: 'Second Innings Pro', themeColor: '#0a7d3b', commissionBps: 250, notices: ['IPL tonight'], flags: { showWithdrawal: true } });
    expect(res.body.data.limits).toMatchObject({ minDeposit: 200, maxDeposit: 1000000 });
    expect((await get(t.app, 'payments/methods', { host: 'second.localhost' })).body.data.limits).toMatchObject({ minDeposit: 200 });
    const row = await lastAudit();
    expect(row).toMatchObject({ action: 'host.update', entity_id: secondHostId, via: 'api' });
    expect(row.detail.before).toMatchObject({ siteName: 'Second Innings', themeColor: '#1f6feb' });
    expect(row.detail.after).toMatchObject({ siteName: 'Second Innings Pro', themeColor: '#0a7d3b' });
    // the platform operator reads every operator's audit log; the host operator only their own
    expect((await get(t.app, 'operator/audit', { token: platform })).body.data[0]).toMatchObject({ action: 'host.update', operator_user_name: 'console_second' });
    const ownLog = (await get(t.app, 'operator/audit?limit=500', { token: hostOps })).body.data as Json[];
    expect(ownLog.every((e) => e.operator_user_name === 'console_second')).toBe(true);
    const site = await get(t.app, 'site/remotes', { host: 'second.localhost' });
    expect(site.statusCode).toBe(200);
    const [commission] = await t.db.query<{ commission_bps: number }>('SELECT commission_bps FROM hosts WHERE id = $1', [secondHostId]);
    expect(commission!.commission_bps).toBe(250);
  });

  it('turns a section on and off per host and rolls a build out to one host', async () => {
    const url = 'http://second.localhost:3999/mf-manifest.json';
    const on = await send(t.app, 'PUT', `operator/hosts/${secondHostId}/sections/racing`, { enabled: true, manifestUrl: url }, hostOps);
    expect(on.body.data.sections).toContainEqual({ section: 'racing', enabled: true, manifestUrl: url });
    const second = (await get(t.app, 'site/remotes', { host: 'second.localhost' })).body;
    expect(JSON.stringify(second)).toContain(url);
    expect(JSON.stringify((await get(t.app, 'site/remotes', { host: 'localhost' })).body)).not.toContain(url);
    expect(await lastAudit()).toMatchObject({ action: 'host.section', detail: { section: 'racing', before: { manifestUrl: null }, after: { manifestUrl: url } } });

    const off = await send(t.app, 'PUT', `operator/hosts/${secondHostId}/sections/sports`, { enabled: false }, hostOps);
    expect(off.body.data.sections).toContainEqual({ section: 'sports', enabled: false, manifestUrl: null });
    expect(JSON.stringify((await get(t.app, 'site/remotes', { host: 'second.localhost' })).body)).not.toContain('"sports"');
    await send(t.app, 'PUT', `operator/hosts/${secondHostId}/sections/sports`, { enabled: true, manifestUrl: null }, hostOps);
  });

  it('refuses another operator\'s host and malformed bodies, writing nothing', async () => {
    const defaultId = (await t.db.query<{ id: number }>("SELECT id FROM hosts WHERE code = 'default'"))[0]!.id;
    const before = await auditCount();
    const [hostBefore] = await t.db.query('SELECT * FROM hosts WHERE id = $1', [defaultId]);
    const bad: [string, string, unknown][] = [
      ['PATCH', `operator/hosts/${defaultId}`, { siteName: 'Taken over' }],
      ['PATCH', `operator/hosts/${secondHostId}`, { themeColor: 'red' }],
      ['PATCH', `operator/hosts/${secondHostId}`, { commissionBps: -1 }],
      ['PATCH', `operator/hosts/${secondHostId}`, { commissionBps: 'lots' }],
      ['PATCH', `operator/hosts/${secondHostId}`, { siteName: '' }],
      ['PATCH', `operator/hosts/${secondHostId}`, { notices: ['x'.repeat(501)] }],
      ['PATCH', `operator/hosts/${secondHostId}`, {}],
      ['PATCH', `operator/hosts/${secondHostId}`, { limits: { minDeposit: 10.5 } }],
      ['PATCH', `operator/hosts/${secondHostId}`, { limits: { minDeposit: 5000000, maxDeposit: 100 } }],
      ['PATCH', `operator/hosts/${secondHostId}`, { flags: { showDeposit: 'yes' }, siteName: 'Half written' }],
      ['PATCH', `operator/hosts/${secondHostId}`, { hacked: true }],
      ['PATCH', `operator/hosts/${secondHostId}`, '[1,2]'],
      ['PATCH', 'operator/hosts/abc', { siteName: 'x' }],
      ['PUT', `operator/hosts/${secondHostId}/sections/poker`, { enabled: true }],
      ['PUT', `operator/hosts/${secondHostId}/sections/racing`, { manifestUrl: null }],
      ['PUT', `operator/hosts/${secondHostId}/sections/racing`, { enabled: true, manifestUrl: 'javascript:alert(1)' }],
      ['PUT', `operator/hosts/${defaultId}/sections/casino`, { enabled: false }],
    ];
    for (const [method, path, body] of bad) {
      const res = await send(t.app, method as 'PATCH' | 'PUT', path, body, hostOps);
      expect([path, res.statusCode]).toEqual([path, expect.any(Number)]);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.body.msg).toBe('string');
    }
    expect(await auditCount()).toBe(before);
    expect((await t.db.query('SELECT * FROM hosts WHERE id = $1', [defaultId]))[0]).toEqual(hostBefore);
    expect((await t.db.query("SELECT section FROM host_sections WHERE host_id = $1 AND section = 'casino'", [defaultId])).length).toBe(1);
  });
});

describe('players and payments', () => {
  it('shows a player\'s own responsible-gambling limits and breaks, read-only', async () => {
    const p = await createPlayer(t.db, { operatorId: 2 });
    expect((await post(t.app, 'account/responsible-gambling', { type: 'limit', kind: 'deposit', period: 'day', amount: 2500 }, { token: p.token, host: 'second.localhost' })).statusCode).toBe(200);
    expect((await post(t.app, 'account/responsible-gambling', { type: 'cool-off', hours: 24 }, { token: p.token, host: 'second.localhost' })).statusCode).toBe(200);
    const rg = (await get(t.app, `operator/players/${p.userId}`, { token: hostOps })).body.data.responsibleGambling;
    expect(rg.limits.deposit.day).toMatchObject({ value: 2500 });
    expect(rg.limits.loss.day).toMatchObject({ value: null });
    expect(Date.parse(rg.coolOffUntil)).toBeGreaterThan(Date.now());
    // no console call changes them: the console's only player writes are limits of bets, lock and unlock
    expect((await send(t.app, 'PUT', `operator/players/${p.userId}/bet-settings`, { depositLimit: 100000 }, hostOps)).statusCode).toBe(400);
  });

  it('sets a player\'s limits, audited, and refuses unknown or negative values', async () => {
    const p = await createPlayer(t.db, { operatorId: 2 });
    const res = await send(t.app, 'PUT', `operator/players/${p.userId}/bet-settings`, { oddsMinLimit: 500 }, hostOps);
    expect(res.statusCode).toBe(200);
    expect((await get(t.app, `operator/players/${p.userId}`, { token: hostOps })).body.data.betSettings).toMatchObject({ oddsMinLimit: 500 });
    expect(await lastAudit()).toMatchObject({ action: 'player.bet_settings', entity_id: p.userId, detail: { before: {}, after: { oddsMinLimit: 500 } } });
    const before = await auditCount();
    expect((await send(t.app, 'PUT', `operator/players/${p.userId}/bet-settings`, { oddsMinLimit: -5 }, hostOps)).statusCode).toBe(400);
    expect((await send(t.app, 'PUT', `operator/players/${p.userId}/bet-settings`, { oddsMinLimit: 1.5 }, hostOps)).statusCode).toBe(400);
    expect((await send(t.app, 'PUT', `operator/players/${p.userId}/bet-settings`, {}, hostOps)).statusCode).toBe(400);
    expect((await send(t.app, 'PUT', `operator/players/${p.userId}/bet-settings`, { minStake: 5 }, hostOps)).statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('locks a player (sessions end, no new login) and unlocks them, audited; refuses without a reason', async () => {
    const p = await createPlayer(t.db, { operatorId: 2 });
    expect((await post(t.app, 'user/getBalanceCRef', {}, { token: p.token, host: 'second.localhost' })).statusCode).toBe(200);
    const before = await auditCount();
    expect((await send(t.app, 'PUT', `operator/players/${p.userId}/lock`, { locked: true }, hostOps)).statusCode).toBe(400);
    expect((await send(t.app, 'PUT', `operator/players/${p.userId}/lock`, { locked: 'yes', reason: 'x' }, hostOps)).statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
    const locked = await send(t.app, 'PUT', `operator/players/${p.userId}/lock`, { locked: true, reason: 'Chargeback' }, hostOps);
    expect(locked.body.data).toMatchObject({ lockedReason: 'Chargeback' });
    expect(await lastAudit()).toMatchObject({ action: 'player.lock', detail: { before: { locked: false }, after: { locked: true, reason: 'Chargeback' } } });
    expect((await post(t.app, 'user/getBalanceCRef', {}, { token: p.token, host: 'second.localhost' })).statusCode).toBe(401);
    const login = await post(t.app, 'user/userLogin', { user_name: p.userName, password: p.password }, { host: 'second.localhost' });
    expect(login.statusCode).toBe(403);
    expect(login.body.msg).toMatch(/locked/);
    await send(t.app, 'PUT', `operator/players/${p.userId}/lock`, { locked: false }, hostOps);
    expect((await post(t.app, 'user/userLogin', { user_name: p.userName, password: p.password }, { host: 'second.localhost' })).statusCode).toBe(200);
    const other = await createPlayer(t.db, { operatorId: 1 });
    expect((await send(t.app, 'PUT', `operator/players/${other.userId}/lock`, { locked: true, reason: 'x' }, hostOps)).statusCode).toBe(404);
  });

  it('lists deposits searchable by UTR, only the operator\'s own, and the risk figures count them', async () => {
    const mine = await createPlayer(t.db, { operatorId: 2, balanceRupees: 0 });
    const theirs = await createPlayer(t.db, { operatorId: 1, balanceRupees: 0 });
    await post(t.app, 'payments/deposit', { amount: 1500, utr: '998877665544', method: 'upi' }, { token: mine.token, host: 'second.localhost' });
    await post(t.app, 'payments/deposit', { amount: 700, utr: '112233445566', method: 'upi' }, { token: theirs.token });
    const found = await get(t.app, 'operator/payments?kind=deposit&status=pending&q=8776655', { token: hostOps });
    expect(found.body.data).toEqual([expect.objectContaining({ reference: '998877665544', amount: 1500, userName: mine.userName, status: 'pending' })]);
    expect((await get(t.app, 'operator/payments?kind=deposit&q=112233445566', { token: hostOps })).body.data).toEqual([]);
    expect((await get(t.app, 'operator/payments?kind=deposit&q=112233445566', { token: platform })).body.data).toHaveLength(1);
    expect((await get(t.app, 'operator/payments?kind=bonus', { token: hostOps })).statusCode).toBe(400);
    expect((await get(t.app, 'operator/payments', { token: hostOps })).statusCode).toBe(400);
    const risk = (await get(t.app, 'operator/risk', { token: hostOps })).body.data;
    expect(risk.pending).toEqual({ depositCount: 1, deposits: 1500, withdrawalCount: 0, withdrawals: 0 });
  });
});

describe('markets', () => {
  it('shows matched volume and the house P&L per runner, and holds a market suspended until resumed', async () => {
    const m = await seedEvent(t.db);
    const [team1, team2] = m.runners;
    const backer = await createPlayer(t.db);
    const layer = await createPlayer(t.db);
    await t.app.exchange.placeBet(layer.userId, { marketId: m.marketId, selectionId: team1, isBack: false, price: 250, stakePaise: 100_00 });
    await t.app.exchange.placeBet(backer.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 250, stakePaise: 100_00 });
    const list = await get(t.app, `operator/markets?q=${m.marketId}`, { token: platform });
    const market = (list.body.data as Json[]).find((x) => x.id === m.marketId)!;
    expect(market).toMatchObject({ status: 'OPEN', matched: 100, heldByOperator: false });
    // both sides are players: what one wins the other loses, so the house is flat on each runner
    expect(market.runners).toEqual([
      { selectionId: team1, name: 'Team 1', housePnlIfWins: 0 },
      { selectionId: team2, name: 'Team 2', housePnlIfWins: 0 },
    ]);

    expect((await get(t.app, 'operator/markets', { token: hostOps })).statusCode).toBe(403);
    expect((await post(t.app, `operator/markets/${m.marketId}/suspend`, {}, { token: hostOps })).statusCode).toBe(403);
    expect((await post(t.app, 'operator/markets/not-a-market/suspend', {}, { token: platform })).statusCode).toBe(400);
    expect((await post(t.app, 'operator/markets/1.404404404/suspend', {}, { token: platform })).statusCode).toBe(404);

    const held = await post(t.app, `operator/markets/${m.marketId}/suspend`, {}, { token: platform });
    expect(held.body.data).toEqual({ marketId: m.marketId, status: 'SUSPENDED' });
    expect(await lastAudit()).toMatchObject({ action: 'market.suspend', detail: { marketId: m.marketId, before: { status: 'OPEN' }, after: { status: 'SUSPENDED' } } });
    // the feed's reopening leaves an operator's hold alone
    expect(await t.app.exchange.reopenMarket(m.marketId)).toBe(false);
    await expect(t.app.exchange.placeBet(backer.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 250, stakePaise: 100_00 })).rejects.toThrow();
    const resumed = await post(t.app, `operator/markets/${m.marketId}/resume`, {}, { token: platform });
    expect(resumed.body.data).toEqual({ marketId: m.marketId, status: 'OPEN' });
    expect(await lastAudit()).toMatchObject({ action: 'market.resume' });

    // voided with a reason: the players' statements say why
    const voided = await post(t.app, 'operator/markets/settle', { market_id: m.marketId, void_reason: 'Match abandoned (rain)' }, { token: platform });
    expect(voided.statusCode).toBe(200);
    for (const p of [backer, layer]) {
      const lines = (await post(t.app, 'account/statement', {}, { token: p.token })).body.data.items as Json[];
      expect(JSON.stringify(lines[0])).toContain('Void: Match abandoned (rain)');
    }
    expect((await get(t.app, `operator/markets?q=${m.marketId}`, { token: platform })).body.data).toEqual([]);
  });

  it('lists live markets only when asked, and the fancy lines with their Yes and No; settles a line by its runs, audited', async () => {
    const upcoming = await seedEvent(t.db);
    const live = await seedEvent(t.db, { inplay: true });
    const ids = async (path: string) => ((await get(t.app, path, { token: platform })).body.data as Json[]).map((x) => x.id);
    expect(await ids('operator/markets')).toEqual(expect.arrayContaining([upcoming.marketId, live.marketId]));
    const liveOnly = await ids('operator/markets?live=true');
    expect(liveOnly).toContain(live.marketId);
    expect(liveOnly).not.toContain(upcoming.marketId);

    const yes = await createPlayer(t.db);
    const no = await createPlayer(t.db);
    await t.app.exchange.placeFancyBet(yes.userId, { fancyId: upcoming.fancyId, isBack: true, line: 46, rate: 100, stakePaise: 200_00 });
    await t.app.exchange.placeFancyBet(no.userId, { fancyId: upcoming.fancyId, isBack: false, line: 45, rate: 100, stakePaise: 100_00 });
    const lines = (await get(t.app, 'operator/fancies', { token: platform })).body.data as Json[];
    expect(lines.find((f) => f.id === upcoming.fancyId)).toMatchObject({
      eventName: 'Mumbai v Chennai',
      name: '6 over runs MI',
      inplay: false,
      noLine: 45,
      noRate: 100,
      yesLine: 46,
      yesRate: 100,
      openBets: 2,
      staked: 300,
      exposure: 300,
    });
    expect(((await get(t.app, 'operator/fancies?live=true', { token: platform })).body.data as Json[]).map((f) => f.id)).toEqual([live.fancyId]);
    expect((await get(t.app, 'operator/fancies', { token: hostOps })).statusCode).toBe(403);
    expect((await get(t.app, 'operator/fancies?live=maybe', { token: platform })).statusCode).toBe(400);

    // 50 runs: Yes (46 or more) wins, No (below 45) loses
    const settled = await post(t.app, 'operator/fancies/settle', { fancy_id: upcoming.fancyId, runs: 50 }, { token: platform });
    expect(settled.body.data).toMatchObject({ fancy_id: upcoming.fancyId, settled_bets: 2 });
    expect(await lastAudit()).toMatchObject({ action: 'fancy_settle', entity_id: upcoming.fancyId, detail: { runs: 50, before: { result_runs: null, settled_at: null }, after: { result_runs: 50 } } });
    expect(((await get(t.app, 'operator/fancies', { token: platform })).body.data as Json[]).map((f) => f.id)).not.toContain(upcoming.fancyId);
    const balance = async (token: string) => (await post(t.app, 'user/getBalanceCRef', {}, { token })).body.data;
    expect(JSON.stringify(await balance(yes.token))).toContain('10200');
    expect(JSON.stringify(await balance(no.token))).toContain('9900');
  });
});

describe('the risk stream', () => {
  it('pushes the figures at once and again when a bet moves them, to the operator\'s own scope only', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const open = async (token: string) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/operator/risk/stream`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = res.body!.getReader();
      let buffer = '';
      const next = async (): Promise<Json> => {
        for (;;) {
          const event = buffer.match(/^data: (.*)\n\n/m);
          if (event) {
            buffer = buffer.slice(buffer.indexOf(event[0]) + event[0].length);
            return JSON.parse(event[1]!) as Json;
          }
          const { value, done } = await reader.read();
          if (done) throw new Error('the stream ended');
          buffer += new TextDecoder().decode(value);
        }
      };
      return { next, close: () => reader.cancel() };
    };
    const refused = await fetch(`http://127.0.0.1:${port}/api/v1/operator/risk/stream`);
    expect(refused.status).toBe(401);
    await refused.text();

    const platformStream = await open(platform);
    const hostStream = await open(hostOps);
    const first = await platformStream.next();
    expect(first).toMatchObject({ pending: expect.any(Object), topMarkets: expect.any(Array) });
    const hostFirst = await hostStream.next();

    const m = await seedEvent(t.db);
    const backer = await createPlayer(t.db, { operatorId: 1 });
    await t.app.exchange.placeFancyBet(backer.userId, { fancyId: m.fancyId, isBack: true, line: 46, rate: 100, stakePaise: 123_00 });
    for (;;) {
      const pushed = await platformStream.next();
      const line = (pushed.topMarkets as Json[]).find((x) => x.positionKey === `f:${m.fancyId}`);
      if (line) {
        expect(line).toMatchObject({ exposure: 123, players: 1 });
        break;
      }
    }
    // the host operator's figures never show operator 1's exposure
    const seen = [hostFirst];
    const later = await Promise.race([hostStream.next(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 1500))]);
    if (later) seen.push(later);
    for (const figures of seen) expect(JSON.stringify(figures)).not.toContain(`f:${m.fancyId}`);
    await platformStream.close();
    await hostStream.close();
  });
});
