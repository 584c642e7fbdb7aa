// The desktop account panel (§2.6): the account links and sign out.
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logout } from '@khel/shared-kernel';
import { useOutsideClick } from '../hooks/useOutsideClick';

const ACCOUNT_LINKS: readonly { to: string; label: string }[] = [
  { to: '/open-bets', label: 'Open Bets' },
  { to: '/betting-profit-loss', label: 'Betting Profit & Loss' },
  { to: '/account-statement', label: 'Account Statement' },
  { to: '/transfer-statement', label: 'Transfer Statement' },
  { to: '/transactions', label: 'Transactions' },
  { to: '/bonuses', label: 'Bonuses' },
  { to: '/time-setting', label: 'Time Setting' },
  { to: '/settings', label: 'Settings' },
  { to: '/change-password', label: 'Change Password' },
];

/** Sign out (§4.1): tell the server, clear the stored session, reload at '/'. */
export async function signOut(): Promise<void> {
  await logout();
  window.location.assign('/');
}

export function AccountPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, open, close);
  return (
    <div className="account" ref={ref}>
      <button type="button" className="btn btn--ghost" aria-expanded={open} data-testid="account-button" onClick={() => setOpen((o) => !o)}>
        {t('header.account')}
      </button>
      {open && (
        <nav className="account__panel" data-testid="account-panel">
          {ACCOUNT_LINKS.map((l) => (
            <Link key={l.to} to={l.to} data-section="account" onClick={close}>
              {l.label}
            </Link>
          ))}
          <button type="button" className="link" data-testid="logout-button" onClick={() => void signOut()}>
            {t('header.signOut')}
          </button>
        </nav>
      )}
    </div>
  );
}
