// The exchange's use cases: place, cancel, cash out, lapse, settle. What a bet checks before it
// queues (its market, the player's settings, the in-play delay; the reads kept between bets by the
// sequencer, sequencer/betting-contexts.ts) happens here; then it goes as a
// command to the sequencer (`sequencer/sequencer.ts`, the single writer), which runs it in the exchange
// core (`core/`: books, positions, risk checks, matching) and writes its rows
// with the rest of its group-commit batch in one statement (`store/write-batch.ts`). The path
// of a bet is one way down: http → here → sequencer → core → store. Fancy bets, racing bets and
// settlement take the same path. Money moves only through the ledger (cash ↔ hold for exposure,
// player ↔ house at settlement). Events are published after commit.

import { EventEmitter } from 'node:events';
import {
  betAmounts,
  betDelaySeconds,
  isLadderPrice,
  rupeesToPaise,
  stakeLimitsFor,
  tickDown,
  tickUp,
  type MarketKind,
} from '@khel/shared-kernel/betting';
import type { OrderChange } from '@khel/shared-kernel/contract';
import { Sequencer } from './sequencer/sequencer';
import type { WriterStats } from './sequencer/core-loader';
import type { BettingContext } from './sequencer/betting-contexts';
import type { CashOutPlan } from '../domain/cash-out';
import { marketDelaySeconds } from '../domain/bet-delay';
import { houseShareOf } from '../domain/order-book';
import { DomainError, INSUFFICIENT_BALANCE, invalid, notFound } from '../domain/errors';
import type { Books } from './core/books';
import { MarketPositions } from './core/positions';
import type { OrderEvent } from './core/changes';
import type { BetOrder, CashOutResult, CommandType, CommandValue, ExchangeCommand, LapseReason, PlacedBet, RemovedRunnerLapse, SettleOutcome } from './core/commands';
import type { LossRoom } from '../domain/responsible-gambling';
import { playerBetSettings, type PlayerBetSettings } from '../identity/bet-settings';
import type { Database } from '../store/db';
import { marketPositionOf } from './positions';
import { bootSeqBase, MarketSequences } from './market-sequences';
import {
  heldByOperator,
  markEventInPlay,
  readBetOwner,
  readCashAndOpenBets,
  readFancy,
  readMarketStatus,
  reopenMarketRow,
  replayOfRef,
  replaysOf,
  suspendMarketRow,
  type BetMarketRow,
  type FancyRow,
} from './store/bet-reads';

export type { CashOutResult, LapseReason, PlacedBet, RemovedRunnerLapse, SettleOutcome, WriterStats };

export interface ExchangeEvents {
  /** a market's book or status changed */
  market: [marketId: string];
  fancy: [fancyId: number];
  /** a player's bets or balance changed */
  player: [userId: number];
  /** one of a player's bets was placed, matched, cancelled, lapsed or settled (after commit) */
  order: [userId: number, betId: number, change: OrderChange];
}

export interface ExchangeDeps {
  db: Database;
  /** waits the in-play bet delay; tests pass one that does not wait */
  sleep?: (ms: number) => Promise<void>;
  /** where the markets' stream sequences start (default: this boot's, above an earlier run's; see market-sequences.ts) */
  seqBase?: number;
  /** false: every batch waits for `db.durable`, even one whose statement could commit on disk itself (tests holding that confirmation) */
  writerCommitsOnDisk?: boolean;
}

/** saveBet's order: an exchange order on an odds market, or a bet at the house's quote on a bookmaker market. */
export type PlaceOddsBet = BetOrder;

/** A cash-out as it would be done now, and the worst price the player is asked to accept. */
export interface CashOutQuote extends CashOutPlan {
  worstPrice: number;
}

/** An in-play bet whose line suspended while it waited its delay: said plainly, the slip keeps the selection. */
export const SUSPENDED_IN_DELAY = "The line was suspended during your bet's delay; not placed";
const suspendedInDelay = () => new DomainError('invalid', SUSPENDED_IN_DELAY, { code: 'suspended_in_delay' });
/** the refusals of a suspended line (the market's, the bookmaker runner's, the fancy's) */
const isSuspension = (e: unknown) => e instanceof DomainError && ['Market is suspended', 'Selection is suspended', 'Fancy is suspended'].includes(e.message);
/** A stake the player cannot afford, told before the delay (the core checks again when the bet runs). */
const cannotAfford = () => new DomainError('insufficient_funds', INSUFFICIENT_BALANCE, { code: 'insufficient_funds' });

/** the worst price offered to the player: this many ladder ticks beyond the worst the hedge needs now */
const CASH_OUT_SLIPPAGE_TICKS = 3;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class Exchange {
  readonly events = new EventEmitter<ExchangeEvents>();
  private readonly sequencer: Sequencer;
  private readonly db: Database;
  private readonly sleep: (ms: number) => Promise<void>;

  private constructor(deps: ExchangeDeps) {
    this.db = deps.db;
    this.sleep = deps.sleep ?? realSleep;
    this.events.setMaxListeners(0);
    this.sequencer = new Sequencer(deps.db, (changes) => this.publishOrders(changes), undefined, deps.writerCommitsOnDisk);
    this.sequences = new MarketSequences(deps.seqBase ?? bootSeqBase());
  }

  /** An exchange with its books rebuilt from the database. */
  static async start(deps: ExchangeDeps): Promise<Exchange> {
    const exchange = new Exchange(deps);
    await exchange.sequencer.start();
    return exchange;
  }

  /** The order books (read-only use: depth for the odds views, tests). */
  get books(): Books {
    return this.sequencer.core.books;
  }

  /** Counters of the writer's work (the HTTP benchmark prints them). */
  get stats(): WriterStats {
    return this.sequencer.stats;
  }

  /** the markets' stream sequences: bounded, a settled market's let go */
  private readonly sequences: MarketSequences;

  /** A market changed (book, status, quotes): bump its sequence and tell the subscribers. */
  touchMarket(marketId: string): number {
    const seq = this.sequences.next(marketId);
    this.events.emit('market', marketId);
    return seq;
  }

  marketSeq(marketId: string): number {
    return this.sequences.current(marketId);
  }

  /** Whether this instance's books hold the market's orders: always with one instance; with several, while it owns the market (cluster/front.ts). */
  holdsBook(_marketId: string): boolean {
    return true;
  }

  /** Waits for every queued write (tests, shutdown). */
  async idle(): Promise<void> {
    await this.sequencer.idle();
  }

  /**
   * Hook for several instances (server/src/cluster/): this instance became the owner of markets
   * another instance wrote meanwhile, so memory (books, positions, balances, market contexts) is
   * read again from the database, between two batches of the writer.
   */
  async reloadFromDatabase(): Promise<void> {
    await this.sequencer.reload();
  }

  /** A market's kind (odds, bookmaker): it never changes, so it is read once. */
  async marketKind(marketId: string): Promise<MarketKind> {
    const kind = await this.sequencer.marketKind(marketId);
    if (!kind) throw notFound('Market not found');
    return kind;
  }

  /** Queues a command for the core; once its batch is on disk, tells who and which markets it changed. */
  private async submit<K extends CommandType>(command: ExchangeCommand<K>): Promise<CommandValue[K]> {
    const executed = await this.sequencer.submit(command);
    for (const m of executed.markets) this.touchMarket(m);
    for (const u of executed.players) this.events.emit('player', u);
    return executed.value;
  }

  // ---- placing ---------------------------------------------------------------------------------

  /** saveBet: an exchange order on an odds market, or a bet at the house's quote on a bookmaker market. */
  async placeBet(userId: number, bet: PlaceOddsBet, lossRoom: LossRoom | null = null): Promise<PlacedBet> {
    const [placed] = await this.placeBets(userId, [bet], lossRoom);
    return placed!;
  }

  /**
   * Several bets on one market, all or nothing (saveHrBet's combined racing bet): one bet delay,
   * one write; if any leg is refused none is placed. `lossRoom`: what is left of the player's
   * net-loss limits (assertPlayerMayBet), checked again in the core as the bet commits.
   */
  async placeBets(userId: number, bets: readonly PlaceOddsBet[], lossRoom: LossRoom | null = null): Promise<PlacedBet[]> {
    const marketId = bets[0]?.marketId;
    if (!marketId || bets.some((b) => b.marketId !== marketId)) throw invalid('All bets must be on the same market');
    const clientRef = bets.find((b) => b.clientRef)?.clientRef ?? null;
    const { market, settings, runners, replay } = await this.bettingContext(marketId, userId, clientRef);
    if (replay && bets.length === 1) return [replay];
    // a combined bet sent again with its references: the legs it placed (the core answers one still being written)
    const refs = bets.map((b) => b.clientRef ?? '');
    if (bets.length > 1 && refs.every(Boolean)) {
      const replays = await replaysOf(this.db, userId, refs);
      if (replays) return replays;
    }
    this.assertBettable(market);
    const exempt = bets.every((b) => b.isCashOut || b.houseOrder);
    for (const bet of bets) {
      const status = runners[String(bet.selectionId)];
      if (status === undefined) throw invalid('Selection not found in this market');
      if (status !== 'ACTIVE') throw invalid('Selection is suspended');
      if (market.kind === 'odds' && !isLadderPrice(bet.price)) throw invalid('Odds are not valid: choose a price on the ladder between 1.01 and 1000');
      if (market.kind === 'bookmaker' && !(Number.isSafeInteger(bet.price) && bet.price > 0 && bet.price <= 100_000)) throw invalid('Odds are not valid');
      if (!bet.isCashOut && !bet.houseOrder) {
        // a bookmaker market's max stake is the player's host's share of it, as its players see it (catalog.ts)
        const limited = market.kind === 'bookmaker' ? { ...market, max_stake_paise: houseShareOf(market.max_stake_paise, bet.houseShareBps) } : market;
        this.assertStake(bet.stakePaise, stakeLimitsFor(settings, market.kind === 'odds' ? 'odds' : 'bookmaker', market.sport_id), limited);
      }
    }
    if (!exempt && this.delaySeconds(market, settings) > 0) {
      // refused at once rather than after the delay (the core checks again as the bet runs)
      const pieces = bets.map((b) => ({ selectionId: b.selectionId, isBack: b.isBack, price: b.price, paise: b.stakePaise }));
      await this.assertAffordable(userId, { marketId }, () => new MarketPositions(marketId, market.kind, Object.keys(runners).map(Number)).exposureWith(userId, pieces, market.kind === 'bookmaker'));
    }
    const maxProfitPaise = Math.min(market.max_profit_paise, rupeesToPaise(settings.maxWinPerMarket));
    const placing = async () => {
      if (!exempt) await this.inPlayDelay(market, settings);
      return this.submit({ type: 'place', userId, kind: market.kind, marketId, bets, maxProfitPaise, lossRoom });
    };
    return this.afterDelay(!exempt && this.delaySeconds(market, settings) > 0, placing());
  }

  /** A market's in-play delay for this player (§9): the host's or the feed's, the larger; 0 when it is not in play. */
  private delaySeconds(market: BetMarketRow, settings: PlayerBetSettings): number {
    return marketDelaySeconds(settings, market);
  }

  /** An in-play bet (or cash-out) waits its market's delay (§9), and the market must still be open after it. */
  private async inPlayDelay(market: BetMarketRow, settings: PlayerBetSettings): Promise<void> {
    const seconds = this.delaySeconds(market, settings);
    if (seconds <= 0) return;
    await this.sleep(seconds * 1000);
    const now = await readMarketStatus(this.db, market.id);
    this.assertBettable({ ...market, ...now });
  }

  /** A bet that waited its delay and found its line suspended is told so plainly. */
  private async afterDelay<T>(waited: boolean, placing: Promise<T>): Promise<T> {
    try {
      return await placing;
    } catch (error) {
      throw waited && isSuspension(error) ? suspendedInDelay() : error;
    }
  }

  /**
   * Before the delay: refuses a bet whose own exposure is more than the player's available cash,
   * where they have no open bet on the market or fancy yet (then the bet adds exactly its own
   * exposure). With bets there already a new one may hedge them: the core decides after the delay.
   */
  private async assertAffordable(userId: number, on: { marketId: string } | { fancyId: number }, ownExposurePaise: () => number): Promise<void> {
    const row = await readCashAndOpenBets(this.db, userId, on);
    if (!row || row.hasBets) return;
    // the core's figure may already count money this batch moved in
    const cash = Math.max(row.cashPaise, this.sequencer.core.cashOf(userId) ?? 0);
    if (ownExposurePaise() > cash) throw cannotAfford();
  }

  /** What a bet reads before it queues (the sequencer keeps it between bets: sequencer/betting-contexts.ts). */
  private bettingContext(marketId: string, userId: number, clientRef: string | null = null): Promise<BettingContext> {
    return this.sequencer.contexts.read(marketId, userId, clientRef);
  }

  /** The event starts: it and its markets are in play (bets on them wait the in-play delay). */
  async takeInPlay(eventId: number): Promise<void> {
    for (const marketId of await markEventInPlay(this.db, eventId)) this.forgetMarket(marketId);
  }

  /** A change of a market's status, in-play flag, stakes or runners: the next bet reads it afresh. */
  forgetMarket(marketId: string): void {
    this.sequencer.contexts.forgetMarket(marketId);
  }

  /** saveFancyBet: Yes (back) or No (lay) at the line and rate the player saw. */
  async placeFancyBet(
    userId: number,
    bet: { fancyId: number; isBack: boolean; line: number; rate: number; stakePaise: number; clientRef?: string | null },
    lossRoom: LossRoom | null = null,
  ): Promise<PlacedBet> {
    const fancy = await this.fancy(bet.fancyId);
    const settings = await playerBetSettings(this.db, userId);
    this.assertStake(bet.stakePaise, stakeLimitsFor(settings, 'fancy', fancy.sport_id), fancy);
    const seconds = fancy.inplay ? betDelaySeconds(settings, 'SESSION', fancy.sport_id) : 0;
    if (seconds > 0) {
      await this.assertAffordable(userId, { fancyId: bet.fancyId }, () => betAmounts('fancy', bet.isBack, bet.stakePaise, bet.rate).liabilityPaise);
      await this.sleep(seconds * 1000);
    }
    const maxProfitPaise = Math.min(fancy.max_profit_paise, rupeesToPaise(settings.maxWinPerMarket));
    const replay = bet.clientRef ? await replayOfRef(this.db, userId, bet.clientRef) : null;
    if (replay) return replay;
    // The core takes it at the line standing when it runs, holds the fancy's worst case and checks the limits.
    const placed = await this.afterDelay(seconds > 0, this.submit({ type: 'placeFancy', userId, fancyId: bet.fancyId, bet, maxProfitPaise, lossRoom }));
    this.events.emit('fancy', bet.fancyId);
    return placed;
  }

  // ---- cancelling and lapsing ------------------------------------------------------------------

  /** cancelUnmatchedBet: takes what is still unmatched out of the book. */
  async cancelBet(userId: number, betId: number): Promise<{ cancelledPaise: number }> {
    const order = this.books.order(betId);
    if (!order || order.userId !== userId) {
      const bet = await readBetOwner(this.db, betId);
      if (!bet || bet.userId !== userId || !bet.marketId) throw notFound('Bet not found');
      throw invalid('This bet has no unmatched stake to cancel');
    }
    return this.submit({ type: 'cancel', userId, betId });
  }

  /** cancelUnmatchedBetAll: every unmatched bet of the player on a market (or everywhere), in one write. */
  async cancelAll(userId: number, marketId: string | null): Promise<{ cancelledBets: number }> {
    if (this.books.ordersOfPlayer(userId, marketId).length === 0) return { cancelledBets: 0 };
    return this.submit({ type: 'cancelAll', userId, marketId });
  }

  /**
   * Lapses the unmatched orders of a market and releases the exposure they held: when it goes in
   * play or suspends every order not kept, when it closes every order. A removed runner's lapse
   * runs even with nothing to lapse: every hold on the market follows the removal.
   */
  async lapseMarket(marketId: string, reason: LapseReason = 'closed', removed?: RemovedRunnerLapse): Promise<number> {
    if (!removed && !this.books.ordersOf(marketId).some((o) => reason === 'closed' || !o.keep)) return 0;
    return this.submit({ type: 'lapse', marketId, reason, ...(removed ? { removed } : {}) });
  }

  /**
   * The feed suspends a market (an incident in play): bets are refused until it reopens, and its
   * unmatched orders lapse unless kept. Returns how many lapsed.
   */
  async suspendMarket(marketId: string): Promise<number> {
    this.sequencer.core.suspend(marketId); // before any await: a bet still in the queue is refused too
    const changed = await suspendMarketRow(this.db, marketId);
    this.forgetMarket(marketId); // after the write, so no read from before it is kept
    if (changed) this.touchMarket(marketId);
    return (await this.marketKind(marketId)) === 'odds' ? this.lapseMarket(marketId, 'suspended') : 0;
  }

  /**
   * The feed opens a suspended market again, unless an operator holds it suspended (then only the
   * operator's resume opens it). Returns whether the market is open for bets now.
   */
  async reopenMarket(marketId: string, by: 'feed' | 'operator' = 'feed'): Promise<boolean> {
    const byOperator = by === 'operator';
    if (!byOperator && (await heldByOperator(this.db, marketId))) return false;
    this.sequencer.core.reopen(marketId);
    const changed = await reopenMarketRow(this.db, marketId, byOperator);
    this.forgetMarket(marketId);
    if (changed) this.touchMarket(marketId);
    return true;
  }

  // ---- cash-out --------------------------------------------------------------------------------

  /**
   * What a cash-out would do now (the player's confirm dialog): the hedge across the book's levels,
   * the P&L it locks in, and the worst price to accept, a few ticks beyond the worst the hedge
   * needs now so that a price moving during the bet delay does not leave it partial. Changes nothing.
   */
  async cashOutQuote(userId: number, marketId: string, houseShareBps?: number): Promise<CashOutQuote> {
    const { market } = await this.bettingContext(marketId, userId);
    this.assertCashOutMarket(market);
    const known = this.sequencer.core.positionsOf(marketId);
    const { selectionIds, matched } = known
      ? { selectionIds: known.selectionIds, matched: known.matchedPositions(userId) }
      : await marketPositionOf(this.db, userId, marketId, 'odds').then((p) => ({ selectionIds: p.selectionIds, matched: p.positions }));
    const plan = this.sequencer.core.cashOutPlan(userId, marketId, selectionIds, matched, null, houseShareBps);
    const worstPrice = plan.isBack ? tickDown(plan.limitPrice, CASH_OUT_SLIPPAGE_TICKS) : tickUp(plan.limitPrice, CASH_OUT_SLIPPAGE_TICKS);
    return { ...plan, worstPrice };
  }

  /**
   * exchange/order/cashout: hedges a 2-runner MATCH_ODDS position across as many price levels as
   * it needs, none worse than `worstPrice` (null: no bound). The player's unmatched orders on the
   * market are cancelled first (a hedge must not match the player's own order). The result says
   * whether the position is equalised or, if the book ran out within the bound, how far apart
   * the outcomes stay.
   */
  async cashOut(userId: number, marketId: string, worstPrice: number | null = null, houseShareBps?: number): Promise<CashOutResult> {
    const { market, settings } = await this.bettingContext(marketId, userId);
    this.assertCashOutMarket(market);
    this.assertBettable(market);
    // In play the cash-out waits the bet delay like any bet (the client counts it down), then hedges
    // at the prices standing after it.
    await this.inPlayDelay(market, settings);
    return this.submit({ type: 'cashOut', userId, marketId, worstPrice, ...(houseShareBps === undefined ? {} : { houseShareBps }) });
  }

  private assertCashOutMarket(market: BetMarketRow): void {
    if (market.market_type !== 'MATCH_ODDS' || market.kind !== 'odds') throw invalid('Cash-out is only available on match odds markets');
  }

  // ---- settlement ------------------------------------------------------------------------------

  /**
   * Settles a market on its winner, or its winners (a PLACE market), or null: void, with a reason: a command of the core like a bet,
   * written in the same group commit. Settling twice changes nothing. The order streams hear of
   * the lapsed and settled bets once the batch is on disk.
   */
  async settleMarket(marketId: string, winnerSelectionId: number | readonly number[] | null, actor: string, voidReason: string | null = null): Promise<SettleOutcome> {
    await this.marketKind(marketId); // not found: refused before it queues
    // several winners (a PLACE market): each placed runner wins; the market records the first
    const winnerIds = typeof winnerSelectionId === 'object' && winnerSelectionId !== null ? winnerSelectionId : undefined;
    const winnerId = winnerIds ? (winnerIds[0] ?? null) : (winnerSelectionId as number | null);
    const executed = await this.sequencer.submit({ type: 'settle', marketId, winnerId, actor, voidReason, ...(winnerIds && winnerIds.length > 1 ? { winnerIds } : {}) });
    this.forgetMarket(marketId); // after the commit, so no read from before it is kept
    this.touchMarket(marketId);
    this.sequences.forget(marketId);
    for (const u of executed.players) this.events.emit('player', u);
    return executed.value;
  }

  /** Settles a fancy on the final runs (null: void, with a reason), as a market. Settling twice changes nothing. */
  async settleFancy(fancyId: number, runs: number | null, actor: string, voidReason: string | null = null): Promise<SettleOutcome> {
    const executed = await this.sequencer.submit({ type: 'settleFancy', fancyId, runs, actor, voidReason });
    this.events.emit('fancy', fancyId);
    return executed.value;
  }

  /** Tells each player's order stream what happened to their bets (after the commit). */
  private publishOrders(changes: readonly OrderEvent[]): void {
    for (const c of changes) this.events.emit('order', c.userId, c.betId, c.change);
  }

  // ---- checks ----------------------------------------------------------------------------------

  private assertStake(stakePaise: number, limits: { min: number; max: number }, market: { min_stake_paise: number; max_stake_paise: number }): void {
    const min = Math.max(rupeesToPaise(limits.min), market.min_stake_paise);
    const max = Math.min(rupeesToPaise(limits.max), market.max_stake_paise);
    if (stakePaise < min) throw invalid(`Minimum stake is ${min / 100}`);
    if (stakePaise > max) throw invalid(`Maximum stake is ${max / 100}`);
  }

  private assertBettable(market: Pick<BetMarketRow, 'status' | 'settled_at'>): void {
    if (market.settled_at || market.status === 'CLOSED') throw invalid('Market is closed');
    if (market.status !== 'OPEN') throw invalid('Market is suspended');
  }

  private async fancy(fancyId: number): Promise<FancyRow> {
    const fancy = await readFancy(this.db, fancyId);
    if (!fancy) throw notFound('Fancy not found');
    if (fancy.settled_at) throw invalid('Fancy is closed');
    return fancy;
  }
}
