// The catalogue an operator reads: every playable game with its names in the site's seven
// languages, studio, tabs, thumbnail, RTP and stake limits; the thumbnails themselves (safe SVG,
// cached); and the provider's lobby built from it.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { WalletClient } from '../wallet/client';
import { SessionStore } from '../sessions';
import { GameRegistry } from '../games/registry';
import { allGames } from '../games';
import { createProviderServer } from '../http/server';
import { LANGUAGES } from '../i18n';
import { LIVE_CATEGORIES, SLOT_CATEGORIES, type Catalogue } from './catalogue';
import { CATALOGUE_ENTRIES } from './entries';

const registered = allGames();
const sessions = new SessionStore();
let server: Server;
let base = '';
beforeAll(async () => {
  server = createProviderServer({ wallet: {} as WalletClient, sessions, games: new GameRegistry(registered) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function catalogue(): Promise<{ res: Response; body: Catalogue }> {
  const res = await fetch(`${base}/catalogue`);
  return { res, body: (await res.json()) as Catalogue };
}

describe('GET /catalogue', () => {
  it('lists every registered game once, with its names in all seven languages, studio, tabs, RTP and stakes', async () => {
    const { res, body } = await catalogue();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.provider).toBe('khel');
    expect(body.games.map((g) => g.id).sort()).toEqual(registered.map((g) => g.id).sort());
    for (const game of body.games) {
      const def = registered.find((g) => g.id === game.id)!;
      expect(game.section).toBe(def.section);
      expect(game.provider).toBe('khel');
      expect(Object.keys(game.name).sort()).toEqual([...LANGUAGES].sort());
      for (const lang of LANGUAGES) expect(game.name[lang].trim()).not.toBe('');
      // a non-English name that is the English one is an untranslated name, unless it is a brand kept as is
      expect(LANGUAGES.filter((l) => l !== 'en' && l !== 'es' && game.name[l] === game.name.en)).toEqual([]);
      const allowed: readonly string[] = game.section === 'live' ? LIVE_CATEGORIES : SLOT_CATEGORIES;
      expect(game.categories.length).toBeGreaterThan(0);
      for (const c of game.categories) expect(allowed).toContain(c);
      for (const c of def.categories) expect(game.categories).toContain(c);
      expect(game.rtp).toBe(def.rtpBasisPoints / 100);
      expect(game.minStake).toBeGreaterThan(0);
      expect(game.maxStake).toBeGreaterThan(game.minStake);
      expect(Number.isInteger(game.minStake * 100) && Number.isInteger(game.maxStake * 100)).toBe(true);
      expect(game.languages).toEqual([...LANGUAGES]);
      expect(game.thumbnail).toMatch(new RegExp(`^art/${game.id}\\.svg\\?v=[0-9a-f]{16}$`));
    }
    // the tabs the built-in games fill
    expect(body.games.find((g) => g.id === 'teen20')!.categories).toEqual(['top', 'live', 'table', 'poker']);
    expect(body.games.find((g) => g.id === 'slot-tiger-temple')!.categories).toEqual(['main', 'all']);
  });

  it('has a catalogue entry for every registered game and lists no game that is not playable', () => {
    expect(registered.filter((g) => !Object.hasOwn(CATALOGUE_ENTRIES, g.id)).map((g) => g.id)).toEqual([]);
    const ids = new Set(registered.map((g) => g.id));
    expect(Object.keys(CATALOGUE_ENTRIES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('answers a repeat with 304 by its ETag, and its version changes with its games', async () => {
    const { res, body } = await catalogue();
    const etag = res.headers.get('etag')!;
    expect(etag).toBe(`"${body.version}"`);
    expect((await fetch(`${base}/catalogue`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const fewer = createProviderServer({ wallet: {} as WalletClient, sessions, games: new GameRegistry(registered.slice(1)) });
    await new Promise<void>((resolve) => fewer.listen(0, '127.0.0.1', resolve));
    try {
      const other = (await (await fetch(`http://127.0.0.1:${(fewer.address() as AddressInfo).port}/catalogue`)).json()) as Catalogue;
      expect(other.games).toHaveLength(body.games.length - 1);
      expect(other.version).not.toBe(body.version);
    } finally {
      await new Promise<void>((resolve) => fewer.close(() => resolve()));
    }
  });
});

describe('GET /art/{id}.svg', () => {
  it('serves each thumbnail as a small, script-free SVG with a safe content type and long caching', async () => {
    const { body } = await catalogue();
    const seen = new Set<string>();
    for (const game of body.games) {
      const res = await fetch(new URL(game.thumbnail, `${base}/catalogue`));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 240 180"/);
      expect(svg).not.toMatch(/<script|on\w+=|href=|<image|<foreignObject/i);
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
      seen.add(svg);
      expect(res.headers.get('etag')).toBe(`"${new URL(game.thumbnail, base).searchParams.get('v')}"`);
    }
    // drawn per game: no two alike
    expect(seen.size).toBe(body.games.length);
  });

  it('answers 404 for a game it does not have', async () => {
    expect((await fetch(`${base}/art/nope.svg`)).status).toBe(404);
    expect((await fetch(`${base}/art/%E0%A4.svg`)).status).toBe(404);
  });
});

describe('the lobby page', () => {
  it("shows a tile per game of the tab with its art and its name in the player's language", async () => {
    const session = sessions.create('42', 'Asha', '', '', Date.now(), 'hi');
    const html = await (await fetch(`${base}/play/lobby?s=${session.id}&section=live&category=poker`)).text();
    expect(html).toContain('data-testid="provider-game-teen20"');
    expect(html).toContain('तीन पत्ती 20-20');
    expect(html).toMatch(/<img src="\/art\/teen20\.svg\?v=[0-9a-f]{16}"/);
    expect(html).not.toContain('provider-game-baccarat');
  });

  it('shows the section rather than an empty page for a tab without games', async () => {
    const session = sessions.create('42', 'Asha', '', '', Date.now(), 'en');
    const html = await (await fetch(`${base}/play/lobby?s=${session.id}&section=slots&category=fishing`)).text();
    expect(html).toContain('provider-game-slot-lotus-sevens');
    expect(html).not.toContain('provider-empty');
    expect(html).not.toContain('provider-game-aviator');
  });
});
