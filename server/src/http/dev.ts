// Development-only helpers, registered only when KHEL_DEV_HELPERS=on (never with NODE_ENV=production):
//   GET /dev/outbox?mobile=+919876543210 (or mobile=9876543210&country_code=91) → the latest messages
//   GET /dev/outbox?email=asha@example.com → the latest emails (login links)
//   POST /dev/operator-user {user_name, password, operator_id?, name?} → a staff user of an operator
//        (the platform operator, id 1, unless operator_id says otherwise): the one way to make a
//        development operator login; `npm start` makes the console's two with it, and the end-to-end
//        tests theirs. A user name that exists already is refused (400).
//   POST /dev/play-session {user_name, minutes} → the player's live sessions began `minutes` earlier
//        (the reality-check end-to-end test: a reload continues from the login, not from the load)
//   POST /dev/country {address, country|null} → requests from `address` come from `country` (ISO alpha-2;
//        null forgets it): the allowed-countries tests (issue 33), instead of the GeoIP database's answer
//   POST /dev/feed/session-line {match_id, minutes?} → the simulator holds a session line of that
//        cricket match in play open and still for `minutes` (default 5): never 'Ball Running', not
//        moved, settled only when the hold ends (feed/dev-hooks.ts). The fancy-bet end-to-end test
//        bets on it instead of waiting for the simulator's clock to open one. 409 when the
//        instance runs no simulator or the match has no line to hold.
// Even then only a request from this machine is answered: its socket address must be loopback and it
// must carry no forwarded header (a request relayed by a proxy, even one on this machine, came from
// elsewhere). Anything else gets the same 404 as an unknown call.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../store/db';
import { readOutbox } from '../messaging/sender';
import { HttpError, badRequest, notFound, ok } from './reply';
import { bodyOf, integer, text } from './input';
import { noBodyIsEmpty } from './route-schema';
import {
  DevOperatorUserAnswer,
  DevOperatorUserBody,
  DevPlaySessionAnswer,
  DevPlaySessionBody,
  DevSessionLineAnswer,
  DevSessionLineBody,
  OutboxAnswer,
  OutboxQuery,
} from '@khel/shared-kernel/contract-schemas';
import { holdSessionLine } from '../feed/dev-hooks';

const TAGS = ['development'];
import { createOperatorUser } from '../operator/operators';
import { moveBackPlaySessions } from '../responsible-gambling/responsible-gambling';
import { setDevCountry } from '../site/request-country';
import { DevCountryBody, DoneAnswer } from '@khel/shared-kernel/contract-schemas';

const PLATFORM_OPERATOR_ID = 1;

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
    app.addHook('onRequest', async (req) => {
      if (!fromThisMachine(req)) throw notFound(`No such call: ${req.method} ${req.url.split('?')[0]}`);
    });
    app.addHook('preValidation', noBodyIsEmpty);

    app.get('/dev/outbox', { schema: { summary: 'The latest messages sent to a mobile number or e-mail address', tags: TAGS, querystring: OutboxQuery, response: { 200: OutboxAnswer } } }, async (req) => {
      const q = req.query as { mobile?: string; country_code?: string; email?: string };
      const email = (q.email ?? '').trim().toLowerCase();
      if (email) return ok(await readOutbox(db, email));
      const mobile = (q.mobile ?? '').trim().replace(/^\+/, '');
      const country = (q.country_code ?? '').replace(/^\+/, '');
      if (!/^\d{6,19}$/.test(mobile) || (country && !/^\d{1,4}$/.test(country))) throw badRequest('mobile is required (digits, with country code)');
      return ok(await readOutbox(db, `+${country}${mobile}`));
    });

    app.post('/dev/operator-user', { schema: { summary: 'Make a staff user of an operator', tags: TAGS, body: DevOperatorUserBody, response: { 200: DevOperatorUserAnswer } } }, async (req) => {
      const body = bodyOf(req);
      const userName = text(body, 'user_name', { required: 'user_name is required', max: [64, 'user_name is too long'] })!;
      const password = text(body, 'password', { required: 'password is required', max: [128, 'password is too long'] })!;
      const operatorId = integer(body, 'operator_id', { min: 1, max: 1_000_000, message: 'operator_id must be a whole number' }) ?? PLATFORM_OPERATOR_ID;
      const name = text(body, 'name', { max: [100, 'name is too long'] }) ?? userName;
      const created = await createOperatorUser(db, { operatorId, userName, password, name });
      return ok({ id: created.id, operator_id: created.operatorId, user_name: created.userName });
    });

    app.post('/dev/country', { schema: { summary: 'Place a client address in a country (allowed-countries tests)', tags: TAGS, body: DevCountryBody, response: { 200: DoneAnswer } } }, async (req) => {
      const { address, country } = req.body as { address: string; country: string | null };
      setDevCountry(address, country);
      return ok(null, country ? `${address} is in ${country.toUpperCase()}` : `${address} is back to the GeoIP database`);
    });

    app.post('/dev/play-session', { schema: { summary: "Move a player's live sessions back", tags: TAGS, body: DevPlaySessionBody, response: { 200: DevPlaySessionAnswer } } }, async (req) => {
      const body = bodyOf(req);
      const userName = text(body, 'user_name', { required: 'user_name is required', max: [64, 'user_name is too long'] })!;
      const minutes = body.minutes;
      if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > 1440) throw badRequest('minutes must be a whole number from 1 to 1440');
      return ok({ sessions: await moveBackPlaySessions(db, userName, minutes) });
    });

    app.post('/dev/feed/session-line', { schema: { summary: 'Hold a session line of a cricket match open and still', tags: TAGS, body: DevSessionLineBody, response: { 200: DevSessionLineAnswer } } }, async (req) => {
      const body = bodyOf(req);
      const matchId = integer(body, 'match_id', { required: 'match_id is required', min: 1, max: Number.MAX_SAFE_INTEGER, message: 'match_id must be a whole number' })!;
      const minutes = integer(body, 'minutes', { min: 1, max: 30, message: 'minutes must be a whole number from 1 to 30' }) ?? 5;
      const held = await holdSessionLine(matchId, minutes * 60_000);
      if (typeof held === 'string') throw new HttpError(409, held);
      return ok({ fancy_id: held.fancyId, no_line: held.noLine, held_until: new Date(held.heldUntilMs).toISOString() });
    });
  };
