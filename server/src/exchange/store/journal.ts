// The exchange writer's journal (migration 230): each running writer's row, numbering its batches.
// A batch's statement advances it by one (write-batch.ts), so a batch sent after one that failed
// fails too; after a failure the writer reads its number back.

import type { Sql } from '../../store/db';
import { run, sql } from './sql';

/** A writer's journal: its id and the number of its last batch written. */
export interface Journal {
  writer: string;
  batch: number;
}

/** Opens a new writer's row at batch 0. */
export async function openJournal(db: Sql, writer: string): Promise<Journal> {
  await run(db, sql`INSERT INTO exchange_writers (id, seq) VALUES (${writer}, 0)`);
  return { writer, batch: 0 };
}

/** The number of the writer's last batch the database kept. */
export async function readJournal(db: Sql, writer: string): Promise<Journal> {
  const [row] = await run<{ seq: number }>(db, sql`SELECT seq FROM exchange_writers WHERE id = ${writer}`);
  if (!row) throw new Error(`exchange writer ${writer} has no journal row`);
  return { writer, batch: Number(row.seq) };
}
