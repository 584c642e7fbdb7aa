// The event search's list and results (§2.8): loaded as the player reaches for the search box, not
// with the shell's first load (issue #20); the box itself (EventSearch) is there from the start.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentTimeSetting, eventNameIn, sportNameKey, dateTimeIn, gateCasinoEntry, isCasinoPath, requestLogin, timeSetting$, type TimeZoneSetting } from '@khel/shared-kernel';
import { useObservable } from '../hooks/useObservable';
import { useSession } from '../session/useSession';
import { fetchSearchList, searchEvents, targetOf, type SearchEvent } from './search';
import { NO_DATA_FOUND } from './no-data';

/** 'In-Play', or when it starts (India time, the default setting): two results with one name are told apart. */
function whenText(e: SearchEvent, t: (key: string) => string, setting: TimeZoneSetting): string | null {
  if (e.inplay) return t('sports.inPlay');
  return e.match_date ? dateTimeIn(e.match_date, setting) : null;
}

export function SearchDropdown({ query, open, onChosen }: { query: string; open: boolean; onChosen(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const setting = useObservable(timeSetting$, currentTimeSetting());
  const [events, setEvents] = useState<{ loggedIn: boolean; list: SearchEvent[] } | null>(null);

  // The list is read on first use (the box opened) and again when the login state changes.
  const stale = open && events?.loggedIn !== session.isLogin;
  useEffect(() => {
    if (!stale) return;
    const loggedIn = session.isLogin;
    fetchSearchList(loggedIn).then(
      (list) => setEvents({ loggedIn, list }),
      (err: unknown) => console.warn('search list failed', err),
    );
  }, [stale, session.isLogin]);

  const results = useMemo(() => searchEvents(events?.list ?? [], query), [events, query]);

  const choose = (event: SearchEvent) => {
    const target = targetOf(event);
    onChosen();
    const state = target.racing ? { racingEvent: target.racing } : undefined;
    if (!session.isLogin) {
      // remembered through login, racing event and market included (§2.8)
      requestLogin(1, target.path, state);
      return;
    }
    // A casino result (sport 77777) goes through the §4.2 gate: a demo user is refused there.
    if (isCasinoPath(target.path) && gateCasinoEntry(target.path) !== 'go') return;
    navigate(target.path, state === undefined ? undefined : { state });
  };

  if (!open || !results) return null;
  return (
    <ul className="search__dropdown" role="listbox" data-testid="search-results">
      {results.length === 0 ? (
        <li className="search__empty">{t('commonMessages.noDataFound', { defaultValue: NO_DATA_FOUND })}</li>
      ) : (
        results.map((e) => (
          <li
            key={`${e.sport_id}-${e.match_id}`}
            role="option"
            aria-selected="false"
            aria-label={eventNameIn(e.match_name, e.match_date, setting)}
            aria-describedby={`search-meta-${e.sport_id}-${e.match_id}`}
            onMouseDown={(ev) => ev.preventDefault()}
            onClick={() => choose(e)}
          >
            <span className="search__name">{eventNameIn(e.match_name, e.match_date, setting)}</span>
            <span className="search__meta" id={`search-meta-${e.sport_id}-${e.match_id}`} data-testid={`search-meta-${e.match_id}`}>
              {[sportNameKey(e.sport_id) ? t(sportNameKey(e.sport_id)!) : null, e.series_name, whenText(e, t, setting)].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))
      )}
    </ul>
  );
}
