// Login, demo login, logout, OTP sign-up, password reset and one-click sign-in (spec §7.1, §4.3, §4.4).
import { Envelope, SuccessEnvelope, Type, type Static } from './common';
import { Body, OptText, Text } from './fields';

export const OneClickSettings = Type.Object({ active: Type.Boolean(), settings: Type.Array(Type.Number()), selected: Type.Number() });
export type OneClickSettings = Static<typeof OneClickSettings>;
export const PresetStakeSettings = Type.Object({
  settings: Type.Array(Type.Number()),
  mobileStakesSettings: Type.Array(Type.Number()),
  mobileStakesExchangeGameSettings: Type.Array(Type.Number()),
});
export type PresetStakeSettings = Static<typeof PresetStakeSettings>;
export const UserSettings = Type.Object({ oneClickSettings: OneClickSettings, presetStakeSettings: PresetStakeSettings });
export type UserSettings = Static<typeof UserSettings>;

/** POST /user/userLogin (form-encoded): user_name, password, grant_type=password; optional country_code. */
export const LoginRequest = Body({
  user_name: Text('user_name', 'the User ID, or a mobile number with country_code'),
  password: Text('password'),
  grant_type: Type.Optional(Type.Literal('password', { errorMessage: 'grant_type must be password' })),
  country_code: OptText('country_code', "the mobile number's country code when user_name is one"),
});
export type LoginRequest = Static<typeof LoginRequest>;

export const AccessToken = Type.Object({
  accessToken: Type.String(),
  tokenType: Type.Literal('Bearer'),
  /** seconds from now */
  expiresIn: Type.Number(),
  /** unix seconds; the client's token_exp */
  exp: Type.Number(),
});
export type AccessToken = Static<typeof AccessToken>;

const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** `data` of a successful login. */
export const LoginUser = Type.Object({
  _id: Type.Number(),
  id: Type.Number(),
  user_name: Type.String(),
  name: Type.String(),
  operatorId: Type.Number(),
  is_demo: Type.Boolean(),
  is_signup_by_otpless: Type.Boolean(),
  otpless_identity_type: orNull(Type.Literal('MOBILE')),
  country_code: orNull(Type.String()),
  mobile: orNull(Type.String()),
  isB2C: Type.Boolean(),
  is_telegram_enable: Type.Number(),
  verifytoken: Type.String(),
  refer_code: orNull(Type.String()),
  settings: UserSettings,
  notifications: Type.Array(Type.Unknown()),
  token: AccessToken,
});
export type LoginUser = Static<typeof LoginUser>;
export const LoginAnswer = Envelope(LoginUser);

/** POST user/autoDemoUserLogin → data */
export const DemoLoginData = Type.Object({ user_name: Type.String(), password: Type.String() });
export type DemoLoginData = Static<typeof DemoLoginData>;
export const DemoLoginAnswer = Envelope(DemoLoginData);

/** An answer with no data (`data: null`). */
export const DoneAnswer = Envelope(Type.Null());
/** An answer whose data repeats its status and message (the reset steps). */
export const StatusAnswer = Envelope(Type.Object({ status: Type.Boolean(), msg: Type.String() }));

/** POST createUserOtp/, whatsapp/send-code, whatsapp/resetPassword (by phone), auth/magic-link (WhatsApp) */
export const PhoneRequest = Body({
  country_code: Text('country_code', "'91' or '+91'"),
  mobile: Text('mobile', 'digits only; the length the country code asks for (§9)'),
});

/** POST createUserOtp/, whatsapp/send-code: {country_code, mobile} → data.orderId; otp_expiry_time (seconds) */
export const OtpOrderData = Type.Object({ orderId: Type.String(), otp_expiry_time: Type.Number() });
export type OtpOrderData = Static<typeof OtpOrderData>;
export const OtpSentAnswer = Type.Composite([Envelope(OtpOrderData), OtpOrderData]);

export const OrderRequest = Body({ orderId: Text('orderId', 'the OTP order from the send call') });
export const OtpRequest = Body({ orderId: Text('orderId'), otp: Text('otp', '6 digits') });

/** POST /user/register */
export const RegisterRequest = Body({
  name: OptText('name', 'the User ID when absent'),
  user_name: Text('user_name'),
  mobile: OptText('mobile'),
  password: Text('password'),
  country_code: Text('country_code'),
  refer_code: OptText('refer_code'),
  /** the verified OTP order (the client holds it from createUserOtp) */
  orderId: OptText('orderId', 'the verified OTP order'),
  /** issue 33: 18+ — the declaration (true) where the host asks for one */
  adult: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 5 })], { description: "the player's declaration that they are 18 or older" })),
  /** issue 33: 18+ — 'YYYY-MM-DD' where the host asks for a date of birth */
  date_of_birth: OptText('date_of_birth', "'YYYY-MM-DD'"),
});
export type RegisterRequest = Static<typeof RegisterRequest>;

/** POST /verifyRefferalCode {refer_code} (also referCode or code) */
export const ReferralRequest = Body({ refer_code: OptText('refer_code'), referCode: OptText('referCode'), code: OptText('code') });
export const ReferralAnswer = Envelope(Type.Object({ valid: Type.Literal(true), refer_code: Type.String() }));

/** POST /account/{id}/promotions/promo-code {promo_code} (also promoCode or code) */
export const PromoCodeRequest = Body({ promo_code: OptText('promo_code'), promoCode: OptText('promoCode'), code: OptText('code') });
const PromoCodeCheck = Type.Object({ valid: Type.Literal(true), code: Type.String(), type: Type.Union([Type.Literal('promotion'), Type.Literal('referral')]) });
export const PromoCodeAnswer = Type.Composite([Envelope(PromoCodeCheck), SuccessEnvelope(PromoCodeCheck)]);

/** POST whatsapp/resetPassword, auth/forgotPassword: {country_code, mobile} or {user_name} */
export const ResetRequest = Body({ country_code: OptText('country_code'), mobile: OptText('mobile'), user_name: OptText('user_name') });
/** → top-level mobile (masked), orderId, otp_expiry_time */
const ResetOrder = Type.Object({ orderId: Type.String(), otp_expiry_time: Type.Number(), mobile: Type.String() });
export const ResetPasswordStart = Type.Composite([Type.Object({ status: Type.Boolean(), msg: Type.String(), data: ResetOrder }), ResetOrder]);
export type ResetPasswordStart = Static<typeof ResetPasswordStart>;

/** POST whatsapp/setPassword */
export const SetPasswordRequest = Body({ orderId: Text('orderId'), newPassword: Text('newPassword'), confirmPassword: Text('confirmPassword') });
/** POST auth/verifyforgotPassword: the code, the new password (password or newPassword), and a login back */
export const VerifyForgotRequest = Body({
  orderId: Text('orderId'),
  otp: Text('otp'),
  password: OptText('password'),
  newPassword: OptText('newPassword'),
  confirmPassword: Text('confirmPassword'),
});

/** POST user/selfChangePassword (the snake_case names are accepted too) */
export const ChangePasswordRequest = Body({
  oldPassword: OptText('oldPassword'),
  newPassword: OptText('newPassword'),
  confirmPassword: OptText('confirmPassword'),
  old_password: OptText('old_password'),
  new_password: OptText('new_password'),
  confirm_password: OptText('confirm_password'),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/**
 * POST auth/magic-link (designed): {channel: 'WHATSAPP', country_code, mobile} | {channel: 'GMAIL', email}.
 * The schema checks every field's type; the route reads the channel and then the fields it needs,
 * with the spec's messages. Its type is the two forms a client sends.
 */
const WhatsAppLink = Type.Object({ channel: Type.Literal('WHATSAPP'), country_code: Text('country_code', "'91' or '+91'"), mobile: Text('mobile') });
const EmailLink = Type.Object({ channel: Type.Literal('GMAIL'), email: Text('email') });
export const MagicLinkBody = Type.Unsafe<Static<typeof WhatsAppLink> | Static<typeof EmailLink>>(
  Body({
    channel: Text('channel', 'WHATSAPP or GMAIL'),
    country_code: OptText('country_code', 'WHATSAPP: required'),
    mobile: OptText('mobile', 'WHATSAPP: required'),
    email: OptText('email', 'GMAIL: required'),
  }),
);
export type MagicLinkRequest = Static<typeof MagicLinkBody>;
/** `data` of auth/magic-link: seconds the link stays valid. */
export const MagicLinkSent = Type.Object({ expiresIn: Type.Number() });
export type MagicLinkSent = Static<typeof MagicLinkSent>;
export const MagicLinkAnswer = Envelope(MagicLinkSent);

/** POST auth/walogin {otp: the link's token} */
export const WaLoginRequest = Body({ otp: Text('otp', "the sign-in link's token") });
/** POST auth/glogin (designed social login payload): the token from the emailed link. */
export const SocialLoginRequest = Body({ token: Text('token', "the sign-in link's token") });
export type SocialLoginRequest = Static<typeof SocialLoginRequest>;
export const SocialLoginAnswer = Type.Composite([LoginAnswer, SuccessEnvelope(LoginUser)]);
