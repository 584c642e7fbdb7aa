// Model-based test of the whole exchange core (fast-check `fc.commands`), no database: generated
// place (odds, bookmaker, fancy) / cancel / cancel all / lapse / suspend / reopen / cash-out / settle / void commands for
// several players on several markets run through the core, each command's rows are committed to
// an in-memory copy of the tables, and after every command:
// - money is conserved: the players' cash and hold and the house sum to what they started with;
// - no player's cash or hold is below zero;
// - no book is crossed;
// - every exposure row, the core's hold and the player's hold account equal the worst case
//   recomputed from scratch from the open bets and fills (shared-kernel's marketExposurePaise);
// - a core rebuilt from the committed rows has the same state hash as the live one;
// - a refused command changed nothing (no rows, the same state hash);
// - a player with a net-loss limit never has more at risk than the limit leaves.
import fc from 'fast-check';
import { fancyExposurePaise, marketExposurePaise, PRICE_LADDER, type MarketKind, type RunnerBet } from '@khel/shared-kernel/betting';
import { DomainError } from '../../src/domain/errors';
import type { OrderRow } from '../../src/domain/exchange/books';
import type { RowChanges } from '../../src/domain/exchange/changes';
import { ExchangeCore, type ExchangeCommand, type FancyQuoteRow, type FancySnapshot, type RunnerQuote } from '../../src/domain/exchange/core';
import { fancyKey, marketKey, type MarketSnapshot } from '../../src/domain/exchange/positions';
import { settleRunnerBet } from '../../src/domain/settlement';

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
/** one fancy (a session line): Yes at 46, No at 45, evens */
const FANCY = 7;
const FANCY_QUOTE: FancyQuoteRow = { active: true, settled: false, noLine: 45, noRate: 100, yesLine: 46, yesRate: 100 };
/** player 4 has a daily net-loss limit (responsible gambling) */
const LIMITED = 4;
const LOSS_LIMIT = 1_200_00;

// ---- the tables, in memory ---------------------------------------------------------------------

interface BetRecord extends OrderRow {
  kind: MarketKind;
  status: 'open' | 'cancelled' | 'settled';
  fancyId?: number;
  line?: number;
}

class Tables {
  readonly bets = new Map<number, BetRecord>();
  readonly fills: Array<{ takerOrderId: number; makerOrderId: number; marketId: string; selectionId: number; price: number; stakePaise: number }> = [];
  readonly exposures = new Map<string, { userId: number; key: string; paise: number; version: number }>();
  readonly cash = new Map<number, number>(PLAYERS.map((p) => [p, START_CASH]));
  readonly hold = new Map<number, number>(PLAYERS.map((p) => [p, 0]));
  house = 0;
  /** each player's net loss from settlements (losses less wins) */
  readonly netLoss = new Map<number, number>(PLAYERS.map((p) => [p, 0]));
  private readonly keys = new Set<string>();

  commit(changes: RowChanges): void {
    for (const r of changes.inserts.values()) this.bets.set(r.betId, { ...r, marketId: r.fancyId === undefined ? r.marketId : '', status: r.matchedPaise === 0 && r.unmatchedPaise === 0 ? 'cancelled' : 'open' });
    for (const r of changes.updates.values()) {
      const b = this.bets.get(r.betId)!;
      Object.assign(b, { matchedPaise: r.matchedPaise, unmatchedPaise: r.unmatchedPaise, cancelledPaise: r.cancelledPaise });
      if (b.matchedPaise === 0 && b.unmatchedPaise === 0) b.status = 'cancelled';
    }
    for (const f of changes.fills) this.fills.push({ ...f });
    for (const x of changes.exposures.values()) this.exposures.set(`${x.userId}/${x.key}`, { ...x });
    for (const m of changes.moves) {
      expect(this.keys.has(m.idempotencyKey)).toBe(false);
      this.keys.add(m.idempotencyKey);
      this.transfer(m.userId, m.toHold ? 'cash' : 'hold', m.toHold ? 'hold' : 'cash', m.amountPaise);
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
          pieces.push({ userId: b.userId, selectionId: b.selectionId, isBack: b.isBack, price: f.price, paise: f.stakePaise, matched: true });
        }
      } else {
        pieces.push({ userId: b.userId, selectionId: b.selectionId, isBack: b.isBack, price: b.price, paise: b.matchedPaise, matched: true });
      }
      if (b.unmatchedPaise > 0) pieces.push({ userId: b.userId, selectionId: b.selectionId, isBack: b.isBack, price: b.price, paise: b.unmatchedPaise, matched: false });
    }
    const held = [...this.exposures.values()].filter((x) => x.key === marketKey(market.id)).map((x) => ({ userId: x.userId, exposurePaise: x.paise, version: x.version }));
    return { marketId: market.id, kind: market.kind, selectionIds: market.selectionIds, pieces, held };
  }

  fancySnapshot(): FancySnapshot {
    const bets = [...this.bets.values()].filter((b) => b.fancyId === FANCY && b.status === 'open');
    return {
      fancyId: FANCY,
      bets: bets.map((b) => ({ userId: b.userId, isBack: b.isBack, line: b.line!, rate: b.price, stakePaise: b.stakePaise })),
      held: [...this.exposures.values()].filter((x) => x.key === fancyKey(FANCY)).map((x) => ({ userId: x.userId, exposurePaise: x.paise, version: x.version })),
    };
  }

  resting(): OrderRow[] {
    return [...this.bets.values()].filter((b) => b.status === 'open' && b.kind === 'odds' && b.unmatchedPaise > 0).map(({ kind: _k, status: _s, ...row }) => ({ ...row }));
  }

  /** The exposure recomputed from scratch: every fill at its price, each resting remainder, each bookmaker bet. */
  recomputedExposure(userId: number, market: (typeof MARKETS)[number]): number {
    const inputs: RunnerBet[] = [];
    for (const p of this.snapshot(market).pieces.filter((x) => x.userId === userId)) {
      inputs.push({ selectionId: p.selectionId, isBack: p.isBack, price: p.price, matchedPaise: p.matched ? p.paise : 0, unmatchedPaise: p.matched ? 0 : p.paise });
    }
    return marketExposurePaise(market.kind, inputs, market.selectionIds);
  }

  /** Settlement, as `settleMarketBets` and `payOut` do it (no commission): winner null voids. */
  settle(market: (typeof MARKETS)[number], winner: number | null): void {
    const net = new Map<number, number>();
    for (const b of this.openBets(market.id)) {
      const pieces = b.kind === 'odds' ? this.fills.filter((f) => f.takerOrderId === b.betId || f.makerOrderId === b.betId).map((f) => ({ price: f.price, paise: f.stakePaise })) : [{ price: b.price, paise: b.matchedPaise }];
      for (const p of pieces) {
        const s = settleRunnerBet(market.kind, { selectionId: b.selectionId, isBack: b.isBack, price: p.price, matchedPaise: p.paise }, winner);
        net.set(b.userId, (net.get(b.userId) ?? 0) + s.pnlPaise);
      }
      b.status = b.matchedPaise === 0 ? 'cancelled' : 'settled';
    }
    for (const x of this.exposures.values()) if (x.key === marketKey(market.id) && x.paise > 0 && !net.has(x.userId)) net.set(x.userId, 0);
    for (const [userId, pnl] of net) {
      this.netLoss.set(userId, this.netLoss.get(userId)! - pnl);
      const row = this.exposures.get(`${userId}/${marketKey(market.id)}`);
      const held = row?.paise ?? 0;
      if (row) Object.assign(row, { paise: 0, version: row.version + 1 });
      if (pnl >= 0) {
        this.transfer(userId, 'hold', 'cash', held);
        this.transfer(userId, 'house', 'cash', pnl);
      } else {
        expect(-pnl).toBeLessThanOrEqual(held); // a loss is always covered by the hold
        this.transfer(userId, 'hold', 'house', -pnl);
        this.transfer(userId, 'hold', 'cash', held + pnl);
      }
    }
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
  core.loadFancy(tables.fancySnapshot());
  for (const p of PLAYERS) core.setCommittedCash(p, tables.cash.get(p)!, tables.hold.get(p)!);
  return core;
}

const openMarkets = (model: Model) => new Set(MARKETS.map((m) => m.id).filter((id) => !model.settled.has(id)));

/** Runs a command as a batch of one: refused (nothing changes) or committed to the tables. */
function runCommand(real: Real, command: ExchangeCommand): void {
  const { core, tables } = real;
  core.beginBatch();
  core.setQuotes('1.3', QUOTES);
  core.setFancyQuote(FANCY, FANCY_QUOTE);
  const before = core.stateHash();
  try {
    core.execute(command, (real.now += 1000));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    expect(core.batch.empty).toBe(true);
    expect(core.stateHash()).toBe(before);
    return;
  }
  tables.commit(core.batch);
  for (const p of PLAYERS) core.setCommittedCash(p, tables.cash.get(p)!, tables.hold.get(p)!);
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
    for (const p of PLAYERS) {
      const recomputed = tables.recomputedExposure(p, m);
      expect(tables.exposures.get(`${p}/${marketKey(m.id)}`)?.paise ?? 0).toBe(recomputed);
      if (positions) expect(positions.player(p).heldPaise).toBe(recomputed);
    }
  }
  expect(freshCore(tables, openMarkets(model)).stateHash()).toBe(core.stateHash());
}

type Cmd = fc.Command<Model, Real>;

class Place implements Cmd {
  constructor(readonly c: { player: number; market: number; runner: number; isBack: boolean; rung: number; stakeRupees: number; keep: boolean; quoteOff: boolean }) {}
  check = (m: Readonly<Model>) => !m.settled.has(MARKETS[this.c.market]!.id);
  run(model: Model, real: Real): void {
    const market = MARKETS[this.c.market]!;
    const selectionId = market.selectionIds[this.c.runner]!;
    const quote = QUOTES.get(selectionId);
    const price = market.kind === 'odds' ? PRICE_LADDER[this.c.rung]! : (this.c.isBack ? quote!.backPercent! : quote!.layPercent!) + (this.c.quoteOff ? 1 : 0);
    const ordersBefore = real.core.books.ordersOf(market.id).length;
    runCommand(real, {
      type: 'place',
      userId: this.c.player,
      kind: market.kind,
      marketId: market.id,
      bets: [{ marketId: market.id, selectionId, isBack: this.c.isBack, price, stakePaise: this.c.stakeRupees * 100, keep: this.c.keep }],
      maxProfitPaise: MAX_PROFIT,
      lossRoom: this.c.player === LIMITED ? [{ period: 'day', limitPaise: LOSS_LIMIT, roomPaise: LOSS_LIMIT - real.tables.netLoss.get(LIMITED)! }] : null,
    });
    if (model.suspended.has(market.id)) expect(real.core.books.ordersOf(market.id).length).toBe(ordersBefore);
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

class Settle implements Cmd {
  constructor(readonly market: number, readonly winner: number | null) {}
  check = (m: Readonly<Model>) => !m.settled.has(MARKETS[this.market]!.id);
  run(model: Model, real: Real): void {
    const market = MARKETS[this.market]!;
    runCommand(real, { type: 'close', marketId: market.id });
    expect(real.core.books.ordersOf(market.id)).toEqual([]);
    real.tables.settle(market, this.winner === null ? null : market.selectionIds[this.winner]!);
    for (const p of PLAYERS) real.core.setCommittedCash(p, real.tables.cash.get(p)!, real.tables.hold.get(p)!);
    model.settled.add(market.id);
    model.suspended.delete(market.id);
    for (const p of PLAYERS) expect(real.tables.exposures.get(`${p}/${marketKey(market.id)}`)?.paise ?? 0).toBe(0);
    checkInvariants(real, model);
  }
  toString = () => `settle(${this.market}, ${this.winner})`;
}

const player = fc.constantFrom(...PLAYERS);
const market = fc.nat(MARKETS.length - 1);
const commands = [
  fc
    .record({ player, market, runner: fc.nat(1), isBack: fc.boolean(), rung: fc.integer({ min: 95, max: 105 }), stakeRupees: fc.integer({ min: 1, max: 2500 }), keep: fc.boolean(), quoteOff: fc.boolean() })
    .map((c) => new Place(c)),
  // small bets near the middle, on the odds markets: these cross and match
  ...[0, 1, 2].map(() =>
    fc
      .record({ player, market: fc.nat(1), runner: fc.nat(1), isBack: fc.boolean(), rung: fc.integer({ min: 99, max: 101 }), stakeRupees: fc.integer({ min: 1, max: 300 }), keep: fc.constant(false), quoteOff: fc.constant(false) })
      .map((c) => new Place(c)),
  ),
  fc.record({ player, isBack: fc.boolean(), stakeRupees: fc.integer({ min: 1, max: 800 }), lineOff: fc.boolean() }).map((c) => new PlaceFancy(c)),
  fc.tuple(player, fc.nat(20)).map(([p, pick]) => new Cancel(p, pick)),
  fc.tuple(player, fc.option(market, { nil: null })).map(([p, m]) => new CancelAll(p, m)),
  fc.tuple(market, fc.constantFrom('inplay' as const, 'suspended' as const, 'closed' as const)).map(([m, r]) => new Lapse(m, r)),
  fc.tuple(market, fc.boolean()).map(([m, open]) => new Suspend(m, open)),
  fc.tuple(player, market).map(([p, m]) => new CashOut(p, m)),
  fc.tuple(market, fc.option(fc.nat(1), { nil: null, freq: 4 })).map(([m, w]) => new Settle(m, w)),
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
    { numRuns: 60 },
  );
  // the generated runs really matched orders against each other
  expect(matched).toBeGreaterThan(0);
}, 120_000);
