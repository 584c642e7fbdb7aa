// Each market's stream sequence: it moves on with every change of the market (book, status,
// quotes), and a page drops a message whose sequence is no newer than the last it holds (the
// stream hub's flush, mfe-sports stream/live-book.ts and market-rows/price-store.ts, mfe-racing
// race/race-stream.ts). So a market's sequence never goes back:
// - across restarts, without a write per change: a run starts from its base, by default this
//   boot's clock in milliseconds × 1000, above what an earlier run reached as long as it changed
//   no market more than 1000 times a millisecond on average (2^53 is reached in the year 2255).
//   Several instances (server/src/cluster/) pass base 0: their bucket's lease token, which only
//   grows, is put above the count (Leases.streamSeq).
// - when a market is forgotten (settled, or the oldest pushed out by the bound): the floor, at or
//   above every sequence forgotten, is where a market not held starts and what it reads meanwhile.

/** markets whose sequence is held; past this the least lately changed is forgotten */
export const MAX_MARKET_SEQUENCES = 20_000;

/** Where this boot's sequences start: above any an earlier boot reached (see above). */
export const bootSeqBase = (nowMs: number = Date.now()): number => nowMs * 1000;

export class MarketSequences {
  private readonly byMarket = new Map<string, number>();
  private floor: number;

  constructor(base: number, private readonly max = MAX_MARKET_SEQUENCES) {
    this.floor = base;
  }

  current(marketId: string): number {
    return this.byMarket.get(marketId) ?? this.floor;
  }

  /** The market changed: its next sequence. */
  next(marketId: string): number {
    const seq = this.current(marketId) + 1;
    this.byMarket.delete(marketId);
    if (this.byMarket.size >= this.max) this.forget(this.byMarket.keys().next().value!);
    this.byMarket.set(marketId, seq);
    return seq;
  }

  /** A market done with (settled): its sequence is let go, the floor keeps it (a later change goes on from there). */
  forget(marketId: string): void {
    const seq = this.byMarket.get(marketId);
    if (seq === undefined) return;
    this.floor = Math.max(this.floor, seq);
    this.byMarket.delete(marketId);
  }

  get size(): number {
    return this.byMarket.size;
  }
}
