// The database's own upkeep, outside any use case: the readiness probe and PGlite's vacuum.
import type { Database } from './db';

/** Throws when the database does not answer (GET /ready). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.query('SELECT 1');
}

/** PGlite runs no autovacuum (unlike PostgreSQL): the tables every bet rewrites are vacuumed by the hourly housekeeping. */
export async function vacuumBusyTables(db: Database): Promise<void> {
  if (db.kind === 'pglite') await db.exec('VACUUM ANALYZE accounts, exposures, bets, runners, markets, fancies, events, sessions');
}
