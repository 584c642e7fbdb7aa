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

await build({ ...nodeBundle, entryPoints: ['src/main.ts'], outfile: 'dist/main.js' });
// The operator CLI (server/src/cli/operator.ts), same bundling.
await build({ ...nodeBundle, entryPoints: ['src/cli/operator.ts'], outfile: 'dist/operator.js' });
console.log('server built: dist/main.js, dist/operator.js');
