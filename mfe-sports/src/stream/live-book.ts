// Applying the live stream (shared-kernel contract/stream.ts) to what an event page shows: an
// image replaces a market, a delta changes only what it carries (runners by selection id), and a
// message older than what is held (by the market's sequence) is dropped (stream-core.ts holds the
// markets this way). Pure.
import type { StreamMessage } from '@khel/shared-kernel';
import type { FancyItem, Market, Runner } from '../api/catalog';
import { runnerNameOf, selectionIdOf } from '../market-rows/runner-fields';

export interface LiveBook {
  /** market_id → the market as last streamed, with its sequence */
  markets: ReadonlyMap<string, HeldMarket>;
  /** match_id → its fancy lines as last streamed */
  fancies: ReadonlyMap<number, FancyItem[]>;
}

export const EMPTY_BOOK: LiveBook = { markets: new Map(), fancies: new Map() };

function mergeRunners(held: Runner[] | undefined, changed: Runner[]): Runner[] {
  const byId = new Map(changed.map((r) => [selectionIdOf(r), r]));
  const merged = (held ?? []).map((r) => byId.get(selectionIdOf(r)) ?? r);
  const known = new Set(merged.map(selectionIdOf));
  for (const r of changed) if (!known.has(selectionIdOf(r))) merged.push(r);
  return merged;
}

export interface HeldMarket {
  seq: number;
  market: Market;
}

type MarketMessage = Extract<StreamMessage, { type: 'image' | 'delta' }>;

/** The market after an image or delta, or null when the message is older than what is held. */
export function nextHeldMarket(held: HeldMarket | undefined, message: MarketMessage): HeldMarket | null {
  if (message.type === 'image') {
    if (held && held.seq >= message.seq) return null;
    return { seq: message.seq, market: { ...message.market, seq: message.seq } };
  }
  // A delta needs the image it builds on; without it the next poll or image fills in.
  if (!held || held.seq >= message.seq) return null;
  const market: Market = { ...held.market, seq: message.seq };
  if (message.status !== undefined) market.status = message.status;
  if (message.inplay !== undefined) market.inplay = message.inplay;
  if (message.betDelay !== undefined) market.betDelay = message.betDelay;
  if (message.feed_bet_delay !== undefined) market.feed_bet_delay = message.feed_bet_delay;
  if (message.runners) market.runners = mergeRunners(held.market.runners, message.runners);
  return { seq: message.seq, market };
}

/**
 * Whether React has to render the market again: it is new, or its status, in-play flag, delays, runners
 * (which, their order, names or statuses) changed. Prices alone do not count: the cells take them
 * from the price store.
 */
export function structureChanged(before: Market | undefined, after: Market): boolean {
  if (!before || before.status !== after.status || before.inplay !== after.inplay) return true;
  if (before.betDelay !== after.betDelay || before.feed_bet_delay !== after.feed_bet_delay) return true;
  const a = before.runners ?? [];
  const b = after.runners ?? [];
  if (a.length !== b.length) return true;
  return a.some((r, i) => {
    const s = b[i]!;
    return r !== s && (selectionIdOf(r) !== selectionIdOf(s) || r.status !== s.status || runnerNameOf(r) !== runnerNameOf(s));
  });
}

/** Polled markets with any streamed version in their place (the stream is newer while it is up). */
export function withLiveMarkets(polled: readonly Market[], book: LiveBook): Market[] {
  return polled.map((m) => book.markets.get(m.market_id)?.market ?? m);
}
