// Writes `initial-js.json` beside a host's build: the scripts it runs before its first render. That is
// the entry, the `bootstrap` chunk group behind the entry's async boundary, and, for every shared
// module those chunks consume, the chunks of its fallback (recursively: a shared module may consume
// others). Lazy chunks (other languages, the zone table, later pop-ups, the API client's axios) are
// left out. The bundle report measures this list, not every file in dist.
const { sources, Compilation } = require('webpack');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

class InitialJsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InitialJsPlugin', (compilation) => {
      // index.html preloads the scripts the entry would otherwise ask for only once it has run
      // (the bootstrap chunk group and the shared modules it consumes): they download beside it.
      const HtmlWebpackPlugin = require('html-webpack-plugin');
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('InitialJsPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '/' : String(compilation.outputOptions.publicPath ?? '/');
        const entryFiles = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
        // The entry first: a deferred script at the end of the body is fetched at low priority, after
        // every preload; it holds the federation runtime and starts the page's registry and data.
        for (const tag of data.bodyTags) {
          if (tag.tagName === 'script' && typeof tag.attributes.src === 'string') {
            data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: tag.attributes.src }));
          }
        }
        for (const file of initialFiles(compilation)) {
          if (entryFiles.has(file)) continue;
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        }
        return data;
      });
      compilation.hooks.processAssets.tap({ name: 'InitialJsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset('initial-js.json', new sources.RawSource(JSON.stringify(initialFiles(compilation), null, 2)));
      });
    });
  }
}

/** The scripts a host runs before its first render (sorted). */
function initialFiles(compilation) {
  const graph = compilation.chunkGraph;
  // A shared module the host provides is loaded through its provide module's chunk (the same code as
  // the consume fallback's chunk, under another chunk id): those are the files the page asks for.
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === PROVIDE_SHARED) provided.set(module._name, module);
  const files = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of graph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED) continue;
        const loadedFrom = provided.get(module.options.shareKey) ?? module;
        for (const block of loadedFrom.blocks) visit(graph.getBlockChunkGroup(block));
      }
    }
  };
  visit(compilation.entrypoints.get('main'));
  const bootstrap = compilation.namedChunkGroups.get('bootstrap');
  if (!bootstrap) throw new Error("InitialJsPlugin: no chunk group named 'bootstrap' (import(/* webpackChunkName: \"bootstrap\" */ './bootstrap'))");
  visit(bootstrap);
  return [...files].sort();
}

module.exports = { InitialJsPlugin };
