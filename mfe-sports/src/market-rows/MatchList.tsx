// A list of matches (home, sport, competition): name linking to the event page, the start label
// (§2.14), an in-play mark, and the first back and lay price of each runner (1 X 2).
// Prices go through the price store (price-store.ts): a poll publishes each match's runners, and
// only the cells whose price changed write and flash; a row renders again only when what it shows
// besides prices changes (runners, names, statuses, the start label).
import { useTranslation } from 'react-i18next';
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { currentTimeSetting, eventNameIn, offsetMinutesIn, selectOdds, timeSetting$, type SlipSelection, type TimeZoneSetting } from '@khel/shared-kernel';
import type { MatchListItem } from '../api/catalog';
import { LiveOddsCell } from './LiveOddsCell';
import { OddsCell } from './OddsCell';
import { priceStore } from './price-store';
import { runnerNameOf, runnerRowStatus, selectionIdOf, startLabel } from './row-state';
import { runnerSelection, type SlipMarket } from './selection';
import { currentFavourites, isFavourite, toggleFavourite, favourites$ } from '../favourites/favourites';
import { useObservable } from '../bet-slip/use-observable';
import { columnsOf, eventPath } from './list-order';
import './market-rows.css';

export { NO_EVENTS, byStart, columnsOf, eventPath } from './list-order';


/** What every row of a list shares, read once per list (not per row: a row's hooks and t() calls were a share of the home page's render, issue #20). */
interface RowShared {
  t: TFunction;
  /** the labels every row repeats, translated once */
  labels: { inPlay: string; addFavourite: string; removeFavourite: string };
  setting: TimeZoneSetting;
  pick: (s: SlipSelection) => void;
}

function FavouriteStar({ match, on, labels }: { match: MatchListItem; on: boolean; labels: RowShared['labels'] }) {
  return (
    <button
      type="button"
      className={`match-row__star${on ? ' match-row__star--on' : ''}`}
      aria-pressed={on}
      aria-label={on ? labels.removeFavourite : labels.addFavourite}
      data-testid={`favourite-${match.match_id}`}
      onClick={() => toggleFavourite({ id: match.match_id, marketId: match.market_id, match_name: match.match_name, sport_id: match.sport_id, inplay: match.inplay })}
    >
      {on ? '★' : '☆'}
    </button>
  );
}

function MatchRowView({ match, nowMs, favourite, shared: { t, labels, setting, pick } }: { match: MatchListItem; nowMs: number; favourite: boolean; shared: RowShared }) {
  const startMs = match.match_date ? Date.parse(match.match_date) : NaN;
  const name = eventNameIn(match.match_name, match.match_date, setting);
  // The list shows the match's main market, a match odds market that is open while listed.
  const market: SlipMarket = { ...match, market_id: match.market_id ?? '', market_type: 'MATCH_ODDS', market_name: 'Match Odds' };
  return (
    <div className="match-row" data-testid={`match-row-${match.match_id}`}>
      <div className="match-row__info">
        <FavouriteStar match={match} on={favourite} labels={labels} />
        <Link to={eventPath(match)} data-testid={`match-link-${match.match_id}`}>{name}</Link>
        {match.inplay && <span className="match-row__inplay">{labels.inPlay}</span>}
        <div className="match-row__time" data-testid={`match-time-${match.match_id}`}>
          {Number.isFinite(startMs) ? startLabel(startMs, nowMs, offsetMinutesIn(setting, startMs), t) : ''}
        </div>
      </div>
      <div className="market-row__cells">
        {columnsOf(match.runners ?? []).map((runner, column) => {
          if (!runner) return <span key={`gap${column}`} className="match-row__gap" aria-hidden="true" />;
          const id = selectionIdOf(runner);
          const open = match.market_id !== null && runnerRowStatus('OPEN', runner.status) === 'OPEN';
          return (['back', 'lay'] as const).map((side) =>
            match.market_id === null ? (
              <OddsCell key={`${side}${id}`} testId={`odds-${side}-null-${id}-0`} side={side} price={undefined} sizeText="" active={false} onPick={() => undefined} />
            ) : (
              <LiveOddsCell
                key={`${side}${id}`}
                testId={`odds-${side}-${match.market_id}-${id}-0`}
                marketId={match.market_id}
                selectionId={id}
                side={side}
                level={0}
                active={open}
                outer={false}
                onPick={(price) => pick(runnerSelection(market, runner, side === 'back', price))}
              />
            ),
          );
        })}
      </div>
    </div>
  );
}

/** What a row shows besides its prices (those reach its cells through the price store). */
const rowShape = (m: MatchListItem) =>
  [m.match_id, m.match_name, m.match_date, m.inplay, m.market_id, m.sport_id, ...(m.runners ?? []).flatMap((r) => [selectionIdOf(r), runnerNameOf(r), r.status])].join('|');

const MatchRow = memo(
  MatchRowView,
  (a, b) => a.nowMs === b.nowMs && a.favourite === b.favourite && a.shared === b.shared && (a.match === b.match || rowShape(a.match) === rowShape(b.match)),
);

export interface MatchListProps {
  title: string;
  matches: MatchListItem[];
  nowMs: number;
  pick?: (s: SlipSelection) => void;
  testId?: string;
}

/**
 * The matches' runners into the store before the cells mount, and the cells told after the commit.
 * Lists are polled only (no stream, no sequence): a list publishes each poll's answer once, not
 * again when it renders for the clock.
 */
function usePublishedMatches(matches: readonly MatchListItem[]): void {
  const published = useRef<readonly MatchListItem[] | null>(null);
  if (published.current !== matches) {
    published.current = matches;
    for (const m of matches) if (m.market_id) priceStore.publish(m.market_id, undefined, m.runners);
  }
  useLayoutEffect(() => priceStore.flush(), [matches]);
  const ids = [...new Set(matches.map((m) => m.market_id).filter((id): id is string => Boolean(id)))].join(',');
  // the store forgets a list's markets when no list shows them any more
  useLayoutEffect(() => {
    const releases = ids ? ids.split(',').map((id) => priceStore.retain(id)) : [];
    return () => releases.forEach((release) => release());
  }, [ids]);
}

export function MatchList({ title, matches, nowMs, pick = selectOdds, testId = 'match-list' }: MatchListProps) {
  usePublishedMatches(matches);
  const { t } = useTranslation();
  const setting = useObservable(timeSetting$, currentTimeSetting());
  const favourites = useObservable(favourites$, currentFavourites());
  const shared = useMemo<RowShared>(
    () => ({ t, labels: { inPlay: t('sports.inPlay'), addFavourite: t('sports.addFavourite'), removeFavourite: t('sports.removeFavourite') }, setting, pick }),
    [t, setting, pick],
  );
  if (matches.length === 0) return null;
  return (
    <section className="match-list" data-testid={testId}>
      <header className="match-list__header">
        <h2>{title}</h2>
        <ColumnHeadings />
      </header>
      {matches.map((m) => (
        <MatchRow key={m.match_id} match={m} nowMs={nowMs} favourite={isFavourite(favourites, m.match_id)} shared={shared} />
      ))}
    </section>
  );
}

/** The 1 X 2 columns' headings, each over its Back and Lay cells. */
function ColumnHeadings() {
  const { t } = useTranslation();
  return (
    <div className="match-list__columns" data-testid="match-list-columns">
      {['1', t('sports.drawColumn'), '2'].map((column, i) => (
        <div key={i} className="match-list__column">
          <span className="match-list__column-name">{column}</span>
          <span className="match-list__side">{t('sports.back')}</span>
          <span className="match-list__side">{t('sports.lay')}</span>
        </div>
      ))}
    </div>
  );
}

/** Grey placeholder rows while a list's first answer is on its way, so the page is never blank. */
export function MatchListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <section className="match-list match-list--skeleton" aria-busy="true" data-testid="match-list-skeleton">
      <h2 className="skeleton__bar skeleton__bar--title" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="match-row" aria-hidden="true">
          <div className="match-row__info"><span className="skeleton__bar" /></div>
          <div className="market-row__cells">{Array.from({ length: 6 }, (_, c) => <span key={c} className="skeleton__cell" />)}</div>
        </div>
      ))}
    </section>
  );
}
