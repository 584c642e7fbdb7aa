// The authentication dialog (§2.10): three tabs chosen by number, at most 550px wide.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellUi } from '../ui/ShellUi';
import { LoginTab } from './LoginTab';
import { SignupTab } from './SignupTab';
import { ForgotPasswordTab } from './ForgotPasswordTab';

/** The dialog is named after its tab's heading (tab 1 log in, 2 sign up, 3 forgot password). */
const TITLES = { 1: 'auth.loginTitle', 2: 'auth.signupTitle', 3: 'auth.forgotTitle' } as const;

export function AuthDialog() {
  const { t } = useTranslation();
  const ui = useShellUi();
  const { open, tab } = ui.auth;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && ui.closeAuth();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, ui]);

  if (!open) return null;
  return (
    <div className="overlay" onMouseDown={(e) => e.target === e.currentTarget && ui.closeAuth()}>
      <div className="popup auth-dialog" role="dialog" aria-modal="true" aria-label={t(TITLES[tab])} data-testid="auth-dialog" data-tab={tab}>
        <button type="button" className="popup__close" aria-label={t('auth.close')} data-testid="auth-close" onClick={ui.closeAuth}>
          ×
        </button>
        {tab === 1 && <LoginTab />}
        {tab === 2 && <SignupTab />}
        {tab === 3 && <ForgotPasswordTab />}
      </div>
    </div>
  );
}
