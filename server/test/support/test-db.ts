// A fresh, migrated database for one test file: PGlite or PostgreSQL, as the jest project says.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/store/db';
import { pgUrl, pgliteTemplateFile, postgresTemplateName, withDatabase } from './templates';

export type TestDatabase = Database & { drop(): Promise<void> };

export const testDbKind = (): 'pglite' | 'postgres' => (process.env.KHEL_TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export async function createTestDb(): Promise<TestDatabase> {
  if (testDbKind() === 'postgres') {
    const name = `khel_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: pgUrl() });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName()}`);
    } finally {
      await admin.end();
    }
    const db = await openPostgres(withDatabase(pgUrl(), name), 20);
    return {
      ...db,
      drop: async () => {
        await db.close();
        const c = new Client({ connectionString: pgUrl() });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const blob = new Blob([fs.readFileSync(pgliteTemplateFile())]);
  const db = await openPglite({ loadDataDir: blob });
  return { ...db, drop: () => db.close() };
}
