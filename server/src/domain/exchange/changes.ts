// What a group-commit batch of exchange commands changes, as rows for the store to write in one
// statement: bets inserted and updated, fills, exposure rows and the ledger moves between each
// player's cash and hold that follow them, and what happened to whose bets (the order streams,
// published once the batch is on disk). Pure data: the exchange core records here, the store
// (`store/exchange-writer.ts`) writes it.

import type { MarketKind } from '@khel/shared-kernel/betting';
import type { OrderChange } from '@khel/shared-kernel/contract';
import type { Fill } from '../order-book';
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

/** A ledger transfer between a player's own cash and hold accounts (bet_hold: cash → hold). */
export interface HoldMove {
  userId: number;
  idempotencyKey: string;
  toHold: boolean;
  amountPaise: number;
  kind: 'bet_hold' | 'bet_release';
  reference: string;
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
  readonly fills: FillRow[] = [];
  readonly exposures = new Map<string, ExposureRow>();
  readonly moves: HoldMove[] = [];
  /** what happened to whose bets, in order */
  readonly orderChanges: OrderEvent[] = [];

  get empty(): boolean {
    return this.inserts.size + this.updates.size + this.fills.length + this.exposures.size + this.moves.length === 0;
  }

  insertBet(row: BetRow): void {
    this.inserts.set(row.betId, row);
    this.orderChanged(row.userId, row.betId, 'placed');
  }

  /** A bet row that exists (or is waiting to be inserted) changed its matched/unmatched/cancelled. */
  updateBet(row: OrderRow): void {
    if (!this.inserts.has(row.betId)) this.updates.set(row.betId, row);
  }

  fill(marketId: string, selectionId: number, f: Fill): void {
    this.fills.push({ ...f, marketId, selectionId });
  }

  exposure(row: ExposureRow): void {
    this.exposures.set(`${row.userId}/${row.key}`, row);
  }

  move(m: HoldMove): void {
    this.moves.push(m);
  }

  orderChanged(userId: number, betId: number, change: OrderChange): void {
    this.orderChanges.push({ userId, betId, change });
  }
}
