// The bet slip below 1024px (§2.12: "below, a modal overlay"): opens when an odds cell fills the
// kernel's bet-slip bus and closes on the slip's Cancel Bet, or when the player closes the outcome
// of a placing attempt (the close icon or a click outside). The slip itself is the sports remote's
// fragment, passed in by the frame.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissSlip, slipOpen$ } from '@khel/shared-kernel';
import { useObservable } from '../hooks/useObservable';

export function BetSlipModal({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const open = useObservable(slipOpen$, false);
  if (!open) return null;
  return (
    <div className="overlay overlay--sheet" data-testid="betslip-modal" onMouseDown={(e) => e.target === e.currentTarget && dismissSlip()}>
      <div className="popup betslip-modal" role="dialog" aria-modal="true" aria-label={t('rightbar.betslip')}>
        <button type="button" className="popup__close" aria-label={t('auth.close')} data-testid="betslip-modal-close" onClick={dismissSlip}>
          ×
        </button>
        <h2>{t('rightbar.betslip')}</h2>
        {children}
      </div>
    </div>
  );
}
