// Fans exchange events out to WebSocket subscribers. Changes are conflated: a market marked dirty
// many times between flushes is sent once, as a delta of the runners that changed since the last
// message on that connection. A logged-in connection also gets its player's private channel: the
// balance and liability, and each change to the player's bets (placed, matched, cancelled, lapsed,
// settled) with the bet as it stands. Bounded: a connection may hold at most MAX_SUBSCRIPTIONS
// markets, a player's order changes between flushes are capped, and a slow connection (too much
// buffered) is closed rather than buffered without end. A connection sees the ladders of the host it
// came through (its liquidity factor: its share of the house's size); a flush reads a market once
// and works out one ladder per factor its watchers have (usually one: every host at 1.0).
// The sends are the cost (one socket write each): a delta is encoded and framed once for all its
// watchers (frame.ts), a socket gets the deltas of all the markets it watches that changed in a flush
// in one write, the sockets go in slices so the writer's work goes on between them, and a change that
// commits during a flush reaches the rest of that flush at once (BENCHMARKS §11).

import type { OrderChange, OrderChangeWire, StreamMessage, MarketWire, RunnerWire } from '@khel/shared-kernel/contract';
import type { Catalog, MarketDetail } from '../exchange/catalog';
import { FULL_SHARE_BPS } from '../domain/order-book';
import { BET_SELECT, type BetRow } from '../exchange/bet-views';
import { betWire } from '../wire/bets';
import { fancyWire, marketWire } from '../wire/markets';
import type { Exchange } from '../exchange/exchange';
import type { Sql } from '../store/db';
import { paiseToRupees } from '../domain/money';
import { playerBalances } from '../wallet/ledger';
import { liveSessionIds, revocations, type Revocation } from '../identity/sessions';
import { SharedMessage } from './frame';

/** What a socket whose session ended is told before its private channel closes. */
export const SESSION_ENDED = 'Your session has expired. Please login again.';

export const MAX_SUBSCRIPTIONS = 200;
/** a player's order changes kept between two flushes; past it the oldest go (the open-bets call has them all) */
const MAX_ORDER_CHANGES = 500;
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** a change after a quiet spell waits this long for the rest of its write (a re-quote's cancels and orders commit a moment apart) */
const SETTLE_MS = 5;
/** sockets sent to between two yields to the event loop in a flush (~7–9 µs a send: ~3 ms a slice; BENCHMARKS §11) */
export const SLICE_SOCKETS = 400;

export interface StreamSocket {
  send(data: string): void;
  /** writes whole WebSocket frames (each shared by many sockets: `SharedMessage.frame`) in one socket write; absent: `send` each */
  sendFrames?(frames: readonly Buffer[]): void;
  close(code?: number, reason?: string): void;
  readonly bufferedAmount: number;
}

export class Subscriber {
  readonly markets = new Map<string, MarketWire | null>();
  readonly matches = new Set<number>();
  userId: number | null = null;
  /** the session the private channel was opened with (re-checked; its revocation closes the channel) */
  sessionId: number | null = null;
  /** the liquidity factor of the host this connection came through (basis points) */
  houseShareBps = FULL_SHARE_BPS;
  constructor(readonly socket: StreamSocket) {}

  authenticate(userId: number, sessionId: number): void {
    this.userId = userId;
    this.sessionId = sessionId;
  }

  /** Closes the private channel: no more balance or order messages; public markets go on. */
  deauthenticate(): void {
    if (this.userId === null) return;
    this.userId = null;
    this.sessionId = null;
    this.send({ type: 'error', msg: SESSION_ENDED });
  }

  send(message: StreamMessage): void {
    if (!this.tooSlow()) this.socket.send(JSON.stringify(message));
  }

  /** Messages already encoded and framed (once for every subscriber they go to), in one write where the socket takes frames. */
  sendShared(messages: readonly SharedMessage[]): void {
    if (messages.length === 0 || this.tooSlow()) return;
    if (this.socket.sendFrames) this.socket.sendFrames(messages.map((m) => m.frame));
    else for (const m of messages) this.socket.send(m.text);
  }

  /** A connection that does not read what it is sent is closed rather than buffered without end. */
  private tooSlow(): boolean {
    if (this.socket.bufferedAmount <= MAX_BUFFERED_BYTES) return false;
    this.socket.close(1013, 'too slow: reconnect and resume');
    return true;
  }

  /** What a reconnect needs: each subscribed market's last sent sequence, and the matches. */
  resumeToken(): string {
    const markets = Object.fromEntries([...this.markets].map(([id, m]) => [id, m?.seq ?? 0]));
    return Buffer.from(JSON.stringify({ markets, matches: [...this.matches] })).toString('base64url');
  }
}

export function parseResumeToken(token: string): { markets: Record<string, number>; matches: number[] } | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { markets, matches } = parsed as { markets?: unknown; matches?: unknown };
    if (typeof markets !== 'object' || markets === null || !Array.isArray(matches)) return null;
    const entries = Object.entries(markets as Record<string, unknown>).filter(([, v]) => Number.isSafeInteger(v));
    return { markets: Object.fromEntries(entries) as Record<string, number>, matches: matches.filter((x): x is number => Number.isSafeInteger(x)) };
  } catch {
    return null;
  }
}

export class StreamHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly dirtyMarkets = new Set<string>();
  private readonly dirtyFancies = new Set<number>();
  private readonly dirtyPlayers = new Set<number>();
  private readonly orderChanges = new Map<number, Array<{ betId: number; change: OrderChange }>>();
  private flushTimer: NodeJS.Timeout | null = null;
  /** when the last flush started: the next starts conflateMs after it at the earliest */
  private lastFlushMs = -Infinity;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private readonly listeners: Array<() => void> = [];
  private revalidateTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Sql,
    private readonly exchange: Exchange,
    private readonly catalog: Catalog,
    private readonly opts: { conflateMs: number; heartbeatMs: number; revalidateMs?: number },
  ) {
    // A revocation in this process reaches its sockets at once; any other (another instance, an
    // expiry, a lock written straight to the database) at the next re-check, every revalidateMs.
    const onRevoked = (r: Revocation) => {
      for (const sub of this.subscribers) {
        if (sub.sessionId === null) continue;
        const ended = 'sessionId' in r ? sub.sessionId === r.sessionId : sub.userId === r.userId && sub.sessionId !== r.exceptSessionId;
        if (ended) sub.deauthenticate();
      }
    };
    revocations.on('revoked', onRevoked);
    this.listeners.push(() => revocations.off('revoked', onRevoked));
    this.revalidateTimer = setInterval(() => void this.revalidate().catch(() => undefined), opts.revalidateMs ?? 1000);
    this.revalidateTimer.unref();
    const onMarket = (id: string) => this.mark(this.dirtyMarkets, id);
    const onFancy = (id: number) => this.mark(this.dirtyFancies, id);
    const onPlayer = (id: number) => this.mark(this.dirtyPlayers, id);
    const onOrder = (userId: number, betId: number, change: OrderChange) => {
      const changes = this.orderChanges.get(userId) ?? [];
      if (changes.length >= MAX_ORDER_CHANGES) changes.shift();
      changes.push({ betId, change });
      this.orderChanges.set(userId, changes);
      this.mark(this.dirtyPlayers, userId);
    };
    exchange.events.on('market', onMarket);
    exchange.events.on('fancy', onFancy);
    exchange.events.on('player', onPlayer);
    exchange.events.on('order', onOrder);
    this.listeners.push(
      () => exchange.events.off('market', onMarket),
      () => exchange.events.off('fancy', onFancy),
      () => exchange.events.off('player', onPlayer),
      () => exchange.events.off('order', onOrder),
    );
    this.heartbeatTimer = setInterval(() => void this.heartbeat().catch(() => undefined), opts.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  add(socket: StreamSocket): Subscriber {
    const s = new Subscriber(socket);
    this.subscribers.add(s);
    return s;
  }

  remove(s: Subscriber): void {
    this.subscribers.delete(s);
  }

  async close(): Promise<void> {
    for (const off of this.listeners) off();
    if (this.flushTimer) clearTimeout(this.flushTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    if (this.revalidateTimer) clearInterval(this.revalidateTimer);
    await this.flushing;
  }

  /** Subscribes to markets: an image of each now (or nothing, if `knownSeq` says it is current). */
  async subscribeMarkets(s: Subscriber, marketIds: string[], knownSeq: Record<string, number> = {}): Promise<void> {
    for (const marketId of marketIds) {
      if (s.markets.size >= MAX_SUBSCRIPTIONS && !s.markets.has(marketId)) {
        s.send({ type: 'error', msg: `At most ${MAX_SUBSCRIPTIONS} markets per connection` });
        return;
      }
      const detail = await this.catalog.market(marketId, s.houseShareBps);
      if (!detail) {
        s.send({ type: 'error', msg: `Market ${marketId} not found` });
        continue;
      }
      const market = marketWire(detail);
      s.markets.set(marketId, market);
      if (knownSeq[marketId] !== market.seq) s.send({ type: 'image', marketId, seq: market.seq, market });
    }
  }

  async subscribeMatches(s: Subscriber, matchIds: number[]): Promise<void> {
    for (const matchId of matchIds.slice(0, MAX_SUBSCRIPTIONS)) {
      s.matches.add(matchId);
      s.send({ type: 'fancies', matchId, fancies: (await this.catalog.fancies(matchId)).map(fancyWire) });
    }
  }

  /** A market read at the full factor, as a host with another one sees it. */
  private asSeenWith(detail: MarketDetail, share: number): MarketDetail {
    return share >= FULL_SHARE_BPS ? detail : this.catalog.relevel(detail, share);
  }

  /** Closes the private channel of every socket whose session is no longer live (one query for all). */
  async revalidate(only?: Subscriber): Promise<void> {
    const authed = (only ? [only] : [...this.subscribers]).filter((sub) => sub.sessionId !== null);
    if (authed.length === 0) return;
    const live = await liveSessionIds(this.db, [...new Set(authed.map((sub) => sub.sessionId!))]);
    for (const sub of authed) if (sub.sessionId !== null && !live.has(sub.sessionId)) sub.deauthenticate();
  }

  async sendPlayer(s: Subscriber): Promise<void> {
    if (s.userId === null) return;
    const b = await playerBalances(this.db, s.userId);
    s.send({ type: 'player', balance: paiseToRupees(b.cash), liability: paiseToRupees(b.hold) });
  }

  /**
   * A change after a quiet spell goes out after SETTLE_MS (the rest of its write joins it); the
   * changes within conflateMs of a flush wait for the next, one conflateMs after it: at most one
   * message a market a conflateMs on each connection. Flushes never overlap: what arrives while one
   * sends goes in the next (natural batching; with a short conflateMs the flushes go back to back).
   */
  private mark<T>(set: Set<T>, id: T): void {
    set.add(id);
    if (this.flushTimer) return;
    const wait = Math.max(Math.min(SETTLE_MS, this.opts.conflateMs), this.lastFlushMs + this.opts.conflateMs - Date.now());
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.lastFlushMs = Date.now();
      // a flush still sending holds the next back (they never overlap)
      const previous = this.flushing?.catch(() => undefined) ?? Promise.resolve();
      const flushing = previous.then(() => this.flush());
      this.flushing = flushing.finally(() => {
        if (this.flushing === flushing) this.flushing = null;
      });
    }, wait);
  }

  /**
   * A heartbeat with its resume token to every connection: encoded and framed once per distinct token
   * (the connections watching the same markets at the same sequences share one), sent in slices.
   */
  private async heartbeat(): Promise<void> {
    const ts = Date.now();
    const byToken = new Map<string, SharedMessage>();
    await inSlices([...this.subscribers], (s) => {
      if (!this.subscribers.has(s)) return;
      const resumeToken = s.resumeToken();
      let message = byToken.get(resumeToken);
      if (!message) byToken.set(resumeToken, (message = new SharedMessage(JSON.stringify({ type: 'heartbeat', ts, resumeToken } satisfies StreamMessage))));
      s.sendShared([message]);
    });
  }

  /** Sends one conflated message per dirty market / fancy match / player to its subscribers. */
  async flush(): Promise<void> {
    const markets = [...this.dirtyMarkets];
    const fancies = [...this.dirtyFancies];
    const players = [...this.dirtyPlayers];
    const orderChanges = new Map(this.orderChanges);
    this.dirtyMarkets.clear();
    this.dirtyFancies.clear();
    this.dirtyPlayers.clear();
    this.orderChanges.clear();
    await this.sendMarkets(markets);
    if (fancies.length > 0) {
      const rows = await this.db.query<{ event_id: number }>('SELECT DISTINCT event_id FROM fancies WHERE id = ANY($1::bigint[])', [fancies]);
      for (const { event_id: matchId } of rows) {
        const watchers = [...this.subscribers].filter((s) => s.matches.has(matchId));
        if (watchers.length === 0) continue;
        const message = new SharedMessage(JSON.stringify({ type: 'fancies', matchId, fancies: (await this.catalog.fancies(matchId)).map(fancyWire) } satisfies StreamMessage));
        for (const s of watchers) s.sendShared([message]);
      }
    }
    for (const userId of players) {
      const listening = [...this.subscribers].filter((s) => s.userId === userId);
      if (listening.length === 0) continue;
      const orders = await this.orderWires(orderChanges.get(userId) ?? []);
      for (const s of listening) {
        if (orders.length > 0) s.send({ type: 'orders', orders });
        await this.sendPlayer(s);
      }
    }
  }

  /**
   * Sends the changed markets' deltas: each watcher (a socket watching any of them) gets those of all the
   * markets it watches in one write, the watchers in slices of SLICE_SOCKETS. Each market is read once
   * before the sends. A change committed while they go on is read at the next slice and the rest of the
   * pass gets it at once; the watchers already passed get it in the next flush (the market is marked
   * again). Each watcher thus waits for at most one pass, not for the pass under way and then its own.
   */
  private async sendMarkets(marketIds: readonly string[]): Promise<void> {
    const index = new Map(marketIds.map((id, i) => [id, i]));
    const watchers: Array<{ s: Subscriber; markets: number[] }> = [];
    /** each market's last watcher's place in the pass (-1: nobody watches it) */
    const lastWatcher = marketIds.map(() => -1);
    for (const s of this.subscribers) {
      const markets = watchedOf(s, marketIds, index);
      if (markets.length === 0) continue;
      for (const i of markets) lastWatcher[i] = watchers.length;
      watchers.push({ s, markets });
    }
    if (watchers.length === 0) return;
    const views: Array<MarketView | null> = [];
    for (const [i, marketId] of marketIds.entries()) views.push(lastWatcher[i]! >= 0 ? await this.marketView(marketId) : null);
    // the re-reads under way: the sends go on with the views they have until each is in
    const reading = new Map<number, Promise<void>>();
    const reread = new Set<number>();
    const readAgain = (at: number) => {
      for (const [i, marketId] of marketIds.entries()) {
        if (!views[i] || lastWatcher[i]! < at || reading.has(i) || !this.dirtyMarkets.delete(marketId)) continue;
        reread.add(i);
        const read = this.marketView(marketId).then(
          (newer) => void (views[i] = newer ?? views[i]!),
          () => undefined,
        );
        reading.set(i, read);
        void read.then(() => reading.delete(i));
      }
    };
    await inSlices(
      watchers,
      ({ s, markets }) => {
        if (!this.subscribers.has(s)) return; // gone meanwhile
        const messages: SharedMessage[] = [];
        for (const i of markets) {
          const message = this.marketMessage(s, marketIds[i]!, views[i]!);
          if (message) messages.push(message);
        }
        s.sendShared(messages);
      },
      readAgain,
    );
    await Promise.all(reading.values());
    for (const i of reread) this.mark(this.dirtyMarkets, marketIds[i]!);
  }

  /** A market's delta for one watcher (null: nothing to send it), its last image moved on. */
  private marketMessage(s: Subscriber, marketId: string, view: MarketView | null): SharedMessage | null {
    const before = s.markets.get(marketId);
    if (!view || before === undefined) return null; // gone, or unsubscribed meanwhile
    const now = view.wireFor(s.houseShareBps);
    // A page drops a message no newer than the last it holds. A state read under a sequence already
    // sent (two flushes overlapping, or books a batch ahead of their touch) waits for the next one:
    // every change of a market is followed by a touch that moves its sequence on.
    if (before && now.seq <= before.seq) return null;
    s.markets.set(marketId, now);
    return view.delta(before, now);
  }

  /**
   * A market read once: its image per liquidity factor, and each delta encoded (and framed) once per
   * (image now, last image sent): every watcher that had the previous delta shares one message (only
   * those subscribed since then differ), so the cost is the sends, not the encoding.
   */
  private async marketView(marketId: string): Promise<MarketView | null> {
    const detail = await this.catalog.market(marketId);
    if (!detail) return null;
    const wires = new Map<number, MarketWire>();
    const encoded = new Map<MarketWire, Map<MarketWire | null, SharedMessage | null>>();
    return {
      wireFor: (share: number): MarketWire => {
        let wire = wires.get(share);
        if (!wire) wires.set(share, (wire = marketWire(this.asSeenWith(detail, share))));
        return wire;
      },
      delta: (before: MarketWire | null, now: MarketWire): SharedMessage | null => {
        const fromNow = encoded.get(now) ?? new Map<MarketWire | null, SharedMessage | null>();
        encoded.set(now, fromNow);
        let message = fromNow.get(before);
        if (message === undefined) {
          const delta = marketDelta(before, now);
          message = delta ? new SharedMessage(JSON.stringify({ type: 'delta', marketId, seq: now.seq, ...delta } satisfies StreamMessage)) : null;
          fromNow.set(before, message);
        }
        return message;
      },
    };
  }

  /** Each change with its bet as it stands now. */
  private async orderWires(changes: ReadonlyArray<{ betId: number; change: OrderChange }>): Promise<OrderChangeWire[]> {
    if (changes.length === 0) return [];
    const rows = await this.db.query<BetRow>(`${BET_SELECT} WHERE b.id = ANY($1::bigint[])`, [[...new Set(changes.map((c) => c.betId))]]);
    const byId = new Map(rows.map((r) => [Number(r.id), betWire(r)]));
    return changes.flatMap(({ betId, change }) => {
      const bet = byId.get(betId);
      return bet ? [{ ...bet, change }] : [];
    });
  }
}

interface MarketView {
  /** the market as a host with this liquidity factor sees it */
  wireFor(share: number): MarketWire;
  /** the message from `before` (the last image a watcher was sent) to `now`; null when nothing differs */
  delta(before: MarketWire | null, now: MarketWire): SharedMessage | null;
}

/**
 * Runs `each` over `items` in slices of SLICE_SOCKETS, yielding to the event loop between two (the feed's
 * and the players' writes go on: a slice is a few ms); `between` runs after each yield with the place
 * the next slice starts at.
 */
async function inSlices<T>(items: readonly T[], each: (item: T) => void, between?: (at: number) => void): Promise<void> {
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % SLICE_SOCKETS === 0) {
      await new Promise((r) => setImmediate(r));
      between?.(i);
    }
    each(items[i]!);
  }
}

/** The places (in `marketIds`, in its order) of the markets `s` watches among them; the shorter of the two lists is walked. */
function watchedOf(s: Subscriber, marketIds: readonly string[], index: ReadonlyMap<string, number>): number[] {
  const mine: number[] = [];
  if (s.markets.size < marketIds.length) {
    for (const id of s.markets.keys()) {
      const i = index.get(id);
      if (i !== undefined) mine.push(i);
    }
    return mine.length > 1 ? mine.sort((a, b) => a - b) : mine;
  }
  for (const [i, id] of marketIds.entries()) if (s.markets.has(id)) mine.push(i);
  return mine;
}

/** The runners (and status, in-play flag and delays) that differ between two images; null when nothing did. */
export function marketDelta(before: MarketWire | null, now: MarketWire): Omit<Extract<StreamMessage, { type: 'delta' }>, 'type' | 'marketId' | 'seq'> | null {
  const out: { status?: MarketWire['status']; inplay?: boolean; betDelay?: number; feed_bet_delay?: number; runners?: RunnerWire[] } = {};
  if (!before || before.status !== now.status) out.status = now.status;
  if (!before || before.inplay !== now.inplay) out.inplay = now.inplay;
  if (before && before.betDelay !== now.betDelay) out.betDelay = now.betDelay;
  if (before && (before.feed_bet_delay ?? 0) !== (now.feed_bet_delay ?? 0)) out.feed_bet_delay = now.feed_bet_delay ?? 0;
  const changed = now.runners.filter((r) => {
    const old = before?.runners.find((x) => x.selectionId === r.selectionId);
    return !old || JSON.stringify(old) !== JSON.stringify(r);
  });
  if (changed.length > 0) out.runners = changed;
  return Object.keys(out).length > 0 ? out : null;
}
