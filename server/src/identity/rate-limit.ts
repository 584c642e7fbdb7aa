// Rate limits kept in the database, so every server instance counts the same hits.
// - Fixed windows (`hit`, `check`) for sends and per-address budgets.
// - Per-account exponential back-off for password checks (`beginPasswordCheck`): the first
//   BACKOFF.freeFailures failures cost nothing, each one after doubles the wait before the next
//   attempt, capped at BACKOFF.maxSeconds, so a stranger slows guessing down without locking the
//   owner out (the correct password succeeds once the wait has passed, and a device the owner logged
//   in from before has a back-off of its own, see known-devices.ts). Attempts refused during the wait
//   are not counted and do not extend it.
// Buckets are keyed by what is being protected, never by whether an account exists, so the answer
// reveals nothing about which user names are real.
import type { Sql } from '../store/db';
import { DomainError } from '../domain/errors';

export interface RateLimit {
  /** bucket family, e.g. 'login:address' */
  name: string;
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  loginPerAddress: { name: 'login:address', max: 50, windowSeconds: 15 * 60 },
  otpPerMobile: { name: 'otp:mobile', max: 5, windowSeconds: 60 * 60 },
  otpPerAddress: { name: 'otp:address', max: 20, windowSeconds: 60 * 60 },
  demoPerAddress: { name: 'demo:address', max: 30, windowSeconds: 60 * 60 },
  magicLinkPerRecipient: { name: 'magic:recipient', max: 5, windowSeconds: 60 * 60 },
  magicLinkPerAddress: { name: 'magic:address', max: 20, windowSeconds: 60 * 60 },
  magicLinkRedeemPerAddress: { name: 'magic:redeem', max: 20, windowSeconds: 15 * 60 },
  registerRefusalsPerAddress: { name: 'register:refused', max: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

/** The per-account back-off of every password (and reset code) check. */
export const BACKOFF = {
  /** failures before any wait */
  freeFailures: 5,
  /** the wait after the first failure past the free ones; it doubles with each further failure */
  baseSeconds: 2,
  /** the longest wait: at most 60 guesses an hour on one account, and the owner waits a minute at worst */
  maxSeconds: 60,
  /** failures are forgotten after this long without an attempt */
  forgetSeconds: 60 * 60,
} as const;

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', 'Too many attempts. Please try again later.', { retryAfter: retryAfterSeconds });
  }
}

/**
 * Per-address budgets multiplied by KHEL_ADDRESS_LIMIT_FACTOR (a whole number, default 1; ignored in
 * production). For a development or test site where every browser reaches the server as one address
 * (the end-to-end suite: one Chromium behind the shell's proxy); per-account and per-recipient limits
 * and the password back-off never change.
 */
const ADDRESS_LIMIT_FACTOR = (() => {
  const factor = Number(process.env.KHEL_ADDRESS_LIMIT_FACTOR ?? 1);
  return process.env.NODE_ENV === 'production' || !Number.isSafeInteger(factor) || factor < 1 ? 1 : Math.min(factor, 100);
})();
const PER_ADDRESS = /(:address|^magic:redeem|^register:refused)$/;
const maxOf = (limit: RateLimit) => (PER_ADDRESS.test(limit.name) ? limit.max * ADDRESS_LIMIT_FACTOR : limit.max);

const bucketOf = (limit: RateLimit, key: string) => `${limit.name}:${key.toLowerCase().slice(0, 120)}`;
const windowStart = `to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)`;
/** seconds until the current window of `limit` ends (at least 1) */
const windowLeft = (limit: RateLimit) => Math.max(1, limit.windowSeconds - (Math.floor(Date.now() / 1000) % limit.windowSeconds));

/** Counts one hit; throws RateLimitedError once the window's budget is spent. */
export async function hit(db: Sql, limit: RateLimit, key: string): Promise<void> {
  const rows = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES ($1, ${windowStart}, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
     RETURNING hits`,
    [bucketOf(limit, key), limit.windowSeconds],
  );
  if ((rows[0]?.hits ?? 0) > maxOf(limit)) throw new RateLimitedError(windowLeft(limit));
}

/** Throws if the budget is already spent, without counting (check before work, hit on failure). */
export async function check(db: Sql, limit: RateLimit, key: string): Promise<void> {
  const rows = await db.query<{ hits: number }>(
    `SELECT hits FROM rate_limit_counters WHERE bucket = $1 AND window_start = ${windowStart}`,
    [bucketOf(limit, key), limit.windowSeconds],
  );
  if ((rows[0]?.hits ?? 0) >= maxOf(limit)) throw new RateLimitedError(windowLeft(limit));
}

/** The wait after `failures` failed attempts in a row (0 while they are free): what takeAttempt's SQL computes. */
export function backoffSeconds(failures: number): number {
  if (failures <= BACKOFF.freeFailures) return 0;
  return Math.min(BACKOFF.maxSeconds, BACKOFF.baseSeconds * 2 ** Math.min(30, failures - BACKOFF.freeFailures - 1));
}

/** The back-off row of an account: one per account, whatever the identifier it was reached by. */
export type BackoffKey = `user:${number}` | `operator:${number}` | `name:${string}` | `device:${string}`;

/**
 * Takes one attempt from `key`'s back-off, atomically, before the password is verified: refused with
 * Retry-After while the wait of earlier failures lasts; otherwise charged as a failure now, so parallel
 * guesses cannot all slip through one free slot. The caller clears the row when the password is right.
 */
export async function takeAttempt(db: Sql, key: BackoffKey): Promise<void> {
  // The failure count and the wait it brings are written by one statement, so a burst of parallel
  // attempts is serialised on the row: each sees the wait the one before it set.
  const failures = `(CASE WHEN b.last_attempt_at < now() - make_interval(secs => $2) THEN 1 ELSE b.failures + 1 END)`;
  const rows = await db.query<{ failures: number }>(
    `INSERT INTO login_backoff AS b (key, failures, last_attempt_at, next_allowed_at) VALUES ($1, 1, now(), now())
     ON CONFLICT (key) DO UPDATE SET
       failures = ${failures},
       last_attempt_at = now(),
       next_allowed_at = now() + make_interval(secs => CASE WHEN ${failures} <= $3 THEN 0
                                                            ELSE least($5, $4 * power(2, least(30, ${failures} - $3 - 1))) END)
     WHERE b.next_allowed_at <= now()
     RETURNING failures`,
    [key, BACKOFF.forgetSeconds, BACKOFF.freeFailures, BACKOFF.baseSeconds, BACKOFF.maxSeconds],
  );
  if (rows[0]) return;
  const wait = await db.query<{ left: number }>(`SELECT ceil(extract(epoch FROM next_allowed_at - now()))::int AS left FROM login_backoff WHERE key = $1`, [key]);
  throw new RateLimitedError(Math.max(1, wait[0]?.left ?? 1));
}

/** The password was right: the account's failures are forgotten. */
export async function clearAttempts(db: Sql, key: BackoffKey): Promise<void> {
  await db.query('DELETE FROM login_backoff WHERE key = $1', [key]);
}

/**
 * Every password (or reset code) check goes through here: the per-address budget of failures, then
 * the account's back-off; `verify` runs only when both allow it. Failures count against both; a
 * success clears the account's back-off. Returns what `verify` returned when it was right.
 */
export async function guardedCheck<T>(
  db: Sql,
  who: { key: BackoffKey; ip: string },
  verify: () => Promise<T | undefined>,
): Promise<T | undefined> {
  await check(db, LIMITS.loginPerAddress, who.ip);
  await takeAttempt(db, who.key);
  const result = await verify();
  if (result === undefined) {
    await db.query(
      `INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES ($1, ${windowStart}, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1`,
      [bucketOf(LIMITS.loginPerAddress, who.ip), LIMITS.loginPerAddress.windowSeconds],
    );
  } else {
    await clearAttempts(db, who.key);
  }
  return result;
}

/** Drops counters whose window ended long ago and back-offs long forgotten (bounded work). */
export async function pruneRateLimits(db: Sql): Promise<void> {
  await db.query(`DELETE FROM rate_limit_counters WHERE window_start < now() - interval '1 day'`);
  await db.query(`DELETE FROM login_backoff WHERE last_attempt_at < now() - make_interval(secs => $1)`, [BACKOFF.forgetSeconds]);
}
