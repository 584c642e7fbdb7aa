// Tab 1 (§2.10, §4.4, §5): user id or mobile number, password, Login, demo login, links.
import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_COUNTRY_CODE,
  demoLogin,
  LOGIN_PASSWORD_MAX,
  login,
  toastError,
  type LoginForm,
  type LoginMode,
} from '@khel/shared-kernel';
import { loginSchema } from '@khel/shared-kernel/auth-schemas';
import { useSite } from '../site/SiteContext';
import { useShellUi } from '../ui/ShellUi';
import { playClickSound } from './click-sound';
import { messageOf } from './fields';
import { ModeSwitch, PasswordField, WhoFields } from './field-groups';
import { SocialButtons } from './SocialLogin';

export function LoginTab() {
  const { t } = useTranslation();
  const { flags } = useSite();
  const ui = useShellUi();
  const [mode, setMode] = useState<LoginMode>('user');
  const [demoBusy, setDemoBusy] = useState(false);

  const form = useFormik<LoginForm>({
    initialValues: { countryCode: DEFAULT_COUNTRY_CODE, userId: '', mobileNum: '', password: '' },
    validationSchema: loginSchema(mode),
    onSubmit: async (values) => {
      playClickSound();
      try {
        const input =
          mode === 'user'
            ? { userName: values.userId.trim(), password: values.password }
            : { userName: values.mobileNum, password: values.password, countryCode: values.countryCode };
        const outcome = await login(input);
        if (outcome.kind === 'logged-in') ui.closeAuth();
      } catch (err) {
        toastError(messageOf(err));
      }
    },
  });

  const runDemo = async () => {
    playClickSound();
    setDemoBusy(true);
    try {
      await demoLogin();
      ui.closeAuth();
    } catch (err) {
      toastError(messageOf(err));
    } finally {
      setDemoBusy(false);
    }
  };

  const showSignupLink = flags.showSignupOption || (flags.showSignupbyRefer && ui.auth.referCode !== '');

  return (
    <form className="auth-form" onSubmit={form.handleSubmit} noValidate data-testid="login-form">
      <h2>{t('auth.loginTitle')}</h2>
      <ModeSwitch mode={mode} onChange={setMode} prefix="login" labels={{ mobile: t('auth.mobileNumber'), user: t('auth.userId') }} />
      <WhoFields form={form} mode={mode} prefix="login" />
      <PasswordField
        form={form}
        name="password"
        label={t('auth.password')}
        testId="login-password"
        autoComplete="current-password"
        placeholder={t('auth.passwordPlaceholder')}
        // §5: input is cut to 16 characters
        clean={(typed) => typed.slice(0, LOGIN_PASSWORD_MAX)}
      />

      <button type="submit" className="btn btn--primary btn--block" disabled={form.isSubmitting} data-testid="login-submit">
        {t('auth.login')}
      </button>
      <button type="button" className="link" data-testid="forgot-password-link" onClick={() => ui.setAuthTab(3)}>
        {t('auth.forgotPassword')}
      </button>
      <button type="button" className="btn btn--secondary btn--block" disabled={demoBusy} data-testid="demo-login" onClick={() => void runDemo()}>
        {t('auth.demoLogin')}
      </button>
      <SocialButtons heading={t('auth.orLoginWith')} prefix="login" />
      {showSignupLink && (
        <p className="auth-form__switch">
          {t('auth.newUser')}{' '}
          <button type="button" className="link" data-testid="create-account-link" onClick={() => ui.setAuthTab(2)}>
            {t('auth.createAccount')}
          </button>
        </p>
      )}
    </form>
  );
}
