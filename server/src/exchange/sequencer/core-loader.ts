// What the sequencer reads for the exchange core before a batch can run or be written: what a
// command is `missing` (players' cash, markets' positions, quotes, fancies, settlement snapshots,
// bet ids), and the account ids a batch's ledger moves need. Reads go on the writer's connection,
// behind the batches already sent there, so they see every one of them committed. It keeps what
// never changes (players' accounts, their operator's house, markets' kinds), bounded.

import type { MarketKind } from '@khel/shared-kernel/betting';
import { DomainError } from '../../domain/errors';
import type { Sql } from '../../store/db';
import { playerAccounts, systemAccount } from '../../wallet/ledger';
import { remember } from '../../app/remember';
import type { RowChanges } from '../core/changes';
import type { Missing } from '../core/commands';
import type { ExchangeCore } from '../core/core';
import {
  readCash,
  readFancyQuotes,
  readFancySnapshot,
  readHouseAccounts,
  readMarketKind,
  readMarketSnapshot,
  readQuotes,
  readSettlementSnapshot,
  reserveBetIds,
} from '../store/core-reads';
import type { CashHold, MoveAccounts } from '../store/write-batch';

/** Counters of the writer's work (the HTTP benchmark prints them). */
export interface WriterStats {
  /** batches acknowledged, and the commands they carried */
  batches: number;
  writes: number;
  /** statements the writer sent (reads for the core included) */
  statements: number;
  /** time spent running batches' commands in the core (reads they needed included) */
  prepareMs: number;
  /** time the writer spent waiting: for room in the pipeline, or for its statements before a plain SQL job or a rebuild */
  statementMs: number;
  /** batches in flight, summed at each send (divided by `batches`: the mean depth a batch found) */
  inFlightSum: number;
}

/** bet ids are reserved from the bets sequence in blocks */
const ID_BLOCK = 1000;
const ACCOUNTS_MAX = 100_000;
const KINDS_MAX = 50_000;

export const nothingMissing = (m: Missing): boolean =>
  m.users.length + m.markets.length + m.quotes.length + m.fancies.length + m.fancyQuotes.length + m.settlements.length === 0 && m.betIds === 0;

export function mergeMissing(all: readonly Missing[]): Missing {
  return {
    users: all.flatMap((n) => n.users),
    markets: all.flatMap((n) => n.markets),
    quotes: all.flatMap((n) => n.quotes),
    fancies: all.flatMap((n) => n.fancies),
    fancyQuotes: all.flatMap((n) => n.fancyQuotes),
    settlements: all.flatMap((n) => n.settlements),
    betIds: all.reduce((s, n) => s + n.betIds, 0),
  };
}

export class CoreLoader {
  /** players' cash and hold account ids (they never change) */
  private readonly accounts = new Map<number, CashHold>();
  /** markets' kinds (they never change) */
  private readonly kinds = new Map<string, MarketKind>();
  /** the house account of each player's operator (it never changes) */
  private readonly houses = new Map<number, number>();

  constructor(
    private readonly core: ExchangeCore,
    private readonly stats: WriterStats,
  ) {}

  /** A market's kind: it never changes, so it is read once. Null: no such market. */
  async marketKind(sql: Sql, marketId: string): Promise<MarketKind | null> {
    const known = this.kinds.get(marketId);
    if (known) return known;
    const kind = await readMarketKind(sql, marketId);
    if (kind) remember(this.kinds, marketId, kind, KINDS_MAX);
    return kind;
  }

  /** Loads what the core is missing, in as few queries as it can. */
  async ensure(sql: Sql, missing: Missing): Promise<void> {
    if (missing.users.length > 0) await this.readCash(sql, [...new Set(missing.users)]);
    for (const marketId of new Set(missing.markets)) {
      const kind = await this.marketKind(sql, marketId);
      if (!kind) throw new DomainError('not_found', 'Market not found');
      this.stats.statements += 4;
      this.core.loadMarket(await readMarketSnapshot(sql, marketId, kind));
    }
    if (missing.quotes.length > 0) {
      this.stats.statements++;
      for (const [marketId, quotes] of await readQuotes(sql, [...new Set(missing.quotes)])) this.core.setQuotes(marketId, quotes);
    }
    for (const fancyId of new Set(missing.fancies)) {
      this.stats.statements += 2;
      this.core.loadFancy(await readFancySnapshot(sql, fancyId));
    }
    if (missing.fancyQuotes.length > 0) {
      this.stats.statements++;
      const ids = [...new Set(missing.fancyQuotes)];
      const quotes = await readFancyQuotes(sql, ids);
      for (const id of ids) this.core.setFancyQuote(id, quotes.get(id) ?? null);
    }
    for (const marketId of new Set(missing.settlements)) {
      this.stats.statements += 3;
      const snapshot = await readSettlementSnapshot(sql, marketId);
      this.core.setSettlement(snapshot);
      // with non-runners a loss may pass the hold (reductions.ts): the players' cash is needed
      const unknown = snapshot.removals?.length ? [...new Set(snapshot.bets.map((b) => b.userId))].filter((u) => !this.core.knowsCash(u)) : [];
      if (unknown.length > 0) await this.readCash(sql, unknown);
    }
    if (missing.betIds > 0) {
      this.stats.statements++;
      this.core.addBetIds(await reserveBetIds(sql, Math.max(missing.betIds, ID_BLOCK)));
    }
  }

  /** (Re-)reads the players' cash (plus what this batch has moved) and their accounts. */
  async readCash(sql: Sql, users: readonly number[]): Promise<void> {
    const read = await readCash(sql, users, playerAccounts);
    this.stats.statements += read.statements;
    for (const [u, a] of read.accounts) remember(this.accounts, u, a, ACCOUNTS_MAX);
    for (const [u, c] of read.cash) this.core.setCash(u, c.cash, c.hold);
  }

  /** The account ids of every player with a move in the batch, and their house for a settlement's. */
  async accountsFor(sql: Sql, batch: RowChanges): Promise<Map<number, MoveAccounts>> {
    const movers = [...new Set(batch.moves.map((m) => m.userId))];
    const unknown = movers.filter((u) => !this.accounts.has(u));
    if (unknown.length > 0) await this.readCash(sql, unknown);
    const withHouse = [...new Set(batch.moves.filter((m) => m.from === 'house' || m.to === 'house').map((m) => m.userId))];
    const noHouse = withHouse.filter((u) => !this.houses.has(u));
    if (noHouse.length > 0) {
      this.stats.statements++;
      for (const [u, house] of await readHouseAccounts(sql, noHouse, (tx, operatorId) => systemAccount(tx, 'house', operatorId))) remember(this.houses, u, house, ACCOUNTS_MAX);
    }
    return new Map<number, MoveAccounts>(movers.map((u) => [u, { ...this.accounts.get(u)!, house: this.houses.get(u) }]));
  }
}
