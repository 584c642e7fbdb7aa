// OTP sign-up and password reset (spec §7.1, §4.3, §4.4):
//   POST /createUserOtp(/) and /whatsapp/send-code {country_code, mobile} → data.orderId, otp_expiry_time
//   POST /whatsapp/re-send {orderId}; POST /whatsapp/verify {orderId, otp}
//   POST /user/register {name, user_name, mobile, password, country_code, refer_code?[, orderId], adult? | date_of_birth?}
//        (issue 33: sign-up is refused outside a real-money host's allowed countries, by address and mobile; 18+ — adult: true, the declaration, or date_of_birth 'YYYY-MM-DD', per the host's ageCheck)
//   POST /verifyRefferalCode {refer_code} (body designed: also accepts referCode or code)
//   POST /account/:id/promotions/promo-code {promo_code} (designed: also promoCode or code) → {success, result}
//   POST /whatsapp/resetPassword {country_code, mobile} | {user_name}; /whatsapp/resendResetPasswordOtp {orderId}
//   POST /whatsapp/verifyResetPasswordOtp {orderId, otp}; /whatsapp/setPassword {orderId, newPassword, confirmPassword}
//   POST /auth/forgotPassword (designed: same body as resetPassword, code by SMS)
//   POST /auth/verifyforgotPassword (designed: {orderId, otp, password, confirmPassword}: sets the
//        password and logs in; the new token comes in data.token and the Authorization header)
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SIGNUP_PASSWORD_MIN, LOGIN_PASSWORD_MAX, USERNAME_LOOKUP_MIN } from '@khel/shared-kernel/contract';
import type { Database } from '../store/db';
import type { Channel, MessageSender } from '../messaging/sender';
import { optionalUser } from '../identity/auth';
import { loginResult } from '../identity/login';
import { resendOtp, startOtp, verifyOtp, type OtpPurpose } from '../identity/otp';
import { countryCodeOf, mobileOf, orderIdOf, otpOf } from './phone-input';
import { completeReset, startReset, type ResetTarget } from '../identity/reset';
import { referrerOf, register } from '../identity/signup';
import { parseRegistration } from './signup-input';
import { hostMoneyOf } from '../domain/money-mode';
import { ageCheckOf } from '../domain/age-check';
import { refuseOutsideAllowedCountries } from './jurisdiction';
import { hostOfRequest } from '../site/request-host';
import { badRequest, ok } from './reply';
import { bodyOf, text, type Body } from './input';
import { loginMeta } from './auth';
import { PLAYER, noBodyIsEmpty, refusals } from './route-schema';
import {
  AccountParams,
  DoneAnswer,
  LoginAnswer,
  OrderRequest,
  OtpRequest,
  OtpSentAnswer,
  PhoneRequest,
  PromoCodeAnswer,
  PromoCodeRequest,
  ReferralAnswer,
  ReferralRequest,
  RegisterRequest,
  ResetPasswordStart,
  ResetRequest,
  SetPasswordRequest,
  StatusAnswer,
  VerifyForgotRequest,
  type TSchema,
} from '@khel/shared-kernel/contract-schemas';

const call = (summary: string, body: TSchema, answer: TSchema, more: object = {}) => ({ schema: { summary, tags: ['sign-up'], body, ...more, response: { 200: answer, ...refusals } } });

const otpSent = (order: { orderId: string; otp_expiry_time: number }, msg = 'OTP sent successfully') => ({
  ...ok(order, msg),
  orderId: order.orderId,
  otp_expiry_time: order.otp_expiry_time,
});

function newPasswordOf(body: Body, passwordField: string, confirmField: string): string {
  const password = text(body, passwordField, {
    required: 'Password is required',
    raw: true,
    min: [SIGNUP_PASSWORD_MIN, `Must be at least ${SIGNUP_PASSWORD_MIN} characters`],
    max: [LOGIN_PASSWORD_MAX, `Password must be at most ${LOGIN_PASSWORD_MAX} characters`],
  });
  const confirm = text(body, confirmField, { required: 'This field is required', raw: true, max: [128, 'Password does not match.'] });
  if (confirm !== password) throw badRequest('Password does not match.');
  return password;
}

function resetTargetOf(body: Body): ResetTarget {
  if (body.mobile !== undefined && body.mobile !== '') {
    const countryCode = countryCodeOf(body);
    return { countryCode, mobile: mobileOf(body, countryCode) };
  }
  const userName = text(body, 'user_name', {
    required: 'User ID is required',
    min: [USERNAME_LOOKUP_MIN, `User ID must be at least ${USERNAME_LOOKUP_MIN} characters`],
    max: [64, 'User ID is too long'],
    pattern: [/^[A-Za-z0-9_.-]+$/, 'User ID is invalid'],
  });
  return { userName };
}

export const signupRoutes =
  (db: Database, sender: MessageSender): FastifyPluginAsync =>
  async (app) => {
    app.addHook('preValidation', noBodyIsEmpty);
    const sendSignupCode = (channel: Channel) => async (req: FastifyRequest) => {
      const body = bodyOf(req);
      const countryCode = countryCodeOf(body);
      const mobile = mobileOf(body, countryCode);
      await refuseOutsideAllowedCountries(db, req, { countryCode, mobile });
      const host = await hostOfRequest(db, req);
      const order = await startOtp(db, sender, { purpose: 'signup', operatorId: host.operatorId, countryCode, mobile, channel, ip: req.ip });
      return otpSent(order);
    };
    const sendCode = call('Send a sign-up code to a mobile number', PhoneRequest, OtpSentAnswer);
    app.post('/createUserOtp', sendCode, sendSignupCode('sms'));
    app.post('/createUserOtp/', sendCode, sendSignupCode('sms'));
    app.post('/whatsapp/send-code', call('Send a sign-up code on WhatsApp', PhoneRequest, OtpSentAnswer), sendSignupCode('whatsapp'));

    // Resend and verify work the same for both purposes; an order of the other purpose is unknown here.
    const resend = (purpose: OtpPurpose) => async (req: FastifyRequest) =>
      otpSent(await resendOtp(db, sender, { orderId: orderIdOf(bodyOf(req)), purpose, channel: 'whatsapp', ip: req.ip }), 'OTP resent successfully');
    const verify = async (req: FastifyRequest, purpose: OtpPurpose) => {
      const body = bodyOf(req);
      await verifyOtp(db, { orderId: orderIdOf(body), otp: otpOf(body), purpose, ip: req.ip });
    };

    app.post('/whatsapp/re-send', call('Send the sign-up code again', OrderRequest, OtpSentAnswer), resend('signup'));
    app.post('/whatsapp/verify', call('Check a sign-up code', OtpRequest, DoneAnswer), async (req) => {
      await verify(req, 'signup');
      return ok(null, 'OTP verified successfully');
    });

    app.post('/user/register', call('Create an account (after the code is verified)', RegisterRequest, DoneAnswer), async (req) => {
      const registration = parseRegistration(bodyOf(req));
      await refuseOutsideAllowedCountries(db, req, registration);
      const host = await hostOfRequest(db, req);
      await register(db, host.operatorId, registration, { ip: req.ip, money: hostMoneyOf(host.config), ageCheck: ageCheckOf(host.config) });
      return ok(null, 'Registered successfully');
    });

    app.post('/verifyRefferalCode', call('Check a referral code', ReferralRequest, ReferralAnswer), async (req) => {
      const body = bodyOf(req);
      const code = text(body, 'refer_code', { max: [32, 'Invalid referral code'] }) ?? text(body, 'referCode', { max: [32, 'Invalid referral code'] }) ?? text(body, 'code', { required: 'Referral code is required', max: [32, 'Invalid referral code'] });
      const host = await hostOfRequest(db, req);
      if ((await referrerOf(db, host.operatorId, code)) === undefined) throw badRequest('Invalid referral code');
      return ok({ valid: true, refer_code: code.toUpperCase() }, 'Valid referral code');
    });

    // A promo code is a player's referral code or one of the host's configured promotion codes.
    app.post('/account/:id/promotions/promo-code', { preHandler: optionalUser(db), ...call('Check a promo code (a referral or promotion code)', PromoCodeRequest, PromoCodeAnswer, { params: AccountParams, security: PLAYER }) }, async (req) => {
      const body = bodyOf(req);
      const code = (text(body, 'promo_code', { max: [32, 'Invalid promo code'] }) ?? text(body, 'promoCode', { max: [32, 'Invalid promo code'] }) ?? text(body, 'code', { required: 'Promo code is required', max: [32, 'Invalid promo code'] })).toLowerCase();
      const host = await hostOfRequest(db, req);
      const hostCodes = Array.isArray(host.config.promoCodes) ? host.config.promoCodes.map((c) => String(c).toLowerCase()) : [];
      const kind = hostCodes.includes(code) ? 'promotion' : (await referrerOf(db, host.operatorId, code)) !== undefined ? 'referral' : null;
      if (!kind) throw badRequest('Invalid promo code');
      return { success: true, result: { valid: true, code, type: kind }, status: true, msg: 'Valid promo code', data: { valid: true, code, type: kind } };
    });

    const startResetRoute = (channel: Channel) => async (req: FastifyRequest) => {
      const target = resetTargetOf(bodyOf(req));
      const host = await hostOfRequest(db, req);
      const order = await startReset(db, sender, host.operatorId, target, { channel, ip: req.ip });
      return { status: true, msg: 'OTP sent successfully', ...order, data: order };
    };
    app.post('/whatsapp/resetPassword', call('Send a password reset code on WhatsApp', ResetRequest, ResetPasswordStart), startResetRoute('whatsapp'));
    app.post('/auth/forgotPassword', call('Send a password reset code by SMS', ResetRequest, ResetPasswordStart), startResetRoute('sms'));

    app.post('/whatsapp/resendResetPasswordOtp', call('Send the reset code again', OrderRequest, OtpSentAnswer), resend('reset'));
    app.post('/whatsapp/verifyResetPasswordOtp', call('Check a reset code', OtpRequest, StatusAnswer), async (req) => {
      await verify(req, 'reset');
      return ok({ status: true, msg: 'OTP verified successfully' }, 'OTP verified successfully');
    });

    app.post('/whatsapp/setPassword', call('Set the new password after a verified reset code', SetPasswordRequest, StatusAnswer), async (req) => {
      const body = bodyOf(req);
      const orderId = orderIdOf(body);
      const password = newPasswordOf(body, 'newPassword', 'confirmPassword');
      await completeReset(db, orderId, password);
      return ok({ status: true, msg: 'Password updated successfully' }, 'Password updated successfully');
    });

    app.post('/auth/verifyforgotPassword', call('Check the reset code, set the new password and log in', VerifyForgotRequest, LoginAnswer), async (req, reply) => {
      const body = bodyOf(req);
      const orderId = orderIdOf(body);
      const otp = otpOf(body);
      const password = newPasswordOf(body, body.password !== undefined ? 'password' : 'newPassword', 'confirmPassword');
      await verifyOtp(db, { orderId, otp, purpose: 'reset', ip: req.ip });
      const user = await completeReset(db, orderId, password);
      const login = await db.transaction((tx) => loginResult(tx, user, loginMeta(req)));
      reply.header('authorization', `Bearer ${login.token.accessToken}`);
      return ok(login, 'Password updated successfully');
    });
  };
