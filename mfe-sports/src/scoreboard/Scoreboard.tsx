// The event's live score (GET /match-center/stats/{eventTypeId}/{eventId}), shown in the event
// header while the match has one. Cricket shows runs/wickets and overs, the target in the second
// innings, and the batsmen at the crease and the bowler when the score stream names them; other
// sports their fields.
import { sayNow, type Say } from '../i18n/say';
import { useTranslation } from 'react-i18next';
import { getApi } from '../api/http';
import { VISITOR_POLL_MS, usePolling } from '../polling/use-polling';

export type Score = Record<string, number | string>;

export async function fetchScore(eventTypeId: number, eventId: number, signal?: AbortSignal): Promise<Score | null> {
  const reply = await getApi<{ score?: unknown }>(`match-center/stats/${eventTypeId}/${eventId}`, {}, signal);
  const score = reply.status ? reply.data?.score : null;
  if (typeof score !== 'object' || score === null || Array.isArray(score)) return null;
  const fields = Object.entries(score).filter((e): e is [string, number | string] => typeof e[1] === 'number' || typeof e[1] === 'string');
  return fields.length > 0 ? Object.fromEntries(fields) : null;
}

/** '152/3 (17.4 ov)' for cricket; the server's 'goals 2' style pairs, as received, otherwise. */
export function scoreText(score: Score, t: Say = sayNow): string {
  if (score.runs !== undefined && score.wickets !== undefined) {
    if (score.overs === undefined) return `${score.runs}/${score.wickets}`;
    return t('sports.cricketScore', { runs: score.runs, wickets: score.wickets, overs: score.overs });
  }
  return Object.entries(score)
    .map(([k, v]) => `${k} ${v}`)
    .join(' · ');
}

/** Cricket's players line: 'A 15 (19), B 10 (14) · C 1-11 (2.5)'; null without names. */
export function playersText(score: Score): string | null {
  const parts = [score.batsmen, score.bowler].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function Scoreboard({ eventTypeId, eventId }: { eventTypeId: number; eventId: number }) {
  const { t } = useTranslation();
  const { data } = usePolling((signal) => fetchScore(eventTypeId, eventId, signal).catch(() => null), VISITOR_POLL_MS, `${eventTypeId}/${eventId}`);
  if (!data) return null;
  const cricket = data.runs !== undefined && data.wickets !== undefined;
  const players = cricket ? playersText(data) : null;
  return (
    <>
      <span className="event-header__score" data-testid="scoreboard">
        {scoreText(data, t)}
      </span>
      {cricket && typeof data.target === 'number' && (
        <span className="event-header__target" data-testid="scoreboard-target">
          {t('sports.cricketTarget', { target: data.target })}
        </span>
      )}
      {players && (
        <span className="event-header__players" data-testid="scoreboard-players">
          {players}
        </span>
      )}
    </>
  );
}
