// Betfair Exchange Stream market cache (pure): what the `mcm` messages say a market looks like now.
// A market's first change (or any change with `img: true`) is its image and replaces it; later
// changes are deltas: `atb`/`atl` ([price, size], size 0 removes the price), `batb`/`batl` ([level,
// price, size], size 0 removes the level), `ltp`, `tv`, and a `marketDefinition` that replaces the
// last one whole. A message may come in segments (`segmentType` SEG_START … SEG … SEG_END): they
// apply together when the last arrives. `ct: SUB_IMAGE` (a new subscription image, also mid-stream
// after a reconnect) replaces the whole cache. The clock (`initialClk`, `clk`) is kept for a live
// client's resubscription. The replay and the live client feed the same cache.
//
// Prices are kept as integer hundredths (Betfair's ladder is the product's), sizes as integer
// pence (the stream's GBP amounts, rounded once here; the house converts them to paise).

export type RunnerStatus = 'ACTIVE' | 'WINNER' | 'LOSER' | 'REMOVED' | 'PLACED' | 'HIDDEN' | 'REMOVED_VACANT';

export interface DefinitionRunner {
  id: number;
  status: RunnerStatus;
  sortPriority?: number;
  name?: string;
  adjustmentFactor?: number;
  removalDate?: string;
  hc?: number;
}

export interface MarketDefinition {
  eventId: string;
  eventTypeId: string;
  marketType: string;
  marketTime: string;
  openDate?: string;
  status: 'OPEN' | 'SUSPENDED' | 'CLOSED' | 'INACTIVE';
  inPlay: boolean;
  betDelay: number;
  numberOfWinners: number;
  bettingType?: string;
  countryCode?: string;
  venue?: string;
  name?: string;
  eventName?: string;
  timezone?: string;
  runners: DefinitionRunner[];
}

interface RunnerChange {
  id: number;
  hc?: number;
  atb?: Array<[number, number]>;
  atl?: Array<[number, number]>;
  batb?: Array<[number, number, number]>;
  batl?: Array<[number, number, number]>;
  trd?: Array<[number, number]>;
  ltp?: number;
  tv?: number;
}

export interface MarketChange {
  id: string;
  img?: boolean;
  con?: boolean;
  tv?: number;
  marketDefinition?: MarketDefinition;
  rc?: RunnerChange[];
}

export interface McmMessage {
  op: 'mcm';
  pt: number;
  clk?: string;
  initialClk?: string;
  ct?: 'SUB_IMAGE' | 'RESUB_DELTA' | 'HEARTBEAT';
  segmentType?: 'SEG_START' | 'SEG' | 'SEG_END';
  mc?: MarketChange[];
}

/** A level of the ladder: price in hundredths, size in pence. */
export interface Level {
  price: number;
  sizePence: number;
}

export interface RunnerBook {
  id: number;
  /** full depth available to back / lay: price (hundredths) → size (pence) */
  atb: Map<number, number>;
  atl: Map<number, number>;
  /** the best-offers view: level → [price, size] */
  batb: Map<number, Level>;
  batl: Map<number, Level>;
  ltp: number | null;
}

export interface MarketBook {
  id: string;
  definition: MarketDefinition | null;
  runners: Map<number, RunnerBook>;
  /** the publish time of the last change applied */
  pt: number;
}

/** a stream price (1.01, 2.5, 1000) in integer hundredths */
export const hundredths = (price: number): number => Math.round(price * 100);
const pence = (size: number): number => Math.round(size * 100);

export class StreamCache {
  readonly markets = new Map<string, MarketBook>();
  clk: string | null = null;
  initialClk: string | null = null;
  /** a segmented message's changes, held until SEG_END */
  private segment: MarketChange[] | null = null;

  /** Applies one message; returns the ids of the markets it changed (none until a segmented message ends). */
  apply(msg: McmMessage): string[] {
    if (msg.initialClk) this.initialClk = msg.initialClk;
    if (msg.clk) this.clk = msg.clk;
    if (msg.ct === 'HEARTBEAT') return [];
    const seg = msg.segmentType;
    if (seg === 'SEG_START' || seg === 'SEG') {
      if (seg === 'SEG_START' || !this.segment) this.segment = [];
      this.segment.push(...(msg.mc ?? []));
      return [];
    }
    const changes = seg === 'SEG_END' ? [...(this.segment ?? []), ...(msg.mc ?? [])] : (msg.mc ?? []);
    this.segment = null;
    // a subscription image replaces the cache: markets it leaves out are no longer subscribed
    if (msg.ct === 'SUB_IMAGE') this.markets.clear();
    const changed = new Set<string>();
    for (const mc of changes) {
      this.applyMarket(mc, msg.pt);
      changed.add(mc.id);
    }
    return [...changed];
  }

  private applyMarket(mc: MarketChange, pt: number): void {
    let book = this.markets.get(mc.id);
    if (!book || mc.img) {
      book = { id: mc.id, definition: book?.definition ?? null, runners: new Map(), pt };
      this.markets.set(mc.id, book);
    }
    book.pt = pt;
    if (mc.marketDefinition) book.definition = mc.marketDefinition;
    for (const rc of mc.rc ?? []) {
      let r = book.runners.get(rc.id);
      if (!r) {
        r = { id: rc.id, atb: new Map(), atl: new Map(), batb: new Map(), batl: new Map(), ltp: null };
        book.runners.set(rc.id, r);
      }
      for (const [p, s] of rc.atb ?? []) setLevel(r.atb, hundredths(p), pence(s));
      for (const [p, s] of rc.atl ?? []) setLevel(r.atl, hundredths(p), pence(s));
      for (const [l, p, s] of rc.batb ?? []) setBest(r.batb, l, hundredths(p), pence(s));
      for (const [l, p, s] of rc.batl ?? []) setBest(r.batl, l, hundredths(p), pence(s));
      if (rc.ltp !== undefined) r.ltp = hundredths(rc.ltp);
    }
  }
}

function setLevel(side: Map<number, number>, price: number, sizePence: number): void {
  if (sizePence <= 0) side.delete(price);
  else side.set(price, sizePence);
}

function setBest(side: Map<number, Level>, level: number, price: number, sizePence: number): void {
  if (sizePence <= 0) side.delete(level);
  else side.set(level, { price, sizePence });
}

/**
 * A runner's best `n` levels on each side: `back` what a player can back at (the stream's
 * available-to-back, highest price first), `lay` what a player can lay at (lowest first). From the
 * best-offers view when the subscription sends it, else from the full depth.
 */
export function bestLevels(r: RunnerBook, n: number): { back: Level[]; lay: Level[] } {
  const fromBest = (side: Map<number, Level>) =>
    [...side.entries()]
      .sort((a, b) => a[0] - b[0])
      .map((e) => e[1])
      .slice(0, n);
  const fromDepth = (side: Map<number, number>, descending: boolean) =>
    [...side.entries()]
      .sort((a, b) => (descending ? b[0] - a[0] : a[0] - b[0]))
      .slice(0, n)
      .map(([price, sizePence]) => ({ price, sizePence }));
  return {
    back: r.batb.size > 0 ? fromBest(r.batb) : fromDepth(r.atb, true),
    lay: r.batl.size > 0 ? fromBest(r.batl) : fromDepth(r.atl, false),
  };
}
