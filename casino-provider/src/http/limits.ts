// What one provider process holds at most, so that one address cannot take it over and the process
// never runs out of file descriptors: live sockets per address and in all, connections in all (below
// the soft RLIMIT_NOFILE the process started with), how long a request's headers and the whole
// request may take, and how large a body may be. Read once at start (src/config.ts).
import { readFileSync } from 'node:fs';

export interface ProviderLimits {
  /** live sockets (/live/*) one address may hold (IPv6: one /64, what one subscriber is given) */
  livePerAddress: number;
  /** live sockets in all */
  liveTotal: number;
  /** every connection, HTTP and live (the server's maxConnections): below the descriptor limit */
  connections: number;
  /** a request's headers must have arrived by then (slow-header clients are cut off) */
  headersTimeoutMs: number;
  /** the whole request, body included, must have arrived by then */
  requestTimeoutMs: number;
  /** the largest request body (a bet is a few hundred bytes) */
  bodyBytes: number;
}

/** Descriptors kept for everything but players' sockets: the journal, the wallet's calls to Khel, stdio, the listener. */
const RESERVED_DESCRIPTORS = 64;
/** When the soft limit cannot be read (not Linux): the most common default. */
const DEFAULT_FILE_LIMIT = 1024;

/** The soft RLIMIT_NOFILE of this process (Linux: /proc/self/limits), or null when it cannot be read. */
export function softFileLimit(read: () => string = () => readFileSync('/proc/self/limits', 'utf8')): number | null {
  try {
    const line = read()
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return Number.MAX_SAFE_INTEGER;
    const n = Number(soft);
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

const whole = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

/**
 * The limits from the environment (README: KHEL_PROVIDER_LIVE_PER_ADDRESS, KHEL_PROVIDER_LIVE_MAX),
 * the totals always below the descriptor limit: connections leave RESERVED_DESCRIPTORS free, and live
 * sockets leave a tenth of the connections (at least 32) to the players' bets and page loads.
 */
export function providerLimits(env: NodeJS.ProcessEnv = process.env, fileLimit: number | null = softFileLimit()): ProviderLimits {
  const files = fileLimit ?? DEFAULT_FILE_LIMIT;
  const connections = Math.max(16, files - RESERVED_DESCRIPTORS);
  const liveRoom = Math.max(8, connections - Math.max(32, Math.floor(connections / 10)));
  return {
    livePerAddress: whole(env.KHEL_PROVIDER_LIVE_PER_ADDRESS, 32),
    liveTotal: Math.min(whole(env.KHEL_PROVIDER_LIVE_MAX, 50_000), liveRoom),
    connections,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 20_000,
    bodyBytes: 8 * 1024,
  };
}

/**
 * The address a per-address cap counts by: an IPv4 address (also when written IPv4-mapped, ::ffff:a.b.c.d),
 * or an IPv6 address's first 64 bits (one subscriber holds a whole /64).
 */
export function addressKey(address: string | undefined): string {
  if (!address) return '?';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
