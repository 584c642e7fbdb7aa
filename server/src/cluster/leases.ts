// Market ownership and the feed's leadership, by leases in PostgreSQL (migration 130).
//
// Every instance renews its heartbeat row (cluster_instances) every KHEL_LEASE_RENEW_MS, on a
// connection of its own (`db.control`: never queued behind the requests' pool); it is
// alive while its row has not expired (KHEL_LEASE_TTL_MS, the database's clock). On each renewal it
// reads the live instances and the lease holders, and:
//   - gives back (holder NULL) the buckets that now belong to another live instance (one joined),
//     after its writer has finished what it queued for them;
//   - takes the buckets that belong to it and whose holder released them or is dead, each with a new
//     token from a sequence (a fencing token: it only grows), then has the exchange read its memory
//     again from the database and puts the tokens in its writer's fence before it serves them;
//   - takes the feed's lease when nobody alive holds it.
// A write of a bucket whose token moved on is refused by the database (the fence), whatever this
// instance believes, so a paused or partitioned owner can never write over its successor.

import { EventEmitter } from 'node:events';
import type { Database } from '../store/db';
import { leaseChanges, ownedBuckets, isFeedLeader } from '../observability/metrics';
import { desiredOwner, MARKET_BUCKETS, marketBucket } from './buckets';

export interface LeaseHooks {
  /** before a bucket is given back: what the writer queued for it is written */
  drain(): Promise<void>;
  /** after buckets were taken, before they are served: memory read again from the database */
  reload(): Promise<void>;
  /** the writer's fence, {bucket: token} as JSON */
  fence(value: string): Promise<void>;
}

export interface LeaseOptions {
  db: Database;
  instanceId: string;
  ttlMs: number;
  renewMs: number;
  hooks: LeaseHooks;
  /**
   * Fault injection for tests (KHEL_TEST_LEASE_STALL_MS, ignored in production): this long after the
   * instance first takes market buckets (a joining one waits for the others to hand some over), the
   * heartbeat and the renewal timer stop, as a hung lease loop would, while the instance goes on
   * serving (a write refused by the fence still makes it look at the leases).
   */
  stallAfterMs?: number;
  log: (msg: string, extra?: Record<string, unknown>) => void;
}

export interface LeaseEvents {
  /** buckets this instance now serves (taken) or stopped serving (given back or lost) */
  buckets: [taken: number[], dropped: number[]];
  leader: [leader: boolean];
}

const bucketName = (b: number) => `bucket:${b}`;
/** room for a market's own count under one lease token (sequences stay below 2^53 up to 9 million lease changes) */
const SEQ_PER_TOKEN = 1_000_000_000;
/** how long a give-back waits for the writer's queued writes */
const DRAIN_MS = 1_000;

export class Leases extends EventEmitter<LeaseEvents> {
  /** bucket → fencing token, for the buckets this instance serves */
  readonly owned = new Map<number, number>();
  leader = false;
  private holders = new Map<string, string | null>();
  private live: string[] = [];
  private aliveUntil = 0;
  private timer: NodeJS.Timeout | null = null;
  private beatTimer: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;
  private ticking: Promise<void> | null = null;
  private refreshing: Promise<void> | null = null;
  private stopped = false;
  private stallAt = Infinity;

  constructor(private readonly o: LeaseOptions) {
    super();
  }

  get instanceId(): string {
    return this.o.instanceId;
  }

  liveInstances(): readonly string[] {
    return this.live;
  }

  /**
   * First heartbeat and look at the leases (taking what is ours), then both every renewMs, each on
   * its own timer: a look at the leases that waits (a reload under load) never delays the heartbeat.
   */
  async start(): Promise<void> {
    await this.o.hooks.fence('{}');
    await this.beat();
    await this.tick();
    this.beatTimer = setInterval(() => {
      if (performance.now() <= this.stallAt) void this.beat().catch((err: unknown) => this.o.log('heartbeat failed', { err: String(err) }));
    }, this.o.renewMs);
    this.timer = setInterval(() => {
      if (performance.now() <= this.stallAt) void this.checkNow();
    }, this.o.renewMs);
  }

  /** A look at the leases now (or the one under way): after a write was refused by the fence, say. */
  checkNow(): Promise<void> {
    this.ticking ??= this.tick()
      .catch((err: unknown) => this.o.log('lease renewal failed', { err: String(err) }))
      .finally(() => {
        this.ticking = null;
      });
    return this.ticking;
  }

  /** Renews this instance's heartbeat; cut off from the database past its own TTL, it stops serving. */
  private beat(): Promise<void> {
    this.beating ??= (async () => {
      const started = performance.now();
      try {
        await (this.o.db.control ?? this.o.db).query(
          `INSERT INTO cluster_instances (id, expires_at) VALUES ($1, now() + $2 * interval '1 millisecond')
           ON CONFLICT (id) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
          [this.o.instanceId, this.o.ttlMs],
        );
        this.aliveUntil = started + this.o.ttlMs;
      } catch (err) {
        // The others may have taken over by now.
        if (performance.now() > this.aliveUntil && (this.owned.size > 0 || this.leader)) {
          const dropped = [...this.owned.keys()];
          this.owned.clear();
          this.setLeader(false);
          leaseChanges.inc({ lease: 'bucket', change: 'lost' }, dropped.length);
          this.emit('buckets', [], dropped);
          ownedBuckets.set(0);
          this.o.log('heartbeat expired: stopped serving every market', { dropped });
        }
        throw err;
      }
    })().finally(() => {
      this.beating = null;
    });
    return this.beating;
  }

  /** Gives every lease back at once (a clean stop), so the others take over without waiting for the TTL. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.beatTimer) clearInterval(this.beatTimer);
    await this.ticking;
    const buckets = [...this.owned.keys()];
    this.owned.clear();
    this.setLeader(false);
    if (buckets.length > 0) this.emit('buckets', [], buckets);
    await this.o.hooks.drain().catch(() => undefined);
    await this.o.db.query('UPDATE cluster_leases SET holder = NULL, changed_at = now() WHERE holder = $1', [this.o.instanceId]).catch(() => undefined);
    await this.o.db.query('DELETE FROM cluster_instances WHERE id = $1', [this.o.instanceId]).catch(() => undefined);
  }

  /** The instance serving this market now: this one's id only while it serves it; null while it moves. */
  ownerOf(marketId: string): string | null {
    const b = marketBucket(marketId);
    if (this.owned.has(b)) return this.o.instanceId;
    const holder = this.holders.get(bucketName(b)) ?? null;
    if (holder === null || holder === this.o.instanceId || !this.live.includes(holder)) return null;
    return holder;
  }

  owns(marketId: string): boolean {
    return this.owned.has(marketBucket(marketId));
  }

  /**
   * A market's stream sequence as every instance publishes it: the fencing token of its bucket's
   * lease, then the owner's own count. Tokens only grow, so a market's sequence keeps growing when
   * another instance takes it over (the players' pages drop a message older than the last they hold).
   */
  streamSeq(marketId: string, ownCount: number): number {
    return (this.owned.get(marketBucket(marketId)) ?? 0) * SEQ_PER_TOKEN + ownCount;
  }

  /** Reads the live instances and the lease holders again (calls meanwhile share one read). */
  refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      const [row] = await this.o.db.query<{ live: string[] | null; holders: Record<string, string | null> | null }>(
        `SELECT (SELECT array_agg(id ORDER BY id) FROM cluster_instances WHERE expires_at > now()) AS live,
                (SELECT json_object_agg(name, holder) FROM cluster_leases) AS holders`,
      );
      this.live = row?.live ?? [];
      this.holders = new Map(Object.entries(row?.holders ?? {}));
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private fenceValue(): string {
    return JSON.stringify(Object.fromEntries(this.owned));
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    const started = performance.now();
    const id = this.o.instanceId;
    await this.refresh();
    if (this.stopped) return;

    // Lost: a bucket we serve whose lease someone else holds now (we were taken for dead).
    const lost = [...this.owned.keys()].filter((b) => this.holders.get(bucketName(b)) !== id);
    // Given back: a bucket that belongs to another live instance now.
    const giveBack = [...this.owned.keys()].filter((b) => !lost.includes(b) && desiredOwner(b, this.live) !== id);
    if (lost.length + giveBack.length > 0) {
      for (const b of [...lost, ...giveBack]) this.owned.delete(b);
      this.emit('buckets', [], [...lost, ...giveBack]);
      // What the writer queued for them is written first, for at most DRAIN_MS: a write still queued
      // after that is refused by the fence and goes to the new owner (nothing of it was written).
      await Promise.race([this.o.hooks.drain(), new Promise((r) => setTimeout(r, DRAIN_MS))]);
      await this.o.hooks.fence(this.fenceValue());
      if (giveBack.length > 0) {
        await this.o.db.query('UPDATE cluster_leases SET holder = NULL, changed_at = now() WHERE name = ANY($1::text[]) AND holder = $2', [giveBack.map(bucketName), id]);
      }
      if (lost.length > 0) leaseChanges.inc({ lease: 'bucket', change: 'lost' }, lost.length);
      if (giveBack.length > 0) leaseChanges.inc({ lease: 'bucket', change: 'released' }, giveBack.length);
      this.o.log('market buckets dropped', { lost, released: giveBack });
    }

    // Taken: ours by the assignment, released or held by an instance that is no longer alive.
    const want: number[] = [];
    for (let b = 0; b < MARKET_BUCKETS; b++) {
      if (this.owned.has(b) || desiredOwner(b, this.live) !== id) continue;
      const holder = this.holders.get(bucketName(b)) ?? null;
      if (holder === null || holder === id || !this.live.includes(holder)) want.push(b);
    }
    if (want.length > 0) {
      const rows = await this.o.db.query<{ name: string; token: number }>(
        `UPDATE cluster_leases SET holder = $1, token = nextval('cluster_lease_tokens'), changed_at = now()
          WHERE name = ANY($2::text[])
            AND (holder IS NULL OR holder = $1 OR holder NOT IN (SELECT id FROM cluster_instances WHERE expires_at > now()))
          RETURNING name, token`,
        [id, want.map(bucketName)],
      );
      if (rows.length > 0) {
        const taken = rows.map((r) => Number(r.name.slice('bucket:'.length)));
        // Nothing of these buckets can be written by anyone now (their tokens moved on): read them, then serve.
        await this.o.hooks.reload();
        const fence = { ...Object.fromEntries(this.owned), ...Object.fromEntries(rows.map((r) => [r.name.slice('bucket:'.length), Number(r.token)])) };
        await this.o.hooks.fence(JSON.stringify(fence));
        for (const r of rows) this.owned.set(Number(r.name.slice('bucket:'.length)), Number(r.token));
        for (const r of rows) this.holders.set(r.name, id);
        leaseChanges.inc({ lease: 'bucket', change: 'acquired' }, taken.length);
        this.o.log('market buckets taken', { taken, ms: Math.round(performance.now() - started) });
        if (this.o.stallAfterMs && this.stallAt === Infinity) this.stallAt = performance.now() + this.o.stallAfterMs;
        this.emit('buckets', taken, []);
      }
    }
    ownedBuckets.set(this.owned.size);

    // The feed: one leader; it keeps the lease while alive.
    const feedHolder = this.holders.get('feed') ?? null;
    if (this.leader && feedHolder !== id) this.setLeader(false);
    if (!this.leader && (feedHolder === null || feedHolder === id || !this.live.includes(feedHolder))) {
      const [row] = await this.o.db.query<{ token: number }>(
        `UPDATE cluster_leases SET holder = $1, token = nextval('cluster_lease_tokens'), changed_at = now()
          WHERE name = 'feed' AND (holder IS NULL OR holder = $1 OR holder NOT IN (SELECT id FROM cluster_instances WHERE expires_at > now()))
          RETURNING token`,
        [id],
      );
      if (row) {
        this.holders.set('feed', id);
        this.setLeader(true);
      }
    }
  }

  private setLeader(leader: boolean): void {
    if (this.leader === leader) return;
    this.leader = leader;
    isFeedLeader.set(leader ? 1 : 0);
    leaseChanges.inc({ lease: 'feed', change: leader ? 'acquired' : 'lost' });
    this.o.log(leader ? 'feed leadership taken' : 'feed leadership dropped');
    this.emit('leader', leader);
  }
}
