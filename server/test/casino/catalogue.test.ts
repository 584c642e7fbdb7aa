// The casino catalogue Khel keeps per host, fetched from the built-in provider's real server (on a
// port of its own): what the lobby reads (games, the tabs and studios that have any), its refresh
// when the provider's games change, and the last good copy kept while the provider is down or
// answers nonsense. Also what the check of a provider's answer leaves out.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProviderServer } from '../../../casino-provider/src/http/server';
import { GameRegistry } from '../../../casino-provider/src/games/registry';
import { SessionStore } from '../../../casino-provider/src/sessions';
import { allGames } from '../../../casino-provider/src/games';
import { slotGames } from '../../../casino-provider/src/games/slots';
import type { WalletClient } from '../../../casino-provider/src/wallet/client';
import { CatalogueCache, fetchableUrl, parseCatalogue } from '../../src/casino/catalogue';
import { startTestApp, post, type TestApp, type Json } from '../support/app';

let port = 0;
let provider: Server | null = null;
let t: TestApp;

async function listen(server: Server): Promise<void> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  provider = server;
}
async function stopProvider(): Promise<void> {
  const s = provider;
  provider = null;
  if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
}
const providerWith = (games: ReturnType<typeof allGames>) => createProviderServer({ wallet: {} as WalletClient, sessions: new SessionStore(), games: new GameRegistry(games) });

const catalogue = async (host?: string) => (await post(t.app, 'casino/catalogue', {}, host ? { host } : {})).body as Json;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`never: ${what}`);
}

beforeAll(async () => {
  await listen(providerWith(slotGames()));
  t = await startTestApp({ KHEL_PROVIDER_URL: `http://127.0.0.1:${port}`, KHEL_CASINO_CATALOGUE_REFRESH_MS: '150' });
});
afterAll(async () => {
  await stopProvider();
  await t.close();
});

describe("a host's casino catalogue", () => {
  it("lists the provider's games with absolute pictures, and only the tabs and studios that have games", async () => {
    const answer = await catalogue();
    expect(answer.status).toBe(true);
    const { games, liveCasino, slotsGames, providers } = answer.data as Json;
    expect((games as Json[]).map((g) => g.id)).toEqual(['slot-lotus-sevens', 'slot-maharaja-gems', 'slot-tiger-temple', 'slot-cricket-champions', 'slot-diwali-lights', 'slot-monsoon-peacock']);
    const tiger = (games as Json[])[2]!;
    expect(tiger).toEqual(
      expect.objectContaining({ provider: 'khel', section: 'slots', categories: ['main', 'all'], rtp: 96.77, minStake: 10, maxStake: 1000 }),
    );
    expect(tiger.name).toEqual(expect.objectContaining({ en: 'Tiger Temple', hi: 'बाघ मंदिर', es: 'Templo del Tigre' }));
    expect(tiger.thumbnail).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/art/slot-tiger-temple\\.svg\\?v=[0-9a-f]{16}$`));
    expect((await fetch(tiger.thumbnail as string)).headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(slotsGames.tabs).toEqual(['main', 'all']);
    expect(liveCasino.tabs).toEqual([]);
    expect(providers).toEqual(['khel']);
    // no live game in the catalogue: none in the search either
    const search = await post(t.app, 'match/matches');
    expect((search.body.data as Json[]).filter((e) => e.sport_id === 77777)).toEqual([]);
  });

  it('has none on a host without the casino section', async () => {
    const answer = await catalogue('second.localhost');
    expect(answer.data).toEqual({ games: [], liveCasino: { tabs: [] }, slotsGames: { tabs: [] }, providers: [] });
  });

  it("follows the provider's games on its next refresh, search included", async () => {
    await stopProvider();
    await listen(providerWith(allGames()));
    await until(async () => ((await catalogue()).data.games as Json[]).some((g) => g.id === 'teen20'), 'the new games are listed');
    const { liveCasino, slotsGames } = (await catalogue()).data as Json;
    expect(liveCasino.tabs).toEqual(['top', 'live', 'table', 'poker', 'blackjack', 'baccarat', 'roulette', 'shows']);
    expect(slotsGames.tabs).toEqual(['main', 'all', 'scratch']);
    const search = (await post(t.app, 'match/matches')).body.data as Json[];
    const live = search.filter((e) => e.sport_id === 77777);
    expect(live.map((e) => e.match_name)).toEqual(['Aviator', 'Teen Patti 20-20', 'Andar Bahar', 'Dragon Tiger', 'Lucky 7', '32 Cards', 'European Roulette', 'Baccarat', 'Fortune Wheel', 'Blackjack', 'Three Card Poker']);
    expect(live.find((e) => e.match_name === 'Dragon Tiger')).toEqual(expect.objectContaining({ id: 77704, inplay: true }));
  });

  it('keeps the last good copy while the provider is down, then while it answers nonsense', async () => {
    const before = (await catalogue()).data as Json;
    expect((before.games as Json[]).length).toBe(18);
    await stopProvider();
    await sleep(600); // four refreshes fail
    expect((await catalogue()).data).toEqual(before);
    const fetched: string[] = [];
    await listen(
      http.createServer((req, res) => {
        fetched.push(req.url ?? '');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(fetched.length % 2 ? '{"games": "none"}' : '<html>');
      }),
    );
    await until(async () => fetched.length >= 2, 'the provider is asked again');
    expect(fetched[0]).toBe('/catalogue');
    expect((await catalogue()).data).toEqual(before);
  });
});

describe("the check of a provider's catalogue", () => {
  const good = { id: 'g1', name: { en: 'Game', hi: 'खेल', xx: 'ignored' }, provider: 'Rubyplay', section: 'slots', categories: ['all', 'scratch', 'poker'], thumbnail: '/art/g1.svg', rtp: 96.5, minStake: 10, maxStake: 500 };
  it('keeps good games, resolving pictures against the catalogue and keeping only known tabs and languages', () => {
    expect(parseCatalogue({ games: [good] }, 'https://games.example/api/catalogue')).toEqual([
      { ...good, name: { en: 'Game', hi: 'खेल' }, categories: ['all', 'scratch'], thumbnail: 'https://games.example/art/g1.svg' },
    ]);
  });
  it.each([
    ['a script picture', { thumbnail: 'javascript:alert(1)' }],
    ['no English name', { name: { hi: 'खेल' } }],
    ['a bad id', { id: 'a b/c' }],
    ['an unknown section', { section: 'sports' }],
    ['no known tab', { categories: ['poker'] }],
    ['a negative stake', { minStake: -1 }],
    ['an RTP over 100', { rtp: 120 }],
  ])('leaves out a game with %s', (_what, change) => {
    expect(parseCatalogue({ games: [{ ...good, ...change }, { ...good, id: 'g2' }] }, 'http://p/catalogue').map((g) => g.id)).toEqual(['g2']);
  });
  it('refuses an answer that is not a catalogue', () => {
    expect(() => parseCatalogue({ items: [] }, 'http://p/catalogue')).toThrow('not a catalogue');
  });
  it('keeps a copy per provider address', async () => {
    const cache = new CatalogueCache({ refreshMs: 60_000 });
    try {
      expect((await cache.games(`http://127.0.0.1:${port}`)).length).toBe(0); // the nonsense provider: nothing kept yet
      const other = providerWith(slotGames());
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      expect((await cache.games(`http://127.0.0.1:${(other.address() as AddressInfo).port}`)).length).toBe(6);
      await new Promise<void>((resolve) => other.close(() => resolve()));
    } finally {
      cache.close();
    }
  });
  it('reaches a provider on a .localhost name (the play host in development), its pictures still on that name', async () => {
    const cache = new CatalogueCache({ refreshMs: 60_000 });
    const other = providerWith(slotGames());
    try {
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      const games = await cache.games(`http://play.localhost:${(other.address() as AddressInfo).port}`);
      expect(games.length).toBe(6);
      expect(new URL(games[0]!.thumbnail).hostname).toBe('play.localhost');
      expect(fetchableUrl('https://games.example/catalogue')).toBe('https://games.example/catalogue');
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
      cache.close();
    }
  });
});
