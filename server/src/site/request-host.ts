// Which host (and so which operator) a request is for: the forwarded host when the request came
// through a trusted proxy (KHEL_TRUST_PROXY), else Host.
import type { FastifyRequest } from 'fastify';
import type { Sql } from '../store/db';
import { findHostByDomain, normaliseHostname, type Host } from './hosts';

export const requestHostname = (req: FastifyRequest): string =>
  normaliseHostname(req.host);

export const hostOfRequest = (db: Sql, req: FastifyRequest): Promise<Host> => findHostByDomain(db, requestHostname(req));
