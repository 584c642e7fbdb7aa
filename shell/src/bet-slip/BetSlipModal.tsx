// The bet slip below 1024px (§2.12: "below, a modal overlay"), and at 1024px and above where there is
// no right panel (a visitor's, §2.7; a page without side bars) "a centred box": opens when an odds cell fills the
// kernel's bet-slip bus and closes on the slip's Cancel Bet, or when the player closes the outcome
// of a placing attempt (the close icon or a click outside). The slip itself is the sports remote's
// fragment, passed in by the frame.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissSlip, slipOpen$ } from '@khel/shared-kernel';
import { useObservable } from '../hooks/useObservable';

export function BetSlipModal({ children, centred = false }: { children: ReactNode; centred?: boolean }) {
  const { t } = useTranslation();
  const open = useObservable(slipOpen$, false);
  if (!open) return null;
  return (
    <div className={`overlay ${centred ? 'overlay--centred' : 'overlay--sheet'}`} data-testid="betslip-modal" onMouseDown={(e) => e.target === e.currentTarget && dismissSlip()}>
      <div className={`popup betslip-modal${centred ? ' betslip-modal--centred' : ''}`} role="dialog" aria-modal="true" aria-label={t('rightbar.betslip')}>
        <button type="button" className="popup__close" aria-label={t('auth.close')} data-testid="betslip-modal-close" onClick={dismissSlip}>
          ×
        </button>
        <h2>{t('rightbar.betslip')}</h2>
        {children}
      </div>
    </div>
  );
}
