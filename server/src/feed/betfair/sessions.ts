// The house's session lines on a Betfair match, from the cricket score stream: each innings' lines
// (6, 10, 15 and 20 overs of the batting side's runs) open as it starts, are priced from the score
// (moved when an over ends or a wicket falls, 'Ball Running' while a ball is in play) and settle
// at the runs when the innings reaches their overs, or at its total if it ends first.
import type { Exchange } from '../../exchange/exchange';
import type { Database } from '../../store/db';
import { SESSION_OVERS, moveSession, openSession, projectedRuns, sessionId } from '../sessions';
import { inningsOver, scoreOf, type CricketState } from './scores';

interface SessionState {
  fancyId: number;
  innings: number;
  overs: number;
  line: number;
  ballRunning: boolean;
  settled: boolean;
  /** the balls and wickets the line was priced at */
  pricedAt: string;
}

export class BetfairSessions {
  private readonly sessions = new Map<number, SessionState[]>();

  constructor(private readonly o: { db: Database; exchange: Exchange }) {}

  /** The session lines of a score: opened as an innings starts, settled as it reaches their overs (or ends). */
  async settle(s: CricketState): Promise<void> {
    const lines = await this.sessionsOf(s.eventId);
    if (!lines) return; // its market is not listed (yet)
    for (const [at, innings] of s.innings.entries()) {
      if (!innings?.team) continue;
      // the batting side's lines open as its innings starts
      if (!lines.some((l) => l.innings === at)) {
        for (const overs of SESSION_OVERS) {
          if (overs > s.maxOvers) continue;
          const line = projectedRuns(innings, innings.balls, overs);
          const fancyId = await openSession(this.o.db, s.eventId, at, overs, innings.team, line);
          lines.push({ fancyId, innings: at, overs, line, ballRunning: false, settled: false, pricedAt: `${innings.balls}/${innings.wickets}` });
        }
      }
      const over = inningsOver(s, at);
      for (const l of lines) {
        if (l.innings !== at || l.settled) continue;
        // settled at the runs when the innings reaches its overs, or at the innings' total if it ends first
        if (innings.balls >= l.overs * 6 || over) {
          l.settled = true;
          await this.o.exchange.settleFancy(l.fancyId, innings.runs, 'feed');
        }
      }
    }
  }

  /** The event's score as it stands, and its open session lines priced from it ('Ball Running' while a ball is in play). */
  async syncScore(s: CricketState): Promise<void> {
    const lines = await this.sessionsOf(s.eventId);
    if (!lines) return;
    const score = scoreOf(s);
    if (score) await this.o.db.query('UPDATE events SET score = $2 WHERE id = $1', [s.eventId, JSON.stringify(score)]);
    const innings = s.innings[s.current];
    if (!innings) return;
    for (const l of lines) {
      if (l.innings !== s.current || l.settled) continue;
      // the line moves when an over ends or a wicket falls, never mid-over
      const pricedAt = `${innings.balls - (innings.balls % 6)}/${innings.wickets}`;
      const line = pricedAt !== l.pricedAt ? projectedRuns(innings, innings.balls, l.overs) : l.line;
      if (line === l.line && s.ballInPlay === l.ballRunning) continue;
      l.line = line;
      l.pricedAt = pricedAt;
      l.ballRunning = s.ballInPlay;
      await moveSession(this.o.db, l.fancyId, line, s.ballInPlay);
      this.o.exchange.events.emit('fancy', l.fancyId);
    }
  }

  /** The event's session lines as this feed knows them (read once); null while the event is not listed. */
  private async sessionsOf(eventId: number): Promise<SessionState[] | null> {
    let lines = this.sessions.get(eventId);
    if (!lines) {
      const [event] = await this.o.db.query<{ id: number }>('SELECT id FROM events WHERE id = $1', [eventId]);
      if (!event) return null;
      lines = await this.loadSessions(eventId);
      this.sessions.set(eventId, lines);
    }
    return lines;
  }

  private async loadSessions(eventId: number): Promise<SessionState[]> {
    const rows = await this.o.db.query<{ id: number; no_line: number; settled: boolean; game_status: string | null }>(
      'SELECT id, no_line, settled_at IS NOT NULL AS settled, game_status FROM fancies WHERE event_id = $1',
      [eventId],
    );
    return rows.flatMap((r) => {
      const rest = Number(r.id) - eventId * 100;
      const innings = rest >= 50 ? 1 : 0;
      const overs = rest - innings * 50;
      if (sessionId(eventId, innings, overs) !== Number(r.id)) return [];
      return [{ fancyId: Number(r.id), innings, overs, line: r.no_line, ballRunning: r.game_status !== null, settled: r.settled, pricedAt: '' }];
    });
  }
}
