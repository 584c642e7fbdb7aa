// A list of matches (home, sport, competition): name linking to the event page, the start label
// (§2.14), an in-play mark, and the first back and lay price of each runner (1 X 2).
import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { selectOdds, type SlipSelection } from '@khel/shared-kernel';
import type { MatchListItem } from '../api/catalog';
import { OddsCell } from './OddsCell';
import { formatVolume, runnerLevels, runnerRowStatus, selectionIdOf, startLabel } from './row-state';
import { runnerSelection, type SlipMarket } from './selection';
import { isFavourite, toggleFavourite, favourites$ } from '../favourites/favourites';
import { useObservable } from '../bet-slip/use-observable';
import './market-rows.css';

/** i18n key of the §8 empty list text. */
export const NO_EVENTS = 'sports.noEvents';

export function eventPath(match: Pick<MatchListItem, 'sport_id' | 'match_id' | 'market_id'>): string {
  return `/event-page/${match.sport_id}/${match.match_id}${match.market_id ? `/${match.market_id}` : ''}`;
}

function FavouriteStar({ match }: { match: MatchListItem }) {
  const favourites = useObservable(favourites$, null);
  const { t } = useTranslation();
  const on = favourites !== null && isFavourite(favourites, match.match_id);
  return (
    <button
      type="button"
      className={`match-row__star${on ? ' match-row__star--on' : ''}`}
      aria-pressed={on}
      aria-label={t(on ? 'sports.removeFavourite' : 'sports.addFavourite')}
      data-testid={`favourite-${match.match_id}`}
      onClick={() => toggleFavourite({ id: match.match_id, marketId: match.market_id, match_name: match.match_name, sport_id: match.sport_id, inplay: match.inplay })}
    >
      {on ? '★' : '☆'}
    </button>
  );
}

function MatchRowView({ match, nowMs, pick }: { match: MatchListItem; nowMs: number; pick: (s: SlipSelection) => void }) {
  const { t } = useTranslation();
  const startMs = match.match_date ? Date.parse(match.match_date) : NaN;
  // The list shows the match's main market, a match odds market that is open while listed.
  const market: SlipMarket = { ...match, market_id: match.market_id ?? '', market_type: 'MATCH_ODDS', market_name: 'Match Odds' };
  return (
    <div className="match-row" data-testid={`match-row-${match.match_id}`}>
      <div className="match-row__info">
        <FavouriteStar match={match} />
        <Link to={eventPath(match)} data-testid={`match-link-${match.match_id}`}>{match.match_name}</Link>
        {match.inplay && <span className="match-row__inplay">{t('sports.inPlay')}</span>}
        <div className="match-row__time" data-testid={`match-time-${match.match_id}`}>
          {Number.isFinite(startMs) ? startLabel(startMs, nowMs, undefined, t) : ''}
        </div>
      </div>
      <div className="market-row__cells">
        {columnsOf(match.runners ?? []).map((runner, column) => {
          if (!runner) return <span key={`gap${column}`} className="match-row__gap" aria-hidden="true" />;
          const id = selectionIdOf(runner);
          const { back, lay } = runnerLevels(runner);
          const open = match.market_id !== null && runnerRowStatus('OPEN', runner.status) === 'OPEN';
          return (['back', 'lay'] as const).map((side) => {
            const best = (side === 'back' ? back : lay)[0];
            return (
              <OddsCell
                key={`${side}${id}`}
                testId={`odds-${side}-${match.market_id}-${id}-0`}
                side={side}
                price={best?.price}
                sizeText={formatVolume(best?.size)}
                active={open}
                onPick={() => best && pick(runnerSelection(market, runner, side === 'back', best.price))}
              />
            );
          });
        })}
      </div>
    </div>
  );
}

const MatchRow = memo(MatchRowView);

export interface MatchListProps {
  title: string;
  matches: MatchListItem[];
  nowMs: number;
  pick?: (s: SlipSelection) => void;
  testId?: string;
}

export function MatchList({ title, matches, nowMs, pick = selectOdds, testId = 'match-list' }: MatchListProps) {
  if (matches.length === 0) return null;
  return (
    <section className="match-list" data-testid={testId}>
      <h2>{title}</h2>
      {matches.map((m) => (
        <MatchRow key={m.match_id} match={m} nowMs={nowMs} pick={pick} />
      ))}
    </section>
  );
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
