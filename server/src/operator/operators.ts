// Operator staff: their own accounts and bearer sessions, separate from players (a player token
// never opens the operator API and vice versa).
import crypto from 'node:crypto';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Database, Sql } from '../store/db';
import { DomainError } from '../domain/errors';
import { hashPassword, verifyPassword } from '../identity/passwords';
import { guardedCheck } from '../identity/rate-limit';
import { hashToken } from '../identity/sessions';
import { bearerToken } from '../identity/auth';
import type { Actor } from './audit';
import { audit } from './audit';

export const OPERATOR_SESSION_TTL_SECONDS = 12 * 60 * 60;

export interface OperatorUser {
  id: number;
  operatorId: number;
  userName: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    operatorUser?: OperatorUser;
  }
}

export async function createOperatorUser(db: Sql, o: { operatorId: number; userName: string; name: string; password: string }): Promise<OperatorUser> {
  if (!/^[A-Za-z0-9_.-]{3,64}$/.test(o.userName)) throw new DomainError('invalid', 'Operator user name must be 3 to 64 letters, digits, _ . or -');
  if (o.password.length < 8) throw new DomainError('invalid', 'Operator password must be at least 8 characters');
  const rows = await db.query<{ id: number }>(
    `INSERT INTO operator_users (operator_id, user_name, name, password_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING id`,
    [o.operatorId, o.userName, o.name, await hashPassword(o.password)],
  );
  if (!rows[0]) throw new DomainError('invalid', 'Operator user name already exists');
  return { id: rows[0].id, operatorId: o.operatorId, userName: o.userName, name: o.name };
}

interface OperatorRow {
  id: number;
  operator_id: number;
  user_name: string;
  name: string;
  password_hash: string;
  [k: string]: unknown;
}

const toOperator = (r: OperatorRow): OperatorUser => ({ id: r.id, operatorId: r.operator_id, userName: r.user_name, name: r.name });

export async function findOperatorUser(db: Sql, userName: string): Promise<OperatorUser | undefined> {
  const rows = await db.query<OperatorRow>('SELECT * FROM operator_users WHERE lower(user_name) = lower($1) AND NOT disabled', [userName]);
  return rows[0] ? toOperator(rows[0]) : undefined;
}

export async function operatorLogin(
  db: Database,
  input: { userName: string; password: string },
  ip: string,
): Promise<{ operator: OperatorUser; accessToken: string; expiresIn: number }> {
  // The same limits as a player's login (rate-limit.ts), one back-off per operator account.
  const rows = await db.query<OperatorRow>('SELECT * FROM operator_users WHERE lower(user_name) = lower($1) AND NOT disabled', [input.userName]);
  const row = rows[0];
  const key = row ? (`operator:${row.id}` as const) : (`name:operator:${input.userName.toLowerCase().slice(0, 64)}` as const);
  const good = await guardedCheck(db, { key, ip }, async () => ((await verifyPassword(row?.password_hash, input.password)) && row ? row : undefined));
  if (!good) throw new DomainError('invalid', 'Invalid username or password.');
  const operator = toOperator(good);
  const accessToken = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO operator_sessions (operator_user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [operator.id, hashToken(accessToken), OPERATOR_SESSION_TTL_SECONDS],
    );
    await audit(tx, { operatorUserId: operator.id, operatorId: operator.operatorId, via: 'api' }, 'login', null, { ip });
  });
  return { operator, accessToken, expiresIn: OPERATOR_SESSION_TTL_SECONDS };
}

export function requireOperator(db: Database): preHandlerHookHandler {
  return async (req) => {
    const token = bearerToken(req);
    const rows =
      token && /^[A-Za-z0-9_-]{43}$/.test(token)
        ? await db.query<OperatorRow & { session_id: number }>(
            `SELECT o.*, s.id AS session_id FROM operator_sessions s JOIN operator_users o ON o.id = s.operator_user_id
             WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND NOT o.disabled`,
            [hashToken(token)],
          )
        : [];
    if (!rows[0]) throw new DomainError('unauthorized', 'Operator login required', { logout: true });
    req.operatorUser = toOperator(rows[0]);
    req.sessionId = rows[0].session_id;
  };
}

export async function operatorLogout(db: Sql, sessionId: number): Promise<void> {
  await db.query('UPDATE operator_sessions SET revoked_at = now() WHERE id = $1', [sessionId]);
}

export function actorOf(req: FastifyRequest): Actor {
  const o = req.operatorUser;
  if (!o) throw new DomainError('unauthorized', 'Operator login required', { logout: true });
  return { operatorUserId: o.id, operatorId: o.operatorId, via: 'api' };
}

/** The staff session is still good: not logged out, not expired. */
export async function operatorSessionLive(db: Database, sessionId: number | undefined): Promise<boolean> {
  return (await db.query('SELECT 1 AS ok FROM operator_sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()', [sessionId])).length > 0;
}
