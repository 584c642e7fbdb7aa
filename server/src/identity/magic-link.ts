// One-click sign-in by link (spec §2.10 'Or Login With' / 'Or Register With', §4.1, §7.1): the
// built-in one-time sign-in widget asks for a WhatsApp number (channel WHATSAPP) or an email address
// (channel GMAIL); the server sends a link to this host carrying a random 256-bit token through the
// message sender (outbox), and opening it logs the player in through auth/walogin or auth/glogin,
// creating the account on first use. A token is kept only as its SHA-256, works once, for
// MAGIC_LINK_TTL_SECONDS; sends are rate-limited per recipient and per address, failed redemptions
// per address. An outside provider would replace `startMagicLink` and hand back the same token.
import crypto from 'node:crypto';
import type { LoginUser } from '@khel/shared-kernel/contract';
import type { Database, Sql } from '../store/db';
import { DomainError } from '../domain/errors';
import type { MessageSender } from '../messaging/sender';
import { playerAccounts } from '../wallet/ledger';
import { loginResult, randomFrom, type LoginMeta } from './login';
import { check, hit, LIMITS } from './rate-limit';
import { createUser, USER_COLUMNS, type UserRow } from './users';

export const MAGIC_LINK_TTL_SECONDS = 10 * 60;
export type MagicChannel = 'WHATSAPP' | 'GMAIL';

export const BAD_LINK = 'This login link is invalid or has already been used. Please request a new one.';
export const EXPIRED_LINK = 'This login link has expired. Please request a new one.';

export type MagicRecipient = { channel: 'WHATSAPP'; countryCode: string; mobile: string } | { channel: 'GMAIL'; email: string };

export interface StartMagicLink {
  operatorId: number;
  recipient: MagicRecipient;
  /** scheme, host and port of this host's site, e.g. 'https://play.example.com' */
  siteOrigin: string;
  siteName: string;
  ip: string;
}

const tokenHash = (token: string): Buffer => crypto.createHash('sha256').update(token).digest();
const recipientKey = (r: MagicRecipient): string => (r.channel === 'WHATSAPP' ? `+${r.countryCode}${r.mobile}` : r.email.toLowerCase());
/** The query parameter the shell reads: ?otp= for WhatsApp (auth/walogin {otp}), ?gtoken= for email. */
export const linkParam = (channel: MagicChannel): string => (channel === 'WHATSAPP' ? 'otp' : 'gtoken');

/** Creates a link and sends it; the answer never says whether an account exists. */
export async function startMagicLink(db: Database, sender: MessageSender, s: StartMagicLink): Promise<{ expiresIn: number }> {
  await hit(db, LIMITS.magicLinkPerAddress, s.ip);
  await hit(db, LIMITS.magicLinkPerRecipient, `${s.operatorId}:${recipientKey(s.recipient)}`);
  const token = crypto.randomBytes(32).toString('base64url');
  const r = s.recipient;
  const link = `${s.siteOrigin}/?${linkParam(r.channel)}=${token}`;
  const minutes = MAGIC_LINK_TTL_SECONDS / 60;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO magic_links (token_hash, channel, operator_id, country_code, mobile, email, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
      [
        tokenHash(token),
        r.channel,
        s.operatorId,
        r.channel === 'WHATSAPP' ? r.countryCode : null,
        r.channel === 'WHATSAPP' ? r.mobile : null,
        r.channel === 'GMAIL' ? r.email : null,
        MAGIC_LINK_TTL_SECONDS,
      ],
    );
    await sender.send(tx, {
      operatorId: s.operatorId,
      channel: r.channel === 'WHATSAPP' ? 'whatsapp' : 'email',
      recipient: recipientKey(r),
      purpose: 'magic_link',
      body: `Log in to ${s.siteName}: ${link} This link works once and expires in ${minutes} minutes. Do not share it.`,
    });
  });
  return { expiresIn: MAGIC_LINK_TTL_SECONDS };
}

interface MagicLinkRow {
  id: number;
  channel: MagicChannel;
  operator_id: number;
  country_code: string | null;
  mobile: string | null;
  email: string | null;
  expires_at: Date;
  consumed_at: Date | null;
  [k: string]: unknown;
}

/** A fresh user name for an account made by a link: 'wa_' or 'g_' and 8 random characters. */
const freshUserName = (channel: MagicChannel): string => `${channel === 'WHATSAPP' ? 'wa' : 'g'}_${randomFrom('abcdefghjkmnpqrstuvwxyz23456789', 8)}`;

async function accountFor(tx: Sql, link: MagicLinkRow): Promise<UserRow> {
  const existing =
    link.channel === 'WHATSAPP'
      ? await tx.query<UserRow>(
          `SELECT ${USER_COLUMNS} FROM users WHERE operator_id = $1 AND country_code = $2 AND mobile = $3 AND NOT is_demo AND NOT is_system`,
          [link.operator_id, link.country_code, link.mobile],
        )
      : await tx.query<UserRow>(
          `SELECT ${USER_COLUMNS} FROM users WHERE operator_id = $1 AND lower(email) = lower($2) AND NOT is_demo AND NOT is_system`,
          [link.operator_id, link.email],
        );
  if (existing[0]) return existing[0];
  const user = await createUser(tx, {
    operatorId: link.operator_id,
    userName: freshUserName(link.channel),
    name: link.channel === 'WHATSAPP' ? `+${link.country_code} ${link.mobile}` : link.email!.split('@')[0]!.slice(0, 100),
    // Nobody knows this password: the player logs in by link, or sets one through forgot password.
    password: crypto.randomBytes(24).toString('base64url'),
    countryCode: link.country_code,
    mobile: link.mobile,
  });
  const rows = await tx.query<UserRow>(
    `UPDATE users SET is_signup_by_otpless = true, email = $2 WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [user.id, link.email],
  );
  await playerAccounts(tx, user.id);
  return rows[0]!;
}

/**
 * Redeems a link's token for a login on this operator's site (account created on first use). A
 * bad, used, expired or other-channel token changes nothing and counts against the address.
 */
export async function redeemMagicLink(
  db: Database,
  input: { token: string; channel: MagicChannel; operatorId: number },
  meta: LoginMeta,
): Promise<LoginUser> {
  await check(db, LIMITS.magicLinkRedeemPerAddress, meta.ip);
  const outcome = await db.transaction(async (tx) => {
    const rows = /^[A-Za-z0-9_-]{43}$/.test(input.token)
      ? await tx.query<MagicLinkRow>('SELECT * FROM magic_links WHERE token_hash = $1 FOR UPDATE', [tokenHash(input.token)])
      : [];
    const link = rows[0];
    if (!link || link.consumed_at || link.channel !== input.channel || link.operator_id !== input.operatorId) return { error: BAD_LINK };
    if (new Date(link.expires_at).getTime() <= Date.now()) return { error: EXPIRED_LINK };
    const user = await accountFor(tx, link);
    await tx.query('UPDATE magic_links SET consumed_at = now(), user_id = $2 WHERE id = $1', [link.id, user.id]);
    return { login: await loginResult(tx, user, meta) };
  });
  if ('error' in outcome) {
    await hit(db, LIMITS.magicLinkRedeemPerAddress, meta.ip);
    throw new DomainError('invalid', outcome.error ?? BAD_LINK);
  }
  return outcome.login;
}
