// Plain SQL migrations, applied in file-name order at start; the same files on PostgreSQL and PGlite.
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './db';

/** The server package's folder, from source (src/store) or from the bundle (dist). */
export function serverRoot(from: string = __dirname): string {
  let dir = from;
  for (let i = 0; i < 6; i += 1) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === '@khel/server') return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`cannot find the @khel/server package above ${from}`);
}

export const migrationsDir = (): string => path.join(serverRoot(), 'src', 'store', 'migrations');

export function listMigrations(dir = migrationsDir()): { name: string; sql: string }[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/** Applies every migration not yet applied. Safe to run from several processes at once. */
export async function migrate(db: Database, dir = migrationsDir()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const { name, sql } of listMigrations(dir)) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7412001)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (seen.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
