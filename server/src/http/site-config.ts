// Site configuration per host (spec §7.1). The host is the body's siteurl when it names a known
// domain, else the request's host; unknown hosts get the default host.
//   POST /getSetting {siteurl}, POST /getWpNumber {siteurl}, POST /getUserWpNumber {siteurl}
//   POST /content/getLogo (body: the encoded base domain as its only key, or {siteurl})
//   GET  /promotions, GET /server-time, GET /app-config ({success, result}; path designed)
//   GET  /notice-messages (designed) → [{id, text, Type}]
// `lang` (query of the GETs, body of getWpNumber; designed): the player's language for the texts an
// operator wrote per language (notices, support message, promotion titles); English when absent.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../store/db';
import { findHostByDomain, normaliseHostname, type Host } from '../site/hosts';
import { requestHostname } from '../site/request-host';
import { appConfigOf, noticeMessages, promotionsOf, siteLanguageOf, siteSetting, supportContact } from '../site/site-config';
import { optionalUser } from '../identity/auth';
import { logoOf } from '../site/host-assets';
import { ok, success } from './reply';
import { noBodyIsEmpty } from './route-schema';
import {
  AppConfigAnswer,
  LangQuery,
  LogoAnswer,
  NoticeMessagesAnswer,
  PromotionsAnswer,
  ServerTimeAnswer,
  SiteRequest,
  SiteSettingAnswer,
  SupportContactAnswer,
  type TSchema,
} from '@khel/shared-kernel/contract-schemas';

const siteCall = (summary: string, answer: TSchema) => ({ schema: { summary, tags: ['site'], body: SiteRequest, response: { 200: answer } } });
const siteRead = (summary: string, answer: TSchema) => ({ schema: { summary, tags: ['site'], querystring: LangQuery, response: { 200: answer } } });

/** 'https://Example.com/path' or 'example.com' → 'example.com'; undefined if not a plausible host. */
export function hostnameOfSiteUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 253) return undefined;
  let raw = value.trim();
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const withoutScheme = raw.replace(/^[a-z]+:\/\//i, '').split(/[/?#]/)[0] ?? '';
  const name = normaliseHostname(withoutScheme);
  return /^[a-z0-9.-]+$/.test(name) ? name : undefined;
}

export const siteConfigRoutes =
  (db: Database): FastifyPluginAsync =>
  async (app) => {
    // the configuration calls may come without a body (the request's host is then the site)
    app.addHook('preValidation', noBodyIsEmpty);
    const hostFor = async (req: FastifyRequest): Promise<{ host: Host; hostname: string }> => {
      const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
      // getLogo's body is {"<encoded base domain>": ""}: its single key is the domain.
      const keys = Object.keys(body);
      const named = hostnameOfSiteUrl(body.siteurl) ?? (keys.length === 1 && body.siteurl === undefined ? hostnameOfSiteUrl(keys[0]) : undefined);
      const hostname = named ?? requestHostname(req);
      return { host: await findHostByDomain(db, hostname), hostname };
    };

    app.post('/getSetting', siteCall("The host's configuration", SiteSettingAnswer), async (req) => {
      const { host, hostname } = await hostFor(req);
      return ok(siteSetting(host, hostname, await logoOf(db, host)));
    });
    const languageOf = (req: FastifyRequest) => siteLanguageOf(((req.method === 'GET' ? req.query : req.body) as { lang?: unknown } | null)?.lang);
    app.post('/getWpNumber', siteCall("The host's support contact", SupportContactAnswer), async (req) => ok(supportContact((await hostFor(req)).host, languageOf(req))));
    app.post('/getUserWpNumber', { preHandler: optionalUser(db), ...siteCall("The host's support contact (for a logged-in player)", SupportContactAnswer) }, async (req) => ok(supportContact((await hostFor(req)).host, languageOf(req))));
    app.post('/content/getLogo', siteCall("The host's logo and icons", LogoAnswer), async (req) => ok(await logoOf(db, (await hostFor(req)).host)));
    app.get('/promotions', siteRead("The host's promotion slider and social links", PromotionsAnswer), async (req) => ok(promotionsOf((await hostFor(req)).host, languageOf(req))));
    app.get('/server-time', { schema: { summary: "The server's clock", tags: ['site'], response: { 200: ServerTimeAnswer } } }, async () => {
      const now = new Date();
      return ok({ serverTime: now.toISOString(), epochMs: now.getTime(), indiaOffsetMinutes: 330 as const });
    });
    app.get('/app-config', siteRead("The host's app configuration", AppConfigAnswer), async (req) => success(appConfigOf((await hostFor(req)).host)));
    app.get('/notice-messages', siteRead("The host's notices for the header banner", NoticeMessagesAnswer), async (req) => ok(await noticeMessages(db, (await hostFor(req)).host, languageOf(req))));
  };
