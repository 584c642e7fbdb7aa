// An exchange on a fresh test database for the tests of one file, and the checks exchange tests share.
import { Exchange } from '../../src/exchange/exchange';
import type { Sql } from '../../src/store/db';
import { assertLedgerBalanced, playerBalances } from '../../src/wallet/ledger';
import { createTestDb, type TestDatabase } from './test-db';

/**
 * Starts an exchange (bet delays not waited) on a fresh database before the file's tests and hands
 * both to `started`; after them, its queued writes finish and the database is dropped.
 */
export function useTestExchange(started: (t: { db: TestDatabase; exchange: Exchange }) => void): void {
  let db: TestDatabase;
  let exchange: Exchange;
  beforeAll(async () => {
    db = await createTestDb();
    exchange = await Exchange.start({ db, sleep: async () => undefined });
    started({ db, exchange });
  });
  afterAll(async () => {
    await exchange.idle();
    await db.drop();
  });
}

export const rupees = (r: number) => r * 100;

/** The ledger sums to zero, and each player's hold equals the sum of their exposure rows. */
export async function assertHoldsConsistent(db: Sql, userIds: readonly number[]): Promise<void> {
  await assertLedgerBalanced(db);
  for (const userId of userIds) {
    const [row] = await db.query<{ total: number | null }>('SELECT sum(exposure_paise)::bigint AS total FROM exposures WHERE user_id = $1', [userId]);
    expect((await playerBalances(db, userId)).hold).toBe(row?.total ?? 0);
  }
}
