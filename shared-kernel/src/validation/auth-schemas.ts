// The form rules of spec §5 (yup), with its messages word for word. Not in the kernel's main entry:
// `@khel/shared-kernel/auth-schemas`, so that yup loads with the auth dialog, not with the first page.
import * as yup from 'yup';
import { isValidPhoneNumber } from 'libphonenumber-js/mobile';
import {
  DEFAULT_COUNTRY_CODE,
  LOGIN_PASSWORD_MIN,
  OTP_LENGTH,
  SIGNUP_PASSWORD_MIN,
  USERNAME_LOOKUP_MIN,
  phoneLengthFor,
} from '../contract/auth';
import { AUTH_MESSAGES, type LoginMode } from './auth-forms';

const country = () => yup.string().required(AUTH_MESSAGES.countryRequired);

/** Digits only, exactly the length of the country in the same form, required. */
const phone = () =>
  yup
    .string()
    .required(AUTH_MESSAGES.phoneRequired)
    .matches(/^\d+$/, AUTH_MESSAGES.phoneDigits)
    .test('phone-length', function (value) {
      const digits = phoneLengthFor((this.parent as { countryCode?: string }).countryCode ?? DEFAULT_COUNTRY_CODE);
      return (value ?? '').length === digits || this.createError({ message: AUTH_MESSAGES.phoneLength(digits) });
    });

/**
 * Sign-up (issue 34): whether a number of the right length is a mobile number its country could have
 * (libphonenumber-js's mobile metadata, as the server checks: India's start 6–9, 1234567890 is none).
 */
export const mobileNumberValid = (countryCode: string, mobile: string): boolean => isValidPhoneNumber(`+${countryCode.replace(/^\+/, '')}${mobile}`);

const newMobile = () =>
  phone().test('phone-valid', AUTH_MESSAGES.phoneInvalid, function (value) {
    const code = (this.parent as { countryCode?: string }).countryCode ?? DEFAULT_COUNTRY_CODE;
    // a wrong length or a non-digit has its own message already
    if (!value || !/^\d+$/.test(value) || value.length !== phoneLengthFor(code)) return true;
    return mobileNumberValid(code, value);
  });

const newPassword = () => yup.string().required(AUTH_MESSAGES.passwordRequired).min(SIGNUP_PASSWORD_MIN, AUTH_MESSAGES.signupPasswordMin);
const confirmation = () =>
  yup
    .string()
    .required(AUTH_MESSAGES.confirmRequired)
    // a test (not oneOf): yup checks oneOf before `required`, which would hide 'This field is required'
    .test('matches-password', AUTH_MESSAGES.passwordMismatch, function (value) {
      return value === (this.parent as { password?: string }).password;
    });
const otp = () => yup.string().required(AUTH_MESSAGES.otpRequired).min(OTP_LENGTH, AUTH_MESSAGES.otpLength);

export function loginSchema(mode: LoginMode) {
  const password = yup.string().required(AUTH_MESSAGES.passwordRequired).min(LOGIN_PASSWORD_MIN, AUTH_MESSAGES.loginPasswordMin);
  return mode === 'user'
    ? yup.object({ userId: yup.string().trim().required(AUTH_MESSAGES.userIdRequired), password })
    : yup.object({ countryCode: country(), mobileNum: phone(), password });
}

export const signupSchema = () =>
  yup.object({
    countryCode: country(),
    username: yup.string().trim().required(AUTH_MESSAGES.usernameRequired),
    mobileNum: newMobile(),
    otp: otp(),
    password: newPassword(),
    conPassword: confirmation(),
    promo: yup.string().optional(),
  });

/** Forgot password: the sign-up rules; in user mode the id needs 3 characters for the lookup. */
export function forgotPasswordSchema(mode: LoginMode) {
  const rest = { otp: otp(), password: newPassword(), conPassword: confirmation() };
  return mode === 'user'
    ? yup.object({ userId: yup.string().trim().required(AUTH_MESSAGES.userIdRequired).min(USERNAME_LOOKUP_MIN, AUTH_MESSAGES.userIdLookupMin), ...rest })
    : yup.object({ countryCode: country(), mobileNum: phone(), ...rest });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email messages come translated from the caller (they are Khel's, not the spec's). */
export function magicLinkSchema(channel: 'WHATSAPP' | 'GMAIL', messages: { emailRequired: string; emailInvalid: string }) {
  return channel === 'WHATSAPP'
    ? yup.object({ countryCode: country(), mobileNum: phone() })
    : yup.object({ email: yup.string().trim().required(messages.emailRequired).max(254, messages.emailInvalid).matches(EMAIL, messages.emailInvalid) });
}
