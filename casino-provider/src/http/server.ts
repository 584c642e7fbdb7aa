// The provider's HTTP surface (node's http, no framework: a handful of routes).
//   GET  /launch?token=&player=&name=&game=&lang=&coins= verifies the launch token (the player's Wallet-Session) with Khel, opens a
//                                   session (in the player's language and the host's money), redirects to the game (or the lobby) page
//   GET  /play/lobby?s=&section=&category=   the lobby of this provider's games
//   GET  /play/{gameId}?s=          a game's page
//   GET  /api/session               (x-session) the player's balance
//   POST /api/games/{gameId}/{action}   (x-session) a game's round engine
//   GET  /catalogue, /art/{id}.svg  the catalogue and the games' thumbnails (public; src/catalogue/)
//   GET  /static/{name}.{hash}.{js,css}   the pages' browser modules and styles (src/client), cached for a year
//   GET  /health
// Within ProviderLimits (src/http/limits.ts): header and request timeouts, a small body, a cap on
// connections below the descriptor limit (the live sockets' caps are the hub's, src/live/hub.ts).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { WalletClient } from '../wallet/client';
import { WalletUnavailableError } from '../wallet/client';
import type { SessionStore } from '../sessions';
import { GameActionError, type GameRegistry } from '../games/registry';
import { PROVIDER_PAGE_POLICY, securityHeaders } from '@khel/tools/security-headers';
import { messagePage, renderPage } from './page';
import { ClientAssets } from './assets';
import { providerLimits, type ProviderLimits } from './limits';
import { lobbyPage } from '../lobby/lobby-page';
import { catalogueRoutes } from '../catalogue/catalogue';
import { gameNameIn } from '../catalogue/entries';
import { langOf, t } from '../i18n';
import { coinLabelOf } from '../i18n/coins';

export interface ProviderDeps {
  wallet: WalletClient;
  sessions: SessionStore;
  games: GameRegistry;
  /** this provider's code in its catalogue (default 'khel') */
  providerCode?: string;
  /** the pages' built browser files (main.ts: dist/client); none: the pages name files it does not serve */
  assets?: ClientAssets;
  limits?: ProviderLimits;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(text);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    // Pages are framed by Khel's shell for the same host only (tools/security-headers.js); nothing
    // else is loaded from elsewhere.
    ...securityHeaders('provider', res.req, 'http', { pagePolicy: PROVIDER_PAGE_POLICY }),
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'origin',
  });
  res.end(html);
}

async function readJson(req: IncomingMessage, maxBytes: number): Promise<Record<string, unknown>> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw new GameActionError(413, 'Request body is too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new GameActionError(413, 'Request body is too large');
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw new GameActionError(400, 'Request body must be a JSON object');
}

export function createProviderServer(deps: ProviderDeps): http.Server {
  const { wallet, sessions, games } = deps;
  const catalogue = catalogueRoutes(games.list(), deps.providerCode ?? 'khel');
  const assets = deps.assets ?? new ClientAssets();
  const limits = deps.limits ?? providerLimits({});
  const errorPage = (lang: string, message: string) => messagePage(lang, message, assets);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://provider');
    const parts = url.pathname.split('/').filter(Boolean);

    if (req.method === 'GET' && url.pathname === '/health') return sendJson(res, 200, { ok: true });
    if (catalogue.serve(req, res, url.pathname)) return;
    if ((req.method === 'GET' || req.method === 'HEAD') && parts[0] === 'static') {
      if (assets.serve(url.pathname, req, res)) return;
      return sendJson(res, 404, { message: 'Not found' });
    }

    if (req.method === 'GET' && url.pathname === '/launch') {
      // The launch token is the player's Wallet-Session: Khel verifies it once, within minutes of the launch.
      const token = url.searchParams.get('token') ?? '';
      const playerId = url.searchParams.get('player') ?? '';
      // The player's language on the operator's site (added to the launch URL by its casino pages).
      const lang = langOf(url.searchParams.get('lang'));
      const gameId = url.searchParams.get('game') ?? '';
      // A play-money host's coin label (Khel adds it to the launch URL of such a host): amounts read in it.
      const coinLabel = coinLabelOf(url.searchParams.get('coins'));
      const answer = /^[1-9][0-9]{0,15}$/.test(playerId) && token ? await wallet.verifySession(playerId, token, gameId) : null;
      if (answer?.status !== 'OK') return sendHtml(res, 403, errorPage(lang, t(lang, 'page.linkExpired')));
      const name = (url.searchParams.get('name') ?? '').trim().slice(0, 40) || `Player ${playerId}`;
      const session = sessions.create(playerId, name, gameId, originOf(headerOf(req, 'referer')), Date.now(), lang, coinLabel);
      const target = gameId && games.get(gameId) ? `/play/${encodeURIComponent(gameId)}` : '/play/lobby';
      const query = new URLSearchParams({ s: session.id, lang });
      for (const key of ['section', 'category']) {
        const v = url.searchParams.get(key);
        if (v) query.set(key, v);
      }
      res.writeHead(302, { location: `${target}?${query}`, 'cache-control': 'no-store', 'referrer-policy': 'origin' });
      return void res.end();
    }

    if (req.method === 'GET' && parts[0] === 'play' && parts.length === 2) {
      const session = sessions.get(url.searchParams.get('s') ?? undefined);
      const lang = session?.lang ?? langOf(url.searchParams.get('lang'));
      if (!session) return sendHtml(res, 403, errorPage(lang, t(lang, 'page.sessionEnded')));
      if (parts[1] === 'lobby') {
        return sendHtml(res, 200, renderPage({ ...lobbyPage(catalogue.games, session, url.searchParams.get('section'), url.searchParams.get('category')), session, assets }));
      }
      const game = games.get(decodeURIComponent(parts[1]!));
      if (!game) return sendHtml(res, 404, errorPage(lang, t(lang, 'page.noSuchGame')));
      // the page's title is the game's name in the player's language (its catalogue entry), as on Khel's tiles
      return sendHtml(res, 200, renderPage({ ...game.page(lang), title: gameNameIn(game, lang), session, assets }));
    }

    if (parts[0] === 'api') {
      const session = sessions.get(headerOf(req, 'x-session'));
      if (!session) return sendJson(res, 401, { message: 'Your game session has ended. Please open the game again from the site.' });
      if (req.method === 'GET' && url.pathname === '/api/session') {
        const answer = await wallet.balance(session.playerId, session.gameId);
        if (answer.status !== 'OK') return sendJson(res, 403, { message: answer.message });
        return sendJson(res, 200, { balancePaise: answer.balancePaise, name: session.name, clientSeed: session.clientSeed });
      }
      if (req.method === 'POST' && parts[1] === 'games' && parts.length === 4) {
        const game = games.get(decodeURIComponent(parts[2]!));
        const action = game?.actions[parts[3]!];
        if (!game || !action || !Object.hasOwn(game.actions, parts[3]!)) return sendJson(res, 404, { message: 'No such game call' });
        const body = await readJson(req, limits.bodyBytes);
        return sendJson(res, 200, await action({ session, wallet }, body));
      }
    }
    sendJson(res, 404, { message: 'Not found' });
  }

  const timeouts = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // how often Node looks for requests past those timeouts (its default, 30 s, would let a slow one run that much longer)
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
  };
  const server = http.createServer(timeouts, (req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (err instanceof GameActionError) {
        // a body refused for its size is not read on: the connection closes after the answer
        if (err.statusCode === 413) res.setHeader('connection', 'close');
        return sendJson(res, err.statusCode, { message: err.message, code: err.code });
      }
      if (err instanceof WalletUnavailableError) return sendJson(res, 503, { message: 'The wallet is not answering. Your balance is safe; please try again.' });
      console.error('casino provider: request failed', err);
      if (!res.headersSent) sendJson(res, 500, { message: 'Something went wrong' });
    });
  });
  // Every socket (page loads, calls, live sockets) counts: past this one, new connections are dropped.
  server.maxConnections = limits.connections;
  return server;
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The origin of a Referer header, or '' when there is none or it is not an http(s) URL. */
function originOf(referer: string | undefined): string {
  if (!referer) return '';
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}
