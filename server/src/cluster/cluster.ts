// Several Khel server instances on one PostgreSQL and one NATS (KHEL_NATS_URL with DATABASE_URL).
// Wires the leases (who owns which markets, who runs the feed), the router (calls forwarded to a
// market's owner) and the fan-out (every instance's stream hears every market) around one
// instance's exchange. Without KHEL_NATS_URL none of this runs: one process, as before.

import crypto from 'node:crypto';
import os from 'node:os';
import type { Exchange } from '../exchange/exchange';
import type { Database } from '../store/db';
import type { Memory } from '../app/memory';
import { ownedMarkets } from '../observability/metrics';
import { Bus } from './bus';
import { Fanout } from './fanout';
import { forgetMessage, receiveForget, type RelayedForget } from './forgets';
import { exchangeFront } from './front';
import { Leases } from './leases';
import { Router } from './router';
import { MARKET_BUCKETS, marketBucket } from './buckets';

export interface ClusterConfig {
  natsUrl: string;
  /** every NATS subject of this deployment starts with it */
  prefix: string;
  instanceId: string;
  leaseTtlMs: number;
  leaseRenewMs: number;
  /** tests only (KHEL_TEST_LEASE_STALL_MS): the lease loop stops renewing this long after it first takes buckets */
  stallAfterMs?: number;
}

/** The multi-instance settings, or null for one instance (no KHEL_NATS_URL). */
export function clusterConfig(env: NodeJS.ProcessEnv = process.env): ClusterConfig | null {
  if (!env.KHEL_NATS_URL) return null;
  const leaseTtlMs = Math.max(500, Number(env.KHEL_LEASE_TTL_MS) || 2_500);
  return {
    natsUrl: env.KHEL_NATS_URL,
    prefix: env.KHEL_NATS_PREFIX || 'khel',
    instanceId: env.KHEL_INSTANCE_ID || `${os.hostname()}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`,
    leaseTtlMs,
    leaseRenewMs: Math.max(100, Number(env.KHEL_LEASE_RENEW_MS) || Math.floor(leaseTtlMs / 5)),
    ...(env.NODE_ENV !== 'production' && Number(env.KHEL_TEST_LEASE_STALL_MS) > 0 ? { stallAfterMs: Number(env.KHEL_TEST_LEASE_STALL_MS) } : {}),
  };
}

export interface ClusterStatus {
  instance: string;
  live: readonly string[];
  buckets: number[];
  leader: boolean;
  /** the state hash of the books of the markets this instance owns (equal to a fresh rebuild's) */
  booksHash: string;
}

export interface Cluster {
  readonly config: ClusterConfig;
  readonly leases: Leases;
  /** the exchange as the routes and the feed must use it */
  front(exchange: Exchange): Exchange;
  /**
   * What `memory` forgets here is forgotten on every instance (a key, or everything), over the NATS
   * subject `name`; `isKey` checks a relayed key (one that fails it is not acted on).
   */
  shareForgets<K>(name: string, memory: Memory<K, unknown>, isKey: (key: unknown) => key is K): void;
  status(): ClusterStatus;
  stop(): Promise<void>;
}

export async function startCluster(o: {
  config: ClusterConfig;
  db: Database;
  exchange: Exchange;
  log: (msg: string, extra?: Record<string, unknown>) => void;
}): Promise<Cluster> {
  const { config, db, exchange, log } = o;
  if (db.kind !== 'postgres' || !db.fenceWriter) throw new Error('KHEL_NATS_URL (several instances) needs DATABASE_URL: a PostgreSQL shared by every instance');
  const fenceWriter = db.fenceWriter.bind(db);
  const bus = await Bus.connect(config.natsUrl, config.prefix, config.instanceId);
  const leases = new Leases({
    db,
    instanceId: config.instanceId,
    ttlMs: config.leaseTtlMs,
    renewMs: config.leaseRenewMs,
    ...(config.stallAfterMs ? { stallAfterMs: config.stallAfterMs } : {}),
    log: (msg, extra) => log(msg, { instance: config.instanceId, ...extra }),
    hooks: {
      drain: () => exchange.idle(),
      reload: () => exchange.reloadFromDatabase(),
      fence: (value) => fenceWriter(value),
    },
  });
  const fanout = new Fanout(bus, leases, exchange);
  const router = new Router({ bus, leases, real: exchange, db, fanout, log });
  fanout.start();
  router.start();

  // After a takeover the others price these markets from the new owner's depth.
  const onBuckets = (taken: number[]) => {
    void (async () => {
      const owned = [...leases.owned.keys()];
      const rows = await db.query<{ id: string; bucket: number }>(
        'SELECT id, khel_market_bucket(id) AS bucket FROM markets WHERE settled_at IS NULL AND khel_market_bucket(id) = ANY($1::int[])',
        [owned],
      );
      ownedMarkets.set(rows.length);
      if (taken.length > 0) fanout.announce(rows.filter((r) => taken.includes(r.bucket)).map((r) => r.id));
    })().catch((err: unknown) => log('announcing taken markets failed', { err: String(err) }));
  };
  leases.on('buckets', onBuckets);
  await leases.start();
  const priced = await router.warm();
  log('instance joined', { instance: config.instanceId, buckets: leases.owned.size, of: MARKET_BUCKETS, leader: leases.leader, marketsPricedFromOthers: priced });

  return {
    config,
    leases,
    front: (x) => exchangeFront(x, router),
    shareForgets: (name, memory, isKey) => {
      // the message and the version before's (forgets.ts)
      bus.subscribe<RelayedForget>(bus.subject(name), (m) => receiveForget(m, { self: config.instanceId, memory, isKey }));
      memory.onForget((k) => bus.publish(bus.subject(name), forgetMessage(config.instanceId, k)));
    },
    status: () => {
      const owned = new Set(leases.owned.keys());
      const hash = exchange.books
        .stateHash()
        .split(',')
        .filter((part) => part && owned.has(marketBucketOfPart(part)))
        .join(',');
      return { instance: config.instanceId, live: leases.liveInstances(), buckets: [...owned].sort((a, b) => a - b), leader: leases.leader, booksHash: hash };
    },
    stop: async () => {
      leases.off('buckets', onBuckets);
      await leases.stop();
      fanout.stop();
      await bus.close();
    },
  };
}

/** `marketId/selectionId:hash` → the market's bucket */
export const marketBucketOfPart = (part: string): number => marketBucket(part.slice(0, part.indexOf('/')));
