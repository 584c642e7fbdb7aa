// Sign-up: a verified OTP order for the mobile number, then the account (spec §4.3).
import { SIGNUP_PASSWORD_MIN, LOGIN_PASSWORD_MAX } from '@khel/shared-kernel/contract';
import type { Database, Sql } from '../store/db';
import { badRequest } from '../http/reply';
import { text, type Body } from '../http/input';
import { playerAccounts } from '../wallet/ledger';
import { consumeVerifiedOrder } from './otp';
import { countryCodeOf, mobileOf } from './phone';
import { check, hit, LIMITS } from './rate-limit';
import { createUser, MobileTakenError, UserNameTakenError } from './users';

export interface Registration {
  name: string;
  userName: string;
  password: string;
  countryCode: string;
  mobile: string;
  referCode?: string | undefined;
  orderId?: string | undefined;
}

const USER_NAME = /^[A-Za-z0-9_.]{3,20}$/;

/** The /user/register body, validated with the spec's messages. */
export function parseRegistration(body: Body): Registration {
  const userName = text(body, 'user_name', { required: 'Username is required', max: [20, 'Username must be 3 to 20 characters'] });
  if (!USER_NAME.test(userName)) throw badRequest('Username may use 3 to 20 letters, digits, _ and . only');
  const name = text(body, 'name', { max: [100, 'Name is too long'] }) ?? userName;
  const countryCode = countryCodeOf(body);
  const mobile = mobileOf(body, countryCode);
  const password = text(body, 'password', {
    required: 'Password is required',
    raw: true,
    min: [SIGNUP_PASSWORD_MIN, `Must be at least ${SIGNUP_PASSWORD_MIN} characters`],
    max: [LOGIN_PASSWORD_MAX, `Password must be at most ${LOGIN_PASSWORD_MAX} characters`],
  });
  const referCode = text(body, 'refer_code', { max: [32, 'Invalid referral code'] });
  const orderId = text(body, 'orderId', { max: [64, 'Please send OTP first!'] });
  return { name, userName, password, countryCode, mobile, referCode, orderId };
}

/** The player who owns a referral code (codes are matched regardless of case). */
export async function referrerOf(db: Sql, operatorId: number, code: string): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM users WHERE upper(refer_code) = upper($1) AND operator_id = $2 AND NOT is_demo AND NOT is_system',
    [code, operatorId],
  );
  return rows[0]?.id;
}

/**
 * Registers a player with a verified sign-up order. A taken user name rolls the order back (it stays
 * usable for another name), so the names one verified order may try are limited per address: sign-up
 * cannot be used to list which user names exist.
 */
export async function register(db: Database, operatorId: number, r: Registration, meta: { ip: string }): Promise<{ userId: number }> {
  await check(db, LIMITS.registerRefusalsPerAddress, meta.ip);
  try {
    return await createRegistration(db, operatorId, r);
  } catch (err) {
    if (err instanceof UserNameTakenError || err instanceof MobileTakenError) await hit(db, LIMITS.registerRefusalsPerAddress, meta.ip).catch(() => undefined);
    throw err;
  }
}

async function createRegistration(db: Database, operatorId: number, r: Registration): Promise<{ userId: number }> {
  return db.transaction(async (tx) => {
    const referredBy = r.referCode ? await referrerOf(tx, operatorId, r.referCode) : undefined;
    if (r.referCode && referredBy === undefined) throw badRequest('Invalid referral code');
    await consumeVerifiedOrder(tx, {
      purpose: 'signup',
      orderId: r.orderId,
      operatorId,
      countryCode: r.countryCode,
      mobile: r.mobile,
    });
    const user = await createUser(tx, {
      operatorId,
      userName: r.userName,
      name: r.name,
      password: r.password,
      countryCode: r.countryCode,
      mobile: r.mobile,
      referredBy: referredBy ?? null,
    });
    await playerAccounts(tx, user.id);
    return { userId: user.id };
  });
}
