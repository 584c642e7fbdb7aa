// 18+ at sign-up (issue 33) through the real server: a host asks for the declaration (the default) or a
// date of birth; under 18 is refused without using the verified code, and what was given is recorded.
import { get, post, startTestApp, type TestApp } from '../support/app';
import { checkAdult, yearsOn, BIRTH_DATE_INVALID, BIRTH_DATE_REQUIRED, DECLARE_AGE, UNDER_AGE } from '../../src/domain/age-check';
import { indiaDay } from '../../src/domain/money-mode';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ KHEL_DEV_HELPERS: 'on' });
});
afterAll(async () => {
  await t.db.query("UPDATE hosts SET config = config - 'ageCheck' WHERE code = 'second'");
  await t.close();
});

let seq = 0;
/** A verified sign-up order on `host`; the register body to send with it. */
async function verified(host: string) {
  const mobile = `96${String(Date.now() % 1e6).padStart(6, '0')}${String((seq += 1) % 100).padStart(2, '0')}`;
  const sent = await post(t.app, 'whatsapp/send-code', { country_code: '+91', mobile }, { host, ip: `10.7.0.${seq}` });
  const code = /(\d{6})/.exec((await get(t.app, `dev/outbox?mobile=%2B91${mobile}`)).body.data[0].body)![1]!;
  expect((await post(t.app, 'whatsapp/verify', { orderId: sent.body.data.orderId, otp: code }, { host })).body.status).toBe(true);
  return { mobile, body: { name: 'Age', user_name: `age${mobile.slice(-7)}`, mobile, password: 'secret1', country_code: '91', orderId: sent.body.data.orderId } };
}
const register = (host: string, body: object) => post(t.app, 'user/register', body, { host, ip: `10.8.0.${(seq += 1)}` });
/** 'YYYY-MM-DD' `years` before India's today, plus `days`. */
function birthday(years: number, days = 0): string {
  const today = new Date(`${indiaDay(new Date())}T00:00:00Z`);
  today.setUTCFullYear(today.getUTCFullYear() - years);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

describe('18+ by declaration (the default host)', () => {
  it('refuses a sign-up without the declaration, keeps the code usable, and records the declaration', async () => {
    const { mobile, body } = await verified('localhost');
    const refused = await register('localhost', body);
    expect([refused.statusCode, refused.body.msg]).toEqual([400, DECLARE_AGE]);
    expect(await t.db.query('SELECT 1 FROM users WHERE mobile = $1', [mobile])).toHaveLength(0);
    const underAge = await register('localhost', { ...body, adult: true, date_of_birth: birthday(17) });
    expect(underAge.body.msg).toBe(UNDER_AGE);
    expect((await register('localhost', { ...body, adult: true })).body.status).toBe(true);
    const [row] = await t.db.query<{ date_of_birth: string | null; confirmed: boolean }>('SELECT date_of_birth, adult_confirmed_at IS NOT NULL AS confirmed FROM users WHERE mobile = $1', [mobile]);
    expect(row).toEqual({ date_of_birth: null, confirmed: true });
  });
});

describe('18+ by date of birth (a host that asks for it)', () => {
  beforeAll(() => t.db.query(`UPDATE hosts SET config = config || '{"ageCheck": "dateOfBirth"}'::jsonb WHERE code = 'second'`));

  it('says so in its configuration', async () => {
    expect((await post(t.app, 'getSetting', {}, { host: 'second.localhost' })).body.data.ageCheck).toBe('dateOfBirth');
    expect((await post(t.app, 'getSetting', {}, { host: 'localhost' })).body.data.ageCheck).toBe('declaration');
  });

  it('refuses a declaration alone and a player a day short of 18; takes one who is 18 today and records the date', async () => {
    const { mobile, body } = await verified('second.localhost');
    expect((await register('second.localhost', { ...body, adult: true })).body.msg).toBe(BIRTH_DATE_REQUIRED);
    expect((await register('second.localhost', { ...body, date_of_birth: birthday(18, 1) })).body.msg).toBe(UNDER_AGE);
    expect((await register('second.localhost', { ...body, date_of_birth: '2001-02-30' })).body.msg).toBe(BIRTH_DATE_INVALID);
    const eighteen = birthday(18);
    expect((await register('second.localhost', { ...body, date_of_birth: eighteen })).body.status).toBe(true);
    const [row] = await t.db.query<{ dob: string; confirmed: boolean }>("SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob, adult_confirmed_at IS NOT NULL AS confirmed FROM users WHERE mobile = $1", [mobile]);
    expect(row).toEqual({ dob: eighteen, confirmed: true });
  });
});

describe('the age rule', () => {
  it('counts whole years, a 29 February birthday turning a year older on 1 March', () => {
    expect(yearsOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(yearsOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(yearsOn('2008-12-07', '2026-12-07')).toBe(18);
    expect(yearsOn('2008-12-08', '2026-12-07')).toBe(17);
  });

  it('never lets a declaration override a date that says under 18, and refuses a future date', () => {
    expect(() => checkAdult('declaration', { adult: true, dateOfBirth: '2010-01-01' }, '2026-12-07')).toThrow(UNDER_AGE);
    expect(() => checkAdult('dateOfBirth', { dateOfBirth: '2030-01-01' }, '2026-12-07')).toThrow(BIRTH_DATE_INVALID);
    expect(checkAdult('declaration', { adult: true }, '2026-12-07')).toEqual({ dateOfBirth: null });
  });
});
