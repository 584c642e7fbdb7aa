// The fixed header (§2.3): logo, search, the clock (§9, desktop), then Log In / Sign Up / language for
// visitors, or the player's name, last login, balance, Deposit, Withdraw, account panel and bell; on desktop
// the section links have a row of their own below (as Indian exchanges lay it out), so every section shows.
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatIndianNumber } from '@khel/shared-kernel';
import { useSite } from '../site/SiteContext';
import { useShellUi } from '../ui/ShellUi';
import { useBalance, useSession } from '../session/useSession';
import { NotificationBell } from './NotificationBell';
import { AccountPanel } from './AccountPanel';
import { GlobeIcon, MenuIcon, SearchIcon } from './icons';
import { EventSearch, preloadSearch } from '../search/EventSearch';
import { useIsDesktop } from '../hooks/useIsDesktop';
import { intentHandlers, lazyOnIntent } from '../ui/on-intent';
import { authDialog, languagePopup } from '../ui/dialogs';
import { SiteLogo } from './SiteLogo';
import { HeaderNav } from './HeaderNav';
import { Clock } from '../clock/Clock';
import { HeaderAmount } from './HeaderAmount';

// The phone's menu drawer loads as the player reaches for the menu button (not in the first load).
const drawer = lazyOnIntent(() => import(/* webpackChunkName: "drawer" */ '../mobile/LeftDrawer').then((m) => m.LeftDrawer));

export function Header() {
  const { t } = useTranslation();
  const site = useSite();
  const ui = useShellUi();
  const session = useSession();
  const balance = useBalance();
  const desktop = useIsDesktop();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [mobileSearch, setMobileSearch] = useState(false);

  return (
    <header className="header" data-testid="header">
      <div className="header__bar">
        {!desktop && (
          <button type="button" className="header__menu" aria-label={t('drawer.menu')} aria-expanded={drawerOpen} data-testid="menu-button" {...intentHandlers(drawer.preload)} onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </button>
        )}
        {drawerOpen && (
          <Suspense fallback={null}>
            <drawer.Component onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )}
        <SiteLogo />
        {site.has('sports') && desktop && <EventSearch />}
        {site.has('sports') && !desktop && (
          <button type="button" className="header__menu" aria-label={t('header.searchHint')} aria-pressed={mobileSearch} data-testid="mobile-search-toggle" {...intentHandlers(preloadSearch)} onClick={() => setMobileSearch((on) => !on)}>
            <SearchIcon />
          </button>
        )}
        {mobileSearch && !desktop && (
          <div className="header__mobile-search">
            <EventSearch mobile onDone={() => setMobileSearch(false)} />
          </div>
        )}
        {desktop && <Clock className="header__clock" />}
        <div className="header__actions">
          {session.isLogin && session.user ? (
            <>
              <div className="header__who">
                <span data-testid="login-as">{t('header.loginAs', { name: session.user.name || session.user.user_name })}</span>
                {session.lastVisitTime && (
                  <small data-testid="last-logged-in">
                    {t('header.lastLoggedIn')}: {session.lastVisitTime}
                  </small>
                )}
              </div>
              {desktop ? (
                <div className="header__balance">
                  <small>{t('header.availableBalance')}</small>
                  <strong data-testid="balance"><HeaderAmount value={balance?.balance} /></strong>
                </div>
              ) : (
                // issue 34: the phone shows the exposure under the balance, as Indian exchanges do (short labels: 390 px)
                <dl className="header__balance header__balance--figures">
                  <dt>
                    <abbr title={t('header.availableBalance')}>{t('headerFigures.balance')}</abbr>
                  </dt>
                  <dd data-testid="balance"><HeaderAmount value={balance?.balance} /></dd>
                  <dt>
                    <abbr title={t('balance.netExposure')}>{t('headerFigures.exposure')}</abbr>
                  </dt>
                  <dd data-testid="exposure">{balance ? formatIndianNumber(balance.liability) : '—'}</dd>
                </dl>
              )}
              {site.flags.showDeposit && (
                <Link to="/deposit" className="btn btn--deposit" data-section="account" data-testid="deposit-button">
                  {t('header.deposit')}
                </Link>
              )}
              {site.flags.showWithdrawal && (
                <Link to="/withdraw" className="btn btn--ghost" data-section="account" data-testid="withdraw-button">
                  {t('header.withdraw')}
                </Link>
              )}
              <AccountPanel />
              <NotificationBell />
            </>
          ) : (
            <>
              <button type="button" className="btn btn--ghost" data-testid="login-button" {...intentHandlers(authDialog.preload)} onClick={() => ui.openAuth(1)}>
                {t('header.login')}
              </button>
              <button type="button" className="btn btn--deposit" data-testid="signup-button" {...intentHandlers(authDialog.preload)} onClick={() => ui.openAuth(2)}>
                {t('header.signup')}
              </button>
              <button type="button" className="btn btn--ghost btn--icon" aria-label={t('header.language')} data-testid="language-button" {...intentHandlers(languagePopup.preload)} onClick={ui.openLanguage}>
                <GlobeIcon />
                <span className="btn__label">{t('header.language')}</span>
              </button>
            </>
          )}
        </div>
      </div>
      {/* in the page at every width (hidden below 1024 px, where the drawer lists the sections) */}
      <div className="header__sections" data-testid="header-sections">
        <HeaderNav />
      </div>
    </header>
  );
}
