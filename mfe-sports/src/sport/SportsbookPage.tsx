// The sportsbook, /sports-page/Sportsbook/0 (§2.1, §2.3: the header's SPORTS link; sport id 0 in
// §9): the whole book, every sport's in-play and upcoming matches from the server, with a tab per
// sport that has matches. The server lists no events under sport 0 itself, so 0 means "all".
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useMenuSports } from '../api/catalog';
import { useLoggedIn } from '../api/use-logged-in';
import { groupBySport, loadHome } from '../home/HomePage';
import { MatchList, NO_EVENTS } from '../market-rows/MatchList';
import { PLAYER_POLL_MS, VISITOR_POLL_MS, usePolling } from '../polling/use-polling';
import { useNow } from '../polling/use-now';

/** §9 sport ids: 0 is the sportsbook. */
export const SPORTSBOOK_SPORT_ID = 0;

export function SportsbookPage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const now = useNow();
  const { data, settled } = usePolling(loadHome, loggedIn ? PLAYER_POLL_MS : VISITOR_POLL_MS, 'sportsbook');
  const [chosen, setChosen] = useState<number | null>(null);
  const sports = useMenuSports();
  const groups = data ? groupBySport({ sports, matches: data }, t) : [];
  // a sport whose matches all ended falls back to every sport
  const shown = groups.some((g) => g.sportId === chosen) ? groups.filter((g) => g.sportId === chosen) : groups;
  const inPlayCount = groups.reduce((n, g) => n + g.matches.filter((m) => m.inplay).length, 0);
  return (
    <section className="sports-page sportsbook" data-testid="sportsbook-page">
      <h1 className="sports-page__title">{t('sports.sportsbook')}</h1>
      {groups.length > 0 && (
        <div className="sportsbook__tabs" role="tablist" aria-label={t('sports.sportsTabs')}>
          <button type="button" role="tab" aria-selected={shown === groups} data-testid="sportsbook-tab-all" onClick={() => setChosen(null)}>
            {t('sports.all')} <span className="sportsbook__count">{inPlayCount > 0 ? t('sports.inPlayCount', { count: inPlayCount }) : ''}</span>
          </button>
          {groups.map((g) => (
            <button
              key={g.sportId}
              type="button"
              role="tab"
              aria-selected={shown !== groups && g.sportId === chosen}
              data-testid={`sportsbook-tab-${g.sportId}`}
              onClick={() => setChosen(g.sportId)}
            >
              {g.name} <span className="sportsbook__count">{g.matches.length}</span>
            </button>
          ))}
        </div>
      )}
      {shown.map((g) => (
        <MatchList key={g.sportId} title={g.name} matches={g.matches} nowMs={now} testId={`sportsbook-sport-${g.sportId}`} />
      ))}
      {settled && groups.length === 0 && <p className="sports-empty" data-testid="no-events">{t(NO_EVENTS)}</p>}
    </section>
  );
}
