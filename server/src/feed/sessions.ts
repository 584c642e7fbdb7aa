// The house's cricket session lines, for every feed: `N over runs TEAM` for 6, 10, 15 and 20 overs
// of each innings, the batting side's runs when its innings reaches N overs (or its total, if the
// innings ends first). Priced by one model from the score; shown 'Ball Running' (closed to bets)
// while a delivery is under way.
import type { Sql } from '../store/db';

/** session lines per innings: the batting side's runs at these overs (20: the whole innings) */
export const SESSION_OVERS = [6, 10, 15, 20] as const;
/** a session's fancy id: the event's id × 100, plus 50 for the second innings, plus its overs */
export const sessionId = (eventId: number, innings: number, overs: number): number => eventId * 100 + innings * 50 + overs;

/** A session line: runs so far plus the rest of its overs at a rate between the innings' and par (8), less for wickets. */
export function projectedRuns(side: { runs: number; wickets: number }, bowled: number, overs: number): number {
  const PAR_BALLS = 36;
  const ratePerBall = (side.runs + (8 / 6) * PAR_BALLS) / (bowled + PAR_BALLS);
  const left = Math.max(0, overs * 6 - bowled);
  return side.runs + Math.round(left * ratePerBall * (1 - side.wickets * 0.04));
}

/** Writes a session line (once): its No line, Yes one run above, both at evens. */
export async function openSession(db: Sql, eventId: number, innings: number, overs: number, team: string, line: number): Promise<number> {
  const fancyId = sessionId(eventId, innings, overs);
  await db.query(
    `INSERT INTO fancies (id, event_id, name, category, sort_order, no_line, no_rate, yes_line, yes_rate)
     VALUES ($1, $2, $3, 1, $4, $5, 100, $6, 100) ON CONFLICT (id) DO NOTHING`,
    [fancyId, eventId, `${overs} over runs ${team}`, innings * 100 + overs, line, line + 1],
  );
  return fancyId;
}

/** Moves a session line and its 'Ball Running' state (an open line only). */
export async function moveSession(db: Sql, fancyId: number, line: number, ballRunning: boolean): Promise<void> {
  await db.query('UPDATE fancies SET no_line = $2, yes_line = $2 + 1, game_status = $3 WHERE id = $1 AND settled_at IS NULL', [
    fancyId,
    line,
    ballRunning ? 'Ball Running' : null,
  ]);
}
