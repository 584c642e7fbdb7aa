// The selected race's odds table (§2.13): cloth number, silks, runner, jockey and trainer, 3 back and
// 3 lay prices; a runner's row toggles it in or out of the combined market (§4.6); a SUSPENDED cover
// over the table when no runner is open.
import { useTranslation } from 'react-i18next';
import { formatIndianNumber, selectOdds, type MarketWire, type RunnerWire } from '@khel/shared-kernel';
import { silksUrl } from '../api/racing-api';
import { allSuspended, canToggle, levels, runnerOpen } from './race-state';
import { runnerSlip } from './slip-selection';
import { PriceCell } from './PriceCell';

export interface RaceTableProps {
  market: MarketWire;
  selected: readonly number[];
  onToggle: (runner: RunnerWire) => void;
  /** the signed-in player's P&L per runner if it wins (bet/getTeamPosition), after a bet */
  positions?: ReadonlyMap<number, number>;
}

export function RaceTable({ market, selected, onToggle, positions }: RaceTableProps) {
  const { t } = useTranslation();
  const suspended = allSuspended(market);
  const pick = (runner: RunnerWire, isBack: boolean, level: number) => {
    const slip = runnerSlip(market, runner, isBack, level);
    if (slip) selectOdds(slip);
  };
  return (
    <div className="race-table" data-testid="race-table" data-market-id={market.market_id}>
      <div className="race-table__head">
        <span className="race-table__runner-head">{t('racing.runners', { count: market.runners.length })}</span>
        <span className="race-table__side race-table__side--back">{t('racing.back')}</span>
        <span className="race-table__side race-table__side--lay">{t('racing.lay')}</span>
      </div>
      {market.runners.map((runner) => {
        const open = runnerOpen(market, runner);
        const isSelected = selected.includes(runner.selectionId);
        const silks = silksUrl(runner.metadata);
        const m = runner.metadata ?? {};
        const position = positions?.get(runner.selectionId);
        return (
          <div className={`race-row${open ? '' : ' race-row--suspended'}`} key={runner.selectionId} data-testid={`race-row-${runner.selectionId}`}>
            <input
              type="checkbox"
              className="race-row__combine"
              aria-label={t(isSelected ? 'racing.removeFromCombined' : 'racing.addToCombined', { runner: runner.runnerName })}
              data-testid={`combine-${runner.selectionId}`}
              checked={isSelected}
              disabled={!canToggle(selected, market, runner)}
              onChange={() => onToggle(runner)}
            />
            <span className="race-row__cloth">{m.CLOTH_NUMBER ?? ''}</span>
            {silks ? (
              <img className="race-row__silks" src={silks} alt="" width={28} height={28} />
            ) : (
              // a greyhound wears its trap's jacket colours
              <span className={`race-row__silks race-row__trap race-row__trap--${m.CLOTH_NUMBER ?? 0}`} data-testid={`trap-${runner.selectionId}`} />
            )}
            <div className="race-row__name">
              <strong data-testid="runner-name">{runner.runnerName}</strong>
              {position !== undefined && position !== 0 && (
                <span className={`race-row__position race-row__position--${position > 0 ? 'win' : 'loss'}`} data-testid={`race-position-${runner.selectionId}`}>
                  {formatIndianNumber(position)}
                </span>
              )}
              <small>
                {m.JOCKEY_NAME ? `${t('racing.jockey', { name: m.JOCKEY_NAME })} ` : ''}
                {m.TRAINER_NAME ? t('racing.trainer', { name: m.TRAINER_NAME }) : ''}
              </small>
            </div>
            {open ? (
              <div className="race-row__cells">
                {[2, 1, 0].map((i) => (
                  <PriceCell key={`b${i}`} testId={`back-${runner.selectionId}-${i}`} side="back" outer={i > 0} level={levels(runner, 'back')[i]!} active onPick={() => pick(runner, true, i)} />
                ))}
                {[0, 1, 2].map((i) => (
                  <PriceCell key={`l${i}`} testId={`lay-${runner.selectionId}-${i}`} side="lay" outer={i > 0} level={levels(runner, 'lay')[i]!} active onPick={() => pick(runner, false, i)} />
                ))}
              </div>
            ) : (
              <div className="race-row__banner" data-testid={`runner-status-${runner.selectionId}`}>
                {(runner.status === 'ACTIVE' ? market.status : runner.status).toUpperCase()}
              </div>
            )}
          </div>
        );
      })}
      {suspended && (
        <div className="race-table__cover" data-testid="race-suspended">
          {t('racing.suspended')}
        </div>
      )}
    </div>
  );
}
