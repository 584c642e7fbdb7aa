// What one provider process holds (finding 8 of the security review), against the real provider
// server on port 0 with its live hub: live sockets per address and in all, slow headers and slow bodies
// cut off, large bodies refused unread, connections capped; the caps always below the descriptor limit.
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { Server } from 'node:http';
import { SessionStore } from '../sessions';
import { GameRegistry, type GameDefinition } from '../games/registry';
import { LiveHub } from '../live/hub';
import { GOOD_LAUNCH, launchWallet } from '../../test/launch-wallet';
import { addressKey, providerLimits, softFileLimit, type ProviderLimits } from './limits';
import { createProviderServer } from './server';

const { wallet } = launchWallet();
const BASE_LIMITS: ProviderLimits = { livePerAddress: 3, liveTotal: 5, connections: 100, headersTimeoutMs: 400, requestTimeoutMs: 800, bodyBytes: 8 * 1024 };

/** A game whose one call answers its body: what reaches it got past the server's limits. */
const echo: GameDefinition = {
  id: 'echo',
  name: 'Echo',
  section: 'live',
  categories: [],
  rtpBasisPoints: 0,
  blurb: '',
  page: () => ({ title: 'Echo', body: '', kind: 'lobby' }),
  actions: { echo: async (_ctx, body) => body },
};

async function start(limits: ProviderLimits): Promise<{ server: Server; hub: LiveHub; port: number; session: string }> {
  const server = createProviderServer({ wallet, sessions: new SessionStore(), games: new GameRegistry([echo]), limits });
  const hub = new LiveHub();
  hub.channel('aviator', { snapshot: () => '{"type":"state"}' });
  hub.attach(server, limits);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const launched = await fetch(`http://127.0.0.1:${port}/launch?${GOOD_LAUNCH}&game=echo`, { redirect: 'manual' });
  return { server, hub, port, session: new URL(launched.headers.get('location')!, 'http://x').searchParams.get('s')! };
}
const post = (session: string, length: number | 'chunked') =>
  `POST /api/games/echo/echo HTTP/1.1\r\nHost: x\r\nx-session: ${session}\r\nContent-Type: application/json\r\n${length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`}\r\n\r\n`;
const opened: net.Socket[] = [];
const stop = (server: Server) => {
  // live sockets are no longer the HTTP server's to close: the test closes its own
  opened.splice(0).forEach((s) => s.destroy());
  server.closeAllConnections();
  return new Promise((r) => server.close(r));
};

/** A raw connection from `from` (any 127.x address is this machine), everything it receives, and whether it closed. */
function connect(port: number, from = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  opened.push(socket);
  const seen = { data: '', closed: false };
  socket.on('data', (c) => (seen.data += c.toString('latin1')));
  socket.on('close', () => (seen.closed = true));
  socket.on('error', () => {});
  return { socket, seen };
}
const upgrade = (port: number, from?: string) => {
  const c = connect(port, from);
  c.socket.write('GET /live/aviator HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n');
  return c;
};
// waits (bounded) for what the test expects next, so a loaded machine cannot fail it by timing
const until = async (done: () => boolean, ms = 5000) => {
  for (let waited = 0; waited < ms && !done(); waited += 10) await new Promise((r) => setTimeout(r, 10));
};
const status = async (c: ReturnType<typeof connect>) => {
  await until(() => c.seen.data.includes('\r\n'));
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(c.seen.data)?.[1] ?? 0);
};

describe('live sockets', () => {
  it('takes a few per address and a total; a closed one frees its place', async () => {
    const { server, hub, port } = await start(BASE_LIMITS);
    const first = [upgrade(port), upgrade(port), upgrade(port)];
    expect(await Promise.all(first.map(status))).toEqual([101, 101, 101]);
    const fourth = upgrade(port);
    expect(await status(fourth)).toBe(429);
    await until(() => fourth.seen.closed);
    expect(fourth.seen.closed).toBe(true);
    // another address still gets in, up to the total
    const other = [upgrade(port, '127.0.0.2'), upgrade(port, '127.0.0.2')];
    expect(await Promise.all(other.map(status))).toEqual([101, 101]);
    expect(hub.openSockets()).toBe(5);
    expect(await status(upgrade(port, '127.0.0.3'))).toBe(503);
    // one closes: its address may open one again
    first[0]!.socket.destroy();
    await until(() => hub.openSockets() === 4);
    expect(hub.openSockets('127.0.0.1')).toBe(2);
    expect(await status(upgrade(port))).toBe(101);
    expect(hub.openSockets()).toBe(5);
    await stop(server);
  });
});

describe('the HTTP server', () => {
  it('cuts off a client whose headers do not arrive (408), and one whose body does not', async () => {
    const { server, port, session } = await start(BASE_LIMITS);
    const slowHeaders = connect(port);
    slowHeaders.socket.write('GET /health HTTP/1.1\r\nHost: x\r\n');
    const slowBody = connect(port);
    slowBody.socket.write(`${post(session, 100)}{"a":`);
    await until(() => slowHeaders.seen.closed && slowBody.seen.closed);
    expect([slowHeaders.seen.closed, slowBody.seen.closed]).toEqual([true, true]);
    expect(slowHeaders.seen.data).toMatch(/^HTTP\/1\.1 408/);
    expect(slowBody.seen.data).toMatch(/^HTTP\/1\.1 408/);
    // a prompt one is answered
    const quick = connect(port);
    quick.socket.write(`${post(session, 9)}{"a":"b"}`);
    await until(() => quick.seen.data.includes('{"a":"b"}'));
    expect(quick.seen.data).toMatch(/^HTTP\/1\.1 200[\s\S]*\{"a":"b"\}/);
    await stop(server);
  });

  it('refuses a body over 8 KiB (413): by its length before reading it, or once that much has come', async () => {
    const { server, port, session } = await start({ ...BASE_LIMITS, requestTimeoutMs: 10_000, headersTimeoutMs: 5_000 });
    const declared = connect(port);
    declared.socket.write(post(session, 8 * 1024 + 1));
    expect(await status(declared)).toBe(413);
    await until(() => declared.seen.closed);
    expect(declared.seen.closed).toBe(true);
    const streamed = connect(port);
    const chunk = `{"x":"${'y'.repeat(5000)}`;
    streamed.socket.write(`${post(session, 'chunked')}${chunk.length.toString(16)}\r\n${chunk}\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    expect(await status(streamed)).toBe(413);
    await stop(server);
  });

  it('takes no more connections than its cap (below the descriptor limit)', async () => {
    const { server, port } = await start({ ...BASE_LIMITS, connections: 3, requestTimeoutMs: 10_000, headersTimeoutMs: 5_000 });
    expect(server.maxConnections).toBe(3);
    server.closeIdleConnections(); // the launch's kept-alive connection
    await new Promise((r) => setTimeout(r, 100));
    const held = [connect(port), connect(port), connect(port)];
    await new Promise((r) => setTimeout(r, 100));
    const extra = connect(port);
    await until(() => extra.seen.closed);
    expect(extra.seen.closed).toBe(true);
    expect(held.map((c) => c.seen.closed)).toEqual([false, false, false]);
    await stop(server);
  });
});

describe('the limits', () => {
  it('read the soft descriptor limit and keep every cap below it', () => {
    expect(softFileLimit(() => 'Limit   Soft Limit   Hard Limit   Units\nMax open files            1024                 524288               files\n')).toBe(1024);
    expect(softFileLimit(() => 'Max open files            unlimited            unlimited            files\n')).toBe(Number.MAX_SAFE_INTEGER);
    expect(softFileLimit(() => 'nothing')).toBeNull();
    expect(softFileLimit(() => {
      throw new Error('no /proc');
    })).toBeNull();
    if (process.platform === 'linux') expect(softFileLimit()).toBeGreaterThan(0);
    for (const files of [256, 1024, 4096, 65_536, 1_048_576, null]) {
      const l = providerLimits({}, files);
      const fd = files ?? 1024;
      expect(l.connections).toBeLessThan(fd);
      expect(l.liveTotal).toBeLessThan(l.connections);
      expect(l.liveTotal).toBeLessThanOrEqual(50_000);
      expect(l.headersTimeoutMs).toBeLessThan(l.requestTimeoutMs);
    }
    expect(providerLimits({}, 1024)).toMatchObject({ connections: 960, liveTotal: 864, livePerAddress: 32 });
    // the environment sets the caps, never above the descriptor limit's room
    expect(providerLimits({ KHEL_PROVIDER_LIVE_PER_ADDRESS: '5', KHEL_PROVIDER_LIVE_MAX: '200' }, 1024)).toMatchObject({ livePerAddress: 5, liveTotal: 200 });
    expect(providerLimits({ KHEL_PROVIDER_LIVE_MAX: '100000' }, 1024).liveTotal).toBe(864);
    expect(providerLimits({ KHEL_PROVIDER_LIVE_PER_ADDRESS: 'lots' }, 1024).livePerAddress).toBe(32);
  });

  it('counts an address as itself (IPv4, also IPv4-mapped) or by its IPv6 /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
