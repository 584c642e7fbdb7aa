// The prices of the market rows on screen, one entry per odds cell, outside React (issue 6: ten
// thousand cell updates a second cannot go through reconciliation). The stream and the rendered
// markets publish runners here; each mounted cell subscribes to its own key and writes its text
// itself, so a price tick touches one DOM node and React renders a row only when its structure
// changes (runners, status, market shape). Stream notifications are conflated to one per cell per
// animation frame. Everything held is bounded: cells by the markets on the page (a market's cells
// go when its last table unmounts), the dirty set by the cells, the flashing set by the mounted cells.
import type { Market, PriceLevel, Runner } from '../api/catalog';
import { CELL_FIELDS, type LiveBatch } from '../stream/stream-core';
import { runnerLevels, selectionIdOf } from './runner-fields';

export const FLASH_MS = 300;

export type Side = 'back' | 'lay';

export interface CellValue {
  price: number | undefined;
  size: number | undefined;
}

const EMPTY: CellValue = { price: undefined, size: undefined };

/** `quiet`: a catch-up after the market came back on screen, not a change to flash */
export type CellListener = (value: CellValue, quiet?: boolean) => void;

interface MarketCells {
  /** the newest sequence published (undefined when none carried one) */
  seq: number | undefined;
  /** mounted tables showing the market */
  tables: number;
  cells: Map<string, CellValue>;
}

export function cellKey(marketId: string, selectionId: number, side: Side, level: number): string {
  return `${marketId}|${selectionId}|${side}|${level}`;
}

const inner = (selectionId: number, side: Side, level: number) => `${selectionId}|${side}|${level}`;

const SIDES: readonly Side[] = ['back', 'lay'];

const nextFrame: (run: () => void) => void =
  typeof requestAnimationFrame === 'function' ? (run) => requestAnimationFrame(run) : (run) => setTimeout(run, 16);

export class PriceStore {
  private readonly markets = new Map<string, MarketCells>();
  private readonly listeners = new Map<string, Set<CellListener>>();
  /** cell key → its newest value, for the cells changed since the last flush */
  private readonly dirty = new Map<string, CellValue>();
  private frameRequested = false;
  /** markets outside the viewport (their cells skip their writes) */
  private readonly offScreen = new Set<string>();

  /** A cell's current price and size (empty when unknown). */
  get(marketId: string, selectionId: number, side: Side, level: number): CellValue {
    return this.markets.get(marketId)?.cells.get(inner(selectionId, side, level)) ?? EMPTY;
  }

  /**
   * Records the runners' levels; a market older than the one held (by sequence) is ignored.
   * `now` notifies at once (a React commit); otherwise on the next animation frame.
   */
  publish(marketId: string, seq: number | undefined, runners: readonly Runner[] | undefined, now = false): void {
    const market = this.accept(marketId, seq);
    if (!market) return;
    for (const runner of runners ?? []) this.setRunner(market, marketId, selectionIdOf(runner), runnerLevels(runner));
    if (now) this.flush();
    else this.requestFrame();
  }

  /**
   * Records one selection's back and lay levels (a fancy line's cells) under a market key; `seq`
   * as in publish. Notifies on the next flush (the caller's layout effect) or animation frame.
   */
  publishLevels(marketId: string, seq: number | undefined, selectionId: number, levels: { back: Array<PriceLevel | null>; lay: Array<PriceLevel | null> }): void {
    const market = this.accept(marketId, seq);
    if (!market) return;
    this.setRunner(market, marketId, selectionId, levels);
    this.requestFrame();
  }

  /**
   * A batch of changed cells from the stream (stream-core.ts LiveBatch): each market's cells are
   * taken unless the market already holds a newer sequence; the cells are told on the next frame.
   */
  applyCells(batch: Pick<LiveBatch, 'cellMarkets' | 'cellSeqs' | 'cells'>): void {
    const markets = batch.cellMarkets.map((id, i) => this.accept(id, Number.isNaN(batch.cellSeqs[i]) ? undefined : batch.cellSeqs[i]));
    const { cells } = batch;
    for (let at = 0; at + CELL_FIELDS <= cells.length; at += CELL_FIELDS) {
      const index = cells[at]!;
      const market = markets[index];
      if (!market) continue;
      const code = cells[at + 2]!;
      const price = cells[at + 3]!;
      const size = cells[at + 4]!;
      this.setCell(market, batch.cellMarkets[index]!, cells[at + 1]!, code < 3 ? 'back' : 'lay', code % 3, Number.isNaN(price) ? undefined : price, Number.isNaN(size) ? undefined : size);
    }
    this.requestFrame();
  }

  /** The market's entry, its sequence moved to `seq`; null when it holds a newer one. */
  private accept(marketId: string, seq: number | undefined): MarketCells | null {
    const market = this.entry(marketId);
    if (seq !== undefined && market.seq !== undefined && seq < market.seq) return null;
    if (seq !== undefined) market.seq = seq;
    return market;
  }

  private entry(marketId: string): MarketCells {
    let market = this.markets.get(marketId);
    if (!market) {
      market = { seq: undefined, tables: 0, cells: new Map() };
      this.markets.set(marketId, market);
    }
    return market;
  }

  /** Publishes a whole market (a rendered table's props) and notifies at once. */
  publishMarket(market: Pick<Market, 'market_id' | 'seq' | 'runners'>): void {
    this.publish(market.market_id, market.seq, market.runners, true);
  }

  subscribe(marketId: string, selectionId: number, side: Side, level: number, listener: CellListener): () => void {
    const key = cellKey(marketId, selectionId, side, level);
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(key) === set) this.listeners.delete(key);
    };
  }

  /** A table showing the market mounted; the returned release forgets its cells after the last one. */
  retain(marketId: string): () => void {
    const held = this.entry(marketId);
    held.tables += 1;
    return () => {
      held.tables -= 1;
      // after the commit: StrictMode and a remount release and retain again in the same one
      queueMicrotask(() => {
        if (held.tables > 0 || this.markets.get(marketId) !== held) return;
        this.markets.delete(marketId);
        this.offScreen.delete(marketId);
      });
    };
  }

  /** Drops markets no table shows (a stream's markets when its page goes). */
  forgetUnshown(marketIds: Iterable<string>): void {
    for (const id of marketIds) if (this.markets.get(id)?.tables === 0) this.markets.delete(id);
  }

  /** Whether the market's cells may skip their writes (off screen: nobody sees them). */
  isOffScreen(marketId: string): boolean {
    return this.offScreen.has(marketId);
  }

  /**
   * The market left or entered the viewport. Its cells skip their writes while it is off screen,
   * and catch up (without a flash) when it comes back.
   */
  setOffScreen(marketId: string, offScreen: boolean): void {
    if (!offScreen && this.offScreen.delete(marketId)) {
      for (const [key, value] of this.markets.get(marketId)?.cells ?? []) {
        const set = this.listeners.get(`${marketId}|${key}`);
        if (set) for (const listener of set) listener(value, true);
      }
    } else if (offScreen && this.markets.get(marketId)?.tables) this.offScreen.add(marketId);
  }

  /** Notifies the listeners of every cell changed since the last flush. */
  flush(): void {
    sweepFlashes();
    if (this.dirty.size === 0) return;
    const changed = [...this.dirty];
    this.dirty.clear();
    for (const [key, value] of changed) {
      const set = this.listeners.get(key);
      if (set) for (const listener of set) listener(value);
    }
  }

  private setRunner(market: MarketCells, marketId: string, selectionId: number, levels: { back: Array<PriceLevel | null>; lay: Array<PriceLevel | null> }): void {
    for (const side of SIDES) {
      const sideLevels = levels[side];
      for (let level = 0; level < 3; level++) this.setCell(market, marketId, selectionId, side, level, sideLevels[level]?.price, sideLevels[level]?.size);
    }
  }

  private setCell(market: MarketCells, marketId: string, selectionId: number, side: Side, level: number, price: number | undefined, size: number | undefined): void {
    const key = inner(selectionId, side, level);
    const held = market.cells.get(key) ?? EMPTY;
    if (held.price === price && held.size === size) return;
    const value = { price, size };
    market.cells.set(key, value);
    // only cells someone shows need a notification
    const shownKey = cellKey(marketId, selectionId, side, level);
    if (this.listeners.has(shownKey)) this.dirty.set(shownKey, value);
  }

  private requestFrame(): void {
    if (this.frameRequested || this.dirty.size === 0) return;
    this.frameRequested = true;
    nextFrame(() => {
      this.frameRequested = false;
      this.flush();
    });
  }
}

/** The page's prices (one event page at a time; tables forget their markets when they unmount). */
export const priceStore = new PriceStore();

// The 300 ms flash (§9) of every cell shares one list: cells flash in the order they changed, so
// the oldest flash ends first and a sweep stops at the first one still running. A cell that changes
// again while flashing moves to the back (its flash lasts 300 ms from its last change). Flashes end
// in the frame of the next batch after their 300 ms (the store's flush sweeps), not in frames of
// their own: each frame costs style, layout and paint, and at ten thousand changes a second the
// flash ends alone took as many frames as the batches (BENCHMARKS.md §4). When no batch comes, a
// timer ends them one conflation window late, in an animation frame.
const flashing = new Map<Element, number>();
let sweepTimer: ReturnType<typeof setTimeout> | null = null;
/** how long after its end a flash waits for a batch's frame before a timer ends it */
export const FLASH_GRACE_MS = 60;

function sweepFlashes(): void {
  const now = Date.now();
  for (const [el, endsAt] of flashing) {
    if (endsAt > now) break;
    flashing.delete(el);
    el.classList.remove('odds-cell--flash');
  }
}

function scheduleSweep(): void {
  if (sweepTimer || flashing.size === 0) return;
  const oldest = flashing.values().next().value!;
  sweepTimer = setTimeout(() => {
    nextFrame(() => {
      sweepTimer = null;
      sweepFlashes();
      scheduleSweep();
    });
  }, Math.max(0, oldest + FLASH_GRACE_MS - Date.now()));
}

/** Flashes a cell for FLASH_MS from now; no forced layout, so many cells can flash per frame. */
export function flashCell(el: Element): void {
  if (flashing.has(el)) flashing.delete(el);
  else el.classList.add('odds-cell--flash');
  flashing.set(el, Date.now() + FLASH_MS);
  scheduleSweep();
}

/** A cell leaving the page stops flashing (nothing keeps a removed node). */
export function stopFlash(el: Element): void {
  flashing.delete(el);
}
