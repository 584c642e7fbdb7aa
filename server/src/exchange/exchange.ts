// The exchange's use cases: place, cancel, cash out, lapse. Each is one database transaction run
// through the sequencer, around the pure domain (books, exposure, quotes); money moves only
// through the ledger (cash ↔ hold for exposure). Events are published after commit.

import { EventEmitter } from 'node:events';
import {
  betDelaySeconds,
  fancyPositions,
  isLadderPrice,
  rupeesToPaise,
  runnerPositions,
  stakeLimitsFor,
  type MarketKind,
} from '@khel/shared-kernel/betting';
import { cashOutHedge } from '../domain/cash-out';
import { bestCasePaise } from '../domain/exposure';
import { bookmakerAcceptance, fancyAcceptance } from '../domain/quotes';
import type { Fill } from '../domain/order-book';
import { HttpError, badRequest, notFound } from '../http/reply';
import { playerBetSettings } from '../identity/bet-settings';
import type { Database, Sql } from '../store/db';
import { Books } from './books';
import { assertAffordable, fancyBetsOf, fancyExposureOf, fancyKey, lockPlayer, marketKey, marketPositionOf, setExposure } from './positions';
import { settleFancyBets, settleMarketBets, type SettleOutcome } from './settle';
import type { FancyColumns } from './fancy-row';

export interface ExchangeEvents {
  /** a market's book or status changed */
  market: [marketId: string];
  fancy: [fancyId: number];
  /** a player's bets or balance changed */
  player: [userId: number];
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

interface PendingWrite {
  work: (tx: Sql) => Promise<unknown>;
  marketId: string | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** bounded queue: past this many waiting writes a new one is refused at once (503) */
const MAX_PENDING_WRITES = 10_000;
/** at most this many writes share one transaction */
const MAX_BATCH = 200;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class Exchange {
  readonly books = new Books();
  readonly events = new EventEmitter<ExchangeEvents>();
  private readonly pending: PendingWrite[] = [];
  private drained: Promise<void> | null = null;
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
    while (this.drained) await this.drained;
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
    const market = await this.market(this.db, marketId);
    this.assertBettable(market);
    const settings = await playerBetSettings(this.db, userId);
    const exempt = bets.every((b) => b.isCashOut || b.houseOrder);
    for (const bet of bets) {
      await this.assertRunnerActive(this.db, marketId, bet.selectionId);
      if (market.kind === 'odds' && !isLadderPrice(bet.price)) throw badRequest('Odds are not valid: choose a price on the ladder between 1.01 and 1000');
      if (market.kind === 'bookmaker' && !(Number.isSafeInteger(bet.price) && bet.price > 0 && bet.price <= 100_000)) throw badRequest('Odds are not valid');
      if (!bet.isCashOut && !bet.houseOrder) {
        this.assertStake(bet.stakePaise, stakeLimitsFor(settings, market.kind === 'odds' ? 'odds' : 'bookmaker', market.sport_id), market);
      }
    }
    if (market.inplay && !exempt) {
      const seconds = betDelaySeconds(settings, market.market_type === 'BOOKMAKER' ? 'BOOKMAKER' : market.market_type, market.sport_id);
      if (seconds > 0) await this.sleep(seconds * 1000);
    }
    const maxProfitPaise = Math.min(market.max_profit_paise, rupeesToPaise(settings.maxWinPerMarket));
    const placed = await this.write(async (tx) => {
      const out: PlacedBet[] = [];
      for (const bet of bets) {
        out.push(market.kind === 'odds' ? await this.placeOrderTx(tx, userId, bet, maxProfitPaise) : await this.placeBookmakerTx(tx, userId, bet, maxProfitPaise));
      }
      return out;
    }, marketId);
    this.touchMarket(marketId);
    return placed;
  }

  private async placeOrderTx(tx: Sql, userId: number, bet: PlaceOddsBet, maxProfitPaise: number): Promise<PlacedBet & { makers: number[] }> {
    const replay = await this.replayed(tx, userId, bet.clientRef);
    if (replay) return { ...replay, makers: [] };
    await lockPlayer(tx, userId);
    const market = await this.market(tx, bet.marketId);
    this.assertBettable(market); // it may have suspended during the delay or the queue
    const betId = await this.insertBet(tx, userId, 'odds', bet, 0);

    // Exposure with the whole bet unmatched is the most it can be: the player must afford that
    // (the cash row is locked, so the check holds); the hold then moves once, to what matching leaves.
    const before = await marketPositionOf(tx, userId, bet.marketId, 'odds');
    this.assertMaxProfit(before.bets, before.selectionIds, bet, maxProfitPaise);
    await assertAffordable(tx, userId, marketKey(bet.marketId), before.exposurePaise);

    const book = this.books.book(bet.marketId, bet.selectionId);
    const { fills, restingPaise } = book.place({ orderId: betId, ownerId: userId, side: bet.isBack ? 'back' : 'lay', price: bet.price, stakePaise: bet.stakePaise });
    await this.recordFills(tx, bet.marketId, bet.selectionId, fills);
    let unmatchedPaise = restingPaise;
    let cancelledPaise = 0;
    if (bet.immediateOrCancel && restingPaise > 0) {
      cancelledPaise = book.cancel(betId);
      unmatchedPaise = 0;
    }
    const matchedPaise = bet.stakePaise - restingPaise;
    await tx.query('UPDATE bets SET matched_paise = $2, unmatched_paise = $3, cancelled_paise = $4 WHERE id = $1', [betId, matchedPaise, unmatchedPaise, cancelledPaise]);

    const makers = [...new Set(fills.map((f) => f.makerOwnerId))];
    for (const ownerId of new Set([userId, ...makers])) await this.refreshMarketExposure(tx, ownerId, bet.marketId, 'odds');
    return { betId, matchedPaise, unmatchedPaise, replayed: false, makers };
  }

  private async placeBookmakerTx(tx: Sql, userId: number, bet: PlaceOddsBet, maxProfitPaise: number): Promise<PlacedBet> {
    const replay = await this.replayed(tx, userId, bet.clientRef);
    if (replay) return replay;
    await lockPlayer(tx, userId);
    const market = await this.market(tx, bet.marketId);
    this.assertBettable(market);
    const [quote] = await tx.query<{ status: string; back_percent: number | null; lay_percent: number | null }>(
      'SELECT status, back_percent, lay_percent FROM runners WHERE market_id = $1 AND selection_id = $2',
      [bet.marketId, bet.selectionId],
    );
    const acceptance = bookmakerAcceptance(
      quote ? { open: quote.status === 'ACTIVE', backPercent: quote.back_percent, layPercent: quote.lay_percent } : null,
      bet.isBack,
      bet.price,
    );
    if (!acceptance.accepted) throw badRequest(acceptance.reason);
    const before = await marketPositionOf(tx, userId, bet.marketId, 'bookmaker');
    this.assertMaxProfit(before.bets, before.selectionIds, bet, maxProfitPaise, 'bookmaker');
    const betId = await this.insertBet(tx, userId, 'bookmaker', bet, bet.stakePaise);
    await this.refreshMarketExposure(tx, userId, bet.marketId, 'bookmaker');
    return { betId, matchedPaise: bet.stakePaise, unmatchedPaise: 0, replayed: false };
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
    const placed = await this.write(async (tx) => {
      const replay = await this.replayed(tx, userId, bet.clientRef);
      if (replay) return replay;
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
    return placed;
  }

  // ---- cancelling and lapsing ------------------------------------------------------------------

  /** cancelUnmatchedBet: takes what is still unmatched out of the book. */
  async cancelBet(userId: number, betId: number): Promise<{ cancelledPaise: number }> {
    const [bet] = await this.db.query<{ market_id: string | null; user_id: number }>('SELECT market_id, user_id FROM bets WHERE id = $1', [betId]);
    if (!bet || bet.user_id !== userId || !bet.market_id) throw notFound('Bet not found');
    const marketId = bet.market_id;
    const result = await this.write(async (tx) => {
      await lockPlayer(tx, userId);
      const cancelledPaise = await this.cancelOrderTx(tx, betId);
      if (cancelledPaise === 0) throw badRequest('This bet has no unmatched stake to cancel');
      await this.refreshMarketExposure(tx, userId, marketId, 'odds');
      return { cancelledPaise };
    }, marketId);
    this.touchMarket(marketId);
    return result;
  }

  /** cancelUnmatchedBetAll: every unmatched bet of the player on a market (or everywhere). */
  async cancelAll(userId: number, marketId: string | null): Promise<{ cancelledBets: number }> {
    const bets = await this.db.query<{ id: number; market_id: string }>(
      `SELECT id, market_id FROM bets WHERE user_id = $1 AND unmatched_paise > 0 ${marketId ? 'AND market_id = $2' : ''} ORDER BY id`,
      marketId ? [userId, marketId] : [userId],
    );
    let cancelledBets = 0;
    for (const b of bets) {
      const { cancelledPaise } = await this.cancelBet(userId, b.id).catch((err: unknown) => {
        if (err instanceof HttpError) return { cancelledPaise: 0 };
        throw err;
      });
      if (cancelledPaise > 0) cancelledBets++;
    }
    return { cancelledBets };
  }

  private async cancelOrderTx(tx: Sql, betId: number): Promise<number> {
    const [bet] = await tx.query<{ market_id: string; selection_id: number; unmatched_paise: number }>(
      `SELECT market_id, selection_id, unmatched_paise FROM bets WHERE id = $1 AND status = 'open' AND kind = 'odds' FOR UPDATE`,
      [betId],
    );
    if (!bet || bet.unmatched_paise === 0) return 0;
    const removed = this.books.book(bet.market_id, bet.selection_id).cancel(betId);
    if (removed !== bet.unmatched_paise) throw new Error(`book and database disagree on bet ${betId}: ${removed} ≠ ${bet.unmatched_paise}`);
    await tx.query('UPDATE bets SET unmatched_paise = 0, cancelled_paise = cancelled_paise + $2 WHERE id = $1', [betId, removed]);
    return removed;
  }

  /**
   * Lapses every unmatched order of a market (it went in play, suspended or closed) and releases
   * the exposure they held.
   */
  async lapseMarket(marketId: string): Promise<number> {
    const lapsed = await this.write(async (tx) => {
      const bets = await tx.query<{ id: number; user_id: number }>(
        'SELECT id, user_id FROM bets WHERE market_id = $1 AND unmatched_paise > 0 ORDER BY id',
        [marketId],
      );
      for (const b of bets) await this.cancelOrderTx(tx, b.id);
      for (const userId of new Set(bets.map((b) => b.user_id))) await this.refreshMarketExposure(tx, userId, marketId, 'odds');
      return bets.length;
    }, marketId);
    if (lapsed > 0) this.touchMarket(marketId);
    return lapsed;
  }

  // ---- cash-out --------------------------------------------------------------------------------

  /** exchange/order/cashout: hedges a 2-runner MATCH_ODDS position at the best prices now. */
  async cashOut(userId: number, marketId: string): Promise<PlacedBet> {
    const market = await this.market(this.db, marketId);
    if (market.market_type !== 'MATCH_ODDS' || market.kind !== 'odds') throw badRequest('Cash-out is only available on match odds markets');
    this.assertBettable(market);
    const { positions, selectionIds, bets } = await marketPositionOf(this.db, userId, marketId, 'odds');
    if (selectionIds.length !== 2) throw badRequest('Cash-out needs a market with exactly 2 runners');
    if (!bets.some((b) => b.matchedPaise > 0)) throw badRequest('You have no matched bets to cash out');
    const [first, second] = selectionIds as [number, number];
    const book = this.books.book(marketId, first);
    const hedge = cashOutHedge(
      { selectionId: first, pnlIfWinsPaise: positions.get(first) ?? 0, pnlIfLosesPaise: positions.get(second) ?? 0 },
      book.availableToBack(1)[0]?.price ?? null,
      book.availableToLay(1)[0]?.price ?? null,
    );
    if (!hedge) throw badRequest('Nothing to cash out at the current prices');
    const placed = await this.placeBet(userId, {
      marketId,
      selectionId: hedge.selectionId,
      isBack: hedge.isBack,
      price: hedge.price,
      stakePaise: hedge.stakePaise,
      immediateOrCancel: true,
      isCashOut: true,
    });
    if (placed.matchedPaise === 0) throw badRequest('Cash-out could not be matched at the current prices');
    return placed;
  }

  // ---- settlement ------------------------------------------------------------------------------

  /** Settles a market on its winner (null: void, with a reason). Settling twice changes nothing. */
  async settleMarket(marketId: string, winnerSelectionId: number | null, actor: string, voidReason: string | null = null): Promise<SettleOutcome> {
    const outcome = await this.write(async (tx) => {
      const market = await this.market(tx, marketId);
      if (market.settled_at) return { settledBets: 0, alreadySettled: true };
      // Unmatched orders lapse first: they never became bets.
      const resting = await tx.query<{ id: number }>('SELECT id FROM bets WHERE market_id = $1 AND unmatched_paise > 0 ORDER BY id', [marketId]);
      for (const b of resting) await this.cancelOrderTx(tx, b.id);
      return settleMarketBets(tx, market.id, market.kind, winnerSelectionId, actor, voidReason);
    }, marketId);
    this.books.drop(marketId);
    this.touchMarket(marketId);
    return outcome;
  }

  async settleFancy(fancyId: number, runs: number | null, actor: string, voidReason: string | null = null): Promise<SettleOutcome> {
    const outcome = await this.write((tx) => settleFancyBets(tx, fancyId, runs, actor, voidReason));
    this.events.emit('fancy', fancyId);
    return outcome;
  }

  // ---- helpers ---------------------------------------------------------------------------------

  /**
   * Runs a write. Writes run one at a time, in arrival order, so the books and the database change
   * together; writes queued while a transaction commits go together into the next one (group
   * commit), each inside its own savepoint, and each is acknowledged only after that commit. A
   * failed write rolls back to its savepoint and its market's books are rebuilt from the
   * transaction; a failed commit rebuilds every book from the database.
   */
  private write<T>(work: (tx: Sql) => Promise<T>, marketId?: string): Promise<T> {
    if (this.pending.length >= MAX_PENDING_WRITES) return Promise.reject(new HttpError(503, 'The exchange is busy, please try again'));
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, marketId, resolve: resolve as (value: unknown) => void, reject });
      this.drained ??= this.drain().finally(() => {
        this.drained = null;
      });
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, MAX_BATCH);
      const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
      try {
        await this.db.transaction(async (tx) => {
          for (const job of batch) {
            await tx.query('SAVEPOINT exchange_write');
            try {
              const value = await job.work(tx);
              await tx.query('RELEASE SAVEPOINT exchange_write');
              outcomes.push({ ok: true, value });
            } catch (error) {
              await tx.query('ROLLBACK TO SAVEPOINT exchange_write');
              if (job.marketId) await this.books.rebuild(tx, job.marketId);
              outcomes.push({ ok: false, error });
            }
          }
        });
      } catch (error) {
        await this.books.rebuild(this.db).catch(() => undefined);
        for (const job of batch) job.reject(error);
        continue;
      }
      batch.forEach((job, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) job.resolve(outcome.value);
        else job.reject(outcome.error);
      });
    }
  }

  private async refreshMarketExposure(tx: Sql, userId: number, marketId: string, kind: MarketKind): Promise<void> {
    const { exposurePaise } = await marketPositionOf(tx, userId, marketId, kind);
    await setExposure(tx, userId, marketKey(marketId), exposurePaise);
    this.events.emit('player', userId);
  }

  private async recordFills(tx: Sql, marketId: string, selectionId: number, fills: Fill[]): Promise<void> {
    for (const f of fills) {
      await tx.query(
        'INSERT INTO bet_fills (taker_bet_id, maker_bet_id, market_id, selection_id, price, stake_paise) VALUES ($1, $2, $3, $4, $5, $6)',
        [f.takerOrderId, f.makerOrderId, marketId, selectionId, f.price, f.stakePaise],
      );
      await tx.query('UPDATE bets SET matched_paise = matched_paise + $2, unmatched_paise = unmatched_paise - $2 WHERE id = $1', [f.makerOrderId, f.stakePaise]);
    }
  }

  private async insertBet(tx: Sql, userId: number, kind: MarketKind, bet: PlaceOddsBet, matchedPaise: number): Promise<number> {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO bets (user_id, kind, market_id, selection_id, is_back, price, stake_paise, matched_paise, unmatched_paise, client_ref, is_cash_out)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7::bigint - $8::bigint, $9, $10) RETURNING id`,
      [userId, kind, bet.marketId, bet.selectionId, bet.isBack, bet.price, bet.stakePaise, matchedPaise, bet.clientRef ?? null, bet.isCashOut ?? false],
    );
    return rows[0]!.id;
  }

  private async replayed(tx: Sql, userId: number, clientRef: string | null | undefined): Promise<PlacedBet | null> {
    if (!clientRef) return null;
    const rows = await tx.query<{ id: number; matched_paise: number; unmatched_paise: number }>(
      'SELECT id, matched_paise, unmatched_paise FROM bets WHERE user_id = $1 AND client_ref = $2',
      [userId, clientRef],
    );
    const r = rows[0];
    return r ? { betId: r.id, matchedPaise: r.matched_paise, unmatchedPaise: r.unmatched_paise, replayed: true } : null;
  }

  private assertMaxProfit(
    bets: Parameters<typeof runnerPositions>[1],
    selectionIds: readonly number[],
    bet: PlaceOddsBet,
    maxProfitPaise: number,
    kind: MarketKind = 'odds',
  ): void {
    const withBet = [...bets, { selectionId: bet.selectionId, isBack: bet.isBack, price: bet.price, matchedPaise: bet.stakePaise, unmatchedPaise: 0 }];
    if (bet.isCashOut || bet.houseOrder) return;
    if (bestCasePaise(runnerPositions(kind, withBet, selectionIds)) > maxProfitPaise) {
      throw badRequest('Max profit limit exceeded for this market');
    }
  }

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

  private async assertRunnerActive(tx: Sql, marketId: string, selectionId: number): Promise<void> {
    const rows = await tx.query<{ status: string }>('SELECT status FROM runners WHERE market_id = $1 AND selection_id = $2', [marketId, selectionId]);
    if (!rows[0]) throw badRequest('Selection not found in this market');
    if (rows[0].status !== 'ACTIVE') throw badRequest('Selection is suspended');
  }

  private async market(tx: Sql, marketId: string): Promise<MarketRow> {
    const rows = await tx.query<MarketRow>(
      `SELECT m.id, m.event_id, e.sport_id, m.market_type, m.kind, m.status, m.inplay, m.min_stake_paise, m.max_stake_paise,
              m.max_profit_paise, m.settled_at
       FROM markets m JOIN events e ON e.id = m.event_id WHERE m.id = $1`,
      [marketId],
    );
    if (!rows[0]) throw notFound('Market not found');
    return rows[0];
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

