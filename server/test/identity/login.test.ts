import { createPlayer } from '../support/players';
import { get, post, startTestApp, type TestApp } from '../support/app';
import { DEMO_FUNDS_PAISE } from '../../src/identity/login';
import { forgetCachedSessions } from '../../src/identity/sessions';
import { playerBalances } from '../../src/wallet/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  const { assertLedgerBalanced } = await import('../../src/wallet/ledger');
  await assertLedgerBalanced(t.db);
});

const login = (user_name: string, password: string, ip = '10.0.0.1') =>
  post(t.app, 'user/userLogin', { user_name, password, grant_type: 'password' }, { form: true, ip });

describe('POST /user/userLogin', () => {
  it('logs in with a form-encoded body and returns the user record and token', async () => {
    const p = await createPlayer(t.db);
    const res = await login(p.userName, p.password);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.data).toMatchObject({
      _id: p.userId,
      user_name: p.userName,
      operatorId: 1,
      is_demo: false,
      is_telegram_enable: 0,
      token: { tokenType: 'Bearer', expiresIn: 86400 },
    });
    expect(res.body.data.token.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.settings.presetStakeSettings.settings).toEqual([100, 200, 500, 1000, 2000, 5000, 10000, 15000, 20000, 25000]);
    expect(res.body.data).not.toHaveProperty('password_hash');
  });

  it('accepts the user name in any case', async () => {
    const p = await createPlayer(t.db);
    expect((await login(p.userName.toUpperCase(), p.password)).statusCode).toBe(200);
  });

  it('logs in by mobile number', async () => {
    const p = await createPlayer(t.db, { mobile: '9876500011' });
    const res = await login('9876500011', p.password);
    expect(res.body.data.user_name).toBe(p.userName);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const p = await createPlayer(t.db);
    const wrong = await login(p.userName, 'wrong-password', '10.0.0.2');
    const unknown = await login('nobody_here', 'wrong-password', '10.0.0.2');
    expect(wrong.statusCode).toBe(400);
    expect(unknown).toEqual(wrong);
    expect(wrong.body).toMatchObject({ status: false, msg: 'Invalid username or password.' });
  });

  it('applies the spec messages', async () => {
    expect((await login('', 'abcdef')).body.msg).toBe('User ID is required');
    expect((await login('someone', '')).body.msg).toBe('Password is required');
    expect((await login('someone', 'abcd')).body.msg).toBe('Password must be at least 5 characters');
    const bad = await post(t.app, 'user/userLogin', { user_name: 'x', password: 'abcdef', grant_type: 'client_credentials' });
    expect(bad.statusCode).toBe(400);
  });

  it('backs off per account after the free failures, without revealing whether it exists', async () => {
    const p = await createPlayer(t.db);
    // 5 free failures, the 6th is still checked and starts the wait
    for (let i = 0; i < 6; i += 1) expect((await login(p.userName, 'bad-password', `10.1.0.${i}`)).statusCode).toBe(400);
    const blocked = await login(p.userName, p.password, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    for (let i = 0; i < 6; i += 1) await login('ghost_user', 'bad-password', `10.2.0.${i}`);
    expect(await login('ghost_user', 'bad-password', '10.2.1.1')).toEqual(blocked);
    // another account is unaffected
    const other = await createPlayer(t.db);
    expect((await login(other.userName, other.password, '10.1.1.1')).statusCode).toBe(200);
    // once the wait has passed the right password gets in, and the failures are forgotten
    await t.db.query(`UPDATE login_backoff SET next_allowed_at = now() WHERE key = $1`, [`user:${p.userId}`]);
    expect((await login(p.userName, p.password, '10.1.1.1')).statusCode).toBe(200);
    expect(await t.db.query(`SELECT 1 FROM login_backoff WHERE key = $1`, [`user:${p.userId}`])).toEqual([]);
  });

  it('rate-limits failures per address across account names', async () => {
    for (let i = 0; i < 50; i += 1) await login(`spray_${i}`, 'bad-password', '10.9.9.9');
    const p = await createPlayer(t.db);
    expect((await login(p.userName, p.password, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(p.userName, p.password, '10.9.9.10')).statusCode).toBe(200);
  });

  it('only logs players into their own operator\'s site', async () => {
    const p = await createPlayer(t.db, { operatorId: 2 });
    expect((await post(t.app, 'user/userLogin', { user_name: p.userName, password: p.password }, { host: 'localhost' })).statusCode).toBe(400);
    expect((await post(t.app, 'user/userLogin', { user_name: p.userName, password: p.password }, { host: 'second.localhost' })).statusCode).toBe(200);
  });

  it('never logs in the market maker', async () => {
    expect((await login('khel-market-maker', 'anything-at-all')).statusCode).toBe(400);
  });
});

describe('POST /user/autoDemoUserLogin', () => {
  it('creates a demo account with play money that can log in', async () => {
    const res = await post(t.app, 'user/autoDemoUserLogin');
    expect(res.statusCode).toBe(200);
    const { user_name, password } = res.body.data;
    expect(user_name).toMatch(/^demo_/);
    const logged = await login(user_name, password);
    expect(logged.body.data.is_demo).toBe(true);
    expect(await playerBalances(t.db, logged.body.data.id)).toEqual({ cash: DEMO_FUNDS_PAISE, hold: 0, bonus: 0 });
  });

  it("keeps a demo account's drawn 16-character password as a fast salted hash, checked exactly", async () => {
    const { user_name, password } = (await post(t.app, 'user/autoDemoUserLogin')).body.data;
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    const [row] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE user_name = $1', [user_name]);
    expect(row!.password_hash).toMatch(/^\$khel-sha256\$/);
    // one character off (never the password itself: 'x' when it does not already end in one)
    const wrong = `${password.slice(0, 15)}${password.endsWith('x') ? 'y' : 'x'}`;
    expect((await login(user_name, wrong, '10.0.9.1')).statusCode).toBe(400);
    expect((await login(user_name, password, '10.0.9.1')).statusCode).toBe(200);
  });

  it("never accepts the fast form for a player's own password (a person's password is argon2 only)", async () => {
    const { user_name, password } = (await post(t.app, 'user/autoDemoUserLogin')).body.data;
    expect((await login(user_name, password, '10.0.9.2')).statusCode).toBe(200);
    const p = await createPlayer(t.db);
    // a demo account's stored hash copied onto a real player's account does not let its secret in there
    const [demo] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE user_name = $1', [user_name]);
    await t.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [p.userId, demo!.password_hash]);
    expect((await login(p.userName, password, '10.0.9.2')).statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('rejects missing, forged, revoked and expired tokens with 401 and the logout flag', async () => {
    const p = await createPlayer(t.db);
    const me = (token?: string) => post(t.app, 'user/logout', undefined, token ? { token } : {});
    expect(await me()).toMatchObject({ statusCode: 401, body: { status: false, logout: true } });
    expect((await me('A'.repeat(43))).statusCode).toBe(401);
    expect((await me("' OR 1=1 --")).statusCode).toBe(401);

    const other = await createPlayer(t.db);
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [other.userId]);
    expect((await me(other.token)).statusCode).toBe(401);

    expect((await me(p.token)).statusCode).toBe(200);
    expect((await me(p.token)).statusCode).toBe(401);
  });

  it('ends a session that was just used (and so remembered) the moment another one changes the password', async () => {
    const p = await createPlayer(t.db);
    const second = (await login(p.userName, p.password)).body.data.token.accessToken as string;
    const balance = (token: string) => post(t.app, 'user/getBalanceCRef', undefined, { token });
    expect((await balance(second)).statusCode).toBe(200);
    const changed = await post(t.app, 'user/selfChangePassword', { oldPassword: p.password, newPassword: 'changed-pass-9', confirmPassword: 'changed-pass-9' }, { token: p.token });
    expect(changed.statusCode).toBe(200);
    expect((await balance(second)).statusCode).toBe(401);
    expect((await balance(p.token)).statusCode).toBe(200);
  });

  it('keeps other sessions alive when one logs out', async () => {
    const p = await createPlayer(t.db);
    const second = (await login(p.userName, p.password)).body.data.token.accessToken as string;
    await post(t.app, 'user/logout', undefined, { token: p.token });
    expect((await post(t.app, 'user/logout', undefined, { token: second })).statusCode).toBe(200);
  });

  it('hands out a fresh token once a session is past half its life, keeping the old one valid', async () => {
    const p = await createPlayer(t.db);
    const call = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/user/getBalanceCRef', headers: { authorization: `Bearer ${token}` } });
    expect((await call(p.token)).headers.authorization).toBeUndefined();
    await t.db.query(`UPDATE sessions SET expires_at = now() + interval '1 hour', created_at = now() - interval '23 hours' WHERE user_id = $1`, [p.userId]);
    forgetCachedSessions(); // the edit above bypasses the server
    const res = await call(p.token);
    expect(res.statusCode).toBe(200);
    const fresh = String(res.headers.authorization).replace(/^Bearer /, '');
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(p.token);
    expect((await call(fresh)).statusCode).toBe(200);
    const again = await call(p.token);
    expect(again.statusCode).toBe(200);
    // one fresh token per 10 minutes at most
    expect(again.headers.authorization).toBeUndefined();
  });

  it('stores only a hash of the token', async () => {
    const p = await createPlayer(t.db);
    const rows = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sessions WHERE encode(token_hash, 'escape') LIKE $1`, [
      `%${p.token}%`,
    ]);
    expect(rows[0]!.n).toBe(0);
    const [user] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [p.userId]);
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
  });
});

it('answers GET on an unknown account path with 404', async () => {
  expect((await get(t.app, 'user/nothing')).statusCode).toBe(404);
});
