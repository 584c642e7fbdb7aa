// Sport listing /sports-page/{sportsName}/{eventTypeId}, competition listing
// /competition-detail-page/{competitionName}/{eventTypeId}/{competitionId}, and /election
// (sport 2378961): one match list each. Sport 0 is the sportsbook (SportsbookPage).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SPORT } from '@khel/shared-kernel';
import { fetchMatches } from '../api/catalog';
import { useLoggedIn } from '../api/use-logged-in';
import { MatchList, NO_EVENTS, byStart } from '../market-rows/MatchList';
import { PLAYER_POLL_MS, VISITOR_POLL_MS, usePolling } from '../polling/use-polling';
import { useNow } from '../polling/use-now';
import { SPORTSBOOK_SPORT_ID, SportsbookPage } from './SportsbookPage';
import { sportTitle } from '../home/HomePage';

function MatchesPage({ title, filter, testId }: { title: string; filter: { sport_id?: number; series_id?: number }; testId: string }) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const now = useNow();
  const key = JSON.stringify(filter);
  const { data, settled } = usePolling((signal) => fetchMatches(filter, signal), loggedIn ? PLAYER_POLL_MS : VISITOR_POLL_MS, key);
  const matches = [...(data ?? [])].sort(byStart);
  return (
    <section className="sports-page" data-testid={testId}>
      <MatchList title={title} matches={matches} nowMs={now} />
      {settled && matches.length === 0 && (
        <>
          <h1 className="sports-page__title">{title}</h1>
          <p className="sports-empty" data-testid="no-events">{t(NO_EVENTS)}</p>
        </>
      )}
    </section>
  );
}

function idParam(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) ? n : undefined;
}

export function SportPage() {
  const { t } = useTranslation();
  const { sportsName = '', eventTypeId } = useParams();
  const sportId = idParam(eventTypeId);
  if (sportId === SPORTSBOOK_SPORT_ID) return <SportsbookPage />;
  const title = sportId === undefined ? decodeURIComponent(sportsName) : sportTitle(sportId, decodeURIComponent(sportsName), t);
  return <MatchesPage title={title} filter={{ sport_id: sportId }} testId="sport-page" />;
}

export function CompetitionPage() {
  const { competitionName = '', competitionId } = useParams();
  return <MatchesPage title={decodeURIComponent(competitionName)} filter={{ series_id: idParam(competitionId) }} testId="competition-page" />;
}

export function ElectionPage() {
  const { t } = useTranslation();
  return <MatchesPage title={t('sports.election')} filter={{ sport_id: SPORT.election }} testId="election-page" />;
}
