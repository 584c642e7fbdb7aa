// Builds the provider: dist/main.js for Node (no npm dependencies: node's http and crypto only), and
// the pages' browser modules and stylesheets, dist/client/{aviator,cards,table,slot,wheel,scratch,blackjack,poker,lobby}.js and
// {frame,aviator,cards,table,slot,wheel,scratch,blackjack,poker}.css (src/client; the server serves them under hashed names).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const PAGES = ['aviator', 'cards', 'table', 'slot', 'wheel', 'scratch', 'blackjack', 'poker', 'lobby'];
const STYLES = ['frame', 'aviator', 'cards', 'table', 'slot', 'wheel', 'scratch', 'blackjack', 'poker'];

/** The pages' files into `outdir` (the provider's tests build them too). */
export async function buildClient(outdir = 'dist/client') {
  rmSync(outdir, { recursive: true, force: true });
  const common = { outdir, bundle: true, minify: true, logLevel: 'warning', absWorkingDir: import.meta.dirname };
  await build({
    ...common,
    entryPoints: Object.fromEntries(PAGES.map((p) => [p, `src/client/entry/${p}.ts`])),
    platform: 'browser',
    format: 'iife',
    // BigInt (Aviator's check) and the DOM's replaceChildren: every browser of the last few years
    target: ['chrome90', 'firefox90', 'safari15', 'edge90'],
    tsconfig: 'src/client/tsconfig.json',
  });
  await build({ ...common, entryPoints: Object.fromEntries(STYLES.map((s) => [s, `src/client/styles/${s}.css`])), target: ['chrome90', 'firefox90', 'safari15'] });
}

if (process.argv[1] === import.meta.filename && process.argv[2] === '--client') {
  // the pages' files only, into the folder named (the provider's tests serve them)
  await buildClient(process.argv[3]);
} else if (process.argv[1] === import.meta.filename) {
  await build({
    entryPoints: ['src/main.ts'],
    outfile: 'dist/main.js',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
    absWorkingDir: import.meta.dirname,
  });
  await buildClient();
  console.log('casino provider built: dist/main.js, dist/client/');
}
