// The shell's own style sheets go into index.html as one <style> in its head, instead of into its
// JavaScript through style-loader (issue #20): the first render no longer waits for ~30 KB of CSS text
// to be parsed as script and injected, the page's styles arrive with the page, and the shell's initial
// JS is that much smaller. Remotes keep style-loader (their pages load into the shell at run time).
//
// The loader minifies a sheet (esbuild), keeps it on its module and leaves an empty module in the
// bundle; the plugin writes every kept sheet of the build, in import order, into index.html.
const path = require('node:path');

const KEY = 'khelInlineCss';

/** webpack loader: `import './x.css'` becomes an empty module; the sheet is kept for index.html. */
function inlineCssLoader(source) {
  const { transformSync } = require('esbuild');
  const css = transformSync(String(source), { loader: 'css', minify: true, sourcefile: this.resourcePath }).code;
  this._module.buildInfo[KEY] = css;
  return '/* in index.html (tools/inline-css.js) */ export {};';
}

class InlineCssPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InlineCssPlugin', (compilation) => {
      const HtmlWebpackPlugin = require('html-webpack-plugin');
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('InlineCssPlugin', (data) => {
        const sheets = [...compilation.modules]
          .filter((m) => m.buildInfo && typeof m.buildInfo[KEY] === 'string')
          .map((m) => ({ order: compilation.moduleGraph.getPreOrderIndex(m) ?? Infinity, css: m.buildInfo[KEY] }))
          .sort((a, b) => a.order - b.order);
        if (sheets.length) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('style', {}, sheets.map((s) => s.css).join('')));
        }
        return data;
      });
    });
  }
}

module.exports = inlineCssLoader;
module.exports.InlineCssPlugin = InlineCssPlugin;
module.exports.loaderPath = path.join(__dirname, 'inline-css.js');
