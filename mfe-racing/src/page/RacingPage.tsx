// The racing page (§2.13) for horse racing (7) and greyhound racing (4339). Wide: the next (or
// chosen) race's header with its date, the race picker, the Combined Market and the race's odds
// table. Narrow: In Play and Upcoming tabs over an accordion of races, the first open at start.
// Both: the day's results and the article at the foot; no races says so.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { countdownText, eventNameIn, serverNow, type RacingMarketWire, type RacingResultWire, type TimeZoneSetting } from '@khel/shared-kernel';
import { formatTime } from '@khel/shared-kernel/time';
import { RacingArticle, type RacingKind } from '../article/RacingArticle';
import { RaceOdds } from '../race/RaceOdds';
import { initialRace, listRunners, splitRaces, venueLabel } from '../race/race-state';
import type { RaceSocketFactory } from '../race/race-stream';
import { useRaces } from '../race/use-races';
import { RaceResults } from '../results/RaceResults';
import { ComingSoon } from './ComingSoon';
import { useWide } from './use-wide';
import { useTimeSetting } from '../race/use-time-setting';
import './racing.css';

export const SPORT_OF: Record<RacingKind, number> = { horse: 7, greyhound: 4339 };

/** §2.13 date format of the next-race header, in the player's time setting. */
export const raceDate = (iso: string, setting: TimeZoneSetting): string => formatTime(iso, setting, 'h:mm A, DD-MM-YYYY');

export interface RacingPageProps {
  kind: RacingKind;
  socketOf?: RaceSocketFactory | null;
}

/** Where the sidebar or search sent the visitor: the race to open. */
function useAskedRace(): string | null {
  const state = useLocation().state as { racingEvent?: { marketId?: string } } | null;
  return state?.racingEvent?.marketId ?? null;
}

export function RacingPage({ kind, socketOf }: RacingPageProps) {
  const { t } = useTranslation();
  const sportId = SPORT_OF[kind];
  const { races, results, loading, reload } = useRaces(sportId);
  const wide = useWide();
  const asked = useAskedRace();
  const [comingSoonClosed, setComingSoonClosed] = useState(false);
  const section = t(kind === 'horse' ? 'nav.horseRacing' : 'nav.greyhoundRacing');
  const noCalendar = !loading && races.length === 0 && results.length === 0;

  return (
    <section className="racing-page" data-testid="racing-page" data-layout={wide ? 'wide' : 'narrow'}>
      <h1 className="racing-page__title">{section}</h1>
      {loading ? (
        <p className="racing-page__loading">{t('racing.loading')}</p>
      ) : races.length === 0 ? (
        <p className="racing-page__empty" data-testid="racing-empty">{t('racing.noEvents')}</p>
      ) : wide ? (
        <WideRaces races={races} results={results} asked={asked} onFinished={reload} socketOf={socketOf} />
      ) : (
        <NarrowRaces races={races} results={results} asked={asked} onFinished={reload} socketOf={socketOf} />
      )}
      {!loading && races.length === 0 && <RaceResults results={results} venue={null} />}
      <RacingArticle kind={kind} />
      {noCalendar && !comingSoonClosed && <ComingSoon section={section} onClose={() => setComingSoonClosed(true)} />}
    </section>
  );
}

interface RacesProps {
  races: RacingMarketWire[];
  results: readonly RacingResultWire[];
  asked: string | null;
  onFinished: () => void;
  socketOf?: RaceSocketFactory | null;
}

function WideRaces({ races, results, asked, onFinished, socketOf }: RacesProps) {
  const { t } = useTranslation();
  const setting = useTimeSetting();
  const [chosen, setChosen] = useState<string | null>(asked);
  useEffect(() => {
    if (asked) setChosen(asked);
  }, [asked]);
  // a chosen race that has left the list (it finished) gives way to the next one
  const race = initialRace(races, chosen);
  const ordered = useMemo(() => {
    const { inPlay, upcoming } = splitRaces(races);
    return [...inPlay, ...upcoming];
  }, [races]);
  if (!race) return null;
  return (
    <div className="racing-wide">
      <header className="next-race" data-testid="next-race">
        <h2 data-testid="next-race-name">{eventNameIn(race.market_name, race.market_start_time, setting)}</h2>
        <span className="next-race__venue">{venueLabel(race)}</span>
        <time data-testid="next-race-date">{raceDate(race.market_start_time, setting)}</time>
        {race.inplay && <span className="race-badge race-badge--inplay">{t('racing.inPlay')}</span>}
      </header>
      <nav className="race-picker" aria-label={t('racing.races')}>
        {ordered.map((r) => (
          <button
            key={r.market_id}
            type="button"
            className={`race-picker__race${r.market_id === race.market_id ? ' race-picker__race--chosen' : ''}`}
            data-testid={`pick-race-${r.market_id}`}
            onClick={() => setChosen(r.market_id)}
          >
            <strong>{formatTime(r.market_start_time, setting, 'h:mm A')}</strong> {venueLabel(r)}
            <small>{listRunners(r).map((x) => x.runnerName).join(', ')}</small>
          </button>
        ))}
      </nav>
      <RaceOdds key={race.market_id} race={race} results={results} onFinished={onFinished} socketOf={socketOf} />
      {/* the chosen race's venue's last results first */}
      <RaceResults results={results} venue={race.venue} />
    </div>
  );
}

function NarrowRaces({ races, results, asked, onFinished, socketOf }: RacesProps) {
  const { t } = useTranslation();
  const setting = useTimeSetting();
  const { inPlay, upcoming } = splitRaces(races);
  const [tab, setTab] = useState<'inplay' | 'upcoming'>(() => (asked ? (inPlay.some((r) => r.market_id === asked) ? 'inplay' : 'upcoming') : inPlay.length > 0 ? 'inplay' : 'upcoming'));
  const shown = tab === 'inplay' ? inPlay : upcoming;
  // §4.6: open or closed per market_id; the first item (or the one asked for) is open at start
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const isOpen = (r: RacingMarketWire, i: number) => open[r.market_id] ?? (asked ? r.market_id === asked : i === 0);
  return (
    <div className="racing-narrow">
      <div className="race-tabs" role="tablist">
        {(['inplay', 'upcoming'] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} className={`race-tabs__tab${tab === k ? ' race-tabs__tab--on' : ''}`} data-testid={`tab-${k}`} onClick={() => setTab(k)}>
            {t(k === 'inplay' ? 'racing.inPlay' : 'racing.upcoming')} ({(k === 'inplay' ? inPlay : upcoming).length})
          </button>
        ))}
      </div>
      {shown.length === 0 && <p className="racing-page__empty">{t('racing.noEvents')}</p>}
      {shown.map((r, i) => {
        const expanded = isOpen(r, i);
        return (
          <div className={`race-item${expanded ? ' race-item--open' : ''}`} key={r.market_id} data-testid={`race-item-${r.market_id}`}>
            <button type="button" className="race-item__head" aria-expanded={expanded} data-testid={`race-toggle-${r.market_id}`} onClick={() => setOpen((o) => ({ ...o, [r.market_id]: !expanded }))}>
              <span className="race-item__venue">{venueLabel(r)}</span>
              <span className="race-item__time">
                {formatTime(r.market_start_time, setting, 'h:mm A')} · {countdownText(Date.parse(r.market_start_time), serverNow(), (key, values) => t(key, values))}
              </span>
              {!expanded && <small className="race-item__runners">{listRunners(r).map((x) => x.runnerName).join(', ')}</small>}
            </button>
            {expanded && <RaceOdds race={r} results={results} onFinished={onFinished} socketOf={socketOf} />}
          </div>
        );
      })}
      <RaceResults results={results} venue={shown.find((r, i) => isOpen(r, i))?.venue ?? null} />
    </div>
  );
}
