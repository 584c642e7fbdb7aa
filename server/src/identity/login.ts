// Logging in: password check with rate limits, demo accounts with play money.
import crypto from 'node:crypto';
import type { LoginUser } from '@khel/shared-kernel/contract';
import type { Database, Sql } from '../store/db';
import { DomainError } from '../domain/errors';
import { playerAccounts, systemAccount, transfer } from '../wallet/ledger';
import { verifyPassword } from './passwords';
import { guardedCheck, hit, LIMITS } from './rate-limit';
import { backoffKeyFor, rememberDevice } from './known-devices';
import { issueToken, SESSION_TTL_SECONDS } from './sessions';
import { createUser, findLoginUser, loginUserRecord, type UserRow } from './users';

/** Demo play money: ₹1,50,000. */
export const DEMO_FUNDS_PAISE = 150_000 * 100;

/** The same message whether the name is unknown or the password wrong. */
export const BAD_LOGIN = 'Invalid username or password.';

export interface LoginMeta {
  ip: string;
  userAgent?: string | undefined;
  /** the device cookie the browser sent, if any */
  deviceToken?: string | undefined;
}

export async function loginResult(tx: Sql, user: UserRow, meta: LoginMeta): Promise<LoginUser> {
  const token = await issueToken(tx, user.id, meta);
  await tx.query('UPDATE users SET last_login_at = now() WHERE id = $1', [user.id]);
  return {
    ...loginUserRecord(user),
    token: {
      accessToken: token.accessToken,
      tokenType: 'Bearer',
      expiresIn: SESSION_TTL_SECONDS,
      exp: Math.floor(token.expiresAt.getTime() / 1000),
    },
  };
}

/**
 * Checks a password under the login limits (rate-limit.ts): the account is found first, whatever
 * identifier was typed (user name or mobile), so it has one back-off; a known device of the account
 * has its own. The answer carries the device token for the browser's cookie.
 */
export async function passwordLogin(
  db: Database,
  operatorId: number,
  input: { loginName: string; password: string; countryCode?: string | undefined },
  meta: LoginMeta,
): Promise<{ login: LoginUser; deviceToken: string }> {
  const user = await findLoginUser(db, operatorId, input.loginName, input.countryCode);
  const key = user
    ? ((await backoffKeyFor(db, user.id, meta.deviceToken)) ?? (`user:${user.id}` as const))
    : (`name:${operatorId}:${input.loginName.toLowerCase().slice(0, 64)}` as const);
  const good = await guardedCheck(db, { key, ip: meta.ip }, async () => ((await verifyPassword(user?.password_hash, input.password, { drawnSecret: user?.is_demo === true })) && user ? user : undefined));
  if (!good) throw new DomainError('invalid', BAD_LOGIN);
  const deviceToken = await rememberDevice(db, good.id, meta.deviceToken);
  return { login: await db.transaction((tx) => loginResult(tx, good, meta)), deviceToken };
}

/** the longest login password (§9: 5 to 16 characters) */
const DEMO_PASSWORD_LENGTH = 16;
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `length` characters drawn uniformly from `alphabet` (crypto randomness). */
export function randomFrom(alphabet: string, length: number): string {
  let out = '';
  while (out.length < length) {
    for (const b of crypto.randomBytes(length)) {
      // Rejection sampling keeps every character equally likely.
      if (b < 256 - (256 % alphabet.length) && out.length < length) out += alphabet[b % alphabet.length];
    }
  }
  return out;
}

/** A fresh demo account on this operator's site, funded with play money from the house. */
export async function createDemoAccount(db: Database, operatorId: number, ip: string): Promise<{ user_name: string; password: string }> {
  await hit(db, LIMITS.demoPerAddress, ip);
  const userName = `demo_${randomFrom('abcdefghjkmnpqrstuvwxyz23456789', 8)}`;
  // 16 characters of 55 (~93 bits): kept as a fast salted hash, which only a secret this strong may be
  const password = randomFrom(PASSWORD_ALPHABET, DEMO_PASSWORD_LENGTH);
  await db.transaction(async (tx) => {
    const user = await createUser(tx, { operatorId, userName, name: 'Demo User', password, isDemo: true, drawnSecret: true });
    const accounts = await playerAccounts(tx, user.id);
    const house = await systemAccount(tx, 'house', operatorId);
    await transfer(tx, {
      idempotencyKey: `demo_funding:${user.id}`,
      fromAccountId: house,
      toAccountId: accounts.cash,
      amountPaise: DEMO_FUNDS_PAISE,
      kind: 'demo_funding',
      memo: 'Demo play money',
    });
  });
  return { user_name: userName, password };
}
