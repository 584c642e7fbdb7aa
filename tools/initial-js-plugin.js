// Writes `initial-js.json` beside a host's build: the scripts it runs before its first render. That is
// the entry, the `bootstrap` chunk group behind the entry's async boundary, and, for every shared
// module those chunks consume, the chunks of its fallback (recursively: a shared module may consume
// others). Lazy chunks (other languages, the zone table, later pop-ups) are left out. The bundle
// report measures this list, not every file in dist.
const { sources, Compilation } = require('webpack');

const CONSUME_SHARED = 'consume-shared-module';

class InitialJsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InitialJsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InitialJsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const graph = compilation.chunkGraph;
        const files = new Set();
        const seen = new Set();
        const visit = (group) => {
          if (!group || seen.has(group)) return;
          seen.add(group);
          for (const chunk of group.chunks) {
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            for (const module of graph.getChunkModulesIterable(chunk)) {
              if (module.type !== CONSUME_SHARED) continue;
              for (const block of module.blocks) visit(graph.getBlockChunkGroup(block));
            }
          }
        };
        visit(compilation.entrypoints.get('main'));
        const bootstrap = compilation.namedChunkGroups.get('bootstrap');
        if (!bootstrap) throw new Error("InitialJsPlugin: no chunk group named 'bootstrap' (import(/* webpackChunkName: \"bootstrap\" */ './bootstrap'))");
        visit(bootstrap);
        compilation.emitAsset('initial-js.json', new sources.RawSource(JSON.stringify([...files].sort(), null, 2)));
      });
    });
  }
}

module.exports = { InitialJsPlugin };
