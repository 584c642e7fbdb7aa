// Sign-up: a verified OTP order for the mobile number, then the account (spec §4.3).
import type { Database, Sql } from '../store/db';
import { invalid } from '../domain/errors';
import { playerAccounts } from '../wallet/ledger';
import { topUpPlayCoins } from '../wallet/play-coins';
import { indiaDay, type HostMoney } from '../domain/money-mode';
import { checkAdult, type AgeCheck } from '../domain/age-check';
import { consumeVerifiedOrder } from './otp';
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
  /** the 18+ answer: the declaration, or a date of birth ('YYYY-MM-DD') */
  adult?: boolean | undefined;
  dateOfBirth?: string | undefined;
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
/**
 * `money`: the host's money mode; on a play host the player holds play coins and gets the first day's.
 * `ageCheck`: the host's 18+ rule (the declaration unless it asks for a date of birth); under 18 is
 * refused before the verified order is used, and what the player gave is recorded with the account.
 */
export async function register(db: Database, operatorId: number, r: Registration, meta: { ip: string; money?: HostMoney; ageCheck?: AgeCheck; now?: Date }): Promise<{ userId: number }> {
  await check(db, LIMITS.registerRefusalsPerAddress, meta.ip);
  const adult = checkAdult(meta.ageCheck ?? 'declaration', r, indiaDay(meta.now ?? new Date()));
  try {
    return await createRegistration(db, operatorId, r, meta.money ?? { mode: 'real' }, adult.dateOfBirth);
  } catch (err) {
    if (err instanceof UserNameTakenError || err instanceof MobileTakenError) await hit(db, LIMITS.registerRefusalsPerAddress, meta.ip).catch(() => undefined);
    throw err;
  }
}

async function createRegistration(db: Database, operatorId: number, r: Registration, money: HostMoney, dateOfBirth: string | null): Promise<{ userId: number }> {
  return db.transaction(async (tx) => {
    const referredBy = r.referCode ? await referrerOf(tx, operatorId, r.referCode) : undefined;
    if (r.referCode && referredBy === undefined) throw invalid('Invalid referral code');
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
    await tx.query('UPDATE users SET date_of_birth = $2, adult_confirmed_at = now() WHERE id = $1', [user.id, dateOfBirth]);
    if (money.mode === 'play') {
      await tx.query('UPDATE users SET play_money = true WHERE id = $1', [user.id]);
      await topUpPlayCoins(tx, { id: user.id, operatorId }, money);
    }
    return { userId: user.id };
  });
}
