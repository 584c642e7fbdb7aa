// Allowed countries for a real-money host (issue 33) through the real server: the client address's
// country from the offline GeoIP database (@ip-location-db/geo-whois-asn-country-mmdb), and the mobile's
// at sign-up. Outside the list a visitor browses, but sign-up, a deposit, a bet and a game launch are
// refused with the domain's error; X-Forwarded-For counts only from a configured proxy; the development
// helper places an address in a country for tests.
import { post, startTestApp, type Json, type TestApp } from '../support/app';
import { createPlayer } from '../support/players';
import { COUNTRY_REFUSAL } from '../../src/domain/jurisdiction';
import { countryOfAddress } from '../../src/site/request-country';

const HOST = 'second.localhost';
const PK = '39.32.0.1';
const AE = '2.50.0.1';
const GB = '81.2.69.160';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ KHEL_DEV_HELPERS: 'on' });
  await t.db.query(`UPDATE hosts SET config = config || '{"allowedCountries": ["AE", "GB"]}'::jsonb WHERE code = 'second'`);
});
afterAll(() => t.close());

const refusedByCountry = (res: { statusCode: number; body: Json }) => {
  expect([res.statusCode, res.body.msg, res.body.countryRefused]).toEqual([400, COUNTRY_REFUSAL, true]);
};
const inject = (method: 'GET' | 'POST', url: string, ip: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, remoteAddress: ip, headers: { host: HOST, ...headers }, ...(payload ? { payload } : {}) });

describe('the GeoIP database', () => {
  it('names the countries of public addresses, and none for loopback or a private network', async () => {
    expect(await countryOfAddress(PK)).toBe('PK');
    expect(await countryOfAddress(AE)).toBe('AE');
    expect(await countryOfAddress(GB)).toBe('GB');
    expect(await countryOfAddress('2401:4900::1')).toBe('IN');
    expect(await countryOfAddress('127.0.0.1')).toBeNull();
    expect(await countryOfAddress('10.1.2.3')).toBeNull();
  });
});

describe('a real-money host for AE and GB', () => {
  it('lets a visitor from elsewhere browse, and tells the client the country is not allowed', async () => {
    const answer = await inject('GET', 'site/country', PK);
    expect(answer.json().data).toEqual({ country: 'PK', allowed: false, moneyMode: 'real' });
    expect((await inject('GET', 'site/country', AE)).json().data).toEqual({ country: 'AE', allowed: true, moneyMode: 'real' });
    expect((await inject('POST', 'getSetting', PK, {}, {})).statusCode).toBe(200);
    // a host with no list takes everyone
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/site/country', remoteAddress: PK, headers: { host: 'localhost' } })).json().data.allowed).toBe(true);
  });

  it('refuses a sign-up from an address outside the list, and a mobile from outside it', async () => {
    const fromPk = await post(t.app, 'whatsapp/send-code', { country_code: '+971', mobile: '501234567' }, { host: HOST, ip: PK });
    refusedByCountry(fromPk);
    const indianMobile = await post(t.app, 'whatsapp/send-code', { country_code: '+91', mobile: '9876543210' }, { host: HOST, ip: AE });
    refusedByCountry(indianMobile);
    expect(indianMobile.body.country).toBe('IN');
    const fine = await post(t.app, 'whatsapp/send-code', { country_code: '+971', mobile: '501234567' }, { host: HOST, ip: AE });
    expect(fine.body.status).toBe(true);
    refusedByCountry(await post(t.app, 'user/register', { name: 'N', user_name: 'pkplayer', mobile: '501234567', password: 'secret1', country_code: '971', adult: true }, { host: HOST, ip: PK }));
  });

  it('refuses a deposit, a bet and a game launch from outside the list; the same player is served from inside it', async () => {
    const player = await createPlayer(t.db, { operatorId: 2 });
    const auth = { authorization: `Bearer ${player.token}` };
    const deposit = { amount: 500, utr: '123456789012', method: 'upi' };
    refusedByCountry(await post(t.app, 'payments/deposit', deposit, { host: HOST, ip: PK, token: player.token }));
    refusedByCountry(await post(t.app, 'bet/saveBet', { is_back: 1, market_id: '1.1', selection_id: 1, odds: 2, stack: 100 }, { host: HOST, ip: PK, token: player.token }));
    refusedByCountry(await post(t.app, 'lotus/lobbyUrl', { game_id: 'slot-lotus-sevens' }, { host: HOST, ip: PK, token: player.token }));
    const fromAe = await inject('POST', 'payments/deposit', AE, auth, deposit);
    expect(fromAe.json().status).toBe(true);
    // browsing stays open: the player's balance and statement answer from anywhere
    expect((await post(t.app, 'user/getBalanceCRef', {}, { host: HOST, ip: PK, token: player.token })).statusCode).toBe(200);
  });
});

describe('the client address', () => {
  it('believes X-Forwarded-For only from a configured proxy', async () => {
    // no proxy configured: the socket's address (loopback, no country) is the client's, whatever the header says
    const spoofed = await inject('GET', 'site/country', '127.0.0.1', { 'x-forwarded-for': AE });
    expect(spoofed.json().data).toEqual({ country: null, allowed: false, moneyMode: 'real' });
    const proxied = await startTestApp({ KHEL_TRUST_PROXY: '127.0.0.1' });
    try {
      await proxied.db.query(`UPDATE hosts SET config = config || '{"allowedCountries": ["AE"]}'::jsonb WHERE code = 'second'`);
      const res = await proxied.app.inject({ method: 'GET', url: '/api/v1/site/country', remoteAddress: '127.0.0.1', headers: { host: HOST, 'x-forwarded-for': AE } });
      expect(res.json().data).toEqual({ country: 'AE', allowed: true, moneyMode: 'real' });
      // and a server without the development helpers has no way to place an address anywhere
      expect((await proxied.app.inject({ method: 'POST', url: '/api/v1/dev/country', remoteAddress: '127.0.0.1', headers: { host: 'localhost' }, payload: { address: '10.9.9.9', country: 'AE' } })).statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('is placed in a country by the development helper only on this machine', async () => {
    expect((await post(t.app, 'dev/country', { address: '10.20.30.40', country: 'gb' })).statusCode).toBe(200);
    expect((await inject('GET', 'site/country', '10.20.30.40')).json().data).toMatchObject({ country: 'GB', allowed: true });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/dev/country', remoteAddress: '10.9.9.9', payload: { address: '10.9.9.9', country: 'AE' } })).statusCode).toBe(404);
    expect((await post(t.app, 'dev/country', { address: '10.20.30.40', country: null })).statusCode).toBe(200);
    expect((await inject('GET', 'site/country', '10.20.30.40')).json().data).toMatchObject({ country: null, allowed: false });
  });
});
