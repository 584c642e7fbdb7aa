// Liveness and readiness for load balancers and the start script.
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../store/db';
import { pingDatabase } from '../store/maintenance';
import { ErrorAnswer, HealthAnswer, ReadyAnswer } from '@khel/shared-kernel/contract-schemas';

export const healthRoutes =
  (db: Database): FastifyPluginAsync =>
  async (app) => {
    app.get('/health', { schema: { summary: 'Liveness: the process answers', tags: ['health'], response: { 200: HealthAnswer } } }, async () => ({ status: true, msg: 'ok', data: { uptimeSeconds: Math.floor(process.uptime()) } }));
    app.get('/ready', { schema: { summary: 'Readiness: the database answers', tags: ['health'], response: { 200: ReadyAnswer, 503: { ...ReadyAnswer, properties: { ...ReadyAnswer.properties, message: ErrorAnswer.properties.message } } } } }, async (_req, reply) => {
      try {
        await pingDatabase(db);
        return { status: true, msg: 'ready', data: { database: db.kind } };
      } catch {
        return reply.code(503).send({ status: false, msg: 'Database not reachable', data: { database: db.kind } });
      }
    });
  };
