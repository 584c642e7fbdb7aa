import { get, post, startTestApp, type TestApp } from '../support/app';
import { createPlayer } from '../support/players';
import { assertLedgerBalanced } from '../../src/wallet/ledger';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ KHEL_DEV_HELPERS: 'on' });
});
afterAll(() => t.close());
afterEach(() => assertLedgerBalanced(t.db));

let mobileSeq = 0;
const freshMobile = () => `98${String(Date.now() % 1e6).padStart(6, '0')}${String((mobileSeq += 1) % 100).padStart(2, '0')}`;

async function lastCode(mobile: string, country = '91'): Promise<string> {
  const res = await get(t.app, `dev/outbox?mobile=%2B${country}${mobile}`);
  expect(res.statusCode).toBe(200);
  const body: string = res.body.data[0].body;
  return /(\d{6})/.exec(body)![1]!;
}

async function sendCode(mobile: string, path = 'whatsapp/send-code', ip = '10.5.0.1') {
  return post(t.app, path, { country_code: '+91', mobile }, { ip });
}

describe('OTP sign-up', () => {
  it('signs up end to end reading the code from the outbox, then logs in', async () => {
    const mobile = freshMobile();
    const sent = await sendCode(mobile, 'createUserOtp/');
    expect(sent.body).toMatchObject({ status: true, otp_expiry_time: 60, data: { otp_expiry_time: 60 } });
    const orderId = sent.body.data.orderId;
    expect(orderId).toMatch(/^[0-9a-f]{32}$/);
    const code = await lastCode(mobile);
    const stored = await t.db.query<{ code_hash: unknown }>('SELECT code_hash FROM otp_orders WHERE order_id = $1', [orderId]);
    expect(JSON.stringify(stored)).not.toContain(code);

    expect((await post(t.app, 'whatsapp/verify', { orderId, otp: code })).body).toMatchObject({ status: true });
    const reg = await post(t.app, 'user/register', { name: 'Asha', user_name: `asha${mobile.slice(-6)}`, mobile, password: 'secret1', country_code: '91', adult: true });
    expect(reg.body).toMatchObject({ status: true, msg: 'Registered successfully' });
    const login = await post(t.app, 'user/userLogin', { user_name: `asha${mobile.slice(-6)}`, password: 'secret1', grant_type: 'password' }, { form: true });
    expect(login.body.data).toMatchObject({ mobile, country_code: '91', is_demo: false });

    // single use: the same order cannot register a second account
    const again = await post(t.app, 'user/register', { name: 'B', user_name: `bee${mobile.slice(-6)}`, mobile, password: 'secret1', country_code: '91', adult: true });
    expect(again.body.msg).toBe('Please send OTP first!');
  });

  it('refuses registration without a verified order', async () => {
    const mobile = freshMobile();
    const body = { name: 'X', user_name: `x${mobile.slice(-6)}`, mobile, password: 'secret1', country_code: '91', adult: true };
    expect((await post(t.app, 'user/register', body)).body).toMatchObject({ status: false, msg: 'Please send OTP first!' });
    await sendCode(mobile);
    expect((await post(t.app, 'user/register', body)).body.msg).toBe('Please send OTP first!');
    expect(await t.db.query('SELECT 1 FROM users WHERE mobile = $1', [mobile])).toHaveLength(0);
  });

  it('applies the spec validation messages', async () => {
    expect((await post(t.app, 'whatsapp/send-code', { country_code: '+91', mobile: '98765' })).body.msg).toBe('Phone Number must be 10 digits');
    expect((await post(t.app, 'whatsapp/send-code', { country_code: '+971', mobile: '9876543210' })).body.msg).toBe('Phone Number must be 9 digits');
    expect((await post(t.app, 'whatsapp/send-code', { country_code: '+91', mobile: '98765abcde' })).body.msg).toBe('Phone Number must only contain digits');
    expect((await post(t.app, 'whatsapp/send-code', { country_code: '+91' })).body.msg).toBe('Phone Number is required');
    expect((await post(t.app, 'whatsapp/send-code', { mobile: '9876543210' })).body.msg).toBe('Country is required');
    expect((await post(t.app, 'whatsapp/verify', { orderId: 'nope', otp: '123456' })).body.msg).toBe('Please send OTP first!');
    expect((await post(t.app, 'whatsapp/verify', { otp: '123456' })).body.msg).toBe('Please send OTP first!');
    const order = (await sendCode(freshMobile())).body.data.orderId;
    expect((await post(t.app, 'whatsapp/verify', { orderId: order })).body.msg).toBe('Otp Required');
    expect((await post(t.app, 'whatsapp/verify', { orderId: order, otp: '123' })).body.msg).toBe('Otp must be 6 digits long');
    const reg = (b: Record<string, unknown>) => post(t.app, 'user/register', { name: 'N', user_name: 'someone1', mobile: '9876543210', password: 'secret1', country_code: '91', adult: true, ...b });
    expect((await reg({ user_name: '' })).body.msg).toBe('Username is required');
    expect((await reg({ password: 'abc' })).body.msg).toBe('Must be at least 6 characters');
    expect((await reg({ user_name: "x'; DROP TABLE users; --" })).statusCode).toBe(400);
  });

  it('refuses a number its country cannot have, per the spec’s countries (issue 34: libphonenumber-js)', async () => {
    const send = (country_code: string, mobile: string) => post(t.app, 'whatsapp/send-code', { country_code, mobile }, { ip: '10.5.9.1' });
    for (const [country, mobile] of [
      ['+91', '1234567890'],
      ['+91', '5123456789'],
      ['+971', '123456789'],
      ['+44', '0123456789'],
      ['+1', '1234567890'],
    ] as const) {
      const res = await send(country, mobile);
      expect([country, mobile, res.statusCode, res.body.msg]).toEqual([country, mobile, 400, 'Phone Number is invalid']);
    }
    for (const [country, mobile] of [
      ['+91', freshMobile()],
      ['+971', '501234567'],
      ['+44', '7400123456'],
      ['+880', '1712345678'],
      ['+92', '3001234567'],
      ['+1', '2015550123'],
    ] as const) {
      expect([country, mobile, (await send(country, mobile)).body.status]).toEqual([country, mobile, true]);
    }
  });

  it('a registered number gets a message saying so, not a code, and the answer is the same as for a new number (issue 34)', async () => {
    const mobile = freshMobile();
    const sent = await sendCode(mobile);
    const code = await lastCode(mobile);
    await post(t.app, 'whatsapp/verify', { orderId: sent.body.data.orderId, otp: code });
    const userName = `reg${mobile.slice(-6)}`;
    expect((await post(t.app, 'user/register', { name: 'R', user_name: userName, mobile, password: 'secret1', country_code: '91', adult: true })).body.status).toBe(true);

    const again = await sendCode(mobile);
    const fresh = await sendCode(freshMobile());
    expect(again.statusCode).toBe(fresh.statusCode);
    expect({ ...again.body, data: { ...again.body.data, orderId: 'x' }, orderId: 'x' }).toEqual({ ...fresh.body, data: { ...fresh.body.data, orderId: 'x' }, orderId: 'x' });
    const outbox = (await get(t.app, `dev/outbox?mobile=%2B91${mobile}`)).body.data as { body: string; purpose: string }[];
    expect(outbox[0]).toMatchObject({ purpose: 'signup_registered' });
    expect(outbox[0]!.body).toContain('already has a Khel account');
    expect(outbox[0]!.body).not.toMatch(/\d{6}/);
    // and a resend of that order says the same again
    await post(t.app, 'whatsapp/re-send', { orderId: again.body.data.orderId }, { ip: '10.5.9.2' });
    const resent = (await get(t.app, `dev/outbox?mobile=%2B91${mobile}`)).body.data as { purpose: string }[];
    expect(resent[0]).toMatchObject({ purpose: 'signup_registered' });
  });

  it('limits guesses per code and lets a resend start over', async () => {
    const mobile = freshMobile();
    const orderId = (await sendCode(mobile, 'whatsapp/send-code', '10.5.0.2')).body.data.orderId;
    const code = await lastCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await post(t.app, 'whatsapp/verify', { orderId, otp: wrong })).body.msg).toBe('Invalid OTP');
    expect((await post(t.app, 'whatsapp/verify', { orderId, otp: code })).body.msg).toBe('Too many wrong attempts. Please resend OTP.');
    const resent = await post(t.app, 'whatsapp/re-send', { orderId }, { ip: '10.5.0.2' });
    expect(resent.body.data.orderId).toBe(orderId);
    const newCode = await lastCode(mobile);
    expect((await post(t.app, 'whatsapp/verify', { orderId, otp: newCode })).body.status).toBe(true);
  });

  it('expires codes', async () => {
    const mobile = freshMobile();
    const orderId = (await sendCode(mobile, 'whatsapp/send-code', '10.5.0.3')).body.data.orderId;
    const code = await lastCode(mobile);
    await t.db.query(`UPDATE otp_orders SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [orderId]);
    expect((await post(t.app, 'whatsapp/verify', { orderId, otp: code })).body.msg).toBe('OTP expired. Please resend OTP.');
  });

  it('rate-limits sends per mobile and per address', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i += 1) expect((await sendCode(mobile, 'whatsapp/send-code', `10.6.0.${i}`)).statusCode).toBe(200);
    expect((await sendCode(mobile, 'whatsapp/send-code', '10.6.1.1')).statusCode).toBe(429);
    for (let i = 0; i < 20; i += 1) await sendCode(freshMobile(), 'whatsapp/send-code', '10.7.0.1');
    expect((await sendCode(freshMobile(), 'whatsapp/send-code', '10.7.0.1')).statusCode).toBe(429);
  });

  it('links a referral code, case-insensitively, and refuses an unknown one', async () => {
    const referrer = await createPlayer(t.db);
    const [{ refer_code }] = (await t.db.query<{ refer_code: string }>('SELECT refer_code FROM users WHERE id = $1', [referrer.userId])) as [{ refer_code: string }];
    expect((await post(t.app, 'verifyRefferalCode', { refer_code: refer_code.toLowerCase() })).body.status).toBe(true);
    expect((await post(t.app, 'verifyRefferalCode', { refer_code: 'NOPE1234' })).statusCode).toBe(400);
    expect((await post(t.app, `account/0/promotions/promo-code`, { promo_code: refer_code.toLowerCase() })).body).toMatchObject({ success: true, result: { type: 'referral' } });

    const mobile = freshMobile();
    const orderId = (await sendCode(mobile, 'whatsapp/send-code', '10.5.0.4')).body.data.orderId;
    await post(t.app, 'whatsapp/verify', { orderId, otp: await lastCode(mobile) });
    const base = { name: 'R', user_name: `ref${mobile.slice(-6)}`, mobile, password: 'secret1', country_code: '91', adult: true };
    expect((await post(t.app, 'user/register', { ...base, refer_code: 'zzzz9999' })).body.msg).toBe('Invalid referral code');
    expect((await post(t.app, 'user/register', { ...base, refer_code: refer_code.toLowerCase() })).statusCode).toBe(200);
    const [row] = await t.db.query<{ referred_by: number }>('SELECT referred_by FROM users WHERE mobile = $1', [mobile]);
    expect(row!.referred_by).toBe(referrer.userId);
  });
});

describe('password reset', () => {
  it('resets by mobile over WhatsApp and ends old sessions', async () => {
    const mobile = freshMobile();
    const p = await createPlayer(t.db, { mobile });
    const start = await post(t.app, 'whatsapp/resetPassword', { country_code: '+91', mobile }, { ip: '10.8.0.1' });
    expect(start.body).toMatchObject({ status: true, mobile: `******${mobile.slice(-4)}`, otp_expiry_time: 60 });
    const orderId = start.body.orderId;
    expect((await post(t.app, 'whatsapp/setPassword', { orderId, newPassword: 'brandnew1', confirmPassword: 'brandnew1' })).body.msg).toBe('Please send OTP first!');
    const verified = await post(t.app, 'whatsapp/verifyResetPasswordOtp', { orderId, otp: await lastCode(mobile) });
    expect(verified.body.data).toEqual({ status: true, msg: 'OTP verified successfully' });
    expect((await post(t.app, 'whatsapp/setPassword', { orderId, newPassword: 'brandnew1', confirmPassword: 'other' })).body.msg).toBe('Password does not match.');
    const set = await post(t.app, 'whatsapp/setPassword', { orderId, newPassword: 'brandnew1', confirmPassword: 'brandnew1' });
    expect(set.body.data).toEqual({ status: true, msg: 'Password updated successfully' });
    expect((await post(t.app, 'user/getBalanceCRef', undefined, { token: p.token })).statusCode).toBe(401);
    expect((await post(t.app, 'user/userLogin', { user_name: p.userName, password: 'brandnew1' })).statusCode).toBe(200);
    expect((await post(t.app, 'whatsapp/setPassword', { orderId, newPassword: 'again12', confirmPassword: 'again12' })).body.msg).toBe('Please send OTP first!');
  });

  it('answers the same for unknown accounts and sends nothing', async () => {
    const mobile = freshMobile();
    const res = await post(t.app, 'whatsapp/resetPassword', { country_code: '+91', mobile }, { ip: '10.8.0.2' });
    expect(res.body).toMatchObject({ status: true, mobile: `******${mobile.slice(-4)}` });
    expect((await get(t.app, `dev/outbox?mobile=%2B91${mobile}`)).body.data).toEqual([]);
    const byName = await post(t.app, 'whatsapp/resetPassword', { user_name: 'no_such_user' }, { ip: '10.8.0.2' });
    expect(byName.body.mobile).toMatch(/^\*{6}\d{4}$/);
    expect((await post(t.app, 'whatsapp/verifyResetPasswordOtp', { orderId: byName.body.orderId, otp: '123456' })).body.msg).toBe('Invalid OTP');
    expect((await post(t.app, 'whatsapp/resetPassword', { user_name: 'ab' })).body.msg).toBe('User ID must be at least 3 characters');
  });

  it('resets by user name through /auth/forgotPassword and logs in with the new token header', async () => {
    const mobile = freshMobile();
    const p = await createPlayer(t.db, { mobile });
    const start = await post(t.app, 'auth/forgotPassword', { user_name: p.userName }, { ip: '10.8.0.3' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verifyforgotPassword',
      payload: { orderId: start.body.orderId, otp: await lastCode(mobile), password: 'fresh123', confirmPassword: 'fresh123' },
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token.accessToken;
    expect(res.headers.authorization).toBe(`Bearer ${token}`);
    expect((await post(t.app, 'user/getBalanceCRef', undefined, { token })).statusCode).toBe(200);
  });
});

it('does not serve the outbox in production mode', async () => {
  const prod = await buildApp({ db: t.db, config: loadConfig({ NODE_ENV: 'production' }) });
  expect((await prod.inject('/api/v1/dev/outbox?mobile=%2B919876543210')).statusCode).toBe(404);
  await prod.close();
});
