// One-time codes for sign-up and password reset. A code is 6 digits from crypto.randomInt, kept
// only as sha256(orderId:code), valid OTP_TTL_SECONDS, single use, with at most MAX_ATTEMPTS
// guesses per code and MAX_SENDS sends per order; sends are also rate-limited per mobile and
// per address. The orderId (random, 128 bits) is what the client holds.
import crypto from 'node:crypto';
import type { Database, Sql } from '../store/db';
import { DomainError } from '../domain/errors';
import type { Channel, MessageSender } from '../messaging/sender';
import { guardedCheck, hit, LIMITS } from './rate-limit';

export const OTP_TTL_SECONDS = 60;
export const MAX_ATTEMPTS = 5;
export const MAX_SENDS = 5;
/** How long a verified order may still be used to register or set a password. */
export const VERIFIED_ORDER_TTL_SECONDS = 15 * 60;

export const NO_ORDER = 'Please send OTP first!';

export type OtpPurpose = 'signup' | 'reset';

export interface OtpOrder {
  id: number;
  order_id: string;
  purpose: OtpPurpose;
  operator_id: number;
  country_code: string;
  mobile: string;
  user_id: number | null;
  code_hash: Uint8Array;
  expires_at: Date;
  attempts: number;
  sends: number;
  verified_at: Date | null;
  consumed_at: Date | null;
  [k: string]: unknown;
}

const codeHash = (orderId: string, code: string): Buffer => crypto.createHash('sha256').update(`${orderId}:${code}`).digest();
const newCode = (): string => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

export interface StartOtp {
  purpose: OtpPurpose;
  operatorId: number;
  countryCode: string;
  mobile: string;
  /** reset: the account (null when the name or number is unknown: nothing is sent, nothing revealed) */
  userId?: number | null;
  channel: Channel;
  ip: string;
}

/** What a registered number gets instead of a sign-up code (issue 34): the sign-up page says the same either way. */
export const REGISTERED_NUMBER_MESSAGE =
  'This number already has a Khel account. Log in, or reset your password from the login screen. If you did not ask to sign up, ignore this message.';

async function mobileRegistered(db: Sql, operatorId: number, countryCode: string, mobile: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE operator_id = $1 AND country_code = $2 AND mobile = $3 AND NOT is_demo', [operatorId, countryCode, mobile]);
  return rows.length > 0;
}

function messageBody(purpose: OtpPurpose, code: string): string {
  return purpose === 'signup'
    ? `${code} is your Khel sign-up code. It expires in ${OTP_TTL_SECONDS} seconds. Do not share it.`
    : `${code} is your Khel password reset code. It expires in ${OTP_TTL_SECONDS} seconds. Do not share it.`;
}

export async function startOtp(db: Database, sender: MessageSender, s: StartOtp): Promise<{ orderId: string; otp_expiry_time: number }> {
  await hit(db, LIMITS.otpPerAddress, s.ip);
  await hit(db, LIMITS.otpPerMobile, `${s.countryCode}${s.mobile}`);
  const orderId = crypto.randomBytes(16).toString('hex');
  const code = newCode();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO otp_orders (order_id, purpose, operator_id, country_code, mobile, user_id, code_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
      [orderId, s.purpose, s.operatorId, s.countryCode, s.mobile, s.userId ?? null, codeHash(orderId, code), OTP_TTL_SECONDS],
    );
    if (s.purpose === 'signup' || s.userId) await deliver(tx, sender, s, code, orderId);
  });
  return { orderId, otp_expiry_time: OTP_TTL_SECONDS };
}

async function deliver(tx: Sql, sender: MessageSender, s: Pick<StartOtp, 'operatorId' | 'countryCode' | 'mobile' | 'purpose' | 'channel'>, code: string, orderId: string) {
  // a sign-up code for a number that has an account: the phone is told so, and gets no code
  if (s.purpose === 'signup' && (await mobileRegistered(tx, s.operatorId, s.countryCode, s.mobile))) {
    await sender.send(tx, { operatorId: s.operatorId, channel: s.channel, recipient: `+${s.countryCode}${s.mobile}`, purpose: 'signup_registered', body: REGISTERED_NUMBER_MESSAGE, reference: orderId });
    return;
  }
  await sender.send(tx, {
    code,
    reference: orderId,
    validSeconds: OTP_TTL_SECONDS,
    operatorId: s.operatorId,
    channel: s.channel,
    recipient: `+${s.countryCode}${s.mobile}`,
    purpose: s.purpose === 'signup' ? 'signup_otp' : 'reset_otp',
    body: messageBody(s.purpose, code),
  });
}

async function findOrder(db: Sql, orderId: string, purpose: OtpPurpose, lock = false): Promise<OtpOrder> {
  if (!/^[0-9a-f]{32}$/.test(orderId)) throw new DomainError('invalid', NO_ORDER);
  const rows = await db.query<OtpOrder>(
    `SELECT * FROM otp_orders WHERE order_id = $1 AND purpose = $2${lock ? ' FOR UPDATE' : ''}`,
    [orderId, purpose],
  );
  const order = rows[0];
  if (!order || order.consumed_at) throw new DomainError('invalid', NO_ORDER);
  return order;
}

/** A new code for the same order (the old one stops working). */
export async function resendOtp(
  db: Database,
  sender: MessageSender,
  input: { orderId: string; purpose: OtpPurpose; channel: Channel; ip: string },
): Promise<{ orderId: string; otp_expiry_time: number }> {
  await hit(db, LIMITS.otpPerAddress, input.ip);
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, input.orderId, input.purpose, true);
    if (order.sends >= MAX_SENDS) throw new DomainError('rate_limited', 'Too many OTP requests. Please try again later.');
    await hit(tx, LIMITS.otpPerMobile, `${order.country_code}${order.mobile}`);
    const code = newCode();
    await tx.query(
      `UPDATE otp_orders SET code_hash = $2, expires_at = now() + make_interval(secs => $3), attempts = 0,
              sends = sends + 1, verified_at = NULL WHERE id = $1`,
      [order.id, codeHash(order.order_id, code), OTP_TTL_SECONDS],
    );
    if (order.purpose === 'signup' || order.user_id) {
      await deliver(tx, sender, { operatorId: order.operator_id, countryCode: order.country_code, mobile: order.mobile, purpose: order.purpose, channel: input.channel }, code, order.order_id);
    }
    return { orderId: order.order_id, otp_expiry_time: OTP_TTL_SECONDS };
  });
}

/**
 * Checks a code; a wrong guess is counted (and committed) before the error is thrown. A reset code
 * unlocks an account, so it is checked under the same limits as a password (rate-limit.ts): the
 * account's back-off (one per account, shared with login) and the address's failures.
 */
export async function verifyOtp(db: Database, input: { orderId: string; otp: string; purpose: OtpPurpose; ip: string }): Promise<OtpOrder> {
  if (input.purpose !== 'reset') return checkCode(db, input);
  const order = await findOrder(db, input.orderId, 'reset');
  const key = order.user_id ? (`user:${order.user_id}` as const) : (`name:reset:${order.country_code}${order.mobile}` as const);
  let refusal: unknown;
  const verified = await guardedCheck(db, { key, ip: input.ip }, () =>
    checkCode(db, input).catch((err: unknown) => {
      refusal = err;
      return undefined;
    }),
  );
  if (!verified) throw refusal;
  return verified;
}

async function checkCode(db: Database, input: { orderId: string; otp: string; purpose: OtpPurpose }): Promise<OtpOrder> {
  const outcome = await db.transaction(async (tx) => {
    const order = await findOrder(tx, input.orderId, input.purpose, true);
    if (order.verified_at) return { order };
    if (order.attempts >= MAX_ATTEMPTS) return { error: 'Too many wrong attempts. Please resend OTP.' };
    if (new Date(order.expires_at).getTime() <= Date.now()) return { error: 'OTP expired. Please resend OTP.' };
    const good = crypto.timingSafeEqual(Buffer.from(order.code_hash), codeHash(order.order_id, input.otp));
    // An order without an account (reset for an unknown name) never verifies.
    if (!good || (order.purpose === 'reset' && !order.user_id)) {
      await tx.query('UPDATE otp_orders SET attempts = attempts + 1 WHERE id = $1', [order.id]);
      return { error: 'Invalid OTP' };
    }
    const rows = await tx.query<OtpOrder>('UPDATE otp_orders SET verified_at = now() WHERE id = $1 RETURNING *', [order.id]);
    return { order: rows[0]! };
  });
  if ('error' in outcome) throw new DomainError('invalid', outcome.error ?? 'Invalid OTP');
  return outcome.order;
}

/**
 * The verified, unused order that lets this mobile register or reset (locked for the caller's
 * transaction); marks it consumed so it cannot be used twice.
 */
export async function consumeVerifiedOrder(
  tx: Sql,
  where: { purpose: OtpPurpose; orderId?: string | undefined; operatorId?: number; countryCode?: string; mobile?: string },
): Promise<OtpOrder> {
  const rows = where.orderId
    ? await tx.query<OtpOrder>(`SELECT * FROM otp_orders WHERE order_id = $1 AND purpose = $2 FOR UPDATE`, [where.orderId, where.purpose])
    : await tx.query<OtpOrder>(
        `SELECT * FROM otp_orders WHERE purpose = $1 AND operator_id = $2 AND country_code = $3 AND mobile = $4
           AND verified_at IS NOT NULL AND consumed_at IS NULL ORDER BY verified_at DESC LIMIT 1 FOR UPDATE`,
        [where.purpose, where.operatorId, where.countryCode, where.mobile],
      );
  const order = rows[0];
  const fresh = order?.verified_at && Date.now() - new Date(order.verified_at).getTime() < VERIFIED_ORDER_TTL_SECONDS * 1000;
  if (!order || order.consumed_at || !fresh) throw new DomainError('invalid', NO_ORDER);
  if (where.mobile && (order.mobile !== where.mobile || order.country_code !== where.countryCode)) throw new DomainError('invalid', NO_ORDER);
  await tx.query('UPDATE otp_orders SET consumed_at = now() WHERE id = $1', [order.id]);
  return order;
}

/** '9876543210' → '******3210' (the spec keeps the last 4 digits). */
export const maskMobile = (mobile: string): string => `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
