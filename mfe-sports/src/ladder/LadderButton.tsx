// The ladder icon (§2.14, §5): enabled only with open bets on the market; opens the market
// position (P&L if each runner wins) or, for a fancy, the run ladder (P&L by total runs).
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { formatIndianNumber } from '@khel/shared-kernel';
import { fetchRunLadder as fetchRunLadderOnServer, type RunLadderRung } from '../cash-out/positions';
import { Popup } from '../popup/Popup';
import './ladder.css';

export type LadderSource =
  | { kind: 'market'; title: string; rows: Array<{ name: string; pl: number }> }
  | { kind: 'fancy'; title: string; fancyId: number };

export interface LadderButtonProps {
  testId: string;
  enabled: boolean;
  source: LadderSource;
  fetchRunLadder?: (fancyId: number) => Promise<RunLadderRung[]>;
}

/** A rung's P&L holds from its run total up to the next rung: '10-14', '15', or '20+' for the last. */
export function rungLabel(run: number, nextRun: number | undefined): string {
  if (nextRun === undefined) return `${run}+`;
  return nextRun - 1 > run ? `${run}-${nextRun - 1}` : String(run);
}

const plClass = (pl: number) => (pl > 0 ? 'ladder__pl ladder__pl--win' : pl < 0 ? 'ladder__pl ladder__pl--loss' : 'ladder__pl');

export function LadderButton({ testId, enabled, source, fetchRunLadder = fetchRunLadderOnServer }: LadderButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [rungs, setRungs] = useState<RunLadderRung[] | null>(null);

  const show = () => {
    setOpen(true);
    if (source.kind === 'fancy') {
      setRungs(null);
      fetchRunLadder(source.fancyId).then(setRungs, () => setRungs([]));
    }
  };

  return (
    <>
      <button type="button" className="ladder__icon" aria-label={t('sports.ladder')} title={t('sports.ladder')} data-testid={testId} disabled={!enabled} onClick={show}>
        ☰
      </button>
      {open && (
        <Popup title={source.title} onClose={() => setOpen(false)} testId="ladder-popup" closeTestId="ladder-close">
          <table className="ladder__table">
            <thead>
              <tr><th>{t(source.kind === 'fancy' ? 'sports.runs' : 'sports.runner')}</th><th>{t('sports.profitLoss')}</th></tr>
            </thead>
            <tbody>
              {source.kind === 'market'
                ? source.rows.map((r) => (
                    <tr key={r.name} data-testid="ladder-row"><td>{r.name}</td><td className={plClass(r.pl)}>{formatIndianNumber(r.pl)}</td></tr>
                  ))
                : (rungs ?? []).map((r, i, all) => (
                    <tr key={r.run} data-testid="ladder-row">
                      <td>{rungLabel(r.run, all[i + 1]?.run)}</td>
                      <td className={plClass(r.user_pl)}>{formatIndianNumber(r.user_pl)}</td>
                    </tr>
                  ))}
            </tbody>
          </table>
          {source.kind === 'fancy' && rungs === null && <p aria-busy="true">{t('sports.loading')}</p>}
        </Popup>
      )}
    </>
  );
}
