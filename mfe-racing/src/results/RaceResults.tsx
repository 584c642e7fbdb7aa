// Racing results: a finished race's placings, and the day's last results (newest first).
import { useTranslation } from 'react-i18next';
import { currentTimeSetting, formatTime, type RacingResultWire } from '@khel/shared-kernel';
import { venueLabel } from '../race/race-state';

/** §9 bound: the results list shows this many races. */
export const RESULTS_SHOWN = 8;

export function Placings({ result }: { result: RacingResultWire }) {
  const { t } = useTranslation();
  return (
    <ol className="placings" data-testid={`placings-${result.market_id}`}>
      {result.placings.map((p) => (
        <li key={p.selection_id} value={p.placing} className={p.placing === 1 ? 'placings__winner' : undefined}>
          <span className="placings__pos">{t('racing.position', { n: p.placing })}</span> {p.runnerName}
        </li>
      ))}
    </ol>
  );
}

export function RaceResults({ results, venue }: { results: readonly RacingResultWire[]; venue: string | null }) {
  const { t } = useTranslation();
  // the chosen race's venue first: its last results are what a punter looks at next
  const ordered = venue ? [...results.filter((r) => r.venue === venue), ...results.filter((r) => r.venue !== venue)] : [...results];
  return (
    <section className="race-results" data-testid="race-results">
      <h3>{t('racing.results')}</h3>
      {ordered.length === 0 ? (
        <p>{t('racing.noResults')}</p>
      ) : (
        ordered.slice(0, RESULTS_SHOWN).map((r) => (
          <article key={r.market_id} className="race-results__race" data-testid="race-result">
            <header>
              <strong>{venueLabel(r)}</strong> <small>{formatTime(r.market_start_time, currentTimeSetting(), 'h:mm A')}</small>
            </header>
            <Placings result={{ ...r, placings: r.placings.slice(0, 3) }} />
          </article>
        ))
      )}
    </section>
  );
}
