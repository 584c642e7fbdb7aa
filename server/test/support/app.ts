// A built app on a fresh test database, plus small request helpers for the player API tests.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { assertLedgerBalanced } from '../../src/wallet/ledger';
import { createTestDb, type TestDatabase } from './test-db';

export interface TestApp {
  db: TestDatabase;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const db = await createTestDb();
  const app = await buildApp({ db, config: loadConfig({ KHEL_CHECK_RESPONSES: 'on', ...env }) });
  return {
    db,
    app,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

/** Response bodies are inspected loosely in tests; the contract types are checked in src. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** POST a JSON body (or form-encoded when `form` is set) to /api/v1/{path}. */
export async function post(
  app: FastifyInstance,
  path: string,
  body?: unknown,
  opts: { token?: string; form?: boolean; ip?: string; host?: string } = {},
) {
  const headers: Record<string, string> = { host: opts.host ?? 'localhost' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const req: InjectOptions = { method: 'POST', url: `/api/v1/${path}`, headers, remoteAddress: opts.ip ?? '127.0.0.1' };
  if (body !== undefined) {
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      req.payload = new URLSearchParams(body as Record<string, string>).toString();
    } else {
      req.payload = body as InjectOptions['payload'];
    }
  }
  const res = await app.inject(req);
  return { statusCode: res.statusCode, body: res.json() as Json };
}

export async function get(app: FastifyInstance, path: string, opts: { token?: string; host?: string } = {}) {
  const headers: Record<string, string> = { host: opts.host ?? 'localhost' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await app.inject({ method: 'GET', url: `/api/v1/${path}`, headers });
  return { statusCode: res.statusCode, body: res.json() as Json };
}

export const ledgerBalanced = (db: TestDatabase) => assertLedgerBalanced(db);
