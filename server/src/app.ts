// Builds the Khel API: one Fastify instance, every route under /api/v1, one error handler.
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from 'helmet';
import { assertSafeConfig, type Config } from './config';
import type { Database } from './store/db';
import { Exchange } from './exchange/exchange';
import { sportsRoutes } from './http/sports';
import { tvRoutes } from './http/tv';
import { bettingRoutes } from './http/betting';
import { streamRoutes } from './http/stream';
import { operatorMarketRoutes } from './http/operator-markets';
import { operatorConsoleRoutes } from './http/operator-console';
import { HttpError, errorBody } from './http/reply';
import { DomainError, domainErrorAnswer } from './http/errors';
import { RateLimitedError } from './identity/rate-limit';
import { ResponsibleGamblingRefusal } from './domain/responsible-gambling';
import { responsibleGamblingGate } from './casino/player-gate';
import { hasSettings } from './responsible-gambling/responsible-gambling';
import { RgMemory } from './responsible-gambling/rg-memory';
import { hostMemoryOf } from './site/hosts';
import { healthRoutes } from './http/health';
import { siteRemotesRoutes } from './http/site-remotes';
import { playerApiRoutes } from './http/player-api';
import { casinoRoutes } from './http/casino';
import { CatalogueCache, providerBaseFor, type HostCatalogue } from './casino/catalogue';
import { SeamlessWallet } from './casino/seamless-wallet';
import type { Cluster } from './cluster/cluster';
import { exchangeFront } from './cluster/front';
import { metricsRoutes } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { feedStatusRoutes } from './http/feed-status';
import { timedDurable, watchWriter } from './observability/metrics';
import { stdoutLog } from './observability/log-stream';

/** The caller's request id (a proxy's or another instance's) when it is a sane token, else a new one. */
function requestId(given: string | string[] | undefined): string {
  return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : crypto.randomUUID();
}

export interface AppDeps {
  db: Database;
  config: Config;
  logger?: boolean;
  /** where the log's lines go (tests); standard output, in blocks, when not given */
  logStream?: { write(line: string): void };
  /** the exchange (books rebuilt from the database); one is started when not given */
  exchange?: Exchange;
  /** several instances: the cluster this instance is part of (its front routes market calls to their owners) */
  cluster?: Cluster;
}

/** A request (or WebSocket handshake) must arrive whole within this; slow senders are cut off. */
const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 10_000;

export async function buildApp({ db, config, logger = false, logStream, exchange: given, cluster }: AppDeps): Promise<FastifyInstance> {
  assertSafeConfig(config);
  const app = Fastify({
    // Structured JSON lines (pino): each request's lines carry its id (reqId), and with several
    // instances the instance's id.
    // The lines go to standard output in blocks (observability/log-stream.ts).
    logger: logger ? { level: config.logLevel, ...(cluster ? { base: { instance: cluster.config.instanceId } } : {}), stream: logStream ?? stdoutLog() } : false,
    // One line a request, once it is answered, not Fastify's two (received, completed).
    logController: new OneLineRequestLog(),
    requestIdHeader: 'x-request-id',
    genReqId: (req) => requestId(req.headers['x-request-id']),
    // X-Forwarded-* are believed only from the configured proxies; with none, req.ip is the socket's.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Room for the client's Accept/Authorization and form bodies; nothing larger is expected.
    routerOptions: { maxParamLength: 200 },
  });
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  // Every route with its methods, as registered (the route-fuzzing regression test walks them all).
  const routeList: Array<{ method: string; url: string; websocket: boolean }> = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routeList.push({ method, url: r.url, websocket: Boolean((r as { websocket?: boolean }).websocket) });
  });

  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await registerApiHeaders(app, config);
  await registerOpenApi(app, config);

  app.setErrorHandler((err: FastifyError | HttpError | DomainError, req, reply) => {
    if (err instanceof RateLimitedError) reply.header('Retry-After', String(err.retryAfterSeconds));
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(errorBody(err.message, err.extra));
    }
    if (err instanceof DomainError) {
      const { status, body } = domainErrorAnswer(err);
      return reply.code(status).send(body);
    }
    if (err instanceof ResponsibleGamblingRefusal) {
      return reply.code(400).send(errorBody(err.message, { code: err.code, until: err.untilMs === null ? null : new Date(err.untilMs).toISOString() }));
    }
    if ('validation' in err && err.validation) {
      return reply.code(400).send(errorBody(validationMessage(err)));
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    return reply.code(status).send(errorBody(status >= 500 ? 'Something went wrong' : clientMessage(err)));
  });

  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send(errorBody(`No such call: ${req.method} ${req.url.split('?')[0]}`)),
  );

  const real = given ?? (await Exchange.start({ db: { ...db, durable: timedDurable(db.durable) } }));
  watchWriter(real.stats);
  // The exchange as every route sees it: market calls go to the market's owner (several instances).
  const exchange = cluster ? cluster.front(real) : exchangeFront(real, null);
  app.decorate('exchange', exchange);
  // Every committed ledger movement of a player's money outside a bet (a deposit, a withdrawal, a
  // casino call, a bonus) puts the new balance on the player's stream, on every instance.
  const onPlayerMoney = (userId: number) => real.events.emit('player', userId);
  db.committed.on('player', onPlayerMoney);
  app.addHook('onClose', async () => void db.committed.off('player', onPlayerMoney));
  // What the bet routes know of players' limits and breaks (a bet reads none of them); a change forgets the player on every instance.
  const rgMemory = new RgMemory(hasSettings);
  cluster?.shareForgets('rg', rgMemory, (u): u is number => Number.isSafeInteger(u));
  // What the routes know of the hosts (a request reads none of them); a console change forgets them on every instance.
  cluster?.shareForgets('hosts', hostMemoryOf(db), (h): h is string => typeof h === 'string');
  // Bet writes already queued finish before the database closes.
  app.addHook('onClose', () => real.idle());
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  await app.register(metricsRoutes(cluster ?? null));
  // Each host's casino games, as its provider publishes them (refreshed; the last good copy kept).
  const casinoCatalogue = new CatalogueCache({ refreshMs: config.casinoCatalogueRefreshMs, log: (msg, detail) => app.log.warn(detail, msg) });
  app.addHook('onClose', async () => casinoCatalogue.close());
  const hostCatalogue: HostCatalogue = (hostname) => casinoCatalogue.games(providerBaseFor(config.casinoProviderUrl, hostname));

  await app.register(
    async (api) => {
      await api.register(healthRoutes(db));
      await api.register(feedStatusRoutes);
      await api.register(siteRemotesRoutes(db, config));
      await api.register(playerApiRoutes(db, config, rgMemory));
      await api.register(sportsRoutes(db, exchange, hostCatalogue));
      await api.register(tvRoutes(db));
      await api.register(bettingRoutes(db, exchange, rgMemory));
      const { streamHeartbeatMs: heartbeatMs, streamFrameTimeoutMs: frameTimeoutMs, streamPingMs: pingMs, streamMaxPerAddress: maxPerAddress } = config;
      await api.register(streamRoutes(db, exchange, { heartbeatMs, frameTimeoutMs, pingMs, conflateMs: config.streamConflateMs, maxPerAddress }));
      await api.register(operatorMarketRoutes(db, exchange));
      // outside production play and real-money hosts may share a deployment (play.localhost beside the others)
      await api.register(operatorConsoleRoutes(db, exchange, { mixedMoneyModes: !config.production }));
      const casinoWallet = new SeamlessWallet(db, { gate: responsibleGamblingGate });
      await api.register(casinoRoutes(db, config, casinoWallet, hostCatalogue));
    },
    { prefix: '/api/v1' },
  );

  return app;
}

/**
 * The request log: one JSON line a request once it is answered (at `info`), with what Fastify's two
 * lines had (the request's method, URL, host and address; the answer's status and time), so the
 * log costs a request one line's serialisation and write. Errors are logged as Fastify logs them.
 */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, req, reply);
    reply.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * Browser protections on every API answer: the API serves JSON only, so its policy allows nothing
 * to load and nothing to frame it; the browser must not guess content types, send the referrer
 * elsewhere, or lend the page powerful features.
 */
async function registerApiHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const protections = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The shell's origin reads the API through its own proxy; other origins have no business embedding it.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Strict transport only where a deployment answers over HTTPS (production); never on a local http site.
    strictTransportSecurity: config.production ? { maxAge: 180 * 24 * 60 * 60 } : false,
  });
  // With these options helmet's headers are the same on every answer: they are taken from it once
  // and set directly (its twelve middlewares cost a bet ~10 µs; its Fastify plugin more again).
  // Set on the reply (Fastify writes them with the status line), not one by one on the raw response.
  const headers = headersOf(protections);
  const set: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  for (const [name, value] of headers.set) set[name.toLowerCase()] = value;
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(set);
    const res = reply.raw;
    for (const name of headers.removed) if (res.hasHeader(name)) res.removeHeader(name);
    done();
  });
}

/** The headers a request-independent middleware sets and removes, as it does them (it must answer synchronously). */
function headersOf(middleware: ReturnType<typeof helmet>): { set: Array<[string, string]>; removed: string[] } {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const res = {
    setHeader: (name: string, value: string) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let called = false;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    called = true;
  });
  if (!called) throw new Error('the API headers middleware did not answer at once');
  return { set, removed };
}

/** No Khel page needs these features; the same list the static servers send. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

declare module 'fastify' {
  interface FastifyInstance {
    exchange: Exchange;
    routeList: ReadonlyArray<{ method: string; url: string; websocket: boolean }>;
  }
}

function validationMessage(err: FastifyError): string {
  // a schema's own wording (errorMessage) wins over the generated one
  const first = err.validation?.find((e) => e.keyword === 'errorMessage') ?? err.validation?.[0];
  if (!first) return 'Invalid request';
  if (first.keyword === 'errorMessage' && first.message) return first.message;
  const field = first.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (missing) return `${missing} is required`;
  return field ? `${field} ${first.message ?? 'is invalid'}` : `Request ${first.message ?? 'is invalid'}`;
}

function clientMessage(err: FastifyError): string {
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type';
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'Request body is too large';
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Request body is empty';
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'Request body is not valid JSON';
  return err.message || 'Invalid request';
}
