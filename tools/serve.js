// Serves the built front-end parts, each on its own origin (port), as nginx does in docker-compose.
// The shell's origin also forwards /api (HTTP and WebSocket) to the Khel server, so the client's
// API base is its own origin plus /api/v1, as the product specification requires. Every answer
// carries the browser protections of tools/security-headers.js (the API's own answers keep the
// server's). Listens on 127.0.0.1 unless KHEL_LISTEN_HOST says otherwise. The development outbox is
// never forwarded: only a request made on the server's own machine to its own port can read it.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const { Readable } = require('node:stream');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const httpProxy = require('@fastify/http-proxy');
const { ports, sections } = require('./ports');
const { securityHeaders } = require('./security-headers');
const { createFirstPaint, pageOf } = require('./first-paint');

const root = path.join(__dirname, '..');
const distOf = (part) => path.join(root, part === 'shell' ? 'shell' : part === 'console' ? 'operator' : `mfe-${part}`, 'dist');
/** The shell and the operator console are single-page apps on their own origins that forward /api. */
const isApp = (part) => part === 'shell' || part === 'console';

/** A file whose name carries its content hash (`123.ab12cd34.js`, `5f3a…e1.png`), or an entry asked
 * for with its build hash as the query (`main.js?1a2b…`, as index.html does), never changes. */
const HASHED_NAME = /(^|[._-])[0-9a-f]{8,}\.[a-z0-9]+$/;
const HASH_QUERY = /^[0-9a-f]{16,}$/;

/** Cache-Control for a static answer: a year and immutable for hashed files; everything else (the
 * page, manifests, remoteEntry.js, plain entry names) is revalidated on every use (its ETag makes
 * that a 304). */
function cacheControl(url) {
  const [pathname, query = ''] = url.split('?');
  const base = pathname.slice(pathname.lastIndexOf('/') + 1);
  return HASHED_NAME.test(base) || HASH_QUERY.test(query) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Precompressed `.br`/`.gz` files (tools/precompress.js) are sent by Accept-Encoding unless
 * KHEL_STATIC_COMPRESSION=off (kept to measure the difference). */
const compressionOn = () => process.env.KHEL_STATIC_COMPRESSION !== 'off';

/** The API's JSON answers, compressed on the way through the shell's proxy as nginx does in
 * docker-compose (`gzip_proxied`): the home page's match list is ~115 KB as the server sends it and
 * ~10 KB as brotli. Brotli at quality 4 (fast enough for an answer made on each request), else gzip. */
function compressApiAnswer(req, reply, payload) {
  if (!compressionOn() || reply.getHeader('content-encoding') || !/json/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  if (!encoding || payload == null) return payload;
  const length = Number(reply.getHeader('content-length') ?? NaN);
  if (length < 1024) return payload;
  const zip = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : zlib.createGzip({ level: 6 });
  reply.removeHeader('content-length');
  reply.header('content-encoding', encoding);
  reply.header('vary', 'Accept-Encoding');
  const source = typeof payload.pipe === 'function' ? payload : Readable.from([payload]);
  return source.pipe(zip);
}

/** The page: on the home and event paths with its first paint when one can be made, else index.html as built. */
async function sendPage(req, reply, firstPaint) {
  const page = firstPaint && req.method === 'GET' ? pageOf(req.url) : null;
  const made = page ? await firstPaint(req, page).catch(() => null) : null;
  if (!made) return reply.sendFile('index.html');
  req.khelScriptHashes = [made.scriptHash];
  reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding');
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (compressionOn() && /\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(made.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (compressionOn() && /\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(made.html, { level: 6 }));
  return reply.send(made.html);
}

async function servePart(part, { apiOrigin, host = process.env.KHEL_LISTEN_HOST || '127.0.0.1', dist = distOf(part), port = ports[part], sportsServer = path.join(root, 'mfe-sports', 'dist-server') } = {}) {
  if (!fs.existsSync(path.join(dist, isApp(part) ? 'index.html' : 'mf-manifest.json'))) {
    throw new Error(`${part} is not built (${dist}); run the build first`);
  }
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (req, reply, payload) => {
    if (isApp(part) && req.url.startsWith('/api/')) return compressApiAnswer(req, reply, payload); // the server's own headers
    reply.headers(securityHeaders(part, req, 'http', { scriptHashes: req.khelScriptHashes }));
    if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('Cache-Control', cacheControl(req.url));
  });
  // the home and event pages with their first paint (tools/first-paint.js), unless KHEL_FIRST_PAINT=off
  const firstPaint = part === 'shell' && process.env.KHEL_FIRST_PAINT !== 'off' && apiOrigin ? createFirstPaint({ apiOrigin, shellDist: dist, sportsServer }) : null;
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: compressionOn(),
    setHeaders: (reply) => {
      if (!isApp(part)) reply.header('Access-Control-Allow-Origin', '*');
    },
  });
  if (isApp(part)) {
    app.all('/api/v1/dev/*', (req, reply) => reply.code(404).send({ status: false, msg: 'Not found' }));
    await app.register(httpProxy, {
      upstream: apiOrigin,
      prefix: '/api',
      rewritePrefix: '/api',
      websocket: true,
      wsUpstream: apiOrigin.replace(/^http/, 'ws'),
      wsClientOptions: {
        // The client's own X-Forwarded-* are replaced, never passed on: the server believes this proxy.
        rewriteRequestHeaders: (headers, req) => ({ ...headers, 'x-forwarded-host': req.headers.host, 'x-forwarded-for': req.socket.remoteAddress, 'x-forwarded-proto': 'http' }),
      },
      replyOptions: {
        rewriteRequestHeaders: (req, headers) => ({
          ...headers,
          'x-forwarded-host': req.headers.host,
          'x-forwarded-for': req.ip,
          'x-forwarded-proto': 'http',
        }),
      },
    });
    // Deep links: every unknown path is the single-page app. Not /favicon.ico: a client that asks for it
    // (the page's head links the host's own) is sent to the host's favicon, never the page as an icon.
    // the home page's paths: with its first paint when one can be made
    for (const home of ['/', '/default-page']) app.get(home, (req, reply) => sendPage(req, reply, firstPaint));
    app.setNotFoundHandler((req, reply) => {
      if (req.url.startsWith('/api/')) return reply.code(404).send({ status: false, msg: 'Not found' });
      if (req.url.split('?')[0] === '/favicon.ico') return reply.redirect('/api/v1/site/favicon', 302);
      return sendPage(req, reply, firstPaint);
    });
  } else {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
  }
  await app.listen({ port, host });
  return app;
}

async function serveAll({ parts = ['shell', ...sections, 'console'], apiOrigin = `http://127.0.0.1:${ports.server}` } = {}) {
  const apps = [];
  for (const part of parts) apps.push(await servePart(part, { apiOrigin }));
  return apps;
}

module.exports = { servePart, serveAll, distOf, cacheControl };

if (require.main === module) {
  const parts = process.argv.slice(2);
  serveAll(parts.length ? { parts } : {})
    .then((apps) => {
      for (const [i, app] of apps.entries()) {
        const part = (parts.length ? parts : ['shell', ...sections, 'console'])[i];
        console.log(`khel ${part} on http://localhost:${app.server.address().port}`);
      }
    })
    .catch((err) => {
      console.error(err.message);
      process.exit(1);
    });
}
