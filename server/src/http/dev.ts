// Development-only helpers, never registered when NODE_ENV=production:
//   GET /dev/outbox?mobile=+919876543210 (or mobile=9876543210&country_code=91) → the latest messages
//   GET /dev/outbox?email=asha@example.com → the latest emails (login links)
//   POST /dev/operator-user {user_name, password} → a staff user of the platform operator (id 1), so
//        a development site (and its end-to-end tests) can settle markets through the operator API
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../store/db';
import { readOutbox } from '../messaging/sender';
import { badRequest, ok } from './reply';
import { bodyOf, text } from './input';
import { createOperatorUser } from '../operator/operators';

const PLATFORM_OPERATOR_ID = 1;

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

    app.post('/dev/operator-user', async (req) => {
      const body = bodyOf(req);
      const userName = text(body, 'user_name', { required: 'user_name is required', max: [64, 'user_name is too long'] })!;
      const password = text(body, 'password', { required: 'password is required', max: [128, 'password is too long'] })!;
      const created = await createOperatorUser(db, { operatorId: PLATFORM_OPERATOR_ID, userName, password, name: userName });
      return ok({ id: created.id, operator_id: created.operatorId, user_name: created.userName });
    });
  };
