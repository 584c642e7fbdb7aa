// The header's event search (§2.8): a dropdown of matching events; a visitor's choice opens the
// login dialog and is visited after login.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentTimeSetting, eventNameIn, sportNameKey, dateTimeIn, gateCasinoEntry, isCasinoPath, requestLogin, timeSetting$, type TimeZoneSetting } from '@khel/shared-kernel';
import { useObservable } from '../hooks/useObservable';
import { useOutsideClick } from '../hooks/useOutsideClick';
import { useSession } from '../session/useSession';
import { fetchSearchList, searchEvents, targetOf, type SearchEvent } from './search';

export const NO_DATA_FOUND = 'No data found';

/** 'In-Play', or when it starts (India time, the default setting): two results with one name are told apart. */
function whenText(e: SearchEvent, t: (key: string) => string, setting: TimeZoneSetting): string | null {
  if (e.inplay) return t('sports.inPlay');
  return e.match_date ? dateTimeIn(e.match_date, setting) : null;
}

export function EventSearch({ mobile = false, onDone }: { mobile?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const setting = useObservable(timeSetting$, currentTimeSetting());
  const [query, setQuery] = useState('');
  const [events, setEvents] = useState<{ loggedIn: boolean; list: SearchEvent[] } | null>(null);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, open, close);

  // The list is read on first use and again when the login state changes.
  const ensureList = () => {
    if (events?.loggedIn === session.isLogin) return;
    fetchSearchList(session.isLogin).then(
      (list) => setEvents({ loggedIn: session.isLogin, list }),
      (err: unknown) => console.warn('search list failed', err),
    );
  };

  const results = useMemo(() => searchEvents(events?.list ?? [], query), [events, query]);

  const choose = (event: SearchEvent) => {
    const target = targetOf(event);
    setOpen(false);
    setQuery('');
    onDone?.();
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

  return (
    <div className={`search ${mobile ? 'search--mobile' : ''}`} ref={ref}>
      <input
        className="search__input"
        type="search"
        autoFocus={mobile}
        placeholder={t('header.searchHint')}
        aria-label={t('header.searchHint')}
        data-testid={mobile ? 'search-input-mobile' : 'search-input'}
        value={query}
        onFocus={() => {
          ensureList();
          setOpen(true);
        }}
        onChange={(e) => {
          ensureList();
          setQuery(e.target.value);
          setOpen(true);
        }}
      />
      {open && results && (
        <ul className="search__dropdown" role="listbox" data-testid="search-results">
          {results.length === 0 ? (
            <li className="search__empty">{NO_DATA_FOUND}</li>
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
      )}
    </div>
  );
}
