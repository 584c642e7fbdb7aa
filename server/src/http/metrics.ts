// GET /metrics: Prometheus text format (server/src/observability/metrics.ts lists what is counted).
// GET /cluster/status (several instances): this instance's id, the live instances, the market
// buckets it owns, whether it runs the feed, and the state hash of its owned books (the failover test
// compares it with a fresh rebuild). Both at the root, outside /api/v1: the load balancer in front of
// the players (deploy/nginx) forwards only /api, so only the operator's network reaches them.

import type { FastifyPluginAsync } from 'fastify';
import type { Cluster } from '../cluster/cluster';
import { registry } from '../observability/metrics';
import { Binary, Type } from '@khel/shared-kernel/contract-schemas';

export const metricsRoutes =
  (cluster: Cluster | null): FastifyPluginAsync =>
  async (app) => {
    app.get('/metrics', { logLevel: 'warn', schema: { summary: 'Prometheus metrics (text format)', tags: ['operations'], response: { 200: Binary('text/plain') } } }, async (_req, reply) => {
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    });
    if (cluster) app.get('/cluster/status', { logLevel: 'warn', schema: { summary: "This instance's view of the cluster", tags: ['operations'], response: { 200: Type.Object({}, { additionalProperties: true }) } } }, async () => cluster.status());
  };
