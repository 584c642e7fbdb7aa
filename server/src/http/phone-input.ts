// Country code, mobile number and OTP fields of request bodies (spec §5, §9), with the spec's messages.
import { isValidPhoneNumber } from 'libphonenumber-js/mobile';
import { phoneLengthFor } from '@khel/shared-kernel/contract';
import { invalid } from '../domain/errors';
import { text, type Body } from './input';

/** '+91' or '91' → '91'. */
export function countryCodeOf(body: Body, field = 'country_code'): string {
  const raw = text(body, field, { required: 'Country is required', max: [6, 'Country is invalid'] });
  const code = raw.replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(code)) throw invalid('Country is invalid');
  return code;
}

export const PHONE_INVALID = 'Phone Number is invalid';

export function mobileOf(body: Body, countryCode: string, field = 'mobile'): string {
  const mobile = text(body, field, { required: 'Phone Number is required', max: [20, 'Phone Number must only contain digits'] });
  if (!/^\d+$/.test(mobile)) throw invalid('Phone Number must only contain digits');
  const length = phoneLengthFor(countryCode);
  if (mobile.length !== length) throw invalid(`Phone Number must be ${length} digits`);
  // issue 34: a mobile number its country could have (mobile metadata: India's start 6–9, 1234567890 is none)
  if (!isValidPhoneNumber(`+${countryCode}${mobile}`)) throw invalid(PHONE_INVALID);
  return mobile;
}

export function otpOf(body: Body, field = 'otp'): string {
  const otp = text(body, field, { required: 'Otp Required', max: [6, 'Otp must be 6 digits long'] });
  if (!/^\d{6}$/.test(otp)) throw invalid('Otp must be 6 digits long');
  return otp;
}

export function orderIdOf(body: Body): string {
  return text(body, 'orderId', { required: 'Please send OTP first!', max: [64, 'Please send OTP first!'] });
}
