// Builds the migrated templates, once per test run. jest runs a globalSetup file once per run even when
// several projects name it, so this builds every kind: PGlite always, PostgreSQL when one answers
// (the same condition that adds the PostgreSQL project, server/jest.projects.js).
import fs from 'node:fs';
import { Client } from 'pg';
import { openPglite, openPostgres } from '../../src/store/db';
import { migrate } from '../../src/store/migrate';
import { pgUrl, pgliteTemplateFile, postgresTemplateName, withDatabase } from './templates';

export default async function globalSetup() {
  await pgliteTemplate();
  if (process.env.KHEL_TEST_PG !== '0' && (await postgresAnswers())) await postgresTemplate();
}

async function postgresAnswers(): Promise<boolean> {
  const c = new Client({ connectionString: pgUrl(), connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function pgliteTemplate() {
  const file = pgliteTemplateFile();
  if (fs.existsSync(file)) return;
  const db = await openPglite();
  await migrate(db);
  const blob = await db.dump();
  await db.close();
  const tmp = `${file}.${process.pid}`;
  fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(tmp, file);
}

async function postgresTemplate() {
  const template = postgresTemplateName();
  const admin = new Client({ connectionString: pgUrl() });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount) return;
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  const db = await openPostgres(withDatabase(pgUrl(), template), 1);
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    const cleanup = new Client({ connectionString: pgUrl() });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${template}`);
    await cleanup.end();
    throw err;
  }
  await db.close();
}
