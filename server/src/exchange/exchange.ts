// The exchange's use cases: place, cancel, cash out, lapse, settle. Every write goes through one
// sequencer (the single writer): the books, the resting orders and every player's position on the
// markets live in memory beside it, so an exchange order is validated and matched there and its
// rows (bet, fills, exposure, ledger transfers) are written with the rest of its group-commit batch
// in one statement (WriteBatch). Memory is rebuilt from the database at start and after a failed
// commit. Fancy bets and settlement run as plain SQL inside the same transactions. Money moves only
// through the ledger (cash ↔ hold for exposure). Events are published after commit.

import { EventEmitter } from 'node:events';
import {
  betDelaySeconds,
  fancyPositions,
  isLadderPrice,
  rupeesToPaise,
  stakeLimitsFor,
  tickDown,
  tickUp,
  type MarketKind,
} from '@khel/shared-kernel/betting';
import type { OrderChange } from '@khel/shared-kernel/contract';
import { cashOutPlan, MAX_HEDGE_LEVELS, type CashOutPlan, type HedgeLevel } from '../domain/cash-out';
import type { PriceSize } from '../domain/order-book';
import { bookmakerAcceptance, fancyAcceptance } from '../domain/quotes';
import { HttpError, badRequest, notFound } from '../http/reply';
import { mergeBetSettings, playerBetSettings, savedBetSettingsSql, type PlayerBetSettings } from '../identity/bet-settings';
import type { Database, Sql } from '../store/db';
import { InsufficientFundsError } from '../wallet/ledger';
import { WriteBatch, type BetRow, type ExchangeMemory, type WriteNeeds } from './batch';
import { Books, type OrderRow } from './books';
import { fancyBetsOf, fancyExposureOf, fancyKey, lockPlayer, marketPositionOf, setExposure, type MarketPositions, type Piece } from './positions';
import { settleFancyBets, settleMarketBets, type SettleOutcome } from './settle';
import type { FancyColumns } from './fancy-row';

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
}

export interface PlaceOddsBet {
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

/** A cash-out as it would be done now, and the worst price the player is asked to accept. */
export interface CashOutQuote extends CashOutPlan {
  worstPrice: number;
}

/** the worst price offered to the player: this many ladder ticks beyond the worst the hedge needs now */
const CASH_OUT_SLIPPAGE_TICKS = 3;

/**
 * Why a market's unmatched orders lapse: going in play or suspending lapses all but the kept ones;
 * closing (and settling) lapses every one.
 */
export type LapseReason = 'inplay' | 'suspended' | 'closed';

type MarketRow = {
  id: string;
  event_id: number;
  sport_id: number;
  market_type: string;
  kind: MarketKind;
  status: string;
  inplay: boolean;
  min_stake_paise: number;
  max_stake_paise: number;
  max_profit_paise: number;
  settled_at: string | null;
};

/** A fancy with what betting on it needs from its event. */
type FancyRow = Omit<FancyColumns, 'name' | 'category'> & { sport_id: number; inplay: boolean };

interface Settle {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}
type FastWrite = { fast: (batch: WriteBatch) => Promise<unknown>; needs: WriteNeeds } & Settle;
type SqlWrite = { work: (tx: Sql) => Promise<unknown>; players: readonly number[] | 'all'; changesMemory: boolean } & Settle;
type PendingWrite = FastWrite | SqlWrite;

/** What a write did, for the events published after its commit. */
interface Written<T> {
  value: T;
  players: Iterable<number>;
  markets: Iterable<string>;
}

/** Counters of the writer's work (the HTTP benchmark prints them). */
export interface WriterStats {
  batches: number;
  writes: number;
  statements: number;
  /** time spent running batches' writes in memory (reads they needed included) */
  prepareMs: number;
  /** time spent waiting for batches' statements */
  statementMs: number;
}

/** bounded queue: past this many waiting writes a new one is refused at once (503) */
const MAX_PENDING_WRITES = 10_000;
/** at most this many writes share one transaction */
const MAX_BATCH = 500;
const MARKET_CONTEXTS_MAX = 20_000;
const PLAYER_SETTINGS_MAX = 50_000;
/** how soon an operator's change of a player's bet settings (limits, delays) reaches their bets */
const SETTINGS_MEMORY_MS = 5_000;

/** Sets a key in a bounded map, dropping the oldest entry when it is full. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const pieceOf = (o: { selectionId: number; isBack: boolean; price: number }, paise: number): Piece => ({
  selectionId: o.selectionId,
  isBack: o.isBack,
  price: o.price,
  paise,
});

export class Exchange {
  readonly books = new Books();
  readonly events = new EventEmitter<ExchangeEvents>();
  readonly stats: WriterStats = { batches: 0, writes: 0, statements: 0, prepareMs: 0, statementMs: 0 };
  private readonly memory: ExchangeMemory = {
    books: this.books,
    positions: new Map(),
    kinds: new Map(),
    accounts: new Map(),
    balances: new Map(),
    ids: [],
    recentRefs: new Map(),
  };
  /** markets the feed has suspended: a bet already queued for one is refused in the writer */
  private readonly suspended = new Set<string>();
  /**
   * What a bet reads of its market before it queues (status, in-play, stakes, runners' statuses),
   * kept between bets. Every change of those goes through this exchange, which forgets the market
   * (forgetMarket: suspend, reopen, in play, settle); `forgets` stops a read that raced a change
   * from being kept. Bounded: the oldest markets go first.
   */
  private readonly marketContexts = new Map<string, { market: MarketRow; runners: Record<string, string> }>();
  private forgets = 0;
  /** players' bet settings (an operator's overrides), kept SETTINGS_MEMORY_MS */
  private readonly playerSettings = new Map<number, { settings: PlayerBetSettings; until: number }>();
  private readonly pending: PendingWrite[] = [];
  private drained: Promise<void> | null = null;
  /** committed batches waiting to be on disk before their writers hear of them */
  private readonly confirming = new Set<Promise<void>>();
  /** set when a committed batch could not be confirmed on disk: memory is rebuilt before the next write */
  private memoryInDoubt = false;
  private readonly db: Database;
  private readonly sleep: (ms: number) => Promise<void>;

  private constructor(deps: ExchangeDeps) {
    this.db = deps.db;
    this.sleep = deps.sleep ?? realSleep;
    this.events.setMaxListeners(0);
  }

  /** An exchange with its books rebuilt from the database. */
  static async start(deps: ExchangeDeps): Promise<Exchange> {
    const exchange = new Exchange(deps);
    await exchange.books.rebuild(deps.db);
    return exchange;
  }

  private readonly seqByMarket = new Map<string, number>();

  /** A market changed (book, status, quotes): bump its sequence and tell the subscribers. */
  touchMarket(marketId: string): number {
    const seq = (this.seqByMarket.get(marketId) ?? 0) + 1;
    this.seqByMarket.set(marketId, seq);
    this.events.emit('market', marketId);
    return seq;
  }

  marketSeq(marketId: string): number {
    return this.seqByMarket.get(marketId) ?? 0;
  }

  /** Waits for every queued write (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.drained || this.confirming.size > 0) {
      if (this.drained) await this.drained;
      await Promise.all(this.confirming);
    }
  }

  /**
   * Hook for several instances (server/src/cluster/): this instance became the owner of markets
   * another instance wrote meanwhile, so memory (books, positions, balances, market contexts) is
   * read again from the database, between two batches of the writer.
   */
  async reloadFromDatabase(): Promise<void> {
    await this.sqlWrite(
      'all',
      async (tx) => {
        this.memory.positions.clear();
        this.memory.accounts.clear();
        this.memory.balances.clear();
        this.marketContexts.clear();
        this.suspended.clear(); // the database's status says (read with each market's context)
        this.forgets++;
        await this.books.rebuild(tx);
      },
      true,
    );
  }

  /** A market's kind (odds, bookmaker): it never changes, so it is read once. */
  async marketKind(marketId: string): Promise<MarketKind> {
    const known = this.memory.kinds.get(marketId);
    if (known) return known;
    const [m] = await this.db.query<{ kind: MarketKind }>('SELECT kind FROM markets WHERE id = $1', [marketId]);
    if (!m) throw notFound('Market not found');
    this.memory.kinds.set(marketId, m.kind);
    return m.kind;
  }

  // ---- placing ---------------------------------------------------------------------------------

  /** saveBet: an exchange order on an odds market, or a bet at the house's quote on a bookmaker market. */
  async placeBet(userId: number, bet: PlaceOddsBet): Promise<PlacedBet> {
    const [placed] = await this.placeBets(userId, [bet]);
    return placed!;
  }

  /**
   * Several bets on one market, all or nothing (saveHrBet's combined racing bet): one bet delay,
   * one write; if any leg is refused none is placed.
   */
  async placeBets(userId: number, bets: readonly PlaceOddsBet[]): Promise<PlacedBet[]> {
    const marketId = bets[0]?.marketId;
    if (!marketId || bets.some((b) => b.marketId !== marketId)) throw badRequest('All bets must be on the same market');
    const clientRef = bets.find((b) => b.clientRef)?.clientRef ?? null;
    const { market, settings, runners, replay } = await this.bettingContext(marketId, userId, clientRef);
    if (replay && bets.length === 1) return [replay];
    this.assertBettable(market);
    const exempt = bets.every((b) => b.isCashOut || b.houseOrder);
    for (const bet of bets) {
      const status = runners[String(bet.selectionId)];
      if (status === undefined) throw badRequest('Selection not found in this market');
      if (status !== 'ACTIVE') throw badRequest('Selection is suspended');
      if (market.kind === 'odds' && !isLadderPrice(bet.price)) throw badRequest('Odds are not valid: choose a price on the ladder between 1.01 and 1000');
      if (market.kind === 'bookmaker' && !(Number.isSafeInteger(bet.price) && bet.price > 0 && bet.price <= 100_000)) throw badRequest('Odds are not valid');
      if (!bet.isCashOut && !bet.houseOrder) {
        this.assertStake(bet.stakePaise, stakeLimitsFor(settings, market.kind === 'odds' ? 'odds' : 'bookmaker', market.sport_id), market);
      }
    }
    if (!exempt) await this.inPlayDelay(market, settings);
    const maxProfitPaise = Math.min(market.max_profit_paise, rupeesToPaise(settings.maxWinPerMarket));
    const needs: WriteNeeds = {
      users: [userId],
      markets: [marketId],
      quotes: market.kind === 'bookmaker' ? [marketId] : [],
      betIds: bets.length,
    };
    return this.fastWrite(needs, (batch) => this.placeInBatch(batch, needs, userId, market.kind, bets, maxProfitPaise));
  }

  /** An in-play bet (or cash-out) waits its market's delay (§9), and the market must still be open after it. */
  private async inPlayDelay(market: MarketRow, settings: PlayerBetSettings): Promise<void> {
    if (!market.inplay) return;
    const seconds = betDelaySeconds(settings, market.market_type === 'BOOKMAKER' ? 'BOOKMAKER' : market.market_type, market.sport_id);
    if (seconds <= 0) return;
    await this.sleep(seconds * 1000);
    const [now] = await this.db.query<Pick<MarketRow, 'status' | 'settled_at'>>('SELECT status, settled_at FROM markets WHERE id = $1', [market.id]);
    this.assertBettable({ ...market, ...now! });
  }

  /**
   * The market, the player's bet settings, the runners' statuses and a bet already placed with this
   * client reference: from memory when it has them (no client reference to look up), else in one read.
   */
  private async bettingContext(
    marketId: string,
    userId: number,
    clientRef: string | null = null,
  ): Promise<{ market: MarketRow; settings: PlayerBetSettings; runners: Record<string, string>; replay: PlacedBet | null }> {
    const now = Date.now();
    const known = this.marketContexts.get(marketId);
    const settings = this.playerSettings.get(userId);
    if (known && settings && settings.until > now && clientRef === null) return { ...known, settings: settings.settings, replay: null };
    const forgetsBefore = this.forgets;
    const [row] = await this.db.query<MarketRow & { bet_settings: Record<string, unknown> | null; runners: Record<string, string> | null; replay: [number, number, number] | null }>(
      `SELECT m.id, m.event_id, e.sport_id, m.market_type, m.kind, m.status, m.inplay, m.min_stake_paise, m.max_stake_paise,
              m.max_profit_paise, m.settled_at,
              ${savedBetSettingsSql('$2')} AS bet_settings,
              (SELECT json_object_agg(selection_id, status) FROM runners WHERE market_id = m.id) AS runners,
              (SELECT json_build_array(id, matched_paise, unmatched_paise) FROM bets WHERE user_id = $2 AND client_ref = $3) AS replay
       FROM markets m JOIN events e ON e.id = m.event_id WHERE m.id = $1`,
      [marketId, userId, clientRef],
    );
    if (!row) throw notFound('Market not found');
    this.memory.kinds.set(marketId, row.kind);
    const { bet_settings, runners, replay: replayRow, ...market } = row;
    const context = { market: market as MarketRow, runners: runners ?? {} };
    const merged = mergeBetSettings(bet_settings);
    if (this.forgets === forgetsBefore) remember(this.marketContexts, marketId, context, MARKET_CONTEXTS_MAX);
    remember(this.playerSettings, userId, { settings: merged, until: now + SETTINGS_MEMORY_MS }, PLAYER_SETTINGS_MAX);
    const replay = replayRow ? { betId: Number(replayRow[0]), matchedPaise: Number(replayRow[1]), unmatchedPaise: Number(replayRow[2]), replayed: true } : null;
    return { ...context, settings: merged, replay };
  }

  /** The event starts: it and its markets are in play (bets on them wait the in-play delay). */
  async takeInPlay(eventId: number): Promise<void> {
    const markets = await this.db.transaction(async (tx) => {
      await tx.query(`UPDATE events SET status = 'inplay' WHERE id = $1 AND status = 'upcoming'`, [eventId]);
      return tx.query<{ id: string }>('UPDATE markets SET inplay = true WHERE event_id = $1 RETURNING id', [eventId]);
    });
    for (const m of markets) this.forgetMarket(m.id);
  }

  /** A change of a market's status, in-play flag, stakes or runners: the next bet reads it afresh. */
  forgetMarket(marketId: string): void {
    this.forgets++;
    this.marketContexts.delete(marketId);
  }

  /**
   * The bets of one placement inside a batch: every check first (in memory), then the books,
   * positions and holds change and the rows are recorded for the batch's flush.
   */
  private async placeInBatch(
    batch: WriteBatch,
    needs: WriteNeeds,
    userId: number,
    kind: MarketKind,
    bets: readonly PlaceOddsBet[],
    maxProfitPaise: number,
  ): Promise<Written<PlacedBet[]>> {
    const marketId = bets[0]!.marketId;
    await batch.ensure(needs);
    const replays = bets.map((b) => batch.replayed(userId, b.clientRef));
    const fresh = bets.filter((_, i) => !replays[i]);
    if (fresh.length === 0) return { value: replays.map((r) => ({ ...r!, replayed: true })), players: [], markets: [] };

    if (this.suspended.has(marketId)) throw badRequest('Market is suspended');
    const positions = await batch.positions(marketId);
    if (fresh.some((b) => !positions.has(b.selectionId))) throw badRequest('Selection not found in this market');
    if (kind === 'bookmaker') {
      for (const b of fresh) {
        const quote = batch.quote(marketId, b.selectionId);
        const acceptance = bookmakerAcceptance(quote ? { open: quote.status === 'ACTIVE', backPercent: quote.backPercent, layPercent: quote.layPercent } : null, b.isBack, b.price);
        if (!acceptance.accepted) throw badRequest(acceptance.reason);
      }
    }
    const pieces = fresh.map((b) => pieceOf(b, b.stakePaise));
    fresh.forEach((b, i) => {
      if (b.isCashOut || b.houseOrder) return;
      if (positions.bestCaseWithMatched(userId, pieces.slice(0, i + 1)) > maxProfitPaise) {
        throw badRequest('Max profit limit exceeded for this market');
      }
    });
    // The exposure with the whole stake unmatched is the most an order can need (matching never
    // raises it): the player's cash, locked for this batch, must cover that before anything moves.
    const increase = positions.exposureWith(userId, pieces, kind === 'bookmaker') - positions.player(userId).heldPaise;
    if (increase > 0 && increase > batch.cash(userId)) {
      await batch.readBalances([userId]); // money may have come in since the balance was last read
      if (increase > batch.cash(userId)) throw new InsufficientFundsError();
    }

    const players = new Set<number>([userId]);
    const placed = fresh.map((b) => (kind === 'odds' ? this.matchOrder(batch, positions, userId, b, players) : this.takeBookmakerBet(batch, positions, userId, b)));
    await batch.ensure({ users: [...players] }); // the makers whose orders matched
    for (const u of players) batch.settleHold(positions, u);
    let next = 0;
    return { value: replays.map((r) => (r ? { ...r, replayed: true } : placed[next++]!)), players, markets: [marketId] };
  }

  private matchOrder(batch: WriteBatch, positions: MarketPositions, userId: number, bet: PlaceOddsBet, players: Set<number>): PlacedBet {
    const { marketId, selectionId } = bet;
    const row = this.newBetRow(batch, userId, 'odds', bet);
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
      batch.updateBet(maker);
      batch.orderChanged(maker.userId, maker.betId, 'matched');
      batch.fill(marketId, selectionId, f);
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
    batch.insertBet(row);
    return { betId: row.betId, matchedPaise: row.matchedPaise, unmatchedPaise: row.unmatchedPaise, replayed: false };
  }

  private takeBookmakerBet(batch: WriteBatch, positions: MarketPositions, userId: number, bet: PlaceOddsBet): PlacedBet {
    const row = this.newBetRow(batch, userId, 'bookmaker', bet);
    row.matchedPaise = bet.stakePaise;
    positions.addMatched(userId, pieceOf(bet, bet.stakePaise));
    batch.insertBet(row);
    return { betId: row.betId, matchedPaise: bet.stakePaise, unmatchedPaise: 0, replayed: false };
  }

  private newBetRow(batch: WriteBatch, userId: number, kind: MarketKind, bet: PlaceOddsBet): BetRow {
    return {
      betId: batch.nextBetId(),
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

  /** saveFancyBet: Yes (back) or No (lay) at the line and rate the player saw. */
  async placeFancyBet(userId: number, bet: { fancyId: number; isBack: boolean; line: number; rate: number; stakePaise: number; clientRef?: string | null }): Promise<PlacedBet> {
    const fancy = await this.fancy(this.db, bet.fancyId);
    const settings = await playerBetSettings(this.db, userId);
    this.assertStake(bet.stakePaise, stakeLimitsFor(settings, 'fancy', fancy.sport_id), fancy);
    if (fancy.inplay) {
      const seconds = betDelaySeconds(settings, 'SESSION', fancy.sport_id);
      if (seconds > 0) await this.sleep(seconds * 1000);
    }
    const maxProfitPaise = Math.min(fancy.max_profit_paise, rupeesToPaise(settings.maxWinPerMarket));
    const placed = await this.sqlWrite([userId], async (tx) => {
      if (bet.clientRef) {
        const [r] = await tx.query<{ id: number; matched_paise: number; unmatched_paise: number }>(
          'SELECT id, matched_paise, unmatched_paise FROM bets WHERE user_id = $1 AND client_ref = $2',
          [userId, bet.clientRef],
        );
        if (r) return { betId: r.id, matchedPaise: r.matched_paise, unmatchedPaise: r.unmatched_paise, replayed: true };
      }
      await lockPlayer(tx, userId);
      const now = await this.fancy(tx, bet.fancyId);
      const acceptance = fancyAcceptance(
        now.settled_at ? null : { active: now.is_active && now.game_status === null, noLine: now.no_line, noRate: now.no_rate, yesLine: now.yes_line, yesRate: now.yes_rate },
        bet.isBack,
        bet.line,
        bet.rate,
      );
      if (!acceptance.accepted) throw badRequest(acceptance.reason);
      const existing = await fancyBetsOf(tx, userId, bet.fancyId);
      const withBet = [...existing, { isBack: bet.isBack, line: bet.line, rate: bet.rate, stakePaise: bet.stakePaise }];
      const bestCasePnl = Math.max(0, ...fancyPositions(withBet).map((p) => p.pnlPaise));
      if (bestCasePnl > maxProfitPaise) throw badRequest('Max profit limit exceeded for this fancy');
      const res = await tx.query<{ id: number }>(
        `INSERT INTO bets (user_id, kind, fancy_id, is_back, price, line, stake_paise, matched_paise, client_ref)
         VALUES ($1, 'fancy', $2, $3, $4, $5, $6, $6, $7) RETURNING id`,
        [userId, bet.fancyId, bet.isBack, bet.rate, bet.line, bet.stakePaise, bet.clientRef ?? null],
      );
      await setExposure(tx, userId, fancyKey(bet.fancyId), await fancyExposureOf(tx, userId, bet.fancyId));
      return { betId: res[0]!.id, matchedPaise: bet.stakePaise, unmatchedPaise: 0, replayed: false };
    });
    this.events.emit('fancy', bet.fancyId);
    this.events.emit('player', userId);
    if (!placed.replayed) this.publishOrders([{ userId, betId: placed.betId, change: 'placed' }]);
    return placed;
  }

  // ---- cancelling and lapsing ------------------------------------------------------------------

  /** cancelUnmatchedBet: takes what is still unmatched out of the book. */
  async cancelBet(userId: number, betId: number): Promise<{ cancelledPaise: number }> {
    const order = this.books.order(betId);
    if (!order || order.userId !== userId) {
      const [bet] = await this.db.query<{ market_id: string | null; user_id: number }>('SELECT market_id, user_id FROM bets WHERE id = $1', [betId]);
      if (!bet || bet.user_id !== userId || !bet.market_id) throw notFound('Bet not found');
      throw badRequest('This bet has no unmatched stake to cancel');
    }
    const marketId = order.marketId;
    const needs: WriteNeeds = { users: [userId], markets: [marketId] };
    return this.fastWrite(needs, async (batch) => {
      await batch.ensure(needs);
      const positions = await batch.positions(marketId);
      const row = this.books.order(betId); // it may have matched or lapsed in the queue
      if (!row || row.userId !== userId) throw badRequest('This bet has no unmatched stake to cancel');
      const cancelledPaise = this.cancelOrder(batch, positions, row, 'cancelled');
      batch.settleHold(positions, userId);
      return { value: { cancelledPaise }, players: [userId], markets: [marketId] };
    });
  }

  /** cancelUnmatchedBetAll: every unmatched bet of the player on a market (or everywhere), in one write. */
  async cancelAll(userId: number, marketId: string | null): Promise<{ cancelledBets: number }> {
    const markets = [...new Set(this.books.ordersOfPlayer(userId, marketId).map((o) => o.marketId))];
    if (markets.length === 0) return { cancelledBets: 0 };
    const needs: WriteNeeds = { users: [userId], markets };
    return this.fastWrite(needs, async (batch) => {
      await batch.ensure(needs);
      const orders = this.books.ordersOfPlayer(userId, marketId);
      const touched = new Set<string>();
      for (const order of orders) {
        this.cancelOrder(batch, await batch.positions(order.marketId), order, 'cancelled');
        touched.add(order.marketId);
      }
      for (const m of touched) batch.settleHold(await batch.positions(m), userId);
      return { value: { cancelledBets: orders.length }, players: [userId], markets: touched };
    });
  }

  /**
   * Lapses the unmatched orders of a market and releases the exposure they held: when it goes in
   * play or suspends every order not kept, when it closes every order.
   */
  async lapseMarket(marketId: string, reason: LapseReason = 'closed'): Promise<number> {
    const lapsing = (o: OrderRow) => reason === 'closed' || !o.keep;
    if (!this.books.ordersOf(marketId).some(lapsing)) return 0;
    return this.fastWrite({ markets: [marketId] }, async (batch) => {
      const orders = this.books.ordersOf(marketId).filter(lapsing);
      if (orders.length === 0) return { value: 0, players: [], markets: [] };
      const players = new Set(orders.map((o) => o.userId));
      await batch.ensure({ users: [...players] });
      const positions = await batch.positions(marketId);
      for (const order of orders) this.cancelOrder(batch, positions, order, 'lapsed');
      for (const u of players) batch.settleHold(positions, u);
      return { value: orders.length, players, markets: [marketId] };
    });
  }

  /**
   * The feed suspends a market (an incident in play): bets are refused until it reopens, and its
   * unmatched orders lapse unless kept. Returns how many lapsed.
   */
  async suspendMarket(marketId: string): Promise<number> {
    this.suspended.add(marketId); // before any await: a bet still in the queue is refused too
    const changed = await this.db.query(`UPDATE markets SET status = 'SUSPENDED' WHERE id = $1 AND status = 'OPEN' RETURNING id`, [marketId]);
    this.forgetMarket(marketId); // after the write, so no read from before it is kept
    if (changed.length > 0) this.touchMarket(marketId);
    return (await this.marketKind(marketId)) === 'odds' ? this.lapseMarket(marketId, 'suspended') : 0;
  }

  /**
   * The feed opens a suspended market again, unless an operator holds it suspended (then only the
   * operator's resume opens it). Returns whether the market is open for bets now.
   */
  async reopenMarket(marketId: string, by: 'feed' | 'operator' = 'feed'): Promise<boolean> {
    const byOperator = by === 'operator';
    const [held] = byOperator ? [] : await this.db.query('SELECT 1 AS held FROM markets WHERE id = $1 AND operator_hold IS NOT NULL', [marketId]);
    if (held) return false;
    this.suspended.delete(marketId);
    const changed = await this.db.query(
      `UPDATE markets SET status = 'OPEN', operator_hold = NULL WHERE id = $1 AND status = 'SUSPENDED' AND ($2 OR operator_hold IS NULL) RETURNING id`,
      [marketId, byOperator],
    );
    this.forgetMarket(marketId);
    if (changed.length > 0) this.touchMarket(marketId);
    return true;
  }

  /** Takes a resting order's unmatched stake out of its book and the player's position. */
  private cancelOrder(batch: WriteBatch, positions: MarketPositions | undefined, order: OrderRow, change: 'cancelled' | 'lapsed'): number {
    const removed = this.books.book(order.marketId, order.selectionId).cancel(order.betId);
    if (removed !== order.unmatchedPaise) throw new Error(`book and memory disagree on bet ${order.betId}: ${removed} ≠ ${order.unmatchedPaise}`);
    positions?.addUnmatched(order.userId, pieceOf(order, removed), -1);
    order.unmatchedPaise = 0;
    order.cancelledPaise += removed;
    this.books.unrest(order);
    batch.updateBet(order);
    batch.orderChanged(order.userId, order.betId, change);
    return removed;
  }

  // ---- cash-out --------------------------------------------------------------------------------

  /**
   * What a cash-out would do now (the player's confirm dialog): the hedge across the book's levels,
   * the P&L it locks in, and the worst price to accept, a few ticks beyond the worst the hedge
   * needs now so that a price moving during the bet delay does not leave it partial. Changes nothing.
   */
  async cashOutQuote(userId: number, marketId: string): Promise<CashOutQuote> {
    const { market } = await this.bettingContext(marketId, userId);
    this.assertCashOutMarket(market);
    const known = this.memory.positions.get(marketId);
    const { selectionIds, matched } = known
      ? { selectionIds: known.selectionIds, matched: known.matchedPositions(userId) }
      : await marketPositionOf(this.db, userId, marketId, 'odds').then((p) => ({ selectionIds: p.selectionIds, matched: p.positions }));
    const plan = this.cashOutPlanOf(userId, marketId, selectionIds, matched, null);
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
  async cashOut(userId: number, marketId: string, worstPrice: number | null = null): Promise<CashOutResult> {
    const { market, settings } = await this.bettingContext(marketId, userId);
    this.assertCashOutMarket(market);
    this.assertBettable(market);
    // In play the cash-out waits the bet delay like any bet (the client counts it down), then hedges
    // at the prices standing after it.
    await this.inPlayDelay(market, settings);
    const needs: WriteNeeds = { users: [userId], markets: [marketId], betIds: 1 };
    return this.fastWrite(needs, async (batch) => {
      await batch.ensure(needs);
      if (this.suspended.has(marketId)) throw badRequest('Market is suspended');
      const positions = await batch.positions(marketId);
      // every refusal before anything changes
      const plan = this.cashOutPlanOf(userId, marketId, positions.selectionIds, positions.matchedPositions(userId), worstPrice);
      for (const order of this.books.ordersOfPlayer(userId, marketId)) this.cancelOrder(batch, positions, order, 'cancelled');
      const players = new Set<number>([userId]);
      const hedge = { marketId, selectionId: plan.selectionId, isBack: plan.isBack, price: plan.limitPrice, stakePaise: plan.stakePaise, immediateOrCancel: true, isCashOut: true };
      const placed = this.matchOrder(batch, positions, userId, hedge, players);
      await batch.ensure({ users: [...players] }); // the makers whose orders matched
      for (const u of players) batch.settleHold(positions, u);
      const after = positions.matchedPositions(userId);
      const outcomes = positions.selectionIds.map((id) => after.get(id) ?? 0);
      const result: CashOutResult = {
        ...placed,
        complete: plan.complete && placed.matchedPaise === plan.stakePaise,
        lockedPnlPaise: Math.min(...outcomes),
        remainingPaise: Math.max(...outcomes) - Math.min(...outcomes),
        pnlBySelection: after,
      };
      return { value: result, players, markets: [marketId] };
    });
  }

  private assertCashOutMarket(market: MarketRow): void {
    if (market.market_type !== 'MATCH_ODDS' || market.kind !== 'odds') throw badRequest('Cash-out is only available on match odds markets');
  }

  /**
   * The hedge for the player's matched position, from the book as it stands without the player's
   * own resting orders. Throws the refusal when there is nothing to hedge or nothing to hedge with.
   */
  private cashOutPlanOf(userId: number, marketId: string, selectionIds: readonly number[], matched: ReadonlyMap<number, number>, worstPrice: number | null): CashOutPlan {
    if (selectionIds.length !== 2) throw badRequest('Cash-out needs a market with exactly 2 runners');
    const [first, second] = selectionIds as [number, number];
    const win = matched.get(first) ?? 0;
    const lose = matched.get(second) ?? 0;
    if (win === 0 && lose === 0) throw badRequest('You have no matched bets to cash out');
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
    if (Math.floor(win / 100) === Math.floor(lose / 100)) throw badRequest('Nothing to cash out: your position is already equal on both runners');
    throw badRequest(worstPrice === null ? 'Nothing to cash out at the current prices' : 'Cash-out could not be matched within your worst price');
  }

  // ---- settlement ------------------------------------------------------------------------------

  /** Settles a market on its winner (null: void, with a reason). Settling twice changes nothing. */
  async settleMarket(marketId: string, winnerSelectionId: number | null, actor: string, voidReason: string | null = null): Promise<SettleOutcome> {
    const kind = await this.marketKind(marketId);
    const players = new Set<number>();
    let lapsed: WriteBatch['orderChanges'] = [];
    const { bets, ...outcome } = await this.sqlWrite(
      'all',
      async (tx) => {
        const [market] = await tx.query<{ settled_at: string | null }>('SELECT settled_at FROM markets WHERE id = $1 FOR UPDATE', [marketId]);
        if (!market) throw notFound('Market not found');
        if (market.settled_at) return { settledBets: 0, alreadySettled: true, bets: [] };
        // Unmatched orders lapse first: they never became bets. Their hold is released with the rest.
        const lapse = new WriteBatch(tx, this.memory);
        for (const order of this.books.ordersOf(marketId)) {
          this.cancelOrder(lapse, this.memory.positions.get(marketId), order, 'lapsed');
          players.add(order.userId);
        }
        await lapse.flush();
        lapsed = lapse.orderChanges;
        const settled = await settleMarketBets(tx, marketId, kind, winnerSelectionId, actor, voidReason);
        this.books.drop(marketId);
        this.memory.positions.delete(marketId);
        this.suspended.delete(marketId);
        return settled;
      },
      true,
    );
    this.forgetMarket(marketId); // after the commit, so no read from before it is kept
    this.touchMarket(marketId);
    this.publishOrders([...lapsed, ...bets.map((b) => ({ userId: b.userId, betId: b.betId, change: 'settled' as const }))]);
    for (const u of players) this.events.emit('player', u);
    return outcome;
  }

  async settleFancy(fancyId: number, runs: number | null, actor: string, voidReason: string | null = null): Promise<SettleOutcome> {
    const { bets, ...outcome } = await this.sqlWrite('all', (tx) => settleFancyBets(tx, fancyId, runs, actor, voidReason));
    this.events.emit('fancy', fancyId);
    this.publishOrders(bets.map((b) => ({ userId: b.userId, betId: b.betId, change: 'settled' as const })));
    return outcome;
  }

  /** Tells each player's order stream what happened to their bets (after the commit). */
  private publishOrders(changes: WriteBatch['orderChanges']): void {
    for (const c of changes) this.events.emit('order', c.userId, c.betId, c.change);
  }

  // ---- the writer ------------------------------------------------------------------------------

  /**
   * Queues a write that works on the in-memory books and positions and records its rows in the
   * batch. It must throw its refusals (HttpError) before it changes anything; any other error
   * fails the whole batch, which rebuilds memory from the database. Its events go out after commit.
   */
  private async fastWrite<T>(needs: WriteNeeds, run: (batch: WriteBatch) => Promise<Written<T>>): Promise<T> {
    const written = (await this.enqueue({ fast: run, needs })) as Written<T>;
    for (const m of written.markets) this.touchMarket(m);
    for (const u of written.players) this.events.emit('player', u);
    return written.value;
  }

  /**
   * Queues a write in plain SQL (fancy bets, settlement), run in its own transaction between
   * batches. It moves these players' money (their balances are read again after it); one that
   * `changesMemory` has memory rebuilt from the database if it fails.
   */
  private async sqlWrite<T>(players: readonly number[] | 'all', work: (tx: Sql) => Promise<T>, changesMemory = false): Promise<T> {
    return (await this.enqueue({ work, players, changesMemory })) as T;
  }

  /**
   * Writes run one at a time, in arrival order, so memory and the database change together; writes
   * queued while a batch is written go together into the next one (group commit) and are
   * acknowledged only after it is. A batch of in-memory writes is one statement, so it commits or
   * fails as one.
   */
  private enqueue(write: Omit<FastWrite, keyof Settle> | Omit<SqlWrite, keyof Settle>): Promise<unknown> {
    if (this.pending.length >= MAX_PENDING_WRITES) return Promise.reject(new HttpError(503, 'The exchange is busy, please try again'));
    return new Promise<unknown>((resolve, reject) => {
      this.pending.push({ ...write, resolve, reject } as PendingWrite);
      this.drained ??= this.drain().finally(() => {
        this.drained = null;
      });
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      if (this.memoryInDoubt) {
        this.memoryInDoubt = false;
        await this.resetMemory();
      }
      const next = this.pending[0]!;
      if ('fast' in next) {
        let n = this.pending.findIndex((j) => !('fast' in j));
        if (n < 0) n = this.pending.length;
        await this.writeBatch(this.pending.splice(0, Math.min(n, MAX_BATCH)) as FastWrite[]);
      } else {
        this.pending.shift();
        await this.writeSql(next);
      }
    }
  }

  /**
   * Runs a batch of in-memory writes and writes their rows. If the statement fails (a player's cash
   * moved elsewhere meanwhile, say), memory is rebuilt from the database and the batch runs once
   * more from fresh reads; if that fails too, every write of it fails.
   */
  private async writeBatch(jobs: FastWrite[]): Promise<void> {
    let failure: unknown;
    for (let attempt = 0; attempt < 2; attempt++) {
      const started = performance.now();
      const writes = new WriteBatch(this.db.writer, this.memory);
      const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
      try {
        await writes.ensure(mergeNeeds(jobs.map((j) => j.needs)));
        for (const job of jobs) {
          try {
            outcomes.push({ ok: true, value: await job.fast(writes) });
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            outcomes.push({ ok: false, error });
          }
        }
        const prepared = performance.now();
        this.stats.prepareMs += prepared - started;
        await writes.flush();
        this.stats.statementMs += performance.now() - prepared;
      } catch (error) {
        failure = error;
        writes.discard();
        await this.resetMemory();
        continue;
      }
      this.stats.batches++;
      this.stats.writes += jobs.length;
      this.stats.statements += writes.statements;
      // The batch is committed and the next one can run on it, but nobody hears of it (HTTP
      // replies, order streams) before it is on disk. Meanwhile the writer goes on with the next
      // batch: the disk writes this one while the database runs that one. A batch that wrote
      // nothing waits too: its answers (a replayed bet, a refusal) may rest on batches before it.
      const confirmed = this.db.durable().then(
        () => {
          try {
            this.publishOrders(writes.orderChanges);
          } finally {
            jobs.forEach((job, i) => {
              const outcome = outcomes[i]!;
              if (outcome.ok) job.resolve(outcome.value);
              else job.reject(outcome.error);
            });
          }
        },
        (error: unknown) => {
          // Committed, but perhaps not kept (the database may have restarted without it): its
          // writes fail, and memory is read again from what the database did keep.
          console.warn(`a committed batch could not be confirmed on disk: ${error instanceof Error ? error.message : String(error)}`);
          this.memoryInDoubt = true;
          const unconfirmed = new HttpError(503, 'The exchange could not confirm this, please check your open bets before trying again');
          for (const job of jobs) job.reject(unconfirmed);
        },
      );
      this.confirming.add(confirmed);
      void confirmed.finally(() => this.confirming.delete(confirmed));
      return;
    }
    for (const job of jobs) job.reject(failure);
  }

  private async writeSql(job: SqlWrite): Promise<void> {
    try {
      const value = await this.db.transaction(job.work);
      job.resolve(value);
    } catch (error) {
      if (job.changesMemory) await this.resetMemory();
      job.reject(error);
    } finally {
      if (job.players === 'all') this.memory.balances.clear();
      else {
        for (const u of job.players) {
          const a = this.memory.accounts.get(u);
          if (a) {
            this.memory.balances.delete(a.cash);
            this.memory.balances.delete(a.hold);
          }
        }
      }
    }
  }

  /** After a failed write: memory is rebuilt from the database (books now, the rest when next needed). */
  private async resetMemory(): Promise<void> {
    this.memory.positions.clear();
    this.memory.accounts.clear();
    this.memory.balances.clear();
    await this.books.rebuild(this.db).catch(() => undefined);
  }

  // ---- checks ----------------------------------------------------------------------------------

  private assertStake(stakePaise: number, limits: { min: number; max: number }, market: { min_stake_paise: number; max_stake_paise: number }): void {
    const min = Math.max(rupeesToPaise(limits.min), market.min_stake_paise);
    const max = Math.min(rupeesToPaise(limits.max), market.max_stake_paise);
    if (stakePaise < min) throw badRequest(`Minimum stake is ${min / 100}`);
    if (stakePaise > max) throw badRequest(`Maximum stake is ${max / 100}`);
  }

  private assertBettable(market: MarketRow): void {
    if (market.settled_at || market.status === 'CLOSED') throw badRequest('Market is closed');
    if (market.status !== 'OPEN') throw badRequest('Market is suspended');
  }

  private async fancy(tx: Sql, fancyId: number): Promise<FancyRow> {
    const rows = await tx.query<FancyRow>(
      `SELECT f.id, f.event_id, e.sport_id, e.status = 'inplay' AS inplay, f.no_line, f.no_rate, f.yes_line, f.yes_rate,
              f.is_active, f.game_status, f.min_stake_paise, f.max_stake_paise, f.max_profit_paise, f.settled_at
       FROM fancies f JOIN events e ON e.id = f.event_id WHERE f.id = $1`,
      [fancyId],
    );
    if (!rows[0]) throw notFound('Fancy not found');
    if (rows[0].settled_at) throw badRequest('Fancy is closed');
    return rows[0];
  }
}

function mergeNeeds(all: readonly WriteNeeds[]): WriteNeeds {
  return {
    users: all.flatMap((n) => n.users ?? []),
    markets: all.flatMap((n) => n.markets ?? []),
    quotes: all.flatMap((n) => n.quotes ?? []),
    betIds: all.reduce((s, n) => s + (n.betIds ?? 0), 0),
  };
}
