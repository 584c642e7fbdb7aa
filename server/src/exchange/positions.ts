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

export const marketKey = (marketId: string) => `m:${marketId}`;
export const fancyKey = (fancyId: number) => `f:${fancyId}`;

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

// ---- in memory, beside the books ---------------------------------------------------------------

/** One priced stake on a runner: a fill, a resting remainder or a bookmaker bet. */
export interface Piece {
  selectionId: number;
  isBack: boolean;
  price: number;
  paise: number;
}

/** A player's position on one market, per runner in the market's order, and what the hold has. */
export interface PlayerPosition {
  /** matched P&L if runner i wins */
  matched: number[];
  /** the losses unmatched stakes could still add if runner i wins (≤ 0) */
  unmatched: number[];
  /** the exposures row: what the hold account holds for this market, and its change count */
  heldPaise: number;
  version: number;
}

/**
 * Every player's position on one odds or bookmaker market, kept as sums per runner so a bet
 * changes it in O(runners): the same arithmetic as `runnerPositions`/`marketExposurePaise` (each
 * piece rounded on its own), so exposure equals a recomputation from the bets and fills.
 */
export class MarketPositions {
  private readonly index = new Map<number, number>();
  private readonly players = new Map<number, PlayerPosition>();

  constructor(
    readonly marketId: string,
    readonly kind: MarketKind,
    readonly selectionIds: readonly number[],
  ) {
    selectionIds.forEach((id, i) => this.index.set(id, i));
  }

  /** Loads a market's positions from its open bets, fills and exposure rows. */
  static async load(tx: Sql, marketId: string, kind: MarketKind): Promise<MarketPositions> {
    const positions = new MarketPositions(marketId, kind, await selectionIdsOf(tx, marketId));
    const pieces = await tx.query<{ user_id: number; selection_id: number; is_back: boolean; price: number; paise: number; matched: boolean }>(
      `SELECT b.user_id, b.selection_id, b.is_back, f.price, f.stake_paise AS paise, true AS matched
         FROM bets b JOIN bet_fills f ON f.taker_bet_id = b.id
        WHERE b.market_id = $1 AND b.status = 'open' AND b.kind = 'odds'
       UNION ALL
       SELECT b.user_id, b.selection_id, b.is_back, f.price, f.stake_paise, true
         FROM bets b JOIN bet_fills f ON f.maker_bet_id = b.id
        WHERE b.market_id = $1 AND b.status = 'open' AND b.kind = 'odds'
       UNION ALL
       SELECT user_id, selection_id, is_back, price, unmatched_paise, false
         FROM bets WHERE market_id = $1 AND status = 'open' AND unmatched_paise > 0
       UNION ALL
       SELECT user_id, selection_id, is_back, price, matched_paise, true
         FROM bets WHERE market_id = $1 AND status = 'open' AND kind = 'bookmaker'`,
      [marketId],
    );
    for (const p of pieces) {
      const piece = { selectionId: p.selection_id, isBack: p.is_back, price: p.price, paise: p.paise };
      if (p.matched) positions.addMatched(p.user_id, piece);
      else positions.addUnmatched(p.user_id, piece);
    }
    const held = await tx.query<{ user_id: number; exposure_paise: number; version: number }>(
      'SELECT user_id, exposure_paise, version FROM exposures WHERE position_key = $1',
      [marketKey(marketId)],
    );
    for (const h of held) {
      const p = positions.player(h.user_id);
      p.heldPaise = h.exposure_paise;
      p.version = h.version;
    }
    return positions;
  }

  has(selectionId: number): boolean {
    return this.index.has(selectionId);
  }

  player(userId: number): PlayerPosition {
    let p = this.players.get(userId);
    if (!p) {
      const n = this.selectionIds.length;
      this.players.set(userId, (p = { matched: new Array<number>(n).fill(0), unmatched: new Array<number>(n).fill(0), heldPaise: 0, version: 0 }));
    }
    return p;
  }

  /** Adds (sign 1) or removes (sign −1) a matched piece. */
  addMatched(userId: number, piece: Piece, sign: 1 | -1 = 1): void {
    const p = this.player(userId);
    const { ifWins, ifLoses } = this.outcomes(piece);
    const at = this.indexOf(piece.selectionId);
    for (let i = 0; i < p.matched.length; i++) p.matched[i]! += sign * (i === at ? ifWins : ifLoses);
  }

  /** Adds (sign 1) or removes (sign −1) an unmatched piece: only its losses count. */
  addUnmatched(userId: number, piece: Piece, sign: 1 | -1 = 1): void {
    if (piece.paise === 0) return;
    const p = this.player(userId);
    const { ifWins, ifLoses } = this.outcomes(piece);
    const at = this.indexOf(piece.selectionId);
    for (let i = 0; i < p.unmatched.length; i++) p.unmatched[i]! += sign * Math.min(0, i === at ? ifWins : ifLoses);
  }

  /** Worst-case loss (≥ 0) over the runners, counting unmatched stakes. */
  exposureOf(userId: number): number {
    const p = this.players.get(userId);
    if (!p) return 0;
    let worst = 0;
    for (let i = 0; i < p.matched.length; i++) worst = Math.min(worst, p.matched[i]! + p.unmatched[i]!);
    return worst === 0 ? 0 : -worst;
  }

  /** The exposure if these pieces were added, unmatched (the most a new order can need) or matched. */
  exposureWith(userId: number, extra: readonly Piece[], asMatched = false): number {
    const p = this.player(userId);
    const totals = p.matched.map((m, i) => m + p.unmatched[i]!);
    for (const piece of extra) {
      const { ifWins, ifLoses } = this.outcomes(piece);
      const at = this.indexOf(piece.selectionId);
      for (let i = 0; i < totals.length; i++) {
        const pnl = i === at ? ifWins : ifLoses;
        totals[i]! += asMatched ? pnl : Math.min(0, pnl);
      }
    }
    const worst = Math.min(0, ...totals);
    return worst === 0 ? 0 : -worst;
  }

  /** The best matched P&L over the runners if these pieces were matched in full (max-profit rule). */
  bestCaseWithMatched(userId: number, extra: readonly Piece[]): number {
    const totals = [...this.player(userId).matched];
    for (const piece of extra) {
      const { ifWins, ifLoses } = this.outcomes(piece);
      const at = this.indexOf(piece.selectionId);
      for (let i = 0; i < totals.length; i++) totals[i]! += i === at ? ifWins : ifLoses;
    }
    return Math.max(0, ...totals);
  }

  /** Matched P&L per runner if it wins (cash-out reads it). */
  matchedPositions(userId: number): Map<number, number> {
    const p = this.players.get(userId);
    return new Map(this.selectionIds.map((id, i) => [id, p?.matched[i] ?? 0]));
  }

  private indexOf(selectionId: number): number {
    const at = this.index.get(selectionId);
    if (at === undefined) throw new Error(`selection ${selectionId} is not a runner of market ${this.marketId}`);
    return at;
  }

  /** The piece's P&L if its runner wins and if it loses. */
  private outcomes(piece: Piece): { ifWins: number; ifLoses: number } {
    const { profitPaise, liabilityPaise } = betAmounts(this.kind, piece.isBack, piece.paise, piece.price);
    return piece.isBack ? { ifWins: profitPaise, ifLoses: -liabilityPaise } : { ifWins: -liabilityPaise, ifLoses: profitPaise };
  }
}
