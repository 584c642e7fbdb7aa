// Authentication and sign-up calls (spec §7.1, §4.3–4.4, §5, §9).
import type { LoginUser } from './schemas/auth';

/** Phone length per country code (§9); any other code uses the default. */
export const PHONE_LENGTH_BY_COUNTRY: Readonly<Record<string, number>> = { '91': 10, '971': 9, '880': 10, '1': 10, '92': 10, '44': 10 };
export const DEFAULT_PHONE_LENGTH = 10;
export const DEFAULT_COUNTRY_CODE = '91';
export const OTP_LENGTH = 6;
export const LOGIN_PASSWORD_MIN = 5;
export const LOGIN_PASSWORD_MAX = 16;
export const SIGNUP_PASSWORD_MIN = 6;
export const USERNAME_LOOKUP_MIN = 3;
/** §9 default stake buttons. */
export const DEFAULT_STAKE_BUTTONS: readonly number[] = [100, 200, 500, 1000, 2000, 5000, 10000, 15000, 20000, 25000];

export const phoneLengthFor = (countryCode: string | null | undefined): number =>
  PHONE_LENGTH_BY_COUNTRY[(countryCode ?? '').replace(/^\+/, '')] ?? DEFAULT_PHONE_LENGTH;

/** The one-time sign-in widget's channels (§7.1): WhatsApp number or email address. */
export type SocialChannel = 'GMAIL' | 'WHATSAPP';

/** The query parameters a sign-in link opens the site with: ?otp= (auth/walogin {otp}) or ?gtoken= (auth/glogin {token}). */
export const MAGIC_LINK_PARAMS = { WHATSAPP: 'otp', GMAIL: 'gtoken' } as const;

/** auth/glogin's answer (§7.1): success, result, and the token again in the Authorization header. */
export interface SocialLoginResponse {
  success: boolean;
  result?: LoginUser;
  msg?: string;
}

// Types of the answers and requests, from their schemas (schemas/auth.ts): the login's `data`
// (LoginUser), demo login (DemoLoginData), the OTP order (OtpOrderData), whatsapp/resetPassword's answer
// (ResetPasswordStart), auth/magic-link's `data` (MagicLinkSent), and the bodies of user/userLogin
// (LoginRequest), user/register (RegisterRequest), user/selfChangePassword (ChangePasswordRequest),
// auth/magic-link (MagicLinkRequest) and auth/glogin (SocialLoginRequest).
export type {
  OneClickSettings,
  PresetStakeSettings,
  UserSettings,
  AccessToken,
  LoginUser,
  DemoLoginData,
  OtpOrderData,
  ResetPasswordStart,
  MagicLinkSent,
  SocialLoginRequest,
  LoginRequest,
  RegisterRequest,
  ChangePasswordRequest,
  MagicLinkRequest,
} from './schemas/auth';
