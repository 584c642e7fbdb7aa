// Login, demo login and logout (spec §7.1, §4.4).
//   POST /user/userLogin         form-encoded {user_name, password, grant_type=password[, country_code]}
//   POST /user/autoDemoUserLogin no body → data {user_name, password}
//   POST /user/logout            (designed; spec §7.5 "not shown") revokes the bearer token
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LOGIN_PASSWORD_MIN } from '@khel/shared-kernel/contract';
import type { Database } from '../store/db';
import { requireUser } from '../identity/auth';
import { BAD_LOGIN, createDemoAccount, passwordLogin, type LoginMeta } from '../identity/login';
import { revokeSession } from '../identity/sessions';
import { hostOfRequest } from '../site/request-host';
import { badRequest, ok } from './reply';
import { bodyOf, text } from './input';

export const loginMeta = (req: FastifyRequest): LoginMeta => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

export const authRoutes =
  (db: Database): FastifyPluginAsync =>
  async (app) => {
    app.post('/user/userLogin', async (req) => {
      const body = bodyOf(req);
      const grantType = text(body, 'grant_type');
      if (grantType !== undefined && grantType !== 'password') throw badRequest('grant_type must be password');
      const loginName = text(body, 'user_name', { required: 'User ID is required', max: [64, BAD_LOGIN] });
      const password = text(body, 'password', {
        required: 'Password is required',
        raw: true,
        min: [LOGIN_PASSWORD_MIN, `Password must be at least ${LOGIN_PASSWORD_MIN} characters`],
        max: [128, 'Password is too long'],
      });
      const countryCode = text(body, 'country_code', { max: [5, 'Country is invalid'] })?.replace(/^\+/, '');
      const host = await hostOfRequest(db, req);
      const user = await passwordLogin(db, host.operatorId, { loginName, password, countryCode }, loginMeta(req));
      return ok(user, 'Login successfully');
    });

    app.post('/user/autoDemoUserLogin', async (req) => {
      const host = await hostOfRequest(db, req);
      return ok(await createDemoAccount(db, host.operatorId, req.ip), 'Demo account created');
    });

    app.post('/user/logout', { preHandler: requireUser(db) }, async (req) => {
      if (req.sessionId !== undefined) await revokeSession(db, req.sessionId);
      return ok(null, 'Logout successfully');
    });
  };
