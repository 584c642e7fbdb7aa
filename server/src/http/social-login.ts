// One-click sign-in by link, WhatsApp or email (spec §2.10, §4.1, §7.1; built-in provider in
// identity/magic-link.ts):
//   POST /auth/magic-link (designed: the one-time sign-in widget's start) {channel: 'WHATSAPP',
//        country_code, mobile} | {channel: 'GMAIL', email} → data {expiresIn}; the link goes out
//        through the message outbox to {this site}/?otp={token} (WhatsApp) or /?gtoken={token} (email)
//   POST /auth/walogin {otp: the link's token} → data: the login (as user/userLogin), Authorization header
//   POST /auth/glogin  (designed payload: {token}) → {success, result: the login}, Authorization header
// The first use of a link creates the account on the host's operator (is_signup_by_otpless).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginUser } from '@khel/shared-kernel/contract';
import type { Database } from '../store/db';
import type { MessageSender } from '../messaging/sender';
import { BAD_LINK, redeemMagicLink, startMagicLink, type MagicChannel, type MagicRecipient } from '../identity/magic-link';
import { countryCodeOf, mobileOf } from './phone-input';
import { requestHostname, hostOfRequest } from '../site/request-host';
import { hostDomains, type Host } from '../site/hosts';
import { badRequest, HttpError, ok } from './reply';
import { bodyOf, text, type Body } from './input';
import { loginMeta } from './auth';
import { noBodyIsEmpty, refusals } from './route-schema';
import { LoginAnswer, MagicLinkAnswer, MagicLinkBody, SocialLoginAnswer, SocialLoginRequest, WaLoginRequest, type TSchema } from '@khel/shared-kernel/contract-schemas';

const signInCall = (summary: string, body: TSchema, answer: TSchema) => ({ schema: { summary, tags: ['auth'], body, response: { 200: answer, ...refusals } } });

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function recipientOf(body: Body): MagicRecipient {
  const channel = text(body, 'channel', { required: 'Channel is required', max: [10, 'Channel must be WHATSAPP or GMAIL'] });
  if (channel === 'WHATSAPP') {
    const countryCode = countryCodeOf(body);
    return { channel, countryCode, mobile: mobileOf(body, countryCode) };
  }
  if (channel === 'GMAIL') {
    const email = text(body, 'email', { required: 'Email is required', max: [254, 'Email is invalid'] });
    if (!EMAIL.test(email)) throw badRequest('Email is invalid');
    return { channel, email };
  }
  throw badRequest('Channel must be WHATSAPP or GMAIL');
}

/**
 * The site the link opens: the requesting host name when it is one of this host's domains (keeping
 * its port), else the host's first domain, so a forged Host header cannot send a link elsewhere.
 */
export async function siteOrigin(db: Database, req: FastifyRequest, host: Host): Promise<string> {
  const forwarded = req.host.split(',')[0]!.trim();
  const proto = req.protocol === 'https' ? 'https' : 'http';
  const domains = await hostDomains(db, host.id);
  const hostname = requestHostname(req);
  if (domains.includes(hostname)) return `${proto}://${forwarded.toLowerCase()}`;
  if (!domains[0]) throw new HttpError(500, 'This site has no domain configured');
  return `https://${domains[0]}`;
}

const tokenOf = (body: Body, field: string): string => text(body, field, { required: BAD_LINK, max: [64, BAD_LINK] });

export const socialLoginRoutes =
  (db: Database, sender: MessageSender): FastifyPluginAsync =>
  async (app) => {
    app.addHook('preValidation', noBodyIsEmpty);
    const redeem = async (req: FastifyRequest, reply: FastifyReply, channel: MagicChannel, token: string): Promise<LoginUser> => {
      const host = await hostOfRequest(db, req);
      const login = await redeemMagicLink(db, { token, channel, operatorId: host.operatorId }, loginMeta(req));
      reply.header('authorization', `Bearer ${login.token.accessToken}`);
      return login;
    };

    app.post('/auth/magic-link', signInCall('Send a one-time sign-in link by WhatsApp or email', MagicLinkBody, MagicLinkAnswer), async (req) => {
      const recipient = recipientOf(bodyOf(req));
      const host = await hostOfRequest(db, req);
      const sent = await startMagicLink(db, sender, {
        operatorId: host.operatorId,
        recipient,
        siteOrigin: await siteOrigin(db, req, host),
        siteName: host.siteName,
        ip: req.ip,
      });
      return ok(sent, recipient.channel === 'WHATSAPP' ? 'Login link sent on WhatsApp' : 'Login link sent by email');
    });

    app.post('/auth/walogin', signInCall("Sign in with a WhatsApp link's token", WaLoginRequest, LoginAnswer), async (req, reply) => ok(await redeem(req, reply, 'WHATSAPP', tokenOf(bodyOf(req), 'otp')), 'Login successfully'));

    app.post('/auth/glogin', signInCall("Sign in with an emailed link's token", SocialLoginRequest, SocialLoginAnswer), async (req, reply) => {
      const login = await redeem(req, reply, 'GMAIL', tokenOf(bodyOf(req), 'token'));
      return { ...ok(login, 'Login successfully'), success: true, result: login };
    });
  };
