// A player's positions and exposure as the views read them from the bets (a market's P&L per
// runner, a fancy's open bets). Writing exposure is the exchange core's (exchange/core/):
// the hold account always equals the sum of the player's `exposures` rows.

import {
  marketExposurePaise,
  runnerPositions,
  type FancyBet,
  type MarketKind,
  type RunnerBet,
} from '@khel/shared-kernel/betting';
import type { Sql } from '../store/db';

export { fancyKey, marketKey } from './core/positions';

/** The player's open bets on a market as exposure inputs: each fill at its price, plus what rests. */
export async function runnerBetsOf(tx: Sql, userId: number, marketId: string): Promise<RunnerBet[]> {
  const rows = await tx.query<{ selection_id: number; is_back: boolean; price: number; matched: number; unmatched: number }>(
    `SELECT b.selection_id, b.is_back, f.price, f.stake_paise AS matched, 0::bigint AS unmatched
       FROM bets b JOIN bet_fills f ON f.taker_bet_id = b.id
      WHERE b.user_id = $1 AND b.market_id = $2 AND b.status = 'open' AND b.kind = 'odds'
     UNION ALL
     SELECT b.selection_id, b.is_back, f.price, f.stake_paise, 0
       FROM bets b JOIN bet_fills f ON f.maker_bet_id = b.id
      WHERE b.user_id = $1 AND b.market_id = $2 AND b.status = 'open' AND b.kind = 'odds'
     UNION ALL
     SELECT selection_id, is_back, price, 0, unmatched_paise
       FROM bets WHERE user_id = $1 AND market_id = $2 AND status = 'open' AND unmatched_paise > 0
     UNION ALL
     SELECT selection_id, is_back, price, matched_paise, 0
       FROM bets WHERE user_id = $1 AND market_id = $2 AND status = 'open' AND kind = 'bookmaker'`,
    [userId, marketId],
  );
  return rows.map((r) => ({ selectionId: r.selection_id, isBack: r.is_back, price: r.price, matchedPaise: r.matched, unmatchedPaise: r.unmatched }));
}

export async function selectionIdsOf(tx: Sql, marketId: string): Promise<number[]> {
  const rows = await tx.query<{ selection_id: number }>('SELECT selection_id FROM runners WHERE market_id = $1 ORDER BY sort_order, selection_id', [marketId]);
  return rows.map((r) => r.selection_id);
}

export async function marketPositionOf(tx: Sql, userId: number, marketId: string, kind: MarketKind) {
  const bets = await runnerBetsOf(tx, userId, marketId);
  const selectionIds = await selectionIdsOf(tx, marketId);
  return {
    bets,
    selectionIds,
    exposurePaise: marketExposurePaise(kind, bets, selectionIds),
    /** matched P&L per runner if it wins */
    positions: runnerPositions(kind, bets, selectionIds),
  };
}

export async function fancyBetsOf(tx: Sql, userId: number, fancyId: number): Promise<FancyBet[]> {
  const rows = await tx.query<{ is_back: boolean; line: number; price: number; stake_paise: number }>(
    `SELECT is_back, line, price, stake_paise FROM bets WHERE user_id = $1 AND fancy_id = $2 AND status = 'open'`,
    [userId, fancyId],
  );
  return rows.map((r) => ({ isBack: r.is_back, line: r.line, rate: r.price, stakePaise: r.stake_paise }));
}
