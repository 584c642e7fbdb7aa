// The exchange core's state and the pieces every command family shares: the books, every loaded
// market's and fancy's positions, what the core knows of players' cash and hold, the quotes and
// settlement snapshots given for the batch, the reserved bet ids, and the moves that keep them in
// step (a resting order taken out, a hold moved to its exposure, a ledger move, a bet row
// recorded). Synchronous and pure: the commands (one file per family beside this one) change it
// through `ExchangeCore.execute` (core.ts); the sequencer loads it.

import { type FancyBet, type MarketKind } from '@khel/shared-kernel/betting';
import { DomainError } from '../../domain/errors';
import { lossLimitExceeded, type LossRoom } from '../../domain/responsible-gambling';
import { Books, type OrderRow } from './books';
import { RowChanges, type BetRow, type LedgerMove, type MoveAccount } from './changes';
import type { BetOrder, FancyQuoteRow, FancySnapshot, PlacedBet, RunnerQuote, SettlementSnapshot } from './commands';
import { marketKey, MarketPositions, type MarketSnapshot, type Piece } from './positions';

const RECENT_REFS_MAX = 50_000;
const SETTLED_MARKETS_MAX = 50_000;
const RECENT_REFS_MS = 15 * 60_000;
const refKey = (userId: number, clientRef: string) => `${userId}\u0000${clientRef}`;

export const pieceOf = (o: { selectionId: number; isBack: boolean; price: number }, paise: number): Piece => ({
  selectionId: o.selectionId,
  isBack: o.isBack,
  price: o.price,
  paise,
});

/** What the hold has for one position (a market or a fancy) of a player, and its change count. */
export interface Held {
  heldPaise: number;
  version: number;
}

/** An open fancy bet and its id. */
export type OpenFancyBet = FancyBet & { betId: number };

/** Every player's open bets on one fancy and what their hold has for it. */
export class FancyPositions {
  readonly bets = new Map<number, OpenFancyBet[]>();
  readonly held = new Map<number, Held>();

  static restore(snapshot: FancySnapshot): FancyPositions {
    const f = new FancyPositions();
    for (const b of snapshot.bets) f.betsOf(b.userId).push({ betId: b.betId, isBack: b.isBack, line: b.line, rate: b.rate, stakePaise: b.stakePaise });
    for (const h of snapshot.held) Object.assign(f.heldOf(h.userId), { heldPaise: h.exposurePaise, version: h.version });
    return f;
  }

  betsOf(userId: number): OpenFancyBet[] {
    let bets = this.bets.get(userId);
    if (!bets) this.bets.set(userId, (bets = []));
    return bets;
  }

  heldOf(userId: number): Held {
    let held = this.held.get(userId);
    if (!held) this.held.set(userId, (held = { heldPaise: 0, version: 0 }));
    return held;
  }
}


export class CoreState {
  readonly books = new Books();
  readonly positions = new Map<string, MarketPositions>();
  /** players' cash and hold balances as last written; a hold move changes them in step */
  readonly cash = new Map<number, number>();
  readonly hold = new Map<number, number>();
  /** what this batch has moved into (−: out of) each player's cash and hold so far (a balance read mid-batch adds it) */
  readonly pendingCash = new Map<number, number>();
  readonly pendingHold = new Map<number, number>();
  /** settlement snapshots given for this batch */
  readonly settlements = new Map<string, SettlementSnapshot>();
  /** fancies read from the database in this batch */
  readonly freshFancies = new Set<number>();
  /** markets settled lately (bounded): a bet still queued for one is refused */
  readonly settledMarkets = new Set<string>();
  readonly quotes = new Map<string, RunnerQuote>();
  readonly quotedMarkets = new Set<string>();
  readonly fancies = new Map<number, FancyPositions>();
  readonly fancyQuotes = new Map<number, FancyQuoteRow | null>();
  /** markets the feed has suspended: a bet already queued for one is refused */
  readonly suspendedMarkets = new Set<string>();
  /** bet ids reserved from the bets sequence, in order */
  readonly ids: number[] = [];
  /** bets placed with a client reference lately, by player and reference (bounded) */
  private readonly recentRefs = new Map<string, { row: BetRow; at: number }>();
  private refsAdded: string[] = [];
  private changes = new RowChanges();

  // ---- what it is given ------------------------------------------------------------------------

  /** Starts a group-commit batch: a fresh set of row changes, quotes read again. */
  beginBatch(): void {
    this.changes = new RowChanges();
    this.forgetBatchReads();
    this.freshFancies.clear();
    this.quotes.clear();
    this.quotedMarkets.clear();
    this.fancyQuotes.clear();
    this.refsAdded = [];
  }

  /** The rows of the batch so far (the store writes them). */
  get batch(): RowChanges {
    return this.changes;
  }

  /** A batch that was not written: its client references are forgotten (memory is restored separately). */
  discardBatch(): void {
    this.forgetRefs(this.takeBatchRefs());
  }

  /** The client references this batch added (the writer keeps them until the batch is written). */
  takeBatchRefs(): readonly string[] {
    const refs = this.refsAdded;
    this.refsAdded = [];
    return refs;
  }

  /** A sent batch that failed: its client references are forgotten. */
  forgetRefs(refs: readonly string[]): void {
    for (const k of refs) this.recentRefs.delete(k);
  }

  /** After a failed write: books from the resting orders, positions and balances read again when next needed. */
  restore(resting: readonly OrderRow[]): void {
    this.books.restore(resting);
    this.positions.clear();
    this.fancies.clear();
    this.cash.clear();
    this.hold.clear();
    this.forgetBatchReads();
    this.settledMarkets.clear();
  }

  /** What the batch has moved so far and the settlement snapshots read for it. */
  private forgetBatchReads(): void {
    this.pendingCash.clear();
    this.pendingHold.clear();
    this.settlements.clear();
  }

  /** The cash and hold balances as the database holds them (what this batch has moved is added). */
  setCash(userId: number, cashPaise: number, holdPaise: number): void {
    this.cash.set(userId, cashPaise + (this.pendingCash.get(userId) ?? 0));
    this.hold.set(userId, holdPaise + (this.pendingHold.get(userId) ?? 0));
  }

  /** Balances after a commit, as the database returned them. */
  setCommittedCash(userId: number, cashPaise: number, holdPaise?: number): void {
    this.cash.set(userId, cashPaise);
    if (holdPaise !== undefined) this.hold.set(userId, holdPaise);
  }

  /** Other parts of Khel moved these players' money (all: null): read it again before it is needed. */
  forgetCash(userIds: Iterable<number> | null): void {
    if (userIds === null) {
      this.cash.clear();
      this.hold.clear();
    } else {
      for (const u of userIds) {
        this.cash.delete(u);
        this.hold.delete(u);
      }
    }
  }

  knowsCash(userId: number): boolean {
    return this.cash.has(userId);
  }

  cashOf(userId: number): number | undefined {
    return this.cash.get(userId);
  }

  holdOf(userId: number): number | undefined {
    return this.hold.get(userId);
  }

  loadMarket(snapshot: MarketSnapshot): void {
    this.positions.set(snapshot.marketId, MarketPositions.restore(snapshot));
  }

  loadFancy(snapshot: FancySnapshot): void {
    this.fancies.set(snapshot.fancyId, FancyPositions.restore(snapshot));
    this.freshFancies.add(snapshot.fancyId);
  }

  /** A market's open bets for its settlement in this batch. */
  setSettlement(snapshot: SettlementSnapshot): void {
    this.settlements.set(snapshot.marketId, snapshot);
  }

  /** A fancy's standing quote for this batch (null: no such fancy). */
  setFancyQuote(fancyId: number, quote: FancyQuoteRow | null): void {
    this.fancyQuotes.set(fancyId, quote);
  }

  positionsOf(marketId: string): MarketPositions | undefined {
    return this.positions.get(marketId);
  }

  setQuotes(marketId: string, quotes: ReadonlyMap<number, RunnerQuote>): void {
    for (const [selectionId, q] of quotes) this.quotes.set(`${marketId}/${selectionId}`, q);
    this.quotedMarkets.add(marketId);
  }

  addBetIds(ids: readonly number[]): void {
    this.ids.push(...[...ids].sort((a, b) => a - b));
  }

  suspend(marketId: string): void {
    this.suspendedMarkets.add(marketId);
  }

  reopen(marketId: string): void {
    this.suspendedMarkets.delete(marketId);
  }

  /** Forgets the feed's suspensions (the database's market status rules until the feed says again). */
  forgetSuspensions(): void {
    this.suspendedMarkets.clear();
  }

  /** A bet this player placed lately with this client reference, as it stands now. */
  replayed(userId: number, clientRef: string | null | undefined): PlacedBet | null {
    if (!clientRef) return null;
    const placed = this.recentRefs.get(refKey(userId, clientRef));
    return placed ? { betId: placed.row.betId, matchedPaise: placed.row.matchedPaise, unmatchedPaise: placed.row.unmatchedPaise, replayed: true } : null;
  }


  // ---- the pieces every command family uses ----------------------------------------------------


  marketPositions(marketId: string): MarketPositions {
    const positions = this.positions.get(marketId);
    if (!positions) throw new Error(`market ${marketId}'s positions were not loaded for this command`);
    return positions;
  }

  holdNow(userId: number): number {
    const hold = this.hold.get(userId);
    if (hold === undefined) throw new Error(`player ${userId}'s hold was not read for this command`);
    return hold;
  }

  cashNow(userId: number): number {
    const cash = this.cash.get(userId);
    if (cash === undefined) throw new Error(`player ${userId}'s cash was not read for this command`);
    return cash;
  }

  /** Takes a resting order's unmatched stake out of its book and the player's position. */
  cancelOrder(positions: MarketPositions | undefined, order: OrderRow, change: 'cancelled' | 'lapsed'): number {
    const removed = this.books.book(order.marketId, order.selectionId).cancel(order.betId);
    if (removed !== order.unmatchedPaise) throw new Error(`book and memory disagree on bet ${order.betId}: ${removed} ≠ ${order.unmatchedPaise}`);
    positions?.addUnmatched(order.userId, pieceOf(order, removed), -1);
    order.unmatchedPaise = 0;
    order.cancelledPaise += removed;
    this.books.unrest(order);
    this.changes.updateBet(order);
    this.changes.orderChanged(order.userId, order.betId, change);
    return removed;
  }

  /**
   * Moves the player's hold on a market to its exposure now: one ledger move between cash and hold
   * for the difference, and the exposures row. Returns whether it moved. On a market with a removed
   * runner a rise the player did not ask for (a reduction offsets a back's winnings less) comes from
   * their cash as far as it goes, never below zero: settlement takes any rest from cash, the house
   * bearing what cash cannot cover (settle-and-void.ts). `memo`: what the player's statement says of it.
   */
  settleHold(positions: MarketPositions, userId: number, memo: string | null = null): boolean {
    const p = positions.player(userId);
    const exposure = positions.exposureOf(userId);
    const rise = exposure - p.heldPaise;
    const target = rise > 0 && positions.hasRemovals() ? p.heldPaise + Math.min(rise, Math.max(0, this.cash.get(userId) ?? 0)) : exposure;
    if (target === p.heldPaise) return false;
    this.moveHold(userId, marketKey(positions.marketId), target, p, memo);
    return true;
  }

  /** Moves what the hold has for one position (`key`) to `exposure`. */
  moveHold(userId: number, key: string, exposure: number, p: Held, memo: string | null = null): void {
    const delta = exposure - p.heldPaise;
    if (delta === 0) return;
    const cash = this.cash.get(userId);
    if (delta > 0) {
      // only a taker's own order raises a hold, and its cash was checked
      if (cash === undefined || cash < delta) throw new Error(`player ${userId}'s hold would rise by ${delta} past their cash`);
    }
    if (p.heldPaise + delta < 0) throw new Error(`player ${userId}'s hold on ${key} would go below zero`);
    p.version += 1;
    p.heldPaise = exposure;
    this.ledgerMove({
      userId,
      idempotencyKey: `exposure:${userId}:${key}:${p.version}`,
      from: delta > 0 ? 'cash' : 'hold',
      to: delta > 0 ? 'hold' : 'cash',
      amountPaise: Math.abs(delta),
      kind: delta > 0 ? 'bet_hold' : 'bet_release',
      reference: key,
      ...(memo ? { memo } : {}),
    });
    this.changes.exposure({ userId, key, paise: exposure, version: p.version });
  }


  /**
   * Checked here, in arrival order, against the exposure of every bet committed before it: two bets
   * at once cannot both pass a net-loss limit.
   */
  assertWithinLossLimit(userId: number, lossRoom: LossRoom | null | undefined, maxLossPaise: number): void {
    if (!lossRoom) return;
    const exceeded = lossLimitExceeded(lossRoom, this.holdNow(userId), maxLossPaise);
    if (exceeded) throw new DomainError('invalid', exceeded, { code: 'loss_limit', until: null });
  }


  newBetRow(userId: number, kind: MarketKind, bet: BetOrder): BetRow {
    const betId = this.ids.shift();
    if (betId === undefined) throw new Error('no bet id was reserved for this write');
    return {
      betId,
      userId,
      marketId: bet.marketId,
      selectionId: bet.selectionId,
      isBack: bet.isBack,
      price: bet.price,
      stakePaise: bet.stakePaise,
      matchedPaise: 0,
      unmatchedPaise: 0,
      cancelledPaise: 0,
      keep: kind === 'odds' && (bet.keep ?? false),
      kind,
      clientRef: bet.clientRef ?? null,
      isCashOut: bet.isCashOut ?? false,
    };
  }

  insertBet(row: BetRow, now: number): void {
    this.changes.insertBet(row);
    if (!row.clientRef) return;
    const refs = this.recentRefs;
    if (refs.size >= RECENT_REFS_MAX) {
      const old = now - RECENT_REFS_MS;
      for (const [k, v] of refs) if (v.at < old || refs.size >= RECENT_REFS_MAX) refs.delete(k);
    }
    const key = refKey(row.userId, row.clientRef);
    refs.set(key, { row, at: now });
    this.refsAdded.push(key);
  }

  markSettled(marketId: string): void {
    const oldest = this.settledMarkets.values().next();
    if (this.settledMarkets.size >= SETTLED_MARKETS_MAX && !oldest.done) this.settledMarkets.delete(oldest.value);
    this.settledMarkets.add(marketId);
  }

  /** Records a ledger move and keeps the player's cash and hold (as the core knows them) in step. */
  ledgerMove(m: LedgerMove): void {
    const change = (account: MoveAccount, paise: number) => {
      if (account === 'house') return;
      const known = account === 'cash' ? this.cash : this.hold;
      const pending = account === 'cash' ? this.pendingCash : this.pendingHold;
      const now = known.get(m.userId);
      if (now !== undefined) known.set(m.userId, now + paise);
      pending.set(m.userId, (pending.get(m.userId) ?? 0) + paise);
    };
    change(m.from, -m.amountPaise);
    change(m.to, m.amountPaise);
    this.changes.move(m);
  }
}
