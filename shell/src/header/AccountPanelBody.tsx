// The account panel's content (§2.6): loaded when the player reaches for the account button, not with
// the shell's first load (issue #20), since a visitor never sees it.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatIndianNumber } from '@khel/shared-kernel';
import { useBalance, useSession } from '../session/useSession';
import { useSite } from '../site/SiteContext';
import { signOut } from './AccountPanel';
import { HeaderAmount } from './HeaderAmount';

const STATEMENT_LINKS: readonly { to: string; key: string }[] = [
  { to: '/open-bets', key: 'openBets' },
  { to: '/betting-profit-loss', key: 'profitLoss' },
  { to: '/account-statement', key: 'accountStatement' },
  { to: '/transfer-statement', key: 'transferStatement' },
  { to: '/transactions', key: 'transactions' },
  { to: '/bonuses', key: 'bonuses' },
  { to: '/bonus-statement', key: 'bonusStatement' },
];
const SETTINGS_LINKS: readonly { to: string; key: string }[] = [
  { to: '/time-setting', key: 'timeSetting' },
  { to: '/settings', key: 'settings' },
  { to: '/change-password', key: 'changePassword' },
];

function AccountLinks({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  return (
    <>
      <h4>{t('account.statements')}</h4>
      {STATEMENT_LINKS.map((l) => (
        <Link key={l.to} to={l.to} data-section="account" onClick={onNavigate}>
          {t(`account.${l.key}`)}
        </Link>
      ))}
      <h4>{t('account.settings')}</h4>
      {SETTINGS_LINKS.map((l) => (
        <Link key={l.to} to={l.to} data-section="account" onClick={onNavigate}>
          {t(`account.${l.key}`)}
        </Link>
      ))}
      <Link to="/profile/email" data-testid="account-email-link" onClick={onNavigate}>
        {t('email.title')}
      </Link>
      <h4>{t('drawer.help')}</h4>
      <Link to="/rules-regulations" data-section="account" onClick={onNavigate}>
        {t('footer.rulesRegulations')}
      </Link>
      <button type="button" className="link account__signout" data-testid="logout-button" onClick={() => void signOut()}>
        {t('header.signOut')}
      </button>
    </>
  );
}

/** The open panel: a dropdown on desktop, the right drawer on mobile. */
export function AccountPanelBody({ desktop, close }: { desktop: boolean; close(): void }) {
  const { t } = useTranslation();
  const session = useSession();
  const balance = useBalance();
  const { flags } = useSite();
  return (
    <>
      {desktop && (
        <nav className="account__panel" data-testid="account-panel">
          <AccountLinks onNavigate={close} />
        </nav>
      )}
      {!desktop && (
        <div className="overlay overlay--right" onMouseDown={(e) => e.target === e.currentTarget && close()}>
          <nav className="right-drawer" aria-label={t('account.myAccount')} data-testid="account-panel">
            <section className="right-drawer__who">
              <strong>{session.user?.name || session.user?.user_name}</strong>
              <small>{session.user?.user_name}</small>
            </section>
            <dl className="right-drawer__balance">
              <dt>{t('header.availableBalance')}</dt>
              <dd><HeaderAmount value={balance?.balance ?? 0} /></dd>
              <dt>{t('balance.netExposure')}</dt>
              <dd><HeaderAmount value={balance?.liability ?? 0} /></dd>
              <dt>{t('balance.freeCash')}</dt>
              <dd>{formatIndianNumber(0)}</dd>
              <dt>{t('balance.bonusBalance')}</dt>
              <dd>0</dd>
            </dl>
            {(flags.showDeposit || flags.showWithdrawal) && (
              // issue 34: Deposit and Withdraw two taps away on a phone (the header has room for Deposit only)
              <div className="right-drawer__money">
                {flags.showDeposit && (
                  <Link to="/deposit" className="btn btn--deposit" data-section="account" data-testid="drawer-deposit" onClick={close}>
                    {t('header.deposit')}
                  </Link>
                )}
                {flags.showWithdrawal && (
                  <Link to="/withdraw" className="btn btn--ghost" data-section="account" data-testid="drawer-withdraw" onClick={close}>
                    {t('header.withdraw')}
                  </Link>
                )}
              </div>
            )}
            <AccountLinks onNavigate={close} />
          </nav>
        </div>
      )}
    </>
  );
}
