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

/** POST /user/userLogin (form-encoded): user_name, password, grant_type=password; optional country_code. */
export interface LoginRequest {
  user_name: string;
  password: string;
  grant_type: 'password';
  country_code?: string;
}

/** POST /user/register */
export interface RegisterRequest {
  name: string;
  user_name: string;
  mobile?: string;
  password: string;
  country_code: string;
  refer_code?: string;
  /** the verified OTP order (the client holds it from createUserOtp) */
  orderId?: string;
}

/** POST user/selfChangePassword */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The one-time sign-in widget's channels (§7.1): WhatsApp number or email address. */
export type SocialChannel = 'GMAIL' | 'WHATSAPP';

/** POST auth/magic-link (designed): starts the built-in one-time sign-in; the link arrives by WhatsApp or email. */
export type MagicLinkRequest = { channel: 'WHATSAPP'; country_code: string; mobile: string } | { channel: 'GMAIL'; email: string };

/** The query parameters a sign-in link opens the site with: ?otp= (auth/walogin {otp}) or ?gtoken= (auth/glogin {token}). */
export const MAGIC_LINK_PARAMS = { WHATSAPP: 'otp', GMAIL: 'gtoken' } as const;

/** auth/glogin's answer (§7.1): success, result, and the token again in the Authorization header. */
export interface SocialLoginResponse {
  success: boolean;
  result?: LoginUser;
  msg?: string;
}

// Types of the answers and requests that have their schemas (schemas/auth.ts): the login's `data`
// (LoginUser), demo login (DemoLoginData), the OTP order (OtpOrderData), whatsapp/resetPassword's answer
// (ResetPasswordStart), auth/magic-link's `data` (MagicLinkSent), auth/glogin's body (SocialLoginRequest).
export type { OneClickSettings, PresetStakeSettings, UserSettings, AccessToken, LoginUser, DemoLoginData, OtpOrderData, ResetPasswordStart, MagicLinkSent, SocialLoginRequest } from './schemas/auth';
