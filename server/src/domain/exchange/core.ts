// The exchange core: the books, every player's position on the markets and what their hold has,
// the risk checks, and the commands that change them. Synchronous and pure (no I/O, no clock: the
// time is passed in), in the spirit of exchange-core's pipeline: a command goes in, it either is
// refused with a DomainError before anything changes, or it changes memory and records its rows
// (RowChanges) and says whose bets and which markets it touched. The sequencer (`app/sequencer.ts`)
// feeds it commands one at a time, loads what it does not hold yet (`missing`), writes the rows of
// a batch in one statement and publishes after commit. Any other error is a broken invariant:
// the sequencer then rebuilds the core from the database. Settlement is a command like any other:
// the core computes each bet's result, each player's net, the commission, the release of the
// hold and the ledger transfers (with their idempotency keys), and the store writes them with the
// rest of the batch.

import { betAmounts, fancyExposurePaise, fancyPositions, type FancyBet, type MarketKind } from '@khel/shared-kernel/betting';
import { cashOutPlan, MAX_HEDGE_LEVELS, type CashOutPlan, type HedgeLevel } from '../cash-out';
import { commissionPaise, settleFancyBet, settleRunnerBet, type BetResult } from '../settlement';
import { DomainError, insufficientFunds, invalid } from '../errors';
import type { PriceSize } from '../order-book';
import { bookmakerAcceptance, fancyAcceptance } from '../quotes';
import { lossLimitExceeded, type LossRoom } from '../responsible-gambling';
import { Books, type OrderRow } from './books';
import { RowChanges, type BetRow, type LedgerMove, type MoveAccount } from './changes';
import { fancyKey, MarketPositions, marketKey, type MarketSnapshot, type Piece } from './positions';

/** One bet of a placement (saveBet, saveHrBet's legs, a cash-out's hedge, the market maker's order). */
export interface BetOrder {
  marketId: string;
  selectionId: number;
  isBack: boolean;
  /** hundredths for odds markets, a percentage for bookmaker markets */
  price: number;
  stakePaise: number;
  clientRef?: string | null;
  /** keep the unmatched part when the market goes in play or suspends (it lapses otherwise) */
  keep?: boolean;
  /** cash-out hedges: match what can be matched now, cancel the rest */
  immediateOrCancel?: boolean;
  isCashOut?: boolean;
  /** the feed's market maker: no stake limits, no max-profit cap, no bet delay */
  houseOrder?: boolean;
}

export interface PlacedBet {
  betId: number;
  matchedPaise: number;
  unmatchedPaise: number;
  replayed: boolean;
}

/** A cash-out's hedge and what it left: equalised (`complete`) or how far apart the outcomes stay. */
export interface CashOutResult extends PlacedBet {
  complete: boolean;
  /** the smaller of the two outcomes after the hedge */
  lockedPnlPaise: number;
  /** how far apart the two outcomes stay */
  remainingPaise: number;
  /** matched P&L per runner if it wins, after the hedge */
  pnlBySelection: Map<number, number>;
}

/**
 * Why a market's unmatched orders lapse: going in play or suspending lapses all but the kept ones;
 * closing (and settling) lapses every one.
 */
export type LapseReason = 'inplay' | 'suspended' | 'closed';

export interface RunnerQuote {
  status: string;
  backPercent: number | null;
  layPercent: number | null;
}

/** A fancy's standing line and rates, read afresh for every batch (the desk moves them). */
export interface FancyQuoteRow {
  active: boolean;
  settled: boolean;
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
}

/** A fancy as the database holds it: every open bet and every exposure row. */
export interface FancySnapshot {
  fancyId: number;
  bets: ReadonlyArray<FancyBet & { userId: number; betId: number }>;
  held: ReadonlyArray<{ userId: number; exposurePaise: number; version: number }>;
}

/** What the hold has for one position (a market or a fancy) of a player, and its change count. */
interface Held {
  heldPaise: number;
  version: number;
}

/** An open fancy bet and its id. */
type OpenFancyBet = FancyBet & { betId: number };

/** Every player's open bets on one fancy and what their hold has for it. */
class FancyPositions {
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

/** saveFancyBet's bet: Yes (back) or No (lay) at the line and rate the player saw. */
export interface FancyOrder {
  isBack: boolean;
  line: number;
  rate: number;
  stakePaise: number;
  clientRef?: string | null;
}

/**
 * A market's open bets as its settlement needs them (read at the start of the settlement's batch):
 * each bet's matched pieces (its fills, or a bookmaker bet's whole stake at its price), whether the
 * market is settled already, and the commission (basis points of net winnings) each player's host
 * takes on an exchange market.
 */
export interface SettlementSnapshot {
  marketId: string;
  settled: boolean;
  bets: ReadonlyArray<{ betId: number; userId: number; selectionId: number; isBack: boolean; pieces: ReadonlyArray<{ price: number; paise: number }> }>;
  commissionBps: ReadonlyMap<number, number>;
}

/** What a settlement did: how many bets it settled, or that the market (fancy) was settled before. */
export interface SettleOutcome {
  settledBets: number;
  alreadySettled: boolean;
}

/** The commands the core takes, as plain data. */
export type ExchangeCommand =
  | {
      type: 'place';
      userId: number;
      kind: MarketKind;
      marketId: string;
      bets: readonly BetOrder[];
      maxProfitPaise: number;
      /** what is left of the player's net-loss limits (responsible gambling); null or absent: none */
      lossRoom?: LossRoom | null;
    }
  | { type: 'cancel'; userId: number; betId: number }
  | { type: 'cancelAll'; userId: number; marketId: string | null }
  | { type: 'lapse'; marketId: string; reason: LapseReason }
  | { type: 'cashOut'; userId: number; marketId: string; worstPrice: number | null }
  /**
   * A market settles on its winner (null: void, with its reason): its resting orders lapse, every
   * open bet is won, lost or void, each player's net P&L and released hold move in the ledger (and
   * the host's commission), and the market leaves memory. Settling twice pays once.
   */
  | { type: 'settle'; marketId: string; winnerId: number | null; voidReason: string | null; actor: string; /** a PLACE market's placed runners (winnerId the first) */ winnerIds?: readonly number[] }
  | { type: 'placeFancy'; userId: number; fancyId: number; bet: FancyOrder; maxProfitPaise: number; lossRoom?: LossRoom | null }
  /** A fancy settles on the final runs (null: void, with its reason), as a market does, without commission. */
  | { type: 'settleFancy'; fancyId: number; runs: number | null; voidReason: string | null; actor: string };

export interface CommandValue {
  place: PlacedBet[];
  cancel: { cancelledPaise: number };
  cancelAll: { cancelledBets: number };
  lapse: number;
  cashOut: CashOutResult;
  settle: SettleOutcome;
  placeFancy: PlacedBet;
  settleFancy: SettleOutcome;
}

/** What a command did: its answer, and whose bets and which markets changed (events after commit). */
export interface Executed<T = unknown> {
  value: T;
  players: ReadonlySet<number>;
  markets: ReadonlySet<string>;
}

/** What the core must be given before it can run a command. */
export interface Missing {
  /** players whose cash balance it does not know */
  users: number[];
  /** markets whose positions it does not hold */
  markets: string[];
  /** bookmaker markets whose quotes it has not been given in this batch */
  quotes: string[];
  /** fancies whose bets and exposure rows it does not hold */
  fancies: number[];
  /** fancies whose line it has not been given in this batch */
  fancyQuotes: number[];
  /** markets whose settlement snapshot it has not been given in this batch */
  settlements: string[];
  /** bet ids still to reserve */
  betIds: number;
}

const RECENT_REFS_MAX = 50_000;
const SETTLED_MARKETS_MAX = 50_000;
const RECENT_REFS_MS = 15 * 60_000;
export const refKey = (userId: number, clientRef: string) => `${userId}\u0000${clientRef}`;

const pieceOf = (o: { selectionId: number; isBack: boolean; price: number }, paise: number): Piece => ({
  selectionId: o.selectionId,
  isBack: o.isBack,
  price: o.price,
  paise,
});

/** What a void says on the player's statement: the reason an operator gave. */
const voidMemo = (voidReason: string | null) => (voidReason ? `Void: ${voidReason}` : null);

export class ExchangeCore {
  readonly books = new Books();
  private readonly positions = new Map<string, MarketPositions>();
  /** players' cash and hold balances as last written; a hold move changes them in step */
  private readonly cash = new Map<number, number>();
  private readonly hold = new Map<number, number>();
  /** what this batch has moved into (−: out of) each player's cash and hold so far (a balance read mid-batch adds it) */
  private readonly pendingCash = new Map<number, number>();
  private readonly pendingHold = new Map<number, number>();
  /** settlement snapshots given for this batch */
  private readonly settlements = new Map<string, SettlementSnapshot>();
  /** fancies read from the database in this batch */
  private readonly freshFancies = new Set<number>();
  /** markets settled lately (bounded): a bet still queued for one is refused */
  private readonly settledMarkets = new Set<string>();
  private readonly quotes = new Map<string, RunnerQuote>();
  private readonly quotedMarkets = new Set<string>();
  private readonly fancies = new Map<number, FancyPositions>();
  private readonly fancyQuotes = new Map<number, FancyQuoteRow | null>();
  /** markets the feed has suspended: a bet already queued for one is refused */
  private readonly suspendedMarkets = new Set<string>();
  /** bet ids reserved from the bets sequence, in order */
  private readonly ids: number[] = [];
  /** bets placed with a client reference lately, by player and reference (bounded) */
  private readonly recentRefs = new Map<string, { row: BetRow; at: number }>();
  private refsAdded: string[] = [];
  private changes = new RowChanges();

  // ---- what it is given ------------------------------------------------------------------------

  /** Starts a group-commit batch: a fresh set of row changes, quotes read again. */
  beginBatch(): void {
    this.changes = new RowChanges();
    this.pendingCash.clear();
    this.pendingHold.clear();
    this.settlements.clear();
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
    for (const k of this.refsAdded) this.recentRefs.delete(k);
    this.refsAdded = [];
  }

  /** After a failed write: books from the resting orders, positions and balances read again when next needed. */
  restore(resting: readonly OrderRow[]): void {
    this.books.restore(resting);
    this.positions.clear();
    this.fancies.clear();
    this.cash.clear();
    this.hold.clear();
    this.pendingCash.clear();
    this.pendingHold.clear();
    this.settlements.clear();
    this.settledMarkets.clear();
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

  /** What must be loaded before `command` can run. */
  missing(command: ExchangeCommand): Missing {
    const m: Missing = { users: [], markets: [], quotes: [], fancies: [], fancyQuotes: [], settlements: [], betIds: 0 };
    const user = (u: number) => {
      if (!this.cash.has(u) || !this.hold.has(u)) m.users.push(u);
    };
    const market = (id: string) => {
      if (!this.positions.has(id) && !this.settledMarkets.has(id)) m.markets.push(id);
    };
    switch (command.type) {
      case 'place':
        user(command.userId);
        market(command.marketId);
        if (command.kind === 'bookmaker' && !this.quotedMarkets.has(command.marketId)) m.quotes.push(command.marketId);
        m.betIds = Math.max(0, command.bets.length - this.ids.length);
        break;
      case 'cancel': {
        const order = this.books.order(command.betId);
        if (order) market(order.marketId);
        break;
      }
      case 'cancelAll':
        for (const id of new Set(this.books.ordersOfPlayer(command.userId, command.marketId).map((o) => o.marketId))) market(id);
        break;
      case 'lapse':
        market(command.marketId);
        break;
      case 'cashOut':
        user(command.userId);
        market(command.marketId);
        m.betIds = Math.max(0, 1 - this.ids.length);
        break;
      case 'placeFancy':
        user(command.userId);
        if (!this.fancies.has(command.fancyId)) m.fancies.push(command.fancyId);
        if (!this.fancyQuotes.has(command.fancyId)) m.fancyQuotes.push(command.fancyId);
        m.betIds = Math.max(0, 1 - this.ids.length);
        break;
      case 'settle':
        market(command.marketId);
        if (!this.settledMarkets.has(command.marketId) && !this.settlements.has(command.marketId)) m.settlements.push(command.marketId);
        break;
      case 'settleFancy':
        // read again at the start of its batch: with several instances a fancy's bets may come
        // through any of them, so the database, not one instance's memory, has them all
        if (!this.freshFancies.has(command.fancyId)) m.fancies.push(command.fancyId);
        if (!this.fancyQuotes.has(command.fancyId)) m.fancyQuotes.push(command.fancyId);
        break;
    }
    return m;
  }

  // ---- commands --------------------------------------------------------------------------------

  execute<C extends ExchangeCommand>(command: C, now: number): Executed<CommandValue[C['type']]> {
    switch (command.type) {
      case 'place':
        return this.place(command, now) as Executed<CommandValue[C['type']]>;
      case 'cancel':
        return this.cancel(command.userId, command.betId) as Executed<CommandValue[C['type']]>;
      case 'cancelAll':
        return this.cancelAll(command.userId, command.marketId) as Executed<CommandValue[C['type']]>;
      case 'lapse':
        return this.lapse(command.marketId, command.reason) as Executed<CommandValue[C['type']]>;
      case 'cashOut':
        return this.cashOut(command.userId, command.marketId, command.worstPrice) as Executed<CommandValue[C['type']]>;
      case 'settle':
        return this.settle(command) as Executed<CommandValue[C['type']]>;
      case 'placeFancy':
        return this.placeFancy(command, now) as Executed<CommandValue[C['type']]>;
      case 'settleFancy':
        return this.settleFancy(command) as Executed<CommandValue[C['type']]>;
    }
    throw new Error(`unknown command ${(command as { type: string }).type}`);
  }

  /**
   * The bets of one placement: every check first, then the books, positions and holds change and
   * the rows are recorded. Several bets (a combined racing bet) are all or nothing.
   */
  private place(c: Extract<ExchangeCommand, { type: 'place' }>, now: number): Executed<PlacedBet[]> {
    const { userId, kind, marketId, bets } = c;
    const replays = bets.map((b) => this.replayed(userId, b.clientRef));
    const fresh = bets.filter((_, i) => !replays[i]);
    if (fresh.length === 0) return { value: replays as PlacedBet[], players: new Set(), markets: new Set() };

    if (this.settledMarkets.has(marketId)) throw invalid('Market is closed');
    if (this.suspendedMarkets.has(marketId)) throw invalid('Market is suspended');
    const positions = this.marketPositions(marketId);
    if (fresh.some((b) => !positions.has(b.selectionId))) throw invalid('Selection not found in this market');
    if (kind === 'bookmaker') {
      for (const b of fresh) {
        const quote = this.quotes.get(`${marketId}/${b.selectionId}`) ?? null;
        const acceptance = bookmakerAcceptance(quote ? { open: quote.status === 'ACTIVE', backPercent: quote.backPercent, layPercent: quote.layPercent } : null, b.isBack, b.price);
        if (!acceptance.accepted) throw invalid(acceptance.reason);
      }
    }
    const pieces = fresh.map((b) => pieceOf(b, b.stakePaise));
    fresh.forEach((b, i) => {
      if (b.isCashOut || b.houseOrder) return;
      if (positions.bestCaseWithMatched(userId, pieces.slice(0, i + 1)) > c.maxProfitPaise) throw invalid('Max profit limit exceeded for this market');
    });
    // The exposure with the whole stake unmatched is the most an order can need (matching never
    // raises it): the player's cash must cover that before anything moves.
    const increase = positions.exposureWith(userId, pieces, kind === 'bookmaker') - positions.player(userId).heldPaise;
    if (increase > 0 && increase > this.cashNow(userId)) throw insufficientFunds();
    this.assertWithinLossLimit(userId, c.lossRoom, fresh.reduce((sum, b) => sum + betAmounts(kind, b.isBack, b.stakePaise, b.price).liabilityPaise, 0));
    if (this.ids.length < fresh.length) throw new Error('no bet id was reserved for this placement');

    const players = new Set<number>([userId]);
    const placed = fresh.map((b) => (kind === 'odds' ? this.matchOrder(positions, userId, b, players, now) : this.takeBookmakerBet(positions, userId, b, now)));
    for (const u of players) this.settleHold(positions, u);
    let next = 0;
    return { value: replays.map((r) => r ?? placed[next++]!), players, markets: new Set([marketId]) };
  }

  /**
   * Checked here, in arrival order, against the exposure of every bet committed before it: two bets
   * at once cannot both pass a net-loss limit.
   */
  private assertWithinLossLimit(userId: number, lossRoom: LossRoom | null | undefined, maxLossPaise: number): void {
    if (!lossRoom) return;
    const exceeded = lossLimitExceeded(lossRoom, this.holdNow(userId), maxLossPaise);
    if (exceeded) throw new DomainError('invalid', exceeded, { code: 'loss_limit', until: null });
  }


  /** saveFancyBet: accepted whole at the standing line and rate, or refused. */
  private placeFancy(c: Extract<ExchangeCommand, { type: 'placeFancy' }>, now: number): Executed<PlacedBet> {
    const { userId, fancyId, bet } = c;
    const replay = this.replayed(userId, bet.clientRef);
    if (replay) return { value: replay, players: new Set(), markets: new Set() };
    const quote = this.fancyQuotes.get(fancyId);
    if (quote === undefined) throw new Error(`fancy ${fancyId}'s quote was not read for this batch`);
    if (quote === null) throw new DomainError('not_found', 'Fancy not found');
    if (quote.settled) throw invalid('Fancy is closed');
    const acceptance = fancyAcceptance(quote, bet.isBack, bet.line, bet.rate);
    if (!acceptance.accepted) throw invalid(acceptance.reason);
    const fancy = this.fancies.get(fancyId);
    if (!fancy) throw new Error(`fancy ${fancyId}'s bets were not loaded for this command`);
    const placed: FancyBet = { isBack: bet.isBack, line: bet.line, rate: bet.rate, stakePaise: bet.stakePaise };
    const withBet: FancyBet[] = [...(fancy.bets.get(userId) ?? []), placed];
    if (Math.max(0, ...fancyPositions(withBet).map((p) => p.pnlPaise)) > c.maxProfitPaise) throw invalid('Max profit limit exceeded for this fancy');
    const exposure = fancyExposurePaise(withBet);
    const held = fancy.heldOf(userId);
    if (exposure - held.heldPaise > 0 && exposure - held.heldPaise > this.cashNow(userId)) throw insufficientFunds();
    this.assertWithinLossLimit(userId, c.lossRoom, betAmounts('fancy', bet.isBack, bet.stakePaise, bet.rate).liabilityPaise);
    const betId = this.ids.shift();
    if (betId === undefined) throw new Error('no bet id was reserved for this write');

    fancy.betsOf(userId).push({ ...placed, betId });
    const row: BetRow = {
      betId,
      userId,
      marketId: '',
      selectionId: 0,
      isBack: bet.isBack,
      price: bet.rate,
      stakePaise: bet.stakePaise,
      matchedPaise: bet.stakePaise,
      unmatchedPaise: 0,
      cancelledPaise: 0,
      keep: false,
      kind: 'fancy',
      clientRef: bet.clientRef ?? null,
      isCashOut: false,
      fancyId,
      line: bet.line,
    };
    this.insertBet(row, now);
    this.moveHold(userId, fancyKey(fancyId), exposure, held);
    return { value: { betId, matchedPaise: bet.stakePaise, unmatchedPaise: 0, replayed: false }, players: new Set([userId]), markets: new Set() };
  }

  private matchOrder(positions: MarketPositions, userId: number, bet: BetOrder, players: Set<number>, now: number): PlacedBet {
    const { marketId, selectionId } = bet;
    const row = this.newBetRow(userId, 'odds', bet);
    const book = this.books.book(marketId, selectionId);
    const { fills, restingPaise } = book.place({ orderId: row.betId, ownerId: userId, side: bet.isBack ? 'back' : 'lay', price: bet.price, stakePaise: bet.stakePaise });
    for (const f of fills) {
      const maker = this.books.order(f.makerOrderId);
      if (!maker || maker.unmatchedPaise < f.stakePaise) throw new Error(`book and memory disagree on order ${f.makerOrderId}`);
      positions.addUnmatched(maker.userId, pieceOf(maker, maker.unmatchedPaise), -1);
      maker.unmatchedPaise -= f.stakePaise;
      maker.matchedPaise += f.stakePaise;
      positions.addUnmatched(maker.userId, pieceOf(maker, maker.unmatchedPaise));
      positions.addMatched(maker.userId, pieceOf(maker, f.stakePaise)); // the resting price is the matched price
      positions.addMatched(userId, { selectionId, isBack: bet.isBack, price: f.price, paise: f.stakePaise });
      if (maker.unmatchedPaise === 0) this.books.unrest(maker);
      this.changes.updateBet(maker);
      this.changes.orderChanged(maker.userId, maker.betId, 'matched');
      this.changes.fill(marketId, selectionId, f);
      players.add(maker.userId);
    }
    row.matchedPaise = bet.stakePaise - restingPaise;
    row.unmatchedPaise = restingPaise;
    if (bet.immediateOrCancel && restingPaise > 0) {
      book.cancel(row.betId);
      row.cancelledPaise = restingPaise;
      row.unmatchedPaise = 0;
    }
    if (row.unmatchedPaise > 0) {
      positions.addUnmatched(userId, pieceOf(row, row.unmatchedPaise));
      this.books.rest(row);
    }
    this.insertBet(row, now);
    return { betId: row.betId, matchedPaise: row.matchedPaise, unmatchedPaise: row.unmatchedPaise, replayed: false };
  }

  private takeBookmakerBet(positions: MarketPositions, userId: number, bet: BetOrder, now: number): PlacedBet {
    const row = this.newBetRow(userId, 'bookmaker', bet);
    row.matchedPaise = bet.stakePaise;
    positions.addMatched(userId, pieceOf(bet, bet.stakePaise));
    this.insertBet(row, now);
    return { betId: row.betId, matchedPaise: bet.stakePaise, unmatchedPaise: 0, replayed: false };
  }

  private newBetRow(userId: number, kind: MarketKind, bet: BetOrder): BetRow {
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

  private insertBet(row: BetRow, now: number): void {
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

  /** cancelUnmatchedBet: takes what is still unmatched out of the book. */
  private cancel(userId: number, betId: number): Executed<{ cancelledPaise: number }> {
    const row = this.books.order(betId); // it may have matched or lapsed in the queue
    if (!row || row.userId !== userId) throw invalid('This bet has no unmatched stake to cancel');
    const positions = this.marketPositions(row.marketId);
    const cancelledPaise = this.cancelOrder(positions, row, 'cancelled');
    this.settleHold(positions, userId);
    return { value: { cancelledPaise }, players: new Set([userId]), markets: new Set([row.marketId]) };
  }

  /** cancelUnmatchedBetAll: every unmatched bet of the player on a market (or everywhere). */
  private cancelAll(userId: number, marketId: string | null): Executed<{ cancelledBets: number }> {
    const orders = this.books.ordersOfPlayer(userId, marketId);
    const touched = new Set<string>();
    for (const order of orders) {
      this.cancelOrder(this.marketPositions(order.marketId), order, 'cancelled');
      touched.add(order.marketId);
    }
    for (const m of touched) this.settleHold(this.marketPositions(m), userId);
    return { value: { cancelledBets: orders.length }, players: new Set([userId]), markets: touched };
  }

  /**
   * Lapses the unmatched orders of a market and releases the exposure they held: when it goes in
   * play or suspends every order not kept, when it closes every order.
   */
  private lapse(marketId: string, reason: LapseReason): Executed<number> {
    const orders = this.books.ordersOf(marketId).filter((o) => reason === 'closed' || !o.keep);
    if (orders.length === 0) return { value: 0, players: new Set(), markets: new Set() };
    const players = new Set(orders.map((o) => o.userId));
    const positions = this.marketPositions(marketId);
    for (const order of orders) this.cancelOrder(positions, order, 'lapsed');
    for (const u of players) this.settleHold(positions, u);
    return { value: orders.length, players, markets: new Set([marketId]) };
  }

  /**
   * Settles a market: every resting order lapses (it never became a bet), every open bet is won,
   * lost or void, and each player's net P&L, released hold and commission move in the ledger; the
   * market leaves memory. Its snapshot was read at the start of this batch, so nothing of the batch
   * may have changed the market before it (the sequencer starts a batch with a settlement).
   */
  private settle(c: Extract<ExchangeCommand, { type: 'settle' }>): Executed<SettleOutcome> {
    const { marketId, winnerId } = c;
    if (this.settledMarkets.has(marketId)) return { value: { settledBets: 0, alreadySettled: true }, players: new Set(), markets: new Set() };
    const snapshot = this.settlements.get(marketId);
    if (!snapshot) throw new Error(`market ${marketId}'s settlement snapshot was not read for this batch`);
    if (snapshot.settled) {
      this.markSettled(marketId);
      return { value: { settledBets: 0, alreadySettled: true }, players: new Set(), markets: new Set() };
    }
    const positions = this.marketPositions(marketId);
    const touched = (r: { marketId: string }) => r.marketId === marketId;
    if ([...this.changes.inserts.values()].some(touched) || [...this.changes.updates.values()].some(touched) || this.changes.fills.some(touched)) {
      throw new Error(`market ${marketId} changed in the batch before its settlement`);
    }
    // Unmatched orders lapse first: they never became bets. Their hold is released with the rest.
    const orders = this.books.ordersOf(marketId);
    for (const order of orders) this.cancelOrder(positions, order, 'lapsed');

    const bets = snapshot.bets.map((b) => {
      let pnlPaise = 0;
      let result: BetResult = 'void';
      b.pieces.forEach((p, i) => {
        const s = settleRunnerBet(positions.kind, { selectionId: b.selectionId, isBack: b.isBack, price: p.price, matchedPaise: p.paise }, c.winnerIds ?? winnerId);
        pnlPaise += s.pnlPaise;
        if (i === 0) result = s.result;
      });
      return { betId: b.betId, userId: b.userId, pnlPaise, result };
    });
    // The bets and the positions the core kept must tell the same story: each player's net is
    // their matched P&L if the winner wins.
    if (winnerId !== null && positions.has(winnerId) && (c.winnerIds?.length ?? 1) === 1) {
      const net = new Map<number, number>();
      for (const b of bets) net.set(b.userId, (net.get(b.userId) ?? 0) + b.pnlPaise);
      for (const [userId] of positions.entries()) if (!net.has(userId)) net.set(userId, 0);
      for (const [userId, pnl] of net) {
        const kept = positions.matchedPositions(userId).get(winnerId) ?? 0;
        if (kept !== pnl) throw new Error(`player ${userId}'s matched P&L on ${marketId} is ${kept} in memory but ${pnl} from the bets`);
      }
    }
    const commission = positions.kind === 'odds' ? snapshot.commissionBps : null;
    this.payOut(bets, (u) => positions.player(u), [...positions.entries()].map(([u]) => u), marketKey(marketId), `market:${marketId}`, commission, winnerId === null ? voidMemo(c.voidReason) : null);
    this.changes.closeMarket({ marketId, winnerId, voidReason: winnerId === null ? (c.voidReason ?? 'void') : null, actor: c.actor });
    this.books.drop(marketId);
    this.positions.delete(marketId);
    this.suspendedMarkets.delete(marketId);
    this.markSettled(marketId);
    return { value: { settledBets: bets.length, alreadySettled: false }, players: new Set(orders.map((o) => o.userId)), markets: new Set() };
  }

  /** Settles a fancy on the final runs (null: void): from the bets and holds the core keeps; no commission. */
  private settleFancy(c: Extract<ExchangeCommand, { type: 'settleFancy' }>): Executed<SettleOutcome> {
    const { fancyId, runs } = c;
    const quote = this.fancyQuotes.get(fancyId);
    if (quote === undefined) throw new Error(`fancy ${fancyId}'s quote was not read for this batch`);
    if (quote === null) throw new DomainError('not_found', 'Fancy not found');
    if (quote.settled) return { value: { settledBets: 0, alreadySettled: true }, players: new Set(), markets: new Set() };
    const fancy = this.fancies.get(fancyId);
    if (!fancy) throw new Error(`fancy ${fancyId}'s bets were not loaded for this command`);
    const bets = [...fancy.bets.entries()]
      .flatMap(([userId, open]) => open.map((b) => ({ userId, bet: b })))
      .sort((a, b) => a.bet.betId - b.bet.betId)
      .map(({ userId, bet }) => {
        const s = settleFancyBet(bet, runs);
        return { betId: bet.betId, userId, pnlPaise: s.pnlPaise, result: s.result };
      });
    this.payOut(bets, (u) => fancy.heldOf(u), [...fancy.held.keys()], fancyKey(fancyId), `fancy:${fancyId}`, null, runs === null ? voidMemo(c.voidReason) : null);
    this.changes.closeFancy({ fancyId, runs, voidReason: runs === null ? (c.voidReason ?? 'void') : null, actor: c.actor });
    this.fancies.delete(fancyId);
    this.fancyQuotes.set(fancyId, { ...quote, active: false, settled: true });
    return { value: { settledBets: bets.length, alreadySettled: false }, players: new Set(), markets: new Set() };
  }

  private markSettled(marketId: string): void {
    if (this.settledMarkets.size >= SETTLED_MARKETS_MAX) this.settledMarkets.delete(this.settledMarkets.values().next().value as string);
    this.settledMarkets.add(marketId);
  }

  /**
   * Records each bet's result and moves each player's net P&L, released hold and any commission
   * (`commissionBps`: by player, null when the position charges none) between their cash, their
   * hold and the house; every exposure row of the position goes to zero. Players whose hold has
   * something but whose bets all lapsed (`holders`) get it back too.
   */
  private payOut(
    bets: ReadonlyArray<{ betId: number; userId: number; pnlPaise: number; result: BetResult }>,
    heldOf: (userId: number) => Held,
    holders: readonly number[],
    key: string,
    reference: string,
    commissionBps: ReadonlyMap<number, number> | null,
    memo: string | null,
  ): void {
    for (const b of bets) this.changes.settleBet(b.userId, { betId: b.betId, status: b.result === 'void' ? 'void' : 'settled', result: b.result, pnlPaise: b.pnlPaise });
    const netByUser = new Map<number, number>();
    for (const b of bets) netByUser.set(b.userId, (netByUser.get(b.userId) ?? 0) + b.pnlPaise);
    for (const u of holders) if (!netByUser.has(u) && heldOf(u).heldPaise > 0) netByUser.set(u, 0);

    for (const [userId, netPaise] of [...netByUser.entries()].sort((a, b) => a[0] - b[0])) {
      const held = heldOf(userId);
      const heldPaise = held.heldPaise;
      if (held.version > 0) {
        // its exposures row exists: it goes to zero
        held.version += 1;
        held.heldPaise = 0;
        this.changes.exposure({ userId, key, paise: 0, version: held.version });
      } else if (heldPaise !== 0) {
        throw new Error(`player ${userId} holds ${heldPaise} on ${key} without an exposures row`);
      }
      const idempotencyKey = `settle:${reference}:${userId}`;
      const move = (suffix: string, from: MoveAccount, to: MoveAccount, amountPaise: number, kind: LedgerMove['kind']) => {
        if (amountPaise > 0) this.ledgerMove({ userId, idempotencyKey: `${idempotencyKey}:${suffix}`, from, to, amountPaise, kind, reference, memo });
      };
      if (netPaise >= 0) {
        move('release', 'hold', 'cash', heldPaise, 'bet_release');
        move('win', 'house', 'cash', netPaise, 'bet_win');
        if (commissionBps) {
          const bps = commissionBps.get(userId);
          if (bps === undefined) throw new Error(`player ${userId}'s commission was not read for ${reference}`);
          move('commission', 'cash', 'house', commissionPaise(netPaise, bps), 'bet_commission');
        }
      } else {
        const lossPaise = -netPaise;
        if (lossPaise > heldPaise) throw new Error(`player ${userId} lost ${lossPaise} on ${reference} but held only ${heldPaise}`);
        move('loss', 'hold', 'house', lossPaise, 'bet_loss');
        move('release', 'hold', 'cash', heldPaise - lossPaise, 'bet_release');
      }
    }
  }

  /** Records a ledger move and keeps the player's cash and hold (as the core knows them) in step. */
  private ledgerMove(m: LedgerMove): void {
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

  /**
   * exchange/order/cashout: the player's unmatched orders on the market are cancelled (a hedge
   * must not match the player's own order), then the hedge matches what it can within the bound.
   */
  private cashOut(userId: number, marketId: string, worstPrice: number | null): Executed<CashOutResult> {
    if (this.settledMarkets.has(marketId)) throw invalid('Market is closed');
    if (this.suspendedMarkets.has(marketId)) throw invalid('Market is suspended');
    const positions = this.marketPositions(marketId);
    // every refusal before anything changes
    const plan = this.cashOutPlan(userId, marketId, positions.selectionIds, positions.matchedPositions(userId), worstPrice);
    if (this.ids.length < 1) throw new Error('no bet id was reserved for this cash-out');
    for (const order of this.books.ordersOfPlayer(userId, marketId)) this.cancelOrder(positions, order, 'cancelled');
    const players = new Set<number>([userId]);
    const hedge: BetOrder = { marketId, selectionId: plan.selectionId, isBack: plan.isBack, price: plan.limitPrice, stakePaise: plan.stakePaise, immediateOrCancel: true, isCashOut: true };
    const placed = this.matchOrder(positions, userId, hedge, players, 0);
    for (const u of players) this.settleHold(positions, u);
    const after = positions.matchedPositions(userId);
    const outcomes = positions.selectionIds.map((id) => after.get(id) ?? 0);
    return {
      value: {
        ...placed,
        complete: plan.complete && placed.matchedPaise === plan.stakePaise,
        lockedPnlPaise: Math.min(...outcomes),
        remainingPaise: Math.max(...outcomes) - Math.min(...outcomes),
        pnlBySelection: after,
      },
      players,
      markets: new Set([marketId]),
    };
  }

  /**
   * The hedge for the player's matched position, from the book as it stands without the player's
   * own resting orders. Throws the refusal when there is nothing to hedge or nothing to hedge with.
   */
  cashOutPlan(userId: number, marketId: string, selectionIds: readonly number[], matched: ReadonlyMap<number, number>, worstPrice: number | null): CashOutPlan {
    if (selectionIds.length !== 2) throw invalid('Cash-out needs a market with exactly 2 runners');
    const [first, second] = selectionIds as [number, number];
    const win = matched.get(first) ?? 0;
    const lose = matched.get(second) ?? 0;
    if (win === 0 && lose === 0) throw invalid('You have no matched bets to cash out');
    const own = this.books.ordersOfPlayer(userId, marketId).filter((o) => o.selectionId === first);
    const book = this.books.book(marketId, first);
    const others = (levels: readonly PriceSize[], ownSideIsBack: boolean): HedgeLevel[] =>
      levels
        .map((l) => ({
          price: l.price,
          sizePaise: l.sizePaise - own.filter((o) => o.isBack === ownSideIsBack && o.price === l.price).reduce((s, o) => s + o.unmatchedPaise, 0),
        }))
        .filter((l) => l.sizePaise > 0);
    const plan = cashOutPlan(
      { selectionId: first, pnlIfWinsPaise: win, pnlIfLosesPaise: lose },
      { toBack: others(book.availableToBack(MAX_HEDGE_LEVELS), false), toLay: others(book.availableToLay(MAX_HEDGE_LEVELS), true) },
      worstPrice,
    );
    if (plan) return plan;
    if (Math.floor(win / 100) === Math.floor(lose / 100)) throw invalid('Nothing to cash out: your position is already equal on both runners');
    throw invalid(worstPrice === null ? 'Nothing to cash out at the current prices' : 'Cash-out could not be matched within your worst price');
  }

  // ---- the pieces ------------------------------------------------------------------------------

  private marketPositions(marketId: string): MarketPositions {
    const positions = this.positions.get(marketId);
    if (!positions) throw new Error(`market ${marketId}'s positions were not loaded for this command`);
    return positions;
  }

  private holdNow(userId: number): number {
    const hold = this.hold.get(userId);
    if (hold === undefined) throw new Error(`player ${userId}'s hold was not read for this command`);
    return hold;
  }

  private cashNow(userId: number): number {
    const cash = this.cash.get(userId);
    if (cash === undefined) throw new Error(`player ${userId}'s cash was not read for this command`);
    return cash;
  }

  /** Takes a resting order's unmatched stake out of its book and the player's position. */
  private cancelOrder(positions: MarketPositions | undefined, order: OrderRow, change: 'cancelled' | 'lapsed'): number {
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
   * for the difference, and the exposures row.
   */
  private settleHold(positions: MarketPositions, userId: number): void {
    this.moveHold(userId, marketKey(positions.marketId), positions.exposureOf(userId), positions.player(userId));
  }

  /** Moves what the hold has for one position (`key`) to `exposure`. */
  private moveHold(userId: number, key: string, exposure: number, p: Held): void {
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
    });
    this.changes.exposure({ userId, key, paise: exposure, version: p.version });
  }

  /** One hash over the books and every loaded market and fancy position (equal after a restore from the same rows). */
  stateHash(): string {
    const parts = [this.books.stateHash()];
    for (const marketId of [...this.positions.keys()].sort()) {
      const positions = this.positions.get(marketId)!;
      const players = [...positions.entries()].filter(([, p]) => p.heldPaise !== 0 || p.matched.some((x) => x !== 0) || p.unmatched.some((x) => x !== 0));
      for (const [userId, p] of players.sort((a, b) => a[0] - b[0])) {
        parts.push(`${marketId}#${userId}:${p.matched.join('/')}|${p.unmatched.join('/')}|${p.heldPaise}`);
      }
    }
    for (const fancyId of [...this.fancies.keys()].sort((a, b) => a - b)) {
      const fancy = this.fancies.get(fancyId)!;
      for (const userId of [...new Set([...fancy.bets.keys(), ...fancy.held.keys()])].sort((a, b) => a - b)) {
        const bets = fancy.bets.get(userId) ?? [];
        const held = fancy.held.get(userId)?.heldPaise ?? 0;
        if (bets.length > 0 || held !== 0) parts.push(`f${fancyId}#${userId}:${bets.map((b) => `${b.isBack ? 'Y' : 'N'}${b.line}@${b.rate}x${b.stakePaise}`).join(',')}|${held}`);
      }
    }
    return parts.join(';');
  }
}

