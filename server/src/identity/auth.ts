// Fastify guards: resolve the bearer token to the player before a handler runs.
// A missing, malformed, expired, revoked or forged token gets 401 {status:false, msg, logout:true},
// which the client reads as "session gone" (spec §4.1, §8).
// A session past half its life gets a fresh token in the response's Authorization header (the
// client replaces its stored token with a new one from any response, §4.1); the old token stays
// valid until its own expiry so requests already in flight do not fail.
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Database } from '../store/db';
import { badRequest, unauthorized } from '../http/reply';
import { findSession, issueToken, SESSION_TTL_SECONDS } from './sessions';

export interface AuthUser {
  id: number;
  userName: string;
  name: string;
  isDemo: boolean;
  operatorId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
    /** the session row behind the bearer token (for logout) */
    sessionId?: number;
  }
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  // The client sends "Bearer null"/"Bearer undefined" when it has no token stored.
  if (!token || token === 'null' || token === 'undefined') return undefined;
  return token;
}

async function attachUser(db: Database, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const token = bearerToken(req);
  if (!token) return false;
  const row = await findSession(db, token);
  if (!row) return false;
  req.user = { id: row.id, userName: row.user_name, name: row.name, isDemo: row.is_demo, operatorId: row.operator_id };
  req.sessionId = row.session_id;
  if (new Date(row.expires_at).getTime() - Date.now() < (SESSION_TTL_SECONDS * 1000) / 2 && !(await renewedRecently(db, row.id))) {
    const fresh = await issueToken(db, row.id, { ip: req.ip, userAgent: req.headers['user-agent'], renewsSessionId: row.session_id });
    reply.header('authorization', `Bearer ${fresh.accessToken}`);
  }
  return true;
}

/** At most one fresh token per player every 10 minutes, so a client that ignores them cannot pile up sessions. */
async function renewedRecently(db: Database, userId: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM sessions WHERE user_id = $1 AND created_at > now() - interval '10 minutes' LIMIT 1`, [userId]);
  return rows.length > 0;
}

export function requireUser(db: Database): preHandlerHookHandler {
  return async (req, reply) => {
    const hasToken = bearerToken(req) !== undefined;
    if (!(await attachUser(db, req, reply))) {
      throw unauthorized(hasToken ? 'Your session has expired. Please login again.' : 'Please login to continue.');
    }
  };
}

/** Attaches the player when a valid token is sent; a visitor (or a stale token) goes on as a visitor. */
export function optionalUser(db: Database): preHandlerHookHandler {
  return async (req, reply) => {
    await attachUser(db, req, reply);
  };
}

/** The authenticated player of a route guarded by requireUser. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized('Please login to continue.');
  return req.user;
}

/** The spec's refusal for demo players (casino entry, stake presets, payments); 400 so the client keeps its session. */
export const DEMO_REFUSAL = 'Please login from your read ID.';

export function refuseDemo(user: AuthUser): void {
  if (user.isDemo) throw badRequest(DEMO_REFUSAL);
}
