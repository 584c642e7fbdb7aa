// Players: creation, lookup for login, and the user record the client stores after login (spec §3).
import crypto from 'node:crypto';
import type { LoginUser, UserSettings } from '@khel/shared-kernel/contract';
import { DEFAULT_STAKE_BUTTONS } from '@khel/shared-kernel/contract';
import type { Sql } from '../store/db';
import { hashDrawnSecret, hashPassword } from './passwords';
import { DomainError } from '../domain/errors';

export interface UserRow {
  id: number;
  operator_id: number;
  user_name: string;
  name: string;
  country_code: string | null;
  mobile: string | null;
  password_hash: string | null;
  is_demo: boolean;
  is_system: boolean;
  is_telegram_enable: number;
  is_b2c: boolean;
  is_signup_by_otpless: boolean;
  email: string | null;
  refer_code: string | null;
  settings: Partial<UserSettings>;
  verify_token: string | null;
  time_zone: string;
  created_at: Date;
  [k: string]: unknown;
}

export const USER_COLUMNS = `id, operator_id, user_name, name, country_code, mobile, password_hash, is_demo, is_system,
  is_telegram_enable, is_b2c, is_signup_by_otpless, email, refer_code, settings, verify_token, time_zone, created_at`;

export interface NewUser {
  operatorId: number;
  userName: string;
  name: string;
  password: string;
  countryCode?: string | null;
  mobile?: string | null;
  isDemo?: boolean;
  /** the password is a secret the server drew at random (a demo account's), not one a person chose */
  drawnSecret?: boolean;
  referredBy?: number | null;
}

export class UserNameTakenError extends DomainError {
  constructor() {
    super('invalid', 'Username already exists');
  }
}

export class MobileTakenError extends DomainError {
  constructor() {
    super('invalid', 'Mobile number already registered');
  }
}

/** A short code players share to invite others (no 0/O/1/I to avoid misreading). */
export function newReferCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export async function createUser(tx: Sql, u: NewUser): Promise<UserRow> {
  const taken = await tx.query('SELECT 1 FROM users WHERE lower(user_name) = lower($1)', [u.userName]);
  if (taken.length > 0) throw new UserNameTakenError();
  if (u.mobile && !u.isDemo) {
    const mobileTaken = await tx.query(
      'SELECT 1 FROM users WHERE operator_id = $1 AND country_code = $2 AND mobile = $3 AND NOT is_demo',
      [u.operatorId, u.countryCode ?? null, u.mobile],
    );
    if (mobileTaken.length > 0) throw new MobileTakenError();
  }
  const passwordHash = u.drawnSecret ? hashDrawnSecret(u.password) : await hashPassword(u.password);
  const rows = await tx.query<UserRow>(
    `INSERT INTO users (operator_id, user_name, name, country_code, mobile, password_hash, is_demo, refer_code,
                        referred_by, verify_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT DO NOTHING
     RETURNING ${USER_COLUMNS}`,
    [
      u.operatorId,
      u.userName,
      u.name,
      u.countryCode ?? null,
      u.mobile ?? null,
      passwordHash,
      u.isDemo ?? false,
      newReferCode(),
      u.referredBy ?? null,
      crypto.randomBytes(24).toString('base64url'),
    ],
  );
  // A concurrent sign-up with the same name or mobile won the race.
  if (!rows[0]) throw new UserNameTakenError();
  return rows[0];
}

export async function findUserById(db: Sql, id: number): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

/**
 * The account a login name points to on this operator's site: the user name, or (all digits)
 * a mobile number, optionally with its country code. System players never log in.
 */
export async function findLoginUser(
  db: Sql,
  operatorId: number,
  loginName: string,
  countryCode?: string,
): Promise<UserRow | undefined> {
  const byName = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE lower(user_name) = lower($1) AND operator_id = $2 AND NOT is_system`,
    [loginName, operatorId],
  );
  if (byName[0] || !/^\d{6,15}$/.test(loginName)) return byName[0];
  const byMobile = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users
     WHERE mobile = $1 AND operator_id = $2 AND NOT is_demo AND NOT is_system AND ($3::text IS NULL OR country_code = $3)
     ORDER BY id LIMIT 2`,
    [loginName, operatorId, countryCode ?? null],
  );
  // The same number under two country codes is ambiguous without the code: refuse rather than guess.
  return byMobile.length === 1 ? byMobile[0] : undefined;
}

/** The player's settings with the spec's defaults (§9) for anything never saved. */
export function settingsWithDefaults(saved: Partial<UserSettings> | null | undefined): UserSettings {
  const stakes = [...DEFAULT_STAKE_BUTTONS];
  return {
    oneClickSettings: { active: false, settings: [1000, 2000, 5000], selected: 0, ...(saved?.oneClickSettings ?? {}) },
    presetStakeSettings: {
      settings: stakes,
      mobileStakesSettings: stakes,
      mobileStakesExchangeGameSettings: stakes,
      ...(saved?.presetStakeSettings ?? {}),
    },
  };
}

export function loginUserRecord(u: UserRow): Omit<LoginUser, 'token'> {
  return {
    _id: u.id,
    id: u.id,
    user_name: u.user_name,
    name: u.name,
    operatorId: u.operator_id,
    is_demo: u.is_demo,
    is_signup_by_otpless: u.is_signup_by_otpless ?? false,
    otpless_identity_type: u.mobile ? 'MOBILE' : null,
    country_code: u.country_code,
    mobile: u.mobile,
    isB2C: u.is_b2c,
    is_telegram_enable: u.is_telegram_enable,
    verifytoken: u.verify_token ?? '',
    refer_code: u.refer_code,
    settings: settingsWithDefaults(u.settings),
    notifications: [],
  };
}
