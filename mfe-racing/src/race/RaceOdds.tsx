// One race opened: its odds live (stream, polling while it is down), the combined market over it,
// and, once the race has finished, its placings.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentSlipSelection, reportLivePrice, type RacingMarketWire, type RacingResultWire, type RunnerWire } from '@khel/shared-kernel';
import { CombinedMarket } from '../combined/CombinedMarket';
import { Placings } from '../results/RaceResults';
import { keepSelectable, toggleRunner, venueLabel } from './race-state';
import { RaceTable } from './RaceTable';
import { liveSlipPrice } from './slip-selection';
import { useRaceOdds } from './use-race-odds';
import type { RaceSocketFactory } from './race-stream';

export interface RaceOddsProps {
  race: RacingMarketWire;
  results: readonly RacingResultWire[];
  /** the race has finished but its result is not in `results` yet */
  onFinished?: () => void;
  /** tests pass their own socket (or none) */
  socketOf?: RaceSocketFactory | null;
}

export function RaceOdds({ race, results, onFinished, socketOf }: RaceOddsProps) {
  const { t } = useTranslation();
  const { market, loading } = useRaceOdds(race.match_id, race.market_id, socketOf);
  const [selected, setSelected] = useState<number[]>([]);

  // a runner that stops being ACTIVE leaves the combination; the slip hears this race's price of its bet
  useEffect(() => {
    if (!market) return;
    const live = liveSlipPrice(market, currentSlipSelection());
    if (live) reportLivePrice(live);
    setSelected((s) => {
      const kept = keepSelectable(s, market);
      return kept.length === s.length ? s : kept;
    });
  }, [market]);

  const result = market ? results.find((r) => r.market_id === market.market_id) : undefined;
  const awaitingResult = market?.status === 'CLOSED' && !result;
  useEffect(() => {
    if (awaitingResult) onFinished?.();
  }, [awaitingResult, onFinished]);

  if (!market) {
    return (
      <p className="race-odds__loading" data-testid="race-loading">
        {loading ? t('racing.loadingRaces', { venue: venueLabel(race) }) : t('racing.oddsUnavailable')}
      </p>
    );
  }
  if (market.status === 'CLOSED' || result) {
    return (
      <div className="race-odds race-odds--finished" data-testid="race-finished">
        <p>{t('racing.finished')}</p>
        {result ? <Placings result={result} /> : <p>{t('racing.awaitingResult')}</p>}
      </div>
    );
  }
  const toggle = (runner: RunnerWire) => setSelected((s) => toggleRunner(s, market, runner));
  return (
    <div className="race-odds">
      <CombinedMarket market={market} selected={selected} onClear={() => setSelected([])} />
      <RaceTable market={market} selected={selected} onToggle={toggle} />
    </div>
  );
}
