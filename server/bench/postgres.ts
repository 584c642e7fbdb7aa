// The benchmarks' PostgreSQL: the server named by BENCH_PG_URL, where each run makes and drops its own database.
import { Client } from 'pg';

export const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `url` with its database replaced by `name` */
export const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Runs one statement on the administration database (CREATE / DROP DATABASE). */
export async function admin(sql: string): Promise<void> {
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
