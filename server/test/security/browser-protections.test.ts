// Finding 6 of the security review, on the API: it sent no browser protections, and a stalled
// partial WebSocket frame was never timed out. (The shell's and remotes' headers, and the site
// running under its CSP in Chromium, are covered by e2e/tests/security.spec.ts.)
import net from 'node:net';
import crypto from 'node:crypto';
import WebSocket from 'ws';
import { seedEvent } from '../support/catalog';
import { startLiveServer, type LiveServer } from '../support/live-server';

let s: LiveServer;
beforeAll(async () => {
  s = await startLiveServer({ KHEL_STREAM_FRAME_TIMEOUT_MS: '300', KHEL_STREAM_PING_MS: '250' });
});
afterAll(() => s.close());

describe('finding 6: the API sends browser protections', () => {
  it.each(['ready', 'no/such/call', 'site/remotes'])('on %s', async (path) => {
    const { headers } = await s.call(path);
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('permissions-policy')).toContain('camera=()');
  });

  it('the live TV page runs only its own script and style, framed only by its own origin', async () => {
    const m = await seedEvent(s.db);
    await s.db.query('UPDATE events SET has_tv = true WHERE id = $1', [m.eventId]);
    const res = await fetch(`${s.origin}/api/v1/match/tv/${m.eventId}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
  });
});

/** A WebSocket handshake by hand, so the test can then send broken bytes. */
async function rawStream(): Promise<net.Socket> {
  const socket = net.connect(s.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `GET /api/v1/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${crypto.randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  await new Promise<void>((resolve) => socket.once('data', (d) => (String(d).startsWith('HTTP/1.1 101') ? resolve() : socket.destroy())));
  return socket;
}

const closedWithin = (socket: net.Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

describe('finding 6: the stream times out stalled connections', () => {
  it('cuts a connection that leaves a frame half sent', async () => {
    const socket = await rawStream();
    // a masked text frame announcing 100 bytes, of which only the header and 3 bytes arrive
    socket.write(Buffer.from([0x81, 0x80 | 100, 1, 2, 3, 4, 0x61, 0x62, 0x63]));
    expect(await closedWithin(socket, 3000)).toBe(true);
  });

  it('cuts a connection that never answers a ping', async () => {
    const socket = await rawStream();
    socket.on('data', () => undefined); // reads the pings, never answers
    expect(await closedWithin(socket, 3000)).toBe(true);
  });

  it('a client that starts to close and then goes silent does not bring the server down', async () => {
    const socket = await rawStream();
    socket.on('data', () => undefined);
    socket.write(Buffer.from([0x88, 0x80, 1, 2, 3, 4])); // a masked close frame; the TCP connection stays open
    await new Promise((r) => setTimeout(r, 1000)); // several ping periods while the socket is closing
    expect((await s.call('ready')).status).toBe(200);
    socket.destroy();
  });

  it('keeps a quiet client that answers pings (as browsers do)', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${s.port}/api/v1/stream`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    let closed = false;
    ws.once('close', () => (closed = true));
    await new Promise((r) => setTimeout(r, 1200)); // several ping periods and frame timeouts
    expect(closed).toBe(false);
    ws.send(JSON.stringify({ op: 'subscribe', marketIds: [] }));
    await new Promise((r) => setTimeout(r, 400));
    expect(closed).toBe(false);
    ws.close();
  });
});
