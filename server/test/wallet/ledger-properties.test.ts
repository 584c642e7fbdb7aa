// Random transfer streams (with replays, overdrafts and key reuse) against a plain model of the
// ledger: balances always match the model, sum to zero, and no player account goes negative.
import fc from 'fast-check';
import { assertLedgerBalanced, balanceOf, IdempotencyConflictError, InsufficientFundsError, playerAccounts, systemAccount, transfer } from '../../src/wallet/ledger';
import { createTestDb, type TestDatabase } from '../support/test-db';

let db: TestDatabase;
const accounts: { id: number; player: boolean }[] = [];

beforeAll(async () => {
  db = await createTestDb();
  for (let i = 0; i < 3; i += 1) {
    const [u] = await db.query<{ id: number }>(`INSERT INTO users (operator_id, user_name, name) VALUES (1, $1, 'P') RETURNING id`, [`prop_user_${i}`]);
    const acc = await playerAccounts(db, u!.id);
    accounts.push({ id: acc.cash, player: true }, { id: acc.hold, player: true });
  }
  accounts.push({ id: await systemAccount(db, 'house', 1), player: false }, { id: await systemAccount(db, 'bonus_pool', 1), player: false });
});
afterAll(() => db.drop());

interface Step {
  from: number;
  to: number;
  amount: number;
  key: number;
}

it('keeps balances equal to a model under random transfer streams', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({ from: fc.nat({ max: 7 }), to: fc.nat({ max: 7 }), amount: fc.integer({ min: 1, max: 5_000 }), key: fc.nat({ max: 15 }) }),
        { minLength: 1, maxLength: 30 },
      ),
      async (steps: Step[]) => {
        run += 1;
        const model = new Map<number, number>();
        for (const a of accounts) model.set(a.id, await balanceOf(db, a.id));
        const seen = new Map<string, Step>();
        for (const s of steps) {
          if (s.from === s.to) continue;
          const from = accounts[s.from]!;
          const to = accounts[s.to]!;
          const key = `prop:${run}:${s.key}`;
          const input = { idempotencyKey: key, fromAccountId: from.id, toAccountId: to.id, amountPaise: s.amount, kind: 'prop' };
          const first = seen.get(key);
          const outcome = await db.transaction((tx) => transfer(tx, input)).then(
            (r) => r,
            (err: unknown) => err,
          );
          if (first) {
            const same = first.from === s.from && first.to === s.to && first.amount === s.amount;
            if (same) expect(outcome).toMatchObject({ replayed: true });
            else expect(outcome).toBeInstanceOf(IdempotencyConflictError);
            continue;
          }
          const fromBalance = model.get(from.id)!;
          if (from.player && fromBalance < s.amount) {
            expect(outcome).toBeInstanceOf(InsufficientFundsError);
            continue;
          }
          expect(outcome).toMatchObject({ replayed: false });
          seen.set(key, s);
          model.set(from.id, fromBalance - s.amount);
          model.set(to.id, model.get(to.id)! + s.amount);
        }
        for (const a of accounts) expect(await balanceOf(db, a.id)).toBe(model.get(a.id));
        await assertLedgerBalanced(db);
      },
    ),
    { numRuns: 25 },
  );
});
