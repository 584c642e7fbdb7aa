// The form rules of spec §5, with its messages word for word. Field names are the §3 form fields.
import * as yup from 'yup';
import {
  DEFAULT_COUNTRY_CODE,
  LOGIN_PASSWORD_MIN,
  OTP_LENGTH,
  SIGNUP_PASSWORD_MIN,
  USERNAME_LOOKUP_MIN,
  phoneLengthFor,
} from '../contract/auth';

export const AUTH_MESSAGES = {
  userIdRequired: 'User ID is required',
  countryRequired: 'Country is required',
  phoneDigits: 'Phone Number must only contain digits',
  phoneLength: (digits: number) => `Phone Number must be ${digits} digits`,
  phoneRequired: 'Phone Number is required',
  passwordRequired: 'Password is required',
  loginPasswordMin: `Password must be at least ${LOGIN_PASSWORD_MIN} characters`,
  usernameRequired: 'Username is required',
  otpLength: `Otp must be ${OTP_LENGTH} digits long`,
  otpRequired: 'Otp Required',
  signupPasswordMin: `Must be at least ${SIGNUP_PASSWORD_MIN} characters`,
  confirmRequired: 'This field is required',
  passwordMismatch: 'Password does not match.',
  userIdLookupMin: `User ID must be at least ${USERNAME_LOOKUP_MIN} characters`,
  sendOtpFirst: 'Please send OTP first!',
} as const;

export type LoginMode = 'mobile' | 'user';

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

export interface LoginForm {
  countryCode: string;
  userId: string;
  mobileNum: string;
  password: string;
}

export function loginSchema(mode: LoginMode) {
  const password = yup.string().required(AUTH_MESSAGES.passwordRequired).min(LOGIN_PASSWORD_MIN, AUTH_MESSAGES.loginPasswordMin);
  return mode === 'user'
    ? yup.object({ userId: yup.string().trim().required(AUTH_MESSAGES.userIdRequired), password })
    : yup.object({ countryCode: country(), mobileNum: phone(), password });
}

export interface SignupForm {
  countryCode: string;
  username: string;
  mobileNum: string;
  otp: string;
  password: string;
  conPassword: string;
  promo: string;
}

export const signupSchema = () =>
  yup.object({
    countryCode: country(),
    username: yup.string().trim().required(AUTH_MESSAGES.usernameRequired),
    mobileNum: phone(),
    otp: otp(),
    password: newPassword(),
    conPassword: confirmation(),
    promo: yup.string().optional(),
  });

export interface ForgotPasswordForm {
  countryCode: string;
  userId: string;
  mobileNum: string;
  otp: string;
  password: string;
  conPassword: string;
}

/** Forgot password: the sign-up rules; in user mode the id needs 3 characters for the lookup. */
export function forgotPasswordSchema(mode: LoginMode) {
  const rest = { otp: otp(), password: newPassword(), conPassword: confirmation() };
  return mode === 'user'
    ? yup.object({ userId: yup.string().trim().required(AUTH_MESSAGES.userIdRequired).min(USERNAME_LOOKUP_MIN, AUTH_MESSAGES.userIdLookupMin), ...rest })
    : yup.object({ countryCode: country(), mobileNum: phone(), ...rest });
}

/** Phone input: keeps digits only and cuts to the country's length (§5). */
export const cleanPhoneInput = (raw: string, countryCode: string): string => raw.replace(/\D/g, '').slice(0, phoneLengthFor(countryCode));

/** The one-time sign-in widget: WhatsApp number (§5 phone rules), or an email address. */
export interface MagicLinkForm {
  countryCode: string;
  mobileNum: string;
  email: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email messages come translated from the caller (they are Khel's, not the spec's). */
export function magicLinkSchema(channel: 'WHATSAPP' | 'GMAIL', messages: { emailRequired: string; emailInvalid: string }) {
  return channel === 'WHATSAPP'
    ? yup.object({ countryCode: country(), mobileNum: phone() })
    : yup.object({ email: yup.string().trim().required(messages.emailRequired).max(254, messages.emailInvalid).matches(EMAIL, messages.emailInvalid) });
}
