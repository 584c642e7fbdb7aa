// Secrets generated once per database and kept in it (server_secrets), so every server instance and
// every restart uses the same one. Read once per database object.
import crypto from 'node:crypto';
import type { Sql } from './db';

const loaded = new WeakMap<object, Map<string, Promise<Buffer>>>();

export function serverSecret(db: Sql, name: string): Promise<Buffer> {
  const byName = loaded.get(db) ?? new Map<string, Promise<Buffer>>();
  loaded.set(db, byName);
  let secret = byName.get(name);
  if (!secret) {
    secret = (async () => {
      await db.query('INSERT INTO server_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, crypto.randomBytes(32)]);
      const rows = await db.query<{ secret: Uint8Array }>('SELECT secret FROM server_secrets WHERE name = $1', [name]);
      return Buffer.from(rows[0]!.secret);
    })();
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
