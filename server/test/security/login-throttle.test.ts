// Finding 3 of the security review, attacked through a real server: guessing passwords and locking
// owners out. Every password check (login by name or mobile, change password, reset code, operator
// login) shares one back-off per account (rate-limit.ts), answers 429 with Retry-After, and cannot
// be used by a stranger to keep the owner out.
import { BACKOFF, backoffSeconds } from '../../src/identity/rate-limit';
import { createOperatorUser } from '../../src/operator/operators';
import { createPlayer, type TestPlayer } from '../support/players';
import { startLiveServer, type LiveServer } from '../support/live-server';

let s: LiveServer;
beforeAll(async () => {
  s = await startLiveServer();
});
afterAll(() => s.close());

const login = (user_name: string, password: string, extra: { cookie?: string } = {}) =>
  s.call('user/userLogin', { body: { user_name, password, grant_type: 'password' }, form: true, headers: extra.cookie ? { cookie: extra.cookie } : {} });
/** Lets the account's current wait pass, as time would. */
const waitPasses = (key: string) => s.db.query('UPDATE login_backoff SET next_allowed_at = now() WHERE key = $1', [key]);
/** Fails the free attempts and one more: the account now has a wait. */
async function exhaust(name: string): Promise<void> {
  for (let i = 0; i <= BACKOFF.freeFailures; i += 1) expect((await login(name, 'wrong-password')).status).toBe(400);
}

describe('finding 3: login throttling', () => {
  let p: TestPlayer;
  beforeEach(async () => {
    p = await createPlayer(s.db, { mobile: `98${String(Date.now()).slice(-8)}` });
    await s.db.query('DELETE FROM rate_limit_counters'); // the tests share the loopback address
  });

  it('after the free failures even the right password waits, told how long by Retry-After', async () => {
    await exhaust(p.userName);
    const refused = await login(p.userName, p.password);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(BACKOFF.baseSeconds);
  });

  it('has one counter per account whether it is reached by user name or by mobile', async () => {
    const mobile = (await s.db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [p.userId]))[0]!.mobile;
    for (let i = 0; i < BACKOFF.freeFailures; i += 1) await login(i % 2 ? p.userName : mobile, 'wrong-password');
    expect((await login(mobile, 'wrong-password')).status).toBe(400); // the 6th failure, by mobile, starts the wait
    expect((await login(p.userName, p.password)).status).toBe(429);
    expect((await login(mobile, p.password)).status).toBe(429);
  });

  it('doubles the wait with each failure, capped, and the right password gets in once it has passed', async () => {
    await exhaust(p.userName);
    for (let i = 0; i < 3; i += 1) {
      await waitPasses(`user:${p.userId}`);
      expect((await login(p.userName, 'wrong-password')).status).toBe(400);
    }
    const wait = Number((await login(p.userName, p.password)).headers.get('retry-after'));
    const failures = BACKOFF.freeFailures + 4;
    expect(wait).toBeGreaterThan(backoffSeconds(failures - 1));
    expect(wait).toBeLessThanOrEqual(backoffSeconds(failures));
    expect(backoffSeconds(10_000)).toBe(BACKOFF.maxSeconds);
    await waitPasses(`user:${p.userId}`);
    expect((await login(p.userName, p.password)).status).toBe(200);
  });

  it('refused attempts during the wait are not checked and do not extend it', async () => {
    await exhaust(p.userName);
    const before = await s.db.query<{ failures: number }>('SELECT failures FROM login_backoff WHERE key = $1', [`user:${p.userId}`]);
    for (let i = 0; i < 5; i += 1) expect((await login(p.userName, 'wrong-password')).status).toBe(429);
    const after = await s.db.query<{ failures: number }>('SELECT failures FROM login_backoff WHERE key = $1', [`user:${p.userId}`]);
    expect(after).toEqual(before);
  });

  it('parallel guesses cannot share one free slot', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(p.userName, 'wrong-password')));
    const checked = answers.filter((a) => a.status === 400).length;
    expect(checked).toBeLessThanOrEqual(BACKOFF.freeFailures + 1);
    expect(answers.filter((a) => a.status === 429).length).toBe(20 - checked);
  });

  it('the owner on a device they logged in from before is not locked out by a stranger', async () => {
    const first = await login(p.userName, p.password);
    expect(first.status).toBe(200);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^khel_device=[A-Za-z0-9_-]{43}$/);
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/);
    await exhaust(p.userName);
    expect((await login(p.userName, p.password)).status).toBe(429);
    expect((await login(p.userName, p.password, { cookie })).status).toBe(200);
    // a stolen device cookie buys few guesses: the device has a back-off of its own
    for (let i = 0; i <= BACKOFF.freeFailures; i += 1) await login(p.userName, 'wrong-password', { cookie });
    expect((await login(p.userName, p.password, { cookie })).status).toBe(429);
  });

  it('an unknown name is throttled exactly like a real one', async () => {
    await exhaust('nobody_by_this_name');
    const ghost = await login('nobody_by_this_name', 'wrong-password');
    await exhaust(p.userName);
    const real = await login(p.userName, 'wrong-password');
    expect([ghost.status, ghost.body.msg]).toEqual([real.status, real.body.msg]);
  });

  it('a stolen session cannot guess the old password: change password checks the limits first', async () => {
    const change = (oldPassword: string) =>
      s.call('user/selfChangePassword', { token: p.token, body: { oldPassword, newPassword: 'brand-new-pw', confirmPassword: 'brand-new-pw' } });
    for (let i = 0; i <= BACKOFF.freeFailures; i += 1) expect((await change(`guess-${i}`)).status).toBe(400);
    const right = await change(p.password);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // the same counter as login
    expect((await login(p.userName, p.password)).status).toBe(429);
  });

  it('a reset code is checked under the same account back-off', async () => {
    const mobile = (await s.db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [p.userId]))[0]!.mobile;
    const start = await s.call('whatsapp/resetPassword', { body: { country_code: '+91', mobile } });
    expect(start.status).toBe(200);
    const code = (await s.db.query<{ body: string }>(`SELECT body FROM message_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`, [`+91${mobile}`]))[0]!.body.match(/\d{6}/)![0];
    await exhaust(p.userName);
    const verify = await s.call('whatsapp/verifyResetPasswordOtp', { body: { orderId: start.body.orderId, otp: code } });
    expect(verify.status).toBe(429);
    expect(verify.headers.get('retry-after')).toBeTruthy();
    await waitPasses(`user:${p.userId}`);
    expect((await s.call('whatsapp/verifyResetPasswordOtp', { body: { orderId: start.body.orderId, otp: code } })).status).toBe(200);
  });

  it('operator login has the same limits', async () => {
    const name = `ops_${Date.now().toString(36)}`;
    await createOperatorUser(s.db, { operatorId: 1, userName: name, name: 'Ops', password: 'operator-password' });
    const opLogin = (password: string) => s.call('operator/login', { body: { user_name: name, password } });
    for (let i = 0; i <= BACKOFF.freeFailures; i += 1) expect((await opLogin('wrong-password')).status).toBe(400);
    const refused = await opLogin('operator-password');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});
