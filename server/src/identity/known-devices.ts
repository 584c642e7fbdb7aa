// Device cookies (OWASP Authentication cheat sheet, "device cookies"): after a successful login the
// browser gets a random token in an HttpOnly cookie; the database keeps only its SHA-256 and whose
// device it is. A login from a device the account's owner used before is held back only by that
// device's own back-off, so a stranger's failed guesses on the account never lock the owner out.
import crypto from 'node:crypto';
import type { Sql } from '../store/db';
import { hashToken } from './sessions';
import type { BackoffKey } from './rate-limit';

export const DEVICE_COOKIE = 'khel_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** At most this many remembered devices per player; the least recently used go first. */
const MAX_DEVICES_PER_USER = 20;

const wellFormed = (token: string | undefined): token is string => token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token);

/** The back-off row for a login attempt on `userId`: the device's own when the owner used it before, else the account's. */
export async function backoffKeyFor(db: Sql, userId: number | undefined, deviceToken: string | undefined): Promise<BackoffKey | undefined> {
  if (userId === undefined || !wellFormed(deviceToken)) return undefined;
  const hash = hashToken(deviceToken);
  const rows = await db.query('SELECT 1 FROM known_devices WHERE token_hash = $1 AND user_id = $2', [hash, userId]);
  return rows.length > 0 ? `device:${hash.toString('hex')}` : undefined;
}

/** Remembers the device after a successful login; returns the token for the cookie (the same one if it was known). */
export async function rememberDevice(db: Sql, userId: number, deviceToken: string | undefined): Promise<string> {
  const token = wellFormed(deviceToken) ? deviceToken : crypto.randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO known_devices (token_hash, user_id) VALUES ($1, $2)
     ON CONFLICT (token_hash) DO UPDATE SET user_id = $2, last_used_at = now()`,
    [hashToken(token), userId],
  );
  await db.query(
    `DELETE FROM known_devices WHERE user_id = $1 AND token_hash IN (
       SELECT token_hash FROM known_devices WHERE user_id = $1 ORDER BY last_used_at DESC OFFSET $2)`,
    [userId, MAX_DEVICES_PER_USER],
  );
  return token;
}
