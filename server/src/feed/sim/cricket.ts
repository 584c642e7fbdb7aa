// The simulator's cricket: a T20 match bowled ball by ball, both innings, each with its own session
// lines (6, 10, 15 and 20 overs of the batting side's runs; the first innings' offered before the
// start) that move when an over ends or a wicket falls and settle on the runs at their over.
// 'Ball Running' suspends them only for the last seconds of each delivery.
import type { Exchange } from '../../exchange/exchange';
import type { Database } from '../../store/db';
import { SESSION_OVERS, moveSession, openSession, projectedRuns } from '../sessions';
import type { EventSim, FancySim } from './event';

export const BALLS_PER_INNINGS = 20 * 6;
/** the last seconds of each delivery, when session lines are suspended ('Ball Running') */
const BALL_RUNNING_MS = 4_000;

export class CricketPlay {
  constructor(private readonly o: { db: Database; exchange: Exchange }) {}

  /** The batting side's session lines, opened as its innings starts. */
  async openSessions(ev: EventSim, innings: number): Promise<void> {
    const f = ev.fixture;
    const team = f.runners[innings]!.name;
    // one expected run rate for the innings: its lines rise with their overs, never contradict
    const runRate = 7.5 + ev.rnd() * 1.5;
    for (const overs of SESSION_OVERS) {
      const line = Math.round(overs * runRate);
      const fancyId = await openSession(this.o.db, f.eventId, innings, overs, team, line);
      ev.fancies.push({ fancyId, innings, overs, settled: false, line, ballRunning: false, heldUntilMs: -Infinity, dueRuns: null });
    }
  }

  /**
   * Bowls the match on to ball `due`, one delivery at a time: each innings' sessions open as it
   * starts and settle on the runs at their over (a held line when its hold ends). Returns whether
   * an over ended or a wicket fell.
   */
  async bowlTo(ev: EventSim, due: number, nowMs: number): Promise<{ overEnded: boolean; wicket: boolean }> {
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
        if (fancy.settled || fancy.dueRuns !== null || fancy.innings !== innings || bowled < fancy.overs * 6) continue;
        if (fancy.heldUntilMs > nowMs) fancy.dueRuns = side.runs;
        else await this.settle(fancy, side.runs);
      }
    }
    for (const fancy of ev.fancies) if (fancy.dueRuns !== null && !fancy.settled && fancy.heldUntilMs <= nowMs) await this.settle(fancy, fancy.dueRuns);
    return { overEnded, wicket };
  }

  private async settle(fancy: FancySim, runs: number): Promise<void> {
    fancy.settled = true;
    fancy.dueRuns = null;
    await this.o.exchange.settleFancy(fancy.fancyId, runs, 'feed');
  }

  /**
   * The match is bowled ball by ball as time passes. A session line moves only when an over ends
   * or a wicket falls; it shows 'Ball Running' in the last seconds of each delivery. Returns
   * whether a wicket fell.
   */
  async play(ev: EventSim, nowMs: number): Promise<boolean> {
    const f = ev.fixture;
    const ballMs = f.durationMs / (2 * BALLS_PER_INNINGS);
    const before = ev.balls;
    const { overEnded, wicket } = await this.bowlTo(ev, Math.min(2 * BALLS_PER_INNINGS, Math.floor((nowMs - f.startMs) / ballMs)), nowMs);
    const innings = Math.min(1, Math.floor(ev.balls / BALLS_PER_INNINGS));
    const side = ev.innings[innings]!;
    const bowled = ev.balls - innings * BALLS_PER_INNINGS;
    if (ev.balls !== before) {
      const score = { runs: side.runs, wickets: side.wickets, overs: Math.floor(bowled / 6) + (bowled % 6) / 10, balls: ev.balls, innings: ev.innings };
      await this.o.db.query('UPDATE events SET score = $2 WHERE id = $1', [f.eventId, JSON.stringify(score)]);
    }
    const ballRunning = ev.balls < 2 * BALLS_PER_INNINGS && (nowMs - f.startMs) % ballMs >= ballMs - BALL_RUNNING_MS;
    for (const fancy of ev.fancies) {
      if (fancy.settled || fancy.innings !== innings || fancy.heldUntilMs > nowMs) continue;
      const line = overEnded || wicket || fancy.dueRuns !== null ? projectedRuns(side, bowled, fancy.overs) : fancy.line;
      if (line === fancy.line && ballRunning === fancy.ballRunning) continue;
      fancy.line = line;
      fancy.ballRunning = ballRunning;
      await moveSession(this.o.db, fancy.fancyId, line, ballRunning);
      this.o.exchange.events.emit('fancy', fancy.fancyId);
    }
    return wicket;
  }

  /**
   * Holds a session line of a match in play open and still for `holdMs` (the development helper's
   * request, for end-to-end tests): the batting side's unsettled line with the most overs, out of
   * 'Ball Running'. Returns it, or why there is none.
   */
  async hold(ev: EventSim, nowMs: number, holdMs: number): Promise<FancySim | string> {
    if (ev.fixture.kind !== 'cricket') return 'the match is not a cricket match';
    if (ev.phase !== 'inplay') return 'the match is not in play';
    const innings = Math.min(1, Math.floor(ev.balls / BALLS_PER_INNINGS));
    const open = ev.fancies.filter((x) => x.innings === innings && !x.settled && x.dueRuns === null).sort((a, b) => b.overs - a.overs)[0];
    if (!open) return 'the match has no session line left to hold';
    open.heldUntilMs = nowMs + holdMs;
    if (open.ballRunning) {
      open.ballRunning = false;
      await moveSession(this.o.db, open.fancyId, open.line, false);
      this.o.exchange.events.emit('fancy', open.fancyId);
    }
    return open;
  }
}
