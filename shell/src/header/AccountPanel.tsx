// The account panel: a dropdown on desktop, the right drawer on mobile (§2.6) with the player's
// identity and balance; both offer the account links and sign out.
import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '@khel/shared-kernel';
import { useOutsideClick } from '../hooks/useOutsideClick';
import { PersonIcon } from './icons';
import { useIsDesktop } from '../hooks/useIsDesktop';
import { intentHandlers, lazyOnIntent } from '../ui/on-intent';

/** Sign out (§4.1): tell the server, clear the stored session, reload at '/'. */
export async function signOut(): Promise<void> {
  await logout();
  window.location.assign('/');
}

const body = lazyOnIntent(() => import(/* webpackChunkName: "account-panel" */ './AccountPanelBody').then((m) => m.AccountPanelBody));

export function AccountPanel() {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, open && desktop, close);
  return (
    <div className="account" ref={ref}>
      <button type="button" className="btn btn--ghost btn--icon" aria-label={t('header.account')} aria-expanded={open} data-testid="account-button" {...intentHandlers(body.preload)} onClick={() => setOpen((o) => !o)}>
        <PersonIcon />
        <span className="btn__label">{t('header.account')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <body.Component desktop={desktop} close={close} />
        </Suspense>
      )}
    </div>
  );
}
