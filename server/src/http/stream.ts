// GET /api/v1/stream (WebSocket): subscribe to markets and matches, get an image then conflated
// deltas with each market's sequence, a heartbeat with a resume token (every
// KHEL_STREAM_HEARTBEAT_MS, default 15 s), and — after `auth` — the player's private channel:
// balance changes and order changes. Messages are JSON (shared-kernel contract/stream.ts).

import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { StreamRequest } from '@khel/shared-kernel/contract';
import { Catalog } from '../exchange/catalog';
import type { Exchange } from '../exchange/exchange';
import { findSession } from '../identity/sessions';
import type { Database } from '../store/db';
import { parseResumeToken, StreamHub, type Subscriber } from '../stream/hub';

const MAX_MESSAGE_BYTES = 16 * 1024;

export const streamRoutes =
  (db: Database, exchange: Exchange, opts: { conflateMs?: number; heartbeatMs?: number } = {}): FastifyPluginAsync =>
  async (api) => {
    await api.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
    const hub = new StreamHub(db, exchange, new Catalog(db, exchange), { conflateMs: opts.conflateMs ?? 100, heartbeatMs: opts.heartbeatMs ?? 15_000 });
    api.addHook('onClose', () => hub.close());

    api.get('/stream', { websocket: true }, (socket) => {
      const subscriber = hub.add(socket);
      // Requests of one connection are handled in order.
      let queue = Promise.resolve();
      socket.on('message', (raw) => {
        queue = queue.then(() => handle(subscriber, raw.toString())).catch(() => subscriber.send({ type: 'error', msg: 'Something went wrong' }));
      });
      socket.on('close', () => hub.remove(subscriber));
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
          if (!session) return s.send({ type: 'error', msg: 'Your session has expired. Please login again.' });
          s.userId = session.id;
          return hub.sendPlayer(s);
        }
        case 'resume': {
          const resumed = typeof request.resumeToken === 'string' ? parseResumeToken(request.resumeToken) : null;
          if (!resumed) return s.send({ type: 'error', msg: 'Invalid resume token' });
          await hub.subscribeMarkets(s, Object.keys(resumed.markets), resumed.markets);
          return hub.subscribeMatches(s, resumed.matches);
        }
        default:
          return s.send({ type: 'error', msg: 'Unknown op: use subscribe, unsubscribe, auth or resume' });
      }
    }
  };
