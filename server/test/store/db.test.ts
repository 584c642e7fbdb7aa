import { arrayLiteral, coalesced } from '../../src/store/db';
import { createTestDb, testDbKind, type TestDatabase } from '../support/test-db';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.drop());

const pgliteOnly = testDbKind() === 'pglite' ? it : it.skip;
const postgresOnly = testDbKind() === 'postgres' ? it : it.skip;

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

  it('sends arrays of numbers, booleans and nulls as array text, and reads them back as sent', async () => {
    expect(arrayLiteral([1, -2, 9_007_199_254_740_991, null, undefined])).toBe('{1,-2,9007199254740991,NULL,NULL}');
    expect(arrayLiteral([true, false, null])).toBe('{true,false,NULL}');
    expect(arrayLiteral([])).toBe('{}');
    // anything else is left to the driver as it was
    for (const other of [['a', 'b"'], [1, 'x'], [[1, 2]], [Number.NaN], 'text', 5, null]) expect(arrayLiteral(other)).toBe(other);
    const [row] = await db.query<{ n: string; b: boolean[]; t: string[] }>("SELECT array_to_string($1::bigint[], ',', 'null') AS n, $2::boolean[] AS b, $3::text[] AS t", [
      [3, null, -9_007_199_254_740_991],
      [true, null, false],
      ['a"b', null, '{x}', 'NULL'],
    ]);
    expect(row).toEqual({ n: '3,null,-9007199254740991', b: [true, null, false], t: ['a"b', null, '{x}', 'NULL'] });
  });

  it('runs a long statement many times (prepared once per connection on PostgreSQL)', async () => {
    const text = `SELECT $1::int + 1 AS n /* ${'x'.repeat(420)} */`;
    for (let i = 0; i < 5; i++) expect(await db.query<{ n: number }>(text, [i])).toEqual([{ n: i + 1 }]);
  });

  postgresOnly("runs the writer's prepared statements on one generic plan without sequential scans, and only the writer's", async () => {
    const text = `SELECT count(*)::int AS n FROM unnest($1::int[]) /* ${'y'.repeat(420)} */`;
    for (let i = 1; i <= 6; i++) expect(await db.writer.query(text, [Array.from({ length: i }, (_, k) => k)])).toEqual([{ n: i }]);
    // the writer is one connection, so these read the session that ran the statement
    expect(await db.writer.query('SHOW plan_cache_mode')).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
    expect(await db.writer.query('SHOW enable_seqscan')).toEqual([{ enable_seqscan: 'off' }]);
    const plans = await db.writer.query('SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement = $1', [text]);
    expect(plans).toEqual([{ generic: 6, custom: 0 }]);
    // the other connections keep PostgreSQL's choice (a read's custom plan can use its parameters)
    expect(await db.query('SHOW plan_cache_mode')).toEqual([{ plan_cache_mode: 'auto' }]);
    expect(await db.query('SHOW enable_seqscan')).toEqual([{ enable_seqscan: 'on' }]);
  });

  postgresOnly("commits the writer's transactions without waiting for the disk, and `durable` waits for them", async () => {
    expect(await db.writer.query('SHOW synchronous_commit')).toEqual([{ synchronous_commit: 'off' }]);
    expect(await db.query('SHOW synchronous_commit')).toEqual([{ synchronous_commit: 'on' }]);
    await db.query('CREATE TABLE durable_check (n int)');
    for (let i = 0; i < 5; i++) {
      await db.writer.query('INSERT INTO durable_check VALUES ($1)', [i]);
      const [{ lsn }] = (await db.writer.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')) as [{ lsn: string }];
      await db.durable();
      const [{ flushed }] = (await db.query<{ flushed: boolean }>('SELECT pg_current_wal_flush_lsn() >= $1::pg_lsn AS flushed', [lsn])) as [{ flushed: boolean }];
      expect(flushed).toBe(true);
    }
  });

  it('runs one flush at a time: calls made meanwhile share the next, which starts after them', async () => {
    const runs: Array<() => void> = [];
    const started: number[] = [];
    const flush = coalesced(() => new Promise<void>((resolve) => (started.push(runs.length), runs.push(resolve))));
    const first = flush();
    const second = flush();
    const third = flush();
    expect(runs).toHaveLength(1);
    expect(second).toBe(third);
    runs[0]!();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toHaveLength(2); // the calls made during the first run get a run of their own
    runs[1]!();
    await Promise.all([second, third]);
    const failing = coalesced(() => Promise.reject(new Error('lost')));
    await expect(failing()).rejects.toThrow('lost');
    await expect(failing()).rejects.toThrow('lost');
  });

  it("the writer's connection sees what the others wrote, and they see what it wrote", async () => {
    await db.query('CREATE TABLE writer_check (n int)');
    await db.writer.query('INSERT INTO writer_check VALUES (1)');
    await db.query('INSERT INTO writer_check VALUES (2)');
    expect(await db.writer.query('SELECT n FROM writer_check ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await db.query('SELECT n FROM writer_check ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
