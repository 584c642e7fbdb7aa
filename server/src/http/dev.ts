// Development-only helpers, never registered when NODE_ENV=production:
//   GET /dev/outbox?mobile=+919876543210 (or mobile=9876543210&country_code=91) → the latest messages
//   GET /dev/outbox?email=asha@example.com → the latest emails (login links)
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../store/db';
import { readOutbox } from '../messaging/sender';
import { badRequest, ok } from './reply';

export const devRoutes =
  (db: Database): FastifyPluginAsync =>
  async (app) => {
    app.get('/dev/outbox', async (req) => {
      const q = req.query as { mobile?: string; country_code?: string; email?: string };
      const email = (q.email ?? '').trim().toLowerCase();
      if (email) return ok(await readOutbox(db, email));
      const mobile = (q.mobile ?? '').trim().replace(/^\+/, '');
      const country = (q.country_code ?? '').replace(/^\+/, '');
      if (!/^\d{6,19}$/.test(mobile) || (country && !/^\d{1,4}$/.test(country))) throw badRequest('mobile is required (digits, with country code)');
      return ok(await readOutbox(db, `+${country}${mobile}`));
    });
  };
