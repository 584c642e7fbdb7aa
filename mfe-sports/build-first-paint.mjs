// Builds the sports remote's server-side first paint of the home page (src/home/first-paint.server.ts)
// for Node: dist-server/first-paint.cjs, loaded by the shell's server (tools/first-paint.js). Its CSS
// imports become minified text.
import { build, transform } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const cssAsText = {
  name: 'css-as-text',
  setup(b) {
    b.onLoad({ filter: /\.css$/ }, async (args) => {
      const { code } = await transform(await fs.readFile(args.path, 'utf8'), { loader: 'css', minify: true });
      return { contents: `export default ${JSON.stringify(code.trim())};`, loader: 'js' };
    });
  },
};
await build({
  entryPoints: [path.join(dir, 'src/home/first-paint.server.ts')],
  outfile: path.join(dir, 'dist-server/first-paint.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [cssAsText],
});
