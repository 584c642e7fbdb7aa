import http from 'node:http';
import net from 'node:net';
import { acceptKey, LiveHub, textFrame } from './hub';

describe('live hub', () => {
  it('answers the handshake as RFC 6455 shows', () => {
    expect(acceptKey('dGhlIHNhbXBsZSBub25jZQ==')).toBe('s3pPLMBiTxaQ9kYGzzhZRbK+xOo=');
  });

  it('frames short, medium and long text messages', () => {
    expect([...textFrame('hi')]).toEqual([0x81, 2, 104, 105]);
    const medium = textFrame('x'.repeat(300));
    expect([medium[1], medium.readUInt16BE(2), medium.length]).toEqual([126, 300, 304]);
    const long = textFrame('y'.repeat(70_000));
    expect([long[1], Number(long.readBigUInt64BE(2)), long.length]).toEqual([127, 70_000, 70_010]);
  });

  it('sends the snapshot on connect, then broadcasts; unknown channels get 404', async () => {
    const hub = new LiveHub();
    hub.channel('t', { snapshot: () => '{"type":"state"}' });
    const server = http.createServer();
    hub.attach(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    const open = (path: string) => {
      const socket = net.connect(port, '127.0.0.1');
      let data = Buffer.alloc(0);
      socket.on('data', (c) => (data = Buffer.concat([data, c])));
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`);
      return { socket, data: () => data.toString() };
    };
    // waits for what the test expects next (bounded), so a loaded machine cannot fail it by timing
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
    };
    const a = open('/live/t');
    await until(() => a.data().includes('{"type":"state"}'));
    expect(a.data()).toContain('Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=');
    expect(a.data()).toContain('{"type":"state"}');
    expect(hub.size('t')).toBe(1);
    hub.broadcast('t', { type: 'tick', m: 123 });
    await until(() => a.data().includes('"m":123'));
    expect(a.data()).toContain('{"type":"tick","m":123}');
    const b = open('/live/nope');
    await until(() => b.data().includes('\r\n\r\n'));
    expect(b.data()).toMatch(/^HTTP\/1.1 404/);
    a.socket.destroy();
    b.socket.destroy();
    await until(() => hub.size('t') === 0);
    expect(hub.size('t')).toBe(0);
    await new Promise((r) => server.close(r));
  });
});
