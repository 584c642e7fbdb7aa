// The launch adapter of a host served by a QT-Platform-shaped aggregator (KHEL_QT_*), against a local
// stand-in of its launch API that misbehaves on purpose: the launch goes server to server with the
// player's Wallet-Session, which then authenticates the aggregator's wallet calls under its own code
// and Pass-Key; a refused login, an error or an answer without a URL is a clear launch error.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, post, type TestApp } from '../support/app';
import { createPlayer } from '../support/players';
import { debitBody, qtWallet } from '../support/qt-wallet';
import { assertLedgerBalanced, playerBalances } from '../../src/wallet/ledger';

const PASS_KEY = 'aggregator-pass-key-for-the-test-0123456789';
let t: TestApp;
let fake: http.Server;
let mode: 'ok' | 'login-refused' | 'error' | 'no-url' = 'ok';
const seen: Array<{ path: string; auth?: string; body: Record<string, unknown> }> = [];

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      seen.push({ path: url.pathname, auth: req.headers.authorization, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : Object.fromEntries(url.searchParams) });
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/v1/auth/token') {
        if (mode === 'login-refused' || url.searchParams.get('password') !== 'secret-pw') return send(401, { code: 'LOGIN_FAILED' });
        return send(200, { access_token: 'access-1', expires_in: 3600 });
      }
      // In 'login-refused' the aggregator has revoked the access token Khel holds, and refuses a new login.
      if (mode === 'login-refused' || req.headers.authorization !== 'Bearer access-1') return send(401, { code: 'INVALID_TOKEN' });
      if (mode === 'error') return send(500, { code: 'UNKNOWN_ERROR' });
      if (mode === 'no-url') return send(200, {});
      return send(200, { url: `https://games.aggregator.test${url.pathname}?t=abc` });
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  t = await startTestApp({
    KHEL_QT_API_BASE: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/`,
    KHEL_QT_USERNAME: 'khel-api',
    KHEL_QT_PASSWORD: 'secret-pw',
    KHEL_QT_PASS_KEY: PASS_KEY,
    KHEL_QT_HOSTS: 'localhost,play.localhost',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => fake.close(() => r()));
});
afterEach(() => assertLedgerBalanced(t.db));

it('launches through the aggregator with the Wallet-Session, which its wallet calls then carry', async () => {
  mode = 'ok';
  const p = await createPlayer(t.db, { balanceRupees: 100 });
  const res = await post(t.app, 'qtech/launchUrl', { gameId: 'EVO-blackjack', providerCode: 'QT' }, { token: p.token });
  expect(res.body).toEqual({ status: true, data: 'https://games.aggregator.test/v1/games/EVO-blackjack/launch-url?t=abc' });
  const launch = seen.at(-1)!;
  expect(launch).toMatchObject({ path: '/v1/games/EVO-blackjack/launch-url', auth: 'Bearer access-1', body: { playerId: String(p.userId), displayName: 'Test Player', currency: 'INR', mode: 'real' } });
  const walletSession = launch.body.walletSessionId as string;
  const lobby = await post(t.app, 'lotus/lobbyUrl', {}, { token: p.token });
  expect(lobby.body.launchUrl).toBe('https://games.aggregator.test/v1/games/lobby-url?t=abc');
  expect(seen.filter((s) => s.path === '/v1/auth/token')).toHaveLength(1); // the access token is kept
  const qt = qtWallet(t.app);
  // Its own code and Pass-Key: the built-in provider's key does not reach this session.
  expect((await qt.session(p.userId, walletSession, { provider: 'qt' })).statusCode).toBe(401);
  expect(await qt.session(p.userId, walletSession, { provider: 'qt', passKey: PASS_KEY, ip: '198.51.100.7' })).toEqual({ statusCode: 200, body: { balance: 100, currency: 'INR' } });
  expect((await qt.transaction(debitBody(p, 5), walletSession, { passKey: PASS_KEY })).statusCode).toBe(401); // to provider khel
  expect((await qt.transaction(debitBody(p, 5), walletSession, { provider: 'qt', passKey: PASS_KEY })).body.balance).toBe(95);
  expect((await playerBalances(t.db, p.userId)).cash).toBe(95_00);
});

it("launches the aggregator in its demo mode on a play-coin host (QT knows 'real' and 'demo'; coins are never staked as rupees)", async () => {
  mode = 'ok';
  const p = await createPlayer(t.db, { balanceRupees: 100 });
  const res = await post(t.app, 'qtech/launchUrl', { gameId: 'EVO-blackjack', providerCode: 'QT' }, { token: p.token, host: 'play.localhost' });
  expect(res.body).toEqual({ status: true, data: 'https://games.aggregator.test/v1/games/EVO-blackjack/launch-url?t=abc' });
  expect(seen.at(-1)).toMatchObject({ path: '/v1/games/EVO-blackjack/launch-url', body: { playerId: String(p.userId), mode: 'demo' } });
  await post(t.app, 'lotus/lobbyUrl', {}, { token: p.token, host: 'play.localhost' });
  expect(seen.at(-1)).toMatchObject({ path: '/v1/games/lobby-url', body: { mode: 'demo' } });
});

it.each(['login-refused', 'error', 'no-url'] as const)('a launch API that answers %s is a clear launch error', async (m) => {
  mode = m;
  const p = await createPlayer(t.db);
  const res = await post(t.app, 'qtech/launchUrl', { gameId: 'EVO-blackjack', providerCode: 'QT' }, { token: p.token });
  expect(res.statusCode).toBe(400);
  expect(res.body.msg).toBe('The game cannot be opened now. Please try again.');
});
