// Findings 1 and 2 of the security review, attacked through a real server on a real port:
// 1. account takeover through the development outbox (reset code read by anyone who reaches the port);
// 2. client addresses spoofed with X-Forwarded-For to escape every per-address limit.
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createPlayer } from '../support/players';
import { startLiveServer, type LiveServer } from '../support/live-server';

describe('finding 1: the development outbox cannot be used to take an account over', () => {
  let s: LiveServer;
  beforeAll(async () => {
    s = await startLiveServer();
  });
  afterAll(() => s.close());

  it('off, no development helper exists', async () => {
    expect((await s.call('dev/operator-user', { body: { user_name: 'not_staff', password: 'not-staff-password' } })).status).toBe(404);
  });

  it('is off unless switched on: the reset attack finds no code to read', async () => {
    const mobile = '9812345001';
    const victim = await createPlayer(s.db, { mobile });
    const start = await s.call('auth/forgotPassword', { body: { user_name: victim.userName } });
    expect(start.status).toBe(200);
    const read = await s.call(`dev/outbox?mobile=%2B91${mobile}`);
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toMatch(/\d{6}/);
  });

  it('binds to loopback unless a public address is asked for', () => {
    expect(loadConfig({}).listenHost).toBe('127.0.0.1');
    expect(loadConfig({ KHEL_LISTEN_HOST: '0.0.0.0' }).listenHost).toBe('0.0.0.0');
  });

  it('refuses to start in production with the outbox reader on', async () => {
    await expect(buildApp({ db: s.db, config: loadConfig({ NODE_ENV: 'production', KHEL_DEV_HELPERS: 'on' }) })).rejects.toThrow(/KHEL_DEV_HELPERS/);
  });
});

describe('finding 1: switched on, the outbox answers only this machine, never a forwarded request', () => {
  let s: LiveServer;
  beforeAll(async () => {
    // as npm start runs it: the outbox on, forwarded headers believed from the shell's proxy on loopback
    s = await startLiveServer({ KHEL_DEV_HELPERS: 'on', KHEL_TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => s.close());

  it('answers a direct loopback request (what the local e2e tests use)', async () => {
    const mobile = '9812345002';
    const victim = await createPlayer(s.db, { mobile });
    expect((await s.call('auth/forgotPassword', { body: { user_name: victim.userName } })).status).toBe(200);
    const read = await s.call(`dev/outbox?mobile=%2B91${mobile}`);
    expect(read.status).toBe(200);
    expect(read.body.data[0].body).toMatch(/\b\d{6}\b/);
  });

  it('refuses a request relayed by a proxy, whatever address it claims', async () => {
    const relayed: Array<Record<string, string>> = [{ 'x-forwarded-for': '127.0.0.1' }, { 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }];
    for (const headers of relayed) {
      expect((await s.call('dev/outbox?mobile=%2B919812345002', { headers })).status).toBe(404);
    }
  });

  it('the other development helper (operator staff users) is refused the same way', async () => {
    const body = { user_name: 'not_staff', password: 'not-staff-password' };
    expect((await s.call('dev/operator-user', { body, headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(404);
    const res = await s.app.inject({ method: 'POST', url: '/api/v1/dev/operator-user', payload: body, remoteAddress: '198.51.100.7' });
    expect(res.statusCode).toBe(404);
    expect(await s.db.query(`SELECT 1 FROM operator_users WHERE user_name = 'not_staff'`)).toEqual([]);
  });

  it('refuses a request from another machine', async () => {
    const res = await s.app.inject({ url: '/api/v1/dev/outbox?mobile=%2B919812345002', remoteAddress: '198.51.100.7' });
    expect(res.statusCode).toBe(404);
  });
});

describe('finding 2: forwarded addresses are believed only from configured proxies', () => {
  let s: LiveServer;
  beforeAll(async () => {
    s = await startLiveServer(); // default: no proxy trusted
  });
  afterAll(() => s.close());

  it('a changing X-Forwarded-For does not escape the demo-account limit (30 an hour per address)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await s.call('user/autoDemoUserLogin', { method: 'POST', headers: { 'x-forwarded-for': `203.0.113.${i}` } })).status);
    }
    expect(statuses.slice(0, 30).every((x) => x === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('a changing X-Forwarded-For does not escape the per-address login limit', async () => {
    let last = 0;
    for (let i = 0; i < 51; i += 1) {
      last = (await s.call('user/userLogin', { body: { user_name: `spray_${i}`, password: 'wrong-password' }, headers: { 'x-forwarded-for': `198.51.100.${i}` } })).status;
    }
    expect(last).toBe(429);
  });

  it('believes the forwarded address from a configured proxy only', async () => {
    const trusting = loadConfig({ KHEL_TRUST_PROXY: '10.0.0.2' });
    const app = await buildApp({ db: s.db, config: trusting });
    app.get('/whoami', async (req) => ({ ip: req.ip }));
    const via = (remoteAddress: string) => app.inject({ url: '/whoami', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.50' } }).then((r) => r.json().ip);
    expect(await via('10.0.0.2')).toBe('203.0.113.50');
    expect(await via('10.0.0.3')).toBe('10.0.0.3');
    await app.close();
  });
});
