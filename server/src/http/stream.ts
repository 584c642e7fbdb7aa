// GET /api/v1/stream (WebSocket): subscribe to markets and matches, get an image then conflated
// deltas with each market's sequence, a heartbeat with a resume token (every
// KHEL_STREAM_HEARTBEAT_MS, default 15 s), and — after `auth` — the player's private channel:
// balance changes and order changes. Messages are JSON (shared-kernel contract/stream.ts).
// One client address holds at most `maxPerAddress` of these sockets (KHEL_STREAM_MAX_PER_ADDRESS):
// past it the upgrade is answered 429 and no socket opens.

import type { Socket } from 'node:net';
import websocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { StreamRequest } from '@khel/shared-kernel/contract';
import { Catalog } from '../exchange/catalog';
import type { Exchange } from '../exchange/exchange';
import { findSession } from '../identity/sessions';
import type { Database } from '../store/db';
import { streamSubscribers } from '../observability/metrics';
import { parseResumeToken, SESSION_ENDED, StreamHub, type StreamSocket, type Subscriber } from '../stream/hub';
import { AddressCaps } from '../stream/address-caps';
import { HttpError } from './reply';
import { hostOfRequest } from '../site/request-host';

const MAX_MESSAGE_BYTES = 16 * 1024;

export interface StreamTimeouts {
  /** a frame (or message) begun must be finished within this, or the connection is cut */
  frameTimeoutMs?: number;
  /** how often the server pings; a connection that has not answered the previous ping is cut */
  pingMs?: number;
}

/**
 * Cuts connections that hold server resources without talking: bytes that start a frame must be
 * followed by the rest of it (a whole message, ping or pong) within frameTimeoutMs, and every ping
 * must be answered before the next (browsers answer by themselves). A client stalled in the middle of
 * a frame cannot answer a ping, so the two together catch any stall.
 */
function guardConnection(socket: WebSocket, raw: Socket, t: Required<StreamTimeouts>): void {
  let partial: NodeJS.Timeout | null = null;
  const finished = () => {
    if (partial) clearTimeout(partial);
    partial = null;
  };
  // Runs before the WebSocket's own reader, so a frame completed by these bytes clears it at once.
  raw.prependListener('data', () => {
    partial ??= setTimeout(() => socket.terminate(), t.frameTimeoutMs);
  });
  let answered = true;
  const ping = setInterval(() => {
    // a socket already closing (its close handshake can take a while) is left to finish; ping would throw
    if (socket.readyState !== socket.OPEN) return;
    if (!answered) return socket.terminate();
    answered = false;
    socket.ping();
  }, t.pingMs);
  socket.on('message', finished);
  socket.on('ping', finished);
  socket.on('pong', () => {
    answered = true;
    finished();
  });
  socket.on('close', () => {
    finished();
    clearInterval(ping);
  });
}

/**
 * The hub's view of a connection. A message shared by many sockets is framed once (stream/frame.ts)
 * and its bytes written straight to the TCP socket, as ws itself writes a frame when nothing is queued
 * in its sender (no compression negotiated: nothing ever is; where it is, each message goes through
 * ws). The frames of one flush (a delta of each market the connection watches) go in one write: one
 * system call, not one a market (a copy of a few hundred bytes each costs less than a write).
 * Writes go in call order either way, and `bufferedAmount` counts both (ws adds the socket's own
 * buffer), so the slow-socket bound holds.
 */
export function streamSocket(socket: WebSocket, raw: Socket): StreamSocket {
  const sendFrames = (frames: readonly Buffer[]) => {
    if (socket.readyState !== socket.OPEN || !raw.writable) return;
    raw.write(frames.length === 1 ? frames[0]! : Buffer.concat(frames));
  };
  return {
    send: (data) => socket.send(data),
    ...(socket.extensions === '' ? { sendFrames } : {}),
    close: (code, reason) => socket.close(code, reason),
    get bufferedAmount() {
      return socket.bufferedAmount;
    },
  };
}

export const streamRoutes =
  (db: Database, exchange: Exchange, opts: { conflateMs?: number; heartbeatMs?: number; revalidateMs?: number; maxPerAddress?: number } & StreamTimeouts = {}): FastifyPluginAsync =>
  async (api) => {
    await api.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
    const hub = new StreamHub(db, exchange, new Catalog(db, exchange), {
      conflateMs: opts.conflateMs ?? 100,
      heartbeatMs: opts.heartbeatMs ?? 15_000,
      revalidateMs: opts.revalidateMs ?? 1000,
    });
    const timeouts = { frameTimeoutMs: opts.frameTimeoutMs ?? 10_000, pingMs: opts.pingMs ?? 30_000 };
    api.addHook('onClose', () => hub.close());
    const caps = new AddressCaps(opts.maxPerAddress ?? 0);

    // before the upgrade: a refusal here is a plain HTTP answer, and no WebSocket is made
    const capped = async (req: FastifyRequest) => {
      if (caps.take(req.ip, req.raw.socket)) return;
      req.log.warn({ address: req.ip, max: caps.max }, 'stream connection refused: too many from this address');
      throw new HttpError(429, 'Too many live connections from this address. Close another tab and try again.');
    };

    api.get('/stream', { websocket: true, preValidation: capped }, (socket, req) => {
      guardConnection(socket, req.raw.socket, timeouts);
      const subscriber = hub.add(streamSocket(socket, req.raw.socket));
      streamSubscribers.inc();
      // Requests of one connection are handled in order, the first once its host's liquidity factor is known.
      let queue: Promise<void> = hostOfRequest(db, req).then(
        (host) => void (subscriber.houseShareBps = host.liquidityBps),
        () => undefined,
      );
      socket.on('message', (raw) => {
        queue = queue.then(() => handle(subscriber, raw.toString())).catch(() => subscriber.send({ type: 'error', msg: 'Something went wrong' }));
      });
      socket.on('close', () => {
        hub.remove(subscriber);
        streamSubscribers.dec();
      });
    });

    async function handle(s: Subscriber, text: string): Promise<void> {
      let request: StreamRequest;
      try {
        request = JSON.parse(text) as StreamRequest;
      } catch {
        return s.send({ type: 'error', msg: 'Messages must be JSON' });
      }
      if (typeof request !== 'object' || request === null) return s.send({ type: 'error', msg: 'Messages must be JSON objects' });
      const marketIds = 'marketIds' in request && Array.isArray(request.marketIds) ? request.marketIds.filter((x): x is string => typeof x === 'string' && /^\d{1,4}\.\d{1,15}$/.test(x)) : [];
      const matchIds = 'matchIds' in request && Array.isArray(request.matchIds) ? request.matchIds.filter((x): x is number => Number.isSafeInteger(x)) : [];
      switch (request.op) {
        case 'subscribe':
          await hub.subscribeMarkets(s, marketIds);
          return hub.subscribeMatches(s, matchIds);
        case 'unsubscribe':
          marketIds.forEach((id) => s.markets.delete(id));
          matchIds.forEach((id) => s.matches.delete(id));
          return;
        case 'auth': {
          const session = typeof request.token === 'string' ? await findSession(db, request.token) : undefined;
          if (!session) return s.send({ type: 'error', msg: SESSION_ENDED });
          s.authenticate(session.id, session.session_id);
          return hub.sendPlayer(s);
        }
        case 'resume': {
          const resumed = typeof request.resumeToken === 'string' ? parseResumeToken(request.resumeToken) : null;
          if (!resumed) return s.send({ type: 'error', msg: 'Invalid resume token' });
          // The private channel goes on after a resume only while its session is still live.
          await hub.revalidate(s);
          await hub.subscribeMarkets(s, Object.keys(resumed.markets), resumed.markets);
          return hub.subscribeMatches(s, resumed.matches);
        }
        default:
          return s.send({ type: 'error', msg: 'Unknown op: use subscribe, unsubscribe, auth or resume' });
      }
    }
  };
