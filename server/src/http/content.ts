// Host images, 'Blogs & News' and the profile's e-mail address (spec §1, §2.3, §2.5, §7.1, §8):
//   GET  /content/assets/{hostCode}/{kind}          kind logo | favicon | touch-icon: the host's stored image
//   GET  /content/blogs?lang=&limit=                 data: BlogArticleSummary[], newest first (designed)
//   GET  /content/blogs/{id}?lang=                   data: BlogArticle (designed)
//   POST /operator/blogs {host_code?, category, texts: {en: {title, summary, body}, hi?...}}  (operator; designed)
//   POST /account/{id}/profile/email {email}         sends the verification link by e-mail (designed)
//   GET  /profile/verify/email/{a}/{b}               a: the link's id, b: its token → {success, status: {statusCode, statusDesc}}
// (POST /content/getLogo is in site-config.ts with the rest of the host's configuration.)
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_LANGUAGES, type ContentLanguage, type EmailVerifyResult, type PublishBlogRequest } from '@khel/shared-kernel/contract';
import type { Database } from '../store/db';
import type { MessageSender } from '../messaging/sender';
import { ASSET_KINDS, readHostAsset, type AssetKind } from '../site/host-assets';
import { hostOfRequest } from '../site/request-host';
import { listArticles, publishArticle, readArticle } from '../content/blog';
import { actorOf, requireOperator } from '../operator/operators';
import { optionalUser, requireUser } from '../identity/auth';
import { EMAIL_VERIFIED, EmailVerificationError, requestEmailVerification, verifyEmail } from '../identity/email-verification';
import { ownAccount, accountOk } from './account';
import { EMAIL, siteOrigin } from './social-login';
import { badRequest, notFound, ok } from './reply';
import { PLAYER, refusals } from './route-schema';
import { Binary, BlogArticleAnswer, PublishBlogRequest as PublishBlogRequestSchema, BlogListAnswer, EmailVerificationAnswer, EmailVerifyRefusal, EmailVerifyResult as EmailVerifyAnswer, ErrorAnswer } from '@khel/shared-kernel/contract-schemas';

const langQuery = {
  type: 'object',
  properties: { lang: { type: 'string', enum: [...CONTENT_LANGUAGES] }, limit: { type: 'integer', minimum: 1, maximum: 50 } },
} as const;

const schemas = {
  asset: {
    summary: "A host's stored image (logo, favicon, touch icon)",
    tags: ['content'],
    response: { 200: Binary('image/*'), 404: ErrorAnswer },
    params: {
      type: 'object',
      required: ['hostCode', 'kind'],
      properties: { hostCode: { type: 'string', pattern: '^[a-z0-9_-]{1,40}$' }, kind: { type: 'string', enum: [...ASSET_KINDS] } },
    },
  },
  blogList: { summary: "The host's published articles, newest first", tags: ['content'], querystring: langQuery, response: { 200: BlogListAnswer } },
  blogRead: { summary: 'One article, in the asked language where it has it', tags: ['content'], response: { 200: BlogArticleAnswer, 404: ErrorAnswer }, querystring: langQuery, params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } } } },
  publish: {
    summary: 'Publish an article on a host (operator)',
    tags: ['content'],
    security: [{ player: [] }],
    response: { 200: BlogArticleAnswer, ...refusals },
    body: PublishBlogRequestSchema,
  },
  addEmail: {
    summary: 'Send a verification link to a new e-mail address',
    tags: ['account'],
    security: PLAYER,
    response: { 200: EmailVerificationAnswer, ...refusals },
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email'],
      properties: { email: { type: 'string', minLength: 3, maxLength: 254 } },
    },
  },
  verify: {
    summary: "Verify an e-mail address with its link's id and token",
    tags: ['account'],
    response: { 200: EmailVerifyAnswer, 400: EmailVerifyRefusal },
    params: {
      type: 'object',
      required: ['a', 'b'],
      properties: { a: { type: 'string', maxLength: 20 }, b: { type: 'string', maxLength: 64 } },
    },
  },
} as const;

export const contentRoutes =
  (db: Database, sender: MessageSender): FastifyPluginAsync =>
  async (app) => {
    app.get('/content/assets/:hostCode/:kind', { schema: schemas.asset }, async (req, reply) => {
      const { hostCode, kind } = req.params as { hostCode: string; kind: AssetKind };
      const asset = await readHostAsset(db, hostCode, kind);
      if (!asset) throw notFound('This site has no such image');
      // Versioned URLs (?v=) change with the image; an unversioned one is revalidated after 5 minutes.
      const versioned = (req.query as { v?: unknown }).v !== undefined;
      return reply
        .header('content-type', asset.contentType)
        .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own must not run script or load anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(asset.body));
    });

    app.get('/content/blogs', { schema: schemas.blogList }, async (req) => {
      const q = req.query as { lang?: ContentLanguage; limit?: number };
      const host = await hostOfRequest(db, req);
      return ok(await listArticles(db, host.id, q.lang ?? 'en', q.limit ?? 20));
    });

    app.get('/content/blogs/:id', { schema: schemas.blogRead }, async (req) => {
      const q = req.query as { lang?: ContentLanguage };
      const host = await hostOfRequest(db, req);
      return ok(await readArticle(db, host.id, Number((req.params as { id: string }).id), q.lang ?? 'en'));
    });

    app.post('/operator/blogs', { schema: schemas.publish, preHandler: requireOperator(db) }, async (req) =>
      ok(await publishArticle(db, actorOf(req), req.body as PublishBlogRequest), 'Article published'),
    );

    app.post('/account/:id/profile/email', { schema: schemas.addEmail, preHandler: requireUser(db) }, async (req) => {
      const user = ownAccount(req);
      const email = (req.body as { email: string }).email.trim();
      if (!EMAIL.test(email)) throw badRequest('Email is invalid');
      const host = await hostOfRequest(db, req);
      const sent = await requestEmailVerification(db, sender, { user, email, siteOrigin: await siteOrigin(db, req, host), siteName: host.siteName });
      return accountOk(sent, 'Verification link sent to your email');
    });

    app.get('/profile/verify/email/:a/:b', { schema: schemas.verify, preHandler: optionalUser(db) }, async (req, reply) => {
      const { a, b } = req.params as { a: string; b: string };
      const host = await hostOfRequest(db, req);
      try {
        await verifyEmail(db, { verificationId: a, token: b, operatorId: host.operatorId, viewerId: req.user?.id, ip: req.ip });
        const result: EmailVerifyResult = { success: true, status: { statusCode: 200, statusDesc: EMAIL_VERIFIED } };
        return result;
      } catch (err) {
        if (!(err instanceof EmailVerificationError)) throw err;
        const result: EmailVerifyResult = { success: false, status: { statusCode: 400, statusDesc: err.message } };
        return reply.code(400).send({ ...result, msg: err.message, message: err.message });
      }
    });
  };
