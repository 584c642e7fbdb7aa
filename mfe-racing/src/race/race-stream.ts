// One race's odds live: the server's stream (§6; shared-kernel contract/stream.ts) sends the
// market's image, then deltas; while it is down the page polls racingOdds instead. Applying a
// message is pure; the connection reconnects with a bounded back-off.
import type { MarketWire, RunnerWire, StreamMessage, StreamRequest } from '@khel/shared-kernel';

export const STREAM_PATH = '/api/v1/stream';
/** the longest wait between reconnect attempts */
export const MAX_RECONNECT_MS = 30_000;

export interface HeldRace {
  seq: number;
  market: MarketWire;
}

type MarketMessage = Extract<StreamMessage, { type: 'image' | 'delta' }>;

function mergeRunners(held: RunnerWire[], changed: RunnerWire[]): RunnerWire[] {
  const byId = new Map(changed.map((r) => [r.selectionId, r]));
  const merged = held.map((r) => byId.get(r.selectionId) ?? r);
  for (const r of changed) if (!held.some((h) => h.selectionId === r.selectionId)) merged.push(r);
  return merged;
}

/** The race after an image or a delta; null when the message is older than what is held, or a delta has no image yet. */
export function applyRaceMessage(held: HeldRace | null, message: MarketMessage): HeldRace | null {
  if (message.type === 'image') {
    if (held && held.seq >= message.seq) return null;
    return { seq: message.seq, market: { ...message.market, seq: message.seq } };
  }
  if (!held || held.seq >= message.seq) return null;
  const market: MarketWire = { ...held.market, seq: message.seq };
  if (message.status !== undefined) market.status = message.status;
  if (message.inplay !== undefined) market.inplay = message.inplay;
  if (message.runners) market.runners = mergeRunners(held.market.runners, message.runners);
  return { seq: message.seq, market };
}

export interface RaceSocket {
  send(data: string): void;
  close(): void;
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}
export type RaceSocketFactory = (url: string) => RaceSocket;

export const browserSocket: RaceSocketFactory = (url) => new WebSocket(url) as unknown as RaceSocket;

export function streamUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${STREAM_PATH}`;
}

export interface RaceStreamHandlers {
  onMessage: (message: MarketMessage) => void;
  onConnected: (connected: boolean) => void;
}

/** Subscribes to one market; reconnects after a drop (1 s, 2 s, 4 s ... up to 30 s) until closed. */
export function openRaceStream(url: string, marketId: string, handlers: RaceStreamHandlers, socketOf: RaceSocketFactory = browserSocket): { close(): void } {
  let socket: RaceSocket | null = null;
  let closed = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const connect = () => {
    if (closed) return;
    try {
      socket = socketOf(url);
    } catch {
      schedule();
      return;
    }
    socket.onopen = () => {
      failures = 0;
      const subscribe: StreamRequest = { op: 'subscribe', marketIds: [marketId] };
      socket?.send(JSON.stringify(subscribe));
      handlers.onConnected(true);
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let message: StreamMessage;
      try {
        message = JSON.parse(event.data) as StreamMessage;
      } catch {
        return;
      }
      if ((message.type === 'image' || message.type === 'delta') && message.marketId === marketId) handlers.onMessage(message);
    };
    socket.onclose = () => {
      socket = null;
      handlers.onConnected(false);
      schedule();
    };
  };

  const schedule = () => {
    if (closed) return;
    const wait = Math.min(MAX_RECONNECT_MS, 1000 * 2 ** Math.min(failures, 5));
    failures++;
    retry = setTimeout(connect, wait);
  };

  connect();
  return {
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
    },
  };
}
