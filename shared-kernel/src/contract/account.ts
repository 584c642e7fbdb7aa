// Account calls (spec §7.1): balance, settings, stakes, profile, password change.
import type { UserSettings } from './auth';

/** Settings saves (POST account/{id}/settings/…) → result */
export type SettingsResult = UserSettings;

// From their schemas (schemas/account.ts): user/getBalanceCRef's `data` (BalanceData), the stake
// buttons (MatchStackData), the profile (ProfileData) and its time setting.
export type { BalanceData, MatchStackData, TimeZoneSetting, ProfileData } from './schemas/account';
// The e-mail verification's answers (schemas/content.ts).
export type { EmailVerificationSent, EmailVerifyResult } from './schemas/content';

/** The most stake buttons a player may save (account/{id}/settings/stakes, user/updateMatchStack). */
export const MAX_STAKE_PRESETS = 20;
