// Login, demo login and logout (spec §7.1, §4.4).
//   POST /user/userLogin         form-encoded {user_name, password, grant_type=password[, country_code]}
//   POST /user/autoDemoUserLogin no body → data {user_name, password}
//   POST /user/logout            (designed; spec §7.5 "not shown") revokes the bearer token
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_PASSWORD_MIN } from '@khel/shared-kernel/contract';
import type { Database } from '../store/db';
import { requireUser } from '../identity/auth';
import { BAD_LOGIN, createDemoAccount, passwordLogin, type LoginMeta } from '../identity/login';
import { revokeSession } from '../identity/sessions';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../identity/known-devices';
import { hostOfRequest } from '../site/request-host';
import { badRequest, ok } from './reply';
import { bodyOf, text } from './input';
import { PLAYER, noBodyIsEmpty, refusals } from './route-schema';
import { DemoLoginAnswer, DoneAnswer, LoginAnswer, LoginRequest, NoFields } from '@khel/shared-kernel/contract-schemas';

/** One cookie's value from the Cookie header (the API reads only its own device cookie). */
export function cookieOf(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export const loginMeta = (req: FastifyRequest): LoginMeta => ({ ip: req.ip, userAgent: req.headers['user-agent'], deviceToken: cookieOf(req, DEVICE_COOKIE) });

/** The device cookie: HttpOnly, sent back only to the API of this site. */
export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header('Set-Cookie', `${DEVICE_COOKIE}=${token}; Path=/api/v1/; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`);
}

export const authRoutes =
  (db: Database): FastifyPluginAsync =>
  async (app) => {
    app.addHook('preValidation', noBodyIsEmpty);
    app.post('/user/userLogin', { schema: { summary: 'Log in with User ID (or mobile) and password', tags: ['auth'], body: LoginRequest, response: { 200: LoginAnswer, ...refusals } } }, async (req, reply) => {
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
      const { login, deviceToken } = await passwordLogin(db, host.operatorId, { loginName, password, countryCode }, loginMeta(req));
      setDeviceCookie(req, reply, deviceToken);
      return ok(login, 'Login successfully');
    });

    app.post('/user/autoDemoUserLogin', { schema: { summary: 'A demo account, created and returned with its password', tags: ['auth'], body: NoFields, response: { 200: DemoLoginAnswer, ...refusals } } }, async (req) => {
      const host = await hostOfRequest(db, req);
      return ok(await createDemoAccount(db, host.operatorId, req.ip), 'Demo account created');
    });

    app.post('/user/logout', { preHandler: requireUser(db), schema: { summary: 'Revoke the bearer token', tags: ['auth'], security: PLAYER, body: NoFields, response: { 200: DoneAnswer, ...refusals } } }, async (req) => {
      if (req.sessionId !== undefined) await revokeSession(db, req.sessionId);
      return ok(null, 'Logout successfully');
    });
  };
