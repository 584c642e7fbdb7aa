// Betfair's certificate login (feed/betfair/live/login.ts) against a local stand-in of
// identitysso-cert.betfair.com: TLS that demands a client certificate from the test's throw-away
// authority, X-Application and a form body; answers {sessionToken, loginStatus}. Then the live
// client logs itself in from the settings (no KHEL_BETFAIR_SESSION), subscribes with the token it
// got, and logs in again when the session's keep-alive is refused. No password or token in any error.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { McmMessage } from '../../src/feed/betfair/cache';
import { certLogin } from '../../src/feed/betfair/live/login';
import { liveSource } from '../../src/feed/betfair/live/settings';
import { readRecordings } from '../../src/feed/betfair/replay';
import { FakeBettingApi, FakeBetfairStream, makeTestCa, type TestCa } from '../support/betfair-stream-server';
import { writeSyntheticCricket } from '../support/betfair-recording';

const APP_KEY = 'appkey-Lg55-secret';
const USER = 'khel-operator';
const PASSWORD = 'pass-Wd93-secret';

let dir: string;
let ca: TestCa;
const files = { cert: '', key: '', otherCert: '', otherKey: '', ca: '' };

/** a client certificate signed by `caName` (the test authority, or a stranger's) */
function clientCert(caKey: string, caCert: string, name: string): { cert: string; key: string } {
  const f = (x: string) => path.join(dir, `${name}.${x}`);
  const ssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  ssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', `/CN=${name}`, '-keyout', f('key'), '-out', f('csr'));
  ssl('x509', '-req', '-in', f('csr'), '-CA', caCert, '-CAkey', caKey, '-CAcreateserial', '-days', '1', '-out', f('crt'));
  return { cert: f('crt'), key: f('key') };
}

/** The identity service: a session token per good login, counted. */
class FakeIdentity {
  private server: Server | null = null;
  port = 0;
  logins = 0;
  readonly seen: Array<{ appKey: unknown; type: unknown; body: string }> = [];
  get url(): string {
    return `https://localhost:${this.port}/api/certlogin`;
  }
  token = () => `session-${this.logins}-Tk77-secret`;

  async start(): Promise<void> {
    this.server = createServer({ key: ca.key, cert: ca.cert, ca: ca.caCert, requestCert: true, rejectUnauthorized: true }, (req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        this.seen.push({ appKey: req.headers['x-application'], type: req.headers['content-type'], body });
        const form = new URLSearchParams(body);
        res.setHeader('Content-Type', 'application/json');
        if (req.method !== 'POST' || req.url !== '/api/certlogin' || req.headers['x-application'] !== APP_KEY) return res.end(JSON.stringify({ loginStatus: 'INVALID_APP_KEY' }));
        if (form.get('username') !== USER || form.get('password') !== PASSWORD) return res.end(JSON.stringify({ loginStatus: 'INVALID_USERNAME_OR_PASSWORD' }));
        this.logins++;
        res.end(JSON.stringify({ sessionToken: this.token(), loginStatus: 'SUCCESS' }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

const identity = new FakeIdentity();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'khel-betfair-login-'));
  ca = makeTestCa(dir);
  Object.assign(files, clientCert(path.join(dir, 'ca.key'), path.join(dir, 'ca.crt'), 'client'));
  // a stranger's authority: its client certificate must be refused
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Stranger', '-keyout', path.join(dir, 'other-ca.key'), '-out', path.join(dir, 'other-ca.crt')], { stdio: 'pipe' });
  const other = clientCert(path.join(dir, 'other-ca.key'), path.join(dir, 'other-ca.crt'), 'other');
  files.otherCert = other.cert;
  files.otherKey = other.key;
  files.ca = path.join(dir, 'ca.crt');
  writeFileSync(files.ca, ca.caCert);
  await identity.start();
}, 60_000);
afterAll(() => identity.stop());

const login = (over: Partial<{ password: string; cert: string; key: string; appKey: string }> = {}) =>
  certLogin({
    url: identity.url,
    appKey: over.appKey ?? APP_KEY,
    username: USER,
    password: over.password ?? PASSWORD,
    cert: readFileSync(over.cert ?? files.cert),
    key: readFileSync(over.key ?? files.key),
    ca: ca.caCert,
  });

describe('Betfair certificate login', () => {
  it('posts the form with X-Application and the client certificate, and answers the session token', async () => {
    const before = identity.logins;
    await expect(login()).resolves.toBe(`session-${before + 1}-Tk77-secret`);
    const sent = identity.seen[identity.seen.length - 1]!;
    expect(sent.appKey).toBe(APP_KEY);
    expect(sent.type).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({ username: USER, password: PASSWORD });
  });

  it("says Betfair's reason for a refusal, never the password", async () => {
    const refused = await login({ password: 'wrong-Pw11-secret' }).catch((e: Error) => e.message);
    expect(refused).toBe('Betfair certificate login refused: INVALID_USERNAME_OR_PASSWORD');
    expect(await login({ appKey: 'other-app' }).catch((e: Error) => e.message)).toBe('Betfair certificate login refused: INVALID_APP_KEY');
  });

  it('fails without a certificate the service trusts, naming no credential', async () => {
    const before = identity.seen.length;
    const failed = await login({ cert: files.otherCert, key: files.otherKey }).catch((e: Error) => e.message);
    expect(failed).toMatch(/^Betfair certificate login failed: /);
    expect(failed).not.toContain(PASSWORD);
    expect(identity.seen.length).toBe(before); // the request never reached the service
  });
});

describe('the live client with the certificate login', () => {
  it('logs in from the settings, subscribes with its token, and logs in again when the keep-alive is refused', async () => {
    const recording = writeSyntheticCricket(dir);
    const messages = (await readRecordings([recording.file])).messages.filter((m): m is McmMessage => m.op === 'mcm');
    const token = `session-${identity.logins + 1}-Tk77-secret`;
    const stream = new FakeBetfairStream({ ca, recording: messages, appKey: APP_KEY, session: token });
    const api = new FakeBettingApi({ appKey: APP_KEY, session: token, catalogue: new Map() });
    await stream.start();
    await api.start();
    const log: string[] = [];
    const source = liveSource(
      {
        KHEL_BETFAIR_APP_KEY: APP_KEY,
        KHEL_BETFAIR_USERNAME: USER,
        KHEL_BETFAIR_PASSWORD: PASSWORD,
        KHEL_BETFAIR_CERT: files.cert,
        KHEL_BETFAIR_KEY: files.key,
        KHEL_BETFAIR_CA: files.ca,
        KHEL_BETFAIR_LOGIN_URL: identity.url,
        KHEL_BETFAIR_STREAM_URL: stream.url,
        KHEL_BETFAIR_API_URL: api.url,
        KHEL_BETFAIR_KEEPALIVE_URL: api.keepAliveUrl,
        KHEL_BETFAIR_KEEPALIVE_MS: '0',
      },
      (m) => log.push(m),
    );
    try {
      let taken = 0;
      for (let i = 0; i < 400 && taken === 0; i++) {
        taken += (await source.take(Date.now())).length;
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(taken).toBeGreaterThan(0);
      expect(source.connection.state).toBe('subscribed');
      expect(stream.received.some((line) => line.includes(token))).toBe(true);
      // the stand-in's session is the first token only: the keep-alive with it succeeds, then is refused once the stand-in forgets it
      await expect(source.keepAlive()).resolves.toBe(true);
      const logins = identity.logins;
      (api as unknown as { o: { session: string } }).o.session = 'forgotten';
      await expect(source.keepAlive()).resolves.toBe(false);
      expect(identity.logins).toBe(logins + 1); // a fresh session, for the next connection
      expect(source.connection.error).toBeNull();
      for (const line of log) {
        expect(line).not.toContain(PASSWORD);
        expect(line).not.toContain(token);
      }
    } finally {
      source.close();
      await stream.stop();
      await api.stop();
    }
  }, 60_000);

  it('refuses half a certificate login in the settings, naming what is missing', () => {
    expect(() => liveSource({ KHEL_BETFAIR_APP_KEY: APP_KEY, KHEL_BETFAIR_USERNAME: USER, KHEL_BETFAIR_PASSWORD: PASSWORD })).toThrow(/missing: KHEL_BETFAIR_CERT, KHEL_BETFAIR_KEY/);
  });
});
