// Migrated template databases, built once per test run: every test database starts as a copy.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { listMigrations } from '../../src/store/migrate';

/** Changes whenever a migration changes, so a stale template is never reused. */
export function schemaHash(): string {
  const h = crypto.createHash('sha256');
  for (const m of listMigrations()) h.update(m.name).update(m.sql);
  return h.digest('hex').slice(0, 12);
}

/** The PGlite template: an uncompressed tar (a third less CPU to load than PGlite's gzip dump, at every test database). */
export const pgliteTemplateFile = (): string => path.join(os.tmpdir(), `khel-pglite-template-${schemaHash()}.tar`);

export const postgresTemplateName = (): string => `khel_template_${schemaHash()}`;

export const pgUrl = (): string => process.env.KHEL_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
