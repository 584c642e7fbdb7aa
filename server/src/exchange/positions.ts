// A player's positions and exposure as the views read them from the bets (a market's P&L per
// runner, a fancy's open bets). Writing exposure is the exchange core's (exchange/core/):
// the hold account always equals the sum of the player's `exposures` rows.

import type { FancyBet, MarketKind } from '@khel/shared-kernel/betting';
import type { Sql } from '../store/db';
import { MarketPositions } from './core/positions';
import { readPieces, readRemovals } from './store/core-reads';

export { fancyKey, marketKey } from './core/positions';

export async function selectionIdsOf(tx: Sql, marketId: string): Promise<number[]> {
  const rows = await tx.query<{ selection_id: number }>('SELECT selection_id FROM runners WHERE market_id = $1 ORDER BY sort_order, selection_id', [marketId]);
  return rows.map((r) => r.selection_id);
}

/**
 * The player's position on a market as settlement would pay it: built by the exchange core's own
 * positions (core/positions.ts) from the player's bets and the market's removed runners, so a
 * non-runner's bets are void (its row reads 0: it cannot win) and each fill matched before a
 * removal counts at its reduced price (core/reductions.ts), as the hold and the settlement do.
 */
export async function marketPositionOf(tx: Sql, userId: number, marketId: string, kind: MarketKind) {
  const pieces = await readPieces(tx, marketId, userId);
  const selectionIds = await selectionIdsOf(tx, marketId);
  const { removals, reduction } = await readRemovals(tx, marketId);
  const core = MarketPositions.restore({ marketId, kind, selectionIds, pieces, held: [], removals, reduction });
  return {
    selectionIds,
    exposurePaise: core.exposureOf(userId),
    /** matched P&L per runner if it wins */
    positions: core.matchedPositions(userId),
  };
}

export async function fancyBetsOf(tx: Sql, userId: number, fancyId: number): Promise<FancyBet[]> {
  const rows = await tx.query<{ is_back: boolean; line: number; price: number; stake_paise: number }>(
    `SELECT is_back, line, price, stake_paise FROM bets WHERE user_id = $1 AND fancy_id = $2 AND status = 'open'`,
    [userId, fancyId],
  );
  return rows.map((r) => ({ isBack: r.is_back, line: r.line, rate: r.price, stakePaise: r.stake_paise }));
}
