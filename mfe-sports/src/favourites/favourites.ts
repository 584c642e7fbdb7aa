// Favourite events, kept in local storage (§3 "Favorites"): the lists inPlay, popular, future,
// sportMarkets and favoritesAll, each item known by its id (the match id) and marketId. A star on
// a match row toggles it; home shows the favourites first.
import { BehaviorSubject, type Observable } from 'rxjs';

export const FAVOURITES_KEY = 'favorites';
/** A bound on what local storage holds: the oldest favourites drop off beyond it. */
export const MAX_FAVOURITES = 200;

export interface FavouriteItem {
  id: number;
  marketId: string | null;
  match_name: string;
  sport_id: number;
}

export interface Favourites {
  inPlay: FavouriteItem[];
  popular: FavouriteItem[];
  future: FavouriteItem[];
  sportMarkets: FavouriteItem[];
  favoritesAll: FavouriteItem[];
}

const EMPTY: Favourites = { inPlay: [], popular: [], future: [], sportMarkets: [], favoritesAll: [] };
const LISTS = Object.keys(EMPTY) as Array<keyof Favourites>;

function read(): Favourites {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return EMPTY;
    const stored = parsed as Partial<Record<keyof Favourites, unknown>>;
    const out = { ...EMPTY };
    for (const list of LISTS) {
      const items = stored[list];
      out[list] = Array.isArray(items) ? items.filter((i): i is FavouriteItem => typeof i === 'object' && i !== null && Number.isSafeInteger((i as FavouriteItem).id)) : [];
    }
    return out;
  } catch {
    return EMPTY;
  }
}

const state = new BehaviorSubject<Favourites>(typeof localStorage === 'undefined' ? EMPTY : read());
export const favourites$: Observable<Favourites> = state.asObservable();
/** The favourites now (a first render shows them, not a placeholder replaced by the bus's replay). */
export const currentFavourites = (): Favourites => state.getValue();

export function isFavourite(favourites: Favourites, matchId: number): boolean {
  return favourites.favoritesAll.some((f) => f.id === matchId);
}

/** Adds the match to favoritesAll and to inPlay or future by its state; removes it from every list if present. */
export function toggleFavourite(match: FavouriteItem & { inplay?: boolean }): void {
  const current = state.getValue();
  const without = (items: FavouriteItem[]) => items.filter((f) => f.id !== match.id);
  let next: Favourites;
  if (isFavourite(current, match.id)) {
    next = {
      inPlay: without(current.inPlay),
      popular: without(current.popular),
      future: without(current.future),
      sportMarkets: without(current.sportMarkets),
      favoritesAll: without(current.favoritesAll),
    };
  } else {
    const item: FavouriteItem = { id: match.id, marketId: match.marketId, match_name: match.match_name, sport_id: match.sport_id };
    const add = (items: FavouriteItem[]) => [...items, item].slice(-MAX_FAVOURITES);
    next = {
      ...current,
      favoritesAll: add(current.favoritesAll),
      inPlay: match.inplay ? add(current.inPlay) : current.inPlay,
      future: match.inplay ? current.future : add(current.future),
    };
  }
  state.next(next);
  try {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the favourites still hold for this visit.
  }
}

/** Reloads from storage (another tab changed it; tests). */
export function reloadFavourites(): void {
  state.next(read());
}
