// The provider's pages in the seven languages: every language has every text (same {places}, the
// same number of rule sentences), every word the tables show has a translation, and a game launched
// with a language is served in it.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { MemoryWallet } from '../../test/memory-wallet';
import { SessionStore } from '../sessions';
import { GameRegistry } from '../games/registry';
import { CARD_GAMES } from '../games/cards/catalogue';
import { cardTableGames } from '../games/cards';
import { WINNER_LABELS } from '../games/cards/page';
import { aviatorGame } from '../games/aviator';
import { tableGames } from '../games/tables';
import { slotGames } from '../games/slots';
import { instantGames } from '../games/instant';
import { dealerGames } from '../games/dealer';
import { CATALOGUE_ENTRIES } from '../catalogue/entries';
import { MACHINES } from '../games/slots/machines';
import { createProviderServer } from '../http/server';
import { en } from './en';
import { LANGUAGES, TEXTS, langOf } from '.';

const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the texts of every language', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every text of English, with the same places to fill', (lang) => {
    const texts = TEXTS[lang];
    for (const [key, english] of Object.entries(en.ui)) {
      const text = (texts.ui as Record<string, string>)[key];
      expect({ key, ok: typeof text === 'string' && text.trim().length > 0 }).toEqual({ key, ok: true });
      expect({ key, places: places(text!) }).toEqual({ key, places: places(english) });
    }
    for (const key of Object.keys(en.names)) expect((texts.names as Record<string, string>)[key]?.trim()).toBeTruthy();
    for (const [game, sentences] of Object.entries(en.rules)) expect((texts.rules as Record<string, string[]>)[game]).toHaveLength(sentences.length);
    for (const key of Object.keys(en.blurbs)) expect((texts.blurbs as Record<string, string>)[key]?.trim()).toBeTruthy();
  });

  it("English rules are the tables' own rules, and every word a table shows has a translation", () => {
    const names = new Set(Object.keys(en.names));
    for (const game of CARD_GAMES) {
      expect(en.rules[game.id as keyof typeof en.rules]).toEqual(game.rules);
      const words = [
        ...game.markets.flatMap((m) => [m.name, ...m.selections.map((s) => s.name), ...(m.paytable ?? []).map((p) => p.label)]),
        ...game.slots.map((s) => s.name),
        ...Object.values(WINNER_LABELS[game.id] ?? {}),
      ];
      for (const word of words) expect({ game: game.id, word, known: names.has(word) }).toEqual({ game: game.id, word, known: true });
    }
  });

  it('reads a language code as the site sends it, English otherwise', () => {
    expect(langOf('hi')).toBe('hi');
    expect(langOf('kn-IN')).toBe('kn');
    expect(langOf('fr')).toBe('en');
    expect(langOf(null)).toBe('en');
  });
});

describe('pages in the language passed at launch', () => {
  const memory = new MemoryWallet();
  let server: Server;
  let base = '';
  beforeAll(async () => {
    const wallet = await memory.client();
    server = createProviderServer({ wallet, sessions: new SessionStore(), games: new GameRegistry([aviatorGame(), ...cardTableGames(), ...tableGames(), ...slotGames(), ...instantGames(), ...dealerGames()]) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function page(game: string, lang: string): Promise<string> {
    const launched = await fetch(`${base}/launch?token=${memory.launch('42')}&player=42&game=${game}&lang=${lang}`, { redirect: 'manual' });
    expect(launched.status).toBe(302);
    const res = await fetch(new URL(launched.headers.get('location')!, base));
    expect(res.status).toBe(200);
    return res.text();
  }

  it.each(LANGUAGES)('%s: Aviator, the card tables and the live tables speak it', async (lang) => {
    const ui = TEXTS[lang].ui;
    const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    for (const game of ['aviator', 'dt20', 'teen20', 'roulette-european']) {
      const html = await page(game, lang);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(escape(game === 'roulette-european' ? ui['tables.placeBets'] : ui['common.verify']));
      // The page script's own texts are the same language's.
      expect(html).toContain(JSON.stringify(ui['common.placeBets']).replace(/</g, '\\u003c'));
    }
    const dragonTiger = await page('dt20', lang);
    expect(dragonTiger).toContain(escape(TEXTS[lang].names.Dragon));
    expect(dragonTiger).toContain(escape(TEXTS[lang].rules.dt20[0]!));
    if (lang !== 'en') {
      expect(dragonTiger).not.toContain('Verify a round');
      expect(dragonTiger).not.toContain('Bet slip');
    }
  });

  it.each(LANGUAGES)('%s: a slot, the wheel, the scratch card, blackjack and Three Card Poker are titled with their names in it, their texts in it', async (lang) => {
    const ui = TEXTS[lang].ui;
    const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    for (const [game, text] of [
      ['slot-tiger-temple', ui['slots.spin']],
      ['fortune-wheel', ui['wheel.pays']],
      ['scratch-lucky-diya', ui['scratch.revealAll']],
      ['blackjack', ui['blackjack.rule2']],
      ['three-card-poker', ui['poker.rule2']],
    ] as const) {
      const html = await page(game, lang);
      const name = escape(CATALOGUE_ENTRIES[game]!.names[lang]);
      expect(html).toContain(`<title>${name}</title>`);
      expect(html).toContain(`<h1>${name}</h1>`);
      expect(html).toContain(escape(text));
      if (lang !== 'en') expect(html).not.toContain('Provably fair');
    }
  });

  it.each(LANGUAGES)("%s: Three Card Poker states its own RTP line (97.99 %, 4,000,000 rounds measured), not blackjack's", async (lang) => {
    const ui = TEXTS[lang].ui;
    // the pages' markup (the script's texts, all of them, follow it)
    const markup = async (game: string) => (await page(game, lang)).split('<script type="application/json" id="khel-texts">')[0]!;
    const poker = await markup('three-card-poker');
    const blackjack = await markup('blackjack');
    expect(ui['poker.rtp']).not.toBe(ui['blackjack.rtp']);
    expect(ui['poker.rtp']).toMatch(/4[.,]000[.,]000|40,00,000/);
    expect(poker).toContain(ui['poker.rtp'].replace('{rtp}', '97.99'));
    expect(poker).not.toContain(ui['blackjack.rtp'].split('·')[1]!.trim());
    expect(blackjack).toContain(ui['blackjack.rtp'].split('·')[1]!.trim());
    if (lang === 'en') expect(poker).toContain('RTP 97.99% of all stakes playing queen-6-4 or better · measured over 4,000,000 simulated rounds');
  });

  it.each(LANGUAGES)("%s: every slot's paytable names its symbols in it", async (lang) => {
    const ui = TEXTS[lang].ui as Record<string, string>;
    for (const [game, machine] of Object.entries(MACHINES)) {
      const html = await page(game, lang);
      const names = [...html.matchAll(/<tr><td><span data-symbol="\d+">[^<]*<\/span> ([^<]*)<\/td>/g)].map((m) => m[1]);
      expect({ game, names }).toEqual({ game, names: machine.symbols.map((s) => ui[`sym.${s.key}`]) });
      if (lang !== 'en') for (const english of ['Seven', 'Crown', 'Tiger', 'Trophy', 'Firework', 'Raindrop']) expect({ game, english, shown: names.includes(english) }).toEqual({ game, english, shown: false });
    }
    expect(ui['sym.seven']).toBe({ en: 'Seven', hi: 'सात', bn: 'সাত', gu: 'સાત', kn: 'ಏಳು', mr: 'सात', es: 'Siete' }[lang]);
  });

  it('tells an expired link in the language asked for', async () => {
    const res = await fetch(`${base}/launch?token=stale-token&player=42&game=dt20&lang=mr`, { redirect: 'manual' });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(TEXTS.mr.ui['page.linkExpired']);
  });
});
