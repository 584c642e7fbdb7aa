// The server's jest projects: always on embedded PGlite; also on PostgreSQL when one answers.
const { jestProject } = require('../tools/jest');

const PG_URL = process.env.KHEL_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The same rule as test/support/required-services.ts's underCi. */
function underCi() {
  const ci = (process.env.CI || '').trim().toLowerCase();
  return ci !== '' && ci !== '0' && ci !== 'false';
}

async function postgresReachable(url) {
  if (process.env.KHEL_TEST_PG === '0') return false;
  const { Client } = require('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const project = (kind) =>
  jestProject({
    dir: __dirname,
    displayName: `server (${kind})`,
    environment: 'node',
    setupFiles: [require.resolve(`./test/support/env-${kind}.js`)],
    extra: {
      globalSetup: require.resolve('./test/support/global-setup.ts'),
    },
  });

async function serverProjects() {
  const projects = [project('pglite')];
  if (await postgresReachable(PG_URL)) projects.push(project('postgres'));
  // Under CI the PostgreSQL project (and the multi-instance tests in it) must run: a missing
  // PostgreSQL fails the run rather than passing on PGlite alone (test/support/required-services.ts).
  else if (underCi() && process.env.KHEL_TEST_PG !== '0') throw new Error(`server tests: no PostgreSQL at ${PG_URL}; under CI the PostgreSQL project must run (KHEL_TEST_PG=0 leaves it out on purpose)`);
  else console.warn(`server tests: no PostgreSQL at ${PG_URL}; running on PGlite only`);
  return projects;
}

module.exports = { serverProjects, PG_URL };
