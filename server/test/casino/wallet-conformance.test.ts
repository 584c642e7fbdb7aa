// The casino wallet's conformance suite, QT Platform's shape, against Khel's real app (PGlite and
// PostgreSQL): headers, every error, idempotency and conflicts, rollback orders, bonus rewards,
// amounts and parallel debits; money checked to the paisa and the ledger at zero after each test.
import { startTestApp, post, type TestApp } from '../support/app';
import { createPlayer, type TestPlayer } from '../support/players';
import { assertLedgerBalanced, playerBalances } from '../../src/wallet/ledger';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { revokeUserSessions } from '../../src/identity/sessions';
import { creditBody, debitBody, launchSession, openSession, qtIds, qtWallet, rollbackBody } from '../support/qt-wallet';

let t: TestApp;
let w: ReturnType<typeof qtWallet>;

beforeAll(async () => {
  t = await startTestApp({ KHEL_PROVIDER_URL: 'http://{hostname}:3905' });
  w = qtWallet(t.app);
});
afterAll(() => t.close());
afterEach(() => assertLedgerBalanced(t.db));

const cash = async (p: TestPlayer) => (await playerBalances(t.db, p.userId)).cash;
const casinoTransfers = async (p: TestPlayer) =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transfers tr JOIN accounts a ON a.id IN (tr.from_account_id, tr.to_account_id)
       WHERE a.user_id = $1 AND tr.kind LIKE 'casino_%'`,
      [p.userId],
    )
  )[0]!.n;
const refused = (code: string, status = 400) => ({ statusCode: status, body: { code, message: expect.any(String) } });

async function player(rupees = 100): Promise<{ p: TestPlayer; s: string }> {
  const p = await createPlayer(t.db, { balanceRupees: rupees });
  return { p, s: await openSession(t.app, p) };
}

describe('launch and Wallet-Session', () => {
  it('a launch URL carries a one-time token and the player; the session is verified once and answers the balance', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1234.5 });
    const res = await post(t.app, 'qtech/launchUrl', { gameId: 'baccarat', providerCode: 'QT' }, { token: p.token });
    const url = new URL(res.body.data as string);
    expect(url.origin + url.pathname).toBe('http://localhost:3905/launch');
    expect(url.searchParams.get('game')).toBe('baccarat');
    expect(url.searchParams.get('player')).toBe(String(p.userId));
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    // not yet verified: no balance, no debit
    expect(await w.balance(p.userId, token)).toEqual(refused('INVALID_TOKEN'));
    expect(await w.session(p.userId, token)).toEqual({ statusCode: 200, body: { balance: 1234.5, currency: 'INR' } });
    expect(await w.session(p.userId, token)).toEqual(refused('INVALID_TOKEN')); // single use
    expect(await w.balance(p.userId, token)).toEqual({ statusCode: 200, body: { balance: 1234.5, currency: 'INR' } });
    const lobby = await post(t.app, 'lotus/lobbyUrl', { game_id: 'roulette-european', game_type: 'live-roulette' }, { token: p.token });
    expect(new URL(lobby.body.launchUrl).searchParams.get('section')).toBe('live');
    expect(new URL(lobby.body.launchUrl).searchParams.get('token')).not.toBe(token);
  });

  it('refuses visitors, demo players and odd game ids at launch', async () => {
    expect((await post(t.app, 'lotus/lobbyUrl', {})).statusCode).toBe(401);
    const demo = await createPlayer(t.db, { isDemo: true });
    const res = await post(t.app, 'lotus/lobbyUrl', {}, { token: demo.token });
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe('Please login from your read ID.');
    const p = await createPlayer(t.db);
    expect((await post(t.app, 'qtech/launchUrl', { providerCode: 'QT' }, { token: p.token })).body.msg).toBe('gameId is required');
    expect((await post(t.app, 'lotus/lobbyUrl', { game_id: '<script>' }, { token: p.token })).statusCode).toBe(400);
  });

  it('a launch token expires after 2 minutes unverified; a session names one player', async () => {
    const p = await createPlayer(t.db);
    const other = await createPlayer(t.db);
    const token = await launchSession(t.app, p);
    expect(await w.session(other.userId, token)).toEqual(refused('INVALID_TOKEN'));
    await t.db.query(`UPDATE casino_wallet_sessions SET launch_expires_at = now() - interval '1 second' WHERE user_id = $1`, [p.userId]);
    expect(await w.session(p.userId, token)).toEqual(refused('INVALID_TOKEN'));
    const s = await openSession(t.app, p);
    expect(await w.balance(other.userId, s)).toEqual(refused('INVALID_TOKEN'));
    expect(await w.transaction(debitBody(other, 1), s)).toEqual(refused('INVALID_TOKEN'));
    expect(await w.balance(p.userId, 'x'.repeat(43))).toEqual(refused('INVALID_TOKEN'));
    expect(await w.balance(p.userId, null)).toEqual(refused('INVALID_TOKEN'));
    expect(await w.balance('999999999', s)).toEqual(refused('REQUEST_DECLINED'));
  });

  it('ends with the Khel session (logout, lock, password change) and after 6 idle hours', async () => {
    const { p, s } = await player();
    await t.db.query(`UPDATE casino_wallet_sessions SET last_used_at = now() - interval '7 hours' WHERE user_id = $1`, [p.userId]);
    expect(await w.balance(p.userId, s)).toEqual(refused('INVALID_TOKEN'));
    const s2 = await openSession(t.app, p);
    await revokeUserSessions(t.db, p.userId);
    expect(await w.balance(p.userId, s2)).toEqual(refused('INVALID_TOKEN'));
    expect(await w.transaction(debitBody(p, 1), s2)).toEqual(refused('INVALID_TOKEN'));
    expect(await cash(p)).toBe(100_00);
  });
});

describe('Pass-Key', () => {
  it('a wrong, missing or other provider\'s Pass-Key is LOGIN_FAILED (401), logged, and moves nothing', async () => {
    const { p, s } = await player();
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM casino_refused_calls'))[0]!.n;
    const body = debitBody(p, 10);
    expect(await w.transaction(body, s, { passKey: 'not-the-key' })).toEqual(refused('LOGIN_FAILED', 401));
    expect(await w.transaction(body, s, { passKey: null })).toEqual(refused('LOGIN_FAILED', 401));
    expect(await w.transaction(body, s, { provider: 'someone-else' })).toEqual(refused('LOGIN_FAILED', 401));
    expect(await w.balance(p.userId, s, { passKey: 'x' })).toEqual(refused('LOGIN_FAILED', 401));
    // The development key only from a direct connection on this machine: never through a proxy (the shell's /api).
    expect(await w.transaction(body, s, { headers: { 'x-forwarded-for': '203.0.113.9' } })).toEqual(refused('LOGIN_FAILED', 401));
    expect(await w.transaction(body, s, { ip: '203.0.113.9' })).toEqual(refused('LOGIN_FAILED', 401));
    const after = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM casino_refused_calls'))[0]!.n;
    expect(after - before).toBe(6);
    expect(await cash(p)).toBe(100_00);
  });

  it('in production the development key is refused at start, and a configured key is taken from anywhere', async () => {
    await expect(buildApp({ db: t.db, config: loadConfig({ NODE_ENV: 'production', KHEL_CASINO_SECRET: 'khel-builtin-provider-development-secret' }) })).rejects.toThrow(/development Pass-Key/);
    const key = 'k'.repeat(40);
    const p = await createPlayer(t.db);
    const prod = await buildApp({ db: t.db, config: loadConfig({ NODE_ENV: 'production', KHEL_CASINO_SECRET: key }) });
    try {
      const res = await qtWallet(prod).balance(p.userId, null, { passKey: key, ip: '203.0.113.9', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(res).toEqual(refused('INVALID_TOKEN')); // past the Pass-Key
      expect(await qtWallet(prod).balance(p.userId, null)).toEqual(refused('LOGIN_FAILED', 401));
    } finally {
      await prod.close();
    }
  });
});

describe('DEBIT and CREDIT', () => {
  it('move rupees with 2 decimals between the player and casino clearing, named in the statement', async () => {
    const { p, s } = await player(100);
    const id = qtIds();
    const debit = await w.transaction(debitBody(p, 25.5, id), s);
    expect(debit).toEqual({ statusCode: 200, body: { balance: 74.5, referenceId: expect.stringMatching(/^\d+$/) } });
    const credit = await w.transaction(creditBody(p, '60.25', id.roundId), s);
    expect(credit).toEqual({ statusCode: 200, body: { balance: 134.75, referenceId: expect.stringMatching(/^\d+$/) } });
    expect(credit.body.referenceId).not.toBe(debit.body.referenceId);
    expect(await cash(p)).toBe(134_75);
    const lines = (await post(t.app, 'account/statement', {}, { token: p.token })).body.data.items as Array<{ description: string; kind: string; gameName: string | null }>;
    expect(lines.map((l) => l.description)).toEqual(expect.arrayContaining([`Lotus Sevens: stake, round ${id.roundId}`, `Lotus Sevens: win, round ${id.roundId}`]));
    // each casino line names its game (the page says the rest in the player's language)
    expect(lines.filter((l) => l.kind.startsWith('casino_')).map((l) => l.gameName)).toEqual(['Lotus Sevens', 'Lotus Sevens']);
    const pl = await post(t.app, 'account/casino-profit-loss', {}, { token: p.token });
    expect(pl.body.data.items).toEqual([expect.objectContaining({ gameName: 'Lotus Sevens', roundId: id.roundId, stake: 25.5, win: 60.25, net: 34.75 })]);
  });

  it('a losing round closes with a CREDIT of 0; a credit needs no live session', async () => {
    const { p, s } = await player(10);
    const id = qtIds();
    await w.transaction(debitBody(p, 4, id), s);
    await revokeUserSessions(t.db, p.userId);
    expect((await w.transaction(creditBody(p, 0, id.roundId), null)).body).toEqual({ balance: 6, referenceId: expect.any(String) });
    expect(await casinoTransfers(p)).toBe(1);
  });

  it('refuse insufficient funds, bad amounts, currencies and fields, moving nothing', async () => {
    const { p, s } = await player(10);
    expect(await w.transaction(debitBody(p, 10.01), s)).toEqual(refused('INSUFFICIENT_FUNDS'));
    for (const amount of [0, -1, 1.234, '1.2.3', 'abc', null, 1e12, '1e3', true]) {
      expect(await w.transaction(debitBody(p, amount as number), s)).toEqual(refused('REQUEST_DECLINED'));
    }
    expect(await w.transaction({ ...debitBody(p, 1), currency: 'USD' }, s)).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.transaction({ ...debitBody(p, 1), txnType: 'REFUND' }, s)).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.transaction({ ...debitBody(p, 1), txnId: '' }, s)).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.transaction({ ...debitBody(p, 1), roundId: 'x'.repeat(101) }, s)).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.transaction({ ...debitBody(p, 1), playerId: 'abc' }, s)).toEqual(refused('REQUEST_DECLINED'));
    const raw = await t.app.inject({ method: 'POST', url: '/api/v1/casino/qt/khel/transactions', headers: { 'pass-key': 'khel-builtin-provider-development-secret', 'wallet-session': s, 'content-type': 'application/json' }, payload: '[1]' });
    expect(raw.statusCode).toBe(400);
    expect(await cash(p)).toBe(10_00);
    expect(await casinoTransfers(p)).toBe(0);
  });

  it('a credit names a debit of the same player and round', async () => {
    const { p, s } = await player(10);
    const other = await player(10);
    expect(await w.transaction(creditBody(p, 5, qtIds().roundId), s)).toEqual(refused('REQUEST_DECLINED'));
    const id = qtIds();
    await w.transaction(debitBody(other.p, 1, id), other.s);
    expect(await w.transaction(creditBody(p, 5, id.roundId), s)).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.transaction(debitBody(p, 1, { roundId: id.roundId, txnId: qtIds().txnId }), s)).toEqual(refused('REQUEST_DECLINED'));
    expect(await cash(p)).toBe(10_00);
  });

  it('locked and cooling-off players are ACCOUNT_BLOCKED (403); nothing moves', async () => {
    const { p, s } = await player(10);
    await t.db.query('UPDATE users SET locked_at = now() WHERE id = $1', [p.userId]);
    expect(await w.transaction(debitBody(p, 1), s)).toEqual(refused('ACCOUNT_BLOCKED', 403));
    await t.db.query('UPDATE users SET locked_at = NULL WHERE id = $1', [p.userId]);
    const q = await createPlayer(t.db, { balanceRupees: 10 });
    const launched = await launchSession(t.app, q);
    const open = await openSession(t.app, q);
    expect((await post(t.app, 'account/responsible-gambling', { type: 'cool-off', hours: 24 }, { token: q.token })).statusCode).toBe(200);
    expect(await w.session(q.userId, launched)).toEqual(refused('ACCOUNT_BLOCKED', 403));
    expect(await w.transaction(debitBody(q, 1), open)).toEqual(refused('ACCOUNT_BLOCKED', 403));
    expect((await post(t.app, 'lotus/lobbyUrl', {}, { token: q.token })).statusCode).toBe(400);
    expect(await cash(p)).toBe(10_00);
    expect(await cash(q)).toBe(10_00);
  });
});

describe('idempotency and conflicts', () => {
  it.each([1, 3])('a debit, its credit and a reward sent %i times at once execute once; replays answer the current balance', async (copies) => {
    const { p, s } = await player(100);
    const id = qtIds();
    const debits = await Promise.all(Array.from({ length: copies }, () => w.transaction(debitBody(p, 40, id), s)));
    expect(new Set(debits.map((d) => d.body.referenceId)).size).toBe(1);
    for (const d of debits) expect(d.body.balance).toBe(60);
    const credit = creditBody(p, 15, id.roundId);
    const credits = await Promise.all(Array.from({ length: copies }, () => w.transaction(credit, s)));
    for (const c of credits) expect(c.body.balance).toBe(75);
    const reward = { rewardType: 'TOURNAMENT_WIN', rewardTitle: 'Weekend slots race', txnId: qtIds().txnId, playerId: String(p.userId), amount: 5, currency: 'INR' };
    const rewards = await Promise.all(Array.from({ length: copies }, () => w.reward(reward)));
    for (const r of rewards) expect(r.body.balance).toBe(80);
    // Later replays: the first reference, the player's balance now.
    const again = await w.transaction(debitBody(p, 40, id), s);
    expect(again).toEqual({ statusCode: 200, body: { balance: 80, referenceId: debits[0]!.body.referenceId } });
    expect(await cash(p)).toBe(80_00);
    expect(await casinoTransfers(p)).toBe(3);
  });

  it('a known txnId at another amount, round, player or call kind is REQUEST_DECLINED and moves nothing', async () => {
    const { p, s } = await player(100);
    const other = await player(100);
    const id = qtIds();
    await w.transaction(debitBody(p, 10, id), s);
    expect(await w.transaction(debitBody(p, 11, id), s)).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.transaction(debitBody(p, 10, { ...id, roundId: qtIds().roundId }), s)).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.transaction(debitBody(other.p, 10, id), other.s)).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.transaction({ ...debitBody(p, 10, id), txnType: 'CREDIT' }, s)).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.rollback({ ...rollbackBody(p, { ...id, amount: 10 }), txnId: id.txnId })).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.reward({ rewardType: 'X', rewardTitle: 'X', txnId: id.txnId, playerId: String(p.userId), amount: 10, currency: 'INR' })).toEqual(refused('REQUEST_DECLINED'));
    expect(await cash(p)).toBe(90_00);
    expect(await cash(other.p)).toBe(100_00);
    expect(await casinoTransfers(p)).toBe(1);
  });

  it('parallel different debits never overdraw', async () => {
    const { p, s } = await player(100);
    const answers = await Promise.all(Array.from({ length: 5 }, () => w.transaction(debitBody(p, 30), s)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(2);
    expect(await cash(p)).toBe(10_00);
  });
});

describe('rollback', () => {
  it('after the debit returns the stake once; the debit stays rolled back', async () => {
    const { p, s } = await player(50);
    const id = qtIds();
    await w.transaction(debitBody(p, 20, id), s);
    const rb = rollbackBody(p, { ...id, amount: 20 });
    const answers = await Promise.all([w.rollback(rb), w.rollback(rb)]);
    for (const a of answers) expect(a.body.balance).toBe(50);
    expect(await w.rollback({ ...rb, txnId: qtIds().txnId })).toEqual(refused('REQUEST_DECLINED')); // a second rollback of it
    expect(await w.transaction(debitBody(p, 20, id), s)).toEqual(refused('REQUEST_DECLINED')); // the replayed debit
    expect(await w.transaction(creditBody(p, 40, id.roundId), s)).toEqual(refused('REQUEST_DECLINED')); // no win on a refunded stake
    expect(await cash(p)).toBe(50_00);
    expect(await casinoTransfers(p)).toBe(2);
  });

  it('before the debit is recorded, and the late debit is refused', async () => {
    const { p, s } = await player(50);
    const id = qtIds();
    expect((await w.rollback(rollbackBody(p, { ...id, amount: 20 }))).body).toEqual({ balance: 50, referenceId: expect.any(String) });
    expect(await w.transaction(debitBody(p, 20, id), s)).toEqual(refused('REQUEST_DECLINED'));
    expect(await cash(p)).toBe(50_00);
    expect(await casinoTransfers(p)).toBe(0);
  });

  it('after the round was credited is refused', async () => {
    const { p, s } = await player(50);
    const id = qtIds();
    await w.transaction(debitBody(p, 20, id), s);
    await w.transaction(creditBody(p, 0, id.roundId), s);
    expect(await w.rollback(rollbackBody(p, { ...id, amount: 20 }))).toEqual(refused('REQUEST_DECLINED'));
    expect(await cash(p)).toBe(30_00);
  });

  it('must match its debit: player, round and amount', async () => {
    const { p, s } = await player(50);
    const other = await player(50);
    const id = qtIds();
    await w.transaction(debitBody(p, 20, id), s);
    expect(await w.rollback(rollbackBody(other.p, { ...id, amount: 20 }))).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.rollback(rollbackBody(p, { ...id, amount: 25 }))).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.rollback(rollbackBody(p, { ...id, roundId: qtIds().roundId, amount: 20 }))).toEqual(refused('REQUEST_DECLINED'));
    expect(await cash(p)).toBe(30_00);
    expect(await cash(other.p)).toBe(50_00);
  });

  it('racing its debit leaves the player whole either way', async () => {
    const { p, s } = await player(50);
    for (let i = 0; i < 4; i++) {
      const id = qtIds();
      const rb = rollbackBody(p, { ...id, amount: 20 });
      const [debit] = await Promise.all([w.transaction(debitBody(p, 20, id), s), w.rollback(rb), w.rollback(rb)]);
      if (debit.statusCode !== 200) expect(debit).toEqual(refused('REQUEST_DECLINED'));
      expect(await cash(p)).toBe(50_00);
    }
  });
});

describe('bonus rewards', () => {
  it('pay a player of the provider from casino clearing; bad rewards and other players are declined', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 0 });
    const stranger = await createPlayer(t.db, { balanceRupees: 0 });
    await openSession(t.app, p);
    const reward = { rewardType: 'FREE_ROUND_WIN', rewardTitle: 'Diwali free spins', txnId: qtIds().txnId, playerId: String(p.userId), amount: '12.34', currency: 'INR' };
    expect(await w.reward(reward)).toEqual({ statusCode: 200, body: { balance: 12.34, referenceId: expect.any(String) } });
    expect(await w.reward({ ...reward, txnId: qtIds().txnId, amount: 0 })).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.reward({ ...reward, txnId: qtIds().txnId, rewardTitle: '' })).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.reward({ ...reward, txnId: qtIds().txnId, playerId: '999999999' })).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.reward({ ...reward, txnId: qtIds().txnId, playerId: String(stranger.userId) })).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.reward(reward, { passKey: 'x' })).toEqual(refused('LOGIN_FAILED', 401));
    expect(await cash(p)).toBe(12_34);
    expect(await cash(stranger)).toBe(0);
  });
});
