// The frame of every account page: its title, and for a player page the login gate — a visitor
// sees no player data; the shell's login dialog opens and brings them back here after login. (The
// player's saved time setting is the shell's to load, at login and at every page load.)
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { requestLogin, type SessionState } from '@khel/shared-kernel';
import { useSession } from './hooks';
import './account.css';

export function AccountPage({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`account-page${wide ? ' account-page--wide' : ''}`} data-testid="account-page">
      <h1 className="account-page__title">{title}</h1>
      {children}
    </section>
  );
}

/** A page only a logged-in player sees: `children` gets the session. */
export function PlayerPage({ title, children, wide }: { title: string; children: (session: SessionState & { user: NonNullable<SessionState['user']> }) => ReactNode; wide?: boolean }) {
  const session = useSession();
  const { t } = useTranslation();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const loggedIn = session.isLogin && session.user !== null;
  useEffect(() => {
    if (!loggedIn) requestLogin(1, path);
  }, [loggedIn, path]);
  return (
    <AccountPage title={title} wide={wide}>
      {loggedIn ? (
        children(session as SessionState & { user: NonNullable<SessionState['user']> })
      ) : (
        <div className="account-card account-gate" data-testid="login-gate">
          <p>{t('accountPages.loginToSee')}</p>
          <button type="button" className="account-btn" onClick={() => requestLogin(1, path)}>
            {t('header.login')}
          </button>
        </div>
      )}
    </AccountPage>
  );
}

export function Notice({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <p className={`account-notice account-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
