// The host's casino catalogue (POST /casino/catalogue, designed): the games, and the lobby tabs and
// studios that have any. Read once and shared by every casino page; read again after a minute.
import { useEffect, useState } from 'react';
import { api, type CasinoCatalogue, type CasinoCatalogueGame, type Envelope } from '@khel/shared-kernel';

const FRESH_MS = 60_000;
let cached: { at: number; promise: Promise<CasinoCatalogue> } | null = null;

export function loadCatalogue(now = Date.now()): Promise<CasinoCatalogue> {
  if (cached && now - cached.at < FRESH_MS) return cached.promise;
  const promise = api.post<Envelope<CasinoCatalogue>>('casino/catalogue', {}).then(({ data }) => {
    if (!data.status || !data.data) throw new Error('no catalogue');
    return data.data;
  });
  cached = { at: now, promise };
  promise.catch(() => {
    if (cached?.promise === promise) cached = null;
  });
  return promise;
}

/** Forgets the catalogue read (tests; a new host). */
export function forgetCatalogue(): void {
  cached = null;
}

export type CatalogueState = { kind: 'loading' } | { kind: 'failed'; retry: () => void } | { kind: 'ready'; catalogue: CasinoCatalogue };

export function useCasinoCatalogue(): CatalogueState {
  const [state, setState] = useState<CatalogueState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadCatalogue().then(
      (catalogue) => live && setState({ kind: 'ready', catalogue }),
      () => live && setState({ kind: 'failed', retry: () => (setState({ kind: 'loading' }), setAttempt((a) => a + 1)) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return state;
}

/** A studio's name as links spell it ('Turbo Games', 'turbo-games') reduced to compare. */
export const studioKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The game's name in the player's language, else English. */
export const gameName = (game: CasinoCatalogueGame, language: string | undefined) =>
  (language && (game.name[language] ?? game.name[language.slice(0, 2)])) || game.name.en || game.id;

/** Where a tile leads: the game's page, launched with qtech/launchUrl {gameId, providerCode} (§2.1, §7.4). */
export const gamePath = (game: CasinoCatalogueGame) => `/casino-live/${encodeURIComponent(game.id)}/${encodeURIComponent(game.provider)}`;
