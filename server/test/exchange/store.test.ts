// The bet path's store: the SQL builder numbers named parameters once each, and a batch's statement
// commits only right after the writer's batch before it (the journal, migration 230).

import { RowChanges } from '../../src/exchange/core/changes';
import { openJournal, readJournal } from '../../src/exchange/store/journal';
import { join, param, raw, render, sql } from '../../src/exchange/store/sql';
import { writeRowChanges } from '../../src/exchange/store/write-batch';
import { createPlayer } from '../support/players';
import { createTestDb, type TestDatabase } from '../support/test-db';

describe('sql builder', () => {
  it('numbers each parameter once, in order of first use, fragments and raw text spliced in', () => {
    const ids = param([1, 2]);
    const where = sql`id = ANY(${ids}::bigint[]) AND kind = ${'cash'}`;
    const q = render(sql`SELECT ${raw('id')} FROM accounts WHERE ${where} OR parent = ANY(${ids}::bigint[]) ${join([sql`LIMIT ${5}`, sql`OFFSET ${0}`], ' ')}`);
    expect(q.text).toBe('SELECT id FROM accounts WHERE id = ANY($1::bigint[]) AND kind = $2 OR parent = ANY($1::bigint[]) LIMIT $3 OFFSET $4');
    expect(q.params).toEqual([[1, 2], 'cash', 5, 0]);
  });
});

describe("the writer's journal", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.drop();
  });

  it("refuses a batch whose predecessor was not kept, writing nothing of it, and takes the batches in order", async () => {
    const p = await createPlayer(db, { balanceRupees: 10 });
    const writer = `test-${p.userId}`;
    await openJournal(db, writer);
    const changes = (paise: number) => {
      const c = new RowChanges();
      c.exposure({ userId: p.userId, key: 'm:journal', paise, version: 1 });
      return c;
    };
    const exposure = () => db.query<{ exposure_paise: number }>('SELECT exposure_paise FROM exposures WHERE user_id = $1', [p.userId]);
    // batch 2 cannot follow batch 0
    await expect(writeRowChanges(db.writer, changes(100), new Map(), { writer, batch: 2 })).rejects.toThrow(/out of order/);
    expect(await exposure()).toEqual([]);
    expect(await readJournal(db, writer)).toEqual({ writer, batch: 0 });
    await writeRowChanges(db.writer, changes(100), new Map(), { writer, batch: 1 });
    expect(await exposure()).toEqual([{ exposure_paise: 100 }]);
    expect(await readJournal(db, writer)).toEqual({ writer, batch: 1 });
    // the same number twice: the second is refused
    await expect(writeRowChanges(db.writer, changes(200), new Map(), { writer, batch: 1 })).rejects.toThrow(/out of order/);
    expect(await exposure()).toEqual([{ exposure_paise: 100 }]);
  });
});
