// Home (§2.1 / and /default-page): in-play and upcoming matches grouped by sport. The first screen's
// rows render first and paint; the rest follow a dozen per frame, each step a transition (a phone
// spent seconds rendering the whole list before its first row showed, and one commit of the rest was
// the page's longest task: issue #20; use-shown-count.ts).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchHomeEvents, useMenuSports, type MatchListItem } from '../api/catalog';
import { FIRST_SCREEN_ROWS, firstRows, groupBySport } from './home-groups';
import { useLoggedIn } from '../api/use-logged-in';
import { MatchList, MatchListSkeleton, NO_EVENTS, byStart } from '../market-rows/MatchList';
import { PLAYER_POLL_MS, VISITOR_POLL_MS, usePolling } from '../polling/use-polling';
import { useNow } from '../polling/use-now';
import { useObservable } from '../bet-slip/use-observable';
import { currentFavourites, favourites$, isFavourite } from '../favourites/favourites';
import { useShownCount } from '../market-rows/use-shown-count';

export { FIRST_SCREEN_ROWS, firstRows, groupBySport, sportTitle, type HomeData } from './home-groups';

/** Every listed match of every sport (the menu's sports, for names and order, come from useMenuSports). */
export async function loadHome(signal: AbortSignal): Promise<MatchListItem[]> {
  return fetchHomeEvents(signal);
}

/** Rows per step after the first screen (home-groups.ts FIRST_SCREEN_ROWS): each step is one small commit per frame. */
export const ROWS_PER_STEP = 12;

const rowCount = (groups: ReadonlyArray<{ matches: readonly unknown[] }>) => groups.reduce((n, g) => n + g.matches.length, 0);

export default function HomePage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const now = useNow();
  const { data, settled } = usePolling(loadHome, loggedIn ? PLAYER_POLL_MS : VISITOR_POLL_MS, 'home');
  const sports = useMenuSports();
  const allGroups = useMemo(() => (data ? groupBySport({ sports, matches: data }, t) : []), [data, sports, t]);
  const shown = useShownCount(rowCount(allGroups), FIRST_SCREEN_ROWS, ROWS_PER_STEP);
  const groups = firstRows(allGroups, shown);
  const favourites = useObservable(favourites$, currentFavourites());
  const favouriteMatches = useMemo(() => (data ?? []).filter((m) => isFavourite(favourites, m.match_id)).sort(byStart), [data, favourites]);
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
