// The exchange's sequencer: the single writer in front of the exchange core. Commands queue here
// and run one at a time, in arrival order; commands queued while a batch is written go together
// into the next one (group commit), whose rows the store writes in one statement. The writer is a
// pipeline, as LMAX's and exchange-core's journal is: while one batch's statement commits, the next
// is built in the core and sent behind it on the same connection (up to PIPELINE_DEPTH in flight on
// PostgreSQL; one at a time on PGlite, a single session). Acknowledgements go strictly in order, and
// nobody hears of a batch (answers, order streams) before the database confirms it on disk: a batch
// sent alone commits on disk in its own statement, one sent behind others commits without waiting and
// the database's flush after it confirms it (Database.durable; no wait in the pipeline). Each
// statement advances the writer's journal number from its predecessor's (store/journal.ts), so when
// one fails every batch sent after it fails too: the writer stops, waits for what is in flight, and
// rebuilds the core from the database; the commands of the failed batches run once more from fresh
// reads, and fail if they fail again. A batch that could not be confirmed on disk fails, and the core
// is rebuilt before the next one. Every write of the exchange is a command: bets of every kind,
// cancels, lapses, cash-outs and settlements (a settlement starts a batch of its own, so the open
// bets it reads are the ones the core holds). The only plain SQL jobs left (the reload of the core
// with several instances) run between batches, once the pipeline is empty. The sequencer owns what
// it reads for the core (core-loader.ts) and what a bet reads before it queues (betting-contexts.ts).

import { randomUUID } from 'node:crypto';
import type { MarketKind } from '@khel/shared-kernel/betting';
import { DomainError } from '../../domain/errors';
import type { Database, Sql } from '../../store/db';
import type { OrderEvent } from '../core/changes';
import { anyCommand, type CommandType, type CommandValue, type Executed, type ExchangeCommand } from '../core/commands';
import { ExchangeCore } from '../core/core';
import { readRestingOrders } from '../store/core-reads';
import { openJournal, readJournal, type Journal } from '../store/journal';
import { writeRowChanges } from '../store/write-batch';
import { BettingContexts } from './betting-contexts';
import { CoreLoader, mergeMissing, nothingMissing, type WriterStats } from './core-loader';

/** A command's outcome in its batch: its answer to deliver once the batch is on disk, or its refusal. */
type Outcome = { ok: true; deliver: () => void; executed: Executed } | { ok: false; error: unknown };
/**
 * A command for the core, and how it runs there: `runIn` executes it (typed by its command type)
 * and returns its delivery, so the queue holds commands of every type without casting answers.
 */
interface CoreJob {
  command: ExchangeCommand;
  runIn: (core: ExchangeCore, now: number) => { executed: Executed; deliver: () => void };
  reject: (error: unknown) => void;
  attempts: number;
}
interface SqlJob {
  work: (tx: Sql) => Promise<unknown>;
  players: readonly number[] | 'all';
  changesMemory: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}
type Job = CoreJob | SqlJob;

/** A batch sent to the database and not yet acknowledged. */
interface SentBatch {
  jobs: CoreJob[];
  /** the client references it added in the core (forgotten if it fails) */
  refs: readonly string[];
  /** null once it and every batch before it committed; else the first failure among them */
  written: Promise<unknown>;
}

/** bounded queue: past this many waiting writes a new one is refused at once */
const MAX_PENDING_WRITES = 10_000;
/** at most this many writes share one transaction */
const MAX_BATCH = 500;
/** batches in flight on PostgreSQL's writer connection (PGlite: 1) */
export const PIPELINE_DEPTH = 3;
/** a batch goes behind others in flight only with at least this many commands waiting */
const PIPELINED_BATCH = 4;
/** a command runs at most this many times (a failed batch's commands run once more) */
const ATTEMPTS = 2;

const isCoreJob = (job: Job): job is CoreJob => 'command' in job;

export const BUSY = 'The exchange is busy, please try again';
export const UNCONFIRMED = 'The exchange could not confirm this, please check your open bets before trying again';

export class Sequencer {
  readonly core = new ExchangeCore();
  readonly stats: WriterStats = { batches: 0, writes: 0, statements: 0, prepareMs: 0, statementMs: 0, inFlightSum: 0 };
  private readonly pending: Job[] = [];
  private drained: Promise<void> | null = null;
  /** batches sent and not yet acknowledged, oldest first */
  private inFlight: SentBatch[] = [];
  /** the first failure of a batch in flight: the writer stops until it has rebuilt */
  private broken: { error: unknown } | null = null;
  /** committed batches waiting to be on disk before their writers hear of them */
  private readonly confirming = new Set<Promise<void>>();
  /** the last batch's acknowledgement: the next one's waits for it (strictly in order) */
  private acknowledged: Promise<void> = Promise.resolve();
  /** set when a committed batch could not be confirmed on disk: the core is rebuilt before the next write */
  private memoryInDoubt = false;
  private readonly depth: number;
  /** a batch is being run in the core (the balances a statement returns are not the core's then) */
  private building = false;
  private journal: Journal = { writer: randomUUID(), batch: 0 };
  private readonly loader: CoreLoader;
  /** what a bet reads before it queues (its market, the player's settings), kept between bets */
  readonly contexts: BettingContexts;

  constructor(
    private readonly db: Database,
    /** tells each player's order stream what happened to their bets (after the commit) */
    private readonly publishOrders: (changes: readonly OrderEvent[]) => void,
    depth = db.kind === 'pglite' ? 1 : PIPELINE_DEPTH,
    /** a batch alone in the pipeline commits on disk in its own statement (else `db.durable` confirms every batch) */
    private readonly commitsOnDisk = true,
  ) {
    this.depth = Math.max(1, depth);
    this.contexts = new BettingContexts(db);
    this.loader = new CoreLoader(this.core, this.stats);
  }

  /** Loads the books from the database and opens the writer's journal. */
  async start(): Promise<void> {
    await this.rebuild(this.db);
    this.journal = await openJournal(this.db, this.journal.writer);
  }

  /** A market's kind: it never changes, so it is read once. Null: no such market. */
  marketKind(marketId: string): Promise<MarketKind | null> {
    return this.loader.marketKind(this.db, marketId);
  }

  /** Waits for every queued write (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.drained || this.inFlight.length > 0 || this.confirming.size > 0) {
      if (this.drained) await this.drained;
      await Promise.all(this.inFlight.map((b) => b.written));
      await Promise.all(this.confirming);
      // a failed batch is recovered by the drain its failure started
      if (this.broken && !this.drained) this.kick();
    }
  }

  /**
   * Queues a command for the core. It resolves once its batch is on disk, with what it did (its
   * events are the caller's to publish); a refusal rejects with its DomainError.
   */
  submit<K extends CommandType>(command: ExchangeCommand<K>): Promise<Executed<CommandValue[K]>> {
    return new Promise<Executed<CommandValue[K]>>((resolve, reject) => {
      const runIn = (core: ExchangeCore, now: number) => {
        const executed = core.execute(command, now);
        return { executed, deliver: () => resolve(executed) };
      };
      this.enqueue({ command: anyCommand(command), runIn, reject, attempts: 0 });
    });
  }

  /**
   * Queues a write in plain SQL, run in its own transaction between batches. It moves these
   * players' money (their cash is read again after it); one that `changesMemory` has the core
   * rebuilt from the database if it fails.
   */
  sql<T>(players: readonly number[] | 'all', work: (tx: Sql) => Promise<T>, changesMemory = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let value: T;
      const job: SqlJob = {
        work: async (tx) => {
          value = await work(tx);
        },
        players,
        changesMemory,
        resolve: () => resolve(value),
        reject,
      };
      this.enqueue(job);
    });
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

  private enqueue(job: Job): void {
    if (this.pending.length >= MAX_PENDING_WRITES) return job.reject(new DomainError('busy', BUSY));
    this.pending.push(job);
    this.kick();
  }

  /**
   * Starts draining unless a drain runs. A write queued after a drain's last look at the queue but
   * before it ended would wait forever: the drain that ends starts the next one.
   */
  private kick(): void {
    if (this.drained) return;
    this.drained = this.drain().finally(() => {
      this.drained = null;
      if (this.pending.length > 0 || this.broken) this.kick();
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.broken) {
        await this.recover();
        continue;
      }
      // the batches in flight finish on their own: the next ones are built and sent meanwhile
      if (this.pending.length === 0) return;
      if (this.memoryInDoubt) {
        await this.settleAll();
        if (this.broken) continue;
        this.memoryInDoubt = false;
        await this.resetMemory();
      }
      const next = this.pending[0]!;
      if (isCoreJob(next)) {
        await this.room();
        if (this.broken) continue;
        // a batch runs up to the next plain SQL job, or the next settlement (which starts its own)
        let n = this.pending.findIndex((j, i) => !isCoreJob(j) || (i > 0 && startsBatch(j.command)));
        if (n < 0) n = this.pending.length;
        await this.sendBatch(this.pending.splice(0, Math.min(n, MAX_BATCH)).filter(isCoreJob));
      } else {
        await this.settleAll();
        if (this.broken) continue;
        this.pending.shift();
        await this.writeSql(next);
      }
    }
  }

  /**
   * Waits until the pipeline takes one more batch (or has failed): at once when nothing is in
   * flight; behind batches in flight only while there is room and at least PIPELINED_BATCH commands
   * wait — fewer wait for the batch ahead, and more of them join the next batch (group commit: a
   * statement costs the database about as much for 1 bet as for 10).
   */
  private async room(): Promise<void> {
    const started = performance.now();
    const takes = () => this.inFlight.length === 0 || (this.inFlight.length < this.depth && this.pending.length >= PIPELINED_BATCH);
    while (!takes() && !this.broken) await this.inFlight[0]!.written;
    this.stats.statementMs += performance.now() - started;
  }

  /** Waits for every batch in flight to be written (or to fail). */
  private async settleAll(): Promise<void> {
    const started = performance.now();
    await Promise.all(this.inFlight.map((b) => b.written));
    this.stats.statementMs += performance.now() - started;
  }

  /**
   * Runs a batch of commands in the core and sends its rows behind the batches in flight. Each
   * batch's `written` settles after its predecessor's, with the first failure among them.
   */
  private async sendBatch(jobs: CoreJob[]): Promise<void> {
    const started = performance.now();
    const sql = this.db.writer;
    this.building = true;
    this.core.beginBatch();
    const outcomes: Outcome[] = [];
    let accounts;
    try {
      const missing = mergeMissing(jobs.map((j) => this.core.missing(j.command)));
      if (!nothingMissing(missing)) await this.loader.ensure(sql, missing);
      for (const job of jobs) {
        try {
          outcomes.push({ ok: true, ...(await this.run(sql, job)) });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          outcomes.push({ ok: false, error });
        }
      }
      accounts = await this.loader.accountsFor(sql, this.core.batch);
    } catch (error) {
      // a read failed, or the core broke an invariant: nothing of this batch was sent
      this.core.discardBatch();
      this.inFlight.push({ jobs, refs: [], written: Promise.resolve(error) });
      this.broken ??= { error };
      this.building = false;
      return;
    }
    this.stats.prepareMs += performance.now() - started;
    const batch = this.core.batch;
    const refs = this.core.takeBatchRefs();
    const journal = batch.empty ? this.journal : { ...this.journal, batch: this.journal.batch + 1 };
    this.journal = journal;
    if (!batch.empty) this.stats.statements++;
    this.stats.inFlightSum += this.inFlight.length;
    // Alone in the pipeline, a batch's statement commits on disk itself (no flush after it, a round trip
    // less); sent behind others, it commits without waiting and the flush confirms it (db.durable).
    const onDisk = this.commitsOnDisk && this.inFlight.length === 0 && !batch.empty;
    const statement = writeRowChanges(sql, batch, accounts, journal, { onDisk });
    statement.catch(() => undefined); // observed below, after the batches before it
    const previous = this.inFlight[this.inFlight.length - 1]?.written ?? Promise.resolve(null);
    const sent: SentBatch = { jobs, refs, written: Promise.resolve(null) };
    sent.written = previous.then((failed: unknown) =>
      failed !== null
        ? failed
        : statement.then(
            (balances) => {
              // the balances are the core's only if no batch was built on top of this one since
              if (balances && !this.building && this.inFlight[this.inFlight.length - 1] === sent) {
                for (const [u, a] of accounts) {
                  const cash = balances.get(a.cash);
                  if (cash !== undefined) this.core.setCommittedCash(u, cash, balances.get(a.hold));
                }
              }
              this.inFlight.splice(this.inFlight.indexOf(sent), 1);
              this.acknowledge(jobs, outcomes, batch.orderChanges, onDisk);
              return null;
            },
            (error: unknown) => error ?? new Error('the batch failed'),
          ),
    );
    void sent.written.then((failed) => {
      if (failed === null) return;
      this.broken ??= { error: failed };
      this.kick(); // the writer stops and recovers, even with nothing queued
    });
    this.inFlight.push(sent);
    this.building = false;
  }

  /**
   * A batch is committed and the next ones may run on it, but nobody hears of it (answers, order
   * streams) before it is on disk, and after every batch before it. A batch that wrote nothing waits
   * too: its answers (a replayed bet, a refusal) may rest on batches before it.
   */
  private acknowledge(jobs: readonly CoreJob[], outcomes: readonly Outcome[], orders: readonly OrderEvent[], committedOnDisk: boolean): void {
    this.stats.batches++;
    this.stats.writes += jobs.length;
    const onDisk = committedOnDisk ? Promise.resolve() : this.db.durable();
    onDisk.catch(() => undefined); // observed in order below
    const confirmed = this.acknowledged.then(
      () => onDisk,
    ).then(
      () => {
        try {
          this.publishOrders(orders);
        } finally {
          jobs.forEach((job, i) => {
            const outcome = outcomes[i]!;
            if (outcome.ok) outcome.deliver();
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
    this.acknowledged = confirmed;
    this.confirming.add(confirmed);
    void confirmed.finally(() => this.confirming.delete(confirmed));
  }

  /**
   * After a failed batch: waits for what is in flight (every batch after the failed one fails with
   * it), forgets what they did in memory, rebuilds the core from the database and reads the journal
   * back; their commands queue again at the front, once (a command that failed twice fails).
   */
  private async recover(): Promise<void> {
    const started = performance.now();
    await Promise.all(this.inFlight.map((b) => b.written));
    const failed = this.inFlight;
    this.inFlight = [];
    const error = this.broken?.error;
    this.broken = null;
    for (const b of failed) this.core.forgetRefs(b.refs);
    await this.resetMemory();
    const again: CoreJob[] = [];
    for (const job of failed.flatMap((b) => b.jobs)) {
      job.attempts++;
      if (job.attempts >= ATTEMPTS) job.reject(error);
      else again.push(job);
    }
    this.pending.unshift(...again);
    this.stats.statementMs += performance.now() - started;
  }

  /** Runs one command in the core; a refusal for want of cash reads the cash again once (money may have come in). */
  private async run(sql: Sql, job: CoreJob): Promise<{ executed: Executed; deliver: () => void }> {
    const { command } = job;
    const missing = this.core.missing(command);
    if (!nothingMissing(missing)) await this.loader.ensure(sql, missing);
    try {
      return job.runIn(this.core, Date.now());
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'insufficient_funds' && 'userId' in command)) throw error;
    }
    await this.loader.readCash(sql, [command.userId]);
    return job.runIn(this.core, Date.now());
  }

  private async writeSql(job: SqlJob): Promise<void> {
    try {
      await this.db.transaction((tx) => job.work(tx));
      job.resolve(undefined);
    } catch (error) {
      if (job.changesMemory) await this.resetMemory();
      job.reject(error);
    } finally {
      this.core.forgetCash(job.players === 'all' ? null : job.players);
    }
  }

  /** After a failed write: the core is rebuilt from the database (books now, the rest when next needed), the journal read back. */
  private async resetMemory(): Promise<void> {
    try {
      await this.rebuild(this.db.writer);
      this.journal = await readJournal(this.db.writer, this.journal.writer);
    } catch {
      this.memoryInDoubt = true; // read again before the next write
    }
  }
}

/**
 * A settlement reads the open bets of its market or fancy at the start of its batch, and a removed
 * runner's lapse the market's positions: nothing of the batch comes before it.
 */
const startsBatch = (command: ExchangeCommand): boolean => command.type === 'settle' || command.type === 'settleFancy' || (command.type === 'lapse' && command.removed !== undefined);
