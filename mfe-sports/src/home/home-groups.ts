// The home list's grouping (§2.1): matches by sport in the menu's order, and the first screen's rows.
// Pure (no React): the home page and its server-side first paint (first-paint.ts) both use it.
import { sportNameKey } from '@khel/shared-kernel';
import { sayNow, type Say } from '../i18n/say';
import type { MatchListItem, Sport } from '../api/catalog';
import { byStart } from '../market-rows/list-order';

export interface HomeData {
  sports: readonly Sport[];
  matches: MatchListItem[];
}

/** Matches by sport, in the menu's sport order (unknown sports last), in-play first in each. */
export function groupBySport(data: HomeData, t: Say = sayNow): Array<{ sportId: number; name: string; matches: MatchListItem[] }> {
  const order = new Map(data.sports.map((s, i) => [s.sport_id, i]));
  const groups = new Map<number, MatchListItem[]>();
  for (const m of data.matches) groups.set(m.sport_id, [...(groups.get(m.sport_id) ?? []), m]);
  return [...groups.entries()]
    .sort(([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || a - b)
    .map(([sportId, matches]) => ({
      sportId,
      name: sportTitle(sportId, data.sports.find((s) => s.sport_id === sportId)?.name, t),
      matches: [...matches].sort(byStart),
    }));
}

/** A sport's heading in the player's language: the site's name for it, else the menu's, else its number. */
export function sportTitle(sportId: number, menuName: string | undefined, t: Say = sayNow): string {
  const key = sportNameKey(sportId);
  return key ? t(key) : (menuName ?? t('sports.sportNumber', { id: sportId }));
}

/** The rows the first render shows (a phone's first screen holds fewer). */
export const FIRST_SCREEN_ROWS = 12;

/** The groups cut to their first `rows` rows in all (later groups drop out). */
export function firstRows<G extends { matches: MatchListItem[] }>(groups: G[], rows: number): G[] {
  const out: G[] = [];
  let left = rows;
  for (const g of groups) {
    if (left <= 0) break;
    out.push(g.matches.length <= left ? g : { ...g, matches: g.matches.slice(0, left) });
    left -= g.matches.length;
  }
  return out;
}

