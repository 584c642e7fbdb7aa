// The identity calls of §7.1 and the session steps around them (§4.1, §4.3, §4.4).
import type { ApiClient } from './client';
import type { Envelope } from '../contract/envelope';
import type { DemoLoginData, LoginRequest, LoginUser, MagicLinkRequest, MagicLinkSent, OtpOrderData, RegisterRequest, ResetPasswordStart, SocialLoginResponse } from '../contract/auth';
import { clearSocialLoginValues, endSession, startSession } from '../session/session';
import { lastVisitStamp } from '../time/zone';
import { api, ApiError, postForm } from './client';

/** Unwraps `{status, msg, data}`: status false becomes an ApiError carrying the server's msg. */
export function dataOf<T>(body: Envelope<T>): T {
  if (!body.status) throw new ApiError(body.msg || 'Something went wrong', 200, body);
  return body.data;
}

export interface LoginInput {
  userName: string;
  password: string;
  countryCode?: string;
}

export type LoginOutcome = { kind: 'logged-in'; user: LoginUser } | { kind: 'telegram'; user: LoginUser };

/** POST /user/userLogin (form-encoded); on success the session starts (unless Telegram takes over, §4.1). */
export async function login(input: LoginInput, client: ApiClient = api): Promise<LoginOutcome> {
  const fields: LoginRequest & Record<string, string> = { user_name: input.userName, password: input.password, grant_type: 'password' };
  if (input.countryCode) fields.country_code = input.countryCode.replace(/^\+/, '');
  const { data: body } = await postForm<Envelope<LoginUser>>(client, 'user/userLogin', fields);
  const user = dataOf(body);
  if (user.is_telegram_enable === 1) return { kind: 'telegram', user };
  startSession(user, lastVisitStamp(new Date()));
  return { kind: 'logged-in', user };
}

/** POST user/autoDemoUserLogin, then a normal login with the returned credentials (§4.4). */
export async function demoLogin(client: ApiClient = api): Promise<LoginOutcome> {
  const { data: body } = await client.post<Envelope<DemoLoginData>>('user/autoDemoUserLogin');
  const demo = dataOf(body);
  return login({ userName: demo.user_name, password: demo.password }, client);
}

/** Sign out (§4.1): tell the server, then clear the stored session whatever it answered. */
export async function logout(client: ApiClient = api): Promise<void> {
  try {
    await client.post('user/logout');
  } catch {
    // the session is cleared below either way; a dead token is already logged out server-side
  } finally {
    clearSocialLoginValues();
    endSession();
  }
}

/** POST auth/magic-link (the built-in one-time sign-in widget): the link goes out; returns the server's msg. */
export async function startMagicLink(request: MagicLinkRequest, client: ApiClient = api): Promise<string> {
  const payload = request.channel === 'WHATSAPP' ? { ...request, country_code: plusCountryCode(request.country_code) } : request;
  const { data: body } = await client.post<Envelope<MagicLinkSent>>('auth/magic-link', payload);
  dataOf(body);
  return body.msg;
}

/** Starts the session of a social or WhatsApp login: one-click betting is forced inactive (§4.1). */
function startSocialSession(user: LoginUser): LoginOutcome {
  if (user.is_telegram_enable === 1) return { kind: 'telegram', user };
  const settings = { ...user.settings, oneClickSettings: { ...user.settings.oneClickSettings, active: false } };
  const socialUser = { ...user, settings };
  startSession(socialUser, lastVisitStamp(new Date()));
  return { kind: 'logged-in', user: socialUser };
}

/** POST auth/walogin {otp}: the token of a WhatsApp sign-in link (§7.1). */
export async function whatsAppLogin(otp: string, client: ApiClient = api): Promise<LoginOutcome> {
  const { data: body } = await client.post<Envelope<LoginUser>>('auth/walogin', { otp });
  return startSocialSession(dataOf(body));
}

/** POST auth/glogin {token}: reads success, result and the authorization header (§7.1). */
export async function googleLogin(token: string, client: ApiClient = api): Promise<LoginOutcome> {
  const { data: body, headers } = await client.post<SocialLoginResponse>('auth/glogin', { token });
  if (!body.success || !body.result) throw new ApiError(body.msg || 'Something went wrong', 200, body);
  const bearer = String(headers.authorization ?? '').replace(/^Bearer /, '');
  const user = bearer ? { ...body.result, token: { ...body.result.token, accessToken: bearer } } : body.result;
  return startSocialSession(user);
}

/** Country code as the OTP calls send it: plus sign and digits (§7.1). */
export const plusCountryCode = (code: string): string => `+${code.replace(/^\+/, '')}`;

/** How a sign-up code travels: WhatsApp (whatsapp/send-code, the host's isWhatsappOnSignUp) or SMS (createUserOtp/). */
export type SignupCodeChannel = 'whatsapp' | 'sms';

/** POST whatsapp/send-code or createUserOtp/ {country_code, mobile} → orderId and otp_expiry_time (seconds) (§7.1). */
export async function sendSignupOtp(countryCode: string, mobile: string, client: ApiClient = api, channel: SignupCodeChannel = 'sms'): Promise<OtpOrderData> {
  const { data: body } = await client.post<Envelope<OtpOrderData> & Partial<OtpOrderData>>(channel === 'whatsapp' ? 'whatsapp/send-code' : 'createUserOtp/', {
    country_code: plusCountryCode(countryCode),
    mobile,
  });
  const data = dataOf(body);
  return { orderId: data.orderId, otp_expiry_time: data.otp_expiry_time ?? body.otp_expiry_time ?? 0 };
}

/** POST whatsapp/re-send {orderId} */
export async function resendSignupOtp(orderId: string, client: ApiClient = api): Promise<OtpOrderData> {
  const { data: body } = await client.post<Envelope<OtpOrderData> & Partial<OtpOrderData>>('whatsapp/re-send', { orderId });
  const data = dataOf(body);
  return { orderId: data?.orderId ?? orderId, otp_expiry_time: data?.otp_expiry_time ?? body.otp_expiry_time ?? 0 };
}

/** POST whatsapp/verify {orderId, otp}; status false throws with the server's msg. */
export async function verifySignupOtp(orderId: string, otp: string, client: ApiClient = api): Promise<string> {
  const { data: body } = await client.post<Envelope<unknown>>('whatsapp/verify', { orderId, otp });
  dataOf(body);
  return body.msg;
}

/** POST verifyRefferalCode {refer_code} (lowercased, as sign-up sends it): status false throws with the server's msg (§7.1). */
export async function verifyReferralCode(code: string, client: ApiClient = api): Promise<string> {
  const { data: body } = await client.post<Envelope<unknown>>('verifyRefferalCode', { refer_code: code.trim().toLowerCase() });
  dataOf(body);
  return body.msg;
}

/** POST /user/register; mobile omitted when empty, promo code lowercased (§5, §7.1). */
export async function register(request: RegisterRequest, client: ApiClient = api): Promise<string> {
  const payload: RegisterRequest = { ...request };
  if (!payload.mobile) delete payload.mobile;
  if (payload.refer_code) payload.refer_code = payload.refer_code.toLowerCase();
  else delete payload.refer_code;
  const { data: body } = await client.post<Envelope<unknown>>('user/register', payload);
  dataOf(body);
  return body.msg;
}

export type ResetWho = { countryCode: string; mobile: string } | { userName: string };
/** How a reset code travels: WhatsApp (the dialog's tab 3) or SMS (the separate reset form, §4.4). */
export type ResetChannel = 'whatsapp' | 'sms';

/** POST whatsapp/resetPassword (or auth/forgotPassword for SMS) with {country_code, mobile} or {user_name} (§4.4). */
export async function startPasswordReset(who: ResetWho, client: ApiClient = api, channel: ResetChannel = 'whatsapp'): Promise<ResetPasswordStart> {
  const payload = 'userName' in who ? { user_name: who.userName } : { country_code: plusCountryCode(who.countryCode), mobile: who.mobile };
  const { data: body } = await client.post<ResetPasswordStart>(channel === 'sms' ? 'auth/forgotPassword' : 'whatsapp/resetPassword', payload);
  if (!body.status) throw new ApiError(body.msg || 'Something went wrong', 200, body);
  return body;
}

export async function resendPasswordResetOtp(orderId: string, client: ApiClient = api): Promise<Envelope<Partial<OtpOrderData>> & Partial<OtpOrderData>> {
  const { data: body } = await client.post<Envelope<Partial<OtpOrderData>> & Partial<OtpOrderData>>('whatsapp/resendResetPasswordOtp', { orderId });
  dataOf(body);
  return body;
}

export async function verifyPasswordResetOtp(orderId: string, otp: string, client: ApiClient = api): Promise<string> {
  const { data: body } = await client.post<Envelope<unknown>>('whatsapp/verifyResetPasswordOtp', { orderId, otp });
  dataOf(body);
  return body.msg;
}

/** POST whatsapp/setPassword; the spec reads data.status and data.msg (falling back to the top level). */
export async function setNewPassword(
  orderId: string,
  newPassword: string,
  confirmPassword: string,
  client: ApiClient = api,
): Promise<string> {
  const { data: body } = await client.post<Envelope<{ status?: boolean; msg?: string } | null>>('whatsapp/setPassword', {
    orderId,
    newPassword,
    confirmPassword,
  });
  const status = body.data?.status ?? body.status;
  const msg = body.data?.msg ?? body.msg;
  if (!status) throw new ApiError(msg || 'Something went wrong', 200, body);
  return msg;
}

/**
 * POST auth/verifyforgotPassword {orderId, otp, password, confirmPassword}: the SMS reset's last step.
 * The server sets the password and answers a login; its token (body and authorization header) is
 * kept: the player is logged in (§7.1).
 */
export async function completeSmsPasswordReset(
  request: { orderId: string; otp: string; password: string; confirmPassword: string },
  client: ApiClient = api,
): Promise<string> {
  const { data: body } = await client.post<Envelope<LoginUser>>('auth/verifyforgotPassword', request);
  const user = dataOf(body);
  if (user?.token?.accessToken) startSession(user, lastVisitStamp(new Date()));
  return body.msg;
}
