// Builds the migrated templates, once per test run. jest runs a globalSetup file once per run even when
// several projects name it, so this builds every kind: PGlite always, PostgreSQL when one answers
// (the same condition that adds the PostgreSQL project, server/jest.projects.js).
import fs from 'node:fs';
import zlib from 'node:zlib';
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
  fs.writeFileSync(tmp, zlib.gunzipSync(Buffer.from(await blob.arrayBuffer())));
  fs.renameSync(tmp, file);
}

async function postgresTemplate() {
  const template = postgresTemplateName();
  // Built under a name of this run's own and renamed when migrated: a run beside this one (another
  // checkout on the same PostgreSQL) never copies a half-migrated template, nor fails on its name.
  const building = `${template}_b${process.pid}`;
  const admin = new Client({ connectionString: pgUrl() });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount) return;
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    await admin.query(`CREATE DATABASE ${building}`);
  } finally {
    await admin.end();
  }
  const db = await openPostgres(withDatabase(pgUrl(), building), 1);
  let migrated = false;
  try {
    await migrate(db);
    migrated = true;
  } finally {
    await db.close();
    const after = new Client({ connectionString: pgUrl() });
    await after.connect();
    try {
      // another run may have put its template in place meanwhile: then that one is used (the closed
      // pool's session may linger a moment on the server: a few tries)
      for (let i = 0; migrated && i < 20; i++) {
        const done = await after.query(`ALTER DATABASE ${building} RENAME TO ${template}`).then(
          () => true,
          () => false,
        );
        if (done || (await after.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      await after.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      if (migrated && !(await after.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount) throw new Error(`the template ${template} could not be put in place`);
    } finally {
      await after.end();
    }
  }
}
