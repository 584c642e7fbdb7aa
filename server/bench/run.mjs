// Builds the benchmarks with esbuild (as build.mjs builds the server) and runs them one after
// another in fresh Node processes, so one benchmark's garbage does not slow the next.
//   pnpm --filter @khel/server bench            all benchmarks
//   pnpm --filter @khel/server bench matching   only the matching-core benchmarks (matching | growth | http)
//   pnpm --filter @khel/server bench cluster    several instances on PostgreSQL and NATS (not in the default set)
//   pnpm --filter @khel/server bench feed       the Betfair replay fanned out to 1,000 and 5,000 stream subscribers
//                                               (needs the recordings: KHEL_BETFAIR_FIXTURES; not in the default set)
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const BENCHES = { matching: 'matching.ts', growth: 'growth.ts', http: 'http-bets.ts', cluster: 'cluster.ts', feed: 'feed-stream.ts' };
const DEFAULT = ['matching', 'growth', 'http'];
const chosen = process.argv.slice(2).filter((a) => a in BENCHES);
const names = chosen.length ? chosen : DEFAULT;

for (const name of names) {
  const outfile = path.join(here, 'dist', `${name}.cjs`);
  await build({
    entryPoints: [path.join(here, BENCHES[name])],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // npm packages (hft-limit-order-book) stay external; our code and shared-kernel are bundled.
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@khel/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
    logLevel: 'warning',
  });
  // BENCH_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles a run.
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const run = spawnSync(process.execPath, ['--expose-gc', ...flags, outfile], { stdio: 'inherit', cwd: path.dirname(here) });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
