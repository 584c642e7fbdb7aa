// The casino's game catalogue, as the host's provider publishes it (GET {provider}/catalogue; the
// built-in provider's is casino-provider/src/catalogue/). Kept per provider address — one per host,
// as the address names the host — fetched on first use, refreshed every `refreshMs` (with the ETag
// it last got), and when a fetch fails or answers nonsense the last good copy stays. What the
// provider sends is checked game by game: a game with a bad id, section or picture is left out,
// tabs are kept to the lists of spec §3, names fall back to English.
import type { CasinoCatalogue, CasinoCatalogueGame } from '@khel/shared-kernel/contract';

export const LIVE_TABS = ['top', 'live', 'table', 'poker', 'blackjack', 'baccarat', 'roulette', 'shows', 'virtual'] as const;
export const SLOT_TABS = ['main', 'all', 'fishing', 'bingo', 'virtual', 'multiplayer', 'scratch'] as const;
const LANGS = ['en', 'hi', 'bn', 'gu', 'kn', 'mr', 'es'] as const;
const GAME_ID = /^[\w.:-]{1,100}$/;
const STUDIO = /^[\w .-]{1,50}$/;
const MAX_GAMES = 2000;

/** The provider's address for a host: the configured address with {hostname} filled in. */
export const providerBaseFor = (template: string, hostname: string): string => template.replaceAll('{hostname}', hostname || 'localhost');

/**
 * Where this server fetches `url` from: a name under .localhost (play.localhost, second.localhost in
 * development) is this machine (RFC 6761), which browsers know but Node's resolver does not.
 */
export function fetchableUrl(url: string): string {
  const u = new URL(url);
  if (u.hostname.endsWith('.localhost')) u.hostname = 'localhost';
  return u.href;
}

/** The games of a host's provider, by the host's name. */
export type HostCatalogue = (hostname: string) => Promise<readonly CasinoCatalogueGame[]>;

export interface CatalogueOptions {
  /** how often a host's catalogue is fetched again */
  refreshMs: number;
  /** how long a fetch may take */
  timeoutMs?: number;
  /** after a failed first fetch (nothing kept yet), how soon a request may try again */
  retryMs?: number;
  log?: (message: string, detail: Record<string, unknown>) => void;
}

interface Entry {
  games: CasinoCatalogueGame[] | null;
  etag: string | null;
  /** the fetch under way */
  pending: Promise<void> | null;
  lastTry: number;
  timer: NodeJS.Timeout | null;
}

const EMPTY: readonly CasinoCatalogueGame[] = [];

export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private closed = false;

  constructor(private readonly options: CatalogueOptions) {}

  /** The games of the provider at `providerBase` (its last good copy; none before its first answer). */
  async games(providerBase: string): Promise<readonly CasinoCatalogueGame[]> {
    const base = providerBase.replace(/\/+$/, '');
    let entry = this.entries.get(base);
    if (!entry) {
      entry = { games: null, etag: null, pending: null, lastTry: 0, timer: null };
      this.entries.set(base, entry);
      if (!this.closed) {
        const e = entry;
        entry.timer = setInterval(() => void this.refresh(base, e), this.options.refreshMs);
        entry.timer.unref();
      }
    }
    if (entry.games === null && Date.now() - entry.lastTry >= (this.options.retryMs ?? 5_000)) await this.refresh(base, entry);
    else if (entry.pending && entry.games === null) await entry.pending;
    return entry.games ?? EMPTY;
  }

  /** Fetches a host's catalogue now (one fetch at a time per host). */
  refresh(base: string, entry: Entry): Promise<void> {
    if (entry.pending) return entry.pending;
    entry.lastTry = Date.now();
    entry.pending = this.fetchInto(base, entry).finally(() => {
      entry.pending = null;
    });
    return entry.pending;
  }

  close(): void {
    this.closed = true;
    for (const e of this.entries.values()) if (e.timer) clearInterval(e.timer);
  }

  private async fetchInto(base: string, entry: Entry): Promise<void> {
    const url = `${base}/catalogue`;
    try {
      const res = await fetch(fetchableUrl(url), {
        headers: { accept: 'application/json', ...(entry.etag && entry.games ? { 'if-none-match': entry.etag } : {}) },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
        redirect: 'error',
      });
      if (res.status === 304 && entry.games) return;
      if (!res.ok) throw new Error(`answered ${res.status}`);
      const games = parseCatalogue(await res.json(), url);
      entry.games = games;
      entry.etag = res.headers.get('etag');
    } catch (err) {
      this.options.log?.('casino catalogue: fetch failed; the last good copy stays', { url, error: String(err), kept: entry.games?.length ?? 0 });
    }
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const money = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1e9 ? Math.round(v * 100) / 100 : null);

/** The provider's answer checked game by game; throws when it is not a catalogue at all. */
export function parseCatalogue(body: unknown, catalogueUrl: string): CasinoCatalogueGame[] {
  if (!isObject(body) || !Array.isArray(body.games)) throw new Error('not a catalogue');
  const seen = new Set<string>();
  const games: CasinoCatalogueGame[] = [];
  for (const g of body.games.slice(0, MAX_GAMES)) {
    if (!isObject(g) || typeof g.id !== 'string' || !GAME_ID.test(g.id) || seen.has(g.id)) continue;
    if (g.section !== 'live' && g.section !== 'slots') continue;
    const tabs: readonly string[] = g.section === 'live' ? LIVE_TABS : SLOT_TABS;
    const categories = Array.isArray(g.categories) ? tabs.filter((t) => (g.categories as unknown[]).includes(t)) : [];
    const names = isObject(g.name) ? g.name : {};
    const en = typeof names.en === 'string' && names.en.trim() ? names.en.trim().slice(0, 80) : null;
    const thumbnail = pictureUrl(g.thumbnail, catalogueUrl);
    const minStake = money(g.minStake);
    const maxStake = money(g.maxStake);
    const rtp = typeof g.rtp === 'number' && g.rtp > 0 && g.rtp <= 100 ? g.rtp : null;
    const provider = typeof g.provider === 'string' && STUDIO.test(g.provider) ? g.provider : null;
    if (!en || !thumbnail || minStake === null || maxStake === null || rtp === null || !provider || !categories.length) continue;
    const name: Record<string, string> = { en };
    for (const lang of LANGS) {
      const text = names[lang];
      if (lang !== 'en' && typeof text === 'string' && text.trim()) name[lang] = text.trim().slice(0, 80);
    }
    seen.add(g.id);
    games.push({ id: g.id, name, provider, section: g.section, categories, thumbnail, rtp, minStake, maxStake });
  }
  return games;
}

/** A picture's absolute http(s) address (relative ones are relative to the catalogue's). */
function pictureUrl(value: unknown, catalogueUrl: string): string | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  try {
    const url = new URL(value, catalogueUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The catalogue as the site reads it: the games, and the tabs and studios that have any. */
export function catalogueView(games: readonly CasinoCatalogueGame[]): CasinoCatalogue {
  const tabsOf = (section: 'live' | 'slots', tabs: readonly string[]) =>
    tabs.filter((t) => games.some((g) => g.section === section && g.categories.includes(t)));
  return {
    games: [...games],
    liveCasino: { tabs: tabsOf('live', LIVE_TABS) },
    slotsGames: { tabs: tabsOf('slots', SLOT_TABS) },
    providers: [...new Set(games.map((g) => g.provider))],
  };
}
