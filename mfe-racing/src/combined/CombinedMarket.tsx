// The Combined Market (§2.13, §4.6, §5): 2 to 4 runners of the race chosen in its table, offered
// together at their combined odds, Back and Lay; the slip splits the stake so each pays the same.
import { useTranslation } from 'react-i18next';
import { combinedPrice, selectOdds, type MarketWire } from '@khel/shared-kernel';
import { PriceCell } from '../race/PriceCell';
import { allSuspended } from '../race/race-state';
import { combinedRunners, combinedSlip } from '../race/slip-selection';

export interface CombinedMarketProps {
  market: MarketWire;
  selected: readonly number[];
  onClear: () => void;
}

export function CombinedMarket({ market, selected, onClear }: CombinedMarketProps) {
  const { t } = useTranslation();
  const runners = selected.map((id) => market.runners.find((r) => r.selectionId === id)).filter((r) => r !== undefined);
  const priceOf = (isBack: boolean) => {
    const hr = combinedRunners(runners, isBack);
    const price = hr ? combinedPrice(hr) : null;
    return price === null ? null : { price: price / 100, size: 0 };
  };
  const active = runners.length >= 2 && !allSuspended(market);
  const pick = (isBack: boolean) => {
    const slip = combinedSlip(market, runners, isBack);
    if (slip) selectOdds(slip);
  };
  const back = priceOf(true);
  const lay = priceOf(false);
  return (
    <section className="combined" data-testid="combined-market" aria-label={t('racing.combinedMarket')}>
      <div className="combined__head">
        <h3>{t('racing.combinedMarket')}</h3>
        <span className="race-table__side race-table__side--back">{t('racing.back')}</span>
        <span className="race-table__side race-table__side--lay">{t('racing.lay')}</span>
      </div>
      <div className="combined__row">
        <div className="combined__runners" data-testid="combined-runners">
          {runners.length === 0 ? <small>{t('racing.combinedHint')}</small> : runners.map((r) => <span key={r.selectionId} className="combined__chip">{r.runnerName}</span>)}
          {runners.length === 1 && <small>{t('racing.combinedOneMore')}</small>}
          {runners.length > 0 && (
            <button type="button" className="combined__clear" data-testid="combined-clear" onClick={onClear}>
              {t('racing.clear')}
            </button>
          )}
        </div>
        <div className="race-row__cells combined__cells">
          <PriceCell testId="combined-back" side="back" level={back} active={active} onPick={() => pick(true)} />
          <PriceCell testId="combined-lay" side="lay" level={lay} active={active} onPick={() => pick(false)} />
        </div>
      </div>
    </section>
  );
}
