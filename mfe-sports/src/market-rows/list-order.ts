// What a match list shows in which order (pure, no React): the 1 X 2 columns, in-play first, the
// event page's path. MatchList and the home page's server-side first paint (home/first-paint.ts) use it.
import type { MatchListItem } from '../api/catalog';

/** i18n key of the §8 empty list text. */
export const NO_EVENTS = 'sports.noEvents';

export function eventPath(match: Pick<MatchListItem, 'sport_id' | 'match_id' | 'market_id'>): string {
  return `/event-page/${match.sport_id}/${match.match_id}${match.market_id ? `/${match.market_id}` : ''}`;
}

/** The 1 X 2 columns: a two-runner match leaves the middle (draw) column empty so lists line up. */
export function columnsOf<T>(runners: readonly T[]): Array<T | null> {
  if (runners.length === 2) return [runners[0]!, null, runners[1]!];
  return runners.slice(0, 3);
}

/** In-play first, then by start time. */
export function byStart(a: MatchListItem, b: MatchListItem): number {
  if (Boolean(a.inplay) !== Boolean(b.inplay)) return a.inplay ? -1 : 1;
  return Date.parse(a.match_date ?? '') - Date.parse(b.match_date ?? '');
}
