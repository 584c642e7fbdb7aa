// The forms of spec §5: their fields (the §3 form fields) and messages word for word. The rules
// themselves (yup) are in auth-schemas.ts, loaded with the auth dialog only.
import { LOGIN_PASSWORD_MIN, OTP_LENGTH, SIGNUP_PASSWORD_MIN, USERNAME_LOOKUP_MIN, phoneLengthFor } from '../contract/auth';

export const AUTH_MESSAGES = {
  userIdRequired: 'User ID is required',
  countryRequired: 'Country is required',
  phoneDigits: 'Phone Number must only contain digits',
  phoneLength: (digits: number) => `Phone Number must be ${digits} digits`,
  phoneInvalid: 'Phone Number is invalid',
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

export interface LoginForm {
  countryCode: string;
  userId: string;
  mobileNum: string;
  password: string;
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

export interface ForgotPasswordForm {
  countryCode: string;
  userId: string;
  mobileNum: string;
  otp: string;
  password: string;
  conPassword: string;
}

/** Phone input: keeps digits only and cuts to the country's length (§5). */
export const cleanPhoneInput = (raw: string, countryCode: string): string => raw.replace(/\D/g, '').slice(0, phoneLengthFor(countryCode));

/** The one-time sign-in widget: WhatsApp number (§5 phone rules), or an email address. */
export interface MagicLinkForm {
  countryCode: string;
  mobileNum: string;
  email: string;
}
