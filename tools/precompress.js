// Precompresses a built front-end part once, at build time, so the static servers (tools/serve.js
// and nginx's gzip_static / brotli_static) send `.br` or `.gz` beside each text file with no work
// per request. Brotli at its best quality and gzip -9; a compressed copy is kept only when smaller.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** Files worth compressing: scripts, styles, pages, manifests, SVG. Images and fonts already are. */
const TEXT = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 256;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` for every text file under `dir`; returns the totals.
 * @param {string} dir
 * @returns {{ files: number, bytes: number, br: number, gzip: number }}
 */
function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const file of filesUnder(dir)) {
    if (!TEXT.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = zlib.gzipSync(body, { level: 9 });
    totals.files += 1;
    totals.bytes += body.length;
    for (const [ext, packed] of [['.br', br], ['.gz', gzip]]) {
      const target = file + ext;
      if (packed.length < body.length) fs.writeFileSync(target, packed);
      else fs.rmSync(target, { force: true });
    }
    totals.br += Math.min(br.length, body.length);
    totals.gzip += Math.min(gzip.length, body.length);
  }
  return totals;
}

module.exports = { precompress };

if (require.main === module) {
  for (const dir of process.argv.slice(2)) {
    const t = precompress(dir);
    console.log(`${dir}: ${t.files} files, ${t.bytes} B → br ${t.br} B, gzip ${t.gzip} B`);
  }
}
