// The home page's first paint made by the shell's server (tools/first-paint.js): the rows the sports
// part draws from the API's answers, in the page, the scripts asked by one inline script the page's CSP
// allows by its hash; index.html as built wherever no first paint can be made.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';

// the page waits this long for the API's answers before it gives up the first paint: 400 ms in
// production, longer here, where jest shares two cores with the end-to-end lanes (scripts/test.sh)
process.env.KHEL_FIRST_PAINT_WAIT_MS ??= '5000';
const { servePart } = require('../serve');
const { isHomePath, eventPageOf, pageOf } = require('../first-paint');

const INDEX =
  '<!doctype html><html lang="en"><head><meta name="theme-color" content="#c10931"/><title>Khel</title>' +
  '<link rel="preload" href="/api/v1/site/remotes" as="fetch" crossorigin="anonymous"/>' +
  '<link rel="preload" as="script" href="/main.js?0123456789abcdef0123"><link rel="preload" as="script" href="/262.ab12cd34.js">' +
  '<style>.frame{}</style></head><body><div id="root"></div><script defer="defer" src="/main.js?0123456789abcdef0123"></script></body></html>';

// the sports part's server side, as mfe-sports/build-first-paint.mjs builds it (its own test holds its markup)
const SPORTS_PART = `
exports.css = '.match-row{display:flex}';
exports.startHomeFirstPaint = async () => ({ matches, sports, nowMs }) =>
  matches.length ? '<section class="sports-home">' + matches.map((m) => '<div class="match-row" data-testid="match-row-' + m.match_id + '">' + m.match_name + '</div>').join('') + '</section>' : '';
exports.eventCss = '.market{display:block}';
exports.startEventFirstPaint = async () => ({ markets, nowMs }) =>
  markets.length ? '<section class="event-page" data-testid="event-page"><h1>' + markets[0].match_name + '</h1>' + markets.map((m) => '<section class="market">' + m.market_id + '</section>').join('') + '</section>' : '';
`;

let dir: string;
let sportsServer: string;
let api: http.Server;
let apiOrigin: string;
let answers: Record<string, unknown>;
const asked: string[] = [];
const bodies: string[] = [];
const apps: { close(): Promise<void>; server: { address(): AddressInfo } }[] = [];

async function start() {
  const app = await servePart('shell', { dist: dir, port: 0, host: '127.0.0.1', apiOrigin, sportsServer });
  apps.push(app);
  return `http://127.0.0.1:${app.server.address().port}`;
}

async function get(url: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: (res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(body) : body).toString() });
        });
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-first-paint-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  sportsServer = path.join(dir, 'sports-server');
  fs.mkdirSync(sportsServer);
  fs.writeFileSync(path.join(sportsServer, 'first-paint.cjs'), SPORTS_PART);
  api = http.createServer((req, res) => {
    asked.push(`${req.method} ${req.url} ${req.headers['x-forwarded-host']}`);
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      if (body) bodies.push(`${req.url} ${body}`);
      // the event page's call answers by its body's match (and market)
      const key = String(req.url).replace('/api/v1/', '') + (req.url === '/api/v1/match/matchDetailsOpen' ? ` ${body}` : '');
      const data = answers[key];
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(data === undefined ? { status: false } : { status: true, data }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

beforeEach(() => {
  asked.length = 0;
  bodies.length = 0;
  answers = {
    'match/matchDetailsOpen {"match_id":11}': [{ match_id: 11, market_id: '1.1', match_name: 'India <v> Australia' }, { match_id: 11, market_id: '1.2', match_name: 'India <v> Australia' }],
    'match/matchDetailsOpen {"match_id":11,"market_id":"1.2"}': [{ match_id: 11, market_id: '1.2', match_name: 'India <v> Australia' }],
    'match/matchDetailsOpen {"match_id":12}': [],
    'match/homeMatchesOpen': [{ match_id: 7, match_name: 'Mumbai <b> Delhi' }],
    'sport/getSports': [{ sport_id: 4, name: 'Cricket' }],
    'notice-messages?lang=en': [{ id: 1, text: 'Welcome', Type: 'T' }],
    'promotions?lang=en': { slider: [{ link: '/sports-page/Cricket/4', title: 'Cricket & more' }] },
    'site/remotes': { siteName: 'Khel', themeColor: '#123456', remotes: [{ name: 'sports', entry: 'x' }] },
  };
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the home page: the rows and the frame outline in the page, the scripts asked after it by a script its CSP allows', async () => {
  const base = await start();
  const res = await get(`${base}/`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['cache-control']).toBe('no-cache');
  const page = res.text;
  // the rows as the sports part drew them, without their test ids; the frame's outline around them
  expect(page).toContain('<div class="remote-slot" data-first-paint-slot="sports/home"><section class="sports-home"><div class="match-row">Mumbai <b> Delhi</div></section></div>');
  expect(page).toContain('<div class="notice-banner" aria-hidden="true"></div>');
  expect(page).toMatch(/<div id="first-paint" [^>]*>.*<\/div><div id="root"><\/div><script>/);
  expect(page).toContain('#first-paint~#root{visibility:hidden;position:absolute;top:0;left:0;right:0}');
  // no promotion banner: the shell shows it only once its art has loaded (issue 34)
  expect(page).not.toContain('banner-popup');
  expect(page).toContain('<html lang="en" style="--khel-theme:#123456">');
  expect(page).toContain('.match-row{display:flex}');
  // no script preloaded from the head, no deferred entry: one inline script asks them, the entry first
  expect(page).not.toMatch(/<link rel="preload" as="script"/);
  expect(page).not.toContain('<script defer');
  expect(page).toContain('<link rel="preload" href="/api/v1/site/remotes" as="fetch" crossorigin="anonymous"/>');
  const inline = /<script>(.*?)<\/script>/.exec(page)![1]!;
  expect(inline.indexOf('/main.js?0123456789abcdef0123')).toBeLessThan(inline.indexOf('/262.ab12cd34.js'));
  const hash = `'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}'`;
  expect(String(res.headers['content-security-policy'])).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')} `));
  // the host's answers: asked for this host, once for several pages in a short time
  await get(`${base}/default-page`);
  expect(asked.filter((a) => a.startsWith('POST /api/v1/match/homeMatchesOpen'))).toHaveLength(1);
  expect(asked[0]).toMatch(/ 127\.0\.0\.1:\d+$/);
});

test('index.html as built on other pages, when the API fails, when nothing is listed, and when switched off', async () => {
  const base = await start();
  const other = await get(`${base}/sports-page/Cricket/4`);
  expect(other.text).toBe(INDEX);
  expect(String(other.headers['content-security-policy'])).not.toContain('sha256');

  answers['match/homeMatchesOpen'] = [];
  expect((await get(`${await start()}/`)).text).toBe(INDEX);
  delete answers['match/homeMatchesOpen'];
  expect((await get(`${await start()}/`)).text).toBe(INDEX);

  process.env.KHEL_FIRST_PAINT = 'off';
  const off = await start();
  delete process.env.KHEL_FIRST_PAINT;
  answers['match/homeMatchesOpen'] = [{ match_id: 7, match_name: 'Mumbai v Delhi' }];
  expect((await get(`${off}/`)).text).toBe(INDEX);
});

test('the home paths', () => {
  for (const url of ['/', '/?referCode=abc', '/default-page', '/default-page/']) expect(isHomePath(url)).toBe(true);
  for (const url of ['/index.html', '/sports-page/Cricket/4', '/default-pages', '//']) expect(isHomePath(url)).toBe(false);
});

test('an event page: its heading and markets in the page, the phone\'s sub-header, the same starter script by its hash', async () => {
  const base = await start();
  const res = await get(`${base}/event-page/4/11`);
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  const page = res.text;
  // the page's call with the page's own body, for this host; no home list asked
  expect(bodies).toContain('/api/v1/match/matchDetailsOpen {"match_id":11}');
  expect(asked.some((a) => a.startsWith('POST /api/v1/match/homeMatchesOpen'))).toBe(false);
  expect(page).toContain('<div class="remote-slot" data-first-paint-slot="sports/event"><section class="event-page"><h1>India <v> Australia</h1><section class="market">1.1</section><section class="market">1.2</section></section></div>');
  expect(page).toContain('<div class="mobile-subheader" aria-hidden="true"><span class="mobile-subheader__back">‹</span><span>Event Page</span></div>');
  expect(page).toContain('style="--first-paint-top:124px"'); // notice bar 24 + header 64 + sub-header 36
  expect(page).toContain('.market{display:block}');
  expect(page).not.toContain('.match-row{display:flex}');
  const inline = /<script>(.*?)<\/script>/.exec(page)![1]!;
  const hash = `'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}'`;
  expect(String(res.headers['content-security-policy'])).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')} `));
  // a market in the path is the page's body too; each event (and market) has its own answers
  const market = await get(`${base}/event-page/4/11/1.2`);
  expect(bodies).toContain('/api/v1/match/matchDetailsOpen {"match_id":11,"market_id":"1.2"}');
  expect(market.text).toContain('<section class="event-page"><h1>India <v> Australia</h1><section class="market">1.2</section></section>');
  // asked once for several pages of the same event in a short time
  await get(`${base}/event-page/4/11`);
  expect(bodies.filter((b) => b === '/api/v1/match/matchDetailsOpen {"match_id":11}')).toHaveLength(1);
  // the home page keeps its own answers
  expect((await get(`${base}/`)).text).toContain('data-first-paint-slot="sports/home"');
});

test('an event page is index.html as built for an unknown event, a failing call, or an id the page would not ask for', async () => {
  const base = await start();
  expect((await get(`${base}/event-page/4/12`)).text).toBe(INDEX); // no market: the page goes to /
  expect((await get(`${base}/event-page/4/13`)).text).toBe(INDEX); // the call fails
  const before = bodies.length;
  for (const url of ['/event-page/4/0', '/event-page/4/abc', '/event-page/4/11/%3Cb%3E', '/event-page/4']) expect((await get(`${base}${url}`)).text).toBe(INDEX);
  expect(bodies.slice(before).filter((b) => b.includes('matchDetailsOpen'))).toEqual([]);
  // another event's answer (a stale link) is not drawn
  answers['match/matchDetailsOpen {"match_id":14}'] = [{ match_id: 99, market_id: '9.9', match_name: 'Other' }];
  expect((await get(`${base}/event-page/4/14`)).text).toBe(INDEX);
});

test('the event page paths', () => {
  expect(eventPageOf('/event-page/4/11')).toEqual({ name: 'event', matchId: 11, marketId: undefined });
  expect(eventPageOf('/event-page/4/11/1.234?x=1')).toEqual({ name: 'event', matchId: 11, marketId: '1.234' });
  expect(eventPageOf('/event-page/4/11/')).toEqual({ name: 'event', matchId: 11, marketId: undefined });
  for (const url of ['/event-page/4', '/event-page/x/11', '/event-page/4/0', '/event-page/4/11/1.2/3', '/event-page/4/11/%22', '/event-pages/4/11']) expect(eventPageOf(url)).toBeNull();
  expect(pageOf('/')).toEqual({ name: 'home' });
  expect(pageOf('/sports-page/Cricket/4')).toBeNull();
});
