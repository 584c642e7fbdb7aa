// The live Betfair feed's settings (README: "Connecting a Betfair account"). Missing credentials
// are a clear error at start; their values never appear in one.
import { readFileSync } from 'node:fs';
import { MARKET_TYPES, SPORTS } from '../feed';
import { BettingApi, DEFAULT_API_URL, DEFAULT_KEEPALIVE_URL } from './betting-api';
import { DEFAULT_LOGIN_URL, certLogin } from './login';
import { DEFAULT_CRICKET_URL, DEFAULT_STREAM_URL, LiveStreamSource } from './stream';

type Env = Record<string, string | undefined>;

const list = (raw: string | undefined): string[] | undefined => {
  const items = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
};

function int(env: Env, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of milliseconds (got '${raw}')`);
  return n;
}

/** The certificate login the settings describe, or undefined when they name none (all four or none). */
function certLoginOf(env: Env, appKey: string): (() => Promise<string>) | undefined {
  const names = ['KHEL_BETFAIR_USERNAME', 'KHEL_BETFAIR_PASSWORD', 'KHEL_BETFAIR_CERT', 'KHEL_BETFAIR_KEY'] as const;
  const given = names.filter((n) => env[n]);
  if (given.length === 0) return undefined;
  if (given.length < names.length) throw new Error(`the certificate login needs ${names.join(', ')} (missing: ${names.filter((n) => !env[n]).join(', ')})`);
  const cert = readFileSync(env.KHEL_BETFAIR_CERT!);
  const key = readFileSync(env.KHEL_BETFAIR_KEY!);
  const ca = env.KHEL_BETFAIR_CA ? readFileSync(env.KHEL_BETFAIR_CA) : undefined;
  const [username, password] = [env.KHEL_BETFAIR_USERNAME!, env.KHEL_BETFAIR_PASSWORD!];
  return () => certLogin({ url: env.KHEL_BETFAIR_LOGIN_URL || DEFAULT_LOGIN_URL, appKey, username, password, cert, key, ca });
}

export function liveSource(env: Env, log?: (m: string) => void): LiveStreamSource {
  const appKey = env.KHEL_BETFAIR_APP_KEY ?? '';
  const session = env.KHEL_BETFAIR_SESSION ?? '';
  const login = certLoginOf(env, appKey);
  if (!appKey || (!session && !login))
    throw new Error('KHEL_FEED=betfair needs KHEL_BETFAIR_APP_KEY and either KHEL_BETFAIR_SESSION or the certificate login (KHEL_BETFAIR_USERNAME, KHEL_BETFAIR_PASSWORD, KHEL_BETFAIR_CERT, KHEL_BETFAIR_KEY) (README: Connecting a Betfair account)');
  const ladder = env.KHEL_BETFAIR_LADDER ?? 'best';
  if (ladder !== 'best' && ladder !== 'all') throw new Error(`KHEL_BETFAIR_LADDER must be best or all (got '${ladder}')`);
  const credentials = { appKey, session };
  const cricket = env.KHEL_BETFAIR_CRICKET ?? 'off';
  if (cricket !== 'on' && cricket !== 'off') throw new Error(`KHEL_BETFAIR_CRICKET must be on or off (got '${cricket}')`);
  const ca = env.KHEL_BETFAIR_CA ? readFileSync(env.KHEL_BETFAIR_CA) : undefined;
  const api = new BettingApi({ credentials, url: env.KHEL_BETFAIR_API_URL || DEFAULT_API_URL, keepAliveUrl: env.KHEL_BETFAIR_KEEPALIVE_URL || DEFAULT_KEEPALIVE_URL });
  return new LiveStreamSource({
    credentials,
    url: env.KHEL_BETFAIR_STREAM_URL || DEFAULT_STREAM_URL,
    ca,
    marketFilter: {
      eventTypeIds: list(env.KHEL_BETFAIR_EVENT_TYPES) ?? Object.keys(SPORTS),
      marketTypes: list(env.KHEL_BETFAIR_MARKET_TYPES) ?? Object.keys(MARKET_TYPES),
      countryCodes: list(env.KHEL_BETFAIR_COUNTRIES),
    },
    ladder,
    conflateMs: int(env, 'KHEL_BETFAIR_CONFLATE_MS'),
    heartbeatMs: int(env, 'KHEL_BETFAIR_HEARTBEAT_MS'),
    keepAliveMs: int(env, 'KHEL_BETFAIR_KEEPALIVE_MS'),
    // a session given wins; without one the feed logs in with its certificate
    login: session ? undefined : login,
    // Betfair's cricket score stream, on its own host, with the same credentials (the session the login refreshes)
    scores:
      cricket === 'on'
        ? new LiveStreamSource({ credentials, url: env.KHEL_BETFAIR_CRICKET_URL || DEFAULT_CRICKET_URL, ca, marketFilter: { eventTypeIds: ['4'] }, cricket: true, keepAliveMs: 0, log })
        : undefined,
    api,
    log,
  });
}
