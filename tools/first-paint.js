// The home and event pages' first paint, made by the shell's server (issue #20): the page it sends for the
// home path carries the frame's outline (the notice bar, the header bar, the promotion banner) and the first
// screen's match rows; for an event page (/event-page/{eventTypeId}/{eventId}/{marketId?}) the same outline,
// the phone's sub-header, and the event's heading and first markets. Both drawn by the sports remote's own server-side part (mfe-sports/dist-server), so a
// player sees the rows before any script has loaded. It stands beside #root, which stays out of sight
// until the frame and the remote have rendered the same rows behind it (shell/src/first-paint.ts). The scripts are asked once that first
// paint is on screen, by a small inline script (its hash goes into the answer's CSP): preloaded from the
// head, they delayed the paint on a slow phone network.
//
// Where no first paint can be made (the sports part not built, the API slow or failing, nothing listed,
// an unknown event, another page, nginx in docker-compose), the page is index.html as built: today's behaviour.
const path = require('node:path');
const fs = require('node:fs');
const crypto = require('node:crypto');

/** How long the page may wait for the API's answers before it goes without a first paint. */
const API_WAIT_MS = Number(process.env.KHEL_FIRST_PAINT_WAIT_MS || 400);
/** One set of answers serves every home page of a host for this long. */
const ANSWER_TTL_MS = 3000;
/** Older answers still serve a page (while newer are asked) up to the visitors' poll period (§9: 15 s):
 * the page's own first call replaces the rows' prices within moments. */
const STALE_MS = 15_000;

/** The phone's sub-header under the header (shell frame.css `.mobile-subheader`: 36 px, border-box). */
const SUBHEADER_PX = 36;

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * The frame's outline around the page: classes of the shell's frame (frame.css, in the page's head), so
 * the rows sit where the frame will put them; the header's content and the sidebars come with the frame.
 */
const FRAME_CSS = [
  // React renders behind it, out of sight, until the page it drew has rendered (shell/src/first-paint.ts)
  // (laid out meanwhile, so what the frame measures is right when it shows)
  '#first-paint~#root{visibility:hidden;position:absolute;top:0;left:0;right:0}',
  '.first-paint .header__bar,.first-paint .header__sections{visibility:hidden}',
  '.first-paint .left-sidebar,.first-paint .right-sidebar{display:none;visibility:hidden}',
  '.first-paint .right-sidebar{order:1}',
  '.first-paint .frame__body{padding-top:calc(var(--first-paint-top) + 6px);padding-left:8px;padding-right:8px}',
  '.first-paint .header__sections{display:none}',
  // the sub-header's back glyph where the frame's back button puts it (a button's padding)
  '.first-paint .mobile-subheader__back{padding:1px 6px}',
  '@media (min-width:1024px){',
  '.first-paint .frame__body{padding-top:calc(94px + var(--khel-sections-height));padding-left:12px;padding-right:12px}',
  '.first-paint .header__sections{display:flex}',
  '.first-paint .left-sidebar,.first-paint .right-sidebar{display:block}',
  '.first-paint .mobile-subheader{display:none}',
  '}',
].join('');

/** The shell's scripts, asked once the first paint is on screen (the entry first, as the head did). */
function starterScript(scripts) {
  return (
    `requestAnimationFrame(function(){setTimeout(function(){var f=document.createDocumentFragment();` +
    `${JSON.stringify(scripts)}.forEach(function(u,i){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=u;f.appendChild(l);` +
    `if(i===0){var s=document.createElement('script');s.src=u;s.async=false;f.appendChild(s);}});document.head.appendChild(f);},0)})`
  );
}

/**
 * `index.html` as built → the parts a first paint changes: the head's script preloads and the entry's
 * script tag come out (the starter asks them), the rest stays.
 */
function splitIndex(html) {
  const scripts = [];
  let head = html.replace(/<link rel="preload" as="script" href="([^"]+)">/g, (_, href) => (scripts.push(href), ''));
  const entry = /<script defer="defer" src="([^"]+)"><\/script>/.exec(head);
  if (!entry || !head.includes('<div id="root"></div>')) return null;
  head = head.replace(entry[0], '');
  const ordered = [entry[1], ...scripts.filter((s) => s !== entry[1])];
  const starter = starterScript(ordered);
  return { page: head, starter, hash: `'sha256-${crypto.createHash('sha256').update(starter).digest('base64')}'` };
}

/**
 * A page's first paint: the frame's outline and the page's markup (`rows`) in a `#first-paint` frame whose
 * slot names the page (`sports/home`, `sports/event`). `pageName`: the phone's sub-header under the
 * header (the frame shows it on every page but home, below 1024 px), else none.
 */
function firstPaintMarkup({ rows, notices, banner, sidebars, slot = 'sports/home', pageName = null }) {
  const top = (notices ? 24 : 0) + 64 + (pageName ? SUBHEADER_PX : 0);
  const bar = notices ? '<div class="notice-banner" aria-hidden="true"></div>' : '';
  const subheader = pageName ? `<div class="mobile-subheader" aria-hidden="true"><span class="mobile-subheader__back">‹</span><span>${escapeHtml(pageName)}</span></div>` : '';
  const bannerHtml = banner
    ? `<aside class="banner-popup" data-flag="false">${banner.link && banner.link.startsWith('/') ? `<a href="${escapeHtml(banner.link)}">${escapeHtml(banner.title)}</a>` : `<span>${escapeHtml(banner.title)}</span>`}<button type="button" class="banner-popup__close" aria-label="Close" disabled="">×</button></aside>`
    : '';
  return (
    `<div id="first-paint" class="frame frame--full first-paint" aria-busy="true" style="--first-paint-top:${top}px">` +
    `<div class="top-bar">${bar}<header class="header"><div class="header__bar"></div><div class="header__sections"></div></header>${subheader}</div>` +
    // both sidebars before the page (the right one placed after it): the page never narrows as it arrives
    `<div class="frame__body">${sidebars ? '<aside class="left-sidebar"></aside><aside class="right-sidebar"></aside>' : ''}<main class="page">${bannerHtml}<div class="remote-slot" data-first-paint-slot="${escapeHtml(slot)}">${rows}</div></main></div>` +
    '</div>'
  );
}

/**
 * `render(req)` → the home page with its first paint and the CSP hash of its starter script, or null
 * (then serve index.html as built). `apiOrigin`: the Khel server; `shellDist`, `sportsServer`: files.
 */
function createFirstPaint({ apiOrigin, shellDist, sportsServer }) {
  const serverPart = path.join(sportsServer, 'first-paint.cjs');
  if (!fs.existsSync(serverPart)) return null;
  // loaded with the first home page, not at start (a build may be writing it while a test starts a server)
  let sports = null;
  const sportsPart = () => {
    if (!sports) {
      const part = require(serverPart);
      sports = { css: part.css, renderRows: part.startHomeFirstPaint(), eventCss: part.eventCss ?? part.css, renderEvent: part.startEventFirstPaint?.() };
    }
    return sports;
  };
  const indexFile = path.join(shellDist, 'index.html');
  let index = { mtimeMs: -1, parts: null };
  const indexParts = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (mtimeMs !== index.mtimeMs) index = { mtimeMs, parts: splitIndex(fs.readFileSync(indexFile, 'utf8')) };
    return index.parts;
  };

  const answers = new Map(); // host (and event) → { at, data, pending }
  async function call(host, method, apiPath, body) {
    const res = await fetch(`${apiOrigin}/api/v1/${apiPath}`, {
      method,
      headers: { accept: 'application/json', 'x-forwarded-host': host, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(API_WAIT_MS),
    });
    const json = res.ok ? await res.json() : null;
    return json && json.status ? json.data : null;
  }
  // the frame's calls (notices, promotions, registry), in English: the frame first renders in English (§4.7)
  const frameCalls = (host) => [call(host, 'GET', 'notice-messages?lang=en'), call(host, 'GET', 'promotions?lang=en'), call(host, 'GET', 'site/remotes')];
  /** The calls a page's first paint is drawn from: the page's own first calls and the frame's. */
  const CALLS = {
    // the entry's for the home page (shared-kernel early-fetch HOME_MATCHES_CALL, MENU_CALL)
    home: (host) =>
      Promise.all([call(host, 'POST', 'match/homeMatchesOpen', { combine: true }), call(host, 'POST', 'sport/getSports', {}), ...frameCalls(host)]).then(
        ([matches, menu, notices, promotions, site]) => ({ matches, menu, notices, promotions, site, ok: Array.isArray(matches) }),
      ),
    // the event page's first call for a visitor (mfe-sports fetchMatchDetails: match_id, and market_id when the path has one)
    event: (host, { matchId, marketId }) =>
      Promise.all([call(host, 'POST', 'match/matchDetailsOpen', { match_id: matchId, market_id: marketId }), ...frameCalls(host)]).then(
        ([markets, notices, promotions, site]) => ({ markets, notices, promotions, site, ok: Array.isArray(markets) }),
      ),
  };
  function ask(key, host, page) {
    const entry = answers.get(key) ?? { at: 0, data: null, pending: null };
    answers.set(key, entry);
    if (answers.size > 500) answers.delete(answers.keys().next().value);
    entry.pending ??= CALLS[page.name](host, page)
      .then((data) => {
        if (data.ok && data.site) Object.assign(entry, { at: Date.now(), data });
        return data;
      })
      .catch(() => null)
      .finally(() => (entry.pending = null));
    return entry;
  }
  /** A page's answers for a host: fresh ones are asked at most every ANSWER_TTL_MS; a page is not kept
   * waiting for them while the last ones are younger than STALE_MS (then they are asked for the next page). */
  async function pageAnswers(host, page) {
    const key = page.name === 'event' ? `${host} event ${page.matchId}/${page.marketId ?? ''}` : host;
    const known = answers.get(key);
    const age = known?.data ? Date.now() - known.at : Infinity;
    if (age < ANSWER_TTL_MS) return known.data;
    const entry = ask(key, host, page);
    if (age < STALE_MS) return known.data;
    return entry.pending;
  }

  /** The page's own markup in the frame's slot, or '' (then no first paint). */
  async function drawPage(page, data) {
    const part = sportsPart();
    if (page.name === 'home') {
      if (!Array.isArray(data.matches)) return '';
      return (await part.renderRows)({ matches: data.matches, sports: Array.isArray(data.menu) ? data.menu : [], nowMs: Date.now() });
    }
    if (!Array.isArray(data.markets) || !part.renderEvent) return '';
    // an answer for another event (a stale link) is not drawn: the page goes to / then
    if (data.markets.length === 0 || Number(data.markets[0].match_id) !== page.matchId) return '';
    return (await part.renderEvent)({ markets: data.markets, nowMs: Date.now() });
  }

  /** `page`: pageOf(url), { name: 'home' } or { name: 'event', matchId, marketId }. */
  return async function render(req, page = { name: 'home' }) {
    const parts = indexParts();
    if (!parts) return null;
    const host = String(req.headers.host || 'localhost');
    const data = await pageAnswers(host, page);
    if (!data || !data.site || !data.site.remotes?.some((r) => r.name === 'sports')) return null;
    const drawn = await drawPage(page, data);
    if (!drawn) return null;
    // the page's markup without its test ids: until the remote has rendered, nothing is found twice
    const rows = drawn.replace(/ data-testid="[^"]*"/g, '');
    const notices = (Array.isArray(data.notices) ? data.notices : []).some((n) => !n.Type || n.Type === 'T');
    // no promotion banner: the shell shows one only once its art has loaded (issue 34), which this cannot know
    const banner = null;
    const theme = /^#[0-9a-fA-F]{3,8}$/.test(String(data.site.themeColor ?? '')) ? data.site.themeColor : null;
    const markup = firstPaintMarkup({ rows, notices, banner, sidebars: true, slot: `sports/${page.name}`, pageName: page.name === 'event' ? 'Event Page' : null });
    const css = page.name === 'event' ? sportsPart().eventCss : sportsPart().css;
    let html = parts.page
      .replace('</head>', `<style>${css}${FRAME_CSS}</style></head>`)
      .replace('<div id="root"></div>', `${markup}<div id="root"></div><script>${parts.starter}</script>`);
    if (theme) html = html.replace('<html lang="en">', `<html lang="en" style="--khel-theme:${theme}">`).replace(/<meta name="theme-color" content="[^"]*"\/>/, `<meta name="theme-color" content="${theme}"/>`);
    return { html, scriptHash: parts.hash };
  };
}

/** The paths the home page answers (the route table's home page: '/' and '/default-page'). */
const isHomePath = (url) => /^\/(default-page\/?)?(\?.*)?$/.test(url);

/** The event page's path (the route table's /event-page/{eventTypeId}/{eventId}/{marketId?}) → its event
 * and market, or null (an id the page would not ask for: no first paint). */
function eventPageOf(url) {
  const m = /^\/event-page\/(\d+)\/(\d+)(?:\/([0-9A-Za-z._-]{1,64}))?\/?(?:\?.*)?$/.exec(url);
  if (!m) return null;
  const matchId = Number(m[2]);
  return Number.isSafeInteger(matchId) && matchId > 0 ? { name: 'event', matchId, marketId: m[3] } : null;
}

/** The page a path shows that can have a first paint (home or an event page), or null. */
const pageOf = (url) => (isHomePath(url) ? { name: 'home' } : eventPageOf(url));

module.exports = { createFirstPaint, isHomePath, eventPageOf, pageOf, splitIndex, firstPaintMarkup };
