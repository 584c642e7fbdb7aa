// Bundles the server for Node: our code and the workspace's shared-kernel are bundled, every
// npm package stays external (resolved from server/node_modules at run time).
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@khel/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const nodeBundle = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
};

// KHEL_SERVER_OUTDIR: another folder beside dist (the multi-instance tests build their own copy, so a
// build running meanwhile never swaps the file under a starting process).
const outdir = process.env.KHEL_SERVER_OUTDIR || 'dist';
await build({ ...nodeBundle, entryPoints: ['src/main.ts'], outfile: `${outdir}/main.js` });
// The operator CLI (server/src/cli/operator.ts), same bundling.
await build({ ...nodeBundle, entryPoints: ['src/cli/operator.ts'], outfile: `${outdir}/operator.js` });
console.log(`server built: ${outdir}/main.js, ${outdir}/operator.js`);
