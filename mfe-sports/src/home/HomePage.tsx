// Home (§2.1 / and /default-page): in-play and upcoming matches grouped by sport. The first screen's
// rows render first and paint; the rest follow in the next task (a phone spent seconds rendering the
// whole list before its first row showed: issue #20).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMatches, useMenuSports, type MatchListItem } from '../api/catalog';
import { FIRST_SCREEN_ROWS, firstRows, groupBySport } from './home-groups';
import { useLoggedIn } from '../api/use-logged-in';
import { MatchList, MatchListSkeleton, NO_EVENTS, byStart } from '../market-rows/MatchList';
import { PLAYER_POLL_MS, VISITOR_POLL_MS, usePolling } from '../polling/use-polling';
import { useNow } from '../polling/use-now';
import { useObservable } from '../bet-slip/use-observable';
import { favourites$, isFavourite } from '../favourites/favourites';

export { FIRST_SCREEN_ROWS, firstRows, groupBySport, sportTitle, type HomeData } from './home-groups';

/** Every listed match of every sport (the menu's sports, for names and order, come from useMenuSports). */
export async function loadHome(signal: AbortSignal): Promise<MatchListItem[]> {
  return fetchMatches({}, signal);
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
