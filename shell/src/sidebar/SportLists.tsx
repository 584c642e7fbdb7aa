// The lists under the breadcrumb (§2.4): racing venues with countdown labels, the sport's matches
// on the event page, or its competitions.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { countdownText, racingReloads$, serverNow, type MatchWire, type RacingMarketWire, type SeriesWire } from '@khel/shared-kernel';
import { useSession } from '../session/useSession';
import type { SidebarContext } from './breadcrumb';
import { competitionPath, fetchCompetitions, fetchRaces, fetchSportMatches, matchPath, venueLabel } from './sidebar-data';

type Lists = { kind: 'races'; items: RacingMarketWire[] } | { kind: 'matches'; items: MatchWire[] } | { kind: 'competitions'; items: SeriesWire[] };

/** §9: the racing list refreshes every 60 s, which also moves the countdown labels. */
const RACING_REFRESH_MS = 60_000;

export function SportLists({ context }: { context: SidebarContext }) {
  const navigate = useNavigate();
  const { isLogin } = useSession();
  const { t } = useTranslation();
  const [lists, setLists] = useState<Lists | null>(null);
  const { sportId, list } = context;

  useEffect(() => {
    let live = true;
    const load = async () => {
      const next: Lists =
        list === 'races'
          ? { kind: 'races', items: await fetchRaces(sportId, isLogin) }
          : list === 'matches'
            ? { kind: 'matches', items: await fetchSportMatches(sportId, isLogin) }
            : { kind: 'competitions', items: await fetchCompetitions(sportId) };
      if (live) setLists(next);
    };
    void load();
    const timer = list === 'races' ? setInterval(() => void load(), RACING_REFRESH_MS) : undefined;
    // a racing menu link chosen again reloads the venues (§2.4)
    const reloads = list === 'races' ? racingReloads$.subscribe((id) => id === sportId && void load()) : undefined;
    return () => {
      live = false;
      clearInterval(timer);
      reloads?.unsubscribe();
    };
  }, [sportId, list, isLogin]);

  if (!lists || lists.items.length === 0) return null;
  return (
    <nav className="sport-lists" data-testid={`sidebar-${lists.kind}`}>
      {lists.kind === 'races' &&
        lists.items.map((r) => (
          <button
            key={r.market_id}
            type="button"
            className="sport-lists__race"
            onClick={() => navigate(context.to, { state: { racingEvent: { matchId: r.match_id, marketId: r.market_id } } })}
          >
            <span>{venueLabel(r)}</span>
            <small>{countdownText(Date.parse(r.market_start_time), serverNow(), (key, values) => t(key, values))}</small>
          </button>
        ))}
      {lists.kind === 'matches' &&
        lists.items.map((m) => (
          <NavLink key={m.match_id} to={matchPath(m)} data-section="sports">
            {m.match_name}
          </NavLink>
        ))}
      {lists.kind === 'competitions' &&
        lists.items.map((s) => (
          <Link key={s.series_id} to={competitionPath(s)} data-section="sports">
            {s.series_name}
          </Link>
        ))}
    </nav>
  );
}
