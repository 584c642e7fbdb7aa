// A player's positions and exposure, read from the bets, and the hold that backs them. The hold
// account always equals the sum of the player's `exposures` rows; every change of a row moves the
// difference between cash and hold in the same transaction.

import {
  betAmounts,
  fancyExposurePaise,
  marketExposurePaise,
  runnerPositions,
  type FancyBet,
  type MarketKind,
  type RunnerBet,
} from '@khel/shared-kernel/betting';
import type { Sql } from '../store/db';
import { balanceOf, InsufficientFundsError, playerAccounts, transfer } from '../wallet/ledger';

export { fancyKey, marketKey } from '../domain/exchange/positions';

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

export async function fancyExposureOf(tx: Sql, userId: number, fancyId: number): Promise<number> {
  return fancyExposurePaise(await fancyBetsOf(tx, userId, fancyId));
}

/**
 * Sets the player's exposure on one market or fancy, moving the difference between cash and hold.
 * Throws InsufficientFundsError ('Insufficient balance') when cash cannot cover an increase.
 */
export async function setExposure(tx: Sql, userId: number, positionKey: string, exposurePaise: number): Promise<void> {
  const [row] = await tx.query<{ exposure_paise: number; version: number }>(
    `INSERT INTO exposures (user_id, position_key, exposure_paise) VALUES ($1, $2, 0)
     ON CONFLICT (user_id, position_key) DO UPDATE SET version = exposures.version
     RETURNING exposure_paise, version`,
    [userId, positionKey],
  );
  const before = row!.exposure_paise;
  const delta = exposurePaise - before;
  if (delta === 0) return;
  const accounts = await playerAccounts(tx, userId);
  const version = row!.version + 1;
  await transfer(tx, {
    idempotencyKey: `exposure:${userId}:${positionKey}:${version}`,
    fromAccountId: delta > 0 ? accounts.cash : accounts.hold,
    toAccountId: delta > 0 ? accounts.hold : accounts.cash,
    amountPaise: Math.abs(delta),
    kind: delta > 0 ? 'bet_hold' : 'bet_release',
    reference: positionKey,
  });
  await tx.query('UPDATE exposures SET exposure_paise = $3, version = $4 WHERE user_id = $1 AND position_key = $2', [
    userId,
    positionKey,
    exposurePaise,
    version,
  ]);
}

export async function exposureOf(tx: Sql, userId: number, positionKey: string): Promise<number> {
  const rows = await tx.query<{ exposure_paise: number }>('SELECT exposure_paise FROM exposures WHERE user_id = $1 AND position_key = $2', [userId, positionKey]);
  return rows[0]?.exposure_paise ?? 0;
}

/** Refuses (InsufficientFundsError) when cash cannot cover raising this position's exposure. */
export async function assertAffordable(tx: Sql, userId: number, positionKey: string, exposurePaise: number): Promise<void> {
  const increase = exposurePaise - (await exposureOf(tx, userId, positionKey));
  if (increase <= 0) return;
  const { cash } = await playerAccounts(tx, userId);
  if ((await balanceOf(tx, cash)) < increase) throw new InsufficientFundsError();
}

/** Serialises a player's bets across markets: every bet transaction locks the cash row first. */
export async function lockPlayer(tx: Sql, userId: number): Promise<void> {
  const { cash } = await playerAccounts(tx, userId);
  await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [cash]);
}

