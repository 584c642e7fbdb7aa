// Fastify guards: resolve the bearer token to the player before a handler runs.
// A missing, malformed, expired, revoked or forged token gets 401 {status:false, msg, logout:true},
// which the client reads as "session gone" (spec §4.1, §8).
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Database } from '../store/db';
import { unauthorized } from '../http/reply';
import { findSession } from './sessions';

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

async function attachUser(db: Database, req: FastifyRequest): Promise<boolean> {
  const token = bearerToken(req);
  if (!token) return false;
  const row = await findSession(db, token);
  if (!row) return false;
  req.user = { id: row.id, userName: row.user_name, name: row.name, isDemo: row.is_demo, operatorId: row.operator_id };
  req.sessionId = row.session_id;
  return true;
}

export function requireUser(db: Database): preHandlerHookHandler {
  return async (req) => {
    const hasToken = bearerToken(req) !== undefined;
    if (!(await attachUser(db, req))) {
      throw unauthorized(hasToken ? 'Your session has expired. Please login again.' : 'Please login to continue.');
    }
  };
}

/** Attaches the player when a valid token is sent; a visitor (or a stale token) goes on as a visitor. */
export function optionalUser(db: Database): preHandlerHookHandler {
  return async (req) => {
    await attachUser(db, req);
  };
}

/** The authenticated player of a route guarded by requireUser. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized('Please login to continue.');
  return req.user;
}
