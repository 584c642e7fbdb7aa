// Bundles the provider for Node into dist/main.js (no npm dependencies: node's http and crypto only).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('casino provider built: dist/main.js');
