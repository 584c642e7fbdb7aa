// Starts the Khel server: database (PostgreSQL or embedded PGlite), migrations, the API.
import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './store/open';
import { createFeed } from './feed/select';
import type { MarketFeed } from './feed/port';
import { setFeedStatus } from './feed/status';
import { Exchange } from './exchange/exchange';
import { clusterConfig, startCluster, type Cluster } from './cluster/cluster';
import { timedDurable } from './observability/metrics';

/** A JSON log line like the server's own (pino's shape), for what happens outside a request. */
const logLine = (msg: string, extra: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg, ...extra }));

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  // KHEL_NATS_URL: one of several instances (server/src/cluster/); otherwise the one process.
  const several = clusterConfig();
  let cluster: Cluster | undefined;
  let exchange: Exchange | undefined;
  if (several) {
    // Sequences count from 0: the bucket's lease token is put above them (cluster/leases.ts streamSeq).
    exchange = await Exchange.start({ db: { ...db, durable: timedDurable(db.durable) }, seqBase: 0 });
    cluster = await startCluster({ config: several, db, exchange, log: logLine });
  }
  const app = await buildApp({ db, config, logger: true, exchange, cluster });
  await app.listen({ port: config.port, host: config.listenHost });
  console.log(
    `khel server on http://localhost:${config.port}/api/v1 (database: ${db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );

  // The market feed KHEL_FEED chooses (feed/select.ts: the simulator unless told otherwise; off
  // for none). With several instances it runs only on the one holding the feed's lease, and moves with it.
  const chosen = createFeed({ db, exchange: app.exchange, log: (m) => app.log.warn(m) });
  let feed: MarketFeed | null = null;
  const lead = (leader: boolean) => {
    if (!chosen) return;
    if (leader && !feed) {
      feed = chosen.create();
      setFeedStatus({ feed: chosen.kind, running: true, markets: [] }); // a Betfair feed reports more as it steps
      feed.start();
      logLine('feed started on this instance', { feed: chosen.kind, instance: cluster?.config.instanceId });
    } else if (!leader && feed) {
      const stopping = feed;
      feed = null;
      void stopping.stop().then(() => setFeedStatus({ feed: chosen.kind, running: false, markets: [] }));
      logLine('feed stopped on this instance', { instance: cluster?.config.instanceId });
    }
  };
  if (cluster) {
    cluster.leases.on('leader', lead);
    lead(cluster.leases.leader);
  } else lead(true);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`khel server stopping (${signal})`);
    // A stop that cannot finish (a write that never returns) must still end the process, and say so.
    setTimeout(() => {
      console.error('khel server did not stop within 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
    await feed?.stop();
    await cluster?.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error('khel server failed to start:', err);
  process.exit(1);
});
