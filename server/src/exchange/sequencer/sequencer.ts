// The exchange's sequencer: the single writer in front of the exchange core. Commands queue here
// and run one at a time, in arrival order, so the core and the database change together; commands
// queued while a batch is written go together into the next one (group commit), whose rows the
// store writes in one statement, and nobody hears of a batch (answers, order streams) before the
// database confirms it on disk. A batch whose statement fails is run once more from fresh reads; a
// batch that could not be confirmed fails, and the core is rebuilt from the database before the
// next one. Every write of the exchange is a command: bets of every kind, cancels, lapses,
// cash-outs and settlements (a settlement starts a batch of its own, so the open bets it reads
// are the ones the core holds). The only plain SQL job left is the reload of the core (several
// instances). The sequencer owns what it reads for the core (accounts, market kinds) and what a bet
// reads before it queues (betting-contexts.ts: markets' contexts, players' settings): bounded.

import { DomainError } from '../../domain/errors';
import type { OrderEvent } from '../core/changes';
import { ExchangeCore } from '../core/core';
import { type CommandValue, type Executed, type ExchangeCommand, type Missing } from '../core/commands';
import type { Database, Sql } from '../../store/db';
import {
  readCash,
  readFancyQuotes,
  readFancySnapshot,
  readMarketKind,
  readMarketSnapshot,
  readHouseAccounts,
  readQuotes,
  readRestingOrders,
  readSettlementSnapshot,
  reserveBetIds,
} from '../store/core-reads';
import { writeRowChanges, type CashHold, type MoveAccounts } from '../store/write-batch';
import { playerAccounts, systemAccount } from '../../wallet/ledger';
import type { MarketKind } from '@khel/shared-kernel/betting';
import { BettingContexts } from './betting-contexts';
import { remember } from '../../app/remember';

/** Counters of the writer's work (the HTTP benchmark prints them). */
export interface WriterStats {
  batches: number;
  writes: number;
  statements: number;
  /** time spent running batches' commands in the core (reads they needed included) */
  prepareMs: number;
  /** time spent waiting for batches' statements */
  statementMs: number;
}

interface Settle {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}
type CoreJob = { command: ExchangeCommand } & Settle;
type SqlJob = { work: (tx: Sql) => Promise<unknown>; players: readonly number[] | 'all'; changesMemory: boolean } & Settle;
type Job = CoreJob | SqlJob;

/** bounded queue: past this many waiting writes a new one is refused at once */
const MAX_PENDING_WRITES = 10_000;
/** at most this many writes share one transaction */
const MAX_BATCH = 500;
/** bet ids are reserved from the bets sequence in blocks */
const ID_BLOCK = 1000;
const ACCOUNTS_MAX = 100_000;
const KINDS_MAX = 50_000;


/** a queued job's settlers until its promise gives it the real ones */
const unsettled = (): void => undefined;

export const BUSY = 'The exchange is busy, please try again';
export const UNCONFIRMED = 'The exchange could not confirm this, please check your open bets before trying again';

export class Sequencer {
  readonly core = new ExchangeCore();
  readonly stats: WriterStats = { batches: 0, writes: 0, statements: 0, prepareMs: 0, statementMs: 0 };
  private readonly pending: Job[] = [];
  private drained: Promise<void> | null = null;
  /** committed batches waiting to be on disk before their writers hear of them */
  private readonly confirming = new Set<Promise<void>>();
  /** set when a committed batch could not be confirmed on disk: the core is rebuilt before the next write */
  private memoryInDoubt = false;
  /** players' cash and hold account ids (they never change) */
  private readonly accounts = new Map<number, CashHold>();
  /** markets' kinds (they never change) */
  private readonly kinds = new Map<string, MarketKind>();
  /** the house account of each player's operator (it never changes) */
  private readonly houses = new Map<number, number>();
  /** what a bet reads before it queues (its market, the player's settings), kept between bets */
  readonly contexts: BettingContexts;

  constructor(
    private readonly db: Database,
    /** tells each player's order stream what happened to their bets (after the commit) */
    private readonly publishOrders: (changes: readonly OrderEvent[]) => void,
  ) {
    this.contexts = new BettingContexts(db);
  }

  /** Loads the books from the database. */
  start(): Promise<void> {
    return this.rebuild(this.db);
  }

  /** A market's kind: it never changes, so it is read once. Null: no such market. */
  async marketKind(marketId: string, sql: Sql = this.db): Promise<MarketKind | null> {
    const known = this.kinds.get(marketId);
    if (known) return known;
    const kind = await readMarketKind(sql, marketId);
    if (kind) remember(this.kinds, marketId, kind, KINDS_MAX);
    return kind;
  }

  /** Waits for every queued write (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.drained || this.confirming.size > 0) {
      if (this.drained) await this.drained;
      await Promise.all(this.confirming);
    }
  }

  /**
   * Queues a command for the core. It resolves once its batch is on disk, with what it did (its
   * events are the caller's to publish); a refusal rejects with its DomainError.
   */
  submit<C extends ExchangeCommand>(command: C): Promise<Executed<CommandValue[C['type']]>> {
    return this.enqueue({ command, resolve: unsettled, reject: unsettled }) as Promise<Executed<CommandValue[C['type']]>>;
  }

  /**
   * Queues a write in plain SQL, run in its own transaction between batches. It moves these
   * players' money (their cash is read again after it); one that `changesMemory` has the core
   * rebuilt from the database if it fails.
   */
  sql<T>(players: readonly number[] | 'all', work: (tx: Sql) => Promise<T>, changesMemory = false): Promise<T> {
    return this.enqueue({ work, players, changesMemory, resolve: unsettled, reject: unsettled }) as Promise<T>;
  }

  /**
   * Several instances (server/src/cluster/): this instance took over markets another instance wrote
   * meanwhile, so the core is read again from the database (books now, positions and balances when
   * next needed), between two batches.
   */
  async reload(): Promise<void> {
    await this.sql('all', (tx) => this.rebuild(tx, { forgetSuspensions: true }));
    this.contexts.forgetMarkets();
  }

  /**
   * The core read again from the database: the books now, positions and balances when next needed.
   * `forgetSuspensions`: the feed's suspensions held in memory go too (another instance may have
   * reopened those markets); after a failed write of our own they stay.
   */
  private async rebuild(sql: Sql, { forgetSuspensions = false } = {}): Promise<void> {
    this.core.restore(await readRestingOrders(sql));
    if (forgetSuspensions) this.core.forgetSuspensions();
  }

  /** Queues a job, its promise's settlers in place of `unsettled` (the job keeps one shape: no copy a write). */
  private enqueue(job: Job): Promise<unknown> {
    if (this.pending.length >= MAX_PENDING_WRITES) return Promise.reject(new DomainError('busy', BUSY));
    return new Promise<unknown>((resolve, reject) => {
      job.resolve = resolve;
      job.reject = reject;
      this.pending.push(job);
      this.kick();
    });
  }

  /**
   * Starts draining unless a drain runs. A write queued after a drain's last look at the queue but
   * before it ended would wait forever: the drain that ends starts the next one.
   */
  private kick(): void {
    if (this.drained) return;
    this.drained = this.drain().finally(() => {
      this.drained = null;
      if (this.pending.length > 0) this.kick();
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      if (this.memoryInDoubt) {
        this.memoryInDoubt = false;
        await this.resetMemory();
      }
      const next = this.pending[0]!;
      if ('command' in next) {
        // a batch runs up to the next plain SQL job, or the next settlement (which starts its own)
        let n = this.pending.findIndex((j, i) => !('command' in j) || (i > 0 && startsBatch(j.command)));
        if (n < 0) n = this.pending.length;
        await this.writeBatch(this.pending.splice(0, Math.min(n, MAX_BATCH)) as CoreJob[]);
      } else {
        this.pending.shift();
        await this.writeSql(next);
      }
    }
  }

  /** Loads what the core is missing, in as few queries as it can. */
  private async ensure(sql: Sql, missing: Missing): Promise<void> {
    if (missing.users.length > 0) await this.readCash(sql, [...new Set(missing.users)]);
    for (const marketId of new Set(missing.markets)) {
      const kind = await this.marketKind(marketId, sql);
      if (!kind) throw new DomainError('not_found', 'Market not found');
      this.stats.statements += 3;
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
      this.core.setSettlement(await readSettlementSnapshot(sql, marketId));
    }
    if (missing.betIds > 0) {
      this.stats.statements++;
      this.core.addBetIds(await reserveBetIds(sql, Math.max(missing.betIds, ID_BLOCK)));
    }
  }

  /** (Re-)reads the players' cash (plus what this batch has moved) and their accounts. */
  private async readCash(sql: Sql, users: readonly number[]): Promise<void> {
    const read = await readCash(sql, users, playerAccounts);
    this.stats.statements += read.statements;
    for (const [u, a] of read.accounts) remember(this.accounts, u, a, ACCOUNTS_MAX);
    for (const [u, c] of read.cash) this.core.setCash(u, c.cash, c.hold);
  }

  /** Runs one command in the core; a refusal for want of cash reads the cash again once (money may have come in). */
  private async run(sql: Sql, command: ExchangeCommand): Promise<Executed> {
    const missing = this.core.missing(command);
    if (!nothingMissing(missing)) await this.ensure(sql, missing);
    try {
      return this.core.execute(command, Date.now());
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'insufficient_funds' && 'userId' in command)) throw error;
    }
    await this.readCash(sql, [command.userId]);
    return this.core.execute(command, Date.now());
  }

  /** Writes the core's rows of this batch; the balances the statement returns become the core's. */
  private async writeRows(sql: Sql): Promise<void> {
    const batch = this.core.batch;
    const movers = [...new Set(batch.moves.map((m) => m.userId))];
    const unknown = movers.filter((u) => !this.accounts.has(u));
    if (unknown.length > 0) await this.readCash(sql, unknown);
    // a settlement's moves reach the house of the player's operator
    const withHouse = [...new Set(batch.moves.filter((m) => m.from === 'house' || m.to === 'house').map((m) => m.userId))];
    const noHouse = withHouse.filter((u) => !this.houses.has(u));
    if (noHouse.length > 0) {
      this.stats.statements++;
      for (const [u, house] of await readHouseAccounts(sql, noHouse, (tx, operatorId) => systemAccount(tx, 'house', operatorId))) remember(this.houses, u, house, ACCOUNTS_MAX);
    }
    const accounts = new Map<number, MoveAccounts>(movers.map((u) => [u, { ...this.accounts.get(u)!, house: this.houses.get(u) }]));
    if (!batch.empty) this.stats.statements++;
    const balances = await writeRowChanges(sql, batch, accounts);
    if (!balances) return;
    for (const [u, a] of accounts) {
      const cash = balances.get(a.cash);
      if (cash !== undefined) this.core.setCommittedCash(u, cash, balances.get(a.hold));
    }
  }

  /**
   * Runs a batch of commands in the core and writes their rows. If the statement fails (a player's
   * cash moved elsewhere meanwhile, say), the core is rebuilt from the database and the batch runs
   * once more from fresh reads; if that fails too, every command of it fails.
   */
  private async writeBatch(jobs: CoreJob[]): Promise<void> {
    let failure: unknown;
    for (let attempt = 0; attempt < 2; attempt++) {
      const started = performance.now();
      const sql = this.db.writer;
      this.core.beginBatch();
      const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
      try {
        const missing = mergeMissing(jobs.map((j) => this.core.missing(j.command)));
        if (!nothingMissing(missing)) await this.ensure(sql, missing);
        for (const job of jobs) {
          try {
            outcomes.push({ ok: true, value: await this.run(sql, job.command) });
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            outcomes.push({ ok: false, error });
          }
        }
        const prepared = performance.now();
        this.stats.prepareMs += prepared - started;
        await this.writeRows(sql);
        this.stats.statementMs += performance.now() - prepared;
      } catch (error) {
        failure = error;
        this.core.discardBatch();
        await this.resetMemory();
        continue;
      }
      this.stats.batches++;
      this.stats.writes += jobs.length;
      const orders = this.core.batch.orderChanges;
      // The batch is committed and the next one can run on it, but nobody hears of it (answers,
      // order streams) before it is on disk. Meanwhile the writer goes on with the next batch: the
      // disk writes this one while the database runs that one. A batch that wrote nothing waits
      // too: its answers (a replayed bet, a refusal) may rest on batches before it.
      const confirmed = this.db.durable().then(
        () => {
          try {
            this.publishOrders(orders);
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
          // commands fail, and the core is read again from what the database did keep.
          console.warn(`a committed batch could not be confirmed on disk: ${error instanceof Error ? error.message : String(error)}`);
          this.memoryInDoubt = true;
          const unconfirmed = new DomainError('unconfirmed', UNCONFIRMED);
          for (const job of jobs) job.reject(unconfirmed);
        },
      );
      this.confirming.add(confirmed);
      void confirmed.finally(() => this.confirming.delete(confirmed));
      return;
    }
    for (const job of jobs) job.reject(failure);
  }

  private async writeSql(job: SqlJob): Promise<void> {
    try {
      const value = await this.db.transaction((tx) => job.work(tx));
      job.resolve(value);
    } catch (error) {
      if (job.changesMemory) await this.resetMemory();
      job.reject(error);
    } finally {
      this.core.forgetCash(job.players === 'all' ? null : job.players);
    }
  }

  /** After a failed write: the core is rebuilt from the database (books now, the rest when next needed). */
  private async resetMemory(): Promise<void> {
    try {
      await this.rebuild(this.db);
    } catch {
      this.memoryInDoubt = true; // read again before the next write
    }
  }
}

const nothingMissing = (m: Missing): boolean =>
  m.users.length + m.markets.length + m.quotes.length + m.fancies.length + m.fancyQuotes.length + m.settlements.length === 0 && m.betIds === 0;

/** A settlement reads the open bets of its market or fancy at the start of its batch: nothing of the batch comes before it. */
const startsBatch = (command: ExchangeCommand): boolean => command.type === 'settle' || command.type === 'settleFancy';

function mergeMissing(all: readonly Missing[]): Missing {
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
