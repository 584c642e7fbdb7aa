// Browser protections for every origin Khel serves (the shell, the remotes, the casino provider, the
// operator console), from the same settings the server uses to tell the shell where things are:
// the ports (tools/ports.js), KHEL_REMOTE_<SECTION>_URL and KHEL_PROVIDER_URL (templates where
// `{hostname}` is the requesting host and `{protocol}` its scheme). Each origin is worked out for the
// host a request is for, so second.localhost's page allows second.localhost's remotes, not another's.
// KHEL_CSP_EXTRA_ORIGINS (comma-separated origins) adds origins a host's own manifest_url points at.
//
// - shell page: CSP allowing exactly its own origin (and its /api, its stream), the remotes' origins
//   (manifests, scripts, their images and fonts, their workers' scripts), and the casino provider's
//   frame; not frameable by anyone.
// - remotes: files only (scripts, manifests, images): nothing may frame or run them as a page.
// - provider: a page framed only by Khel's own pages (the shell's origin for the same host), running
//   only the provider's own files (PROVIDER_PAGE_POLICY: no inline script or style, no markup sinks).
// - every origin: nosniff, Referrer-Policy, Permissions-Policy.
const { ports, sections } = require('./ports');

const PROVIDER_PORT = () => ports.provider;

/** No Khel page needs these; the provider frame is given none either. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** `http://{hostname}:3001/mf-manifest.json` for a host → `http://second.localhost:3001`. */
function originOf(template, hostname, protocol) {
  try {
    return new URL(template.replaceAll('{hostname}', hostname).replaceAll('{protocol}', protocol)).origin;
  } catch {
    return null;
  }
}

/** The request's host name, if it is a plain one (a forged Host cannot write into the policy). */
function hostOf(req) {
  const host = String(req.headers.host || 'localhost').replace(/:\d+$/, '').toLowerCase();
  return /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(host) ? host : 'localhost';
}

/** The origins the shell's page for `hostname` talks to. */
function khelOrigins(hostname, protocol = 'http') {
  const env = process.env;
  const remotes = sections.map((s) =>
    originOf(env[`KHEL_REMOTE_${s.toUpperCase()}_URL`] || `${protocol}://{hostname}:${ports[s]}/mf-manifest.json`, hostname, protocol),
  );
  const provider = originOf(env.KHEL_PROVIDER_URL || `${protocol}://{hostname}:${PROVIDER_PORT()}`, hostname, protocol);
  const extra = (env.KHEL_CSP_EXTRA_ORIGINS || '').split(',').map((o) => o.trim()).filter(Boolean);
  return {
    shell: `${protocol}://${hostname}:${ports.shell}`,
    remotes: [...new Set([...remotes, ...extra].filter(Boolean))],
    provider,
  };
}

const policy = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');

/** The shell page's Content-Security-Policy for a request on `hostname`. */
function shellCsp(hostname, protocol = 'http', scriptHashes = []) {
  const o = khelOrigins(hostname, protocol);
  const ws = protocol === 'https' ? 'wss:' : 'ws:';
  const self = ["'self'"];
  return policy({
    'default-src': self,
    // the federation runtime loads each remote's entry and chunks with <script>; a worker's blob imports its script
    // (and, on a page with a first paint, its one inline starter script by hash: tools/first-paint.js)
    'script-src': [...self, ...scriptHashes, ...o.remotes],
    // style-loader puts each bundle's CSS in <style> elements
    'style-src': [...self, "'unsafe-inline'", ...o.remotes],
    // (and the casino provider's game pictures in the lobby's tiles)
    'img-src': [...self, 'data:', 'blob:', ...o.remotes, ...(o.provider ? [o.provider] : [])],
    'font-src': [...self, 'data:', ...o.remotes],
    'media-src': [...self, 'data:', ...o.remotes],
    // the API and its stream are on the shell's own origin (/api); manifests come from the remotes
    'connect-src': [...self, `${ws}//${hostname}:${ports.shell}`, ...o.remotes],
    'worker-src': [...self, 'blob:'],
    // the live TV page (/api/v1/match/tv) and the casino provider's games
    'frame-src': [...self, ...(o.provider ? [o.provider] : [])],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': self,
    'form-action': self,
  });
}

/** A remote's files: nothing there is a page to run or frame. */
const REMOTE_CSP = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"] });

/**
 * What a casino provider page may load and run: its own origin's files only (its built modules and
 * stylesheets; its live sockets and calls), never an inline script, style or event handler, and no
 * string reaches a markup sink (Trusted Types required, no policy may be made: innerHTML and the like
 * throw), so a player's text shown on a page can never become script.
 */
const PROVIDER_PAGE_POLICY = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'require-trusted-types-for': ["'script'"],
  'trusted-types': ["'none'"],
});

/** The casino provider's pages: framed only by the shell page of the same host. */
function providerFrameAncestors(hostname, protocol = 'http') {
  return [khelOrigins(hostname, protocol).shell];
}

/**
 * The headers for one answer of `part` ('shell', a section name, 'provider' or 'console'), for the
 * request `req` (Node's or Fastify's: only its Host header is read). A provider page passes its own
 * policy as `pagePolicy`; frame-ancestors is added to it.
 */
function securityHeaders(part, req, protocol = 'http', { pagePolicy, scriptHashes = [] } = {}) {
  const hostname = hostOf(req);
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  if (part === 'shell' || part === 'console') {
    return { ...common, 'Content-Security-Policy': shellCsp(hostname, protocol, scriptHashes), 'X-Frame-Options': 'DENY', 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' };
  }
  if (part === 'provider') {
    // the provider's own page policy (what its pages load), plus who may frame them
    const ancestors = `frame-ancestors ${providerFrameAncestors(hostname, protocol).join(' ')}`;
    return { ...common, 'Content-Security-Policy': pagePolicy ? `${pagePolicy}; ${ancestors}` : ancestors };
  }
  // a remote: its scripts and manifests are read by the shell's page on another origin
  return { ...common, 'Content-Security-Policy': REMOTE_CSP, 'X-Frame-Options': 'DENY', 'Cross-Origin-Resource-Policy': 'cross-origin' };
}

module.exports = { securityHeaders, shellCsp, khelOrigins, providerFrameAncestors, PERMISSIONS_POLICY, PROVIDER_PAGE_POLICY };
