import { AUTH_MESSAGES, cleanPhoneInput } from './auth-forms';
import { forgotPasswordSchema, loginSchema, magicLinkSchema, signupSchema } from './auth-schemas';

/** The first message of each field, which is what the form shows (formik keeps one per field). */
async function errorsOf(schema: { validate(v: unknown, o: object): Promise<unknown> }, values: object): Promise<Record<string, string[]>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (err) {
    const out: Record<string, string[]> = {};
    for (const inner of (err as { inner: { path: string; message: string }[] }).inner) out[inner.path] ??= [inner.message];
    return out;
  }
}

describe('§5 login rules', () => {
  it("user mode: 'User ID is required', password required and at least 5", async () => {
    expect(await errorsOf(loginSchema('user'), { userId: '', password: '' })).toEqual({
      userId: ['User ID is required'],
      password: ['Password is required'],
    });
    expect(await errorsOf(loginSchema('user'), { userId: 'ravi', password: 'abcd' })).toEqual({
      password: ['Password must be at least 5 characters'],
    });
    expect(await errorsOf(loginSchema('user'), { userId: 'ravi', password: 'abcde' })).toEqual({});
  });

  it('mobile mode: required, digits only, the country length', async () => {
    const s = loginSchema('mobile');
    expect((await errorsOf(s, { countryCode: '91', mobileNum: '', password: 'abcde' })).mobileNum).toContain('Phone Number is required');
    expect((await errorsOf(s, { countryCode: '91', mobileNum: '98765x3210', password: 'abcde' })).mobileNum).toContain(
      'Phone Number must only contain digits',
    );
    expect((await errorsOf(s, { countryCode: '91', mobileNum: '987654321', password: 'abcde' })).mobileNum).toEqual(['Phone Number must be 10 digits']);
    expect((await errorsOf(s, { countryCode: '971', mobileNum: '9876543210', password: 'abcde' })).mobileNum).toEqual(['Phone Number must be 9 digits']);
    expect(await errorsOf(s, { countryCode: '971', mobileNum: '987654321', password: 'abcde' })).toEqual({});
    expect((await errorsOf(s, { countryCode: '', mobileNum: '9876543210', password: 'abcde' })).countryCode).toEqual([AUTH_MESSAGES.countryRequired]);
  });
});

describe('§5 sign-up rules', () => {
  const good = { countryCode: '91', username: 'asha', mobileNum: '9876543210', otp: '123456', password: 'secret', conPassword: 'secret', promo: '' };

  it('accepts a complete form', async () => {
    expect(await errorsOf(signupSchema(), good)).toEqual({});
    for (const [countryCode, mobileNum] of [['971', '501234567'], ['44', '7400123456'], ['880', '1712345678'], ['92', '3001234567'], ['1', '2015550123']]) {
      expect([countryCode, await errorsOf(signupSchema(), { ...good, countryCode, mobileNum })]).toEqual([countryCode, {}]);
    }
  });

  it.each([
    ['username', { username: '' }, 'Username is required'],
    ['otp', { otp: '' }, 'Otp Required'],
    ['otp', { otp: '12345' }, 'Otp must be 6 digits long'],
    ['password', { password: '', conPassword: '' }, 'Password is required'],
    ['password', { password: 'abcde', conPassword: 'abcde' }, 'Must be at least 6 characters'],
    ['conPassword', { conPassword: '' }, 'This field is required'],
    ['conPassword', { conPassword: 'secreT' }, 'Password does not match.'],
    ['mobileNum', { mobileNum: '98765' }, 'Phone Number must be 10 digits'],
    // issue 34: a number India could not give a mobile (libphonenumber-js)
    ['mobileNum', { mobileNum: '1234567890' }, 'Phone Number is invalid'],
    ['mobileNum', { mobileNum: '5123456789' }, 'Phone Number is invalid'],
    ['mobileNum', { countryCode: '971', mobileNum: '123456789' }, 'Phone Number is invalid'],
  ])('%s → %s', async (field, change, message) => {
    expect((await errorsOf(signupSchema(), { ...good, ...change }))[field]).toEqual([message]);
  });
});

describe('§5 forgot-password rules', () => {
  it('user mode needs 3 characters for the lookup', async () => {
    const e = await errorsOf(forgotPasswordSchema('user'), { userId: 'ab', otp: '123456', password: 'secret', conPassword: 'secret' });
    expect(e).toEqual({ userId: [AUTH_MESSAGES.userIdLookupMin] });
  });

  it('mobile mode uses the phone and password rules', async () => {
    const e = await errorsOf(forgotPasswordSchema('mobile'), { countryCode: '91', mobileNum: '12', otp: '1', password: 'abc', conPassword: 'x' });
    expect(e).toEqual({
      mobileNum: ['Phone Number must be 10 digits'],
      otp: ['Otp must be 6 digits long'],
      password: ['Must be at least 6 characters'],
      conPassword: ['Password does not match.'],
    });
  });
});

it('phone input keeps digits only up to the country length', () => {
  expect(cleanPhoneInput('98-765 43210999', '91')).toBe('9876543210');
  expect(cleanPhoneInput('98765432100', '971')).toBe('987654321');
});

describe('the one-time sign-in widget', () => {
  const messages = { emailRequired: 'Email is required', emailInvalid: 'Email is invalid' };
  it('WhatsApp: the §5 phone rules', async () => {
    const s = magicLinkSchema('WHATSAPP', messages);
    expect((await errorsOf(s, { countryCode: '91', mobileNum: '', email: '' })).mobileNum).toEqual(['Phone Number is required']);
    expect((await errorsOf(s, { countryCode: '91', mobileNum: '98765', email: '' })).mobileNum).toEqual(['Phone Number must be 10 digits']);
    expect(await errorsOf(s, { countryCode: '91', mobileNum: '9876543210', email: '' })).toEqual({});
  });
  it('Google: an email address, required and well formed', async () => {
    const s = magicLinkSchema('GMAIL', messages);
    expect(await errorsOf(s, { countryCode: '91', mobileNum: '', email: '' })).toEqual({ email: ['Email is required'] });
    expect(await errorsOf(s, { countryCode: '91', mobileNum: '', email: 'asha@' })).toEqual({ email: ['Email is invalid'] });
    expect(await errorsOf(s, { countryCode: '91', mobileNum: '', email: 'asha@example.com' })).toEqual({});
  });
});
