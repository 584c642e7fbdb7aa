// Account calls (spec §7.1): balance, settings, stakes, profile, password change.
import type { UserSettings } from './auth';

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

// From their schemas (schemas/account.ts): user/getBalanceCRef's `data` (BalanceData), the stake
// buttons (MatchStackData), the profile (ProfileData) and its time setting.
export type { BalanceData, MatchStackData, TimeZoneSetting, ProfileData } from './schemas/account';
