// The live stream's connection and book, apart from the page: one WebSocket to /api/v1/stream per
// event page subscribing to its markets and the match's fancy lines, parsing every message,
// keeping each market as last streamed (sequence order, live-book.ts), resuming after a drop with
// the last heartbeat's token, through Khel's one reconnecting socket (the kernel's live-socket: 1, 2,
// 4, then every 8 s, at once when the browser is back online). It runs in a Web Worker
// (stream.worker.ts), so the page's main thread never parses a message; without a worker it runs
// on the page (live-channel.ts).
//
// What it hands the page is one batch per conflation window (CONFLATION_MS): the cells whose price
// or size changed since the last batch, newest value only, as a compact typed array, plus the
// markets and fancy lines whose structure changed (status, in-play, runners, names: React renders
// those). Why a window: each frame the browser draws costs a fixed ~13 ms of layerize, paint and
// commit at a low-end phone's speed whatever changed, so applying ticks at 60 Hz leaves no room on
// the main thread; a person reads odds at a few changes a second, and exchanges conflate price
// ticks to 10–20 Hz as a matter of course. So price-only changes wait for the window (at most
// 50 ms, the first one after a quiet spell goes at once), while a change of structure (a market
// suspended, a runner removed) goes at once, with whatever cells were waiting. 50 ms rather than
// 100: the render benchmark (BENCHMARKS.md §4) found a 100 ms window's frames too big (twice the
// changed cells each, 50–65 ms at 4× throttling), a 50 ms window's within budget.
import type { StreamMessage, StreamRequest } from '@khel/shared-kernel';
import { browserSocket, openReconnectingSocket, type LiveSocket, type LiveSocketFactory, type ReconnectingSocket } from '@khel/shared-kernel/live-socket';
import type { FancyItem, PriceLevel, Runner } from '../api/catalog';
import { fancyCellsKey, fancyLevels, fancyStructureChanged, runnerLevels, selectionIdOf } from '../market-rows/runner-fields';
import { nextHeldMarket, structureChanged, type HeldMarket } from './live-book';

/** Price ticks are applied to the page at most once per this window (20 Hz). */
export const CONFLATION_MS = 50;
/** numbers per cell in LiveBatch.cells */
export const CELL_FIELDS = 5;

/** What the stream needs of a WebSocket (a test or the benchmark passes its own). */
export type StreamSocket = LiveSocket;
export type SocketFactory = LiveSocketFactory;

/** The browser's WebSocket (in the worker or on the page). */
export const webSocket: SocketFactory = browserSocket;

export interface StreamOptions {
  /** ws(s)://host/api/v1/stream */
  url: string;
  matchId: number;
  marketIds: readonly string[];
}

export interface LiveBatch {
  /** markets whose structure changed, as now (prices included): React renders them */
  markets: Array<[marketId: string, held: HeldMarket]>;
  /** matches whose fancy lines changed other than in price: React renders them */
  fancies: Array<[matchId: number, fancies: FancyItem[]]>;
  /** the price store's market keys the cells belong to (a cell's first number is an index here) */
  cellMarkets: string[];
  /** each of those markets' newest sequence (NaN: fancy lines carry none) */
  cellSeqs: number[];
  /** CELL_FIELDS numbers per changed cell: market index, selection id, side and level (back 0–2,
   *  lay 3–5), price, size; NaN for an empty level */
  cells: Float64Array;
}

export type StreamEvent = { type: 'connected'; connected: boolean } | { type: 'batch'; batch: LiveBatch };

interface PendingCell {
  market: string;
  selectionId: number;
  code: number;
  price: number;
  size: number;
}

const sameLevel = (a: PriceLevel | null, b: PriceLevel | null | undefined) => (a ? !!b && a.price === b.price && a.size === b.size : !b);

export class StreamCore {
  private live: ReconnectingSocket | null = null;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private lastFlush = -Infinity;
  private resumeToken: string | null = null;
  private readonly markets = new Map<string, HeldMarket>();
  private readonly fancies = new Map<number, FancyItem[]>();
  private readonly pendingMarkets = new Map<string, HeldMarket>();
  private readonly pendingFancies = new Map<number, FancyItem[]>();
  /** cell key → its newest value since the last batch */
  private readonly pendingCells = new Map<string, PendingCell>();
  private readonly pendingSeqs = new Map<string, number>();

  constructor(
    private readonly options: StreamOptions,
    private readonly openSocket: SocketFactory,
    private readonly emit: (event: StreamEvent) => void,
    private readonly windowMs = CONFLATION_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  start(): void {
    this.live = openReconnectingSocket({
      url: this.options.url,
      openSocket: this.openSocket,
      onConnected: (connected) => {
        // a drop hands the page what was waiting before it says the stream is down
        if (!connected) this.flush();
        this.emit({ type: 'connected', connected });
      },
      onOpen: (send) => {
        const request: StreamRequest = this.resumeToken
          ? { op: 'resume', resumeToken: this.resumeToken }
          : { op: 'subscribe', marketIds: [...this.options.marketIds], matchIds: [this.options.matchId] };
        send(JSON.stringify(request));
      },
      onMessage: (data) => this.receive(data),
    });
  }

  stop(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.live?.close();
    this.live = null;
  }

  /** One raw message as the socket delivered it (JSON text). */
  receive(data: unknown): void {
    let message: StreamMessage;
    try {
      message = JSON.parse(String(data)) as StreamMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'heartbeat':
        this.resumeToken = message.resumeToken;
        return;
      case 'fancies':
        this.applyFancies(message.matchId, message.fancies);
        return;
      case 'image':
      case 'delta':
        this.applyMarket(message);
        return;
      default:
    }
  }

  private applyMarket(message: Extract<StreamMessage, { type: 'image' | 'delta' }>): void {
    const held = this.markets.get(message.marketId);
    const next = nextHeldMarket(held, message);
    if (!next) return;
    this.markets.set(message.marketId, next);
    if (!held || structureChanged(held.market, next.market)) {
      this.pendingMarkets.set(message.marketId, next);
      this.flush();
      return;
    }
    // prices only: the cells of the runners the message carries that changed
    const before = new Map((held.market.runners ?? []).map((r) => [selectionIdOf(r), r]));
    const carried = message.type === 'delta' ? (message.runners ?? []) : (next.market.runners ?? []);
    for (const runner of carried as Runner[]) {
      const id = selectionIdOf(runner);
      const old = before.get(id);
      this.diffLevels(message.marketId, id, old ? runnerLevels(old) : undefined, runnerLevels(runner));
    }
    this.pendingSeqs.set(message.marketId, next.seq);
    this.schedule();
  }

  private applyFancies(matchId: number, fancies: FancyItem[]): void {
    const held = this.fancies.get(matchId);
    this.fancies.set(matchId, fancies);
    if (fancyStructureChanged(held, fancies)) {
      this.pendingFancies.set(matchId, fancies);
      this.flush();
      return;
    }
    fancies.forEach((item, i) => {
      const key = fancyCellsKey(item.fancy_id);
      this.diffLevels(key, 0, fancyLevels(held![i]!), fancyLevels(item));
      this.pendingSeqs.set(key, NaN);
    });
    this.schedule();
  }

  private diffLevels(market: string, selectionId: number, before: ReturnType<typeof runnerLevels> | undefined, after: ReturnType<typeof runnerLevels>): void {
    for (let level = 0; level < 3; level++) {
      this.diffCell(market, selectionId, level, before?.back[level], after.back[level]);
      this.diffCell(market, selectionId, 3 + level, before?.lay[level], after.lay[level]);
    }
  }

  private diffCell(market: string, selectionId: number, code: number, before: PriceLevel | null | undefined, after: PriceLevel | null | undefined): void {
    // no level before (a runner new to a delta): always sent
    if (before !== undefined && sameLevel(before, after)) return;
    this.pendingCells.set(`${market}|${selectionId}|${code}`, { market, selectionId, code, price: after?.price ?? NaN, size: after?.size ?? NaN });
  }

  private schedule(): void {
    if (this.flushTimer || this.pendingCells.size === 0) return;
    this.flushTimer = setTimeout(() => this.flush(), Math.max(0, this.lastFlush + this.windowMs - this.now()));
  }

  /** Hands the page everything pending as one batch. */
  flush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (this.pendingCells.size === 0 && this.pendingMarkets.size === 0 && this.pendingFancies.size === 0) return;
    this.lastFlush = this.now();
    const index = new Map<string, number>();
    const cells = new Float64Array(this.pendingCells.size * CELL_FIELDS);
    let at = 0;
    for (const cell of this.pendingCells.values()) {
      let m = index.get(cell.market);
      if (m === undefined) index.set(cell.market, (m = index.size));
      cells[at++] = m;
      cells[at++] = cell.selectionId;
      cells[at++] = cell.code;
      cells[at++] = cell.price;
      cells[at++] = cell.size;
    }
    const cellMarkets = [...index.keys()];
    const batch: LiveBatch = {
      markets: [...this.pendingMarkets],
      fancies: [...this.pendingFancies],
      cellMarkets,
      cellSeqs: cellMarkets.map((id) => this.pendingSeqs.get(id) ?? NaN),
      cells,
    };
    this.pendingCells.clear();
    this.pendingSeqs.clear();
    this.pendingMarkets.clear();
    this.pendingFancies.clear();
    this.emit({ type: 'batch', batch });
  }
}
