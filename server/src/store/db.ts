// The one way the server talks to its database: plain SQL, the same on PostgreSQL and PGlite.
// PGlite is a single session, so every multi-statement unit of work goes through `transaction`,
// never through raw BEGIN/COMMIT.
import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

export type Row = Record<string, unknown>;

export interface Sql {
  query<R extends Row = Row>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** Several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  /**
   * Inside a `transaction` only: notes that it moves this player's money. Once it has committed
   * (never if it rolls back), its database's `committed` tells of each such player.
   */
  movesPlayerMoney?(userId: number): void;
}

export interface Database extends Sql {
  readonly kind: 'postgres' | 'pglite';
  /**
   * The exchange's single writer's own connection (on PGlite, the one session). Its prepared
   * statements run on one generic plan (plan_cache_mode = force_generic_plan): the group-commit
   * statement's custom plan, re-made for every batch, cost more to plan than to run. That plan is
   * made once, maybe while the tables are still nearly empty, and kept while they grow: as the
   * writer only reaches rows by their keys, it plans without sequential scans (enable_seqscan =
   * off), which otherwise look cheapest on a small table and would then read all of `bets` for
   * every batch. Its foreign-key checks are planned the same way.
   *
   * On PostgreSQL the writer commits without waiting for its commit to reach the disk
   * (synchronous_commit = off): the committed batch is visible at once, so the next one can run
   * while the disk writes this one. Whatever acknowledges a writer's commit waits for `durable`.
   */
  readonly writer: Sql;
  /**
   * Resolves once every transaction the writer had committed when it was called is on disk (at
   * once on PGlite, where the writer's commits are not deferred). Calls made while one is on its
   * way share the next.
   */
  durable(): Promise<void>;
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Told, after the commit, of every player whose money a transaction moved through the ledger's
   * `transfer` (every movement outside the exchange's bet batches): the private stream's balance.
   */
  readonly committed: PlayerMoneyEvents;
  close(): Promise<void>;
  /**
   * Several instances (PostgreSQL only): sets the fence the writer's connection carries, a JSON
   * object {bucket: token} of the market leases this instance holds (migration 130). Kept across a
   * reconnect of the writer. Never called with one instance: its writer is not fenced.
   */
  fenceWriter?(fence: string): Promise<void>;
  /**
   * Several instances (PostgreSQL only): a connection of its own for the cluster's heartbeat, so an
   * instance busy answering requests (every pooled connection taken, a queue behind them) still
   * renews its life in time and is not taken for dead. Opened at its first use.
   */
  readonly control?: Sql;
}

const INT8_OID = 20;

/** After-commit news of a database: `player` (userId) when a committed transaction moved that player's money. */
export class PlayerMoneyEvents extends EventEmitter<{ player: [userId: number] }> {}

/** Tells of the players a committed transaction moved money of; a listener that throws undoes nothing. */
function tellCommitted(events: PlayerMoneyEvents, players: ReadonlySet<number>): void {
  for (const userId of players) {
    try {
      events.emit('player', userId);
    } catch (err) {
      console.warn(`a listener to committed money failed: ${(err as Error).message}`);
    }
  }
}

/** BIGINT columns (paise, ids) as JS numbers; a value past 2^53 is a bug, not a rounding. */
export function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`bigint ${text} is outside the safe integer range`);
  return n;
}

/**
 * Long statements (the exchange's batch write, the bet's pre-read) are planned once per connection
 * and kept as named prepared statements: their planning costs more than running them. Bounded, so
 * generated statement texts cannot pile up prepared statements on the server.
 */
const PREPARE_MIN_LENGTH = 400;
const PREPARED_MAX = 64;
const preparedNames = new Map<string, string>();

function preparedName(text: string): string | undefined {
  if (text.length < PREPARE_MIN_LENGTH) return undefined;
  let name = preparedNames.get(text);
  if (!name && preparedNames.size < PREPARED_MAX) {
    name = `khel_${preparedNames.size}`;
    preparedNames.set(text, name);
  }
  return name;
}

/** Set on the writer's connection (see `Database.writer`). */
const WRITER_SETTINGS = '-c plan_cache_mode=force_generic_plan -c enable_seqscan=off -c synchronous_commit=off';

/**
 * A statement whose commit waits for the disk, on a connection that keeps synchronous_commit on:
 * it writes one WAL record in a transaction of its own (a logical-decoding message, which no table
 * keeps), so its commit flushes the WAL up to its own commit record, and with it every commit
 * written before it was sent.
 */
const FLUSH_WAL = "SELECT pg_logical_emit_message(true, 'khel.durable', ''), pg_postmaster_start_time()::text AS started";

/**
 * `run` at most once at a time: a call while one runs gets the next run, which starts when that
 * one ends and serves every call made meanwhile.
 */
export function coalesced(run: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const call = (): Promise<void> => {
    if (!current) {
      current = run().finally(() => {
        current = null;
      });
      return current;
    }
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = null;
        return call();
      });
    return next;
  };
  return call;
}

/**
 * An array of numbers, booleans and nulls as PostgreSQL's array text, as `pg` would send it, without
 * quoting each element (the batch statement's arrays: a few hundred elements a batch). Any other
 * value is left to `pg`.
 */
export function arrayLiteral(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  let out = '{';
  for (let i = 0; i < value.length; i++) {
    const v: unknown = value[i];
    if (i > 0) out += ',';
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return value;
      out += String(v);
    } else if (typeof v === 'boolean') out += v ? 'true' : 'false';
    else if (v === null || v === undefined) out += 'NULL';
    else return value;
  }
  return out + '}';
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pg = await import('pg');
  const types = pg.default?.types ?? pg.types;
  types.setTypeParser(INT8_OID, parseInt8);
  const PoolCtor = pg.default?.Pool ?? pg.Pool;
  const pool: Pool = new PoolCtor({ connectionString: url, max: poolSize });
  // One connection, pipelined (pg's `pipeline`): the writer sends its next batch's statement while
  // the one before it is still running, and the server runs them in order. Kept checked out; a
  // connection that breaks is let go and the next statement opens a new one.
  const writerConfig = { connectionString: url, max: 1, options: WRITER_SETTINGS, pipeline: true };
  const writerPool: Pool = new PoolCtor(writerConfig);
  const flushPool: Pool = new PoolCtor({ connectionString: url, max: 1 });
  const controlPool: Pool = new PoolCtor({ connectionString: url, max: 1 });
  // An idle connection the server closes (restart, failover, a dropped database) must not crash the
  // process: the pool discards it and opens a new one on the next query.
  for (const p of [pool, writerPool, flushPool, controlPool]) p.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  let writerClient: Promise<PoolClient> | null = null;
  /** The writer's connection: every caller chains on the same promise, so statements go out in call order. */
  const writerConnection = (): Promise<PoolClient> => {
    writerClient ??= writerPool.connect().then((client) => {
      const drop = (err?: Error) => {
        if (writerClient === null) return;
        writerClient = null;
        if (err) console.warn(`database connection lost: ${err.message}`);
        client.release(err ?? true);
      };
      client.on('error', drop);
      client.on('end', () => drop());
      return client;
    });
    writerClient.catch(() => {
      writerClient = null;
    });
    return writerClient;
  };
  // The writer's fence (several instances): set on the writer's connection before its next statement
  // whenever it changed or the connection is new (a reconnect), never left out.
  let fence = '';
  const SET_FENCE = "SELECT set_config('khel.fence', $1, false)";
  const fenced = new WeakMap<PoolClient, string>();
  const writerSql: Sql = {
    async query<R extends Row>(text: string, params?: readonly unknown[]) {
      const client = await writerConnection();
      // both sent now, in this order, behind whatever is in flight (no await between them)
      const setting = fence && fenced.get(client) !== fence ? client.query(SET_FENCE, [fence]) : null;
      if (setting) fenced.set(client, fence);
      const answer = on(client).query<R>(text, params);
      if (setting) {
        try {
          await setting;
        } catch (err) {
          fenced.delete(client);
          answer.catch(() => undefined);
          throw err;
        }
      }
      return answer;
    },
    async exec(text: string) {
      await (await writerConnection()).query(text);
    },
  };
  let serverStarted = (await flushPool.query<{ started: string }>('SELECT pg_postmaster_start_time()::text AS started')).rows[0]!.started;
  const on = (client: Pool | PoolClient): Sql => ({
    async query<R extends Row>(text: string, params?: readonly unknown[]) {
      const name = preparedName(text);
      const values = params?.map(arrayLiteral);
      const res = name ? await client.query({ name, text, values }) : await client.query(text, values);
      return res.rows as R[];
    },
    async exec(text: string) {
      await client.query(text);
    },
  });
  const committed = new PlayerMoneyEvents();
  return {
    kind: 'postgres',
    ...on(pool),
    writer: writerSql,
    control: on(controlPool),
    durable: coalesced(async () => {
      const { rows } = await flushPool.query<{ started: string }>(FLUSH_WAL);
      // A server that restarted since the last flush may have lost what the writer committed
      // before its crash, even though this flush, on the new server, succeeded.
      if (rows[0]!.started !== serverStarted) {
        serverStarted = rows[0]!.started;
        throw new Error('the database restarted: what the writer committed before may not have been kept');
      }
    }),
    committed,
    async transaction(work) {
      const client = await pool.connect();
      const players = new Set<number>();
      let result!: Awaited<ReturnType<typeof work>>;
      try {
        await client.query('BEGIN');
        result = await work({ ...on(client), movesPlayerMoney: (userId) => void players.add(userId) });
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
      tellCommitted(committed, players);
      return result;
    },
    close: async () => {
      const writer = writerClient;
      writerClient = null;
      if (writer) (await writer.catch(() => null))?.release();
      await Promise.all([pool.end(), writerPool.end(), flushPool.end(), controlPool.end()]);
    },
    async fenceWriter(value: string) {
      fence = value;
      // set now (not at the next write), so a refusal can never rest on the old value
      await writerSql.query('SELECT 1');
    },
  };
}

export interface PgliteDatabase extends Database {
  /** The database's files as a compressed blob (used to start test databases from a migrated one). */
  dump(): Promise<Blob>;
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PgliteDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db: PGlite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [INT8_OID]: parseInt8 },
  });
  // PGlite is one session: a statement sent on the database (not on `tx`) from inside a transaction
  // waits for that transaction, which waits for it, and the whole server stops answering. Such a
  // statement fails at once instead, naming the mistake.
  const inTransaction = new AsyncLocalStorage<{ open: boolean }>();
  const outside = (): void => {
    if (inTransaction.getStore()?.open) throw new Error('A statement on the database from inside one of its transactions would wait forever: use the transaction');
  };
  const on = (client: Pick<PGlite, 'query' | 'exec'>, guard: () => void): Sql => ({
    async query<R extends Row>(text: string, params?: readonly unknown[]) {
      guard();
      const res = await client.query<R>(text, params as unknown[] | undefined);
      return res.rows;
    },
    async exec(text: string) {
      guard();
      await client.exec(text);
    },
  });
  const committed = new PlayerMoneyEvents();
  return {
    kind: 'pglite',
    ...on(db, outside),
    writer: on(db, outside),
    durable: async () => undefined,
    committed,
    transaction: async (work) => {
      outside();
      const scope = { open: true };
      const players = new Set<number>();
      const result = await db
        .transaction((tx) => inTransaction.run(scope, () => work({ ...on(tx, () => undefined), movesPlayerMoney: (userId) => void players.add(userId) })))
        .finally(() => {
          scope.open = false;
        });
      tellCommitted(committed, players);
      return result;
    },
    close: () => db.close(),
    dump: async () => (await db.dumpDataDir('gzip')) as Blob,
  };
}
