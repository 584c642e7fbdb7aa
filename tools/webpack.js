// One webpack configuration for every front-end part of Khel: the shell (host) and the remotes.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { EsbuildPlugin } = require('esbuild-loader');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDeps } = require('./shared-deps');
const { ports } = require('./ports');
const { InitialJsPlugin } = require('./initial-js-plugin');

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
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
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
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpg|webp|mp3|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimizer: [new EsbuildPlugin({ target: 'esnext', css: true })],
      },
      performance: { hints: false },
      plugins: [
        ...(federated ? [new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedDeps(pkg.dependencies),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The federation runtime ships once, in the shell; remotes use it (keeps remoteEntry small).
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
        })] : []),
        // moment's 130-odd locales: Khel formats dates itself; only the time-zone data is needed.
        new IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
        new DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          ...Object.fromEntries(Object.entries(env).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)])),
        }),
        ...(isHost
          ? [new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer', hash: true }), ...(federated ? [new InitialJsPlugin()] : [])]
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
