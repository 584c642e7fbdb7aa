// Which host (and so which operator) a request is for: the proxy's forwarded host, else Host.
import type { FastifyRequest } from 'fastify';
import type { Sql } from '../store/db';
import { findHostByDomain, normaliseHostname, type Host } from './hosts';

export const requestHostname = (req: FastifyRequest): string =>
  normaliseHostname(req.headers['x-forwarded-host']?.toString() ?? req.headers.host);

export const hostOfRequest = (db: Sql, req: FastifyRequest): Promise<Host> => findHostByDomain(db, requestHostname(req));
