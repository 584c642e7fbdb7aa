import { post, get, startTestApp, type TestApp } from '../support/app';
import { seedEvent, type TestMarket } from '../support/catalog';
import { createPlayer } from '../support/players';
import { assertLedgerBalanced, playerBalances } from '../../src/wallet/ledger';
import { assertPlayerMayBet } from '../../src/responsible-gambling/responsible-gambling';
import { ResponsibleGamblingRefusal } from '../../src/domain/responsible-gambling';
import { createOperatorUser } from '../../src/operator/operators';

let t: TestApp;
let m: TestMarket;
let operatorToken: string;

beforeAll(async () => {
  t = await startTestApp();
  m = await seedEvent(t.db);
  await createOperatorUser(t.db, { operatorId: 1, userName: 'ops_rg', name: 'Ops RG', password: 'operator-pass-rg' });
  operatorToken = (await post(t.app, 'operator/login', { user_name: 'ops_rg', password: 'operator-pass-rg' })).body.data.accessToken;
});
afterAll(() => t.close());
afterEach(() => assertLedgerBalanced(t.db));

let utrSeq = 0;
const nextUtr = () => `7${String(Date.now() % 1_000_000).padStart(6, '0')}${String((utrSeq += 1)).padStart(5, '0')}`;
const rowCount = async (table: string, userId: number) => Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [userId]))[0]!.n);

describe('account/responsible-gambling', () => {
  it('shows no limits at first, sets a limit at once and records the change', async () => {
    const p = await createPlayer(t.db);
    const first = await get(t.app, 'account/responsible-gambling', { token: p.token });
    expect(first.body.data).toMatchObject({ deposit: { day: { amount: null, pending: null } }, realityCheckMinutes: null, coolOffUntil: null, history: [] });
    const set = await post(t.app, 'account/responsible-gambling', { type: 'limit', kind: 'deposit', period: 'day', amount: 2000 }, { token: p.token });
    expect(set.statusCode).toBe(200);
    expect(set.body.msg).toBe('Saved. This applies now.');
    expect(set.body.data.deposit.day).toEqual({ amount: 2000, pending: null });
    const raised = await post(t.app, 'account/responsible-gambling', { type: 'limit', kind: 'deposit', period: 'day', amount: 5000.5 }, { token: p.token });
    expect(raised.body.data.deposit.day.amount).toBe(2000);
    expect(raised.body.data.deposit.day.pending.amount).toBe(5000.5);
    const waitMs = Date.parse(raised.body.data.deposit.day.pending.effectiveAt) - Date.now();
    expect(waitMs).toBeGreaterThan(23.9 * 3600_000);
    expect(waitMs).toBeLessThanOrEqual(24 * 3600_000);
    expect(raised.body.msg).toMatch(/^Saved\. This change applies on /);
    const removed = await post(t.app, 'account/responsible-gambling', { type: 'remove-limit', kind: 'deposit', period: 'day' }, { token: p.token });
    expect(removed.body.data.deposit.day).toMatchObject({ amount: 2000, pending: { amount: null } });
    const reminder = await post(t.app, 'account/responsible-gambling', { type: 'reality-check', minutes: 30 }, { token: p.token });
    expect(reminder.body.data.realityCheckMinutes).toBe(30);
    const history = (await get(t.app, 'account/responsible-gambling', { token: p.token })).body.data.history;
    expect(history.map((h: { change: { type: string } }) => h.change.type)).toEqual(['reality-check', 'limit', 'limit', 'limit']);
    expect(history[1].change).toEqual({ type: 'limit', kind: 'deposit', period: 'day', valuePaise: null });
  });

  it("names the field a malformed change gets wrong and its bounds", async () => {
    const p = await createPlayer(t.db);
    const msgOf = async (body: unknown) => (await post(t.app, 'account/responsible-gambling', body, { token: p.token })).body.msg;
    expect(await msgOf({ type: 'cool-off', hours: 2 })).toBe('hours must be 24 to 1008');
    expect(await msgOf({ type: 'self-exclusion', months: 1 })).toBe('months must be 6, 12, 24, 36, 60');
    expect(await msgOf({ type: 'reality-check', minutes: 5 })).toBe('minutes must be 0 (off) or 10 to 120');
    expect(await msgOf({ type: 'limit', kind: 'wins', period: 'day', amount: 100 })).toBe('kind must be deposit or loss');
    expect(await msgOf({ type: 'limit', kind: 'deposit', period: 'year', amount: 100 })).toBe('period must be day, week, month');
    expect(await msgOf({ type: 'limit', kind: 'deposit', period: 'day', amount: 0 })).toBe('amount must be 1 to 1,00,00,000 rupees');
    expect(await msgOf({ type: 'limit', kind: 'deposit', period: 'day', amount: '100' })).toBe('amount must be 1 to 1,00,00,000 rupees');
    expect(await msgOf([1, 2])).toBe('Request body must be an object');
  });

  it('answers malformed changes with 400 and writes nothing', async () => {
    const p = await createPlayer(t.db);
    const bodies: unknown[] = [
      {},
      { type: 'limit', kind: 'deposit', period: 'day' },
      { type: 'limit', kind: 'deposit', period: 'day', amount: '' },
      { type: 'limit', kind: 'deposit', period: 'day', amount: null },
      { type: 'limit', kind: 'deposit', period: 'day', amount: 0 },
      { type: 'limit', kind: 'deposit', period: 'day', amount: 10.555 },
      { type: 'limit', kind: 'deposit', period: 'year', amount: 100 },
      { type: 'limit', kind: 'wins', period: 'day', amount: 100 },
      { type: 'limit', kind: 'deposit', period: 'day', amount: 1_00_00_001 },
      { type: 'cool-off', hours: 2 },
      { type: 'cool-off', hours: 'forever' },
      { type: 'self-exclusion', months: 1 },
      { type: 'reality-check', minutes: 5 },
      { type: 'reality-check', minutes: '' },
      { type: 'holiday' },
      [1, 2],
      'type=limit',
    ];
    for (const body of bodies) {
      const res = await post(t.app, 'account/responsible-gambling', body, { token: p.token });
      expect([res.statusCode >= 400 && res.statusCode < 500, body]).toEqual([true, body]);
      expect(res.body.status).toBe(false);
    }
    expect(await rowCount('rg_changes', p.userId)).toBe(0);
    expect((await post(t.app, 'account/responsible-gambling', { type: 'cool-off', hours: 24 })).statusCode).toBe(401);
    const demo = await createPlayer(t.db, { isDemo: true });
    expect((await post(t.app, 'account/responsible-gambling', { type: 'cool-off', hours: 24 }, { token: demo.token })).body.msg).toBe('Please login from your read ID.');
    expect(await rowCount('rg_changes', demo.userId)).toBe(0);
  });

  it('refuses a deposit over the deposit limit with a clear message and records nothing', async () => {
    const p = await createPlayer(t.db);
    await post(t.app, 'account/responsible-gambling', { type: 'limit', kind: 'deposit', period: 'week', amount: 1000 }, { token: p.token });
    expect((await post(t.app, 'payments/deposit', { amount: 600, utr: nextUtr() }, { token: p.token })).statusCode).toBe(200);
    const over = await post(t.app, 'payments/deposit', { amount: 500, utr: nextUtr() }, { token: p.token });
    expect(over.statusCode).toBe(400);
    expect(over.body).toMatchObject({ msg: 'This deposit is over your weekly deposit limit of ₹1,000. You can deposit up to ₹400 now.', code: 'deposit_limit' });
    expect(await rowCount('deposits', p.userId)).toBe(1);
    expect((await post(t.app, 'payments/deposit', { amount: 400, utr: nextUtr() }, { token: p.token })).statusCode).toBe(200);
  });

  it('during a cool-off refuses bets and deposits, but login, statements and withdrawals still work', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 5000 });
    const cool = await post(t.app, 'account/responsible-gambling', { type: 'cool-off', hours: 72 }, { token: p.token });
    expect(Date.parse(cool.body.data.coolOffUntil) - Date.now()).toBeGreaterThan(71.9 * 3600_000);
    const bet = await post(t.app, 'bet/saveBet', { is_back: 1, market_id: m.marketId, odds: 2, selection_id: m.runners[0], stack: 100 }, { token: p.token });
    expect(bet.statusCode).toBe(400);
    expect(bet.body.code).toBe('cool_off');
    const fancy = await post(t.app, 'bet/saveFancyBet', { is_back: 1, fancy_id: m.fancyId, run: 46, size: 100, stack: 100 }, { token: p.token });
    expect(fancy.body.code).toBe('cool_off');
    expect((await post(t.app, 'payments/deposit', { amount: 500, utr: nextUtr() }, { token: p.token })).body.code).toBe('cool_off');
    expect((await playerBalances(t.db, p.userId)).hold).toBe(0);
    expect((await post(t.app, 'user/userLogin', { user_name: p.userName, password: p.password })).statusCode).toBe(200);
    expect((await post(t.app, 'account/statement', {}, { token: p.token })).statusCode).toBe(200);
    const account = (await post(t.app, 'payments/payout-accounts', { type: 'upi', upi_id: 'rg.player@okaxis' }, { token: p.token })).body.data.id;
    expect((await post(t.app, 'payments/withdraw', { amount: 1000, payout_account_id: account }, { token: p.token })).statusCode).toBe(200);
    // a shorter cool-off cannot end it early
    const again = await post(t.app, 'account/responsible-gambling', { type: 'cool-off', hours: 24 }, { token: p.token });
    expect(again.body.data.coolOffUntil).toBe(cool.body.data.coolOffUntil);
  });

  it('a cool-off or self-exclusion applies to the very next bet, though earlier bets were let through from memory', async () => {
    for (const change of [{ type: 'cool-off', hours: 24 }, { type: 'self-exclusion', months: 6 }]) {
      const p = await createPlayer(t.db, { balanceRupees: 5000 });
      const bet = () => post(t.app, 'bet/saveBet', { is_back: 1, market_id: m.marketId, odds: 2, selection_id: m.runners[0], stack: 100 }, { token: p.token });
      // two bets: the second is let through on what the first read of the player's (absent) limits
      expect((await bet()).statusCode).toBe(200);
      expect((await bet()).statusCode).toBe(200);
      expect((await post(t.app, 'account/responsible-gambling', change, { token: p.token })).statusCode).toBe(200);
      const refused = await bet();
      expect(refused.statusCode).toBe(400);
      expect(refused.body.code).toBe(change.type === 'cool-off' ? 'cool_off' : 'self_excluded');
      expect((await playerBalances(t.db, p.userId)).hold).toBe(200_00);
    }
  });

  it('refuses a bet that could push the net loss past the loss limit, counting settled losses and open exposure', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 5000 });
    await post(t.app, 'account/responsible-gambling', { type: 'limit', kind: 'loss', period: 'day', amount: 300 }, { token: p.token });
    const lay = (stack: number) => post(t.app, 'bet/saveBet', { is_back: 0, market_id: m.marketId, odds: 3, selection_id: m.runners[1], stack }, { token: p.token });
    // a lay at 3.0 of ₹200 risks ₹400: over the ₹300 limit
    expect((await lay(200)).body.code).toBe('loss_limit');
    expect((await lay(100)).statusCode).toBe(200);
    // ₹200 already at risk: a back of ₹150 more could lose ₹350 in all
    const back = await post(t.app, 'bet/saveBet', { is_back: 1, market_id: m.marketId, odds: 2, selection_id: m.runners[0], stack: 150 }, { token: p.token });
    expect(back.body.msg).toMatch(/net-loss limit of ₹300/);
    await expect(assertPlayerMayBet(t.db, p.userId, 100_00)).resolves.toBeUndefined();
    await expect(assertPlayerMayBet(t.db, p.userId, 100_01)).rejects.toBeInstanceOf(ResponsibleGamblingRefusal);
  });
});

describe('net-loss limit under simultaneous bets', () => {
  it('lets only as many of several bets sent at once through as the limit covers, checked as each commits', async () => {
    const market = await seedEvent(t.db);
    const p = await createPlayer(t.db, { balanceRupees: 5000 });
    await post(t.app, 'account/responsible-gambling', { type: 'limit', kind: 'loss', period: 'day', amount: 300 }, { token: p.token });
    // each lay at 3.0 of ₹100 risks ₹200: alone each is within the ₹300 limit, two together are not
    const lay = () => post(t.app, 'bet/saveBet', { is_back: 0, market_id: market.marketId, odds: 3, selection_id: market.runners[1], stack: 100 }, { token: p.token });
    const answers = await Promise.all(Array.from({ length: 6 }, lay));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expect(refused).toMatchObject({ statusCode: 400, body: { code: 'loss_limit' } });
    expect((await playerBalances(t.db, p.userId)).hold).toBe(200_00);
    expect(await rowCount('bets', p.userId)).toBe(1);

    // a fancy bet too is checked in its own transaction against what is held by then
    const fancy = () => post(t.app, 'bet/saveFancyBet', { fancy_id: market.fancyId, is_back: 1, run: 46, size: 100, stack: 60 }, { token: p.token });
    const fancyAnswers = await Promise.all([fancy(), fancy(), fancy()]);
    expect(fancyAnswers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect((await playerBalances(t.db, p.userId)).hold).toBe(260_00);
  });
});

describe('payments additions', () => {
  it('a deposit sent twice with one request_id is recorded once', async () => {
    const p = await createPlayer(t.db);
    const body = { amount: 700, utr: nextUtr(), method: 'upi', request_id: 'dep-abc-1' };
    const [a, b] = await Promise.all([post(t.app, 'payments/deposit', body, { token: p.token }), post(t.app, 'payments/deposit', body, { token: p.token })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body.data.referenceNo).toBe(b.body.data.referenceNo);
    expect(await rowCount('deposits', p.userId)).toBe(1);
    expect((await post(t.app, 'payments/deposit', { ...body, request_id: 'bad key!' }, { token: p.token })).body.msg).toBe('request_id is invalid');
  });

  it('a pending withdrawal can be cancelled once: the hold returns to cash; a decided one cannot', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 3000 });
    const account = (await post(t.app, 'payments/payout-accounts', { type: 'upi', upi_id: 'cancel.me@okaxis' }, { token: p.token })).body.data.id;
    const w = (await post(t.app, 'payments/withdraw', { amount: 1200, payout_account_id: account }, { token: p.token })).body.data;
    expect((await playerBalances(t.db, p.userId)).cash).toBe(1800_00);
    const other = await createPlayer(t.db);
    expect((await post(t.app, `payments/withdrawals/${w.referenceNo}/cancel`, {}, { token: other.token })).statusCode).toBe(404);
    expect((await post(t.app, 'payments/withdrawals/X1/cancel', {}, { token: p.token })).statusCode).toBe(404);
    const cancelled = await post(t.app, `payments/withdrawals/${w.referenceNo}/cancel`, {}, { token: p.token });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', referenceNo: w.referenceNo });
    expect((await playerBalances(t.db, p.userId)).cash).toBe(3000_00);
    expect((await post(t.app, `payments/withdrawals/${w.referenceNo}/cancel`, {}, { token: p.token })).statusCode).toBe(409);
    expect((await playerBalances(t.db, p.userId)).cash).toBe(3000_00);
    const statement = (await post(t.app, 'account/statement', {}, { token: p.token })).body.data.items;
    expect(statement[0]).toMatchObject({ description: 'Withdrawal cancelled', credit: 1200, balance: 3000 });

    const paid = (await post(t.app, 'payments/withdraw', { amount: 100, payout_account_id: account }, { token: p.token })).body.data;
    const id = Number(paid.referenceNo.slice(1));
    expect((await post(t.app, `operator/withdrawals/${id}/approve`, {}, { token: operatorToken })).statusCode).toBe(200);
    expect((await post(t.app, `payments/withdrawals/${paid.referenceNo}/cancel`, {}, { token: p.token })).body.msg).toBe('Withdrawal is already paid');
  });
});

describe('profit and loss names', () => {
  it('names the sport, event and market of each settled market', async () => {
    const layer = await createPlayer(t.db, { balanceRupees: 1000 });
    const backer = await createPlayer(t.db, { balanceRupees: 1000 });
    const market = await seedEvent(t.db);
    const bet = (p: { token: string }, isBack: 0 | 1) => post(t.app, 'bet/saveBet', { is_back: isBack, market_id: market.marketId, odds: 2, selection_id: market.runners[0], stack: 100 }, { token: p.token });
    expect((await bet(layer, 0)).statusCode).toBe(200);
    expect((await bet(backer, 1)).body.data.matched).toBe(100);
    await (t.app as unknown as { exchange: { settleMarket: (m: string, w: number, by: string) => Promise<unknown> } }).exchange.settleMarket(market.marketId, market.runners[0], 'test');
    const items = (await post(t.app, 'account/profit-loss', {}, { token: backer.token })).body.data.items;
    expect(items[0]).toMatchObject({ reference: `market:${market.marketId}`, sportId: 4, eventName: 'Mumbai v Chennai', marketName: 'Match Odds', net: 100 });
    expect((await post(t.app, 'account/profit-loss', {}, { token: layer.token })).body.data.items[0]).toMatchObject({ eventId: market.eventId, net: -100 });
  });
});
