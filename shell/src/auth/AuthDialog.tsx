// The authentication dialog (§2.10): three tabs chosen by number, at most 550px wide.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellUi } from '../ui/ShellUi';
import { LoginTab } from './LoginTab';
import { SignupTab } from './SignupTab';
import { ForgotPasswordTab } from './ForgotPasswordTab';

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
      <div className="popup auth-dialog" role="dialog" aria-modal="true" data-testid="auth-dialog" data-tab={tab}>
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
