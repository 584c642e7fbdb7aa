// Liveness and readiness for load balancers and the start script.
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../store/db';

export const healthRoutes =
  (db: Database): FastifyPluginAsync =>
  async (app) => {
    app.get('/health', async () => ({ status: true, msg: 'ok', data: { uptimeSeconds: Math.floor(process.uptime()) } }));
    app.get('/ready', async (_req, reply) => {
      try {
        await db.query('SELECT 1');
        return { status: true, msg: 'ready', data: { database: db.kind } };
      } catch {
        return reply.code(503).send({ status: false, msg: 'Database not reachable', data: { database: db.kind } });
      }
    });
  };
