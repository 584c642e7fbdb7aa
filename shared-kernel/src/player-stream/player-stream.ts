// The player's private channel on the live stream (/api/v1/stream, `auth`): the server sends the
// balance and exposure (`player`) and the player's bets that changed (`orders`) as soon as a bet is
// placed, matched, cancelled or settled, instead of the next poll. The shell opens it while a player
// is logged in (startPlayerStream); the figures go into the balance bus, the bet changes out through
// `orderChanges$`, which any remote may read (the sports pages reload their positions on it). The
// polls keep working without it. One socket, Khel's one reconnecting client (live/reconnecting-socket.ts:
// the API client's back-off, 1, 2, 4, then every 8 s, and at once when the browser is online again).
import { BehaviorSubject, type Observable } from 'rxjs';
import type { OrderChangeWire, StreamMessage, StreamRequest } from '../contract/stream';
import { applyStreamBalance } from '../balance/balance';
import { openReconnectingSocket, type LiveSocket, type LiveSocketFactory } from '../live/reconnecting-socket';

export const STREAM_PATH = '/api/v1/stream';

/** What a client of the stream needs of a WebSocket (tests and benchmarks pass their own). */
export type StreamSocket = LiveSocket;

export type StreamSocketFactory = LiveSocketFactory;

/** The stream's address on the page's own origin (the shell forwards it to the server). */
export function streamUrl(location: Pick<Location, 'protocol' | 'host'> = globalThis.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${STREAM_PATH}`;
}

export interface OrderChanges {
  /** how many `orders` messages arrived in this page's life (0: none yet) */
  version: number;
  /** the bets of the last message, as they stand now */
  orders: readonly OrderChangeWire[];
}

const orderChanges = new BehaviorSubject<OrderChanges>({ version: 0, orders: [] });

/** The player's bets as the stream reports their changes (placed, matched, cancelled, lapsed, settled). */
export const orderChanges$: Observable<OrderChanges> = orderChanges.asObservable();

/** Applies one stream message of the private channel; market messages are not this channel's. */
export function applyPlayerMessage(message: StreamMessage): void {
  if (message.type === 'player') applyStreamBalance({ balance: message.balance, liability: message.liability });
  else if (message.type === 'orders' && message.orders.length > 0) {
    orderChanges.next({ version: orderChanges.getValue().version + 1, orders: message.orders });
  }
}

/**
 * Opens the private channel for `token` and keeps it open (reconnecting after a drop: 1, 2, 4, then
 * every 8 s, or at once when the browser is back online) until the returned stop function is called.
 * Nothing happens where there is no WebSocket.
 */
export function startPlayerStream(token: string, options: { url?: string; openSocket?: StreamSocketFactory } = {}): () => void {
  if (!options.openSocket && typeof WebSocket === 'undefined') return () => {};
  const live = openReconnectingSocket({
    url: options.url ?? streamUrl(),
    openSocket: options.openSocket,
    onOpen: (send) => send(JSON.stringify({ op: 'auth', token } satisfies StreamRequest)),
    onMessage: (data) => {
      if (typeof data !== 'string') return;
      try {
        applyPlayerMessage(JSON.parse(data) as StreamMessage);
      } catch {
        // a message that is not JSON is not ours to act on
      }
    },
  });
  return () => live.close();
}
