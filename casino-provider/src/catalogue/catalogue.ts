// The provider's game catalogue, published for operators (public, no session):
//   GET /catalogue        every playable game: {provider, version, games: [{id, name: {lang: text},
//                         provider (the studio's code), section, categories, thumbnail, rtp,
//                         minStake, maxStake, languages}]}; rupees with two decimals, RTP in per cent;
//                         `thumbnail` is relative to the catalogue's address. ETag / If-None-Match.
//   GET /art/{id}.svg     a game's thumbnail (art.ts), cached for a year: its URL carries its hash
// A game is listed only when it is registered (playable) and has its catalogue entry (entries.ts).
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GameDefinition, LiveCategory, SlotCategory } from '../games/registry';
import { LANGUAGES, type Lang } from '../i18n';
import { thumbnailSvg } from './art';
import { CATALOGUE_ENTRIES } from './entries';

export const LIVE_CATEGORIES: readonly LiveCategory[] = ['top', 'live', 'table', 'poker', 'blackjack', 'baccarat', 'roulette', 'shows', 'virtual'];
export const SLOT_CATEGORIES: readonly SlotCategory[] = ['main', 'all', 'fishing', 'bingo', 'virtual', 'multiplayer', 'scratch'];

export interface CatalogueGame {
  id: string;
  name: Record<Lang, string>;
  provider: string;
  section: 'live' | 'slots';
  categories: string[];
  thumbnail: string;
  rtp: number;
  minStake: number;
  maxStake: number;
  languages: Lang[];
}

export interface Catalogue {
  /** the aggregator's code (this provider: 'khel') */
  provider: string;
  /** changes whenever anything in the catalogue changes */
  version: string;
  games: CatalogueGame[];
}

interface Built {
  catalogue: Catalogue;
  json: string;
  etag: string;
  art: Map<string, { svg: string; etag: string }>;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const rupees = (paise: number) => Math.round(paise) / 100;

/** The catalogue of `games` and their thumbnails. */
export function buildCatalogue(games: readonly GameDefinition[], providerCode: string): Built {
  const art = new Map<string, { svg: string; etag: string }>();
  const listed: CatalogueGame[] = [];
  for (const game of games) {
    const entry = CATALOGUE_ENTRIES[game.id];
    if (!entry) continue;
    const svg = thumbnailSvg(entry.art);
    const etag = hashOf(svg);
    art.set(game.id, { svg, etag });
    const order = game.section === 'live' ? LIVE_CATEGORIES : SLOT_CATEGORIES;
    const own = new Set<string>([...game.categories, ...(entry.extraCategories ?? [])]);
    listed.push({
      id: game.id,
      name: { ...entry.names },
      provider: entry.studio,
      section: game.section,
      categories: order.filter((c) => own.has(c)),
      thumbnail: `art/${encodeURIComponent(game.id)}.svg?v=${etag}`,
      rtp: game.rtpBasisPoints / 100,
      minStake: rupees(entry.stakePaise.min),
      maxStake: rupees(entry.stakePaise.max),
      languages: [...LANGUAGES],
    });
  }
  const body = { provider: providerCode, games: listed };
  const version = hashOf(JSON.stringify(body));
  const catalogue: Catalogue = { provider: providerCode, version, games: listed };
  return { catalogue, json: JSON.stringify(catalogue), etag: `"${version}"`, art };
}

/** The body, or 304 when the request names its ETag (headers.etag). */
function sendCached(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>, body: string): true {
  const fresh = req.headers['if-none-match'] === headers.etag;
  res.writeHead(fresh ? 304 : 200, headers);
  res.end(fresh || req.method === 'HEAD' ? undefined : body);
  return true;
}

export interface CatalogueRoutes {
  games: readonly CatalogueGame[];
  /** serves GET /catalogue and GET /art/{id}.svg; false for any other request */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
}

export function catalogueRoutes(games: readonly GameDefinition[], providerCode: string): CatalogueRoutes {
  const built = buildCatalogue(games, providerCode);
  const serve = (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (pathname === '/catalogue') {
      const headers = {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'public, max-age=60',
        etag: built.etag,
        'access-control-allow-origin': '*',
        'x-content-type-options': 'nosniff',
      };
      return sendCached(req, res, headers, built.json);
    }
    const art = /^\/art\/([^/]+)\.svg$/.exec(pathname);
    if (!art) return false;
    let id: string;
    try {
      id = decodeURIComponent(art[1]!);
    } catch {
      id = '';
    }
    const found = built.art.get(id);
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
      res.end('No such picture');
      return true;
    }
    const headers = {
      // an image, never a document: no script runs and nothing loads even when opened directly
      'content-type': 'image/svg+xml; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
      // the operator's pages (another origin) show it in <img>
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${found.etag}"`,
    };
    return sendCached(req, res, headers, found.svg);
  };
  return { games: built.catalogue.games, serve };
}
