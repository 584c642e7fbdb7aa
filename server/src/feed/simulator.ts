// The built-in market-data source: a deterministic simulator. From a seed it lists a calendar of
// fixtures (feed/calendar.ts: each competition its own sides, no pair twice while listed), writes
// them to the catalog, moves each runner's price as a random walk, takes events in play and to a
// result, and settles them through the exchange. Its market maker is an ordinary account placing
// ordinary orders 3 levels deep on both sides of every runner, sized like a real market's ladder
// (sim/markets.ts), so players match real orders and real money moves.
//
// It quotes like a real desk, so a player who bets on a standing quote is normally accepted after
// the bet delay: bookmaker quotes hold for 20–60 s of feed time unless the fair price moves a real
// step, and follow the match odds' fair price (one price for the match, so the two markets never
// contradict each other, and one result). Cricket is played ball by ball with its session lines
// (sim/cricket.ts); football has its goals and tennis its games (sim/play.ts), shown as the running
// score, and each settles on its final score. In-play incidents (a wicket, a goal, a break of serve)
// suspend an event's markets for a few seconds, which lapses the unmatched orders that were not kept.
//
// Time is passed in: `step(nowMs)` advances to `nowMs`; `start()` calls it at real-time pace
// forever; tests call `step` with an explicit clock to fast-forward.

import { LADDER_SIZE, priceAtIndex } from '@khel/shared-kernel/betting';
import type { Exchange } from '../exchange/exchange';
import type { Database } from '../store/db';
import { marketMakerUserId } from '../wallet/ledger';
import { fixturesAround, type Fixture } from './calendar';
import { simulatorRunning, takeSessionLineRequests } from './dev-hooks';
import { prng, seedOf } from './random';
import { StepLoop, type MarketFeed } from './port';
import { HouseQuotes, type HouseOrder } from './house';
import { BALLS_PER_INNINGS, CricketPlay } from './sim/cricket';
import type { EventSim } from './sim/event';
import {
  FOLLOW_RATE,
  MARKET_NAMES,
  SPORT_NAMES,
  SPORT_ORDER,
  bookmakerPercent,
  drawWinner,
  fairRung,
  follow,
  levelSize,
  marketsOf,
  movedAtAll,
  movedRealStep,
  softmax,
  walk,
  type MarketSim,
} from './sim/markets';
import { footballGoals, footballScore, goalsAt, tennisGames, tennisScore, tennisScoreAt } from './sim/play';

export type { MarketFeed } from './port';

export interface SimulatorOptions {
  db: Database;
  exchange: Exchange;
  seed: number;
  now?: () => number;
  log?: (message: string) => void;
  /** the standard stake of a market-maker order, in paise (default ₹1,000); each level's size varies about it */
  quotePaise?: number;
  /** simulate only these kinds of fixture (default: all) */
  kinds?: readonly Fixture['kind'][];
}

const QUOTE_LEVELS = 3;
/** a bookmaker quote stands at least this long (plus up to the span, drawn per quote) */
const BOOKMAKER_HOLD_MS = 20_000;
const BOOKMAKER_HOLD_SPAN_MS = 40_000;
/** an incident suspends the event's markets this long (plus up to the span) */
const INCIDENT_SUSPEND_MS = 8_000;
const INCIDENT_SUSPEND_SPAN_MS = 8_000;
const REQUOTE_EVERY_MS = 10_000;
/**
 * Re-quoting a market is a cancel plus six orders per runner through the single writer (the orders
 * go together, in one group-commit batch); a bound per step keeps the market maker from crowding
 * out players' bets. In-play markets go first, then the stalest.
 */
const MAX_REQUOTES_PER_STEP = 3;
/**
 * The first step after a start quotes every market at once (in slices of this many together), so
 * no page shows a market without prices while the bound above works through them; a re-quote
 * places only what differs from the orders still resting from before a restart (house.ts).
 */
const FIRST_QUOTES_TOGETHER = 50;
/**
 * the market maker quotes races this close to their start, or running; matches it quotes from the
 * moment they are listed (a listed match with no price reads as a dead market to a player)
 */
const RACE_QUOTE_AHEAD_MS = 30 * 60_000;
const isRace = (f: Fixture) => f.kind === 'horse' || f.kind === 'greyhound';

export class FeedSimulator implements MarketFeed {
  private readonly events = new Map<number, EventSim>();
  private readonly loop: StepLoop;
  private readonly cricket: CricketPlay;
  private marketMaker: number | null = null;
  /**
   * The house's quotes as last quoted (house.ts): kept by this feed, not read from the local books,
   * which on an instance that does not own a market are not the owner's (several instances: the feed
   * leader's re-quote then cancelled nothing and placed everything again, and the house's orders
   * piled up on the others' markets). A new leader quotes every market afresh once.
   */
  private readonly quotes = new HouseQuotes();
  private readonly quotePaise: number;
  private firstQuotes = true;

  constructor(private readonly o: SimulatorOptions) {
    this.quotePaise = o.quotePaise ?? 100_000;
    this.cricket = new CricketPlay(o);
    this.loop = new StepLoop((now) => this.step(now), o.now, o.log);
  }

  start(intervalMs = 2_000): void {
    simulatorRunning(true);
    this.loop.start(intervalMs);
  }

  async stop(): Promise<void> {
    simulatorRunning(false);
    await this.loop.stop();
  }

  async step(nowMs: number): Promise<void> {
    this.marketMaker ??= await marketMakerUserId(this.o.db);
    for (const fixture of fixturesAround(this.o.seed, nowMs)) {
      if (this.o.kinds && !this.o.kinds.includes(fixture.kind)) continue;
      if (!this.events.has(fixture.eventId)) await this.list(fixture, nowMs);
    }
    for (const ev of [...this.events.values()].sort((a, b) => a.fixture.startMs - b.fixture.startMs || a.fixture.eventId - b.fixture.eventId)) {
      await this.advance(ev, nowMs);
      if (ev.phase === 'closed') this.events.delete(ev.fixture.eventId);
    }
    await this.serveRequests(nowMs);
    await this.quoteStalest(nowMs);
  }

  /** The development helper's requests (dev-hooks.ts): hold a session line open and still. */
  private async serveRequests(nowMs: number): Promise<void> {
    for (const r of takeSessionLineRequests()) {
      const ev = this.events.get(r.matchId);
      const held = ev ? await this.cricket.hold(ev, nowMs, r.holdMs) : 'the simulator does not run that match';
      r.answer(typeof held === 'string' ? held : { fancyId: held.fancyId, noLine: held.line, heldUntilMs: held.heldUntilMs });
    }
  }

  // ---- catalog ---------------------------------------------------------------------------------

  /** Writes a fixture's catalog rows (once) and its simulation state. */
  private async list(f: Fixture, nowMs: number): Promise<void> {
    const rnd = prng(seedOf(this.o.seed, f.eventId));
    const markets = marketsOf(this.o.seed, f, rnd);
    const { status, suspended, score: lastScore } = await this.o.db.transaction(async (tx) => {
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
      // After a restart the match carries on from where it was: its phase, suspension and score.
      const [row] = await tx.query<{
        status: 'upcoming' | 'inplay' | 'closed';
        suspended: boolean;
        score: { balls?: number; innings?: Array<{ runs: number; wickets: number }> } | null;
      }>(
        `SELECT status, score, EXISTS (SELECT 1 FROM markets WHERE event_id = $1 AND status = 'SUSPENDED') AS suspended FROM events WHERE id = $1`,
        [f.eventId],
      );
      return row!;
    });
    const fancies = (
      await this.o.db.query<{ id: number; settled_at: unknown; no_line: number; game_status: string | null }>(
        'SELECT id, settled_at, no_line, game_status FROM fancies WHERE event_id = $1',
        [f.eventId],
      )
    ).map((r) => {
      const innings = r.id % 100 >= 50 ? 1 : 0;
      const overs = (r.id % 100) - innings * 50;
      return { fancyId: r.id, innings, overs, settled: r.settled_at !== null, line: r.no_line, ballRunning: r.game_status !== null, heldUntilMs: -Infinity, dueRuns: null };
    });
    const score = (f.kind === 'cricket' ? lastScore : null) ?? {};
    const strengths = markets[0]!.strengths;
    this.events.set(f.eventId, {
      fixture: f,
      phase: status,
      rnd,
      markets,
      fancies,
      innings: [0, 1].map((i) => ({ runs: score.innings?.[i]?.runs ?? 0, wickets: score.innings?.[i]?.wickets ?? 0 })),
      balls: score.balls ?? 0,
      goals: f.kind === 'football' ? footballGoals(this.o.seed, f, strengths) : [],
      games: f.kind === 'tennis' ? tennisGames(this.o.seed, f, strengths) : [],
      scoreKey: '',
      lastStepMs: nowMs,
      // an incident's suspension that a restart interrupted ends at the next step
      suspendedUntilMs: suspended && status === 'inplay' ? nowMs : null,
    });
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
    // Exchange prices drift briskly; the bookmaker desk's own view moves slower (its quotes are
    // sticky). Incidents jump both (see suspend).
    for (const m of ev.markets) if (!m.follows) walk(m, ev.rnd, 3 * (inplay ? 0.04 : 0.01));
    for (const m of ev.markets) if (m.follows) follow(m, m.follows, FOLLOW_RATE);
    // a cricket match's first-innings sessions are offered before the toss, as desks do
    if (f.kind === 'cricket' && ev.phase === 'upcoming' && ev.fancies.length === 0) await this.cricket.openSessions(ev, 0);
    if (inplay) {
      if (ev.suspendedUntilMs !== null && nowMs >= ev.suspendedUntilMs) await this.reopen(ev);
      const incident = f.kind === 'cricket' ? await this.cricket.play(ev, nowMs) : await this.playScore(ev, nowMs);
      if (incident && ev.suspendedUntilMs === null) await this.suspend(ev, nowMs);
    }
    ev.lastStepMs = nowMs;
    if (ev.suspendedUntilMs === null && this.quoted(ev, nowMs)) {
      for (const m of ev.markets) if (m.kind === 'bookmaker') await this.quoteBookmaker(m, nowMs, ev.rnd);
    }
  }

  /**
   * Football and tennis in play: the running score as time passes. A goal moves the match towards
   * its scorer (and the over/under towards the overs); a break of serve towards the breaker. Returns
   * whether that happened since the last step (an incident: the markets suspend).
   */
  private async playScore(ev: EventSim, nowMs: number): Promise<boolean> {
    const f = ev.fixture;
    let incident = false;
    let score: Record<string, number | string> | null = null;
    if (f.kind === 'football') {
      const fresh = ev.goals.filter((g) => g.atMs > ev.lastStepMs && g.atMs <= nowMs);
      for (const g of fresh) jump(ev.markets, g.side, 0.8);
      incident = fresh.length > 0;
      score = footballScore(f, goalsAt(ev.goals, nowMs));
    } else if (f.kind === 'tennis') {
      const breaks = ev.games.filter((g) => g.broke && g.atMs > ev.lastStepMs && g.atMs <= nowMs);
      for (const g of breaks) jump(ev.markets, g.winner, 0.5);
      incident = breaks.length > 0;
      score = tennisScore(f, tennisScoreAt(ev.games, nowMs).sets);
    }
    const key = JSON.stringify(score);
    if (score && key !== ev.scoreKey) {
      ev.scoreKey = key;
      await this.o.db.query('UPDATE events SET score = $2 WHERE id = $1', [f.eventId, key]);
    }
    return incident;
  }

  /** A wicket, a goal, a break: the event's markets suspend for a few seconds and prices jump. */
  private async suspend(ev: EventSim, nowMs: number): Promise<void> {
    ev.suspendedUntilMs = nowMs + INCIDENT_SUSPEND_MS + Math.floor(ev.rnd() * INCIDENT_SUSPEND_SPAN_MS);
    for (const m of ev.markets) {
      if (m.follows) follow(m, m.follows, 1); // the desk re-prices the incident at once
      else if (ev.fixture.kind === 'cricket') {
        const i = Math.floor(ev.rnd() * m.strengths.length);
        m.strengths[i] = m.strengths[i]! + (ev.rnd() - 0.5) * 1.2;
      }
      await this.o.exchange.suspendMarket(m.marketId);
      this.quotes.forget(m.marketId); // the house's orders lapsed with the suspension
    }
  }

  /** After an incident: the markets open again and are quoted afresh at once. */
  private async reopen(ev: EventSim): Promise<void> {
    ev.suspendedUntilMs = null;
    for (const m of ev.markets) {
      await this.o.exchange.reopenMarket(m.marketId);
      m.quotedAt = m.quotedAt.map(() => -1);
      m.lastQuoteMs = -Infinity;
      m.holdUntilMs = -Infinity;
    }
  }

  private quoted(ev: EventSim, nowMs: number): boolean {
    const f = ev.fixture;
    return ev.phase === 'inplay' || (ev.phase === 'upcoming' && (!isRace(f) || f.startMs - nowMs <= RACE_QUOTE_AHEAD_MS));
  }

  private async goInPlay(ev: EventSim): Promise<void> {
    const f = ev.fixture;
    await this.o.exchange.takeInPlay(f.eventId);
    ev.phase = 'inplay';
    // Unmatched orders not kept lapse when a market goes in play; the market maker quotes afresh.
    for (const m of ev.markets) {
      if (m.kind === 'odds') await this.o.exchange.lapseMarket(m.marketId, 'inplay');
      this.quotes.forget(m.marketId);
      m.quotedAt = m.quotedAt.map(() => -1);
      m.holdUntilMs = -Infinity;
      this.o.exchange.touchMarket(m.marketId);
    }
  }

  /** A race's finishing order: the winner first, then the rest drawn by their strengths. */
  private async placeFinishers(m: MarketSim, winner: number, rnd: () => number): Promise<void> {
    const left = m.selectionIds.map((id, i) => ({ id, strength: m.strengths[i]! })).filter((r) => r.id !== winner);
    const order = [winner];
    while (left.length > 0) {
      const probabilities = softmax(left.map((r) => r.strength));
      let r = rnd();
      let at = left.length - 1;
      for (const [i, p] of probabilities.entries()) {
        if (r < p) {
          at = i;
          break;
        }
        r -= p;
      }
      order.push(left.splice(at, 1)[0]!.id);
    }
    await this.o.db.query(
      // a race an operator has already resulted keeps that result alone
      `UPDATE runners r SET finish_position = o.n FROM unnest($2::bigint[]) WITH ORDINALITY AS o(selection_id, n)
        WHERE r.market_id = $1 AND r.selection_id = o.selection_id AND EXISTS (SELECT 1 FROM markets m WHERE m.id = $1 AND m.settled_at IS NULL)`,
      [m.marketId, order],
    );
  }

  /** A market's winner: the final score's where the match has one, else drawn by the runners' fair prices. */
  private winnerOf(ev: EventSim, m: MarketSim): number {
    const f = ev.fixture;
    const end = f.startMs + f.durationMs;
    if (f.kind === 'football') {
      const [home, away] = goalsAt(ev.goals, end);
      if (m.marketType === 'OVER_UNDER_25') return m.selectionIds[home + away > 2 ? 1 : 0]!;
      return m.selectionIds[home > away ? 0 : away > home ? 1 : 2]!;
    }
    if (f.kind === 'tennis') return m.selectionIds[tennisScoreAt(ev.games, end).won[0] === 2 ? 0 : 1]!;
    if (f.kind === 'cricket') {
      const [first, second] = [ev.innings[0]!.runs, ev.innings[1]!.runs];
      if (first !== second) return m.selectionIds[second > first ? 1 : 0]!;
    }
    return drawWinner(m, ev.rnd);
  }

  private async finish(ev: EventSim): Promise<void> {
    const f = ev.fixture;
    if (f.kind === 'cricket') await this.cricket.bowlTo(ev, 2 * BALLS_PER_INNINGS, Infinity);
    else await this.playScore(ev, f.startMs + f.durationMs);
    const winners = new Map<MarketSim, number>();
    for (const m of ev.markets) {
      // a following market has the result of the market it follows (the bookmaker's winner is the match's)
      const winner = m.follows ? m.selectionIds[m.follows.selectionIds.indexOf(winners.get(m.follows)!)]! : this.winnerOf(ev, m);
      winners.set(m, winner);
      if (isRace(f)) await this.placeFinishers(m, winner, ev.rnd);
      await this.o.exchange.settleMarket(m.marketId, winner, 'feed');
      this.quotes.forget(m.marketId);
    }
    await this.o.db.query(`UPDATE events SET status = 'closed' WHERE id = $1`, [f.eventId]);
    ev.phase = 'closed';
    this.o.log?.(`feed: ${f.name} finished`);
  }

  // ---- the market maker --------------------------------------------------------------------------

  /** Re-quotes the odds markets whose fair prices moved, in-play and stalest first, at most MAX_REQUOTES_PER_STEP. */
  private async quoteStalest(nowMs: number): Promise<void> {
    const due: { m: MarketSim; fair: number[]; inplay: boolean }[] = [];
    for (const ev of this.events.values()) {
      if (!this.quoted(ev, nowMs) || ev.suspendedUntilMs !== null) continue;
      for (const m of ev.markets) {
        if (m.kind !== 'odds' || nowMs - m.lastQuoteMs < REQUOTE_EVERY_MS) continue;
        const fair = softmax(m.strengths).map(fairRung);
        if (fair.some((rung, i) => rung !== m.quotedAt[i])) due.push({ m, fair, inplay: ev.phase === 'inplay' });
      }
    }
    // In-play markets first (their prices move fastest and players watch them), then the stalest.
    due.sort((a, b) => Number(b.inplay) - Number(a.inplay) || a.m.lastQuoteMs - b.m.lastQuoteMs || a.m.marketId.localeCompare(b.m.marketId));
    const first = this.firstQuotes;
    this.firstQuotes = false;
    const now = first ? due : due.slice(0, MAX_REQUOTES_PER_STEP);
    for (let i = 0; i < now.length; i += FIRST_QUOTES_TOGETHER) {
      await Promise.all(
        now.slice(i, i + FIRST_QUOTES_TOGETHER).map(({ m, fair, inplay }) => {
          m.lastQuoteMs = nowMs;
          m.quotedAt = fair;
          return this.quoteBook(m, fair, inplay);
        }),
      );
    }
  }

  /**
   * The bookmaker desk: its back percentage follows the fair price, but a quote stands for its hold
   * time unless the fair price moved a real step away from it (or it has none yet).
   */
  private async quoteBookmaker(m: MarketSim, nowMs: number, rnd: () => number): Promise<void> {
    const fair = softmax(m.strengths).map((p) => bookmakerPercent(fairRung(p)));
    // a drift of a point or two never moves the desk's price; past its hold a real move does, and a
    // real step at any time
    if (!fair.some((percent, i) => movedAtAll(m.quotedAt[i]!, percent))) return;
    const realStep = fair.some((percent, i) => movedRealStep(m.quotedAt[i]!, percent));
    if (nowMs < m.holdUntilMs && !realStep) return;
    m.quotedAt = fair;
    m.lastQuoteMs = nowMs;
    m.holdUntilMs = nowMs + BOOKMAKER_HOLD_MS + Math.floor(rnd() * BOOKMAKER_HOLD_SPAN_MS);
    for (const [i, selectionId] of m.selectionIds.entries()) {
      await this.o.db.query('UPDATE runners SET back_percent = $3, lay_percent = $4 WHERE market_id = $1 AND selection_id = $2', [
        m.marketId,
        selectionId,
        fair[i]!,
        fair[i]! + 2,
      ]);
    }
    this.o.exchange.touchMarket(m.marketId);
  }

  /** The market maker's book on a market: lays at the fair rung and below (what players back into), backs above it (what they lay). */
  private async quoteBook(m: MarketSim, fair: number[], inPlay: boolean): Promise<void> {
    const orders: HouseOrder[] = [];
    for (const [i, selectionId] of m.selectionIds.entries()) {
      const rung = fair[i]!;
      for (let k = 0; k < QUOTE_LEVELS; k++) {
        if (rung - k >= 0) orders.push({ selectionId, isBack: false, price: priceAtIndex(rung - k), stakePaise: levelSize(m, k, inPlay, this.quotePaise) });
        if (rung + 1 + k < LADDER_SIZE) orders.push({ selectionId, isBack: true, price: priceAtIndex(rung + 1 + k), stakePaise: levelSize(m, k, inPlay, this.quotePaise) });
      }
    }
    await this.quotes.requote(this.o.exchange, this.marketMaker!, m.marketId, orders, this.o.log);
  }
}

/** A goal or a break: the side it went to (0 or 1) gains `by` in the match odds; a goal moves the over/under towards the overs. */
function jump(markets: readonly MarketSim[], side: 0 | 1, by: number): void {
  for (const m of markets) {
    if (m.follows) continue;
    const i = m.marketType === 'OVER_UNDER_25' ? 1 : side;
    m.strengths[i] = m.strengths[i]! + by;
  }
}
