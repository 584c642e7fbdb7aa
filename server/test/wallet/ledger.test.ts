import type { Sql } from '../../src/store/db';
import {
  assertLedgerBalanced,
  balanceOf,
  IdempotencyConflictError,
  InsufficientFundsError,
  marketMakerUserId,
  playerAccounts,
  playerBalances,
  systemAccount,
  transfer,
} from '../../src/wallet/ledger';
import { createTestDb, type TestDatabase } from '../support/test-db';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.drop();
});
afterEach(async () => {
  await assertLedgerBalanced(db);
});

let seq = 0;
async function newUser(tx: Sql = db): Promise<number> {
  seq += 1;
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO users (operator_id, user_name, name) VALUES (1, $1, 'Test') RETURNING id`,
    [`ledger_user_${seq}_${Date.now()}`],
  );
  return rows[0]!.id;
}

async function fundedPlayer(paise: number) {
  const userId = await newUser();
  const accounts = await db.transaction(async (tx) => {
    const acc = await playerAccounts(tx, userId);
    const house = await systemAccount(tx, 'house', 1);
    await transfer(tx, { idempotencyKey: `fund:${userId}`, fromAccountId: house, toAccountId: acc.cash, amountPaise: paise, kind: 'test_funding' });
    return acc;
  });
  return { userId, accounts };
}

describe('ledger', () => {
  it('funds the market maker with ₹1,00,00,000 from the house at migration', async () => {
    const mm = await marketMakerUserId(db);
    const acc = await playerAccounts(db, mm);
    expect(await balanceOf(db, acc.cash)).toBe(1_000_000_000);
  });

  it('creates player accounts once and returns the same ids', async () => {
    const userId = await newUser();
    const a = await playerAccounts(db, userId);
    const b = await playerAccounts(db, userId);
    expect(a).toEqual(b);
    expect(new Set([a.cash, a.hold, a.bonus]).size).toBe(3);
  });

  it('moves money between accounts and keeps running balances on the transfer', async () => {
    const { accounts } = await fundedPlayer(10_000);
    await db.transaction((tx) =>
      transfer(tx, { idempotencyKey: 'hold:1', fromAccountId: accounts.cash, toAccountId: accounts.hold, amountPaise: 2_500, kind: 'bet_hold' }),
    );
    expect(await playerBalances(db, (await db.query<{ user_id: number }>('SELECT user_id FROM accounts WHERE id = $1', [accounts.cash]))[0]!.user_id)).toEqual({
      cash: 7_500,
      hold: 2_500,
      bonus: 0,
    });
    const [row] = await db.query('SELECT from_balance_after, to_balance_after FROM transfers WHERE idempotency_key = $1', ['hold:1']);
    expect(row).toEqual({ from_balance_after: 7_500, to_balance_after: 2_500 });
  });

  it('refuses to take a player account below zero and writes nothing', async () => {
    const { accounts } = await fundedPlayer(1_000);
    const before = await db.query('SELECT count(*)::int AS n FROM transfers');
    await expect(
      db.transaction((tx) =>
        transfer(tx, { idempotencyKey: 'over:1', fromAccountId: accounts.cash, toAccountId: accounts.hold, amountPaise: 1_001, kind: 'bet_hold' }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await db.query('SELECT count(*)::int AS n FROM transfers')).toEqual(before);
    expect(await balanceOf(db, accounts.cash)).toBe(1_000);
  });

  it('lets system accounts go negative', async () => {
    const clearing = await systemAccount(db, 'payments_clearing', 1);
    const { accounts } = await fundedPlayer(1);
    await db.transaction((tx) =>
      transfer(tx, { idempotencyKey: 'dep:neg', fromAccountId: clearing, toAccountId: accounts.cash, amountPaise: 500, kind: 'deposit' }),
    );
    expect(await balanceOf(db, clearing)).toBeLessThan(0);
  });

  it('moves money once for a replayed idempotency key and returns the first transfer', async () => {
    const { accounts } = await fundedPlayer(10_000);
    const input = { idempotencyKey: 'replay:1', fromAccountId: accounts.cash, toAccountId: accounts.hold, amountPaise: 3_000, kind: 'bet_hold', reference: 'bet:1' };
    const first = await db.transaction((tx) => transfer(tx, input));
    const second = await db.transaction((tx) => transfer(tx, input));
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ transferId: first.transferId, replayed: true });
    expect(await balanceOf(db, accounts.cash)).toBe(7_000);
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => db.transaction((tx) => transfer(tx, { ...input, idempotencyKey: 'replay:2' }))),
    );
    expect(concurrent.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(concurrent.map((r) => r.transferId)).size).toBe(1);
    expect(await balanceOf(db, accounts.cash)).toBe(4_000);
  });

  it('refuses the same key for a different movement', async () => {
    const { accounts } = await fundedPlayer(10_000);
    await db.transaction((tx) =>
      transfer(tx, { idempotencyKey: 'conflict:1', fromAccountId: accounts.cash, toAccountId: accounts.hold, amountPaise: 100, kind: 'bet_hold' }),
    );
    await expect(
      db.transaction((tx) =>
        transfer(tx, { idempotencyKey: 'conflict:1', fromAccountId: accounts.cash, toAccountId: accounts.hold, amountPaise: 200, kind: 'bet_hold' }),
      ),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await balanceOf(db, accounts.cash)).toBe(9_900);
  });

  it('rejects non-integer, zero and negative amounts', async () => {
    const { accounts } = await fundedPlayer(10_000);
    for (const amountPaise of [0, -5, 1.5, Number.NaN, 2 ** 60]) {
      await expect(
        db.transaction((tx) =>
          transfer(tx, { idempotencyKey: `bad:${amountPaise}`, fromAccountId: accounts.cash, toAccountId: accounts.hold, amountPaise, kind: 'x' }),
        ),
      ).rejects.toThrow('positive whole number');
    }
    expect(await balanceOf(db, accounts.cash)).toBe(10_000);
  });

  it('never overdraws under 50 concurrent debits worth more than the balance', async () => {
    const { accounts } = await fundedPlayer(10_000);
    const house = await systemAccount(db, 'house', 1);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        db.transaction((tx) =>
          transfer(tx, { idempotencyKey: `par:${accounts.cash}:${i}`, fromAccountId: accounts.cash, toAccountId: house, amountPaise: 300, kind: 'withdrawal' }),
        ),
      ),
    );
    const done = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(done).toBe(33);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    expect(await balanceOf(db, accounts.cash)).toBe(100);
  });

  it('keeps transfers immutable', async () => {
    await expect(db.query("UPDATE transfers SET amount_paise = 1 WHERE idempotency_key = 'seed:market-maker-funding'")).rejects.toThrow(
      'immutable',
    );
    await expect(db.query("DELETE FROM transfers WHERE idempotency_key = 'seed:market-maker-funding'")).rejects.toThrow('immutable');
  });

  it('detects a balance that drifts from its transfers', async () => {
    const { accounts } = await fundedPlayer(1_000);
    const house = await systemAccount(db, 'house', 1);
    await db.query('UPDATE accounts SET balance_paise = balance_paise + 1 WHERE id = $1', [accounts.cash]);
    await db.query('UPDATE accounts SET balance_paise = balance_paise - 1 WHERE id = $1', [house]);
    await expect(assertLedgerBalanced(db)).rejects.toThrow('disagree with their transfers');
    await db.query('UPDATE accounts SET balance_paise = balance_paise - 1 WHERE id = $1', [accounts.cash]);
    await db.query('UPDATE accounts SET balance_paise = balance_paise + 1 WHERE id = $1', [house]);
  });
});
