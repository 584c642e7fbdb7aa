// Account calls (spec §7.1): balance, settings, stakes, profile, password change.
import type { UserSettings } from './auth';

/** POST user/getBalanceCRef → data. Rupees with 2 decimals. */
export interface BalanceData {
  /** available balance (cash) */
  balance: number;
  /** net exposure held by open bets */
  liability: number;
  bonus_balance: number;
  /** always 0 (spec §3) */
  free_cash: number;
  use_bonus_wallet: boolean;
}

/** POST /user/getUserMatchStack → data */
export interface MatchStackData {
  match_stack: number[];
  buttons: { label: string; value: number }[];
}

export type TimeZoneSetting = 'india' | 'system' | 'device';

/** GET account/{memberCode}/profile/get → result */
export interface ProfileData {
  memberCode: string;
  user_name: string;
  name: string;
  country_code: string | null;
  mobile: string | null;
  refer_code: string | null;
  is_demo: boolean;
  time_zone: TimeZoneSetting;
  created_at: string;
  /** the verified e-mail address, null when none */
  email: string | null;
  /** an address the player has asked to add whose verification link is still open, else null */
  pending_email: string | null;
}

/** POST account/{id}/profile/email {email} → data (designed: the spec shows no path for adding an e-mail) */
export interface EmailVerificationSent {
  pending_email: string;
  /** seconds the link stays valid */
  expiresIn: number;
}

/** GET /profile/verify/email/{a}/{b}: the client reads success and status.statusDesc (§7.1, §8). */
export interface EmailVerifyResult {
  success: boolean;
  status: { statusCode: number; statusDesc: string };
}

/** Settings saves (POST account/{id}/settings/…) → result */
export type SettingsResult = UserSettings;
