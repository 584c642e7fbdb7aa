// One race opened: its odds live (stream, polling while it is down), the combined market over it,
// and, once the race has finished, its placings.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { betsChanged$, currentSession, currentSlipSelection, orderChanges$, reportLivePrice, session$, type RacingMarketWire, type RacingResultWire, type RunnerWire } from '@khel/shared-kernel';
import { fetchRacePositions } from '../api/racing-api';
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
  const positions = useRacePositions(race.market_id);

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
      <RaceTable market={market} selected={selected} onToggle={toggle} positions={positions} />
    </div>
  );
}

/**
 * The signed-in player's P&L per runner of the race (as the sports rows show theirs): read when the
 * race opens, after every bet or cash-out, and when the stream reports a change to one of their bets.
 */
function useRacePositions(marketId: string): ReadonlyMap<number, number> | undefined {
  const [positions, setPositions] = useState<{ of: string; value: ReadonlyMap<number, number> } | null>(null);
  useEffect(() => {
    let controller: AbortController | null = null;
    const read = () => {
      if (!currentSession().isLogin) return;
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      void fetchRacePositions(marketId, mine.signal).then((value) => {
        if (value && !mine.signal.aborted) setPositions({ of: marketId, value });
      });
    };
    const subscriptions = [
      session$.subscribe((s) => (s.isLogin ? read() : setPositions(null))),
      betsChanged$.subscribe(() => read()),
      orderChanges$.subscribe((changes) => {
        if (changes.orders.some((o) => o.market_id === marketId)) read();
      }),
    ];
    return () => {
      controller?.abort();
      subscriptions.forEach((sub) => sub.unsubscribe());
    };
  }, [marketId]);
  return positions?.of === marketId ? positions.value : undefined;
}
