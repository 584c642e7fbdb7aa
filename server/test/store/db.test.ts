import { createTestDb, testDbKind, type TestDatabase } from '../support/test-db';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.drop());

const pgliteOnly = testDbKind() === 'pglite' ? it : it.skip;

describe('the database', () => {
  pgliteOnly('refuses, rather than waits forever for, a statement on the database from inside one of its transactions', async () => {
    const attempt = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      return db.query('SELECT 2');
    });
    await expect(attempt).rejects.toThrow(/would wait forever/);
    // the transaction ended and the database answers
    expect(await db.query<{ n: number }>('SELECT 3 AS n')).toEqual([{ n: 3 }]);
  });

  it('answers statements on the database again once a transaction has ended, also from work it started', async () => {
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.query('SELECT 4 AS n'));
    });
    expect(await later).toEqual([{ n: 4 }]);
  });

  it('runs a long statement many times (prepared once per connection on PostgreSQL)', async () => {
    const text = `SELECT $1::int + 1 AS n /* ${'x'.repeat(420)} */`;
    for (let i = 0; i < 5; i++) expect(await db.query<{ n: number }>(text, [i])).toEqual([{ n: i + 1 }]);
  });
});
