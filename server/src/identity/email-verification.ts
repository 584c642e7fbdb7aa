// Adding an e-mail address to the profile (spec §7.1 GET /profile/verify/email/{a}/{b}, §8 'Email
// verification: success or error toast with statusDesc'). The player names an address; a link
// {site}/profile/verify/email/{verification id}/{token} goes to it through the message sender's
// e-mail channel; opening it moves the address onto the profile. The token is random (256 bits),
// kept only as its SHA-256, works once, expires after EMAIL_LINK_TTL_SECONDS, and its row names the
// player who asked: a link verifies that player's address and no other, and a player logged in
// as someone else cannot use it.
import crypto from 'node:crypto';
import type { EmailVerificationSent } from '@khel/shared-kernel/contract';
import type { Database } from '../store/db';
import type { MessageSender } from '../messaging/sender';
import { DomainError } from '../domain/errors';
import { refuseDemo, type AuthUser } from './auth';
import { check, hit, type RateLimit } from './rate-limit';

export const EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60;
/** Links a player may ask for in an hour (each one is an e-mail sent on the site's behalf). */
export const EMAIL_LINKS_PER_PLAYER: RateLimit = { name: 'email-verify:player', max: 5, windowSeconds: 60 * 60 };
/** Failed link openings an address may make in 15 minutes. */
export const EMAIL_VERIFY_FAILURES_PER_ADDRESS: RateLimit = { name: 'email-verify:address', max: 20, windowSeconds: 15 * 60 };

export const EMAIL_VERIFIED = 'Your email address is verified.';
export const EMAIL_LINK_INVALID = 'This verification link is invalid or has already been used.';
export const EMAIL_LINK_EXPIRED = 'This verification link has expired. Please add your email again to get a new one.';
export const EMAIL_LINK_OTHER_PLAYER = 'This verification link belongs to another account. Log out and open it again.';
export const EMAIL_TAKEN = 'This email address is already used by another account.';

export class EmailVerificationError extends DomainError {
  constructor(message: string) {
    super('invalid', message);
  }
}

const tokenHash = (token: string): Buffer => crypto.createHash('sha256').update(token).digest();

export interface EmailLinkRequest {
  user: AuthUser;
  email: string;
  /** scheme, host and port of this host's site */
  siteOrigin: string;
  siteName: string;
}

/** Stores a pending address and sends its link; earlier open links of the player stop working. */
export async function requestEmailVerification(db: Database, sender: MessageSender, r: EmailLinkRequest): Promise<EmailVerificationSent> {
  refuseDemo(r.user);
  const email = r.email.trim();
  const taken = await db.query(
    'SELECT 1 FROM users WHERE operator_id = $1 AND lower(email) = lower($2) AND id <> $3 AND NOT is_demo',
    [r.user.operatorId, email, r.user.id],
  );
  if (taken.length > 0) throw new EmailVerificationError(EMAIL_TAKEN);
  await hit(db, EMAIL_LINKS_PER_PLAYER, String(r.user.id));
  const token = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.query('UPDATE email_verifications SET consumed_at = now() WHERE user_id = $1 AND consumed_at IS NULL', [r.user.id]);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO email_verifications (user_id, email, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id`,
      [r.user.id, email, tokenHash(token), EMAIL_LINK_TTL_SECONDS],
    );
    const link = `${r.siteOrigin}/profile/verify/email/${row!.id}/${token}`;
    await sender.send(tx, {
      operatorId: r.user.operatorId,
      channel: 'email',
      recipient: email.toLowerCase(),
      purpose: 'email_verification',
      body: `Confirm your email address for ${r.siteName}: ${link} This link works once and expires in 24 hours. If you did not ask for it, ignore this message.`,
    });
  });
  return { pending_email: email, expiresIn: EMAIL_LINK_TTL_SECONDS };
}

interface VerificationRow {
  id: number;
  user_id: number;
  email: string;
  expires_at: Date;
  consumed_at: Date | null;
  operator_id: number;
  [k: string]: unknown;
}

/**
 * Opens link `{verificationId}/{token}` on the site of `operatorId`. `viewer` is the logged-in
 * player, if any: a link for another player is refused and left usable for its owner. A bad link
 * changes nothing and counts against the address.
 */
export async function verifyEmail(
  db: Database,
  input: { verificationId: string; token: string; operatorId: number; viewerId: number | undefined; ip: string },
): Promise<string> {
  await check(db, EMAIL_VERIFY_FAILURES_PER_ADDRESS, input.ip);
  const outcome = await db.transaction(async (tx): Promise<{ error: string } | { email: string }> => {
    const wellFormed = /^\d{1,15}$/.test(input.verificationId) && /^[A-Za-z0-9_-]{43}$/.test(input.token);
    const rows = wellFormed
      ? await tx.query<VerificationRow>(
          `SELECT v.id, v.user_id, v.email, v.expires_at, v.consumed_at, u.operator_id
           FROM email_verifications v JOIN users u ON u.id = v.user_id
           WHERE v.id = $1 AND v.token_hash = $2 FOR UPDATE OF v`,
          [input.verificationId, tokenHash(input.token)],
        )
      : [];
    const row = rows[0];
    if (!row || row.consumed_at || row.operator_id !== input.operatorId) return { error: EMAIL_LINK_INVALID };
    if (input.viewerId !== undefined && input.viewerId !== Number(row.user_id)) return { error: EMAIL_LINK_OTHER_PLAYER };
    if (new Date(row.expires_at).getTime() <= Date.now()) return { error: EMAIL_LINK_EXPIRED };
    const taken = await tx.query('SELECT 1 FROM users WHERE operator_id = $1 AND lower(email) = lower($2) AND id <> $3 AND NOT is_demo', [
      row.operator_id,
      row.email,
      row.user_id,
    ]);
    if (taken.length > 0) return { error: EMAIL_TAKEN };
    await tx.query('UPDATE email_verifications SET consumed_at = now() WHERE id = $1', [row.id]);
    await tx.query('UPDATE users SET email = $2 WHERE id = $1', [row.user_id, row.email]);
    return { email: row.email };
  });
  if ('error' in outcome) {
    await hit(db, EMAIL_VERIFY_FAILURES_PER_ADDRESS, input.ip);
    throw new EmailVerificationError(outcome.error);
  }
  return outcome.email;
}

/** The address waiting for its link, if the player has one open. */
export async function pendingEmailOf(db: Database, userId: number): Promise<string | null> {
  const rows = await db.query<{ email: string }>(
    'SELECT email FROM email_verifications WHERE user_id = $1 AND consumed_at IS NULL AND expires_at > now() ORDER BY id DESC LIMIT 1',
    [userId],
  );
  return rows[0]?.email ?? null;
}
