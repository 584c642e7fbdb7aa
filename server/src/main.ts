// Starts the Khel server: database (PostgreSQL or embedded PGlite), migrations, the API.
import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './store/open';
import { FeedSimulator } from './feed/simulator';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const app = await buildApp({ db, config, logger: true });
  await app.listen({ port: config.port, host: config.listenHost });
  console.log(
    `khel server on http://localhost:${config.port}/api/v1 (database: ${db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );

  // The built-in market feed (on unless KHEL_FEED=off): real-time pace, seeded for repeatability.
  const feed =
    process.env.KHEL_FEED === 'off'
      ? null
      : new FeedSimulator({ db, exchange: app.exchange, seed: Number(process.env.KHEL_FEED_SEED ?? 1), log: (m) => app.log.warn(m) });
  feed?.start();

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
