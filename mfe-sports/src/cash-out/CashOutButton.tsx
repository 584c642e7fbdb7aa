// Cashout for a 2-runner MATCH_ODDS market with open bets (§2.14, §4.5): confirm, then a countdown
// of the bet delay while the server hedges, then 'Cash-out successful' or the server's message,
// and a refresh of bets and positions.
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { announceBetsChanged, toastError, toastSuccess } from '@khel/shared-kernel';
import { CASH_OUT_QUESTION, cashOut as cashOutOnServer } from './positions';

type Stage = { kind: 'idle' } | { kind: 'confirm' } | { kind: 'processing'; secondsLeft: number };

export interface CashOutButtonProps {
  marketId: string;
  delaySeconds: number;
  cashOut?: (marketId: string) => Promise<{ ok: boolean; message: string }>;
}

export function CashOutButton({ marketId, delaySeconds, cashOut = cashOutOnServer }: CashOutButtonProps) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });

  useEffect(() => {
    if (stage.kind !== 'processing' || stage.secondsLeft <= 0) return;
    const timer = setTimeout(() => setStage((s) => (s.kind === 'processing' ? { ...s, secondsLeft: s.secondsLeft - 1 } : s)), 1000);
    return () => clearTimeout(timer);
  }, [stage]);

  const confirm = async () => {
    setStage({ kind: 'processing', secondsLeft: delaySeconds });
    const result = await cashOut(marketId);
    // our success text is a key; the server's refusal is shown as received
    if (result.ok) toastSuccess(t(result.message));
    else toastError(result.message);
    setStage({ kind: 'idle' });
    announceBetsChanged();
  };

  return (
    <>
      <button type="button" className="cash-out__button" data-testid={`cashout-${marketId}`} disabled={stage.kind !== 'idle'} onClick={() => setStage({ kind: 'confirm' })}>
        {stage.kind === 'processing' ? t('sportsBets.cashoutCountdown', { seconds: stage.secondsLeft }) : t('sportsBets.cashout')}
      </button>
      {stage.kind === 'confirm' && (
        <div className="cash-out__overlay" role="dialog" aria-modal="true" data-testid="cashout-confirm">
          <div className="cash-out__dialog">
            <p>{t(CASH_OUT_QUESTION)}</p>
            <div className="cash-out__actions">
              <button type="button" data-testid="cashout-cancel" onClick={() => setStage({ kind: 'idle' })}>{t('sportsBets.cancel')}</button>
              <button type="button" data-testid="cashout-confirm-button" onClick={() => void confirm()}>{t('sportsBets.cashout')}</button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
