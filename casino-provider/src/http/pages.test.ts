// The provider's pages as served (finding 2 of the security review): no script of their own, only the
// provider's built modules and stylesheets (served as files, cached by their hashed names), under a CSP
// without 'unsafe-inline'; and Aviator refuses, at bet time, a client seed other players would see
// unless it is plain (`^[A-Za-z0-9_-]{1,64}$`), naming the refusal so the page says it in the player's language.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SessionStore } from '../sessions';
import { GameRegistry } from '../games/registry';
import { aviatorGame } from '../games/aviator';
import { cardTableGames } from '../games/cards';
import { slotGames } from '../games/slots';
import { tableGames } from '../games/tables';
import { instantGames } from '../games/instant';
import { dealerGames } from '../games/dealer';
import { TEXTS } from '../i18n';
import { GOOD_LAUNCH, launchWallet } from '../../test/launch-wallet';
import { NO_JOURNAL } from '../journal/journal';
import { ClientAssets } from './assets';
import { createProviderServer } from './server';

const built = mkdtempSync(path.join(tmpdir(), 'khel-provider-client-'));
const { wallet, money } = launchWallet();
money.balance = 2_000_00;
const aviator = aviatorGame();
let server: Server;
let base = '';

beforeAll(async () => {
  execFileSync('node', ['build.mjs', '--client', built], { cwd: path.join(__dirname, '../..') });
  server = createProviderServer({
    wallet,
    sessions: new SessionStore(),
    games: new GameRegistry([aviator, ...cardTableGames(), ...tableGames(), ...slotGames(), ...instantGames(), ...dealerGames()]),
    assets: ClientAssets.load(built),
  });
  aviator.start!(wallet, NO_JOURNAL);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  aviator.stop!();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(built, { recursive: true, force: true });
});

async function open(game: string, lang = 'en', coins?: string): Promise<{ session: string; page: Response }> {
  const launched = await fetch(`${base}/launch?${GOOD_LAUNCH}&game=${game}&lang=${lang}${coins === undefined ? '' : `&coins=${encodeURIComponent(coins)}`}`, { redirect: 'manual' });
  const location = launched.headers.get('location')!;
  return { session: new URL(location, base).searchParams.get('s')!, page: await fetch(new URL(location, base)) };
}

describe('provider pages', () => {
  it.each(['aviator', 'dt20', 'roulette-european', 'baccarat', 'slot-lotus-sevens', 'fortune-wheel', 'scratch-lucky-diya', 'blackjack', 'three-card-poker', 'lobby'])('%s: no inline script or style, its files named by hash, a CSP without unsafe-inline', async (game) => {
    const { page } = await open(game);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|; )style-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("require-trusted-types-for 'script'");
    const html = await page.text();
    // scripts: JSON data, or the page's module by URL; no code, no style element or attribute, no handler
    for (const [, attrs, content] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect({ attrs, inline: content!.length > 0 && !attrs!.includes('type="application/json"') }).toEqual({ attrs, inline: false });
    }
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    for (const url of [...scripts, ...styles]) {
      expect(url).toMatch(/^\/static\/[a-z]+\.[0-9a-f]{10}\.(js|css)$/);
      const file = await fetch(`${base}${url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('content-type')).toMatch(url.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
      expect((await file.text()).length).toBeGreaterThan(500);
    }
  });

  it('serves a file gzipped when asked, answers 304 to its etag, and 404 to a name that is not a build’s', async () => {
    const { page } = await open('aviator');
    const url = /<script src="([^"]+)"/.exec(await page.text())![1]!;
    const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'gzip' } });
    const plain = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'identity' } });
    expect([res.headers.get('content-encoding'), plain.headers.get('content-encoding')]).toEqual(['gzip', null]);
    expect(await res.text()).toBe(await plain.text()); // fetch unzipped it
    expect((await fetch(`${base}${url}`, { headers: { 'if-none-match': res.headers.get('etag')! } })).status).toBe(304);
    expect((await fetch(`${base}${url.replace(/\.[0-9a-f]{10}\./, '.0000000000.')}`)).status).toBe(404);
    expect((await fetch(`${base}/static/../src/main.ts`)).status).toBe(404);
  });

  it('an error page has no script and the same policy', async () => {
    const res = await fetch(`${base}/play/aviator?s=made-up`);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(await res.text()).not.toMatch(/<script|\sstyle=/);
  });
});

describe("a play-money host's pages (issue 33: coins, not rupees)", () => {
  const GAMES = ['aviator', 'dt20', 'roulette-european', 'slot-lotus-sevens', 'fortune-wheel', 'scratch-lucky-diya', 'blackjack', 'three-card-poker'];
  const textsOf = (html: string) => JSON.parse(/<script type="application\/json" id="khel-texts">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, string>;

  it.each(GAMES)('%s: launched with the host\'s coin label, no ₹ anywhere on the page, its texts read in the label', async (game) => {
    const html = await (await open(game, 'hi', 'Khel coins')).page.text();
    expect(html).not.toContain('₹');
    expect(html).toContain('data-coin-label="Khel coins"');
    const texts = textsOf(html);
    expect(texts['aviator.betBtn']).toBe('बेट {amount} Khel coins');
    expect(texts['tables.youWin']).toBe('आप जीते {amount} Khel coins');
    expect(texts['aviator.stake']).toBe('स्टेक (Khel coins)');
  });

  it('the table chips and the instant stakes name the coins; a real-money launch keeps ₹', async () => {
    expect(await (await open('roulette-european', 'en', 'coins')).page.text()).toMatch(/data-chip="1000" aria-pressed="true">10 coins</);
    expect(await (await open('fortune-wheel', 'en', 'coins')).page.text()).toMatch(/data-stake="\d+" aria-pressed="true">\d+ coins</);
    const real = await (await open('roulette-european', 'en')).page.text();
    expect(real).toMatch(/data-chip="1000" aria-pressed="true">₹10</);
    expect(real).toContain('data-coin-label=""');
    expect(textsOf(real)['aviator.betBtn']).toBe('Bet ₹{amount}');
  });

  it('takes a label as text only: markup and quotes are dropped, at most 20 characters', async () => {
    const html = await (await open('dt20', 'en', '"><img src=x onerror=alert(1)> very long coin name')).page.text();
    expect(html).not.toContain('<img');
    expect(html).toMatch(/data-coin-label="img src=x onerror=al"/);
  });
});

describe('Aviator client seeds', () => {
  const bet = (session: string, clientSeed: unknown, requestId: string) =>
    fetch(`${base}/api/games/aviator/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session': session },
      body: JSON.stringify({ requestId, panel: 0, stakePaise: 500_00, autoCashOut: null, clientSeed }),
    });

  it('refuses a seed with markup (or too long, or empty) before any money moves, by a code every language names', async () => {
    const { session } = await open('aviator', 'hi');
    const attack = `<img src=x onerror="KHEL.call('/api/games/aviator/bet',{requestId:'r'+Date.now(),panel:1,stakePaise:50000,clientSeed:'x'})">`;
    for (const [i, seed] of [attack, 'x'.repeat(65), 'two words', 'a:b'].entries()) {
      const res = await bet(session, seed, `attack-request-${i}`);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ code: 'BAD_CLIENT_SEED', message: 'A client seed is 1 to 64 letters, digits, _ or -' });
    }
    expect(money.balance).toBe(2_000_00);
    expect(money.debits).toEqual([]);
    for (const lang of Object.keys(TEXTS) as Array<keyof typeof TEXTS>) expect(TEXTS[lang].ui['error.BAD_CLIENT_SEED']).toBeTruthy();
    expect(TEXTS.hi.ui['error.BAD_CLIENT_SEED']).toContain('क्लाइंट सीड');
  });
});
