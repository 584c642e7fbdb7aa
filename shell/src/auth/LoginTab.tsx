// Tab 1 (§2.10, §4.4, §5): user id or mobile number, password, Login, demo login, links.
import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_COUNTRY_CODE,
  demoLogin,
  LOGIN_PASSWORD_MAX,
  login,
  loginSchema,
  toastError,
  type LoginForm,
  type LoginMode,
} from '@khel/shared-kernel';
import { useSite } from '../site/SiteContext';
import { useShellUi } from '../ui/ShellUi';
import { playClickSound } from './click-sound';
import { CountrySelect, FieldError, messageOf, PasswordInput, PhoneInput } from './fields';

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
  const shown = (name: keyof LoginForm) => (form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined);

  return (
    <form className="auth-form" onSubmit={form.handleSubmit} noValidate data-testid="login-form">
      <h2>{t('auth.loginTitle')}</h2>
      <div className="switch" role="tablist" data-testid="login-mode">
        <button type="button" role="tab" aria-selected={mode === 'mobile'} data-testid="login-mode-mobile" onClick={() => setMode('mobile')}>
          {t('auth.mobileNumber')}
        </button>
        <button type="button" role="tab" aria-selected={mode === 'user'} data-testid="login-mode-user" onClick={() => setMode('user')}>
          {t('auth.userId')}
        </button>
      </div>

      {mode === 'user' ? (
        <label className="field">
          <span>{t('auth.userId')}</span>
          <input
            className="input"
            name="userId"
            autoComplete="username"
            placeholder={t('auth.userIdPlaceholder')}
            data-testid="login-user-id"
            value={form.values.userId}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
          <FieldError name="userId" error={shown('userId')} />
        </label>
      ) : (
        <div className="field">
          <span>{t('auth.mobileNumber')}</span>
          <span className="field__row">
            <CountrySelect testId="login-country" value={form.values.countryCode} onChange={(c) => void form.setFieldValue('countryCode', c)} />
            <PhoneInput
              name="mobileNum"
              value={form.values.mobileNum}
              countryCode={form.values.countryCode}
              onChange={(v) => void form.setFieldValue('mobileNum', v)}
              onBlur={() => void form.setFieldTouched('mobileNum')}
            />
          </span>
          <FieldError name="countryCode" error={shown('countryCode')} />
          <FieldError name="mobileNum" error={shown('mobileNum')} />
        </div>
      )}

      <label className="field">
        <span>{t('auth.password')}</span>
        <PasswordInput
          name="password"
          testId="login-password"
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          value={form.values.password}
          // §5: input is cut to 16 characters
          onChange={(e) => void form.setFieldValue('password', e.target.value.slice(0, LOGIN_PASSWORD_MAX))}
          onBlur={form.handleBlur}
        />
        <FieldError name="password" error={shown('password')} />
      </label>

      <button type="submit" className="btn btn--primary btn--block" disabled={form.isSubmitting} data-testid="login-submit">
        {t('auth.login')}
      </button>
      <button type="button" className="link" data-testid="forgot-password-link" onClick={() => ui.setAuthTab(3)}>
        {t('auth.forgotPassword')}
      </button>
      <button type="button" className="btn btn--secondary btn--block" disabled={demoBusy} data-testid="demo-login" onClick={() => void runDemo()}>
        {t('auth.demoLogin')}
      </button>
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
