// What a group-commit batch of exchange commands changes, as rows for the store to write in one
// statement: bets inserted, updated and settled, fills, exposure rows, the ledger transfers that
// follow them (between each player's cash and hold, and at settlement between the player and
// their operator's house), markets and fancies closed on their result, and what happened to whose
// bets (the order streams, published once the batch is on disk). Pure data: the exchange core
// records here, the store (`../store/write-batch.ts`) writes it.

import type { MarketKind } from '@khel/shared-kernel/betting';
import type { OrderChange } from '@khel/shared-kernel/contract';
import type { Fill } from '../../domain/order-book';
import type { OrderRow } from './books';

/**
 * A bet row as the batch inserts it: an exchange order (resting or not), a bookmaker bet, or a
 * fancy bet (no market or selection: its fancy, its line, and its rate as the price).
 */
export interface BetRow extends OrderRow {
  kind: MarketKind;
  clientRef: string | null;
  isCashOut: boolean;
  fancyId?: number;
  line?: number;
}

export interface FillRow extends Fill {
  marketId: string;
  selectionId: number;
}

export interface ExposureRow {
  userId: number;
  key: string;
  paise: number;
  version: number;
}

/** Which account of a move: the player's cash or hold, or the house of the player's operator. */
export type MoveAccount = 'cash' | 'hold' | 'house';

/**
 * A ledger transfer of one player's money: between their own cash and hold (bet_hold: cash → hold,
 * bet_release: hold → cash), or at settlement with their operator's house (bet_win, bet_loss,
 * bet_commission).
 */
export interface LedgerMove {
  userId: number;
  idempotencyKey: string;
  from: MoveAccount;
  to: MoveAccount;
  amountPaise: number;
  kind: 'bet_hold' | 'bet_release' | 'bet_win' | 'bet_loss' | 'bet_commission';
  reference: string;
  /** what the player's statement says beside it (a void's reason) */
  memo?: string | null;
}

/** A bet's result at settlement (status 'settled', or 'void' when its market or fancy is void). */
export interface SettledBetRow {
  betId: number;
  status: 'settled' | 'void';
  result: 'won' | 'lost' | 'void';
  pnlPaise: number;
  /** the bet's stake columns when the settlement's lapse changed them in this batch */
  stake: OrderRow | null;
}

/** A market closed on its result (winner null: void, with its reason). */
export interface ClosedMarketRow {
  marketId: string;
  winnerId: number | null;
  /** a PLACE market's placed runners (winnerId among them): each reads WINNER, as Betfair marks them */
  winnerIds?: readonly number[];
  voidReason: string | null;
  actor: string;
}

/** A fancy closed on its result (runs null: void, with its reason). */
export interface ClosedFancyRow {
  fancyId: number;
  runs: number | null;
  voidReason: string | null;
  actor: string;
}

export interface OrderEvent {
  userId: number;
  betId: number;
  change: OrderChange;
}

export class RowChanges {
  /** rows by bet id; a row inserted then changed in the same batch is written once, as it ends */
  readonly inserts = new Map<number, BetRow>();
  readonly updates = new Map<number, OrderRow>();
  /** bets whose price changed (a kept lay reduced by a non-runner): their update writes the price too */
  readonly repriced = new Set<number>();
  readonly fills: FillRow[] = [];
  readonly exposures = new Map<string, ExposureRow>();
  /** ledger transfers, in the order they happen */
  readonly moves: LedgerMove[] = [];
  /** bets settled (won, lost, void), by bet id */
  readonly settled = new Map<number, SettledBetRow>();
  readonly closedMarkets: ClosedMarketRow[] = [];
  readonly closedFancies: ClosedFancyRow[] = [];
  /** what happened to whose bets, in order */
  readonly orderChanges: OrderEvent[] = [];

  get empty(): boolean {
    return (
      this.inserts.size + this.updates.size + this.fills.length + this.exposures.size + this.moves.length + this.settled.size + this.closedMarkets.length + this.closedFancies.length ===
      0
    );
  }

  insertBet(row: BetRow): void {
    this.inserts.set(row.betId, row);
    this.orderChanged(row.userId, row.betId, 'placed');
  }

  /** A bet row that exists (or is waiting to be inserted) changed its matched/unmatched/cancelled. */
  updateBet(row: OrderRow): void {
    if (this.inserts.has(row.betId)) return;
    const settled = this.settled.get(row.betId);
    if (settled) settled.stake = row;
    else this.updates.set(row.betId, row);
  }

  /** A resting bet's price changed (a kept lay reduced by a non-runner: reductions.ts); its row is written with it. */
  repriceBet(row: OrderRow): void {
    this.orderChanged(row.userId, row.betId, 'repriced');
    if (this.inserts.has(row.betId)) return; // the insert is the same row: it carries the price
    this.repriced.add(row.betId);
    this.updateBet(row);
  }

  /** A bet that exists is settled; a change of its stake columns in this batch goes with its result (one row write). */
  settleBet(userId: number, row: Omit<SettledBetRow, 'stake'>): void {
    if (this.inserts.has(row.betId)) throw new Error(`bet ${row.betId} is settled in the batch that places it`);
    const stake = this.updates.get(row.betId) ?? null;
    this.updates.delete(row.betId);
    this.settled.set(row.betId, { ...row, stake });
    this.orderChanged(userId, row.betId, 'settled');
  }

  closeMarket(row: ClosedMarketRow): void {
    this.closedMarkets.push(row);
  }

  closeFancy(row: ClosedFancyRow): void {
    this.closedFancies.push(row);
  }

  fill(marketId: string, selectionId: number, f: Fill): void {
    this.fills.push({ ...f, marketId, selectionId });
  }

  exposure(row: ExposureRow): void {
    this.exposures.set(`${row.userId}/${row.key}`, row);
  }

  move(m: LedgerMove): void {
    this.moves.push(m);
  }

  orderChanged(userId: number, betId: number, change: OrderChange): void {
    this.orderChanges.push({ userId, betId, change });
  }
}
