// The operator console's calls (designed; the spec shows no operator screens). Each request body
// and query is checked by the JSON schema beside its route before anything runs; money goes out
// as rupees with 2 decimals (a field `xPaise` of a use case is sent as `x`). A host operator sees
// only their own operator's hosts and players; the platform operator sees all.
//   GET  /operator/me                              → {operator, role: platform|host}
//   GET  /operator/hosts                           → hosts with domains, flags, contacts, limits, notices, sections
//   PATCH /operator/hosts/:id {siteName?, themeColor?, commissionBps?, liquidityBps? (platform only), flags?, contacts?, limits?, notices?}
//        limits: {minDeposit, maxDeposit, minWithdrawal, maxWithdrawal} in whole rupees, null = the default
//        betDelays: {matchoddsBetDelay, …} seconds for the host's players, null = the default
//   PUT  /operator/hosts/:id/money-mode {mode: real|play, amount, label, dailyTopUp}   (platform only; audited)
//   PUT  /operator/hosts/:id/sections/:section {enabled, manifestUrl}   (manifestUrl null = the default build)
//   POST /operator/hosts/:id/domains {domain}      DELETE /operator/hosts/:id/domains/:domain   (a domain is one host's)
//        a host operator's domain is pending (host.pendingDomains) and does not route until the platform approves it:
//   GET  /operator/domains/pending                 (platform) → [{domain, hostId, hostCode, siteName, operatorId, requestedAt}]
//   POST /operator/domains/:domain/approve | /reject   (platform) approved: it routes; rejected: the claim is deleted
//   PUT  /operator/hosts/:id/images/logo|favicon {data: base64}   PNG, SVG (no script), ICO or WebP by content
//   DELETE /operator/hosts/:id/images/logo|favicon                (the site shows its name)
//   GET  /operator/hosts/:id/blogs                 → 'Blogs & News' articles, drafts too, with every translation
//   POST /operator/hosts/:id/blogs {category, texts: {en: {title, summary, body}, hi?…}}   → a draft
//   PUT  /operator/blogs/:id {category, texts}     POST /operator/blogs/:id/publish | /unpublish
//   GET  /operator/payments?kind=deposit|withdrawal&status=&q=           (q: UTR, user name or mobile)
//   GET  /operator/players?q=                      (user name or mobile)
//   GET  /operator/players/:id                     → balance, exposure, open bets, statement, payments, bet settings
//   PUT  /operator/players/:id/bet-settings {…§3 limits and delays, whole numbers}
//   PUT  /operator/players/:id/lock {locked, reason?}   (a reason is required to lock; locking ends the player's sessions)
//   GET  /operator/markets?q=&live=                (platform) unsettled markets, matched volume, house P&L per runner
//   GET  /operator/fancies?q=&live=                (platform) unsettled fancy lines: Yes and No, open stakes, exposure
//   POST /operator/markets/:marketId/suspend | /resume   (platform) an operator's hold, kept until resumed
//   GET  /operator/risk                            → bets a minute, today per host, top exposures, pending payments
//   GET  /operator/risk/stream                     → text/event-stream: the same figures, sent when they change
// Answers are the types of shared-kernel/src/contract/operator.ts (checked at the end of this file).
// Approving and rejecting payments, settling and voiding markets, and the audit log are the calls
// in operator.ts and operator-markets.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  type HostImageKind,
  type OperatorAuditEntry,
  type OperatorBlogArticle,
  type OperatorBetSettingsPatch,
  type OperatorBlogWrite,
  type OperatorHostPatch,
  type OperatorMoneyModeWrite,
  type OperatorPlayerLock,
  type OperatorSectionWrite,
  type OperatorFancyLine,
  type OperatorHost,
  type OperatorMarket,
  type OperatorMe,
  type OperatorPayment,
  type OperatorPendingDomain,
  type OperatorPlayerDetail,
  type OperatorPlayerSummary,
  type OperatorRisk,
  type RupeesOut,
  type SectionName,
} from '@khel/shared-kernel/contract';
import * as S from '@khel/shared-kernel/contract-schemas';
import { NoFields, Type, type Static, type TSchema } from '@khel/shared-kernel/contract-schemas';
import type { Database } from '../store/db';
import { actorOf, operatorSessionLive, requireOperator } from '../operator/operators';
import { ConsoleError, roleOf } from '../operator/scope';
import {
  addHostDomain,
  decideHostDomain,
  getHost,
  pendingHostDomains,
  listHosts,
  removeHostDomain,
  setHostImage,
  setHostMoneyMode,
  setHostSection,
  updateHost,
  type HostView,
  type PendingDomain,
} from '../operator/hosts-admin';
import { playerDetail, searchPlayers, setPlayerBetSettings, setPlayerLock, type PlayerDetail, type PlayerSummary } from '../operator/players-admin';
import { listPayments, type ConsolePayment } from '../operator/payments-admin';
import { riskOverview, type RiskOverview } from '../operator/risk';
import { RiskFeed } from '../operator/risk-feed';
import { fancyLines, liveMarkets, setMarketHold, type FancyLine, type LiveMarket } from '../operator/markets-admin';
import { createDraft, hostArticles, setArticlePublished, updateArticle, type BlogArticleView } from '../operator/blogs-admin';
import type { AuditEntry } from '../operator/audit';
import type { OperatorUser } from '../operator/operators';
import type { Exchange } from '../exchange/exchange';
import { paiseToRupees } from './input';
import { HttpError, ok } from './reply';
import { noBodyIsEmpty } from './route-schema';

const STATUS_OF_REFUSAL = { not_found: 404, forbidden: 403, invalid: 400, conflict: 409 } as const;

/** Use cases refuse with domain errors; this is where they become answers. */
async function answer<T>(work: () => Promise<T>, msg = 'Success') {
  try {
    return ok(rupeesOut(await work()), msg);
  } catch (err) {
    if (err instanceof ConsoleError) throw new HttpError(STATUS_OF_REFUSAL[err.refusal], err.message);
    throw err;
  }
}

/** `balancePaise: 12345` → `balance: 123.45` (and `null` stays null), all the way down. */
export function rupeesOut(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rupeesOut);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => (k.endsWith('Paise') && (typeof v === 'number' || v === null) ? [k.slice(0, -5), v === null ? null : paiseToRupees(v)] : [k, rupeesOut(v)])),
  );
}

// The requests' schemas are shared-kernel's (schemas/operator-console.ts), as are their types.
const idParams = S.OperatorIdParams;
const hostPatchSchema = { params: idParams, body: S.OperatorHostPatch };
const domainSchema = { params: idParams, body: S.OperatorDomainAdd };
const domainParams = { params: S.OperatorDomainParams };
const imageParams = S.OperatorImageParams;
const imageSchema = { params: imageParams, body: S.OperatorImageUpload };
const liveSearchSchema = { querystring: S.OperatorLiveSearchQuery };
const blogWrite = S.OperatorBlogWrite;
const sectionSchema = { params: S.OperatorSectionParams, body: S.OperatorSectionWrite };
const paymentsSchema = { querystring: S.OperatorPaymentsQuery };
const searchSchema = { querystring: S.OperatorSearchQuery };
const betSettingsSchema = { params: idParams, body: S.OperatorBetSettingsPatch };
const lockSchema = { params: idParams, body: S.OperatorPlayerLock };
const marketParams = S.OperatorMarketParams;

/** A console call's reference entry: what it does, its answer, and its request schemas. */
const doc = <T extends object>(summary: string, answer: TSchema, request?: T) => ({
  summary,
  tags: ['operator console'],
  security: [{ player: [] }],
  ...(request ?? {}),
  response: { 200: answer },
});

const idOf = (req: FastifyRequest) => Number((req.params as { id: string }).id);

export const operatorConsoleRoutes =
  (db: Database, exchange: Exchange, opts: { mixedMoneyModes: boolean } = { mixedMoneyModes: false }): FastifyPluginAsync =>
  async (api) => {
    const preHandler = requireOperator(db);
    api.addHook('preValidation', noBodyIsEmpty);
    const riskFeed = new RiskFeed(db, exchange);
    const riskStreams = new Set<import('node:http').ServerResponse>();
    api.addHook('preClose', async () => {
      for (const res of riskStreams) res.end();
    });
    // A console decision made with these calls may move the figures: the risk stream looks again
    // soon. (Payment decisions and results, in operator.ts and operator-markets.ts, reach it through
    // the exchange's order events or its 5 s look.)
    api.addHook('onResponse', async (req, reply) => {
      if (req.method !== 'GET' && reply.statusCode < 400) riskFeed.markDirty();
    });

    api.get('/operator/me', { preHandler, schema: doc('Who is signed in, and their role', S.OperatorMeAnswer) }, async (req) => answer(async () => ({ operator: req.operatorUser, role: roleOf(actorOf(req).operatorId) })));

    api.get('/operator/hosts', { preHandler, schema: doc('The hosts (sites) the operator runs', S.OperatorHostsAnswer) }, async (req) => answer(() => listHosts(db, actorOf(req))));
    api.get('/operator/hosts/:id', { preHandler, schema: doc('One host', S.OperatorHostAnswer, { params: idParams }) }, async (req) => answer(() => getHost(db, actorOf(req), idOf(req))));

    api.patch('/operator/hosts/:id', { preHandler, schema: doc('Edit a host: name, colour, commission, flags, contacts, limits, notices, bet delays', S.OperatorHostAnswer, hostPatchSchema) }, async (req) => {
      return answer(() => updateHost(db, actorOf(req), idOf(req), req.body as OperatorHostPatch), 'Host saved');
    });

    api.put('/operator/hosts/:id/money-mode', { preHandler, schema: doc("A host's money mode: real money, or play coins (platform operator only)", S.OperatorHostAnswer, { params: idParams, body: S.OperatorMoneyModeWrite }) }, async (req) =>
      answer(() => setHostMoneyMode(db, actorOf(req), idOf(req), req.body as OperatorMoneyModeWrite, { mixedModes: opts.mixedMoneyModes }), 'Money mode saved'),
    );

    api.post('/operator/hosts/:id/domains', { preHandler, schema: doc("Add a domain to a host (a domain is one host's; a host operator's waits for the platform's approval)", S.OperatorHostAnswer, domainSchema) }, async (req) => {
      const actor = actorOf(req);
      const msg = roleOf(actor.operatorId) === 'platform' ? 'Domain added' : "Domain added: it routes once the platform operator approves it";
      return answer(() => addHostDomain(db, actor, idOf(req), (req.body as Static<typeof S.OperatorDomainAdd>).domain), msg);
    });
    api.get('/operator/domains/pending', { preHandler, schema: doc("Domains host operators added, waiting for approval (platform)", S.OperatorPendingDomainsAnswer) }, async (req) =>
      answer(() => pendingHostDomains(db, actorOf(req))),
    );
    for (const decision of ['approve', 'reject'] as const) {
      api.post(`/operator/domains/:domain/${decision}`, { preHandler, schema: doc(`${decision === 'approve' ? 'Approve' : 'Reject'} a pending domain (platform)`, S.OperatorPendingDomainAnswer, { params: S.OperatorDomainDecisionParams, body: NoFields }) }, async (req) =>
        answer(() => decideHostDomain(db, actorOf(req), (req.params as { domain: string }).domain, decision), decision === 'approve' ? 'Domain approved: it routes now' : 'Domain rejected'),
      );
    }
    api.delete('/operator/hosts/:id/domains/:domain', { preHandler, schema: doc('Remove a domain from a host', S.OperatorHostAnswer, domainParams) }, async (req) =>
      answer(() => removeHostDomain(db, actorOf(req), idOf(req), (req.params as { domain: string }).domain), 'Domain removed'),
    );

    api.put('/operator/hosts/:id/images/:kind', { preHandler, schema: doc('Upload the logo or favicon (base64 of PNG, SVG without scripts, ICO or WebP)', S.OperatorHostAnswer, imageSchema), bodyLimit: 1024 * 1024 }, async (req) => {
      const kind = (req.params as { kind: HostImageKind }).kind;
      const bytes = new Uint8Array(Buffer.from((req.body as Static<typeof S.OperatorImageUpload>).data, 'base64'));
      return answer(() => setHostImage(db, actorOf(req), idOf(req), kind, bytes), kind === 'logo' ? 'Logo saved' : 'Favicon saved');
    });
    api.delete('/operator/hosts/:id/images/:kind', { preHandler, schema: doc('Remove the logo or favicon (the site shows its name)', S.OperatorHostAnswer, { params: imageParams }) }, async (req) => {
      const kind = (req.params as { kind: HostImageKind }).kind;
      return answer(() => setHostImage(db, actorOf(req), idOf(req), kind, null), kind === 'logo' ? 'Logo removed' : 'Favicon removed');
    });

    api.get('/operator/hosts/:id/blogs', { preHandler, schema: doc("The host's 'Blogs & News' articles, drafts too", S.OperatorBlogArticlesAnswer, { params: idParams }) }, async (req) => answer(() => hostArticles(db, actorOf(req), idOf(req))));
    api.post('/operator/hosts/:id/blogs', { preHandler, schema: doc('Write a draft article', S.OperatorBlogArticleAnswer, { params: idParams, body: blogWrite }) }, async (req) =>
      answer(() => createDraft(db, actorOf(req), idOf(req), req.body as OperatorBlogWrite), 'Draft saved'),
    );
    api.put('/operator/blogs/:id', { preHandler, schema: doc('Edit an article', S.OperatorBlogArticleAnswer, { params: idParams, body: blogWrite }) }, async (req) =>
      answer(() => updateArticle(db, actorOf(req), idOf(req), req.body as OperatorBlogWrite), 'Article saved'),
    );
    for (const [verb, published] of [['publish', true], ['unpublish', false]] as const) {
      api.post(`/operator/blogs/:id/${verb}`, { preHandler, schema: doc(published ? 'Publish an article' : 'Take an article back to draft', S.OperatorBlogArticleAnswer, { params: idParams, body: NoFields }) }, async (req) =>
        answer(() => setArticlePublished(db, actorOf(req), idOf(req), published), published ? 'Article published' : 'Article back to draft'),
      );
    }

    api.put('/operator/hosts/:id/sections/:section', { preHandler, schema: doc("A section on or off for a host, and its build's manifest URL (null: the default)", S.OperatorHostAnswer, sectionSchema) }, async (req) => {
      const { enabled, manifestUrl } = req.body as OperatorSectionWrite;
      const section = (req.params as { section: SectionName }).section;
      return answer(() => setHostSection(db, actorOf(req), idOf(req), section, { enabled, manifestUrl: manifestUrl ?? null }), 'Section saved');
    });

    api.get('/operator/payments', { preHandler, schema: doc('Deposits or withdrawals, by status, searchable by UTR, user name or mobile', S.OperatorPaymentsAnswer, paymentsSchema) }, async (req) => {
      const q = req.query as Static<typeof S.OperatorPaymentsQuery>;
      return answer(() => listPayments(db, actorOf(req), { kind: q.kind, status: q.status || null, search: (q.q ?? '').trim(), limit: q.limit ?? 100 }));
    });

    api.get('/operator/players', { preHandler, schema: doc('Players by user name or mobile', S.OperatorPlayersAnswer, searchSchema) }, async (req) =>
      answer(() => searchPlayers(db, actorOf(req), ((req.query as { q?: string }).q ?? '').trim())),
    );
    api.get('/operator/players/:id', { preHandler, schema: doc('One player: balance, exposure, open bets, statement, payments, limits', S.OperatorPlayerAnswer, { params: idParams }) }, async (req) => answer(() => playerDetail(db, actorOf(req), idOf(req))));
    api.put('/operator/players/:id/bet-settings', { preHandler, schema: doc("A player's stake limits and bet delays", S.OperatorBetSettingsAnswer, betSettingsSchema) }, async (req) =>
      answer(() => setPlayerBetSettings(db, actorOf(req), idOf(req), req.body as OperatorBetSettingsPatch), 'Limits saved'),
    );

    api.put('/operator/players/:id/lock', { preHandler, schema: doc('Lock a player (with a reason; ends their sessions) or unlock', S.OperatorPlayerLockAnswer, lockSchema) }, async (req) => {
      const { locked, reason } = req.body as OperatorPlayerLock;
      return answer(() => setPlayerLock(db, actorOf(req), idOf(req), { locked, reason: reason?.trim() || null }), locked ? 'Player locked' : 'Player unlocked');
    });

    api.get('/operator/markets', { preHandler, schema: doc('Unsettled markets with matched volume and the house P&L per runner (platform)', S.OperatorMarketsAnswer, liveSearchSchema) }, async (req) => {
      const q = req.query as { q?: string; live?: boolean };
      return answer(() => liveMarkets(db, actorOf(req), (q.q ?? '').trim(), q.live === true));
    });
    api.get('/operator/fancies', { preHandler, schema: doc('Unsettled fancy lines with open stakes and exposure (platform)', S.OperatorFanciesAnswer, liveSearchSchema) }, async (req) => {
      const q = req.query as { q?: string; live?: boolean };
      return answer(() => fancyLines(db, actorOf(req), { search: (q.q ?? '').trim(), liveOnly: q.live === true }));
    });
    for (const [verb, hold] of [['suspend', true], ['resume', false]] as const) {
      api.post(`/operator/markets/:marketId/${verb}`, { preHandler, schema: doc(hold ? "Suspend a market (the operator's hold, kept until resumed)" : 'Resume a market the operator suspended', S.OperatorMarketHoldAnswer, { params: marketParams, body: NoFields }) }, async (req) =>
        answer(() => setMarketHold(db, exchange, actorOf(req), (req.params as { marketId: string }).marketId, hold), hold ? 'Market suspended' : 'Market resumed'),
      );
    }

    api.get('/operator/risk', { preHandler, schema: doc('Bets a minute, today per host, top exposures, pending payments', S.OperatorRiskAnswer) }, async (req) => answer(() => riskOverview(db, actorOf(req))));

    // Server-sent events: `data: <OperatorRisk JSON>` now and whenever the figures change, and a
    // comment line every 15 s so proxies keep the connection (the stream ends once the session does). The console reads it with fetch (its
    // bearer token in the header), so no token goes in a URL.
    api.get('/operator/risk/stream', { preHandler, schema: { ...doc('The risk figures as server-sent events, sent when they change', S.OperatorRiskAnswer), response: { 200: { description: 'text/event-stream: `data: <the risk figures>` lines', content: { 'text/event-stream': { schema: Type.String() } } } } } }, async (req, reply) => {
      const actor = actorOf(req);
      reply.hijack();
      const res = reply.raw;
      // the API's headers (browser protections, request id) are on the reply, which a hijacked answer does not send
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.write(': risk\n\n');
      const unsubscribe = riskFeed.subscribe(actor, (overview) => res.write(`data: ${JSON.stringify(rupeesOut(overview))}\n\n`));
      // every 15 s: a comment line for the proxies, and the session checked again (a logout or expiry ends the stream)
      const sessionId = req.sessionId;
      const keepAlive = setInterval(async () => {
        // a database hiccup keeps the stream
        const live = await operatorSessionLive(db, sessionId).catch(() => true);
        if (live) res.write(': keep-alive\n\n');
        else res.end();
      }, 15_000);
      riskStreams.add(res);
      res.on('close', () => {
        riskStreams.delete(res);
        clearInterval(keepAlive);
        unsubscribe();
      });
    });
  };

// The answers are the contract's types once money is in rupees and times ISO strings (tsc checks).
type Is<A extends B, B> = A;
export type OperatorAnswersMatchContract = [
  Is<RupeesOut<{ operator: OperatorUser; role: ReturnType<typeof roleOf> }>, OperatorMe>,
  Is<RupeesOut<HostView>, OperatorHost>,
  Is<RupeesOut<PendingDomain>, OperatorPendingDomain>,
  Is<RupeesOut<ConsolePayment>, OperatorPayment>,
  Is<RupeesOut<PlayerSummary>, OperatorPlayerSummary>,
  Is<RupeesOut<PlayerDetail>, OperatorPlayerDetail>,
  Is<RupeesOut<LiveMarket>, OperatorMarket>,
  Is<RupeesOut<FancyLine>, OperatorFancyLine>,
  Is<RupeesOut<RiskOverview>, OperatorRisk>,
  Is<RupeesOut<AuditEntry>, OperatorAuditEntry>,
  Is<RupeesOut<BlogArticleView>, OperatorBlogArticle>,
];
