import { createPlayer } from '../support/players';
import { get, post, startTestApp, type TestApp } from '../support/app';
import { assertLedgerBalanced, playerAccounts, transfer } from '../../src/wallet/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => assertLedgerBalanced(t.db));

describe('POST /user/getBalanceCRef', () => {
  it('reports cash as balance and hold as liability, in rupees', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1234.5 });
    await t.db.transaction(async (tx) => {
      const acc = await playerAccounts(tx, p.userId);
      await transfer(tx, { idempotencyKey: `hold:${p.userId}`, fromAccountId: acc.cash, toAccountId: acc.hold, amountPaise: 20_005, kind: 'bet_hold' });
    });
    const res = await post(t.app, 'user/getBalanceCRef', undefined, { token: p.token });
    expect(res.body).toMatchObject({ status: true, data: { balance: 1034.45, liability: 200.05, free_cash: 0, bonus_balance: 0 } });
  });

  it('answers a gone session with 401 and logout', async () => {
    const res = await post(t.app, 'user/getBalanceCRef', undefined, { token: 'x'.repeat(43) });
    expect(res).toMatchObject({ statusCode: 401, body: { status: false, logout: true } });
  });
});

describe('POST /getUserSetting', () => {
  it('gives the §9 defaults to a visitor and to a player without overrides', async () => {
    const visitor = await post(t.app, 'getUserSetting');
    expect(visitor.body.data).toMatchObject({
      matchoddsBetDelay: 5,
      fancyBetDelay: 5,
      fancyMinLimit: 1,
      fancyMaxLimit: 100000,
      bookmakerMinLimit: 100,
      bookmakerMaxLimit: 2000000,
      soddsMaxLimit: 50000,
      tbookmakerMinLimit: 100,
      maxWinPerMarket: 500000,
    });
    const p = await createPlayer(t.db);
    expect((await post(t.app, 'getUserSetting', undefined, { token: p.token })).body.data).toEqual(visitor.body.data);
  });

  it('applies a player override field by field', async () => {
    const p = await createPlayer(t.db);
    await t.db.query(`UPDATE users SET bet_settings = '{"fancyBetDelay": 2, "oddsMaxLimit": 5000, "junk": "x"}' WHERE id = $1`, [p.userId]);
    const data = (await post(t.app, 'getUserSetting', undefined, { token: p.token })).body.data;
    expect(data).toMatchObject({ fancyBetDelay: 2, oddsMaxLimit: 5000, matchoddsBetDelay: 5 });
    expect(data).not.toHaveProperty('junk');
  });
});

describe('stake settings', () => {
  it('saves desktop, mobile and one-click settings and returns them on login', async () => {
    const p = await createPlayer(t.db);
    const base = `account/${p.userId}/settings`;
    expect((await post(t.app, `${base}/stakes`, { settings: [10, 20, 30] }, { token: p.token })).body).toMatchObject({ success: true, status: true });
    await post(t.app, `${base}/mobile-stakes`, { settings: [1, 2] }, { token: p.token });
    await post(t.app, `${base}/mobile-stakes-exchange-game`, { settings: [5] }, { token: p.token });
    const oneClick = await post(t.app, `${base}/one-click`, { settings: { active: true, settings: [100, 200], selected: 1 } }, { token: p.token });
    expect(oneClick.statusCode).toBe(200);
    const login = await post(t.app, 'user/userLogin', { user_name: p.userName, password: p.password, grant_type: 'password' });
    expect(login.body.data.settings).toEqual({
      oneClickSettings: { active: true, settings: [100, 200], selected: 1 },
      presetStakeSettings: { settings: [10, 20, 30], mobileStakesSettings: [1, 2], mobileStakesExchangeGameSettings: [5] },
    });
  });

  it('enforces the preset rules with the spec messages', async () => {
    const p = await createPlayer(t.db);
    const save = (settings: unknown) => post(t.app, `account/${p.userId}/settings/stakes`, { settings }, { token: p.token });
    expect((await save([10, 2.5])).body.msg).toBe('Please enter a valid integer.');
    expect((await save([10, 10_000_001])).body.msg).toBe('Value cannot exceed 1,00,00,000.');
    expect((await save([10_000_000, 10_000_000])).body.msg).toBe('Only one value can be 1,00,00,000.');
    expect((await save('<script>')).statusCode).toBe(400);
    expect((await save([10_000_000, 5])).statusCode).toBe(200);
  });

  it('refuses demo players and other players\' accounts', async () => {
    const demo = await createPlayer(t.db, { isDemo: true });
    const res = await post(t.app, `account/${demo.userId}/settings/stakes`, { settings: [10] }, { token: demo.token });
    expect(res).toMatchObject({ statusCode: 400, body: { msg: 'Please login from your read ID.' } });
    expect((await post(t.app, 'user/updateMatchStack', { match_stack: [1000] }, { token: demo.token })).body.msg).toBe(
      'Please login from your read ID.',
    );
    const p = await createPlayer(t.db);
    expect((await post(t.app, `account/${demo.userId}/settings/stakes`, { settings: [10] }, { token: p.token })).statusCode).toBe(400);
    expect((await post(t.app, `account/abc/settings/stakes`, { settings: [10] }, { token: p.token })).statusCode).toBe(400);
  });

  it('gives the fallback match stack until the player saves one', async () => {
    const p = await createPlayer(t.db);
    const before = await post(t.app, 'user/getUserMatchStack', undefined, { token: p.token });
    expect(before.body.data.buttons.map((b: { label: string }) => b.label)).toEqual(['1K', '5K', '10K', '25K', '50K', '100K', '200K', '500K', '1M', '2M']);
    expect((await post(t.app, 'user/updateMatchStack', { match_stack: [500, 1500, 2000] }, { token: p.token })).statusCode).toBe(200);
    const after = await post(t.app, 'user/getUserMatchStack', undefined, { token: p.token });
    expect(after.body.data).toEqual({
      match_stack: [500, 1500, 2000],
      buttons: [
        { label: '500', value: 500 },
        { label: '1500', value: 1500 },
        { label: '2K', value: 2000 },
      ],
    });
  });
});

describe('profile and password', () => {
  it('shows the profile of the player only', async () => {
    const p = await createPlayer(t.db, { mobile: '9812345678' });
    const res = await get(t.app, `account/${p.userId}/profile/get`, { token: p.token });
    expect(res.body.result).toMatchObject({ user_name: p.userName, mobile: '9812345678', country_code: '91', time_zone: 'india' });
    const other = await createPlayer(t.db);
    expect((await get(t.app, `account/${p.userId}/profile/get`, { token: other.token })).statusCode).toBe(400);
    expect((await get(t.app, `account/${p.userId}/notification/message`, { token: p.token })).body.result).toEqual([]);
  });

  it('changes the password, ends other sessions and keeps this one', async () => {
    const p = await createPlayer(t.db);
    const other = (await post(t.app, 'user/userLogin', { user_name: p.userName, password: p.password })).body.data.token.accessToken;
    const change = (body: unknown) => post(t.app, 'user/selfChangePassword', body, { token: p.token });
    expect((await change({ oldPassword: 'wrong-one', newPassword: 'newpass1', confirmPassword: 'newpass1' })).body.msg).toBe('Old password is incorrect');
    expect((await change({ oldPassword: p.password, newPassword: 'newpass1', confirmPassword: 'newpass2' })).body.msg).toBe('Password does not match.');
    expect((await change({ oldPassword: p.password, newPassword: 'abc', confirmPassword: 'abc' })).body.msg).toBe('Must be at least 6 characters');
    expect((await change({ oldPassword: p.password, newPassword: 'newpass1', confirmPassword: 'newpass1' })).statusCode).toBe(200);
    expect((await post(t.app, 'user/getBalanceCRef', undefined, { token: other })).statusCode).toBe(401);
    expect((await post(t.app, 'user/getBalanceCRef', undefined, { token: p.token })).statusCode).toBe(200);
    expect((await post(t.app, 'user/userLogin', { user_name: p.userName, password: 'newpass1' })).statusCode).toBe(200);
    expect((await post(t.app, 'user/userLogin', { user_name: p.userName, password: p.password })).statusCode).toBe(400);
  });

  it('saves the time setting', async () => {
    const p = await createPlayer(t.db);
    expect((await post(t.app, `account/${p.userId}/settings/time-setting`, { settings: 'device' }, { token: p.token })).statusCode).toBe(200);
    expect((await get(t.app, `account/${p.userId}/profile/get`, { token: p.token })).body.result.time_zone).toBe('device');
    expect((await post(t.app, `account/${p.userId}/settings/time-setting`, { settings: 'mars' }, { token: p.token })).statusCode).toBe(400);
  });

  it('refuses settings of the wrong JSON type with the same message as a wrong value', async () => {
    const p = await createPlayer(t.db);
    const msgOf = async (path: string, body: unknown) => (await post(t.app, path, body, { token: p.token })).body.msg;
    const base = `account/${p.userId}/settings`;
    expect(await msgOf(`${base}/time-setting`, { settings: 'mars' })).toBe('settings must be india, system or device');
    expect(await msgOf(`${base}/time-setting`, { settings: ['india'] })).toBe('settings must be india, system or device');
    expect(await msgOf(`${base}/time-setting`, {})).toBe('settings must be india, system or device');
    expect(await msgOf(`${base}/one-click`, { settings: [100] })).toBe('settings must be an object');
    expect(await msgOf(`${base}/one-click`, {})).toBe('settings must be an object');
    expect(await msgOf(`${base}/stakes`, { settings: '100' })).toBe('settings must be a list of 1 to 20 stakes');
    expect(await msgOf(`${base}/stakes`, {})).toBe('settings must be a list of 1 to 20 stakes');
    expect(await msgOf('user/updateMatchStack', { match_stack: 5 })).toBe('settings must be a list of 1 to 20 stakes');
    // a form sends the list as its JSON text
    expect((await post(t.app, 'user/updateMatchStack', { match_stack: '[500,1500]' }, { token: p.token })).body.data.match_stack).toEqual([500, 1500]);
  });
});
