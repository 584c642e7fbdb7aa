// Play-money hosts (issue 33 item 1) through the real server: the host's configuration says coins,
// a sign-up receives the host's coins through the ledger, no money call answers on a play host (nor for
// a play-coin player on a real-money host), the daily top-up is given once per player-day, and only the
// platform operator sets a host's money mode, audited.
import type { FastifyInstance } from 'fastify';
import { get, post, startTestApp, type Json, type TestApp } from '../support/app';
import { createPlayer } from '../support/players';
import { seedEvent } from '../support/catalog';
import { assertLedgerBalanced, playerBalances, systemAccount, transfer } from '../../src/wallet/ledger';
import { topUpPlayCoins } from '../../src/wallet/play-coins';
import { createOperatorUser } from '../../src/operator/operators';
import { PLAY_MONEY_REFUSAL } from '../../src/domain/money-mode';
import { setHostMoneyMode } from '../../src/operator/hosts-admin';
import { creditBody, debitBody, openSession, qtIds, qtWallet, rollbackBody } from '../support/qt-wallet';

const PLAY = 'play.localhost';
let t: TestApp;
let platform: string;
let hostOps: string;
let playHostId: number;

async function put(app: FastifyInstance, path: string, body: unknown, token: string) {
  const res = await app.inject({ method: 'PUT', url: `/api/v1/${path}`, headers: { authorization: `Bearer ${token}`, host: 'localhost' }, payload: body as Json });
  return { statusCode: res.statusCode, body: res.json() as Json };
}

beforeAll(async () => {
  t = await startTestApp({ KHEL_DEV_HELPERS: 'on' });
  await createOperatorUser(t.db, { operatorId: 1, userName: 'money_platform', name: 'Platform', password: 'platform-pass-1' });
  await createOperatorUser(t.db, { operatorId: 3, userName: 'money_play_ops', name: 'Play Ops', password: 'play-pass-1' });
  platform = (await post(t.app, 'operator/login', { user_name: 'money_platform', password: 'platform-pass-1' })).body.data.accessToken;
  hostOps = (await post(t.app, 'operator/login', { user_name: 'money_play_ops', password: 'play-pass-1' })).body.data.accessToken;
  playHostId = (await t.db.query<{ id: number }>("SELECT id FROM hosts WHERE code = 'play'"))[0]!.id;
});
afterAll(() => t.close());
afterEach(() => assertLedgerBalanced(t.db));

let seq = 0;
async function signUp(host: string): Promise<{ userName: string; token: string; userId: number }> {
  const mobile = `97${String(Date.now() % 1e6).padStart(6, '0')}${String((seq += 1) % 100).padStart(2, '0')}`;
  const sent = await post(t.app, 'whatsapp/send-code', { country_code: '+91', mobile }, { host, ip: `10.9.0.${seq}` });
  const orderId = sent.body.data.orderId;
  const code = /(\d{6})/.exec((await get(t.app, `dev/outbox?mobile=%2B91${mobile}`)).body.data[0].body)![1]!;
  expect((await post(t.app, 'whatsapp/verify', { orderId, otp: code }, { host })).body.status).toBe(true);
  const userName = `coin${mobile.slice(-7)}`;
  expect((await post(t.app, 'user/register', { name: 'Coin Player', user_name: userName, mobile, password: 'secret1', country_code: '91', adult: true }, { host })).body.status).toBe(true);
  const login = await post(t.app, 'user/userLogin', { user_name: userName, password: 'secret1' }, { host });
  return { userName, token: login.body.data.token.accessToken, userId: login.body.data.id ?? (await t.db.query<{ id: number }>('SELECT id FROM users WHERE user_name = $1', [userName]))[0]!.id };
}

describe('a play-money host', () => {
  it("says coins in its configuration and hides deposit and withdrawal; a real-money host says rupees", async () => {
    const play = (await post(t.app, 'getSetting', {}, { host: PLAY })).body.data;
    expect(play).toMatchObject({ moneyMode: 'play', coinLabel: 'coins', showDeposit: false, showWithdrawal: false });
    const real = (await post(t.app, 'getSetting', {}, { host: 'localhost' })).body.data;
    expect(real).toMatchObject({ moneyMode: 'real', coinLabel: '', showDeposit: true });
  });

  it('gives a new player the host’s coins through the ledger, shown on the statement', async () => {
    const p = await signUp(PLAY);
    const balance = (await post(t.app, 'user/getBalanceCRef', {}, { host: PLAY, token: p.token })).body.data;
    expect(balance.balance).toBe(10_000);
    const statement = (await post(t.app, 'account/statement', { page: 1, limit: 10 }, { host: PLAY, token: p.token })).body.data.items as Json[];
    expect(statement).toEqual([expect.objectContaining({ kind: 'play_coins', description: 'Play coins', credit: 10_000 })]);
    expect((await t.db.query('SELECT play_money FROM users WHERE id = $1', [p.userId]))[0]).toEqual({ play_money: true });
  });

  it('answers no money call, for anyone; a play-coin player is refused on a real-money host too', async () => {
    const p = await signUp(PLAY);
    for (const [method, path] of [['GET', 'payments/methods'], ['POST', 'payments/deposit'], ['POST', 'payments/withdraw'], ['GET', 'payments/payout-accounts'], ['GET', 'payments/transactions']] as const) {
      const res = await t.app.inject({ method, url: `/api/v1/${path}`, headers: { host: PLAY, authorization: `Bearer ${p.token}` }, ...(method === 'POST' ? { payload: { amount: 500, utr: '123456789012', method: 'upi' } } : {}) });
      expect([path, res.statusCode, res.json().msg]).toEqual([path, 400, PLAY_MONEY_REFUSAL]);
    }
    const onReal = await post(t.app, 'payments/deposit', { amount: 500, utr: '123456789013', method: 'upi' }, { host: 'localhost', token: p.token });
    expect([onReal.statusCode, onReal.body.msg]).toEqual([400, PLAY_MONEY_REFUSAL]);
    expect((await t.db.query('SELECT 1 FROM deposits WHERE user_id = $1', [p.userId])).length).toBe(0);
    // a real-money player on a real-money host is not affected
    const real = await createPlayer(t.db);
    expect((await get(t.app, 'payments/methods', { host: 'localhost', token: real.token })).statusCode).toBe(200);
  });

  it("launches the casino's games with the host's coin label (the provider's pages show it), a real-money host's without", async () => {
    const p = await signUp(PLAY);
    const launched = new URL((await post(t.app, 'lotus/lobbyUrl', { game_id: 'fortune-wheel' }, { host: PLAY, token: p.token })).body.launchUrl as string);
    expect([launched.pathname, launched.searchParams.get('game'), launched.searchParams.get('coins')]).toEqual(['/launch', 'fortune-wheel', 'coins']);
    const real = await createPlayer(t.db);
    const onReal = new URL((await post(t.app, 'lotus/lobbyUrl', { game_id: 'fortune-wheel' }, { host: 'localhost', token: real.token })).body.launchUrl as string);
    expect([onReal.searchParams.get('game'), onReal.searchParams.has('coins')]).toEqual(['fortune-wheel', false]);
  });

  it('tops a player up to the amount once a day, with one ledger key per player-day', async () => {
    const p = await signUp(PLAY);
    await t.db.query("UPDATE accounts SET balance_paise = balance_paise - 400000 WHERE user_id = $1 AND kind = 'cash'", [p.userId]);
    await t.db.query("UPDATE accounts SET balance_paise = balance_paise + 400000 WHERE user_id = $1 AND kind = 'hold'", [p.userId]);
    const coins = { amount: 10_000, label: 'coins', dailyTopUp: true };
    const tomorrow = new Date(Date.now() + 86_400_000);
    const added = await t.db.transaction((tx) => topUpPlayCoins(tx, { id: p.userId, operatorId: 3 }, coins, tomorrow));
    expect(added).toBe(400_000);
    expect(await t.db.transaction((tx) => topUpPlayCoins(tx, { id: p.userId, operatorId: 3 }, coins, tomorrow))).toBe(0);
    expect((await playerBalances(t.db, p.userId)).cash).toBe(1_000_000);
    const keys = await t.db.query<{ idempotency_key: string }>("SELECT t.idempotency_key FROM transfers t JOIN accounts a ON a.id = t.to_account_id WHERE a.user_id = $1 AND t.kind = 'play_coins' ORDER BY t.id", [p.userId]);
    expect(keys.map((k) => k.idempotency_key)).toEqual([expect.stringMatching(new RegExp(`^play_coins:${p.userId}:\\d{4}-\\d{2}-\\d{2}$`)), expect.stringMatching(/^play_coins:/)]);
    // put the hold back so the ledger sums as it did
    await t.db.query("UPDATE accounts SET balance_paise = balance_paise - 400000 WHERE user_id = $1 AND kind = 'hold'", [p.userId]);
    await t.db.query("UPDATE accounts SET balance_paise = balance_paise + 400000 WHERE user_id = $1 AND kind = 'cash'", [p.userId]);
  });
});

describe("a host's money mode in the console", () => {
  it('is set by the platform operator only, and audited', async () => {
    const change = { mode: 'play', amount: 5000, label: 'Khel coins', dailyTopUp: false };
    expect((await put(t.app, `operator/hosts/${playHostId}/money-mode`, change, hostOps)).statusCode).toBe(403);
    const saved = await put(t.app, `operator/hosts/${playHostId}/money-mode`, change, platform);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.money).toMatchObject(change);
    const [row] = await t.db.query<Json>("SELECT action, detail FROM operator_audit WHERE action = 'host.money_mode' ORDER BY id DESC LIMIT 1");
    expect(row).toMatchObject({ action: 'host.money_mode', detail: { before: { mode: 'play', amount: 10_000 }, after: change } });
    expect((await post(t.app, 'getSetting', {}, { host: PLAY })).body.data).toMatchObject({ moneyMode: 'play', coinLabel: 'Khel coins' });
    const back = await put(t.app, `operator/hosts/${playHostId}/money-mode`, { ...change, mode: 'real' }, platform);
    expect(back.body.data.money.mode).toBe('real');
    expect((await post(t.app, 'getSetting', {}, { host: PLAY })).body.data).toMatchObject({ moneyMode: 'real', showDeposit: true });
    await put(t.app, `operator/hosts/${playHostId}/money-mode`, { mode: 'play', amount: 10_000, label: 'coins', dailyTopUp: true }, platform);
  });
});

describe("a real-money host's switch to play coins waits until its players hold no real money", () => {
  const toPlay = { mode: 'play', amount: 1_000, label: 'chips', dailyTopUp: false };
  const secondHostId = async () => (await t.db.query<{ id: number }>("SELECT id FROM hosts WHERE code = 'second'"))[0]!.id;
  const audits = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM operator_audit WHERE action = 'host.money_mode' AND entity_id = $1", [await secondHostId()]))[0]!.n;
  /** The switch to play coins is refused for `players` players, changing and auditing nothing. */
  const expectRefused = async (players: number) => {
    const auditsBefore = await audits();
    const refused = await put(t.app, `operator/hosts/${await secondHostId()}/money-mode`, toPlay, platform);
    expect([refused.statusCode, refused.body.status, refused.body.msg]).toEqual([
      409,
      false,
      `${players === 1 ? '1 player' : `${players} players`} of this host still ${players === 1 ? 'holds' : 'hold'} real money, open bets or casino rounds waiting for their payout: settle them (withdrawals paid, bets settled, rounds paid) before it plays with coins. Nothing was changed.`,
    ]);
    expect((await post(t.app, 'getSetting', {}, { host: 'second.localhost' })).body.data).toMatchObject({ moneyMode: 'real', coinLabel: '' });
    expect(await audits()).toBe(auditsBefore);
  };
  /** The switch goes through, audited; then back to rupees (nothing to settle that way). */
  const expectSwitched = async () => {
    const auditsBefore = await audits();
    const saved = await put(t.app, `operator/hosts/${await secondHostId()}/money-mode`, toPlay, platform);
    expect([saved.statusCode, saved.body.data.money]).toEqual([200, expect.objectContaining(toPlay)]);
    expect(await audits()).toBe(auditsBefore + 1);
    expect((await put(t.app, `operator/hosts/${await secondHostId()}/money-mode`, { ...toPlay, mode: 'real' }, platform)).statusCode).toBe(200);
  };

  it('is refused, changing and auditing nothing, while a player holds a balance or an open bet; goes through once they are settled', async () => {

    // a player with rupees on the host, and one whose only stake is in an open bet (held, not available)
    const rich = await createPlayer(t.db, { operatorId: 2, balanceRupees: 250 });
    await expectRefused(1);
    const bettor = await createPlayer(t.db, { operatorId: 2, balanceRupees: 0 });
    const market = await seedEvent(t.db);
    const [bet] = await t.db.query<{ id: number }>(
      "INSERT INTO bets (user_id, kind, market_id, selection_id, is_back, price, stake_paise, matched_paise) VALUES ($1, 'odds', $2, $3, true, 200, 10000, 10000) RETURNING id",
      [bettor.userId, market.marketId, market.runners[0]],
    );
    await expectRefused(2);
    // demo and play-coin players never hold real money: they do not count
    await createPlayer(t.db, { operatorId: 2, balanceRupees: 100, isDemo: true });
    const coins = await createPlayer(t.db, { operatorId: 2, balanceRupees: 100 });
    await t.db.query('UPDATE users SET play_money = true WHERE id = $1', [coins.userId]);
    await expectRefused(2);

    // settled: the rupees withdrawn (back to the house here), the bet voided
    const [cash] = await t.db.query<{ id: number; balance_paise: string }>("SELECT id, balance_paise FROM accounts WHERE user_id = $1 AND kind = 'cash'", [rich.userId]);
    await t.db.transaction(async (tx) =>
      transfer(tx, { idempotencyKey: `test_settle:${rich.userId}`, fromAccountId: cash!.id, toAccountId: await systemAccount(tx, 'house', 2), amountPaise: Number(cash!.balance_paise), kind: 'test_funding' }),
    );
    await expectRefused(1);
    await t.db.query("UPDATE bets SET status = 'void', result = 'void' WHERE id = $1", [bet!.id]);
    await expectSwitched();
  });

  it("counts a casino round waiting for its payout as real money: the player's stake is with the game, not on the balance", async () => {
    const wallet = qtWallet(t.app);
    const gamer = await createPlayer(t.db, { operatorId: 2, balanceRupees: 50 });
    const session = await openSession(t.app, gamer);
    // the whole balance staked in one round, a second round staked and rolled back by the provider
    const round = qtIds();
    expect((await wallet.transaction(debitBody(gamer, 40, round), session)).statusCode).toBe(200);
    const undone = qtIds();
    expect((await wallet.transaction(debitBody(gamer, 10, undone), session)).statusCode).toBe(200);
    expect((await wallet.rollback(rollbackBody(gamer, { ...undone, amount: 10 }))).statusCode).toBe(200);
    const [cash] = await t.db.query<{ id: number }>("SELECT id FROM accounts WHERE user_id = $1 AND kind = 'cash'", [gamer.userId]);
    await t.db.transaction(async (tx) =>
      transfer(tx, { idempotencyKey: `test_settle:${gamer.userId}`, fromAccountId: cash!.id, toAccountId: await systemAccount(tx, 'house', 2), amountPaise: 10_00, kind: 'test_funding' }),
    );
    expect((await playerBalances(t.db, gamer.userId)).cash).toBe(0);
    await expectRefused(1); // nothing on the balance, 40 in a round waiting for its payout
    // the round lost: paid out 0, and the stake is the operator's
    expect((await wallet.transaction(creditBody(gamer, 0, round.roundId), session)).statusCode).toBe(200);
    await expectSwitched();
  });
});

describe('play coins never meet rupees in production', () => {
  it('refuses to make one host of a real-money deployment a play host (one exchange book per market), and back', async () => {
    const actor = { operatorUserId: null, operatorId: 1, via: 'cli' as const };
    const realHostId = (await t.db.query<{ id: number }>("SELECT id FROM hosts WHERE code <> 'play' ORDER BY id LIMIT 1"))[0]!.id;
    const coins = { amount: 10_000, label: 'coins', dailyTopUp: true };
    await expect(setHostMoneyMode(t.db, actor, realHostId, { mode: 'play', ...coins })).rejects.toMatchObject({ refusal: 'conflict' });
    await expect(setHostMoneyMode(t.db, actor, playHostId, { mode: 'real', ...coins })).resolves.toMatchObject({ money: { mode: 'real' } });
    // every host real now: the play host may not come back in production
    await expect(setHostMoneyMode(t.db, actor, playHostId, { mode: 'play', ...coins })).rejects.toMatchObject({ refusal: 'conflict' });
    // development runs both kinds side by side
    await expect(setHostMoneyMode(t.db, actor, playHostId, { mode: 'play', ...coins }, { mixedModes: true })).resolves.toMatchObject({ money: { mode: 'play' } });
  });
});
