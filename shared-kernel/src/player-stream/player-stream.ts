// The player's private channel on the live stream (/api/v1/stream, `auth`): the server sends the
// balance and exposure (`player`) and the player's bets that changed (`orders`) as soon as a bet is
// placed, matched, cancelled or settled, instead of the next poll. The shell opens it while a player
// is logged in (startPlayerStream); the figures go into the balance bus, the bet changes out through
// `orderChanges$`, which any remote may read (the sports pages reload their positions on it). The
// polls keep working without it. One socket, reconnected after a drop with the API client's back-off
// (1, 2, 4, then every 8 s: api/reconnect.ts) and at once when the browser says it is online again.
import { BehaviorSubject, type Observable } from 'rxjs';
import type { OrderChangeWire, StreamMessage, StreamRequest } from '../contract/stream';
import { applyStreamBalance } from '../balance/balance';
import { retryDelay } from '../api/reconnect';

export const STREAM_PATH = '/api/v1/stream';

/** What a client of the stream needs of a WebSocket (tests and benchmarks pass their own). */
export interface StreamSocket {
  readyState: number;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  send(text: string): void;
  close(): void;
}

export type StreamSocketFactory = (url: string) => StreamSocket;

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

const browserSocket: StreamSocketFactory = (url) => new WebSocket(url) as unknown as StreamSocket;

/**
 * Opens the private channel for `token` and keeps it open (reconnecting after a drop: 1, 2, 4, then
 * every 8 s, or at once when the browser is back online) until the returned stop function is called.
 * Nothing happens where there is no WebSocket.
 */
export function startPlayerStream(token: string, options: { url?: string; openSocket?: StreamSocketFactory } = {}): () => void {
  const openSocket = options.openSocket ?? (typeof WebSocket === 'undefined' ? null : browserSocket);
  if (!openSocket) return () => {};
  const url = options.url ?? streamUrl();
  let socket: StreamSocket | null = null;
  let tries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const connect = () => {
    const current = openSocket(url);
    socket = current;
    current.onopen = () => {
      tries = 0;
      current.send(JSON.stringify({ op: 'auth', token } satisfies StreamRequest));
    };
    current.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      try {
        applyPlayerMessage(JSON.parse(event.data) as StreamMessage);
      } catch {
        // a message that is not JSON is not ours to act on
      }
    };
    current.onclose = () => {
      if (stopped || socket !== current) return;
      socket = null;
      retryTimer = setTimeout(reconnect, retryDelay(tries++));
    };
  };
  const reconnect = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    if (!stopped && socket === null) connect();
  };
  const online = typeof window === 'undefined' ? null : window;
  online?.addEventListener('online', reconnect);
  connect();
  return () => {
    stopped = true;
    online?.removeEventListener('online', reconnect);
    if (retryTimer) clearTimeout(retryTimer);
    socket?.close();
    socket = null;
  };
}
