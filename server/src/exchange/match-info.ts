// A match as its TV page, match centre and limits read it (beyond the catalog's lists): its name,
// state, score and whether it has live TV; the stake limits over its markets; a player's fancy
// exposures on it; its markets for the team positions.
import { FULL_SHARE_BPS, houseShareOf } from '../domain/order-book';
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

/**
 * The match's stake limits over its markets (paise) as a host with this liquidity factor sees them;
 * null when it has no markets. The max stake is the largest of the markets' own as the host's market
 * wire and bet check have them: a bookmaker market's scaled by the factor, rounded down.
 */
export async function matchStakeLimits(db: Database, matchId: number, houseShareBps = FULL_SHARE_BPS): Promise<{ min: number; max: number; profit: number } | null> {
  const [m] = await db.query<{ min: number | null; exchange_max: number | null; bookmaker_max: number | null; profit: number }>(
    `SELECT min(min_stake_paise)::bigint AS min, max(max_profit_paise)::bigint AS profit,
            max(max_stake_paise) FILTER (WHERE kind <> 'bookmaker')::bigint AS exchange_max,
            max(max_stake_paise) FILTER (WHERE kind = 'bookmaker')::bigint AS bookmaker_max
     FROM markets WHERE event_id = $1`,
    [matchId],
  );
  if (!m || m.min === null) return null;
  return { min: m.min, max: Math.max(m.exchange_max ?? 0, houseShareOf(m.bookmaker_max ?? 0, houseShareBps)), profit: m.profit };
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
