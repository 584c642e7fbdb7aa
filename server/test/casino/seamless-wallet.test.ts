// The casino's launch calls and seamless wallet, through HTTP as a provider calls them.
import { createHmac } from 'node:crypto';
import { startTestApp, post, type TestApp, type Json } from '../support/app';
import { createPlayer, type TestPlayer } from '../support/players';
import { assertLedgerBalanced, playerBalances } from '../../src/wallet/ledger';

const SECRET = 'khel-builtin-provider-development-secret';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ KHEL_PROVIDER_URL: 'http://{hostname}:3905' });
});
afterAll(() => t.close());
afterEach(() => assertLedgerBalanced(t.db));

async function wallet(call: string, body: unknown, opts: { secret?: string; provider?: string; signature?: string } = {}) {
  const payload = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-khel-provider': opts.provider ?? 'khel' };
  headers['x-khel-signature'] = opts.signature ?? createHmac('sha256', opts.secret ?? SECRET).update(payload).digest('hex');
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/casino/wallet/${call}`, headers, payload });
  return { statusCode: res.statusCode, body: res.json() as Json };
}

const cash = async (p: TestPlayer) => (await playerBalances(t.db, p.userId)).cash;
const casinoTransfers = async (p: TestPlayer) =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transfers tr JOIN accounts a ON a.id IN (tr.from_account_id, tr.to_account_id)
       WHERE a.user_id = $1 AND tr.kind LIKE 'casino_%'`,
      [p.userId],
    )
  )[0]!.n;

let seq = 0;
const ids = () => {
  seq++;
  return { roundId: `r-${process.pid}-${seq}`, transactionId: `tx-${process.pid}-${seq}` };
};
const debitOf = (p: TestPlayer, amountPaise: number, id = ids()) => ({
  playerId: String(p.userId),
  gameId: 'slot-lotus-sevens',
  gameName: 'Lotus Sevens',
  amountPaise,
  ...id,
});

async function launchToken(p: TestPlayer, body: object = {}): Promise<string> {
  const res = await post(t.app, 'lotus/lobbyUrl', body, { token: p.token });
  expect(res.statusCode).toBe(200);
  return new URL(res.body.launchUrl as string).searchParams.get('token')!;
}

describe('launch calls', () => {
  it('give a logged-in player a provider URL with a fresh token, and the game when asked', async () => {
    const p = await createPlayer(t.db);
    const lobby = await post(t.app, 'lotus/lobbyUrl', undefined, { token: p.token });
    expect(lobby.body.status).toBe(true);
    const url = new URL(lobby.body.launchUrl);
    expect(url.origin).toBe('http://localhost:3905');
    expect(url.pathname).toBe('/launch');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    const game = await post(t.app, 'lotus/lobbyUrl', { game_id: 'roulette-european', game_type: 'roulette' }, { token: p.token });
    expect(new URL(game.body.launchUrl).searchParams.get('game')).toBe('roulette-european');
    expect(new URL(game.body.launchUrl).searchParams.get('token')).not.toBe(url.searchParams.get('token'));
    const qtech = await post(t.app, 'qtech/launchUrl', { gameId: 'slot-lotus-sevens', providerCode: 'QT' }, { token: p.token });
    expect(qtech.body.status).toBe(true);
    expect(new URL(qtech.body.data).searchParams.get('game')).toBe('slot-lotus-sevens');
  });

  it('refuse visitors (401), demo players (the spec message) and odd game ids', async () => {
    expect((await post(t.app, 'lotus/lobbyUrl', {})).statusCode).toBe(401);
    expect((await post(t.app, 'qtech/launchUrl', { gameId: 'x', providerCode: 'QT' })).statusCode).toBe(401);
    const demo = await createPlayer(t.db, { isDemo: true });
    const refused = await post(t.app, 'lotus/lobbyUrl', {}, { token: demo.token });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.msg).toBe('Please login from your read ID.');
    const p = await createPlayer(t.db);
    expect((await post(t.app, 'qtech/launchUrl', { providerCode: 'QT' }, { token: p.token })).body.msg).toBe('gameId is required');
    expect((await post(t.app, 'lotus/lobbyUrl', { game_id: '<script>' }, { token: p.token })).statusCode).toBe(400);
  });
});

describe('authenticate and balance', () => {
  it('trade a launch token for the player, their balance and game', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1234.5 });
    const token = await launchToken(p, { game_id: 'baccarat' });
    const res = await wallet('authenticate', { token });
    expect(res.body).toEqual({ status: 'OK', playerId: String(p.userId), name: 'Test Player', currency: 'INR', gameId: 'baccarat', balancePaise: 123450 });
    expect((await wallet('balance', { playerId: String(p.userId) })).body).toEqual({ status: 'OK', balancePaise: 123450 });
  });

  it('refuse unknown and expired tokens, demo players and unknown players', async () => {
    expect((await wallet('authenticate', { token: 'x'.repeat(43) })).body.code).toBe('INVALID_TOKEN');
    expect((await wallet('authenticate', {})).body.code).toBe('INVALID_TOKEN');
    const p = await createPlayer(t.db);
    const token = await launchToken(p);
    await t.db.query(`UPDATE casino_launch_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [p.userId]);
    expect((await wallet('authenticate', { token })).body.code).toBe('INVALID_TOKEN');
    const demo = await createPlayer(t.db, { isDemo: true });
    await t.db.query(`UPDATE users SET is_demo = false WHERE id = $1`, [demo.userId]);
    const demoToken = await launchToken(demo);
    await t.db.query(`UPDATE users SET is_demo = true WHERE id = $1`, [demo.userId]);
    expect((await wallet('authenticate', { token: demoToken })).body.code).toBe('PLAYER_BLOCKED');
    expect((await wallet('balance', { playerId: '999999999' })).body.code).toBe('UNKNOWN_PLAYER');
    expect((await wallet('balance', { playerId: 12 })).body.code).toBe('UNKNOWN_PLAYER');
  });
});

describe('responsible gambling', () => {
  it('a player on a cool-off cannot open a game, be authenticated or staked, and nothing moves', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 100 });
    const token = await launchToken(p);
    const coolOff = await post(t.app, 'account/responsible-gambling', { type: 'cool-off', hours: 24 }, { token: p.token });
    expect(coolOff.statusCode).toBe(200);
    const launch = await post(t.app, 'lotus/lobbyUrl', {}, { token: p.token });
    expect(launch.statusCode).toBe(400);
    expect(launch.body.status).toBe(false);
    expect((await wallet('authenticate', { token })).body.code).toBe('PLAYER_BLOCKED');
    expect((await wallet('debit', debitOf(p, 500))).body.code).toBe('PLAYER_BLOCKED');
    expect(await cash(p)).toBe(10000);
    expect(await casinoTransfers(p)).toBe(0);
  });
});

describe('debit and credit', () => {
  it('move money between the player and casino clearing, named in the account statement', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 100 });
    const id = ids();
    const debit = await wallet('debit', debitOf(p, 2500, id));
    expect(debit.body).toEqual({ status: 'OK', balancePaise: 7500 });
    const credit = await wallet('credit', { ...debitOf(p, 6000, { roundId: id.roundId, transactionId: `${id.transactionId}-win` }) });
    expect(credit.body).toEqual({ status: 'OK', balancePaise: 13500 });
    expect(await cash(p)).toBe(13500);
    const statement = await post(t.app, 'account/statement', {}, { token: p.token });
    const lines = statement.body.data.items as Json[];
    expect(lines.map((l) => l.description)).toEqual(expect.arrayContaining([`Lotus Sevens: stake, round ${id.roundId}`, `Lotus Sevens: win, round ${id.roundId}`]));
    // each casino line names its game (the page says the rest in the player's language)
    expect(lines.filter((l) => String(l.kind).startsWith('casino_')).map((l) => l.gameName)).toEqual(['Lotus Sevens', 'Lotus Sevens']);
    const pl = await post(t.app, 'account/casino-profit-loss', {}, { token: p.token });
    expect(pl.body.data.items).toEqual([expect.objectContaining({ gameName: 'Lotus Sevens', roundId: id.roundId, stake: 25, win: 60, net: 35 })]);
  });

  it('refuse insufficient funds without moving money, and bad amounts', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 10 });
    const refused = await wallet('debit', debitOf(p, 1001));
    expect(refused.body).toMatchObject({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS' });
    expect(await cash(p)).toBe(1000);
    for (const amountPaise of [0, -100, 1.5, '100', null, 2 ** 60]) {
      expect((await wallet('debit', { ...debitOf(p, 1), amountPaise })).body.code).toBe('INVALID_AMOUNT');
    }
    expect((await wallet('debit', { ...debitOf(p, 100), transactionId: '' })).body.code).toBe('INVALID_REQUEST');
    expect((await wallet('debit', { ...debitOf(p, 100), gameName: '' })).body.code).toBe('INVALID_REQUEST');
    expect((await wallet('debit', { ...debitOf(p, 100), playerId: 'abc' })).body.code).toBe('UNKNOWN_PLAYER');
    expect(await cash(p)).toBe(1000);
    expect(await casinoTransfers(p)).toBe(0);
  });

  it('refuse a credit for an unknown round or another player\'s round', async () => {
    const p = await createPlayer(t.db);
    const other = await createPlayer(t.db);
    expect((await wallet('credit', debitOf(p, 100))).body.code).toBe('UNKNOWN_ROUND');
    const id = ids();
    expect((await wallet('debit', debitOf(other, 100, id))).body.status).toBe('OK');
    expect((await wallet('credit', debitOf(p, 100, { roundId: id.roundId, transactionId: 'credit-other' }))).body.code).toBe('UNKNOWN_ROUND');
    expect((await wallet('debit', debitOf(p, 100, { roundId: id.roundId, transactionId: 'debit-other' }))).body.code).toBe('UNKNOWN_ROUND');
    expect((await wallet('credit', { ...debitOf(p, 0) })).body.code).toBe('INVALID_AMOUNT');
  });
});

describe('idempotency', () => {
  it.each([1, 2, 3, 4, 5])('a debit, its credit and its rollback each sent %i times at once execute once', async (copies) => {
    const p = await createPlayer(t.db, { balanceRupees: 100 });
    const id = ids();
    const debits = await Promise.all(Array.from({ length: copies }, () => wallet('debit', debitOf(p, 4000, id))));
    for (const d of debits) expect(d.body).toEqual({ status: 'OK', balancePaise: 6000 });
    expect(await cash(p)).toBe(6000);
    const creditReq = debitOf(p, 1500, { roundId: id.roundId, transactionId: `${id.transactionId}-c` });
    const credits = await Promise.all(Array.from({ length: copies }, () => wallet('credit', creditReq)));
    for (const c of credits) expect(c.body).toEqual({ status: 'OK', balancePaise: 7500 });
    const rollbackReq = { playerId: String(p.userId), gameId: 'slot-lotus-sevens', ...id };
    const rollbacks = await Promise.all(Array.from({ length: copies }, () => wallet('rollback', rollbackReq)));
    for (const r of rollbacks) expect(r.body).toEqual({ status: 'OK', balancePaise: 11500 });
    expect(await cash(p)).toBe(11500);
    expect(await casinoTransfers(p)).toBe(3);
    // A later replay of the debit returns its first answer and moves nothing.
    expect((await wallet('debit', debitOf(p, 4000, id))).body).toEqual({ status: 'OK', balancePaise: 6000 });
    expect(await cash(p)).toBe(11500);
  });

  it('concurrent different debits never overdraw', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 100 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => wallet('debit', debitOf(p, 3000))));
    expect(answers.filter((a) => a.body.status === 'OK')).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(2);
    expect(await cash(p)).toBe(1000);
  });
});

describe('rollback', () => {
  it('after the debit returns the stake once', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 50 });
    const id = ids();
    await wallet('debit', debitOf(p, 2000, id));
    expect(await cash(p)).toBe(3000);
    const r = await wallet('rollback', { playerId: String(p.userId), gameId: 'slot-lotus-sevens', ...id });
    expect(r.body).toEqual({ status: 'OK', balancePaise: 5000 });
    expect(await cash(p)).toBe(5000);
  });

  it('before the debit is recorded, and the late debit is refused', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 50 });
    const id = ids();
    const r = await wallet('rollback', { playerId: String(p.userId), gameId: 'slot-lotus-sevens', ...id });
    expect(r.body).toEqual({ status: 'OK', balancePaise: 5000 });
    const late = await wallet('debit', debitOf(p, 2000, id));
    expect(late.body).toMatchObject({ status: 'ERROR', code: 'TRANSACTION_ROLLED_BACK' });
    expect(await cash(p)).toBe(5000);
    expect(await casinoTransfers(p)).toBe(0);
  });

  it('racing its debit leaves the player whole either way', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 50 });
    for (let i = 0; i < 5; i++) {
      const id = ids();
      const rollbackReq = { playerId: String(p.userId), gameId: 'slot-lotus-sevens', ...id };
      const [debit] = await Promise.all([wallet('debit', debitOf(p, 2000, id)), wallet('rollback', rollbackReq), wallet('rollback', rollbackReq)]);
      expect(['OK', 'ERROR']).toContain(debit.body.status);
      if (debit.body.status === 'ERROR') expect(debit.body.code).toBe('TRANSACTION_ROLLED_BACK');
      expect(await cash(p)).toBe(5000);
    }
  });

  it('of another player\'s debit is refused', async () => {
    const p = await createPlayer(t.db);
    const other = await createPlayer(t.db);
    const id = ids();
    await wallet('debit', debitOf(p, 100, id));
    expect((await wallet('rollback', { playerId: String(other.userId), gameId: 'g', ...id })).body.code).toBe('TRANSACTION_CONFLICT');
  });
});

describe('signatures', () => {
  it('forged, missing or stale signatures and unknown providers are refused, logged, and move nothing', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 100 });
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM casino_refused_calls'))[0]!.n;
    const req = debitOf(p, 1000);
    const forged = await wallet('debit', req, { secret: 'not-the-secret' });
    expect(forged.statusCode).toBe(401);
    expect(forged.body).toMatchObject({ status: 'ERROR', code: 'INVALID_SIGNATURE' });
    expect((await wallet('debit', req, { signature: '' })).statusCode).toBe(401);
    expect((await wallet('debit', req, { provider: 'someone-else' })).statusCode).toBe(401);
    // A signature of another body (an amount changed after signing).
    const signedOther = createHmac('sha256', SECRET).update(JSON.stringify({ ...req, amountPaise: 1 })).digest('hex');
    expect((await wallet('debit', req, { signature: signedOther })).statusCode).toBe(401);
    expect((await wallet('authenticate', { token: 'x' }, { secret: 'nope' })).statusCode).toBe(401);
    expect(await cash(p)).toBe(10000);
    const after = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM casino_refused_calls'))[0]!.n;
    expect(after - before).toBe(5);
  });
});
