// Khel's one reconnecting WebSocket client, for every live channel of every app: the player's
// private channel (the kernel's player-stream), an event page's markets (mfe-sports' stream core,
// in a Web Worker or on the page) and a race's odds (mfe-racing). After a drop it connects again
// with the API client's back-off (1, 2, 4, then every 8 s: api/retry-delays.ts), at once when the
// browser says it is online again, and tells each new connection to say what it wants (subscribe,
// auth, resume). Pure of the kernel's state (`@khel/shared-kernel/live-socket`), so a worker can
// bundle it.
import { retryDelay } from '../api/retry-delays';

/** What a live channel needs of a WebSocket (tests and benchmarks pass their own). */
export interface LiveSocket {
  readyState: number;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  send(text: string): void;
  close(): void;
}

export type LiveSocketFactory = (url: string) => LiveSocket;

const OPEN = 1;

/** The browser's WebSocket (on the page or in a worker). */
export const browserSocket: LiveSocketFactory = (url) => new WebSocket(url) as unknown as LiveSocket;

/** Where the browser says it is back online: the page's window or a worker's global scope. */
type OnlineEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface ReconnectingSocketOptions {
  /** ws(s)://host/api/v1/stream */
  url: string;
  /** each connection, once open: send what it wants (`send` goes to this connection) */
  onOpen: (send: (text: string) => void) => void;
  /** each message, as the socket delivered it */
  onMessage: (data: unknown) => void;
  /** true after each open, false after each drop (not after close()) */
  onConnected?: (connected: boolean) => void;
  /** the browser's WebSocket by default */
  openSocket?: LiveSocketFactory;
  /** where 'online' is heard (the global scope by default; null: nowhere) */
  onlineEvents?: OnlineEvents | null;
}

export interface ReconnectingSocket {
  /** sends on the open connection; false (nothing sent) while there is none */
  send(text: string): boolean;
  readonly connected: boolean;
  /** closes for good: no reconnect, no more events */
  close(): void;
}

/** Opens a live channel and keeps it open until close(). Inert where there is no WebSocket. */
export function openReconnectingSocket(options: ReconnectingSocketOptions): ReconnectingSocket {
  const openSocket = options.openSocket ?? (typeof WebSocket === 'undefined' ? null : browserSocket);
  if (!openSocket) return { send: () => false, connected: false, close: () => {} };
  const onlineEvents = options.onlineEvents !== undefined ? options.onlineEvents : typeof addEventListener === 'function' ? (globalThis as OnlineEvents) : null;
  let socket: LiveSocket | null = null;
  let tries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let connected = false;

  const schedule = () => {
    if (closed) return;
    retryTimer = setTimeout(reconnect, retryDelay(tries++));
  };
  const connect = () => {
    let current: LiveSocket;
    try {
      current = openSocket(options.url);
    } catch {
      schedule();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      tries = 0;
      connected = true;
      options.onConnected?.(true);
      options.onOpen((text) => {
        if (current.readyState === OPEN) current.send(text);
      });
    };
    current.onmessage = (event) => {
      if (socket === current) options.onMessage(event.data);
    };
    current.onclose = () => {
      if (closed || socket !== current) return;
      socket = null;
      if (connected) {
        connected = false;
        options.onConnected?.(false);
      }
      schedule();
    };
  };
  function reconnect() {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    if (!closed && socket === null) connect();
  }
  onlineEvents?.addEventListener('online', reconnect);
  connect();

  return {
    send(text) {
      if (socket?.readyState !== OPEN) return false;
      socket.send(text);
      return true;
    },
    get connected() {
      return connected;
    },
    close() {
      closed = true;
      connected = false;
      onlineEvents?.removeEventListener('online', reconnect);
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const last = socket;
      socket = null;
      if (last) {
        last.onopen = last.onmessage = last.onclose = null;
        last.close();
      }
    },
  };
}
