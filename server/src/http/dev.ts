// Development-only helpers, registered only when KHEL_DEV_OUTBOX=on (never with NODE_ENV=production):
//   GET /dev/outbox?mobile=+919876543210 (or mobile=9876543210&country_code=91) → the latest messages
//   GET /dev/outbox?email=asha@example.com → the latest emails (login links)
// Even then only a request from this machine is answered: its socket address must be loopback and it
// must carry no forwarded header (a request relayed by a proxy, even one on this machine, came from
// elsewhere). Anything else gets the same 404 as an unknown call.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../store/db';
import { readOutbox } from '../messaging/sender';
import { badRequest, notFound, ok } from './reply';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** True only for a request made directly from this machine, never judged by a header the client sets. */
export function fromThisMachine(req: FastifyRequest): boolean {
  const h = req.headers;
  if (h['x-forwarded-for'] !== undefined || h.forwarded !== undefined || h['x-real-ip'] !== undefined) return false;
  return LOOPBACK.test(req.raw.socket.remoteAddress ?? '');
}

export const devRoutes =
  (db: Database): FastifyPluginAsync =>
  async (app) => {
    app.get('/dev/outbox', async (req) => {
      if (!fromThisMachine(req)) throw notFound(`No such call: GET /api/v1/dev/outbox`);
      const q = req.query as { mobile?: string; country_code?: string; email?: string };
      const email = (q.email ?? '').trim().toLowerCase();
      if (email) return ok(await readOutbox(db, email));
      const mobile = (q.mobile ?? '').trim().replace(/^\+/, '');
      const country = (q.country_code ?? '').replace(/^\+/, '');
      if (!/^\d{6,19}$/.test(mobile) || (country && !/^\d{1,4}$/.test(country))) throw badRequest('mobile is required (digits, with country code)');
      return ok(await readOutbox(db, `+${country}${mobile}`));
    });
  };
