// The live stream: one WebSocket at /api/v1/stream carrying market book changes (conflated per
// market), fancy lines, and the logged-in player's bet and balance changes. The polling calls
// keep working without it.
import type { OpenBetWire } from './betting';
import type { FancyWire, MarketWire, RunnerWire } from './sports';

/** What happened to one of the player's bets. */
export type OrderChange = 'placed' | 'matched' | 'cancelled' | 'lapsed' | 'settled' | 'repriced';

/** A bet of the player as it stands after the change (the open-bets fields, with status, result and pnl). */
export type OrderChangeWire = OpenBetWire & { change: OrderChange };

export type StreamRequest =
  /** markets: full image of each now, then deltas; matches: their fancy lines */
  | { op: 'subscribe'; marketIds?: string[]; matchIds?: number[] }
  | { op: 'unsubscribe'; marketIds?: string[]; matchIds?: number[] }
  /** opens the private channel of the player behind a bearer token: balance and order changes */
  | { op: 'auth'; token: string }
  /** after a reconnect: re-subscribes and sends images only of markets that changed since */
  | { op: 'resume'; resumeToken: string };

export type StreamMessage =
  | { type: 'image'; marketId: string; seq: number; market: MarketWire }
  | {
      type: 'delta';
      marketId: string;
      seq: number;
      /** only what changed since the last message on this market */
      status?: MarketWire['status'];
      inplay?: boolean;
      /** the market's in-play delay (it changes as the market goes in play or its feed's delay moves) */
      betDelay?: number;
      /** the feed's own delay (Betfair's betDelay); 0: none any more */
      feed_bet_delay?: number;
      runners?: RunnerWire[];
    }
  | { type: 'fancies'; matchId: number; fancies: FancyWire[] }
  | { type: 'player'; balance: number; liability: number }
  /** private: the player's bets that changed since the last message, in the order of their changes */
  | { type: 'orders'; orders: OrderChangeWire[] }
  | { type: 'heartbeat'; ts: number; resumeToken: string }
  | { type: 'error'; msg: string };
