// One webpack configuration for every front-end part of Khel: the shell (host) and the remotes.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDeps, FACADES } = require('./shared-deps');
const { ports } = require('./ports');
const { InitialJsPlugin } = require('./initial-js-plugin');
const { InlineCssPlugin, loaderPath: inlineCssLoader } = require('./inline-css');

/** The folder of package `pkg` as seen from `base` (its entry resolved, then up to its package.json). */
function packageDir(pkg, base) {
  let dir = path.dirname(require.resolve(pkg, { paths: [base] }));
  while (!fs.existsSync(path.join(dir, 'package.json')) || require(path.join(dir, 'package.json')).name !== pkg) dir = path.dirname(dir);
  return dir;
}

/** packageDir, or null where `base` is null or does not reach the package. */
function packageDirOrNull(pkg, base) {
  if (!base) return null;
  try {
    return packageDir(pkg, base);
  } catch {
    return null;
  }
}

// react-router publishes a development and a production build and picks the development one for every
// bundler (its exports have no "production" condition); the production build is the same code without
// its development warnings (ENABLE_DEV_WARNINGS): a production bundle takes that one (issue #20).
function routerProduction(dir) {
  const routerDir = packageDirOrNull('react-router', packageDirOrNull('react-router-dom', dir));
  if (!routerDir) return {};
  const index = path.join(routerDir, 'dist', 'production', 'index.mjs');
  const domExport = path.join(routerDir, 'dist', 'production', 'dom-export.mjs');
  if (!fs.existsSync(index) || !fs.existsSync(domExport)) return {};
  return { 'react-router$': index, 'react-router/dom$': domExport };
}

// rxjs's ES2015 build (its "es2015" export; the default is ES5): native classes instead of tslib's
// helpers, so the shared rxjs facade does not carry tslib (issue #20). For the facade only: every other
// package resolves as before.
function rxjsEs2015(dir) {
  const rxjsDir = packageDirOrNull('rxjs', dir);
  const index = rxjsDir && path.join(rxjsDir, 'dist', 'esm', 'index.js');
  return index && fs.existsSync(index) ? { 'khel-impl/rxjs$': index } : {};
}

// The federation runtime's packages ship both CommonJS and ES module builds. The runtime plugin that
// provides the external runtime `require`s them, the runtime API the shell calls `import`s them: left
// alone, webpack bundles both builds and the shell carries the runtime twice (about 27 KiB gzip more).
// Every request for them resolves to the ES module build (one copy).
const federationEsm = (() => {
  const enhanced = packageDir('@module-federation/enhanced', __dirname);
  const from = (pkg, base) => {
    const dir = packageDir(pkg, base);
    const { exports } = require(path.join(dir, 'package.json'));
    return { dir, file: path.join(dir, exports['.'].import.default ?? exports['.'].import) };
  };
  const runtime = from('@module-federation/runtime', enhanced);
  const core = from('@module-federation/runtime-core', runtime.dir);
  const sdk = from('@module-federation/sdk', core.dir);
  const codes = from('@module-federation/error-codes', core.dir);
  return {
    '@module-federation/runtime$': runtime.file,
    '@module-federation/runtime-core$': core.file,
    '@module-federation/sdk$': sdk.file,
    '@module-federation/error-codes$': codes.file,
  };
})();

// Minified with swc (webpack's minimizer plugin): unlike esbuild's per-file minifier it drops the
// unused functions inside a module, which is what makes the shared facades small (react-router's one
// big module: 50 KiB gzip with esbuild, 14 with swc). About twice esbuild's time, still seconds.
// `module: false`: the files are scripts; as modules their top level would be private, and a remote's
// container global (`var sports = …` in remoteEntry.js) would be dropped (#RUNTIME-001).
function swcMinimizer() {
  const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }));
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true, module: false, ecma: 2022 } });
}

/**
 * @param {object} o
 * @param {string} o.dir package folder (__dirname of the calling config)
 * @param {'shell'|'sports'|'racing'|'casino'|'account'} o.name federation name
 * @param {Record<string,string>} [o.exposes] only for remotes: what the shell may load
 * @param {Record<string,string>} [o.env] build-time constants (DefinePlugin)
 * @param {boolean} [o.federated] false for a plain single-page app (the operator console)
 */
function createConfig({ dir, name, exposes, env = {}, federated = true }) {
  const isHost = !exposes;
  const pkg = require(path.join(dir, 'package.json'));
  const port = ports[name];
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const { DefinePlugin, IgnorePlugin } = require('webpack');
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep plain names (the federation runtime asks for them where no hash exists);
        // index.html references them with a content hash query, and chunks carry hashes in their names.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: `khel_${name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // The shared facades (tools/shared) reach their package by `khel-impl/<name>`, resolved where
        // the building package finds it (the folder holding that package is one more modules folder).
        alias: federated ? { ...federationEsm, ...(production ? routerProduction(dir) : {}), ...Object.fromEntries(FACADES.map((n) => [`khel-impl/${n}$`, n])), ...rxjsEs2015(dir) } : {},
        modules: ['node_modules', ...(federated ? FACADES.map((n) => path.dirname(path.dirname(require.resolve(`${n}/package.json`, { paths: [dir] })))) : [])],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          // The shell's sheets are written into index.html (tools/inline-css.js); remotes inject theirs.
          { test: /\.css$/, use: isHost && federated ? [inlineCssLoader] : ['style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpg|webp|mp3|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimizer: [swcMinimizer()],
      },
      performance: { hints: false },
      plugins: [
        ...(federated ? [new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          // Remotes provide no fallbacks: they take every shared module from the shell (shared-deps.js).
          shared: sharedDeps(pkg.dependencies, dir, { provide: isHost }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The federation runtime ships once, in the shell; remotes use it (keeps remoteEntry small).
          // A remote never loads another remote: `disableRemote` drops the bundler runtime's remote
          // loading from its remoteEntry (BENCHMARKS.md §7 has what each option weighs).
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
          },
        })] : []),
        // moment's 130-odd locales: Khel formats dates itself; only the time-zone data is needed.
        new IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
        new DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          ...Object.fromEntries(Object.entries(env).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)])),
        }),
        ...(isHost
          ? [new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer', hash: true }), ...(federated ? [new InitialJsPlugin(), new InlineCssPlugin()] : [])]
          : []),
      ],
      devServer: {
        port,
        host: '0.0.0.0',
        allowedHosts: 'all',
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: isHost,
        proxy: isHost
          ? [{ context: ['/api'], target: `http://127.0.0.1:${ports.server}`, ws: true, xfwd: true }]
          : [],
      },
    };
  };
}

module.exports = { createConfig };
