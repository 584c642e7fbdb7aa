// Fixed-window rate limits kept in the database, so every server instance counts the same hits.
// Buckets are keyed by what is being protected (an account name as typed, an address), never by
// whether an account exists, so the answer reveals nothing about which user names are real.
import type { Sql } from '../store/db';
import { HttpError } from '../http/reply';

export interface RateLimit {
  /** bucket family, e.g. 'login:account' */
  name: string;
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  loginPerAccount: { name: 'login:account', max: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { name: 'login:address', max: 50, windowSeconds: 15 * 60 },
  otpPerMobile: { name: 'otp:mobile', max: 5, windowSeconds: 60 * 60 },
  otpPerAddress: { name: 'otp:address', max: 20, windowSeconds: 60 * 60 },
  demoPerAddress: { name: 'demo:address', max: 30, windowSeconds: 60 * 60 },
  magicLinkPerRecipient: { name: 'magic:recipient', max: 5, windowSeconds: 60 * 60 },
  magicLinkPerAddress: { name: 'magic:address', max: 20, windowSeconds: 60 * 60 },
  magicLinkRedeemPerAddress: { name: 'magic:redeem', max: 20, windowSeconds: 15 * 60 },
  passwordChangePerAccount: { name: 'password:account', max: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

export class RateLimitedError extends HttpError {
  constructor() {
    super(429, 'Too many attempts. Please try again later.');
  }
}

const bucketOf = (limit: RateLimit, key: string) => `${limit.name}:${key.toLowerCase().slice(0, 120)}`;

/** Counts one hit; throws RateLimitedError once the window's budget is spent. */
export async function hit(db: Sql, limit: RateLimit, key: string): Promise<void> {
  const rows = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_counters (bucket, window_start, hits)
     VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
     RETURNING hits`,
    [bucketOf(limit, key), limit.windowSeconds],
  );
  if ((rows[0]?.hits ?? 0) > limit.max) throw new RateLimitedError();
}

/** Throws if the budget is already spent, without counting (check before work, hit on failure). */
export async function check(db: Sql, limit: RateLimit, key: string): Promise<void> {
  const rows = await db.query<{ hits: number }>(
    `SELECT hits FROM rate_limit_counters
     WHERE bucket = $1 AND window_start = to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)`,
    [bucketOf(limit, key), limit.windowSeconds],
  );
  if ((rows[0]?.hits ?? 0) >= limit.max) throw new RateLimitedError();
}

/** Drops counters whose window ended long ago (called now and then, bounded work). */
export async function pruneRateLimits(db: Sql): Promise<void> {
  await db.query(`DELETE FROM rate_limit_counters WHERE window_start < now() - interval '1 day'`);
}
