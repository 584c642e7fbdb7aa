import { get, post, startTestApp, type TestApp } from '../support/app';
import { assertLedgerBalanced } from '../../src/wallet/ledger';
import { BAD_LINK, EXPIRED_LINK } from '../../src/identity/magic-link';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ KHEL_DEV_HELPERS: 'on' });
});
afterAll(() => t.close());
afterEach(() => assertLedgerBalanced(t.db));

let seq = 0;
const freshMobile = () => `97${String(Date.now() % 1e6).padStart(6, '0')}${String((seq += 1) % 100).padStart(2, '0')}`;
let ipSeq = 0;
const freshIp = () => `10.9.${Math.floor((ipSeq += 1) / 250)}.${ipSeq % 250}`;

async function lastLink(query: string): Promise<{ url: URL; token: string }> {
  const res = await get(t.app, `dev/outbox?${query}`);
  const body: string = res.body.data[0].body;
  expect(res.body.data[0].purpose).toBe('magic_link');
  const url = new URL(/(https?:\/\/\S+)/.exec(body)![1]!);
  return { url, token: url.searchParams.get('otp') ?? url.searchParams.get('gtoken')! };
}

const startWhatsApp = (mobile: string, ip = freshIp(), host = 'localhost') =>
  post(t.app, 'auth/magic-link', { channel: 'WHATSAPP', country_code: '+91', mobile }, { ip, host });

describe('WhatsApp login link', () => {
  it('sends a link to this site, logs in through walogin creating the account once, and works once', async () => {
    const mobile = freshMobile();
    const sent = await startWhatsApp(mobile, freshIp(), 'localhost:3000');
    expect(sent.body).toMatchObject({ status: true, msg: 'Login link sent on WhatsApp', data: { expiresIn: 600 } });
    const { url, token } = await lastLink(`mobile=%2B91${mobile}`);
    expect(url.origin).toBe('http://localhost:3000');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.query('SELECT token_hash FROM magic_links ORDER BY id DESC LIMIT 1');
    expect(JSON.stringify(stored)).not.toContain(token);

    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/walogin', headers: { host: 'localhost' }, payload: { otp: token } });
    const body = res.json();
    expect(body).toMatchObject({ status: true, data: { mobile, country_code: '91', is_signup_by_otpless: true, otpless_identity_type: 'MOBILE', operatorId: 1, is_demo: false } });
    expect(body.data.user_name).toMatch(/^wa_[a-z0-9]{8}$/);
    expect(res.headers.authorization).toBe(`Bearer ${body.data.token.accessToken}`);
    expect((await get(t.app, `account/${body.data.id}/balance-settings`, { token: body.data.token.accessToken })).statusCode).toBe(200);

    // single use
    const again = await post(t.app, 'auth/walogin', { otp: token });
    expect(again).toMatchObject({ statusCode: 400, body: { status: false, msg: BAD_LINK } });

    // a second link logs into the same account
    await startWhatsApp(mobile);
    const second = await post(t.app, 'auth/walogin', { otp: (await lastLink(`mobile=%2B91${mobile}`)).token });
    expect(second.body.data.id).toBe(body.data.id);
    expect(await t.db.query('SELECT 1 FROM users WHERE mobile = $1', [mobile])).toHaveLength(1);
  });

  it('logs an existing player in without a new account', async () => {
    const mobile = freshMobile();
    const rows = await t.db.query<{ id: number }>(
      `INSERT INTO users (operator_id, user_name, name, country_code, mobile) VALUES (1, $1, 'Old', '91', $2) RETURNING id`,
      [`old${mobile}`, mobile],
    );
    await startWhatsApp(mobile);
    const res = await post(t.app, 'auth/walogin', { otp: (await lastLink(`mobile=%2B91${mobile}`)).token });
    expect(res.body.data).toMatchObject({ id: Number(rows[0]!.id), user_name: `old${mobile}`, is_signup_by_otpless: false });
  });

  it('a link belongs to its host: another operator refuses it, the account joins the host operator', async () => {
    const mobile = freshMobile();
    await startWhatsApp(mobile, freshIp(), 'second.localhost');
    const { url, token } = await lastLink(`mobile=%2B91${mobile}`);
    expect(url.hostname).toBe('second.localhost');
    expect((await post(t.app, 'auth/walogin', { otp: token }, { host: 'localhost' })).body.msg).toBe(BAD_LINK);
    const res = await post(t.app, 'auth/walogin', { otp: token }, { host: 'second.localhost' });
    expect(res.body.data.operatorId).toBe(2);
  });

  it('a forged host name gets a link to the host’s own domain', async () => {
    const mobile = freshMobile();
    await startWhatsApp(mobile, freshIp(), 'evil.example');
    expect((await lastLink(`mobile=%2B91${mobile}`)).url.origin).toBe('https://127.0.0.1');
  });

  it('refuses expired, malformed and other-channel tokens, changing nothing', async () => {
    const mobile = freshMobile();
    await startWhatsApp(mobile);
    const { token } = await lastLink(`mobile=%2B91${mobile}`);
    expect((await post(t.app, 'auth/glogin', { token })).body).toMatchObject({ status: false, msg: BAD_LINK });
    await t.db.query(`UPDATE magic_links SET expires_at = now() - interval '1 second' WHERE mobile = $1`, [mobile]);
    expect((await post(t.app, 'auth/walogin', { otp: token })).body).toMatchObject({ status: false, msg: EXPIRED_LINK });
    expect((await post(t.app, 'auth/walogin', { otp: 'nope' })).body.msg).toBe(BAD_LINK);
    expect((await post(t.app, 'auth/walogin', {})).body.msg).toBe(BAD_LINK);
    expect(await t.db.query('SELECT 1 FROM users WHERE mobile = $1', [mobile])).toHaveLength(0);
    expect(await t.db.query('SELECT 1 FROM magic_links WHERE mobile = $1 AND consumed_at IS NOT NULL', [mobile])).toHaveLength(0);
  });

  it('validates the widget’s fields with clear messages', async () => {
    const start = (b: Record<string, unknown>) => post(t.app, 'auth/magic-link', b, { ip: freshIp() });
    expect((await start({})).body.msg).toBe('Channel is required');
    expect((await start({ channel: 'SMS' })).body.msg).toBe('Channel must be WHATSAPP or GMAIL');
    expect((await start({ channel: 'WHATSAPP', country_code: '+91', mobile: '123' })).body.msg).toBe('Phone Number must be 10 digits');
    expect((await start({ channel: 'GMAIL' })).body.msg).toBe('Email is required');
    expect((await start({ channel: 'GMAIL', email: 'not-an-email' })).body.msg).toBe('Email is invalid');
  });

  it('rate-limits sends per number and failed redemptions per address', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i += 1) expect((await startWhatsApp(mobile)).body.status).toBe(true);
    expect(await startWhatsApp(mobile)).toMatchObject({ statusCode: 429, body: { status: false } });

    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) await post(t.app, 'auth/walogin', { otp: 'x'.repeat(43) }, { ip });
    expect(await post(t.app, 'auth/walogin', { otp: 'x'.repeat(43) }, { ip })).toMatchObject({ statusCode: 429 });
  });
});

describe('Google (email) login link', () => {
  it('emails a link; glogin answers success, result and the authorization header, creating the account once', async () => {
    const email = `Asha.${freshMobile()}@Example.com`;
    const sent = await post(t.app, 'auth/magic-link', { channel: 'GMAIL', email }, { ip: freshIp() });
    expect(sent.body).toMatchObject({ status: true, msg: 'Login link sent by email' });
    const { url, token } = await lastLink(`email=${encodeURIComponent(email)}`);
    expect(url.searchParams.has('gtoken')).toBe(true);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/glogin', headers: { host: 'localhost' }, payload: { token } });
    const body = res.json();
    expect(body).toMatchObject({ success: true, result: { is_signup_by_otpless: true, otpless_identity_type: null, mobile: null } });
    expect(body.result.user_name).toMatch(/^g_[a-z0-9]{8}$/);
    expect(res.headers.authorization).toBe(`Bearer ${body.result.token.accessToken}`);
    expect((await post(t.app, 'auth/glogin', { token })).body.msg).toBe(BAD_LINK);

    await post(t.app, 'auth/magic-link', { channel: 'GMAIL', email: email.toLowerCase() }, { ip: freshIp() });
    const again = await post(t.app, 'auth/glogin', { token: (await lastLink(`email=${encodeURIComponent(email)}`)).token });
    expect(again.body.result.id).toBe(body.result.id);
  });
});
