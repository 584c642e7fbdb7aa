// Tab 2 (§2.10, §4.3, §5): username, phone with counter, WhatsApp OTP with resend countdown,
// OTP verified on blur, password with hint, confirmation, promocode; then register and log in.
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  AUTH_MESSAGES,
  DEFAULT_COUNTRY_CODE,
  login,
  OTP_LENGTH,
  phoneLengthFor,
  register,
  resendSignupOtp,
  sendSignupOtp,
  signupSchema,
  toastError,
  verifySignupOtp,
  type SignupForm,
} from '@khel/shared-kernel';
import { useShellUi } from '../ui/ShellUi';
import { mmss } from '../hooks/useCountdown';
import { playClickSound } from './click-sound';
import { CountrySelect, FieldError, messageOf, PasswordInput, PhoneInput } from './fields';
import { useOtpOrder } from './useOtpOrder';

export function SignupTab() {
  const { t } = useTranslation();
  const ui = useShellUi();

  const form = useFormik<SignupForm>({
    initialValues: {
      countryCode: DEFAULT_COUNTRY_CODE,
      username: '',
      mobileNum: '',
      otp: '',
      password: '',
      conPassword: '',
      promo: ui.auth.referCode,
    },
    enableReinitialize: false,
    validationSchema: signupSchema(),
    onSubmit: async (values) => {
      playClickSound();
      if (!orderId) {
        toastError(AUTH_MESSAGES.sendOtpFirst);
        return;
      }
      try {
        const userName = values.username.trim();
        await register({
          name: userName,
          user_name: userName,
          mobile: values.mobileNum,
          password: values.password,
          country_code: values.countryCode,
          refer_code: values.promo.trim() || undefined,
          orderId,
        });
        const outcome = await login({ userName, password: values.password });
        if (outcome.kind === 'logged-in') ui.closeAuth();
      } catch (err) {
        toastError(messageOf(err));
      }
    },
  });

  const otp = useOtpOrder({
    send: async () => {
      const order = await sendSignupOtp(form.values.countryCode, form.values.mobileNum);
      return { orderId: order.orderId, expirySeconds: order.otp_expiry_time };
    },
    resend: async (orderId) => (await resendSignupOtp(orderId)).otp_expiry_time,
    verify: verifySignupOtp,
  });
  const { orderId, sending } = otp;

  const phoneComplete = form.values.mobileNum.length === phoneLengthFor(form.values.countryCode);

  const verifyOnBlur = async () => {
    await form.setFieldTouched('otp');
    await otp.verify(form.values.otp);
  };

  const otpSent = orderId !== null;
  const shown = (name: keyof SignupForm) => (form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined);

  return (
    <form className="auth-form" onSubmit={form.handleSubmit} noValidate data-testid="signup-form">
      <h2>{t('auth.signupTitle')}</h2>
      <label className="field">
        <span>{t('auth.username')}</span>
        <input className="input" name="username" autoComplete="username" data-testid="signup-username" value={form.values.username} onChange={form.handleChange} onBlur={form.handleBlur} />
        <FieldError name="username" error={shown('username')} />
      </label>

      <div className="field">
        <span>{t('auth.mobileNumber')}</span>
        <span className="field__row">
          <CountrySelect testId="signup-country" value={form.values.countryCode} disabled={otpSent} onChange={(c) => void form.setFieldValue('countryCode', c)} />
          <PhoneInput
            name="signup-mobile"
            counter
            disabled={otpSent}
            value={form.values.mobileNum}
            countryCode={form.values.countryCode}
            onChange={(v) => void form.setFieldValue('mobileNum', v)}
            onBlur={() => void form.setFieldTouched('mobileNum')}
          />
        </span>
        <FieldError name="mobileNum" error={shown('mobileNum')} />
        <button type="button" className="btn btn--whatsapp" data-testid="signup-send-otp" disabled={!phoneComplete || otpSent || sending} onClick={() => void otp.sendOtp(false)}>
          {t('auth.sendOtp')}
        </button>
        {otpSent && (
          <button type="button" className="link" data-testid="signup-resend-otp" disabled={otp.remaining > 0 || sending} onClick={() => void otp.sendOtp(true)}>
            {otp.remaining > 0 ? t('auth.resendIn', { time: mmss(otp.remaining) }) : t('auth.resendOtp')}
          </button>
        )}
      </div>

      <label className="field">
        <span>{t('auth.otp')}</span>
        <input
          className="input"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('auth.otpPlaceholder')}
          data-testid="signup-otp"
          maxLength={OTP_LENGTH}
          disabled={!otpSent}
          value={form.values.otp}
          onChange={(e) => void form.setFieldValue('otp', e.target.value.replace(/\D/g, ''))}
          onBlur={() => void verifyOnBlur()}
        />
        <FieldError name="otp" error={shown('otp')} />
      </label>

      <label className="field">
        <span>{t('auth.password')}</span>
        <PasswordInput name="password" testId="signup-password" autoComplete="new-password" disabled={!otpSent} value={form.values.password} onChange={form.handleChange} onBlur={form.handleBlur} />
        <small className="field__hint">{t('auth.passwordHint')}</small>
        <FieldError name="password" error={shown('password')} />
      </label>

      <label className="field">
        <span>{t('auth.confirmPassword')}</span>
        <PasswordInput name="conPassword" testId="signup-confirm-password" autoComplete="new-password" disabled={!otpSent} value={form.values.conPassword} onChange={form.handleChange} onBlur={form.handleBlur} />
        <FieldError name="conPassword" error={shown('conPassword')} />
      </label>

      <label className="field">
        <span>{t('auth.promo')}</span>
        <input className="input" name="promo" data-testid="signup-promo" value={form.values.promo} onChange={form.handleChange} />
      </label>

      <button type="submit" className="btn btn--primary btn--block" disabled={form.isSubmitting} data-testid="signup-submit">
        {t('auth.submit')}
      </button>
      <p className="auth-form__switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="link" data-testid="to-login-link" onClick={() => ui.setAuthTab(1)}>
          {t('auth.login')}
        </button>
      </p>
    </form>
  );
}
