// A match as its TV page, match centre and limits read it (beyond the catalog's lists): its name,
// state, score and whether it has live TV; the stake limits over its markets; a player's fancy
// exposures on it; its markets for the team positions.
import type { Database } from '../store/db';

export type MatchInfo = {
  id: number;
  name: string;
  sport_id: number;
  status: string;
  score: unknown;
  has_tv: boolean;
};

export async function matchInfo(db: Database, matchId: number): Promise<MatchInfo | undefined> {
  const [e] = await db.query<MatchInfo>('SELECT id, name, sport_id, status, score, has_tv FROM events WHERE id = $1', [matchId]);
  return e;
}

/** The match's stake limits over its markets (paise); null when it has no markets. */
export async function matchStakeLimits(db: Database, matchId: number): Promise<{ min: number; max: number; profit: number } | null> {
  const [m] = await db.query<{ min: number | null; max: number; profit: number }>(
    `SELECT min(min_stake_paise)::bigint AS min, max(max_stake_paise)::bigint AS max, max(max_profit_paise)::bigint AS profit
     FROM markets WHERE event_id = $1`,
    [matchId],
  );
  return !m || m.min === null ? null : { min: m.min, max: m.max, profit: m.profit };
}

/** The player's exposure (paise) on each fancy of the match that has one. */
export function fancyExposures(db: Database, userId: number, matchId: number): Promise<Array<{ fancy_id: number; exposure_paise: number }>> {
  return db.query<{ fancy_id: number; exposure_paise: number }>(
    `SELECT f.id AS fancy_id, x.exposure_paise FROM fancies f
     JOIN exposures x ON x.position_key = 'f:' || f.id AND x.user_id = $1 WHERE f.event_id = $2`,
    [userId, matchId],
  );
}

/** One market, or every market of a match, in the match's order. */
export function marketsFor(db: Database, which: { marketId: string } | { matchId: number }): Promise<Array<{ id: string; kind: 'odds' | 'bookmaker' }>> {
  return 'marketId' in which
    ? db.query(`SELECT id, kind FROM markets WHERE id = $1 ORDER BY sort_order, id`, [which.marketId])
    : db.query(`SELECT id, kind FROM markets WHERE event_id = $1 ORDER BY sort_order, id`, [which.matchId]);
}
