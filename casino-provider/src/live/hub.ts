// Live channels for the timed games (Aviator, the card tables): a browser opens a WebSocket to
// /live/{channel} and receives that channel's broadcasts. One-way: the page sends its bets and
// cash-outs over HTTP with its session; the socket only carries what every player sees.
//
// A minimal server side of RFC 6455 (node's http has no WebSocket): the handshake, unmasked text
// frames out, and the client's close and ping frames in. A broadcast is framed once and the same
// buffer written to every socket, which is what lets one process stream a round to thousands of
// players. A socket that cannot keep up (too much unsent) is dropped rather than buffered for ever.
import { createHash } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { addressKey } from '../http/limits';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** The handshake's Sec-WebSocket-Accept for a client's Sec-WebSocket-Key (RFC 6455 §4.2.2). */
export const acceptKey = (key: string): string => createHash('sha1').update(key + GUID).digest('base64');
/** Unsent bytes a socket may hold before it is dropped as too slow. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** Incoming bytes a socket may send (closes and pings only are expected). */
const MAX_INBOUND_BYTES = 4096;

/** How many live sockets the hub takes (src/http/limits.ts: from the environment and the descriptor limit). */
export interface LiveLimits {
  /** per address (an IPv6 /64) */
  livePerAddress: number;
  /** in all, every channel */
  liveTotal: number;
}

/** Frames a text message (server frames are not masked). */
export function textFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const n = payload.length;
  const head = n < 126 ? Buffer.from([0x81, n]) : n < 65536 ? Buffer.from([0x81, 126, n >> 8, n & 255]) : Buffer.alloc(10);
  if (n >= 65536) {
    head[0] = 0x81;
    head[1] = 127;
    head.writeBigUInt64BE(BigInt(n), 2);
  }
  return Buffer.concat([head, payload]);
}

const CLOSE_FRAME = Buffer.from([0x88, 0]);

export interface ChannelSource {
  /** The message a newly connected socket gets first (the channel's current picture). */
  snapshot(): string;
}

class Channel {
  readonly sockets = new Set<Duplex>();
  constructor(readonly source: ChannelSource) {}
}

export class LiveHub {
  private readonly channels = new Map<string, Channel>();
  private limits: LiveLimits = { livePerAddress: 32, liveTotal: 1000 };
  /** open sockets by address key, and in all */
  private readonly byAddress = new Map<string, number>();
  private open = 0;

  /** Declares a channel; its sockets connect at /live/{name}. */
  channel(name: string, source: ChannelSource): void {
    this.channels.set(name, new Channel(source));
  }

  /** Sends a message to every socket on the channel. */
  broadcast(name: string, message: unknown): void {
    const channel = this.channels.get(name);
    if (!channel || channel.sockets.size === 0) return;
    const frame = textFrame(JSON.stringify(message));
    for (const socket of channel.sockets) {
      if (socket.writableLength > MAX_BUFFERED_BYTES) {
        socket.destroy();
        continue;
      }
      socket.write(frame);
    }
  }

  size(name: string): number {
    return this.channels.get(name)?.sockets.size ?? 0;
  }

  /** Live sockets open now: in all, or from one address (as its cap counts it). */
  openSockets(address?: string): number {
    return address === undefined ? this.open : (this.byAddress.get(addressKey(address)) ?? 0);
  }

  /** Answers WebSocket upgrades at /live/{channel} on this server, within `limits`. */
  attach(server: Server, limits: LiveLimits = this.limits): void {
    this.limits = limits;
    server.on('upgrade', (req: IncomingMessage, socket: Duplex) => this.upgrade(req, socket));
  }

  private upgrade(req: IncomingMessage, socket: Duplex): void {
    const path = new URL(req.url ?? '/', 'http://provider').pathname;
    const name = path.startsWith('/live/') ? decodeURIComponent(path.slice('/live/'.length)) : '';
    const channel = this.channels.get(name);
    const key = req.headers['sec-websocket-key'];
    if (!channel || typeof key !== 'string' || req.headers.upgrade?.toLowerCase() !== 'websocket') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    // One address holds a few sockets at most (a page each); the process never more than its limit.
    const address = addressKey(req.socket.remoteAddress);
    const fromAddress = this.byAddress.get(address) ?? 0;
    if (fromAddress >= this.limits.livePerAddress) {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nRetry-After: 10\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    if (this.open >= this.limits.liveTotal) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nRetry-After: 10\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    const accept = acceptKey(key);
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    if ('setNoDelay' in socket && typeof socket.setNoDelay === 'function') socket.setNoDelay(true);
    channel.sockets.add(socket);
    this.open += 1;
    this.byAddress.set(address, fromAddress + 1);
    let counted = true;
    const forget = () => {
      channel.sockets.delete(socket);
      if (!counted) return;
      counted = false;
      this.open -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
    socket.on('close', forget);
    socket.on('error', forget);
    // http's sockets are half-open: a client that goes away only ends its side, so end ours too.
    socket.on('end', () => {
      forget();
      socket.end();
    });
    socket.on('data', (chunk: Buffer) => this.inbound(socket, chunk));
    socket.write(textFrame(channel.source.snapshot()));
  }

  /** Reads the client's frames: close → close, ping → pong, anything else is ignored. */
  private inbound(socket: Duplex, chunk: Buffer): void {
    if (chunk.length > MAX_INBOUND_BYTES) {
      socket.destroy();
      return;
    }
    const opcode = chunk[0]! & 0x0f;
    if (opcode === 0x8) {
      socket.end(CLOSE_FRAME);
    } else if (opcode === 0x9) {
      const len = chunk[1]! & 0x7f;
      const mask = chunk.subarray(2, 6);
      const payload = Buffer.from(chunk.subarray(6, 6 + len).map((b, i) => b ^ mask[i % 4]!));
      socket.write(Buffer.concat([Buffer.from([0x8a, payload.length]), payload]));
    }
  }
}

/** The provider's one hub (its server attaches it at start). */
export const liveHub = new LiveHub();
