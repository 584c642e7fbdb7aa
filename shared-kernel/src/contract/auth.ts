// Authentication and sign-up calls (spec §7.1, §4.3–4.4, §5, §9).

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

export interface OneClickSettings {
  active: boolean;
  settings: number[];
  selected: number;
}

export interface PresetStakeSettings {
  settings: number[];
  mobileStakesSettings: number[];
  mobileStakesExchangeGameSettings: number[];
}

export interface UserSettings {
  oneClickSettings: OneClickSettings;
  presetStakeSettings: PresetStakeSettings;
}

/** POST /user/userLogin (form-encoded): user_name, password, grant_type=password; optional country_code. */
export interface LoginRequest {
  user_name: string;
  password: string;
  grant_type: 'password';
  country_code?: string;
}

export interface AccessToken {
  accessToken: string;
  tokenType: 'Bearer';
  /** seconds from now */
  expiresIn: number;
  /** unix seconds; the client's token_exp */
  exp: number;
}

/** `data` of a successful login. */
export interface LoginUser {
  _id: number;
  id: number;
  user_name: string;
  name: string;
  operatorId: number;
  is_demo: boolean;
  is_signup_by_otpless: boolean;
  otpless_identity_type: 'MOBILE' | null;
  country_code: string | null;
  mobile: string | null;
  isB2C: boolean;
  is_telegram_enable: number;
  verifytoken: string;
  refer_code: string | null;
  settings: UserSettings;
  notifications: unknown[];
  token: AccessToken;
}

/** POST user/autoDemoUserLogin → data */
export interface DemoLoginData {
  user_name: string;
  password: string;
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

/** POST createUserOtp/, whatsapp/send-code: {country_code, mobile} → data.orderId; otp_expiry_time (seconds) */
export interface OtpOrderData {
  orderId: string;
  otp_expiry_time: number;
}

/** POST whatsapp/resetPassword {country_code, mobile} or {user_name} → top-level mobile (masked), orderId, otp_expiry_time */
export interface ResetPasswordStart {
  status: boolean;
  msg: string;
  mobile: string;
  orderId: string;
  otp_expiry_time: number;
  data: OtpOrderData & { mobile: string };
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

/** `data` of auth/magic-link: seconds the link stays valid. */
export interface MagicLinkSent {
  expiresIn: number;
}

/** The query parameters a sign-in link opens the site with: ?otp= (auth/walogin {otp}) or ?gtoken= (auth/glogin {token}). */
export const MAGIC_LINK_PARAMS = { WHATSAPP: 'otp', GMAIL: 'gtoken' } as const;

/** POST auth/glogin (designed social login payload): the token from the emailed link. */
export interface SocialLoginRequest {
  token: string;
}

/** auth/glogin's answer (§7.1): success, result, and the token again in the Authorization header. */
export interface SocialLoginResponse {
  success: boolean;
  result?: LoginUser;
  msg?: string;
}
