// Bearer-token sessions: 32 random bytes (base64url) handed to the client once; the database keeps
// only their SHA-256, so the tokens table cannot be replayed if it leaks. Tokens expire and can be
// revoked (logout, password change).
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Sql } from '../store/db';
import { DomainError } from '../domain/errors';

/** A locked player (operator console) gets no new session. */
export class AccountLockedError extends DomainError {
  constructor() {
    super('forbidden', 'Your account is locked. Please contact support.');
  }
}

/** How long a token lives. Long enough for an evening of play; the client re-logs in after. */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;

export interface IssuedToken {
  accessToken: string;
  expiresAt: Date;
}

/** A token's SHA-256, the one-shot digest (a third of createHash's cost; every authenticated call makes it). */
export const hashToken = (token: string): Buffer => crypto.hash('sha256', token, 'buffer');

export async function issueToken(
  tx: Sql,
  userId: number,
  meta: { ip?: string | null; userAgent?: string | null; renewsSessionId?: number } = {},
): Promise<IssuedToken> {
  const accessToken = crypto.randomBytes(32).toString('base64url');
  // A renewal keeps the play session's start (the reality check counts from the login).
  const rows = await tx.query<{ expires_at: Date }>(
    `INSERT INTO sessions (user_id, token_hash, expires_at, ip, user_agent, play_started_at)
     SELECT $1, $2, now() + make_interval(secs => $3), $4, $5,
            COALESCE((SELECT play_started_at FROM sessions WHERE id = $6 AND user_id = $1), now())
     WHERE NOT EXISTS (SELECT 1 FROM users WHERE id = $1 AND locked_at IS NOT NULL)
     RETURNING expires_at`,
    [userId, hashToken(accessToken), SESSION_TTL_SECONDS, meta.ip ?? null, meta.userAgent?.slice(0, 300) ?? null, meta.renewsSessionId ?? null],
  );
  if (!rows[0]) throw new AccountLockedError();
  return { accessToken, expiresAt: new Date(rows[0]!.expires_at) };
}

export interface SessionUserRow {
  session_id: number;
  expires_at: Date;
  id: number;
  user_name: string;
  name: string;
  is_demo: boolean;
  operator_id: number;
  [k: string]: unknown;
}

/**
 * Sessions recently read, by token hash: every authenticated call (a bet above all) would otherwise
 * start with the same read. An entry lives SESSION_CACHE_MS at most and never past the session's
 * expiry; a revocation in this process drops the entries it ends at once (before and after its
 * write, so a read racing the write cannot put one back for long). Another server instance's
 * revocation is seen within SESSION_CACHE_MS. Bounded: the oldest entries go first.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 50_000;
const cached = new Map<string, { row: SessionUserRow; until: number }>();

/** Drops every cached session (a test that edits the sessions table directly calls it). */
export function forgetCachedSessions(): void {
  cached.clear();
}

function forget(match: (row: SessionUserRow) => boolean): void {
  for (const [key, entry] of cached) if (match(entry.row)) cached.delete(key);
}

/** The live session's user for a token, or undefined when it is unknown, expired or revoked. */
export async function findSession(db: Sql, token: string): Promise<SessionUserRow | undefined> {
  // A real token is 43 base64url characters; anything else cannot match and is not worth a query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const hash = hashToken(token);
  const key = hash.toString('base64');
  const now = Date.now();
  const hit = cached.get(key);
  if (hit && hit.until > now) return hit.row;
  cached.delete(key);
  const rows = await db.query<SessionUserRow>(
    `SELECT s.id AS session_id, s.expires_at, u.id, u.user_name, u.name, u.is_demo, u.operator_id
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND NOT u.is_system`,
    [hash],
  );
  const row = rows[0];
  if (row) {
    if (cached.size >= SESSION_CACHE_MAX) cached.delete(cached.keys().next().value!);
    cached.set(key, { row, until: Math.min(now + SESSION_CACHE_MS, new Date(row.expires_at).getTime()) });
  }
  return row;
}

/**
 * What a revocation ended: one session, or every session of a player but (optionally) one. Whatever
 * holds a session open beyond a request (the live stream's sockets) listens here and lets go at once;
 * every revocation (logout, password change or reset, an operator's lock) goes through the two
 * functions below, which announce it after their write. Other server instances' revocations reach a
 * socket through the stream's periodic re-check (stream/hub.ts) within a second.
 */
export type Revocation = { sessionId: number } | { userId: number; exceptSessionId?: number | undefined };
export const revocations = new EventEmitter<{ revoked: [Revocation] }>();
revocations.setMaxListeners(0);

export async function revokeSession(db: Sql, sessionId: number): Promise<void> {
  forget((row) => row.session_id === sessionId);
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
  forget((row) => row.session_id === sessionId);
  revocations.emit('revoked', { sessionId });
}

/** Ends every session of a user except, optionally, the one making the request (also the hook an operator's lock calls). */
export async function revokeUserSessions(db: Sql, userId: number, exceptSessionId?: number): Promise<void> {
  const ended = (row: SessionUserRow) => row.id === userId && row.session_id !== exceptSessionId;
  forget(ended);
  await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2',
    [userId, exceptSessionId ?? null],
  );
  forget(ended);
  revocations.emit('revoked', { userId, exceptSessionId });
}

/** Which of these sessions are still live (not revoked, not expired, their player not a system account). */
export async function liveSessionIds(db: Sql, sessionIds: number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db.query<{ id: number }>(
    `SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = ANY($1::bigint[]) AND s.revoked_at IS NULL AND s.expires_at > now() AND NOT u.is_system`,
    [sessionIds],
  );
  return new Set(rows.map((r) => Number(r.id)));
}
