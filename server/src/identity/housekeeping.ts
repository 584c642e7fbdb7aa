// Periodic clean-up of rows that only matter for a while, so these tables stay bounded:
// rate-limit windows (1 day), ended sessions (7 days after they ended), OTP orders and login links (1 day),
// outbox messages (30 days).
import type { Sql } from '../store/db';
import { pruneRateLimits } from './rate-limit';

export async function pruneIdentityTables(db: Sql): Promise<void> {
  await pruneRateLimits(db);
  await db.query(`DELETE FROM sessions WHERE COALESCE(revoked_at, expires_at) < now() - interval '7 days'`);
  await db.query(`DELETE FROM otp_orders WHERE created_at < now() - interval '1 day'`);
  await db.query(`DELETE FROM magic_links WHERE created_at < now() - interval '1 day'`);
  await db.query(`DELETE FROM message_outbox WHERE created_at < now() - interval '30 days'`);
}
