// Development-only helpers, never registered when NODE_ENV=production:
//   GET /dev/outbox?mobile=+919876543210 (or mobile=9876543210&country_code=91) → the latest messages
//   GET /dev/outbox?email=asha@example.com → the latest emails (login links)
//   POST /dev/operators {user_name, password} → an operator user of the requesting host's operator
//        (end-to-end tests approve deposits through the operator API; production has the CLI)
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../store/db';
import { readOutbox } from '../messaging/sender';
import { badRequest, ok } from './reply';
import { bodyOf, text } from './input';
import { hostOfRequest } from '../site/request-host';
import { createOperatorUser, findOperatorUser } from '../operator/operators';

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

    app.post('/dev/operators', async (req) => {
      const body = bodyOf(req);
      const userName = text(body, 'user_name', { required: 'user_name is required', min: [3, 'user_name is too short'], max: [64, 'user_name is too long'] });
      const password = text(body, 'password', { required: 'password is required', raw: true, min: [8, 'password is too short'], max: [128, 'password is too long'] });
      const host = await hostOfRequest(db, req);
      const existing = await findOperatorUser(db, userName);
      if (existing) return ok({ userName, operatorId: existing.operatorId });
      const created = await createOperatorUser(db, { operatorId: host.operatorId, userName, name: userName, password });
      return ok({ userName: created.userName, operatorId: created.operatorId });
    });
  };
