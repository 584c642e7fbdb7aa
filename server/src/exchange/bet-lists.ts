// A player's bets as the open, settled and unmatched lists read them (bet/openBets, bet/settledBets,
// bet/unmatchedBets), newest first, a page at a time.
import type { Database } from '../store/db';
import { BET_SELECT, type BetRow } from './bet-views';

export type BetListKind = 'open' | 'settled' | 'unmatched';

const STATUS_SQL: Record<BetListKind, string> = {
  open: `b.status = 'open'`,
  settled: `b.status IN ('settled', 'void')`,
  unmatched: `b.status = 'open' AND b.unmatched_paise > 0`,
};

export interface BetListFilter {
  matchId: number | null;
  marketId: string | null;
  /** 1: bets with a matched part, 0: with an unmatched part */
  isMatched: number | null;
  /** ISO times: from (inclusive), to (exclusive) */
  from: string | null;
  to: string | null;
  limit: number;
  page: number;
}

export function playerBets(db: Database, userId: number, kind: BetListKind, f: BetListFilter): Promise<BetRow[]> {
  return db.query<BetRow>(
    `${BET_SELECT}
     WHERE b.user_id = $1 AND ${STATUS_SQL[kind]}
       AND ($2::bigint IS NULL OR e.id = $2) AND ($3::text IS NULL OR b.market_id = $3)
       AND ($4::int IS NULL OR ($4 = 1 AND b.matched_paise > 0) OR ($4 = 0 AND b.unmatched_paise > 0))
       AND ($5::timestamptz IS NULL OR b.created_at >= $5) AND ($6::timestamptz IS NULL OR b.created_at < $6)
     ORDER BY b.id DESC LIMIT $7 OFFSET $8`,
    [userId, f.matchId, f.marketId, f.isMatched, f.from, f.to, f.limit, (f.page - 1) * f.limit],
  );
}
