// One race's odds live: the server's stream (§6; shared-kernel contract/stream.ts) sends the
// market's image, then deltas; while it is down the page polls racingOdds instead. Applying a
// message is pure; the connection is Khel's one reconnecting socket (the kernel's live-socket: 1, 2,
// 4, then every 8 s, at once when the browser is back online).
import type { MarketWire, RunnerWire, StreamMessage, StreamRequest } from '@khel/shared-kernel';
import { browserSocket as liveBrowserSocket, openReconnectingSocket, type LiveSocket, type LiveSocketFactory } from '@khel/shared-kernel/live-socket';

export const STREAM_PATH = '/api/v1/stream';

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
  if (message.betDelay !== undefined) market.betDelay = message.betDelay;
  if (message.feed_bet_delay !== undefined) market.feed_bet_delay = message.feed_bet_delay;
  if (message.runners) market.runners = mergeRunners(held.market.runners, message.runners);
  return { seq: message.seq, market };
}

export type RaceSocket = LiveSocket;
export type RaceSocketFactory = LiveSocketFactory;

export const browserSocket: RaceSocketFactory = liveBrowserSocket;

export function streamUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${STREAM_PATH}`;
}

export interface RaceStreamHandlers {
  onMessage: (message: MarketMessage) => void;
  onConnected: (connected: boolean) => void;
}

/** Subscribes to one market; reconnects after a drop (1, 2, 4, then every 8 s) until closed. */
export function openRaceStream(url: string, marketId: string, handlers: RaceStreamHandlers, socketOf: RaceSocketFactory = browserSocket): { close(): void } {
  const live = openReconnectingSocket({
    url,
    openSocket: socketOf,
    onOpen: (send) => send(JSON.stringify({ op: 'subscribe', marketIds: [marketId] } satisfies StreamRequest)),
    onConnected: handlers.onConnected,
    onMessage: (data) => {
      if (typeof data !== 'string') return;
      let message: StreamMessage;
      try {
        message = JSON.parse(data) as StreamMessage;
      } catch {
        return;
      }
      if ((message.type === 'image' || message.type === 'delta') && message.marketId === marketId) handlers.onMessage(message);
    },
  });
  return { close: () => live.close() };
}
