// Casino play counts in the net-loss limit: the seamless wallet's stakes minus its wins and returned
// stakes, as the provider sends them (QT Platform's shape, through HTTP), next to the exchange's settled bets.
// The reality check reads the same net result, since the login's play session began.
import { get, post, startTestApp, type Json, type TestApp } from '../support/app';
import { seedEvent, type TestMarket } from '../support/catalog';
import { createPlayer, type TestPlayer } from '../support/players';
import { assertLedgerBalanced, playerBalances } from '../../src/wallet/ledger';
import { assertPlayerMayBet, netResultSince } from '../../src/responsible-gambling/responsible-gambling';
import { openSession, qtWallet } from '../support/qt-wallet';

let t: TestApp;
let m: TestMarket;

beforeAll(async () => {
  t = await startTestApp({ KHEL_DEV_HELPERS: 'on' });
  m = await seedEvent(t.db);
});
afterAll(() => t.close());
afterEach(() => assertLedgerBalanced(t.db));

const sessions = new Map<string, string>();
/** A wallet call as the provider makes it (QT Platform's shape, the player's Wallet-Session), answered as {status, …}. */
async function wallet(call: 'debit' | 'credit' | 'rollback', b: { playerId: string; gameId: string; gameName: string; roundId: string; transactionId: string; amountPaise: number }) {
  const w = qtWallet(t.app);
  const p = players.get(b.playerId)!;
  if (!sessions.has(b.playerId)) sessions.set(b.playerId, await openSession(t.app, p));
  const amount = b.amountPaise / 100;
  const base = { playerId: b.playerId, roundId: b.roundId, gameId: b.gameId, amount, currency: 'INR' };
  const res =
    call === 'rollback'
      ? await w.rollback({ ...base, betId: b.transactionId, txnId: `rb-${b.transactionId}` })
      : await w.transaction({ ...base, txnType: call === 'debit' ? 'DEBIT' : 'CREDIT', txnId: b.transactionId, gameName: b.gameName }, sessions.get(b.playerId)!);
  return (res.statusCode === 200 ? { status: 'OK', ...res.body } : { status: 'ERROR', ...res.body }) as Json;
}
const players = new Map<string, TestPlayer>();
const known = (p: TestPlayer) => (players.set(String(p.userId), p), p);

let seq = 0;
/** One round of Lotus Sevens: the stake, and the win when there is one. */
async function playRound(p: TestPlayer, stakePaise: number, winPaise = 0) {
  known(p);
  seq += 1;
  const round = { playerId: String(p.userId), gameId: 'slot-lotus-sevens', gameName: 'Lotus Sevens', roundId: `rg-${process.pid}-${seq}` };
  const debit = await wallet('debit', { ...round, transactionId: `rg-d-${process.pid}-${seq}`, amountPaise: stakePaise });
  if (debit.status !== 'OK' || winPaise === 0) return debit;
  return wallet('credit', { ...round, transactionId: `rg-c-${process.pid}-${seq}`, amountPaise: winPaise });
}

const sportsBet = (p: TestPlayer, stack: number) =>
  post(t.app, 'bet/saveBet', { is_back: 1, market_id: m.marketId, odds: 2, selection_id: m.runners[0], stack }, { token: p.token });

describe('the net-loss limit counts casino play', () => {
  it('a daily loss limit reached by casino stakes minus wins refuses the next sports bet and the next casino stake', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 5000 });
    const set = await post(t.app, 'account/responsible-gambling', { type: 'limit', kind: 'loss', period: 'day', amount: 1000 }, { token: p.token });
    expect(set.body.msg).toBe('Saved. This applies now.');

    // ₹600 staked, ₹250 won back: ₹350 lost; then ₹700 staked and lost: ₹1,050 in all, past ₹1,000
    expect((await playRound(p, 600_00, 250_00)).status).toBe('OK');
    await expect(assertPlayerMayBet(t.db, p.userId, 650_00)).resolves.toBeUndefined();
    await expect(assertPlayerMayBet(t.db, p.userId, 650_01)).rejects.toMatchObject({ code: 'loss_limit' });
    expect((await playRound(p, 600_00)).status).toBe('OK');
    // ₹950 lost: a ₹50 stake still fits, then nothing does
    expect((await playRound(p, 50_00)).status).toBe('OK');
    const cashBefore = (await playerBalances(t.db, p.userId)).cash;

    const bet = await sportsBet(p, 1);
    expect(bet.statusCode).toBe(400);
    expect(bet.body).toMatchObject({ status: false, code: 'loss_limit' });
    expect(bet.body.msg).toBe('This bet could take your losses past your daily net-loss limit of ₹1,000.');

    const stake = await playRound(p, 1_00);
    expect(stake).toMatchObject({ status: 'ERROR', code: 'REQUEST_DECLINED' });
    expect(stake.message).toMatch(/net-loss limit of ₹1,000/);

    const after = await playerBalances(t.db, p.userId);
    expect(after.cash).toBe(cashBefore);
    expect(after.hold).toBe(0);
  });

  it('a returned stake (rollback) and casino wins count as won back, so the player may play on', async () => {
    const p = known(await createPlayer(t.db, { balanceRupees: 5000 }));
    await post(t.app, 'account/responsible-gambling', { type: 'limit', kind: 'loss', period: 'week', amount: 500 }, { token: p.token });
    seq += 1;
    const round = { playerId: String(p.userId), gameId: 'slot-lotus-sevens', gameName: 'Lotus Sevens', roundId: `rg-${process.pid}-${seq}` };
    expect((await wallet('debit', { ...round, transactionId: `rg-rb-${process.pid}-${seq}`, amountPaise: 450_00 })).status).toBe('OK');
    expect((await sportsBet(p, 100)).body.code).toBe('loss_limit');
    expect((await wallet('rollback', { ...round, transactionId: `rg-rb-${process.pid}-${seq}`, amountPaise: 450_00 })).status).toBe('OK');
    // the stake came back: nothing is lost, a ₹100 bet fits again
    const bet = await sportsBet(p, 100);
    expect(bet.statusCode).toBe(200);
    // a casino win of more than the stake leaves the player ahead
    const since = new Date(Date.now() - 60_000);
    expect((await playRound(p, 100_00, 300_00)).status).toBe('OK');
    expect(await netResultSince(t.db, p.userId, since)).toBe(200_00);
  });

  it('a player without limits is never refused by casino losses', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 2000 });
    expect((await playRound(p, 1500_00)).status).toBe('OK');
    expect((await sportsBet(p, 100)).statusCode).toBe(200);
  });
});

describe('account/reality-check', () => {
  it('tells the reminder interval, when the play session began and the net result since then; a renewed token keeps the start', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 3000 });
    expect((await get(t.app, 'account/reality-check')).statusCode).toBe(401);
    const before = (await get(t.app, 'account/reality-check', { token: p.token })).body.data;
    expect(before).toMatchObject({ minutes: null, net: 0 });
    expect(Date.parse(before.serverTime)).toBeGreaterThanOrEqual(Date.parse(before.sessionStartedAt));

    await post(t.app, 'account/responsible-gambling', { type: 'reality-check', minutes: 30 }, { token: p.token });
    expect((await playRound(p, 400_00, 150_00)).status).toBe('OK');
    const check = (await get(t.app, 'account/reality-check', { token: p.token })).body.data;
    expect(check).toEqual({ minutes: 30, sessionStartedAt: before.sessionStartedAt, serverTime: expect.any(String), net: -250 });

    // the session began two hours ago and its token is renewed (past half its life): same start
    const startedAt = new Date(Date.now() - 2 * 3600_000);
    await t.db.query(`UPDATE sessions SET play_started_at = $2, created_at = $2, expires_at = now() + interval '1 hour' WHERE user_id = $1`, [p.userId, startedAt]);
    const { forgetCachedSessions } = await import('../../src/identity/sessions');
    forgetCachedSessions();
    const renewed = await t.app.inject({ method: 'GET', url: '/api/v1/account/reality-check', headers: { host: 'localhost', authorization: `Bearer ${p.token}` } });
    const fresh = /^Bearer (\S+)$/.exec(String(renewed.headers.authorization))?.[1];
    expect(fresh).toBeDefined();
    const after = (await get(t.app, 'account/reality-check', { token: fresh! })).body.data;
    expect(after.sessionStartedAt).toBe(startedAt.toISOString());
    // a new login is a new play session
    const login = await post(t.app, 'user/userLogin', { user_name: p.userName, password: p.password });
    const again = (await get(t.app, 'account/reality-check', { token: login.body.data.token.accessToken })).body.data;
    expect(Date.parse(again.sessionStartedAt)).toBeGreaterThan(startedAt.getTime() + 3600_000);
    expect(again.net).toBe(0);
  });

  it('the development helper moves a player\'s play session back (loopback only), for the end-to-end test of a reload', async () => {
    const p = await createPlayer(t.db);
    const before = Date.parse((await get(t.app, 'account/reality-check', { token: p.token })).body.data.sessionStartedAt);
    expect((await post(t.app, 'dev/play-session', { user_name: p.userName, minutes: 14 }, { ip: '198.51.100.7' })).statusCode).toBe(404);
    expect((await post(t.app, 'dev/play-session', { user_name: p.userName, minutes: 0 })).statusCode).toBe(400);
    const moved = await post(t.app, 'dev/play-session', { user_name: p.userName, minutes: 14 });
    expect(moved.body.data).toEqual({ sessions: 1 });
    const after = Date.parse((await get(t.app, 'account/reality-check', { token: p.token })).body.data.sessionStartedAt);
    expect(before - after).toBe(14 * 60_000);
  });
});
