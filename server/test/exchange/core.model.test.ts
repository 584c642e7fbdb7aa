// Model-based test of the whole exchange core (fast-check `fc.commands`), no database: generated
// place (odds, bookmaker, fancy) / cancel / cancel all / lapse / suspend / reopen / cash-out /
// settle / void (markets and the fancy, twice too) commands for several players on several
// markets run through the core, each command's rows are committed to an in-memory copy of the
// tables, and after every command:
// - money is conserved: the players' cash and hold and the house sum to what they started with;
// - no player's cash or hold is below zero;
// - no book is crossed;
// - every exposure row, the core's hold and the player's hold account equal the worst case
//   recomputed from scratch from the open bets and fills (shared-kernel's marketExposurePaise);
// - a core rebuilt from the committed rows has the same state hash as the live one;
// - a refused command changed nothing (no rows, the same state hash);
// - a player with a net-loss limit never has more at risk than the limit leaves;
// - a player's order takes at most its host's share (liquidity factor) of the house's size at each
//   level (player 3 is the house: its orders are the market maker's), rounded down;
// - a settlement pays each player what a naive settlement of the open bets pays (net P&L, released
//   hold, the host's commission on an exchange market's net win), and a second one pays nothing;
// - a removed runner (a non-runner) lapses its orders (and the lays on the other runner when its
//   factor is material); at settlement the bets on it are void and each fill on the other runner
//   matched before the removal settles at the price the naive reduction gives (market 1.1 a WIN
//   market: the price; 1.2 a PLACE market: the winnings);
// - the hold follows a removal: each player's hold on a market is the worst case over the runners
//   left, fills before a removal at their reduced price, so it is never below what settling the
//   market with any remaining runner as the winner takes, and such a settlement never takes more
//   than the hold (only a rise the player's cash could not cover at the removal leaves a hold short,
//   and only a removed runner as the winner, which cannot happen, takes more; the rest comes from
//   cash as far as it goes).
import fc from 'fast-check';
import { fancyExposurePaise, marketExposurePaise, PRICE_LADDER, type MarketKind, type RunnerBet } from '@khel/shared-kernel/betting';
import { DomainError } from '../../src/domain/errors';
import type { OrderRow } from '../../src/exchange/core/books';
import type { RowChanges } from '../../src/exchange/core/changes';
import { ExchangeCore } from '../../src/exchange/core/core';
import type { ExchangeCommand, FancyQuoteRow, FancySnapshot, RunnerQuote, SettlementSnapshot } from '../../src/exchange/core/commands';
import { fancyKey, marketKey, type MarketSnapshot } from '../../src/exchange/core/positions';
import { commissionPaise, settleFancyBet, settleRunnerBet } from '../../src/domain/settlement';
import { houseShareOf } from '../../src/domain/order-book';
import type { Reduction, Removal } from '../../src/exchange/core/reductions';

const PLAYERS = [1, 2, 3, 4];
const START_CASH = 2_000_00;
const MARKETS: ReadonlyArray<{ id: string; kind: MarketKind; selectionIds: number[] }> = [
  { id: '1.1', kind: 'odds', selectionIds: [11, 12] },
  { id: '1.2', kind: 'odds', selectionIds: [21, 22] },
  { id: '1.3', kind: 'bookmaker', selectionIds: [31, 32] },
];
/** the bookmaker desk's standing quotes */
const QUOTES = new Map<number, RunnerQuote>([
  [31, { status: 'ACTIVE', backPercent: 45, layPercent: 47 }],
  [32, { status: 'ACTIVE', backPercent: 180, layPercent: 185 }],
]);
const MAX_PROFIT = 5_00_000_00;
/** how a removal reduces each odds market's fills */
const REDUCTION = new Map<string, Reduction>([
  ['1.1', 'win'],
  ['1.2', 'place'],
]);

/** A fill's price after the removals that came after it, worked out naively (one factor at a time). */
function naiveReduced(price: number, at: number, reduction: Reduction, removals: readonly Removal[]): number {
  let p = price;
  let exact = reduction === 'win' ? price : price - 100;
  let scale = 1;
  for (const r of removals) {
    if (r.removedAt! <= at || (reduction === 'win' && r.factorBps! < 250)) continue;
    exact *= 10_000 - r.factorBps!;
    scale *= 10_000;
    p = reduction === 'win' ? Math.floor(exact / scale) : 100 + Math.floor(exact / scale);
  }
  return Math.max(101, p);
}
/** one fancy (a session line): Yes at 46, No at 45, evens */
const FANCY = 7;
const FANCY_QUOTE: FancyQuoteRow = { active: true, settled: false, noLine: 45, noRate: 100, yesLine: 46, yesRate: 100 };
/** player 4 has a daily net-loss limit (responsible gambling) */
const LIMITED = 4;
const LOSS_LIMIT = 1_200_00;
/** player 2's host takes 5% commission on net winnings on an exchange market */
const COMMISSION_BPS = new Map<number, number>(PLAYERS.map((p) => [p, p === 2 ? 500 : 0]));
/** player 3 is the house: its orders are the market maker's, of which other players take their host's share */
const HOUSE = 3;

// ---- the tables, in memory ---------------------------------------------------------------------

interface BetRecord extends OrderRow {
  kind: MarketKind;
  status: 'open' | 'cancelled' | 'settled' | 'void';
  fancyId?: number;
  line?: number;
  result?: 'won' | 'lost' | 'void';
  pnlPaise?: number;
}

/** What a settlement should leave each player (and the house), worked out naively from the tables. */
interface ExpectedSettlement {
  cash: Map<number, number>;
  hold: Map<number, number>;
  house: number;
  /** each open bet's result */
  bets: Map<number, { status: 'settled' | 'void'; pnlPaise: number }>;
  /** the net P&L by player */
  net: Map<number, number>;
}

class Tables {
  readonly bets = new Map<number, BetRecord>();
  readonly fills: Array<{ takerOrderId: number; makerOrderId: number; marketId: string; selectionId: number; price: number; stakePaise: number; at: number }> = [];
  /** the time of the command being committed (its fills' match time) */
  clock = 0;
  /** removed runners by market, in order */
  readonly removals = new Map<string, Removal[]>();
  /** `player/market` holds a removal left below the worst case (their cash could not cover the rise) */
  readonly shortHolds = new Set<string>();
  readonly exposures = new Map<string, { userId: number; key: string; paise: number; version: number }>();
  readonly cash = new Map<number, number>(PLAYERS.map((p) => [p, START_CASH]));
  readonly hold = new Map<number, number>(PLAYERS.map((p) => [p, 0]));
  house = 0;
  readonly closedMarkets = new Map<string, { winnerId: number | null; voidReason: string | null; actor: string }>();
  fancyClosed: { runs: number | null; voidReason: string | null } | null = null;
  /** the memo of each transfer, by idempotency key */
  readonly memos = new Map<string, string | null>();
  /** each player's net loss from settlements (losses less wins) */
  readonly netLoss = new Map<number, number>(PLAYERS.map((p) => [p, 0]));
  private readonly keys = new Set<string>();

  commit(changes: RowChanges): void {
    for (const r of changes.inserts.values()) this.bets.set(r.betId, { ...r, marketId: r.fancyId === undefined ? r.marketId : '', status: r.matchedPaise === 0 && r.unmatchedPaise === 0 ? 'cancelled' : 'open' });
    for (const r of changes.updates.values()) {
      const b = this.bets.get(r.betId)!;
      Object.assign(b, { matchedPaise: r.matchedPaise, unmatchedPaise: r.unmatchedPaise, cancelledPaise: r.cancelledPaise });
      // a batch that repriced a bet (a kept lay after a non-runner) writes the price of its changed rows
      if (changes.repriced.size > 0) b.price = r.price;
      if (b.matchedPaise === 0 && b.unmatchedPaise === 0) b.status = 'cancelled';
    }
    for (const [betId, r] of changes.settled) {
      const b = this.bets.get(betId)!;
      expect(b.status).toBe('open');
      if (r.stake) Object.assign(b, { matchedPaise: r.stake.matchedPaise, unmatchedPaise: r.stake.unmatchedPaise, cancelledPaise: r.stake.cancelledPaise });
      Object.assign(b, { status: r.status, result: r.result, pnlPaise: r.pnlPaise });
    }
    for (const m of changes.closedMarkets) {
      // what never matched was cancelled or lapsed, not settled (as the store's statement does)
      for (const b of this.openBets(m.marketId)) if (b.matchedPaise === 0 && !changes.updates.has(b.betId)) b.status = 'cancelled';
      this.closedMarkets.set(m.marketId, { winnerId: m.winnerId, voidReason: m.voidReason, actor: m.actor });
    }
    for (const f of changes.closedFancies) this.fancyClosed = { runs: f.runs, voidReason: f.voidReason };
    for (const f of changes.fills) this.fills.push({ ...f, at: this.clock });
    for (const x of changes.exposures.values()) this.exposures.set(`${x.userId}/${x.key}`, { ...x });
    for (const m of changes.moves) {
      expect(this.keys.has(m.idempotencyKey)).toBe(false);
      this.keys.add(m.idempotencyKey);
      this.memos.set(m.idempotencyKey, m.memo ?? null);
      this.transfer(m.userId, m.from, m.to, m.amountPaise);
      if (m.kind === 'bet_win') this.netLoss.set(m.userId, this.netLoss.get(m.userId)! - m.amountPaise);
      if (m.kind === 'bet_loss') this.netLoss.set(m.userId, this.netLoss.get(m.userId)! + m.amountPaise);
    }
  }

  transfer(userId: number, from: 'cash' | 'hold' | 'house', to: 'cash' | 'hold' | 'house', paise: number): void {
    const add = (where: 'cash' | 'hold' | 'house', d: number) => {
      if (where === 'house') this.house += d;
      else this[where].set(userId, this[where].get(userId)! + d);
    };
    add(from, -paise);
    add(to, paise);
  }

  openBets(marketId: string): BetRecord[] {
    return [...this.bets.values()].filter((b) => b.marketId === marketId && b.status === 'open');
  }

  /** What the store reads for a market (as `readMarketSnapshot` does in SQL). */
  snapshot(market: (typeof MARKETS)[number]): MarketSnapshot {
    const pieces: Array<MarketSnapshot['pieces'][number]> = [];
    for (const b of this.openBets(market.id)) {
      if (b.kind === 'odds') {
        for (const f of this.fills.filter((x) => x.takerOrderId === b.betId || x.makerOrderId === b.betId)) {
          pieces.push({ userId: b.userId, selectionId: b.selectionId, isBack: b.isBack, price: f.price, paise: f.stakePaise, matched: true, matchedAt: f.at });
        }
      } else {
        pieces.push({ userId: b.userId, selectionId: b.selectionId, isBack: b.isBack, price: b.price, paise: b.matchedPaise, matched: true });
      }
      if (b.unmatchedPaise > 0) pieces.push({ userId: b.userId, selectionId: b.selectionId, isBack: b.isBack, price: b.price, paise: b.unmatchedPaise, matched: false });
    }
    const held = [...this.exposures.values()].filter((x) => x.key === marketKey(market.id)).map((x) => ({ userId: x.userId, exposurePaise: x.paise, version: x.version }));
    return { marketId: market.id, kind: market.kind, selectionIds: market.selectionIds, pieces, held, removals: this.removals.get(market.id) ?? [], reduction: REDUCTION.get(market.id) ?? null };
  }

  fancySnapshot(): FancySnapshot {
    const bets = [...this.bets.values()].filter((b) => b.fancyId === FANCY && b.status === 'open');
    return {
      fancyId: FANCY,
      bets: bets.map((b) => ({ betId: b.betId, userId: b.userId, isBack: b.isBack, line: b.line!, rate: b.price, stakePaise: b.stakePaise })),
      held: [...this.exposures.values()].filter((x) => x.key === fancyKey(FANCY)).map((x) => ({ userId: x.userId, exposurePaise: x.paise, version: x.version })),
    };
  }

  resting(): OrderRow[] {
    return [...this.bets.values()].filter((b) => b.status === 'open' && b.kind === 'odds' && b.unmatchedPaise > 0).map(({ kind: _k, status: _s, ...row }) => ({ ...row }));
  }

  /**
   * The exposure recomputed from scratch: every fill at its price (reduced naively by the removals
   * after it), each resting remainder, each bookmaker bet; over the runners not removed, the bets on
   * removed runners void.
   */
  recomputedExposure(userId: number, market: (typeof MARKETS)[number]): number {
    const removals = this.removals.get(market.id) ?? [];
    const removed = new Set(removals.map((r) => r.selectionId));
    const reduction = REDUCTION.get(market.id);
    const inputs: RunnerBet[] = [];
    for (const p of this.snapshot(market).pieces.filter((x) => x.userId === userId && !removed.has(x.selectionId))) {
      const price = p.matched && reduction && p.matchedAt !== undefined ? naiveReduced(p.price, p.matchedAt, reduction, removals) : p.price;
      inputs.push({ selectionId: p.selectionId, isBack: p.isBack, price, matchedPaise: p.matched ? p.paise : 0, unmatchedPaise: p.matched ? 0 : p.paise });
    }
    return marketExposurePaise(market.kind, inputs, market.selectionIds.filter((s) => !removed.has(s)));
  }

  /** What the store reads for a market's settlement (as `readSettlementSnapshot` does in SQL). */
  settlementSnapshot(market: (typeof MARKETS)[number]): SettlementSnapshot {
    const bets = this.openBets(market.id)
      .map((b) => ({
        betId: b.betId,
        userId: b.userId,
        selectionId: b.selectionId,
        isBack: b.isBack,
        pieces:
          b.kind === 'odds'
            ? this.fills.filter((f) => f.takerOrderId === b.betId || f.makerOrderId === b.betId).map((f) => ({ price: f.price, paise: f.stakePaise, matchedAt: f.at }))
            : [{ price: b.price, paise: b.matchedPaise, matchedAt: 0 }],
      }))
      .filter((b) => b.pieces.length > 0);
    return { marketId: market.id, settled: this.closedMarkets.has(market.id), bets, commissionBps: COMMISSION_BPS, removals: this.removals.get(market.id) ?? [], reduction: REDUCTION.get(market.id) ?? null };
  }

  /**
   * A naive settlement of a market (winner null voids) or of the fancy (runs null voids): each
   * open bet's P&L, each player's net, hold released, commission on an exchange market's net win.
   */
  expectedSettlement(bets: ReadonlyArray<{ betId: number; userId: number; pnlPaise: number; void: boolean }>, key: string, chargesCommission: boolean, beyondHold: (userId: number) => boolean = () => false): ExpectedSettlement {
    const e: ExpectedSettlement = { cash: new Map(this.cash), hold: new Map(this.hold), house: this.house, bets: new Map(), net: new Map() };
    for (const b of bets) {
      e.bets.set(b.betId, { status: b.void ? 'void' : 'settled', pnlPaise: b.pnlPaise });
      e.net.set(b.userId, (e.net.get(b.userId) ?? 0) + b.pnlPaise);
    }
    for (const p of PLAYERS) {
      const held = this.exposures.get(`${p}/${key}`)?.paise ?? 0;
      const net = e.net.get(p) ?? 0;
      const commission = chargesCommission ? commissionPaise(net, COMMISSION_BPS.get(p)!) : 0;
      // a loss is covered by the hold (but for a short hold's, or a removed winner's: the rest from cash as far as it goes)
      if (net < 0 && !beyondHold(p)) expect(-net).toBeLessThanOrEqual(held);
      const paid = net >= 0 ? net - commission : -Math.min(-net, held + e.cash.get(p)!);
      e.cash.set(p, e.cash.get(p)! + held + paid);
      e.hold.set(p, e.hold.get(p)! - held);
      e.house -= paid;
    }
    return e;
  }

  expectedMarketSettlement(market: (typeof MARKETS)[number], winner: number | null): ExpectedSettlement {
    const removed = new Set((this.removals.get(market.id) ?? []).map((r) => r.selectionId));
    const beyondHold = (u: number) => (winner !== null && removed.has(winner)) || this.shortHolds.has(`${u}/${market.id}`);
    return this.expectedSettlement(this.naiveBets(market, winner, true), marketKey(market.id), market.kind === 'odds', beyondHold);
  }

  /** What settling this market on this winner would take from each player (net loss, ≥ 0), naively. */
  settlementTakes(market: (typeof MARKETS)[number], winner: number): Map<number, number> {
    const net = new Map<number, number>();
    for (const b of this.naiveBets(market, winner, false)) net.set(b.userId, (net.get(b.userId) ?? 0) + b.pnlPaise);
    return new Map([...net].map(([u, n]) => [u, Math.max(0, -n)]));
  }

  /** Each open bet's P&L settled naively on this winner (null: void); `count`: count the reduced fills. */
  naiveBets(market: (typeof MARKETS)[number], winner: number | null, count: boolean): Array<{ betId: number; userId: number; pnlPaise: number; void: boolean }> {
    const removals = this.removals.get(market.id) ?? [];
    const reduction = REDUCTION.get(market.id);
    return this.settlementSnapshot(market).bets.map((b) => {
      const removed = removals.some((r) => r.selectionId === b.selectionId);
      const price = (p: { price: number; matchedAt?: number }) => {
        const reduced = reduction ? naiveReduced(p.price, p.matchedAt!, reduction, removals) : p.price;
        if (count && reduced !== p.price && winner !== null && !removed) reducedFills[reduction!]++;
        return reduced;
      };
      return {
        betId: b.betId,
        userId: b.userId,
        pnlPaise: removed ? 0 : b.pieces.reduce((s, p) => s + settleRunnerBet(market.kind, { selectionId: b.selectionId, isBack: b.isBack, price: price(p), matchedPaise: p.paise }, winner).pnlPaise, 0),
        void: winner === null || removed,
      };
    });
  }

  expectedFancySettlement(runs: number | null): ExpectedSettlement {
    const bets = this.fancySnapshot().bets.map((b) => ({ betId: b.betId, userId: b.userId, pnlPaise: settleFancyBet(b, runs).pnlPaise, void: runs === null }));
    return this.expectedSettlement(bets, fancyKey(FANCY), false);
  }

  /** The tables are as the naive settlement says. */
  expectSettled(e: ExpectedSettlement, key: string): void {
    for (const p of PLAYERS) {
      expect(this.cash.get(p)).toBe(e.cash.get(p));
      expect(this.hold.get(p)).toBe(e.hold.get(p));
      expect(this.exposures.get(`${p}/${key}`)?.paise ?? 0).toBe(0);
    }
    expect(this.house).toBe(e.house);
    for (const [betId, r] of e.bets) expect(this.bets.get(betId)).toMatchObject({ status: r.status, pnlPaise: r.pnlPaise });
  }
}

// ---- the system and the model ------------------------------------------------------------------

interface Real {
  core: ExchangeCore;
  tables: Tables;
  now: number;
}

/** What the test knows without looking at the core: which markets are suspended or settled. */
interface Model {
  suspended: Set<string>;
  settled: Set<string>;
}

function freshCore(tables: Tables, open: ReadonlySet<string>): ExchangeCore {
  const core = new ExchangeCore();
  core.restore(tables.resting());
  for (const m of MARKETS) if (open.has(m.id)) core.loadMarket(tables.snapshot(m));
  if (!tables.fancyClosed) core.loadFancy(tables.fancySnapshot());
  for (const p of PLAYERS) core.setCommittedCash(p, tables.cash.get(p)!, tables.hold.get(p)!);
  return core;
}

const openMarkets = (model: Model) => new Set(MARKETS.map((m) => m.id).filter((id) => !model.settled.has(id)));

/** Runs a command as a batch of one: refused (nothing changes) or committed to the tables. */
function runCommand(real: Real, command: ExchangeCommand): unknown {
  const { core, tables } = real;
  core.beginBatch();
  core.setQuotes('1.3', QUOTES);
  core.setFancyQuote(FANCY, { ...FANCY_QUOTE, settled: tables.fancyClosed !== null });
  for (const m of MARKETS) core.setSettlement(tables.settlementSnapshot(m));
  const before = core.stateHash();
  let value: unknown;
  try {
    value = core.execute(command, (real.now += 1000)).value;
    tables.clock = real.now;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    expect(core.batch.empty).toBe(true);
    expect(core.stateHash()).toBe(before);
    return error;
  }
  // what the core believes each player's balances are after the batch equals what it wrote
  const believed = PLAYERS.map((p) => [core.cashOf(p), core.holdOf(p)]);
  tables.commit(core.batch);
  expect(believed).toEqual(PLAYERS.map((p) => [tables.cash.get(p), tables.hold.get(p)]));
  for (const p of PLAYERS) core.setCommittedCash(p, tables.cash.get(p)!, tables.hold.get(p)!);
  return value;
}

function checkInvariants(real: Real, model: Model): void {
  const { core, tables } = real;
  const total = PLAYERS.reduce((s, p) => s + tables.cash.get(p)! + tables.hold.get(p)!, 0) + tables.house;
  expect(total).toBe(PLAYERS.length * START_CASH);
  for (const p of PLAYERS) {
    expect(tables.cash.get(p)!).toBeGreaterThanOrEqual(0);
    expect(tables.hold.get(p)!).toBeGreaterThanOrEqual(0);
    const rows = [...tables.exposures.values()].filter((x) => x.userId === p).reduce((s, x) => s + x.paise, 0);
    expect(tables.hold.get(p)).toBe(rows);
  }
  for (const p of PLAYERS) {
    const open = tables.fancySnapshot().bets.filter((b) => b.userId === p);
    expect(tables.exposures.get(`${p}/${fancyKey(FANCY)}`)?.paise ?? 0).toBe(fancyExposurePaise(open));
  }
  // what the limited player can still lose never takes them past their net-loss limit
  expect(tables.hold.get(LIMITED)! + tables.netLoss.get(LIMITED)!).toBeLessThanOrEqual(LOSS_LIMIT);
  for (const m of MARKETS) {
    if (model.settled.has(m.id)) continue;
    for (const s of m.selectionIds) {
      const book = core.books.book(m.id, s);
      const bestLay = book.availableToBack(1)[0];
      const bestBack = book.availableToLay(1)[0];
      if (bestLay && bestBack) expect(bestLay.price).toBeLessThan(bestBack.price);
    }
    const positions = core.positionsOf(m.id);
    const removed = new Set((tables.removals.get(m.id) ?? []).map((r) => r.selectionId));
    const takes = m.selectionIds.filter((s) => !removed.has(s)).map((w) => tables.settlementTakes(m, w));
    for (const p of PLAYERS) {
      const recomputed = tables.recomputedExposure(p, m);
      const held = tables.exposures.get(`${p}/${marketKey(m.id)}`)?.paise ?? 0;
      // the hold is the worst case, but where a removal raised it past the player's cash
      if (held !== recomputed) {
        expect(held).toBeLessThan(recomputed);
        expect(tables.shortHolds.has(`${p}/${m.id}`)).toBe(true);
      }
      if (positions) expect(positions.player(p).heldPaise).toBe(held);
      // settling with any runner left as the winner takes no more than the hold
      if (!tables.shortHolds.has(`${p}/${m.id}`)) for (const t of takes) expect(t.get(p) ?? 0).toBeLessThanOrEqual(held);
    }
  }
  expect(freshCore(tables, openMarkets(model)).stateHash()).toBe(core.stateHash());
}

type Cmd = fc.Command<Model, Real>;

class Place implements Cmd {
  constructor(readonly c: { player: number; market: number; runner: number; isBack: boolean; rung: number; stakeRupees: number; keep: boolean; quoteOff: boolean; share?: number }) {}
  check = (m: Readonly<Model>) => !m.settled.has(MARKETS[this.c.market]!.id);
  run(model: Model, real: Real): void {
    const market = MARKETS[this.c.market]!;
    const selectionId = market.selectionIds[this.c.runner]!;
    const quote = QUOTES.get(selectionId);
    const price = market.kind === 'odds' ? PRICE_LADDER[this.c.rung]! : (this.c.isBack ? quote!.backPercent! : quote!.layPercent!) + (this.c.quoteOff ? 1 : 0);
    const ordersBefore = real.core.books.ordersOf(market.id).length;
    const house = this.c.player === HOUSE;
    // the house's size at each price of the side this order takes from, before it
    const houseBefore = new Map<number, number>();
    // the share each resting order keeps (a house order takes at most that share of its stake from it)
    const sharesBefore = new Map<number, number | undefined>();
    for (const o of real.core.books.ordersOf(market.id)) {
      if (o.userId === HOUSE && o.selectionId === selectionId && o.isBack !== this.c.isBack) houseBefore.set(o.price, (houseBefore.get(o.price) ?? 0) + o.unmatchedPaise);
      sharesBefore.set(o.betId, o.houseShareBps);
    }
    const value = runCommand(real, {
      type: 'place',
      userId: this.c.player,
      kind: market.kind,
      marketId: market.id,
      bets: [{ marketId: market.id, selectionId, isBack: this.c.isBack, price, stakePaise: this.c.stakeRupees * 100, keep: this.c.keep, ...(house ? { houseOrder: true } : this.c.share === undefined ? {} : { houseShareBps: this.c.share }) }],
      maxProfitPaise: MAX_PROFIT,
      lossRoom: this.c.player === LIMITED ? [{ period: 'day', limitPaise: LOSS_LIMIT, roomPaise: LOSS_LIMIT - real.tables.netLoss.get(LIMITED)! }] : null,
    });
    if (model.suspended.has(market.id)) expect(real.core.books.ordersOf(market.id).length).toBe(ordersBefore);
    if (Array.isArray(value) && market.kind === 'odds' && this.c.share !== undefined && !house) {
      // the cap: at each price, what the order took of the house's orders is at most its share of them, rounded down
      const tookOfHouse = new Map<number, number>();
      for (const f of real.core.batch.fills) if (f.makerOwnerId === HOUSE) tookOfHouse.set(f.price, (tookOfHouse.get(f.price) ?? 0) + f.stakePaise);
      for (const [p, took] of tookOfHouse) expect(took).toBeLessThanOrEqual(houseShareOf(houseBefore.get(p) ?? 0, this.c.share));
      if (this.c.share < 10_000 && tookOfHouse.size > 0) cappedTakes++;
      const [placed] = value as Array<{ matchedPaise: number; unmatchedPaise: number }>;
      const row = real.tables.bets.get(real.core.batch.inserts.values().next().value!.betId)!;
      expect(row.matchedPaise + row.unmatchedPaise + row.cancelledPaise).toBe(this.c.stakeRupees * 100);
      expect(placed!.matchedPaise).toBe(row.matchedPaise);
    }
    if (Array.isArray(value) && market.kind === 'odds' && house) {
      // the other way round: a house order takes a capped player's resting order up to the player's share of its stake
      for (const f of real.core.batch.fills) {
        const makerShare = sharesBefore.get(f.makerOrderId);
        expect(f.stakePaise).toBeLessThanOrEqual(houseShareOf(this.c.stakeRupees * 100, makerShare));
        if (makerShare !== undefined) houseTakesOfCapped++;
      }
    }
    checkInvariants(real, model);
  }
  toString = () => `place(${JSON.stringify(this.c)})`;
}

class PlaceFancy implements Cmd {
  constructor(readonly c: { player: number; isBack: boolean; stakeRupees: number; lineOff: boolean }) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const line = (this.c.isBack ? FANCY_QUOTE.yesLine : FANCY_QUOTE.noLine) + (this.c.lineOff ? 1 : 0);
    runCommand(real, {
      type: 'placeFancy',
      userId: this.c.player,
      fancyId: FANCY,
      bet: { isBack: this.c.isBack, line, rate: 100, stakePaise: this.c.stakeRupees * 100 },
      maxProfitPaise: MAX_PROFIT,
      lossRoom: this.c.player === LIMITED ? [{ period: 'day', limitPaise: LOSS_LIMIT, roomPaise: LOSS_LIMIT - real.tables.netLoss.get(LIMITED)! }] : null,
    });
    checkInvariants(real, model);
  }
  toString = () => `placeFancy(${JSON.stringify(this.c)})`;
}

class Cancel implements Cmd {
  constructor(readonly player: number, readonly pick: number) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const orders = real.core.books.ordersOfPlayer(this.player, null);
    const betId = orders.length > 0 ? orders[this.pick % orders.length]!.betId : 999_999;
    runCommand(real, { type: 'cancel', userId: this.player, betId });
    expect(real.core.books.order(betId)).toBeUndefined();
    checkInvariants(real, model);
  }
  toString = () => `cancel(${this.player}, ${this.pick})`;
}

class CancelAll implements Cmd {
  constructor(readonly player: number, readonly market: number | null) {}
  check = (m: Readonly<Model>) => this.market === null || !m.settled.has(MARKETS[this.market]!.id);
  run(model: Model, real: Real): void {
    const marketId = this.market === null ? null : MARKETS[this.market]!.id;
    runCommand(real, { type: 'cancelAll', userId: this.player, marketId });
    expect(real.core.books.ordersOfPlayer(this.player, marketId)).toEqual([]);
    checkInvariants(real, model);
  }
  toString = () => `cancelAll(${this.player}, ${this.market})`;
}

class Lapse implements Cmd {
  constructor(readonly market: number, readonly reason: 'inplay' | 'suspended' | 'closed') {}
  check = (m: Readonly<Model>) => !m.settled.has(MARKETS[this.market]!.id);
  run(model: Model, real: Real): void {
    const marketId = MARKETS[this.market]!.id;
    runCommand(real, { type: 'lapse', marketId, reason: this.reason });
    expect(real.core.books.ordersOf(marketId).every((o) => o.keep && this.reason !== 'closed')).toBe(true);
    checkInvariants(real, model);
  }
  toString = () => `lapse(${this.market}, ${this.reason})`;
}

/** The feed removes a runner (a non-runner) with a reduction factor: its orders lapse, and the other runner's lays when the factor is material. */
class Remove implements Cmd {
  constructor(readonly market: number, readonly runner: number, readonly factorBps: number) {}
  check = (m: Readonly<Model>) => !m.settled.has(MARKETS[this.market]!.id);
  run(model: Model, real: Real): void {
    const market = MARKETS[this.market]!;
    const selectionId = market.selectionIds[this.runner]!;
    const removals = real.tables.removals.get(market.id) ?? [];
    if (removals.some((r) => r.selectionId === selectionId)) return;
    // after the last command's fills, before the next command's
    real.tables.removals.set(market.id, [...removals, { selectionId, factorBps: this.factorBps, removedAt: real.now + 500 }]);
    const otherLays = this.factorBps >= (REDUCTION.get(market.id) === 'place' ? 400 : 250);
    const removal = real.tables.removals.get(market.id)!.at(-1)!;
    const heldBefore = new Map(PLAYERS.map((p) => [p, real.tables.exposures.get(`${p}/${marketKey(market.id)}`)?.paise ?? 0]));
    // a kept lay on another runner is not lapsed by a material removal: it stands at its price reduced, rounded down to a ladder tick
    const keptBefore = new Map(real.core.books.ordersOf(market.id).filter((o) => o.keep && !o.isBack && o.selectionId !== selectionId).map((o) => [o.betId, o.price]));
    runCommand(real, { type: 'lapse', marketId: market.id, reason: 'suspended', removed: { selectionId, otherLays, factorBps: removal.factorBps, removedAt: removal.removedAt } });
    // a player whose open bets on the market are all on removed runners has the hold back as 'Void: Non-runner'
    const removedNow = new Set(real.tables.removals.get(market.id)!.map((r) => r.selectionId));
    const onlyNonRunners = (u: number) => {
      const open = real.tables.openBets(market.id).filter((b) => b.userId === u);
      return open.some((b) => b.matchedPaise > 0) && open.every((b) => removedNow.has(b.selectionId));
    };
    for (const m of real.core.batch.moves) expect(real.tables.memos.get(m.idempotencyKey)).toBe(onlyNonRunners(m.userId) ? 'Void: Non-runner' : null);
    // every hold on the market followed the removal; one it raised past the player's cash is short by what cash lacked
    for (const p of PLAYERS) {
      const held = real.tables.exposures.get(`${p}/${marketKey(market.id)}`)?.paise ?? 0;
      const recomputed = real.tables.recomputedExposure(p, market);
      if (held < recomputed) {
        expect(real.tables.cash.get(p)).toBe(0);
        real.tables.shortHolds.add(`${p}/${market.id}`);
      }
      if (held < heldBefore.get(p)!) holdsMoved.lowered++;
    }
    for (const o of real.core.books.ordersOf(market.id)) {
      expect(o.selectionId).not.toBe(selectionId);
      if (otherLays) expect(o.isBack || o.keep).toBe(true);
      if (otherLays && !o.isBack) {
        const reduced = naiveReduced(keptBefore.get(o.betId)!, removal.removedAt! - 1, REDUCTION.get(market.id)!, [removal]);
        expect(o.price).toBe(PRICE_LADDER.filter((p) => p <= reduced).at(-1));
        expect(real.tables.bets.get(o.betId)!.price).toBe(o.price);
        if (o.price !== keptBefore.get(o.betId)) keptRepriced.count++;
      }
    }
    if (otherLays) expect(real.core.books.ordersOf(market.id).filter((o) => !o.isBack).map((o) => o.betId).sort()).toEqual([...keptBefore.keys()].sort());
    checkInvariants(real, model);
  }
  toString = () => `remove(${this.market}, ${this.runner}, ${this.factorBps})`;
}

class Suspend implements Cmd {
  constructor(readonly market: number, readonly open: boolean) {}
  check = (m: Readonly<Model>) => !m.settled.has(MARKETS[this.market]!.id);
  run(model: Model, real: Real): void {
    const marketId = MARKETS[this.market]!.id;
    if (this.open) {
      real.core.reopen(marketId);
      model.suspended.delete(marketId);
    } else {
      real.core.suspend(marketId);
      model.suspended.add(marketId);
    }
    checkInvariants(real, model);
  }
  toString = () => `${this.open ? 'reopen' : 'suspend'}(${this.market})`;
}

class CashOut implements Cmd {
  constructor(readonly player: number, readonly market: number) {}
  check = (m: Readonly<Model>) => !m.settled.has(MARKETS[this.market]!.id) && MARKETS[this.market]!.kind === 'odds';
  run(model: Model, real: Real): void {
    const marketId = MARKETS[this.market]!.id;
    runCommand(real, { type: 'cashOut', userId: this.player, marketId, worstPrice: null });
    checkInvariants(real, model);
  }
  toString = () => `cashOut(${this.player}, ${this.market})`;
}

/** fills the generated runs settled at a reduced price, by reduction (they must really reduce some) */
const reducedFills = { win: 0, place: 0 };
/** holds a removal lowered (the generated runs must really lower some) */
const holdsMoved = { lowered: 0 };
/** kept lays a material removal repriced (the run must see some) */
const keptRepriced = { count: 0 };
/** bets the generated runs settled (they must really settle some) */
let settledBets = 0;
/** players' orders with a share below 1 that matched the house (the cap must really be exercised) */
let cappedTakes = 0;
/** house orders' fills of a capped player's resting order (the cap the other way round is exercised) */
let houseTakesOfCapped = 0;

/**
 * Runs the settlement of a market or of the fancy and checks it: settling again pays nothing and
 * writes nothing; the first time, every open bet settles as the naive settlement says and the result
 * is recorded (`recorded` checks the rest of it); either way a bet after it is refused.
 */
function settleAndCheck(
  real: Real,
  model: Model,
  s: { command: ExchangeCommand; again: boolean; expected: ExpectedSettlement; key: string; recorded: () => void; betAfter: ExchangeCommand },
): void {
  const outcome = runCommand(real, s.command);
  if (s.again) {
    expect(outcome).toEqual({ settledBets: 0, alreadySettled: true });
    expect(real.core.batch.empty).toBe(true);
  } else {
    expect(outcome).toEqual({ settledBets: s.expected.bets.size, alreadySettled: false });
    settledBets += s.expected.bets.size;
    real.tables.expectSettled(s.expected, s.key);
    s.recorded();
  }
  expect(runCommand(real, s.betAfter)).toBeInstanceOf(DomainError);
  checkInvariants(real, model);
}

class Settle implements Cmd {
  constructor(readonly market: number, readonly winner: number | null, readonly voidReason: string | null) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const market = MARKETS[this.market]!;
    const winnerId = this.winner === null ? null : market.selectionIds[this.winner]!;
    const again = model.settled.has(market.id);
    const expected = real.tables.expectedMarketSettlement(market, winnerId);
    const snapshotBets = real.tables.settlementSnapshot(market).bets;
    model.settled.add(market.id);
    model.suspended.delete(market.id);
    settleAndCheck(real, model, {
      command: { type: 'settle', marketId: market.id, winnerId, voidReason: this.voidReason, actor: 'operator:9' },
      again,
      expected,
      key: marketKey(market.id),
      recorded: () => {
        expect(real.tables.closedMarkets.get(market.id)).toEqual({ winnerId, voidReason: winnerId === null ? (this.voidReason ?? 'void') : null, actor: 'operator:9' });
        // a player whose bets were all on removed runners: 'Void: Non-runner'
        const removed = new Set((real.tables.removals.get(market.id) ?? []).map((r) => r.selectionId));
        const onlyNonRunners = (u: number) => removed.size > 0 && snapshotBets.some((b) => b.userId === u) && snapshotBets.every((b) => b.userId !== u || removed.has(b.selectionId));
        for (const m of real.core.batch.moves) {
          expect(real.tables.memos.get(m.idempotencyKey)).toBe(winnerId === null ? (this.voidReason ? `Void: ${this.voidReason}` : null) : onlyNonRunners(m.userId) ? 'Void: Non-runner' : null);
        }
        for (const m of real.core.batch.moves) expect(m.idempotencyKey.startsWith(`settle:market:${market.id}:${m.userId}:`)).toBe(true);
        // settlement takes no more than the hold: nothing from cash, but for a short hold or a removed runner given as the winner
        for (const m of real.core.batch.moves.filter((x) => x.idempotencyKey.endsWith(':loss-cash'))) {
          expect((winnerId !== null && removed.has(winnerId)) || real.tables.shortHolds.has(`${m.userId}/${market.id}`)).toBe(true);
        }
      },
      // a bet still queued for a settled market is refused
      betAfter: {
        type: 'place',
        userId: 1,
        kind: market.kind,
        marketId: market.id,
        bets: [{ marketId: market.id, selectionId: market.selectionIds[0]!, isBack: true, price: market.kind === 'odds' ? 200 : QUOTES.get(31)!.backPercent!, stakePaise: 100_00 }],
        maxProfitPaise: MAX_PROFIT,
      },
    });
    // settled or settled again, nothing rests in its books (a refused bet changes nothing: runCommand)
    expect(real.core.books.ordersOf(market.id)).toEqual([]);
  }
  toString = () => `settle(${this.market}, ${this.winner}, ${JSON.stringify(this.voidReason)})`;
}

class SettleFancy implements Cmd {
  constructor(readonly runs: number | null, readonly voidReason: string | null) {}
  check = () => true;
  run(model: Model, real: Real): void {
    settleAndCheck(real, model, {
      command: { type: 'settleFancy', fancyId: FANCY, runs: this.runs, voidReason: this.voidReason, actor: 'feed' },
      again: real.tables.fancyClosed !== null,
      expected: real.tables.expectedFancySettlement(this.runs),
      key: fancyKey(FANCY),
      recorded: () => expect(real.tables.fancyClosed).toEqual({ runs: this.runs, voidReason: this.runs === null ? (this.voidReason ?? 'void') : null }),
      // a fancy bet after the result is refused
      betAfter: { type: 'placeFancy', userId: 1, fancyId: FANCY, bet: { isBack: true, line: FANCY_QUOTE.yesLine, rate: 100, stakePaise: 100_00 }, maxProfitPaise: MAX_PROFIT },
    });
  }
  toString = () => `settleFancy(${this.runs}, ${JSON.stringify(this.voidReason)})`;
}

const player = fc.constantFrom(...PLAYERS);
/** the player's host's liquidity factor (basis points), or none (all of the house's size) */
const share = fc.option(fc.oneof(fc.constantFrom(0, 5000), fc.integer({ min: 0, max: 10_000 })), { nil: undefined });
const market = fc.nat(MARKETS.length - 1);
const commands = [
  fc
    .record({ player, market, runner: fc.nat(1), isBack: fc.boolean(), rung: fc.integer({ min: 95, max: 105 }), stakeRupees: fc.integer({ min: 1, max: 2500 }), keep: fc.boolean(), quoteOff: fc.boolean(), share })
    .map((c) => new Place(c)),
  // small bets near the middle, on the odds markets: these cross and match
  ...[0, 1, 2].map(() =>
    fc
      .record({ player, market: fc.nat(1), runner: fc.nat(1), isBack: fc.boolean(), rung: fc.integer({ min: 99, max: 101 }), stakeRupees: fc.integer({ min: 1, max: 300 }), keep: fc.constant(false), quoteOff: fc.constant(false), share })
      .map((c) => new Place(c)),
  ),
  fc.record({ player, isBack: fc.boolean(), stakeRupees: fc.integer({ min: 1, max: 800 }), lineOff: fc.boolean() }).map((c) => new PlaceFancy(c)),
  fc.tuple(player, fc.nat(20)).map(([p, pick]) => new Cancel(p, pick)),
  fc.tuple(player, fc.option(market, { nil: null })).map(([p, m]) => new CancelAll(p, m)),
  fc.tuple(market, fc.constantFrom('inplay' as const, 'suspended' as const, 'closed' as const)).map(([m, r]) => new Lapse(m, r)),
  fc.tuple(market, fc.boolean()).map(([m, open]) => new Suspend(m, open)),
  fc.tuple(fc.nat(1), fc.nat(1), fc.constantFrom(100, 241, 250, 837, 2758, 6000)).map(([m, r, f]) => new Remove(m, r, f)),
  fc.tuple(player, market).map(([p, m]) => new CashOut(p, m)),
  fc.tuple(market, fc.option(fc.nat(1), { nil: null, freq: 4 }), fc.option(fc.constantFrom('Match abandoned', 'Wrong result'), { nil: null })).map(([m, w, r]) => new Settle(m, w, r)),
  fc.tuple(fc.option(fc.integer({ min: 40, max: 50 }), { nil: null, freq: 4 }), fc.option(fc.constant('Innings abandoned'), { nil: null })).map(([runs, r]) => new SettleFancy(runs, r)),
];

it('keeps money conserved, balances non-negative, books uncrossed, holds at the recomputed worst case and the state equal to its rebuild', () => {
  let matched = 0;
  fc.assert(
    fc.property(fc.commands(commands, { maxCommands: 60, size: "+1" }), (cmds) => {
      const tables = new Tables();
      const core = freshCore(tables, new Set(MARKETS.map((m) => m.id)));
      core.addBetIds(Array.from({ length: 10_000 }, (_, i) => i + 1));
      fc.modelRun(() => ({ model: { suspended: new Set<string>(), settled: new Set<string>() }, real: { core, tables, now: 0 } }), cmds);
      matched += tables.fills.length;
    }),
    // A fixed seed, so the counts below are met every time: unseeded, 60 runs left cappedTakes at 0 for
    // 1 seed in 40 and houseTakesOfCapped for 3 in 40 (about 6 % and 7 % of single runs have any). To
    // explore other runs: MODEL_SEED=<n> (and MODEL_RUNS=<n>); the counts are then only reported.
    { numRuns: Number(process.env.MODEL_RUNS ?? 60), seed: Number(process.env.MODEL_SEED ?? 9) },
  );
  const counts = { matched, settledBets, cappedTakes, houseTakesOfCapped };
  if (process.env.MODEL_SEED !== undefined || process.env.MODEL_RUNS !== undefined) {
    console.log(`core model counts: ${JSON.stringify(counts)}`);
    return;
  }
  // the generated runs really matched orders against each other, settled bets, and exercised the house's share both ways
  for (const count of Object.values(counts)) expect(count).toBeGreaterThan(0);
}, 120_000);

/** Bets that match on the two odds markets, runners removed, settlements with a winner: the non-runner rules get exercised. */
const removalCommands = [
  ...[0, 1, 2, 3].map(() =>
    fc
      .record({ player, market: fc.nat(1), runner: fc.nat(1), isBack: fc.boolean(), rung: fc.integer({ min: 96, max: 104 }), stakeRupees: fc.integer({ min: 1, max: 600 }), keep: fc.boolean(), quoteOff: fc.constant(false) })
      .map((c) => new Place(c)),
  ),
  fc.tuple(fc.nat(1), fc.nat(1), fc.constantFrom(100, 241, 250, 837, 2758, 6000)).map(([m, r, f]) => new Remove(m, r, f)),
  fc.tuple(fc.nat(1), fc.nat(1), fc.constant(null)).map(([m, w, r]) => new Settle(m, w, r)),
];

it('settles non-runners: bets on a removed runner void, fills before a removal at the reduced price, with the same invariants', () => {
  reducedFills.win = reducedFills.place = 0;
  fc.assert(
    fc.property(fc.commands(removalCommands, { maxCommands: 40, size: '+1' }), (cmds) => {
      const tables = new Tables();
      const core = freshCore(tables, new Set(MARKETS.map((m) => m.id)));
      core.addBetIds(Array.from({ length: 10_000 }, (_, i) => i + 1));
      fc.modelRun(() => ({ model: { suspended: new Set<string>(), settled: new Set<string>() }, real: { core, tables, now: 0 } }), cmds);
    }),
    { numRuns: 200, seed: 36 }, // a fixed seed: the counts below are met every time
  );
  expect(reducedFills.win).toBeGreaterThan(0);
  expect(reducedFills.place).toBeGreaterThan(0);
  expect(holdsMoved.lowered).toBeGreaterThan(0);
  expect(keptRepriced.count).toBeGreaterThan(0);
}, 120_000);
