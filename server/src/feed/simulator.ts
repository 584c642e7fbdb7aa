// The built-in market-data source: a deterministic simulator. From a seed it lists a calendar of
// fixtures (feed/calendar.ts), writes them to the catalog, moves each runner's price as a random
// walk, takes events in play and to a result, and settles them through the exchange. Its market
// maker is an ordinary account placing ordinary orders 3 levels deep on both sides of every
// runner, so players match real orders and real money moves.
//
// It quotes like a real desk, so a player who bets on a standing quote is normally accepted after
// the bet delay: bookmaker quotes hold for 20–60 s of feed time unless the fair price moves a real
// step, and follow the match odds' fair price (one price for the match, so the two markets never
// contradict each other, and one result); cricket is played ball by ball, both innings, each with its
// own session lines (6, 10, 15 and 20 overs of the batting side's runs; the first innings' offered
// before the start) that move when an over ends or a wicket falls and settle on the runs at their over; "Ball Running" suspends them only for the last seconds of each delivery. In-play incidents (a
// wicket, a goal, a break of serve) suspend an event's markets for a few seconds, which lapses the
// unmatched orders that were not kept.
//
// Time is passed in: `step(nowMs)` advances to `nowMs`; `start()` calls it at real-time pace
// forever; tests call `step` with an explicit clock to fast-forward.

import { LADDER_SIZE, ladderIndex, priceAtIndex, snapDown } from '@khel/shared-kernel/betting';
import type { Exchange } from '../exchange/exchange';
import type { Database } from '../store/db';
import { marketMakerUserId } from '../wallet/ledger';
import { fixturesAround, type Fixture } from './calendar';
import { prng, seedOf } from './random';
import { StepLoop, type MarketFeed } from './port';
import { requote, type HouseOrder } from './house';
import { SESSION_OVERS, moveSession, openSession, projectedRuns } from './sessions';

export type { MarketFeed } from './port';

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
/** a bookmaker quote stands at least this long (plus up to the span, drawn per quote) ... */
const BOOKMAKER_HOLD_MS = 20_000;
const BOOKMAKER_HOLD_SPAN_MS = 40_000;
/** ... unless the fair price moves this far from it: a percentage of the quote, at least a few points */
const BOOKMAKER_STEP_PERCENT = 15;
const BOOKMAKER_STEP_MIN_POINTS = 5;
const BALLS_PER_INNINGS = 20 * 6;
/** the last seconds of each delivery, when session lines are suspended ('Ball Running') */
const BALL_RUNNING_MS = 4_000;
/** an incident suspends the event's markets this long (plus up to the span) */
const INCIDENT_SUSPEND_MS = 8_000;
const INCIDENT_SUSPEND_SPAN_MS = 8_000;
/** incidents per minute in play (cricket's are its wickets) */
const INCIDENTS_PER_MINUTE: Partial<Record<Fixture['kind'], number>> = { football: 2.5 / 90, tennis: 1 / 15 };
const REQUOTE_EVERY_MS = 10_000;
/**
 * Re-quoting a market is a cancel plus six orders per runner through the single writer (the orders
 * go together, in one group-commit batch); a bound per step keeps the market maker from crowding
 * out players' bets. In-play markets go first, then the stalest.
 */
const MAX_REQUOTES_PER_STEP = 3;
/**
 * the market maker quotes races this close to their start, or running; matches it quotes from the
 * moment they are listed (a listed match with no price reads as a dead market to a player)
 */
const RACE_QUOTE_AHEAD_MS = 30 * 60_000;
const isRace = (f: Fixture) => f.kind === 'horse' || f.kind === 'greyhound';

interface MarketSim {
  marketId: string;
  kind: 'odds' | 'bookmaker';
  marketType: string;
  /** logit strengths per runner; the probabilities are their softmax */
  strengths: number[];
  /**
   * the market whose fair price and result this one takes (the bookmaker follows the match odds):
   * never walked on its own, its strengths are pulled towards that market's each step
   */
  follows: MarketSim | null;
  selectionIds: number[];
  /** what each runner was last quoted at: a ladder rung (odds), a back percentage (bookmaker); -1 none */
  quotedAt: number[];
  lastQuoteMs: number;
  /** bookmaker: the quote stands until then unless the price moves a real step */
  holdUntilMs: number;
}

interface FancySim {
  fancyId: number;
  /** 0 or 1: the innings whose runs it is on */
  innings: number;
  overs: number;
  settled: boolean;
  /** the No line as last written (Yes is one more) */
  line: number;
  ballRunning: boolean;
}

interface EventSim {
  fixture: Fixture;
  phase: 'upcoming' | 'inplay' | 'closed';
  rnd: () => number;
  markets: MarketSim[];
  fancies: FancySim[];
  /** cricket: each innings' runs and wickets so far */
  innings: Array<{ runs: number; wickets: number }>;
  /** balls bowled in the match: the first innings' then the second's */
  balls: number;
  lastStepMs: number;
  /** an incident's suspension ends then; null when the markets are open */
  suspendedUntilMs: number | null;
}

export class FeedSimulator implements MarketFeed {
  private readonly events = new Map<number, EventSim>();
  private readonly loop: StepLoop;
  private marketMaker: number | null = null;
  private readonly quotePaise: number;

  constructor(private readonly o: SimulatorOptions) {
    this.quotePaise = o.quotePaise ?? 100_000;
    this.loop = new StepLoop((now) => this.step(now), o.now, o.log);
  }

  start(intervalMs = 2_000): void {
    this.loop.start(intervalMs);
  }

  async stop(): Promise<void> {
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
    await this.quoteStalest(nowMs);
  }

  // ---- catalog ---------------------------------------------------------------------------------

  /** Writes a fixture's catalog rows (once) and its simulation state. */
  private async list(f: Fixture, nowMs: number): Promise<void> {
    const rnd = prng(seedOf(this.o.seed, f.eventId));
    const markets = marketsOf(f, rnd);
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
      return { fancyId: r.id, innings, overs: (r.id % 100) - innings * 50, settled: r.settled_at !== null, line: r.no_line, ballRunning: r.game_status !== null };
    });
    const score = lastScore ?? {};
    this.events.set(f.eventId, {
      fixture: f,
      phase: status,
      rnd,
      markets,
      fancies,
      innings: [0, 1].map((i) => ({ runs: score.innings?.[i]?.runs ?? 0, wickets: score.innings?.[i]?.wickets ?? 0 })),
      balls: score.balls ?? 0,
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
    if (f.kind === 'cricket' && ev.phase === 'upcoming' && ev.fancies.length === 0) await this.openSessions(ev, 0);
    if (inplay) {
      if (ev.suspendedUntilMs !== null && nowMs >= ev.suspendedUntilMs) await this.reopen(ev);
      const wicket = f.kind === 'cricket' && (await this.playCricket(ev, nowMs));
      const rate = INCIDENTS_PER_MINUTE[f.kind] ?? 0;
      const incident = wicket || (rate > 0 && ev.rnd() < 1 - Math.exp((-rate * Math.max(0, nowMs - ev.lastStepMs)) / 60_000));
      if (incident && ev.suspendedUntilMs === null) await this.suspend(ev, nowMs);
    }
    ev.lastStepMs = nowMs;
    if (ev.suspendedUntilMs === null && this.quoted(ev, nowMs)) {
      for (const m of ev.markets) if (m.kind === 'bookmaker') await this.quoteBookmaker(m, nowMs, ev.rnd);
    }
  }

  /** A wicket, a goal, a break: the event's markets suspend for a few seconds and prices jump. */
  private async suspend(ev: EventSim, nowMs: number): Promise<void> {
    ev.suspendedUntilMs = nowMs + INCIDENT_SUSPEND_MS + Math.floor(ev.rnd() * INCIDENT_SUSPEND_SPAN_MS);
    for (const m of ev.markets) {
      if (m.follows) follow(m, m.follows, 1); // the desk re-prices the incident at once
      else {
        const i = Math.floor(ev.rnd() * m.strengths.length);
        m.strengths[i] = m.strengths[i]! + (ev.rnd() - 0.5) * 1.2;
      }
      await this.o.exchange.suspendMarket(m.marketId);
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

  private async finish(ev: EventSim): Promise<void> {
    const f = ev.fixture;
    const winners = new Map<MarketSim, number>();
    for (const m of ev.markets) {
      // a following market has the result of the market it follows (the bookmaker's winner is the match's)
      const winner = m.follows ? m.selectionIds[m.follows.selectionIds.indexOf(winners.get(m.follows)!)]! : drawWinner(m, ev.rnd);
      winners.set(m, winner);
      if (isRace(f)) await this.placeFinishers(m, winner, ev.rnd);
      await this.o.exchange.settleMarket(m.marketId, winner, 'feed');
    }
    if (f.kind === 'cricket') await this.bowlTo(ev, 2 * BALLS_PER_INNINGS);
    await this.o.db.query(`UPDATE events SET status = 'closed' WHERE id = $1`, [f.eventId]);
    ev.phase = 'closed';
    this.o.log?.(`feed: ${f.name} finished`);
  }

  // ---- cricket sessions --------------------------------------------------------------------------

  /** The batting side's session lines, opened as its innings starts. */
  private async openSessions(ev: EventSim, innings: number): Promise<void> {
    const f = ev.fixture;
    const team = f.runners[innings]!.name;
    // one expected run rate for the innings: its lines rise with their overs, never contradict
    const runRate = 7.5 + ev.rnd() * 1.5;
    for (const overs of SESSION_OVERS) {
      const line = Math.round(overs * runRate);
      const fancyId = await openSession(this.o.db, f.eventId, innings, overs, team, line);
      ev.fancies.push({ fancyId, innings, overs, settled: false, line, ballRunning: false });
    }
  }

  /**
   * Bowls the match on to ball `due`, one delivery at a time: each innings' sessions open as it
   * starts and settle on the runs at their over. Returns whether an over ended or a wicket fell.
   */
  private async bowlTo(ev: EventSim, due: number): Promise<{ overEnded: boolean; wicket: boolean }> {
    let overEnded = false;
    let wicket = false;
    for (;;) {
      const innings = Math.min(1, Math.floor(ev.balls / BALLS_PER_INNINGS));
      if (ev.balls < 2 * BALLS_PER_INNINGS && !ev.fancies.some((x) => x.innings === innings)) await this.openSessions(ev, innings);
      if (ev.balls >= due) break;
      const side = ev.innings[innings]!;
      const r = ev.rnd();
      side.runs += r < 0.35 ? 0 : r < 0.7 ? 1 : r < 0.8 ? 2 : r < 0.82 ? 3 : r < 0.94 ? 4 : 6;
      if (side.wickets < 10 && ev.rnd() < 0.04) {
        side.wickets += 1;
        wicket = true;
      }
      ev.balls += 1;
      overEnded ||= ev.balls % 6 === 0;
      const bowled = ev.balls - innings * BALLS_PER_INNINGS;
      for (const fancy of ev.fancies) {
        if (fancy.settled || fancy.innings !== innings || bowled < fancy.overs * 6) continue;
        fancy.settled = true;
        await this.o.exchange.settleFancy(fancy.fancyId, side.runs, 'feed');
      }
    }
    return { overEnded, wicket };
  }

  /**
   * The match is bowled ball by ball as time passes. A session line moves only when an over ends
   * or a wicket falls; it shows 'Ball Running' in the last seconds of each delivery. Returns
   * whether a wicket fell.
   */
  private async playCricket(ev: EventSim, nowMs: number): Promise<boolean> {
    const f = ev.fixture;
    const ballMs = f.durationMs / (2 * BALLS_PER_INNINGS);
    const before = ev.balls;
    const { overEnded, wicket } = await this.bowlTo(ev, Math.min(2 * BALLS_PER_INNINGS, Math.floor((nowMs - f.startMs) / ballMs)));
    const innings = Math.min(1, Math.floor(ev.balls / BALLS_PER_INNINGS));
    const side = ev.innings[innings]!;
    const bowled = ev.balls - innings * BALLS_PER_INNINGS;
    if (ev.balls !== before) {
      const score = { runs: side.runs, wickets: side.wickets, overs: Math.floor(bowled / 6) + (bowled % 6) / 10, balls: ev.balls, innings: ev.innings };
      await this.o.db.query('UPDATE events SET score = $2 WHERE id = $1', [f.eventId, JSON.stringify(score)]);
    }
    const ballRunning = ev.balls < 2 * BALLS_PER_INNINGS && (nowMs - f.startMs) % ballMs >= ballMs - BALL_RUNNING_MS;
    for (const fancy of ev.fancies) {
      if (fancy.settled || fancy.innings !== innings) continue;
      const line = overEnded || wicket ? projectedRuns(side, bowled, fancy.overs) : fancy.line;
      if (line === fancy.line && ballRunning === fancy.ballRunning) continue;
      fancy.line = line;
      fancy.ballRunning = ballRunning;
      await moveSession(this.o.db, fancy.fancyId, line, ballRunning);
      this.o.exchange.events.emit('fancy', fancy.fancyId);
    }
    return wicket;
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
    for (const { m, fair } of due.slice(0, MAX_REQUOTES_PER_STEP)) {
      m.lastQuoteMs = nowMs;
      m.quotedAt = fair;
      await this.quoteBook(m, fair);
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
  private async quoteBook(m: MarketSim, fair: number[]): Promise<void> {
    const orders: HouseOrder[] = [];
    for (const [i, selectionId] of m.selectionIds.entries()) {
      const rung = fair[i]!;
      for (let k = 0; k < QUOTE_LEVELS; k++) {
        if (rung - k >= 0) orders.push({ selectionId, isBack: false, price: priceAtIndex(rung - k), stakePaise: this.quotePaise });
        if (rung + 1 + k < LADDER_SIZE) orders.push({ selectionId, isBack: true, price: priceAtIndex(rung + 1 + k), stakePaise: this.quotePaise });
      }
    }
    await requote(this.o.exchange, this.marketMaker!, m.marketId, orders, this.o.log);
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
  const market = (n: number, kind: MarketSim['kind'], marketType: string, selectionIds: number[], follows: MarketSim | null = null): MarketSim => ({
    marketId: `1.${f.eventId * 10 + n}`,
    kind,
    marketType,
    selectionIds,
    strengths: follows ? [...follows.strengths] : selectionIds.map(() => (rnd() - 0.5) * 2),
    follows,
    quotedAt: selectionIds.map(() => -1),
    lastQuoteMs: -Infinity,
    holdUntilMs: -Infinity,
  });
  const ids = f.runners.map((r) => r.selectionId);
  switch (f.kind) {
    case 'cricket': {
      // the bookmaker desk prices the same match: its quotes follow the match odds' fair price
      const matchOdds = market(0, 'odds', 'MATCH_ODDS', ids);
      return [matchOdds, market(1, 'bookmaker', 'BOOKMAKER', ids, matchOdds)];
    }
    case 'football':
      return [market(0, 'odds', 'MATCH_ODDS', ids), market(2, 'odds', 'OVER_UNDER_25', [f.eventId * 10 + 7, f.eventId * 10 + 8])];
    case 'horse':
    case 'greyhound':
      return [market(0, 'odds', 'WIN', ids)];
    default:
      return [market(0, 'odds', 'MATCH_ODDS', ids)];
  }
}

/** A winner drawn by the runners' fair probabilities. */
function drawWinner(m: MarketSim, rnd: () => number): number {
  let r = rnd();
  for (const [i, p] of softmax(m.strengths).entries()) {
    if (r < p) return m.selectionIds[i]!;
    r -= p;
  }
  return m.selectionIds[m.selectionIds.length - 1]!;
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

/** The house's back percentage at a fair ladder rung: 3% under the fair odds (45 → 1.45). */
function bookmakerPercent(rung: number): number {
  return Math.max(1, Math.floor(((priceAtIndex(rung) - 100) * 97) / 100));
}

/** the desk re-quotes past its hold only when the fair price is this far off: a percentage of the quote, at least a few points */
const BOOKMAKER_MOVE_PERCENT = 5;
const BOOKMAKER_MOVE_MIN_POINTS = 2;

function movedAtAll(quoted: number, fair: number): boolean {
  if (quoted < 0) return true;
  return Math.abs(fair - quoted) * 100 >= Math.max(BOOKMAKER_MOVE_MIN_POINTS * 100, quoted * BOOKMAKER_MOVE_PERCENT);
}

function movedRealStep(quoted: number, fair: number): boolean {
  if (quoted < 0) return true;
  return Math.abs(fair - quoted) * 100 >= Math.max(BOOKMAKER_STEP_MIN_POINTS * 100, quoted * BOOKMAKER_STEP_PERCENT);
}

/**
 * A following market's strengths move this share of the way to its leader's each step: the desk
 * follows the exchange's fair price without copying its tick-by-tick noise (its quotes stay put).
 */
const FOLLOW_RATE = 0.05;

function follow(m: MarketSim, leader: MarketSim, rate: number): void {
  for (let i = 0; i < m.strengths.length; i++) m.strengths[i] = m.strengths[i]! + (leader.strengths[i]! - m.strengths[i]!) * rate;
}

function walk(m: MarketSim, rnd: () => number, volatility: number): void {
  for (let i = 0; i < m.strengths.length; i++) m.strengths[i] = m.strengths[i]! + (rnd() - 0.5) * volatility;
}
