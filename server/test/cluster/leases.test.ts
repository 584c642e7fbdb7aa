// The cluster's heartbeat on a busy instance (PostgreSQL project only: leases need a shared
// PostgreSQL). Every pooled connection is taken by slow requests; the instance still renews its life
// on its own connection, so the others do not take it for dead and move its markets.

import { Client } from 'pg';
import { openPostgres, type Database } from '../../src/store/db';
import { Leases } from '../../src/cluster/leases';
import { pgUrl, postgresTemplateName } from '../support/templates';
import { serviceMissing } from '../support/required-services';
import { createClusterDatabase, reachable, sleep } from './harness';

const onPostgres = process.env.KHEL_TEST_DB === 'postgres';

(onPostgres ? test : test.skip)("an instance whose every pooled connection is busy still renews its heartbeat, on its own connection", async () => {
  if (!(await reachable(pgUrl()))) {
    serviceMissing(`no PostgreSQL answers at ${pgUrl()}`, 'lease tests');
    return;
  }
  // (the PostgreSQL project's global set-up migrates the template)
  const created = await createClusterDatabase(pgUrl(), postgresTemplateName());
  const poolSize = 3;
  let db: Database | null = null;
  let leases: Leases | null = null;
  const busy: Array<Promise<unknown>> = [];
  try {
    db = await openPostgres(created.url, poolSize);
    leases = new Leases({
      db,
      instanceId: 'busy',
      ttlMs: 1_000,
      renewMs: 200,
      hooks: { drain: async () => undefined, reload: async () => undefined, fence: async () => undefined },
      log: () => undefined,
    });
    await leases.start();
    expect(leases.liveInstances()).toEqual(['busy']);
    // every pooled connection held for 3 s (three TTLs), and more requests queued behind them
    for (let i = 0; i < poolSize * 2; i++) busy.push(db.query('SELECT pg_sleep(3)'));
    const watcher = new Client({ connectionString: created.url });
    await watcher.connect();
    try {
      const alive: boolean[] = [];
      for (let i = 0; i < 10; i++) {
        await sleep(250);
        const { rows } = await watcher.query<{ alive: boolean }>(`SELECT coalesce(bool_or(expires_at > now()), false) AS alive FROM cluster_instances WHERE id = 'busy'`);
        alive.push(rows[0]!.alive);
      }
      expect(alive).toEqual(Array(10).fill(true));
    } finally {
      await watcher.end();
    }
  } finally {
    await Promise.allSettled(busy);
    await leases?.stop();
    await db?.close();
    await created.drop();
  }
});
