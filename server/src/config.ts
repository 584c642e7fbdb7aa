// Everything the server reads from its environment, read once at start.
import path from 'node:path';
import type { SectionName } from '@khel/shared-kernel/contract';

export interface Config {
  port: number;
  listenHost: string;
  /** set → that PostgreSQL through `pg`; unset → embedded PGlite in `dataDir` */
  databaseUrl: string | undefined;
  dataDir: string;
  production: boolean;
  /**
   * Where each section's mf-manifest.json is, as a template: `{hostname}` is replaced by the
   * requesting host's name, so a page on second.localhost loads its remotes from second.localhost.
   */
  remoteManifest: Record<SectionName, string>;
  /** how often the live stream sends each connection a heartbeat with its resume token */
  streamHeartbeatMs: number;
  /** the casino provider's base URL for launch addresses; `{hostname}` is the requesting host's name */
  casinoProviderUrl: string;
  /** the built-in provider's code at Khel (KHEL_PROVIDER_CODE, `khel`) */
  casinoProviderCode: string;
  /**
   * Casino providers allowed to call the seamless wallet: code → Pass-Key. The built-in provider's
   * (KHEL_PROVIDER_CODE, `khel`) is KHEL_CASINO_SECRET, or outside production the public development
   * key, which the wallet takes only from a direct connection on this machine (never through a proxy).
   */
  casinoProviders: Record<string, string>;
  /** how often each host's casino game catalogue is fetched again from its provider */
  casinoCatalogueRefreshMs: number;
  /** a real aggregator's launch (KHEL_QT_*), for the hosts named; null = every host launches the built-in provider */
  casinoAggregator: AggregatorConfig | null;
  /** the stream cuts a connection that leaves a frame unfinished this long, or misses a ping answer (pings every streamPingMs) */
  streamFrameTimeoutMs: number;
  streamPingMs: number;
  /**
   * Stream WebSockets one client address may hold at once (KHEL_STREAM_MAX_PER_ADDRESS, default 20;
   * 0: no cap), times KHEL_ADDRESS_LIMIT_FACTOR outside production (a test site whose browsers are
   * all one address).
   */
  streamMaxPerAddress: number;
  /**
   * The development helpers (the OTP outbox reader, GET /dev/outbox, and POST /dev/operator-user): off
   * unless KHEL_DEV_HELPERS=on, and even then answered only to requests whose socket address is
   * loopback and which carry no forwarded header.
   */
  devHelpers: boolean;
  /**
   * Addresses (or CIDR ranges) of the proxies whose X-Forwarded-* headers are believed
   * (KHEL_TRUST_PROXY, comma-separated). Empty: none, the socket address is the client's.
   */
  trustProxy: string[];
  /** the server's log level (KHEL_LOG_LEVEL; default info in production, warn elsewhere) */
  logLevel: string;
  /** how long the stream gathers a market's changes before sending one delta (KHEL_STREAM_CONFLATE_MS, 100) */
  streamConflateMs: number;
  /**
   * The browsable API reference at /api/v1/docs (OpenAPI generated from the routes' schemas):
   * on outside production, or with KHEL_API_DOCS=on.
   */
  apiDocs: boolean;
  /**
   * Every answer checked against its route's declared response schema; a mismatch is a 500 and a
   * log line (KHEL_CHECK_RESPONSES=on: the server's tests run with it, so the schemas stay true).
   */
  checkResponses: boolean;
  /** the outbox relay in this instance (KHEL_MESSAGE_RELAY=off: none; messaging/relay.ts), polling every messageRelayPollMs */
  messageRelay: boolean;
  messageRelayPollMs: number;
}

/** A QT-Platform-shaped aggregator: where its launch API is, its API user, the hosts that launch through it. */
export interface AggregatorConfig {
  /** Khel's code for it: its wallet base is /api/v1/casino/qt/{providerCode} */
  providerCode: string;
  apiBase: string;
  username: string;
  password: string;
  /** the hostnames whose players it serves */
  hosts: string[];
}

/** Refuses settings that must never run together (the outbox reader in production). */
export function assertSafeConfig(config: Config): void {
  if (config.production && Object.values(config.casinoProviders).includes(CASINO_DEVELOPMENT_SECRET)) {
    throw new Error('The public development Pass-Key is refused with NODE_ENV=production: set KHEL_CASINO_SECRET to a secret of your own');
  }
  if (config.production && config.devHelpers) {
    throw new Error('KHEL_DEV_HELPERS=on is refused with NODE_ENV=production: it would let anyone read one-time codes and create operator staff');
  }
}

/** The built-in provider's development secret (casino-provider/src/config.ts holds the same). */
export const CASINO_DEVELOPMENT_SECRET = 'khel-builtin-provider-development-secret';

const defaultPorts: Record<SectionName, number> = { sports: 3001, racing: 3002, casino: 3003, account: 3004 };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const manifest = (section: SectionName): string =>
    env[`KHEL_REMOTE_${section.toUpperCase()}_URL`] ??
    `http://{hostname}:${env[`KHEL_${section.toUpperCase()}_PORT`] ?? defaultPorts[section]}/mf-manifest.json`;
  return {
    port: Number(env.KHEL_SERVER_PORT ?? env.PORT ?? 4000),
    // Loopback unless a public address is asked for (docker-compose sets 0.0.0.0 inside its network).
    listenHost: env.KHEL_LISTEN_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.KHEL_DATA_DIR ?? '.data/pglite'),
    production: env.NODE_ENV === 'production',
    streamHeartbeatMs: Math.max(100, Number(env.KHEL_STREAM_HEARTBEAT_MS) || 15_000),
    casinoProviderUrl: env.KHEL_PROVIDER_URL ?? `http://{hostname}:${env.KHEL_PROVIDER_PORT || 3005}`,
    casinoProviderCode: env.KHEL_PROVIDER_CODE ?? 'khel',
    casinoProviders: casinoProviders(env),
    casinoAggregator: casinoAggregator(env),
    casinoCatalogueRefreshMs: Math.max(100, Number(env.KHEL_CASINO_CATALOGUE_REFRESH_MS) || 5 * 60_000),
    streamFrameTimeoutMs: Math.max(50, Number(env.KHEL_STREAM_FRAME_TIMEOUT_MS) || 10_000),
    streamPingMs: Math.max(50, Number(env.KHEL_STREAM_PING_MS) || 30_000),
    streamMaxPerAddress: streamMaxPerAddress(env),
    devHelpers: env.KHEL_DEV_HELPERS === 'on',
    logLevel: env.KHEL_LOG_LEVEL || (env.NODE_ENV === 'production' ? 'info' : 'warn'),
    streamConflateMs: Math.max(0, Number(env.KHEL_STREAM_CONFLATE_MS ?? 100) || 0),
    apiDocs: env.KHEL_API_DOCS === 'on' || (env.KHEL_API_DOCS !== 'off' && env.NODE_ENV !== 'production'),
    checkResponses: env.KHEL_CHECK_RESPONSES === 'on',
    messageRelay: env.KHEL_MESSAGE_RELAY !== 'off',
    messageRelayPollMs: Math.max(50, Number(env.KHEL_MESSAGE_RELAY_POLL_MS) || 1000),
    trustProxy: (env.KHEL_TRUST_PROXY ?? '').split(',').map((a) => a.trim()).filter(Boolean),
    remoteManifest: {
      sports: manifest('sports'),
      racing: manifest('racing'),
      casino: manifest('casino'),
      account: manifest('account'),
    },
  };
}

function streamMaxPerAddress(env: NodeJS.ProcessEnv): number {
  const max = Number(env.KHEL_STREAM_MAX_PER_ADDRESS ?? 20);
  const base = Number.isSafeInteger(max) && max >= 0 ? max : 20;
  const factor = Number(env.KHEL_ADDRESS_LIMIT_FACTOR ?? 1);
  return env.NODE_ENV === 'production' || !Number.isSafeInteger(factor) || factor < 1 ? base : base * Math.min(factor, 100);
}

/**
 * The built-in provider (code `khel`) with KHEL_CASINO_SECRET, or outside production the development
 * key; an aggregator (KHEL_QT_PROVIDER_CODE, `qt`) with KHEL_QT_PASS_KEY.
 */
function casinoProviders(env: NodeJS.ProcessEnv): Record<string, string> {
  const providers: Record<string, string> = {};
  const secret = env.KHEL_CASINO_SECRET || (env.NODE_ENV === 'production' ? '' : CASINO_DEVELOPMENT_SECRET);
  if (secret) providers[env.KHEL_PROVIDER_CODE ?? 'khel'] = secret;
  if (env.KHEL_QT_PASS_KEY) providers[env.KHEL_QT_PROVIDER_CODE ?? 'qt'] = env.KHEL_QT_PASS_KEY;
  return providers;
}

/** KHEL_QT_API_BASE, KHEL_QT_USERNAME, KHEL_QT_PASSWORD, KHEL_QT_PASS_KEY and KHEL_QT_HOSTS (comma-separated), all or none. */
function casinoAggregator(env: NodeJS.ProcessEnv): AggregatorConfig | null {
  const names = ['KHEL_QT_API_BASE', 'KHEL_QT_USERNAME', 'KHEL_QT_PASSWORD', 'KHEL_QT_PASS_KEY', 'KHEL_QT_HOSTS'] as const;
  const set = names.filter((n) => env[n]);
  if (set.length === 0) return null;
  if (set.length !== names.length) throw new Error(`An aggregator needs all of ${names.join(', ')}; missing: ${names.filter((n) => !env[n]).join(', ')}`);
  return {
    providerCode: env.KHEL_QT_PROVIDER_CODE ?? 'qt',
    apiBase: env.KHEL_QT_API_BASE!.replace(/\/$/, ''),
    username: env.KHEL_QT_USERNAME!,
    password: env.KHEL_QT_PASSWORD!,
    hosts: env.KHEL_QT_HOSTS!.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
  };
}
