import { createPlayer } from '../support/players';
import { get, post, startTestApp, type TestApp } from '../support/app';
import { assertLedgerBalanced, playerAccounts, systemAccount, transfer } from '../../src/wallet/ledger';
import { expireBonusGrants, grantBonus, recordWagering } from '../../src/wallet/bonus';
import { seedEvent } from '../support/catalog';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => assertLedgerBalanced(t.db));

/** A settled market as the exchange books it: hold, then loss/win and release. */
async function settle(userId: number, reference: string, holdPaise: number, netPaise: number) {
  await t.db.transaction(async (tx) => {
    const acc = await playerAccounts(tx, userId);
    const house = await systemAccount(tx, 'house', 1);
    const key = `${reference}:${userId}`;
    await transfer(tx, { idempotencyKey: `h:${key}`, fromAccountId: acc.cash, toAccountId: acc.hold, amountPaise: holdPaise, kind: 'bet_hold', reference });
    if (netPaise >= 0) {
      await transfer(tx, { idempotencyKey: `r:${key}`, fromAccountId: acc.hold, toAccountId: acc.cash, amountPaise: holdPaise, kind: 'bet_release', reference });
      if (netPaise > 0) await transfer(tx, { idempotencyKey: `w:${key}`, fromAccountId: house, toAccountId: acc.cash, amountPaise: netPaise, kind: 'bet_win', reference });
    } else {
      await transfer(tx, { idempotencyKey: `l:${key}`, fromAccountId: acc.hold, toAccountId: house, amountPaise: -netPaise, kind: 'bet_loss', reference });
      if (holdPaise + netPaise > 0) await transfer(tx, { idempotencyKey: `r:${key}`, fromAccountId: acc.hold, toAccountId: acc.cash, amountPaise: holdPaise + netPaise, kind: 'bet_release', reference });
    }
  });
}

describe('statements', () => {
  it('lists cash movements newest first with running balances', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1000 });
    await settle(p.userId, 'market:1.1', 10_000, 5_000);
    await settle(p.userId, 'market:1.2', 20_000, -15_000);
    const res = await post(t.app, 'account/statement', { page: 1, limit: 10 }, { token: p.token });
    const items = res.body.data.items;
    expect(items[0]).toMatchObject({ kind: 'bet_release', credit: 50, balance: 900 });
    expect(items.at(-1)).toMatchObject({ kind: 'test_funding', credit: 1000, debit: 0, balance: 1000 });
    expect(items[0].date).toMatch(/\+05:30$/);
    const transfers = await post(t.app, 'account/transfer-statement', {}, { token: p.token });
    expect(transfers.body.data.items.map((i: { kind: string }) => i.kind)).toEqual(['test_funding']);
  });

  it("names the event and market (or session) of every bet line, exposure ones included (issue 34 item 10)", async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1000 });
    const event = await seedEvent(t.db);
    const [names] = await t.db.query<{ event: string; market: string }>('SELECT e.name AS event, m.name AS market FROM markets m JOIN events e ON e.id = m.event_id WHERE m.id = $1', [event.marketId]);
    // exposure lines carry the positions' keys (m:, f:), settlement lines market: and fancy:
    await settle(p.userId, `m:${event.marketId}`, 10_000, 0);
    await settle(p.userId, `market:${event.marketId}`, 10_000, 5_000);
    await settle(p.userId, `f:${event.fancyId}`, 5_000, -5_000);
    const items = (await post(t.app, 'account/statement', { page: 1, limit: 10 }, { token: p.token })).body.data.items as Array<Record<string, unknown>>;
    const bets = items.filter((i) => String(i.kind).startsWith('bet_'));
    expect(bets.length).toBeGreaterThanOrEqual(5);
    for (const line of bets) {
      const isFancy = String(line.reference).startsWith('f:');
      expect(line).toMatchObject({ eventName: names!.event, marketName: isFancy ? '6 over runs MI' : names!.market, gameName: null });
    }
    expect(items.find((i) => i.kind === 'test_funding')).toMatchObject({ eventName: null, marketName: null, gameName: null });
  });

  it('gives profit and loss per market from the ledger', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1000 });
    await settle(p.userId, 'market:2.1', 10_000, 7_500);
    await settle(p.userId, 'fancy:9', 5_000, -5_000);
    const res = await post(t.app, 'account/profit-loss', {}, { token: p.token });
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ reference: 'fancy:9', win: 0, loss: 50, net: -50 }),
      expect.objectContaining({ reference: 'market:2.1', win: 75, loss: 0, net: 75 }),
    ]);
  });

  it('filters by dates in the player\'s zone and paginates', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1000 });
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await post(t.app, 'account/statement', { from_date: today, to_date: today }, { token: p.token })).body.data.items).toHaveLength(1);
    expect((await post(t.app, 'account/statement', { from_date: '2001-01-01', to_date: '2001-01-02' }, { token: p.token })).body.data.items).toHaveLength(0);
    expect((await post(t.app, 'account/statement', { page: 2, limit: 1 }, { token: p.token })).body.data.items).toHaveLength(0);
    const bad = async (body: unknown) => (await post(t.app, 'account/statement', body, { token: p.token })).body.msg;
    expect(await bad({ from_date: 'yesterday' })).toBe('from_date must be YYYY-MM-DD');
    expect(await bad({ from_date: '2024-02-10', to_date: '2024-02-01' })).toBe('from_date must not be after to_date');
    expect(await bad({ limit: 151 })).toBe('limit must be 1 to 150');
    expect(await bad({ page: 0 })).toBe('page must be a whole number from 1');
    expect(await bad({ utc_offset: 900 })).toBe('utc_offset must be minutes east of UTC, -840 to 840');
  });

  it('reads the days in the device\'s zone from the offset the browser sends', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1000 });
    await t.db.query(`UPDATE users SET time_zone = 'device' WHERE id = $1`, [p.userId]);
    const dayAt = (offsetMinutes: number) => new Date(Date.now() + offsetMinutes * 60_000).toISOString().slice(0, 10);
    const days = async (day: string, body: Record<string, unknown> = {}) =>
      (await post(t.app, 'account/statement', { from_date: day, to_date: day, ...body }, { token: p.token })).body.data.items.length;
    // today at UTC−12 is always yesterday (or earlier) at UTC+14: the funding shows only on the day of the offset sent
    const west = dayAt(-720);
    expect(await days(west, { utc_offset: -720 })).toBe(1);
    expect(await days(west, { utc_offset: 840 })).toBe(0);
    expect(await days(dayAt(840), { utc_offset: 840 })).toBe(1);
    expect(await days(dayAt(0))).toBe(1); // no offset: UTC days
    await t.db.query(`UPDATE users SET time_zone = 'india' WHERE id = $1`, [p.userId]);
    expect(await days(dayAt(330), { utc_offset: -720 })).toBe(1); // India is 330 whatever the browser says
  });
});

describe('bonus wallet', () => {
  it('reports zero bonus settings for a new player', async () => {
    const p = await createPlayer(t.db);
    const settings = await get(t.app, `account/${p.userId}/balance-settings`, { token: p.token });
    expect(settings.body).toMatchObject({ success: true, result: { useBonusWallet: false, walletCode: 'MAIN', wallets: [{ walletCode: 'MAIN', balance: 10000 }, { walletCode: 'BONUS', balance: 0 }] } });
    const wagering = await get(t.app, 'account/wagering-details?walletType=sports', { token: p.token });
    expect(wagering.body).toEqual({
      success: true,
      result: { walletType: 'sports', bonusBalance: 0, wageringRequired: 0, wageringCompleted: 0, wageringRemaining: 0, activeBonuses: [] },
    });
    expect((await get(t.app, 'account/wagering-details?walletType=poker', { token: p.token })).statusCode).toBe(400);
  });

  it('switches wallets and tracks a granted bonus\'s wagering', async () => {
    const p = await createPlayer(t.db);
    const sw = await t.app.inject({ method: 'PUT', url: `/api/v1/account/${p.userId}/settings/switch-wallet?useBonusWallet=true&walletCode=BONUS`, headers: { authorization: `Bearer ${p.token}` } });
    expect(sw.json().result).toEqual({ useBonusWallet: true, walletCode: 'BONUS' });
    const bad = await t.app.inject({ method: 'PUT', url: `/api/v1/account/${p.userId}/settings/switch-wallet?useBonusWallet=maybe`, headers: { authorization: `Bearer ${p.token}` } });
    expect(bad.statusCode).toBe(400);
    expect((await post(t.app, 'user/getBalanceCRef', undefined, { token: p.token })).body.data.use_bonus_wallet).toBe(true);

    await grantBonus(t.db, { userId: p.userId, amountPaise: 50_000, walletType: 'sports', wageringMultiplier: 5, validDays: 30, grantKey: `welcome:${p.userId}` });
    await grantBonus(t.db, { userId: p.userId, amountPaise: 50_000, walletType: 'sports', wageringMultiplier: 5, validDays: 30, grantKey: `welcome:${p.userId}` });
    await t.db.transaction((tx) => recordWagering(tx, p.userId, 'sports', 100_000));
    const wagering = (await get(t.app, 'account/wagering-details?walletType=sports', { token: p.token })).body.result;
    expect(wagering).toMatchObject({ bonusBalance: 500, wageringRequired: 2500, wageringCompleted: 1000, wageringRemaining: 1500 });
    expect((await post(t.app, 'account/bonus-statement', {}, { token: p.token })).body.data.items).toEqual([expect.objectContaining({ kind: 'bonus_grant', credit: 500 })]);
  });

  it('forfeits expired grants back to the bonus pool', async () => {
    const p = await createPlayer(t.db);
    const grant = await grantBonus(t.db, { userId: p.userId, amountPaise: 30_000, walletType: 'casino', wageringMultiplier: 2, validDays: 1, grantKey: `exp:${p.userId}` });
    expect(await expireBonusGrants(t.db)).toBe(0);
    await t.db.query(`UPDATE bonus_grants SET expires_at = now() - interval '1 second' WHERE id = $1`, [grant.id]);
    expect(await expireBonusGrants(t.db)).toBe(1);
    expect(await expireBonusGrants(t.db)).toBe(0);
    const wagering = (await get(t.app, 'account/wagering-details?walletType=casino', { token: p.token })).body.result;
    expect(wagering).toMatchObject({ bonusBalance: 0, wageringRequired: 0, activeBonuses: [] });
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM bonus_grants WHERE id = $1', [grant.id]);
    expect(row!.status).toBe('expired');
  });
});
