// The static server as production serves: precompressed brotli/gzip by Accept-Encoding (with
// Vary), a year's immutable caching for content-hashed files, revalidation for the page, the
// manifests and remoteEntry.js. Runs against a small built part written to a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';

const { servePart, cacheControl } = require('../serve');
const { precompress } = require('../precompress');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const script = (n: number) => `/* khel */\n${Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n')}\n`;

const files: Record<string, string> = {
  'index.html': `<!doctype html><html><head><title>Khel</title></head><body>${'<div></div>'.repeat(60)}<script defer src="/main.js?0123456789abcdef0123"></script></body></html>`,
  'main.js': script(200),
  '123.ab12cd34.js': script(300),
  'mf-manifest.json': JSON.stringify({ id: 'sports', exposes: Array.from({ length: 40 }, (_, i) => ({ path: `./p${i}` })) }),
  'remoteEntry.js': script(100),
  'tiny.js': 'x',
};

let dir: string;
const apps: { close(): Promise<void>; server: { address(): AddressInfo } }[] = [];

async function start(part: 'shell' | 'sports', apiOrigin = 'http://127.0.0.1:9') {
  const app = await servePart(part, { dist: dir, port: 0, host: '127.0.0.1', apiOrigin });
  apps.push(app);
  return `http://127.0.0.1:${app.server.address().port}`;
}

/** fetch without the automatic decompression: the raw body and headers as the browser gets them. */
async function get(url: string, encoding?: string) {
  const http = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-serve-'));
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  // a mf-manifest is needed for a remote, index.html for the shell: both present
  precompress(dir);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.KHEL_STATIC_COMPRESSION;
});

test('precompress writes smaller .br and .gz copies of text files, none for tiny ones', () => {
  for (const name of ['index.html', 'main.js', '123.ab12cd34.js', 'mf-manifest.json', 'remoteEntry.js']) {
    const original = fs.readFileSync(path.join(dir, name));
    const br = fs.readFileSync(path.join(dir, `${name}.br`));
    const gz = fs.readFileSync(path.join(dir, `${name}.gz`));
    expect(br.length).toBeLessThan(original.length);
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
  }
  expect(fs.existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
});

test.each([
  ['br, gzip', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
  ['gzip, deflate', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ['identity', undefined, (b: Buffer) => b],
])('Accept-Encoding %s: the matching copy, and decompressed it is the file', async (accept, encoding, decode) => {
  const base = await start('sports');
  for (const name of ['remoteEntry.js', '123.ab12cd34.js', 'mf-manifest.json']) {
    const res = await get(`${base}/${name}`, accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(decode(res.body).equals(fs.readFileSync(path.join(dir, name)))).toBe(true);
    expect(res.headers['content-type']).toMatch(name.endsWith('.json') ? /application\/json/ : /javascript/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  }
});

test('a remote: hashed chunks immutable for a year; manifest and remoteEntry revalidated', async () => {
  const base = await start('sports');
  expect((await get(`${base}/123.ab12cd34.js`, 'br')).headers['cache-control']).toBe(IMMUTABLE);
  expect((await get(`${base}/remoteEntry.js`, 'br')).headers['cache-control']).toBe('no-cache');
  expect((await get(`${base}/mf-manifest.json`, 'gzip')).headers['cache-control']).toBe('no-cache');
});

test('the shell: page and deep links compressed and revalidated, the entry immutable only by its hash query', async () => {
  const base = await start('shell');
  for (const url of ['/', '/index.html', '/sports/event/42']) {
    const res = await get(`${base}${url}`, 'br');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(files['index.html']);
  }
  expect((await get(`${base}/main.js?0123456789abcdef0123`, 'gzip')).headers['cache-control']).toBe(IMMUTABLE);
  expect((await get(`${base}/main.js`, 'gzip')).headers['cache-control']).toBe('no-cache');
});

test("the shell sends /favicon.ico to the host's favicon, never the page", async () => {
  const base = await start('shell');
  for (const url of ['/favicon.ico', '/favicon.ico?v=1']) {
    const res = await get(`${base}${url}`, 'br');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/api/v1/site/favicon');
    expect(res.headers['content-type'] ?? '').not.toMatch(/html/);
  }
});

test("the shell's proxy compresses the API's JSON answers by Accept-Encoding, not small ones", async () => {
  const http = await import('node:http');
  const big = JSON.stringify({ status: true, msg: 'Success', data: Array.from({ length: 400 }, (_, i) => ({ match_id: i, match_name: `Match ${i}` })) });
  const api = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(req.url === '/api/v1/small' ? '{"status":true}' : big);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  try {
    const base = await start('shell', `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    const br = await get(`${base}/api/v1/match/homeMatchesOpen`, 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(big.length / 4);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(big);
    const gz = await get(`${base}/api/v1/match/homeMatchesOpen`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(big);
    const plain = await get(`${base}/api/v1/match/homeMatchesOpen`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
    const small = await get(`${base}/api/v1/small`, 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"status":true}');
  } finally {
    await new Promise((resolve) => api.close(resolve));
  }
});

test('KHEL_STATIC_COMPRESSION=off sends the plain files', async () => {
  process.env.KHEL_STATIC_COMPRESSION = 'off';
  const base = await start('sports');
  delete process.env.KHEL_STATIC_COMPRESSION;
  const res = await get(`${base}/remoteEntry.js`, 'br, gzip');
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.body.toString()).toBe(files['remoteEntry.js']);
});

test('cacheControl tells hashed names from stable ones', () => {
  expect(cacheControl('/vendors-node_modules_react.0f1e2d3c.js')).toBe(IMMUTABLE);
  expect(cacheControl('/5f3a9c0b1d2e4f6a7b8c.png')).toBe(IMMUTABLE);
  expect(cacheControl('/remoteEntry.js')).toBe('no-cache');
  expect(cacheControl('/mf-manifest.json')).toBe('no-cache');
  expect(cacheControl('/main.js?abc')).toBe('no-cache');
});
