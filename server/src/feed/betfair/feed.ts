// Betfair's Exchange Stream as Khel's feed: the stream's markets become the catalog (Betfair's own
// ids: market_id '1.200806927', selection_id, match_id = event id), their definitions drive status
// OPEN / SUSPENDED / CLOSED and in-play, their best three levels each side become the house's
// quotes (sizes in rupees, capped by the house's risk per market), and a closed market settles
// itself from its runners' statuses. The cricket score stream drives the event's score and the
// house's session lines. The message source is a recording (replay.ts) or, later, the live
// client: both hand the same messages to the same cache.
import type { Exchange } from '../../exchange/exchange';
import type { Database } from '../../store/db';
import { marketMakerUserId } from '../../wallet/ledger';
import { HouseQuotes, pullQuotes, type HouseOrder } from '../house';
import { ArrivalLoop, type MarketFeed } from '../port';
import { setFeedStatus, type FeedStatus } from '../status';
import { StreamCache, bestLevels, type MarketBook, type MarketDefinition } from './cache';
import type { CatalogueEntry, StreamMessage } from './replay';
import { CricketScores, type CricketState } from './scores';
import { Removals } from './removals';
import { MARKET_TYPES, SPORTS } from './listing';
import { BetfairBookmaker } from './bookmaker';
import { BetfairSessions } from './sessions';

export { MARKET_TYPES, SPORTS } from './listing';

/** Where the feed's messages come from: a recording played at a pace, or the live stream. */
export interface StreamSource {
  /** the messages due by wall time `nowMs` */
  take(nowMs: number): Promise<StreamMessage[]>;
  /** names and competition from listMarketCatalogue (live) or the file beside a recording */
  catalogue(marketId: string): CatalogueEntry | undefined;
  /** a recording time as wall time (the replay shifts it; the live stream's times are now) */
  toWall(recordingMs: number, nowMs: number): number;
  /** what GET /feed/status says of the source (position and speed, or connection and clock) */
  status(nowMs: number): Omit<FeedStatus, 'markets' | 'running'>;
  /** a recording: the wall time its next message falls due (null when none is left) */
  nextDue?(nowMs: number): number | null;
  /** the live stream: calls `wake` as each message comes in */
  onArrival?(wake: () => void): void;
}

export interface HouseRisk {
  /** rupees per pound, in paise per penny (default 105: £1 = ₹105) */
  gbpRate: number;
  /** the share of Betfair's size the house offers, in percent (default 100) */
  liquidityPercent: number;
  /** the largest single house order, in paise */
  maxOrderPaise: number;
  /** the most the house may lose on one market across its resting quotes, in paise */
  maxMarketRiskPaise: number;
}

export const DEFAULT_RISK: HouseRisk = { gbpRate: 105, liquidityPercent: 100, maxOrderPaise: 10_000_000, maxMarketRiskPaise: 50_000_000 };

export interface BetfairFeedOptions {
  db: Database;
  exchange: Exchange;
  source: StreamSource;
  feed: 'betfair' | 'betfair-replay';
  risk?: HouseRisk;
  /**
   * The feed steps (takes the source's messages, writes, re-quotes) as messages arrive; with none,
   * at least this often (status, heartbeats); default 500 ms
   */
  stepMs?: number;
  /** a market is re-quoted at most once in this window (the changes within it are merged); default 50 ms */
  requoteMs?: number;
  log?: (message: string) => void;
  now?: () => number;
}

/** Betfair's fixed selection for the draw in every football match odds market */
const THE_DRAW = 58805;
const QUOTE_LEVELS = 3;
/**
 * A market is re-quoted at most once in this window: a change after a quiet spell is quoted at once,
 * the changes within the window after a re-quote are merged into one at its end (at most 100
 * re-quotes a second a market, each of only the levels that moved: house.ts). The changes that come
 * in while a re-quote commits are merged into the next as well (a step waits for its re-quotes).
 * 10 ms, was 50: a message's own change reached 5,000 stream subscribers sooner (p99 −20–35 ms) for
 * no more server CPU at 10× (+19 % a message at 100×, where more re-quotes run); no window at all
 * (re-quote when the last one has committed) measured no better (BENCHMARKS §11).
 */
export const REQUOTE_EVERY_MS = 10;
/** and at most this many markets a step (the rest wait for the next) */
const MAX_REQUOTES_PER_STEP = 8;
const INDIA_OFFSET_MS = 330 * 60_000;

interface MarketState {
  marketId: string;
  eventId: number;
  status: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  inPlay: boolean;
  settled: boolean;
  /** the definition's betDelay (seconds) as last written to markets.feed_bet_delay_seconds */
  betDelay: number;
  /** the runners' statuses and names as last written */
  runnersKey: string;
  lastQuoteMs: number;
  pricesDirty: boolean;
  pt: number;
}


export class BetfairFeed implements MarketFeed {
  readonly cache = new StreamCache();
  readonly scores = new CricketScores();
  private readonly markets = new Map<string, MarketState>();
  private readonly sessions: BetfairSessions;
  private readonly removals: Removals;
  private readonly bookmaker: BetfairBookmaker;
  private readonly risk: HouseRisk;
  /**
   * The house's quotes as last quoted, each level (runner, side, price) quoted again only when
   * Betfair's target for it moved (house.ts); this feed's own, so a restart or a new feed leader
   * (a new feed) re-quotes everything once.
   */
  private readonly quotes = new HouseQuotes();
  private marketMaker: number | null = null;
  private readonly loop: ArrivalLoop;

  constructor(private readonly o: BetfairFeedOptions) {
    this.risk = o.risk ?? DEFAULT_RISK;
    this.sessions = new BetfairSessions(o);
    this.removals = new Removals(o);
    this.bookmaker = new BetfairBookmaker(o);
    this.loop = new ArrivalLoop((now) => this.advance(now), o.now, o.log);
    o.source.onArrival?.(this.loop.wake);
  }

  /** Steps as messages arrive (the first step at once: the starting image listed and quoted), at least every `intervalMs`. */
  start(intervalMs = this.o.stepMs ?? 500): void {
    this.loop.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    setFeedStatus({ feed: this.o.feed, running: false, markets: [] });
  }

  async step(nowMs: number): Promise<void> {
    await this.advance(nowMs);
  }

  /** One step: the messages due, written and quoted. Answers when the feed wants to step next (wall ms). */
  async advance(nowMs: number): Promise<number | null> {
    this.marketMaker ??= await marketMakerUserId(this.o.db);
    const changed = new Set<string>();
    const scored = new Map<number, CricketState>();
    const syncChanged = async () => {
      for (const id of changed) {
        const book = this.cache.markets.get(id);
        if (book) await this.sync(book, nowMs);
      }
      changed.clear();
    };
    for (const msg of await this.o.source.take(nowMs)) {
      if (msg.op === 'mcm') {
        for (const id of this.cache.apply(msg)) changed.add(id);
        continue;
      }
      // the markets as they stood before this score (its event listed), then each session line
      // that this ball opens or settles: a catch-up of many balls settles each line at its own over
      await syncChanged();
      for (const s of this.scores.apply(msg)) {
        scored.set(s.eventId, s);
        await this.sessions.settle(s);
      }
    }
    await syncChanged();
    for (const s of scored.values()) await this.sessions.syncScore(s);
    const requoteAt = await this.quoteDue(nowMs);
    this.report(nowMs);
    const due = this.o.source.nextDue?.(nowMs) ?? null;
    return requoteAt === null ? due : due === null ? requoteAt : Math.min(due, requoteAt);
  }

  private report(nowMs: number): void {
    setFeedStatus({
      ...this.o.source.status(nowMs),
      running: true,
      markets: [...this.markets.values()].map((m) => ({ marketId: m.marketId, eventId: m.eventId, status: m.status, inPlay: m.inPlay, pt: m.pt })),
    });
  }

  // ---- catalog and status ------------------------------------------------------------------------

  private async sync(book: MarketBook, nowMs: number): Promise<void> {
    const def = book.definition;
    if (!def || !SPORTS[def.eventTypeId] || !MARKET_TYPES[def.marketType]) return;
    let st = this.markets.get(book.id);
    if (!st) {
      st = await this.list(book, def, nowMs);
      this.markets.set(book.id, st);
    }
    st.pt = book.pt;
    st.pricesDirty = true;
    if (st.settled) return;
    await this.writeRunners(book.id, def, st);
    if (await this.removals.apply(book.id, def, SPORTS[def.eventTypeId]!.race)) this.quotes.forget(book.id); // non-runners (removals.ts)
    await this.writeBetDelay(book.id, def, st);
    if (def.inPlay && !st.inPlay) {
      st.inPlay = true;
      await this.o.exchange.takeInPlay(st.eventId);
      // unmatched orders not kept lapse as the market goes in play; the house quotes afresh
      await this.o.exchange.lapseMarket(book.id, 'inplay');
      this.quotes.forget(book.id);
    }
    if (def.status === 'CLOSED') {
      await this.close(book, def, st);
    } else if (def.status === 'OPEN' && st.status !== 'OPEN') {
      if (await this.o.exchange.reopenMarket(book.id)) {
        st.status = 'OPEN';
        this.quotes.forget(book.id);
      }
    } else if (def.status !== 'OPEN' && st.status === 'OPEN') {
      st.status = 'SUSPENDED';
      await pullQuotes(this.o.exchange, this.marketMaker!, book.id);
      await this.o.exchange.suspendMarket(book.id);
      this.quotes.forget(book.id);
    }
    // a cricket match's bookmaker desk follows its match odds (bookmaker.ts)
    await this.bookmaker.follow(book, def, st, nowMs);
  }

  /** Writes a market's sport, competition, event, market and runners (names kept up to date). */
  private async list(book: MarketBook, def: MarketDefinition, nowMs: number): Promise<MarketState> {
    const sport = SPORTS[def.eventTypeId]!;
    const sportId = Number(def.eventTypeId);
    const eventId = Number(def.eventId);
    const cat = this.o.source.catalogue(book.id);
    const startMs = this.o.source.toWall(Date.parse(def.marketTime), nowMs);
    const venue = def.venue ?? cat?.event?.venue ?? (sport.race ? venueOf(def.eventName ?? cat?.event?.name) : null);
    const eventName = sport.race
      ? `${new Date(startMs + INDIA_OFFSET_MS).toISOString().slice(11, 16)} ${venue ?? `Race ${def.eventId}`}`
      : (cat?.event?.name ?? def.eventName ?? `${sport.name} event ${def.eventId} (name not given)`);
    const competition =
      cat?.competition && cat.competition.id !== '0'
        ? { id: Number(cat.competition.id), name: cat.competition.name }
        : { id: eventId, name: cat?.competition?.name ?? (sport.race ? (venue ?? eventName) : `${sport.name}: competition not given`) };
    const type = MARKET_TYPES[def.marketType]!;
    const row = await this.o.db.transaction(async (tx) => {
      await tx.query('INSERT INTO sports (id, name, sort_order) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [sportId, sport.name, sport.order]);
      await tx.query(
        'INSERT INTO competitions (id, sport_id, name, country_code) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name',
        [competition.id, sportId, competition.name, def.countryCode ?? null],
      );
      await tx.query(
        `INSERT INTO events (id, sport_id, competition_id, name, start_time, venue, country_code, has_tv, enable_fancy, feed_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8, $9)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, start_time = EXCLUDED.start_time, venue = EXCLUDED.venue`,
        [eventId, sportId, competition.id, eventName, new Date(startMs), venue, def.countryCode ?? null, sportId === 4, `betfair:${def.eventId}`],
      );
      await tx.query(
        `INSERT INTO markets (id, event_id, name, market_type, kind, start_time, sort_order, feed_bet_delay_seconds) VALUES ($1, $2, $3, $4, 'odds', $5, $6, $7)
         ON CONFLICT (id) DO UPDATE SET start_time = EXCLUDED.start_time, feed_bet_delay_seconds = EXCLUDED.feed_bet_delay_seconds`,
        [book.id, eventId, cat?.marketName && !sport.race ? cat.marketName : type.name, def.marketType, new Date(startMs), type.order, betDelayOf(def)],
      );
      const [m] = await tx.query<{ status: 'OPEN' | 'SUSPENDED' | 'CLOSED'; inplay: boolean; settled: boolean }>(
        'SELECT status, inplay, settled_at IS NOT NULL AS settled FROM markets WHERE id = $1',
        [book.id],
      );
      return m!;
    });
    return {
      marketId: book.id,
      eventId,
      status: row.status,
      inPlay: row.inplay,
      settled: row.settled,
      betDelay: betDelayOf(def),
      runnersKey: '',
      lastQuoteMs: -Infinity,
      pricesDirty: true,
      pt: book.pt,
    };
  }

  /** Each runner's name (definition, else catalogue, else a placeholder), order, cloth number and removal. */
  private async writeRunners(marketId: string, def: MarketDefinition, st: MarketState): Promise<void> {
    const cat = this.o.source.catalogue(marketId);
    const race = SPORTS[def.eventTypeId]!.race;
    const rows = def.runners.map((r, i) => {
      const fromCat = cat?.runners?.find((c) => c.selectionId === r.id);
      const name = r.name ?? fromCat?.runnerName ?? (r.id === THE_DRAW ? 'The Draw' : `Selection ${r.id} (name not given)`);
      const cloth = race ? /^(\d+)\.\s/.exec(name)?.[1] : undefined;
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(fromCat?.metadata ?? {})) if (typeof v === 'string' && k === k.toUpperCase()) metadata[k] = v;
      if (cloth) metadata.CLOTH_NUMBER ??= cloth;
      const removed = r.status === 'REMOVED' || r.status === 'REMOVED_VACANT';
      return { id: r.id, name, sort: (r.sortPriority ?? i + 1) - 1, metadata: Object.keys(metadata).length > 0 ? metadata : null, removed };
    });
    const key = JSON.stringify(rows);
    if (key === st.runnersKey) return;
    st.runnersKey = key;
    await this.o.db.transaction(async (tx) => {
      for (const r of rows) {
        await tx.query(
          `INSERT INTO runners (market_id, selection_id, name, sort_order, metadata, status) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (market_id, selection_id) DO UPDATE SET name = EXCLUDED.name, sort_order = EXCLUDED.sort_order, metadata = EXCLUDED.metadata,
             status = CASE WHEN EXCLUDED.status = 'REMOVED' THEN 'REMOVED' ELSE runners.status END`,
          [marketId, r.id, r.name, r.sort, r.metadata ? JSON.stringify(r.metadata) : null, r.removed ? 'REMOVED' : 'ACTIVE'],
        );
      }
    });
    this.o.exchange.forgetMarket(marketId);
    this.o.exchange.touchMarket(marketId);
  }

  /** Betfair's bet delay for the market as its definition changes it (in-play bets wait at least this). */
  private async writeBetDelay(marketId: string, def: MarketDefinition, st: MarketState): Promise<void> {
    const seconds = betDelayOf(def);
    if (seconds === st.betDelay) return;
    st.betDelay = seconds;
    await this.o.db.query('UPDATE markets SET feed_bet_delay_seconds = $2 WHERE id = $1', [marketId, seconds]);
    this.o.exchange.forgetMarket(marketId);
    this.o.exchange.touchMarket(marketId);
  }

  /**
   * A closed market settles itself from its runners: one WINNER settles on it, several (a PLACE
   * market) pay each, none voids the market; bets on a removed runner are void and fills matched
   * before a removal are reduced (removals.ts). An operator's hold stops automatic settlement: the
   * operator's own result stands.
   */
  private async close(book: MarketBook, def: MarketDefinition, st: MarketState): Promise<void> {
    st.status = 'CLOSED';
    await pullQuotes(this.o.exchange, this.marketMaker!, book.id);
    this.quotes.forget(book.id);
    const [m] = await this.o.db.query<{ held: boolean; settled: boolean }>(
      'SELECT operator_hold IS NOT NULL AS held, settled_at IS NOT NULL AS settled FROM markets WHERE id = $1',
      [book.id],
    );
    if (m?.settled) {
      st.settled = true;
      return;
    }
    if (m?.held) {
      this.o.log?.(`feed: ${book.id} closed on Betfair but an operator holds it: not settled automatically`);
      return;
    }
    const winners = def.runners.filter((r) => r.status === 'WINNER').map((r) => r.id);
    await this.o.exchange.lapseMarket(book.id, 'closed');
    if (winners.length === 1) {
      if (SPORTS[def.eventTypeId]!.race && def.marketType === 'WIN') {
        await this.o.db.query('UPDATE runners SET finish_position = 1 WHERE market_id = $1 AND selection_id = $2', [book.id, winners[0]]);
      }
      await this.o.exchange.settleMarket(book.id, winners[0]!, 'feed');
    } else if (winners.length > 1) {
      await this.o.exchange.settleMarket(book.id, winners, 'feed'); // each placed runner wins
    } else {
      await this.o.exchange.settleMarket(book.id, null, 'feed', 'Closed by Betfair without a winner');
    }
    st.settled = true;
    this.removals.forget(book.id);
    await this.o.db.query(
      `UPDATE events SET status = 'closed' WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM markets WHERE event_id = $1 AND settled_at IS NULL)`,
      [st.eventId],
    );
  }

  // ---- the house's quotes ----------------------------------------------------------------------

  /**
   * Re-quotes the open markets whose ladder moved, in-play and stalest first, at most
   * MAX_REQUOTES_PER_STEP together, each at most once a REQUOTE_EVERY_MS (or `requoteMs`). Answers
   * when the next one falls due (null: none waits).
   */
  private async quoteDue(nowMs: number): Promise<number | null> {
    const every = this.o.requoteMs ?? REQUOTE_EVERY_MS;
    let next: number | null = null;
    const due: MarketState[] = [];
    for (const m of this.markets.values()) {
      if (!m.pricesDirty || m.status !== 'OPEN' || m.settled) continue;
      const at = m.lastQuoteMs + every;
      if (at <= nowMs) due.push(m);
      else next = Math.min(next ?? at, at);
    }
    due.sort((a, b) => Number(b.inPlay) - Number(a.inPlay) || a.lastQuoteMs - b.lastQuoteMs);
    if (due.length > MAX_REQUOTES_PER_STEP) next = nowMs;
    const quoting = due.slice(0, MAX_REQUOTES_PER_STEP).map((st) => {
      st.pricesDirty = false;
      const book = this.cache.markets.get(st.marketId);
      if (!book?.definition) return;
      const orders = this.houseOrders(book);
      if (!this.quotes.moved(st.marketId, orders)) return;
      st.lastQuoteMs = nowMs;
      return this.quotes.requote(this.o.exchange, this.marketMaker!, st.marketId, orders, this.o.log);
    });
    await Promise.all(quoting);
    return next;
  }

  /**
   * Betfair's best three levels each side at Betfair's prices: what a player can back at there the
   * house offers as its lay, and the reverse. Sizes in rupees (the configured rate × liquidity),
   * each order capped, and the house's worst case on the market capped (the best levels first).
   */
  houseOrders(book: MarketBook): HouseOrder[] {
    const active = new Set(book.definition!.runners.filter((r) => r.status === 'ACTIVE').map((r) => r.id));
    const ladders = [...book.runners.values()].filter((r) => active.has(r.id)).map((r) => ({ id: r.id, ...bestLevels(r, QUOTE_LEVELS) }));
    const orders: HouseOrder[] = [];
    let risk = 0;
    for (let level = 0; level < QUOTE_LEVELS; level++) {
      for (const r of ladders) {
        for (const isBack of [false, true]) {
          const at = (isBack ? r.lay : r.back)[level];
          if (!at) continue;
          let stakePaise = Math.min(Math.floor((at.sizePence * this.risk.gbpRate * this.risk.liquidityPercent) / 100), this.risk.maxOrderPaise);
          // the house's lay risks the backer's winnings; its back risks its stake
          const riskOf = (s: number) => (isBack ? s : Math.ceil((s * (at.price - 100)) / 100));
          const room = this.risk.maxMarketRiskPaise - risk;
          if (riskOf(stakePaise) > room) stakePaise = isBack ? room : Math.floor((room * 100) / (at.price - 100));
          if (stakePaise < 100) continue; // under ₹1: not offered
          risk += riskOf(stakePaise);
          orders.push({ selectionId: r.id, isBack, price: at.price, stakePaise });
        }
      }
    }
    return orders;
  }
}

/** The definition's betDelay in whole seconds (0 when absent or not a count). */
function betDelayOf(def: MarketDefinition): number {
  return Number.isFinite(def.betDelay) && def.betDelay > 0 ? Math.ceil(def.betDelay) : 0;
}

/** "Rand (AUS) 1st Oct" → "Rand"; "Sheffield 19th Apr" → "Sheffield" */
function venueOf(eventName: string | undefined): string | null {
  if (!eventName) return null;
  return eventName.replace(/\s+\d{1,2}(st|nd|rd|th)\s+\w+$/, '').replace(/\s+\([A-Z]{2,4}\)$/, '') || null;
}
