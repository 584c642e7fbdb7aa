// The built-in market-data source: a deterministic simulator. From a seed it lists a calendar of
// fixtures (feed/calendar.ts), writes them to the catalog, moves each runner's price as a random
// walk, takes events in play and to a result, and settles them through the exchange. Its market
// maker is an ordinary account placing ordinary orders 3 levels deep on both sides of every
// runner, so players match real orders and real money moves.
//
// Time is passed in: `step(nowMs)` advances to `nowMs`; `start()` calls it at real-time pace
// forever; tests call `step` with an explicit clock to fast-forward.

import { LADDER_SIZE, ladderIndex, priceAtIndex, snapDown } from '@khel/shared-kernel/betting';
import type { Exchange } from '../exchange/exchange';
import type { Database } from '../store/db';
import { marketMakerUserId } from '../wallet/ledger';
import { fixturesAround, type Fixture } from './calendar';
import { prng, seedOf } from './random';

export interface MarketFeed {
  /** advances the feed to `nowMs` (catalog, prices, in-play, results) */
  step(nowMs: number): Promise<void>;
  /** runs `step` at real-time pace until `stop` */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export interface SimulatorOptions {
  db: Database;
  exchange: Exchange;
  seed: number;
  now?: () => number;
  log?: (message: string) => void;
  /** stake of each market-maker order, in paise (default ₹1,000) */
  quotePaise?: number;
  /** simulate only these kinds of fixture (default: all) */
  kinds?: readonly Fixture['kind'][];
}

const QUOTE_LEVELS = 3;
const REQUOTE_EVERY_MS = 10_000;
/**
 * Re-quoting a market is a cancel plus six orders per runner through the single writer; a bound per
 * step keeps the market maker from crowding out players' bets. The stalest markets go first.
 */
const MAX_REQUOTES_PER_STEP = 1;
/** the market maker quotes matches this close to their start (races: a quarter of it), or in play */
const QUOTE_AHEAD_MS = 2 * 60 * 60_000;
const isRace = (f: Fixture) => f.kind === 'horse' || f.kind === 'greyhound';
const CRICKET_OVERS = 20;

interface MarketSim {
  marketId: string;
  kind: 'odds' | 'bookmaker';
  marketType: string;
  /** logit strengths per runner; the probabilities are their softmax */
  strengths: number[];
  selectionIds: number[];
  /** the ladder rung each runner was last quoted at */
  quotedAt: number[];
  lastQuoteMs: number;
}

interface FancySim {
  fancyId: number;
  overs: number;
  settled: boolean;
}

interface EventSim {
  fixture: Fixture;
  phase: 'upcoming' | 'inplay' | 'closed';
  rnd: () => number;
  markets: MarketSim[];
  fancies: FancySim[];
  runs: number;
  wickets: number;
}

export class FeedSimulator implements MarketFeed {
  private readonly events = new Map<number, EventSim>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private marketMaker: number | null = null;
  private readonly quotePaise: number;

  constructor(private readonly o: SimulatorOptions) {
    this.quotePaise = o.quotePaise ?? 100_000;
  }

  start(intervalMs = 2_000): void {
    if (this.timer) return;
    const now = this.o.now ?? Date.now;
    const tick = () => {
      if (this.running) return; // a slow step is never overlapped by the next one
      this.running = this.step(now())
        .catch((err: unknown) => this.o.log?.(`feed step failed: ${String(err)}`))
        .finally(() => {
          this.running = null;
        });
    };
    tick();
    this.timer = setInterval(tick, intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  async step(nowMs: number): Promise<void> {
    this.marketMaker ??= await marketMakerUserId(this.o.db);
    for (const fixture of fixturesAround(this.o.seed, nowMs)) {
      if (this.o.kinds && !this.o.kinds.includes(fixture.kind)) continue;
      if (!this.events.has(fixture.eventId)) await this.list(fixture);
    }
    for (const ev of [...this.events.values()].sort((a, b) => a.fixture.startMs - b.fixture.startMs || a.fixture.eventId - b.fixture.eventId)) {
      await this.advance(ev, nowMs);
      if (ev.phase === 'closed') this.events.delete(ev.fixture.eventId);
    }
    await this.quoteStalest(nowMs);
  }

  // ---- catalog ---------------------------------------------------------------------------------

  /** Writes a fixture's catalog rows (once) and its simulation state. */
  private async list(f: Fixture): Promise<void> {
    const rnd = prng(seedOf(this.o.seed, f.eventId));
    const markets = marketsOf(f, rnd);
    const status = await this.o.db.transaction(async (tx) => {
      await tx.query('INSERT INTO sports (id, name, sort_order) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [f.sportId, SPORT_NAMES[f.kind], SPORT_ORDER[f.kind]]);
      await tx.query('INSERT INTO competitions (id, sport_id, name, country_code) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING', [
        f.competition.id,
        f.sportId,
        f.competition.name,
        f.competition.countryCode,
      ]);
      await tx.query(
        `INSERT INTO events (id, sport_id, competition_id, name, start_time, venue, country_code, has_tv, enable_fancy, feed_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
        [f.eventId, f.sportId, f.competition.id, f.name, new Date(f.startMs), f.venue, f.countryCode, f.kind === 'cricket' || f.kind === 'football', f.kind === 'cricket', f.feedKey],
      );
      for (const [i, m] of markets.entries()) {
        await tx.query(
          `INSERT INTO markets (id, event_id, name, market_type, kind, start_time, sort_order) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (id) DO NOTHING`,
          [m.marketId, f.eventId, MARKET_NAMES[m.marketType] ?? m.marketType, m.marketType, m.kind, new Date(f.startMs), i],
        );
        for (const [j, selectionId] of m.selectionIds.entries()) {
          const spec = m.marketType === 'OVER_UNDER_25' ? { name: j === 0 ? 'Under 2.5 Goals' : 'Over 2.5 Goals' } : f.runners[j]!;
          await tx.query(
            `INSERT INTO runners (market_id, selection_id, name, sort_order, metadata) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
            [m.marketId, selectionId, spec.name, j, 'metadata' in spec && spec.metadata ? JSON.stringify(spec.metadata) : null],
          );
        }
      }
      const [row] = await tx.query<{ status: 'upcoming' | 'inplay' | 'closed' }>('SELECT status FROM events WHERE id = $1', [f.eventId]);
      return row!.status;
    });
    const fancies = (await this.o.db.query<{ id: number; settled_at: unknown }>('SELECT id, settled_at FROM fancies WHERE event_id = $1', [f.eventId])).map((r) => ({
      fancyId: r.id,
      overs: r.id % 100,
      settled: r.settled_at !== null,
    }));
    this.events.set(f.eventId, { fixture: f, phase: status, rnd, markets, fancies, runs: 0, wickets: 0 });
  }

  // ---- lifecycle -------------------------------------------------------------------------------

  private async advance(ev: EventSim, nowMs: number): Promise<void> {
    const f = ev.fixture;
    if (ev.phase === 'upcoming' && nowMs >= f.startMs) await this.goInPlay(ev);
    if (ev.phase === 'inplay' && nowMs >= f.startMs + f.durationMs) {
      await this.finish(ev);
      return;
    }
    const inplay = ev.phase === 'inplay';
    for (const m of ev.markets) walk(m, ev.rnd, inplay ? 0.12 : 0.03);
    if (inplay && f.kind === 'cricket') await this.playCricket(ev, nowMs);
  }

  private quoted(ev: EventSim, nowMs: number): boolean {
    const f = ev.fixture;
    return ev.phase === 'inplay' || (ev.phase === 'upcoming' && f.startMs - nowMs <= (isRace(f) ? QUOTE_AHEAD_MS / 4 : QUOTE_AHEAD_MS));
  }

  private async goInPlay(ev: EventSim): Promise<void> {
    const f = ev.fixture;
    await this.o.db.transaction(async (tx) => {
      await tx.query(`UPDATE events SET status = 'inplay' WHERE id = $1 AND status = 'upcoming'`, [f.eventId]);
      await tx.query('UPDATE markets SET inplay = true WHERE event_id = $1', [f.eventId]);
    });
    ev.phase = 'inplay';
    // Unmatched orders lapse when a market goes in play; the market maker quotes afresh.
    for (const m of ev.markets) {
      if (m.kind === 'odds') await this.o.exchange.lapseMarket(m.marketId);
      m.quotedAt = m.quotedAt.map(() => -1);
      this.o.exchange.touchMarket(m.marketId);
    }
    if (f.kind === 'cricket' && ev.fancies.length === 0) await this.openSessions(ev);
  }

  private async finish(ev: EventSim): Promise<void> {
    const f = ev.fixture;
    for (const m of ev.markets) {
      const probabilities = softmax(m.strengths);
      let r = ev.rnd();
      let winner = m.selectionIds[m.selectionIds.length - 1]!;
      for (const [i, p] of probabilities.entries()) {
        if (r < p) {
          winner = m.selectionIds[i]!;
          break;
        }
        r -= p;
      }
      await this.o.exchange.settleMarket(m.marketId, winner, 'feed');
    }
    if (f.kind === 'cricket') {
      while (ev.runs < 120) ev.runs += Math.floor(ev.rnd() * 9);
      for (const fancy of ev.fancies) if (!fancy.settled) await this.settleSession(ev, fancy);
    }
    await this.o.db.query(`UPDATE events SET status = 'closed' WHERE id = $1`, [f.eventId]);
    ev.phase = 'closed';
    this.o.log?.(`feed: ${f.name} finished`);
  }

  // ---- cricket sessions --------------------------------------------------------------------------

  private async openSessions(ev: EventSim): Promise<void> {
    const f = ev.fixture;
    const team = f.runners[0]!.name;
    for (const overs of [6, 10, 20]) {
      const fancyId = f.eventId * 100 + overs;
      const line = Math.round(overs * (7.5 + ev.rnd() * 1.5));
      await this.o.db.query(
        `INSERT INTO fancies (id, event_id, name, category, sort_order, no_line, no_rate, yes_line, yes_rate)
         VALUES ($1, $2, $3, 1, $4, $5, 100, $6, 100) ON CONFLICT (id) DO NOTHING`,
        [fancyId, f.eventId, `${overs} over runs ${team}`, overs, line, line + 1],
      );
      ev.fancies.push({ fancyId, overs, settled: false });
    }
  }

  /** Balls are bowled as time passes in the first innings; lines follow the run rate. */
  private async playCricket(ev: EventSim, nowMs: number): Promise<void> {
    const f = ev.fixture;
    const inningsMs = f.durationMs / 2;
    const overs = Math.min(CRICKET_OVERS, ((nowMs - f.startMs) / inningsMs) * CRICKET_OVERS);
    const expected = Math.floor(overs * 8);
    while (ev.runs < expected) {
      ev.runs += Math.floor(ev.rnd() * 7);
      if (ev.rnd() < 0.04) ev.wickets = Math.min(10, ev.wickets + 1);
    }
    const ballRunning = ev.rnd() < 0.3;
    await this.o.db.query('UPDATE events SET score = $2 WHERE id = $1', [f.eventId, JSON.stringify({ runs: ev.runs, wickets: ev.wickets, overs: Math.floor(overs * 10) / 10 })]);
    for (const fancy of ev.fancies) {
      if (fancy.settled) continue;
      if (overs >= fancy.overs) {
        await this.settleSession(ev, fancy);
        continue;
      }
      const projected = ev.runs + Math.round((fancy.overs - overs) * (7 + ev.rnd() * 2));
      await this.o.db.query('UPDATE fancies SET no_line = $2, yes_line = $2 + 1, game_status = $3 WHERE id = $1 AND settled_at IS NULL', [
        fancy.fancyId,
        projected,
        ballRunning ? 'Ball Running' : null,
      ]);
      this.o.exchange.events.emit('fancy', fancy.fancyId);
    }
  }

  private async settleSession(ev: EventSim, fancy: FancySim): Promise<void> {
    fancy.settled = true;
    await this.o.exchange.settleFancy(fancy.fancyId, ev.runs, 'feed');
  }

  // ---- the market maker --------------------------------------------------------------------------

  /** Requotes each market whose fair price moved (or that has not been quoted yet). */
  /** Re-quotes the markets whose fair prices moved, stalest first, at most MAX_REQUOTES_PER_STEP. */
  private async quoteStalest(nowMs: number): Promise<void> {
    const due: { m: MarketSim; fair: number[] }[] = [];
    for (const ev of this.events.values()) {
      if (!this.quoted(ev, nowMs)) continue;
      for (const m of ev.markets) {
        if (nowMs - m.lastQuoteMs < REQUOTE_EVERY_MS) continue;
        const fair = softmax(m.strengths).map(fairRung);
        if (fair.some((rung, i) => rung !== m.quotedAt[i])) due.push({ m, fair });
      }
    }
    due.sort((a, b) => a.m.lastQuoteMs - b.m.lastQuoteMs || a.m.marketId.localeCompare(b.m.marketId));
    for (const { m, fair } of due.slice(0, MAX_REQUOTES_PER_STEP)) {
      m.lastQuoteMs = nowMs;
      m.quotedAt = fair;
      if (m.kind === 'bookmaker') await this.quoteBookmaker(m, fair);
      else await this.quoteBook(m, fair);
    }
  }

  private async quoteBookmaker(m: MarketSim, fair: number[]): Promise<void> {
    for (const [i, selectionId] of m.selectionIds.entries()) {
      const percent = Math.max(1, Math.floor(((priceAtIndex(fair[i]!) - 100) * 97) / 100));
      await this.o.db.query('UPDATE runners SET back_percent = $3, lay_percent = $4 WHERE market_id = $1 AND selection_id = $2', [
        m.marketId,
        selectionId,
        percent,
        percent + 2,
      ]);
    }
    this.o.exchange.touchMarket(m.marketId);
  }

  private async quoteBook(m: MarketSim, fair: number[]): Promise<void> {
    const mm = this.marketMaker!;
    await this.o.exchange.cancelAll(mm, m.marketId);
    for (const [i, selectionId] of m.selectionIds.entries()) {
      const rung = fair[i]!;
      // Lays at the fair rung and below (what players back into), backs above it (what they lay).
      const levels: Array<[boolean, number]> = [];
      for (let k = 0; k < QUOTE_LEVELS; k++) {
        if (rung - k >= 0) levels.push([false, rung - k]);
        if (rung + 1 + k < LADDER_SIZE) levels.push([true, rung + 1 + k]);
      }
      for (const [isBack, at] of levels) {
        try {
          await this.o.exchange.placeBet(mm, { marketId: m.marketId, selectionId, isBack, price: priceAtIndex(at), stakePaise: this.quotePaise, houseOrder: true });
        } catch (err) {
          this.o.log?.(`feed: market maker order on ${m.marketId} refused: ${String(err)}`);
          return;
        }
      }
    }
  }
}

// ---- pure helpers --------------------------------------------------------------------------------

const SPORT_NAMES: Record<Fixture['kind'], string> = {
  cricket: 'Cricket',
  football: 'Football',
  tennis: 'Tennis',
  horse: 'Horse Racing',
  greyhound: 'Greyhound Racing',
  election: 'Election',
};
const SPORT_ORDER: Record<Fixture['kind'], number> = { cricket: 1, football: 2, tennis: 3, horse: 4, greyhound: 5, election: 6 };
const MARKET_NAMES: Record<string, string> = { MATCH_ODDS: 'Match Odds', BOOKMAKER: 'Bookmaker', WIN: 'Win', OVER_UNDER_25: 'Over/Under 2.5 Goals' };

function marketsOf(f: Fixture, rnd: () => number): MarketSim[] {
  const market = (n: number, kind: MarketSim['kind'], marketType: string, selectionIds: number[]): MarketSim => ({
    marketId: `1.${f.eventId * 10 + n}`,
    kind,
    marketType,
    selectionIds,
    strengths: selectionIds.map(() => (rnd() - 0.5) * 2),
    quotedAt: selectionIds.map(() => -1),
    lastQuoteMs: -Infinity,
  });
  const ids = f.runners.map((r) => r.selectionId);
  switch (f.kind) {
    case 'cricket':
      return [market(0, 'odds', 'MATCH_ODDS', ids), market(1, 'bookmaker', 'BOOKMAKER', ids)];
    case 'football':
      return [market(0, 'odds', 'MATCH_ODDS', ids), market(2, 'odds', 'OVER_UNDER_25', [f.eventId * 10 + 7, f.eventId * 10 + 8])];
    case 'horse':
    case 'greyhound':
      return [market(0, 'odds', 'WIN', ids)];
    default:
      return [market(0, 'odds', 'MATCH_ODDS', ids)];
  }
}

function softmax(strengths: number[]): number[] {
  const max = Math.max(...strengths);
  const e = strengths.map((s) => Math.exp(s - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / sum);
}

/** The ladder rung of fair odds 1/p (the walk's only float: a probability, never money). */
function fairRung(p: number): number {
  return ladderIndex(snapDown(Math.round(100 / Math.max(p, 0.001))));
}

function walk(m: MarketSim, rnd: () => number, volatility: number): void {
  for (let i = 0; i < m.strengths.length; i++) m.strengths[i] = m.strengths[i]! + (rnd() - 0.5) * volatility;
}
