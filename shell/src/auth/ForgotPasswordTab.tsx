// Tab 3 (§2.10, §4.4, §5): mobile or user id, OTP with its own countdown, new password twice. A code
// that could not be sent (the server refused, no answer, or the relay gave up) is said on the form
// until the next try, with a way to ask again; the fields stay open to correct the number or id.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendPasswordResetOtp, setNewPassword, verifyPasswordResetOtp } from '@khel/shared-kernel';
import { useShellUi } from '../ui/ShellUi';
import { mmss } from '../hooks/useCountdown';
import { CodeNotSent, ModeSwitch, OtpField, PasswordField, WhoFields } from './field-groups';
import { useResetForm } from './useResetForm';

export function ForgotPasswordTab() {
  const { t } = useTranslation();
  const ui = useShellUi();
  const [maskedMobile, setMaskedMobile] = useState('');
  const { form, mode, setMode, otp, ready, sent: otpSent } = useResetForm({
    channel: 'whatsapp',
    finish: (orderId, values) => setNewPassword(orderId, values.password, values.conPassword),
    onDone: () => ui.setAuthTab(1),
    // §3: only the last 4 digits of the masked mobile are kept
    onStarted: (started) => setMaskedMobile((started.mobile ?? started.data?.mobile ?? '').slice(-4)),
    resend: async (orderId) => {
      const body = await resendPasswordResetOtp(orderId);
      return body.otp_expiry_time ?? body.data?.otp_expiry_time ?? 0;
    },
    verify: verifyPasswordResetOtp,
  });
  const { sending } = otp;

  const verifyOnBlur = async () => {
    await form.setFieldTouched('otp');
    await otp.verify(form.values.otp);
  };

  return (
    <form className="auth-form" onSubmit={form.handleSubmit} noValidate data-testid="forgot-form">
      <h2>{t('auth.forgotTitle')}</h2>
      <ModeSwitch mode={mode} onChange={setMode} prefix="forgot" disabled={otpSent} labels={{ mobile: t('auth.byMobile'), user: t('auth.byUser') }} />
      <WhoFields form={form} mode={mode} prefix="forgot" disabled={otpSent} />
      <button type="button" className="btn btn--whatsapp" data-testid="forgot-send-otp" disabled={!ready || otpSent || sending} onClick={() => void otp.sendOtp(false)}>
        {t('auth.sendOtp')}
      </button>
      {otpSent && (
        <p className="field__hint" data-testid="forgot-otp-sent">
          {maskedMobile && `••••••${maskedMobile} `}
          <button type="button" className="link" data-testid="forgot-resend-otp" disabled={otp.remaining > 0 || sending} onClick={() => void otp.sendOtp(true)}>
            {otp.remaining > 0 ? t('auth.resendIn', { time: mmss(otp.remaining) }) : t('auth.resendOtp')}
          </button>
        </p>
      )}
      <CodeNotSent otp={otp} testId="forgot" canAsk={ready && !sending} />
      <OtpField form={form} testId="forgot-otp" disabled={!otpSent} onBlur={() => void verifyOnBlur()} />
      <PasswordField form={form} name="password" label={t('auth.newPassword')} testId="forgot-password" autoComplete="new-password" disabled={!otpSent} />
      <PasswordField form={form} name="conPassword" label={t('auth.confirmPassword')} testId="forgot-confirm-password" autoComplete="new-password" disabled={!otpSent} />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.isSubmitting} data-testid="forgot-submit">
        {t('auth.updatePassword')}
      </button>
      <button type="button" className="link" data-testid="open-reset-form" onClick={ui.openReset}>
        {t('reset.open')}
      </button>
      <button type="button" className="link" data-testid="forgot-to-login" onClick={() => ui.setAuthTab(1)}>
        {t('auth.login')}
      </button>
    </form>
  );
}
