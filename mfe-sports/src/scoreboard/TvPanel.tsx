// Live TV on the event page (§3: has_tv_url, match_tv_url; §7.2 POST /match/getTvUrlScoreboardUrl
// {match_id}): a TV button where the event has TV, opening the server's TV page in a frame.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { TvScoreboardWire } from '@khel/shared-kernel/contract';
import { postApi } from '../api/http';

/** The TV page of a match, or null; `fallback` (the market's match_tv_url) when the call fails. */
export async function fetchTvUrl(matchId: number, fallback: string | null): Promise<string | null> {
  try {
    const reply = await postApi<TvScoreboardWire>('match/getTvUrlScoreboardUrl', { match_id: matchId });
    if (reply.status && reply.data) return typeof reply.data.tv_url === 'string' && reply.data.tv_url ? reply.data.tv_url : null;
  } catch {
    // the market's own URL below
  }
  return fallback;
}

export function TvPanel({ matchId, matchName, tvUrl }: { matchId: number; matchName: string; tvUrl: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<string | null | undefined>(undefined);
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && source === undefined) void fetchTvUrl(matchId, tvUrl).then(setSource);
  };
  return (
    <div className="event-tv">
      <button type="button" className="event-tv__button" aria-expanded={open} data-testid="event-tv-button" onClick={toggle}>
        {t('sports.tv')}
      </button>
      {open && source !== undefined && (
        <div className="event-tv__screen">
          {source ? (
            <iframe src={source} title={t('sports.liveTv', { match: matchName })} data-testid="event-tv" allow="autoplay; fullscreen" />
          ) : (
            <p className="sports-empty" data-testid="event-tv-none">{t('sports.noTv')}</p>
          )}
        </div>
      )}
    </div>
  );
}
