// Builds the migrated template for this project's database kind, once per test run.
import fs from 'node:fs';
import { Client } from 'pg';
import { openPglite, openPostgres } from '../../src/store/db';
import { migrate } from '../../src/store/migrate';
import { pgUrl, pgliteTemplateFile, postgresTemplateName, withDatabase } from './templates';

export default async function globalSetup(_globalConfig: unknown, projectConfig: { displayName?: { name: string } | string }) {
  const name = typeof projectConfig.displayName === 'string' ? projectConfig.displayName : projectConfig.displayName?.name;
  if (name?.includes('postgres')) await postgresTemplate();
  else await pgliteTemplate();
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
