// The /user/register body, read with the spec's messages into a Registration.
import { SIGNUP_PASSWORD_MIN, LOGIN_PASSWORD_MAX } from '@khel/shared-kernel/contract';
import { invalid } from '../domain/errors';
import type { Registration } from '../identity/signup';
import { text, type Body } from './input';
import { countryCodeOf, mobileOf } from './phone-input';

const USER_NAME = /^[A-Za-z0-9_.]{3,20}$/;

/** The /user/register body, validated with the spec's messages. */
export function parseRegistration(body: Body): Registration {
  const userName = text(body, 'user_name', { required: 'Username is required', max: [20, 'Username must be 3 to 20 characters'] });
  if (!USER_NAME.test(userName)) throw invalid('Username may use 3 to 20 letters, digits, _ and . only');
  const name = text(body, 'name', { max: [100, 'Name is too long'] }) ?? userName;
  const countryCode = countryCodeOf(body);
  const mobile = mobileOf(body, countryCode);
  const password = text(body, 'password', {
    required: 'Password is required',
    raw: true,
    min: [SIGNUP_PASSWORD_MIN, `Must be at least ${SIGNUP_PASSWORD_MIN} characters`],
    max: [LOGIN_PASSWORD_MAX, `Password must be at most ${LOGIN_PASSWORD_MAX} characters`],
  });
  const referCode = text(body, 'refer_code', { max: [32, 'Invalid referral code'] });
  const orderId = text(body, 'orderId', { max: [64, 'Please send OTP first!'] });
  // 18+ (issue 33): the declaration (true, 'true', 1, 'on' from a form) or a date of birth; checked by the use case
  const adult = [true, 'true', 1, '1', 'on'].includes(body.adult as never);
  const dateOfBirth = text(body, 'date_of_birth', { max: [10, 'Date of birth is invalid'] });
  return { name, userName, password, countryCode, mobile, referCode, orderId, adult, dateOfBirth };
}

