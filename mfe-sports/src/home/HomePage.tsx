// Home (§2.1 / and /default-page): in-play and upcoming matches grouped by sport. The first screen's
// rows render first and paint; the rest follow in the next task (a phone spent seconds rendering the
// whole list before its first row showed: issue #20).
import { useEffect, useState } from 'react';
import { sayNow, type Say } from '../i18n/say';
import { useTranslation } from 'react-i18next';
import { sportNameKey } from '@khel/shared-kernel';
import { fetchMatches, useMenuSports, type MatchListItem, type Sport } from '../api/catalog';
import { useLoggedIn } from '../api/use-logged-in';
import { MatchList, MatchListSkeleton, NO_EVENTS, byStart } from '../market-rows/MatchList';
import { PLAYER_POLL_MS, VISITOR_POLL_MS, usePolling } from '../polling/use-polling';
import { useNow } from '../polling/use-now';
import { useObservable } from '../bet-slip/use-observable';
import { favourites$, isFavourite } from '../favourites/favourites';

export interface HomeData {
  sports: readonly Sport[];
  matches: MatchListItem[];
}

/** Every listed match of every sport (the menu's sports, for names and order, come from useMenuSports). */
export async function loadHome(signal: AbortSignal): Promise<MatchListItem[]> {
  return fetchMatches({}, signal);
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

/** False until the first screen has painted once the list is there. */
function useAfterFirstPaint(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAfter(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, after]);
  return after;
}

export default function HomePage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const now = useNow();
  const { data, settled } = usePolling(loadHome, loggedIn ? PLAYER_POLL_MS : VISITOR_POLL_MS, 'home');
  const sports = useMenuSports();
  const allGroups = data ? groupBySport({ sports, matches: data }, t) : [];
  const groups = useAfterFirstPaint(data !== null && data !== undefined) ? allGroups : firstRows(allGroups, FIRST_SCREEN_ROWS);
  const favourites = useObservable(favourites$, null);
  const favouriteMatches = favourites ? (data ?? []).filter((m) => isFavourite(favourites, m.match_id)).sort(byStart) : [];
  return (
    <section className="sports-page sports-home" data-testid="sports-home">
      <MatchList title={t('sports.favourites')} matches={favouriteMatches} nowMs={now} testId="favourites-list" />
      {!settled && <MatchListSkeleton />}
      {groups.map((g) => (
        <MatchList key={g.sportId} title={g.name} matches={g.matches} nowMs={now} />
      ))}
      {settled && groups.length === 0 && <p className="sports-empty" data-testid="no-events">{t(NO_EVENTS)}</p>}
    </section>
  );
}
