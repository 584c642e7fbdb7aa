// The separate reset form (§4.4): mobile number or user id, a code sent by SMS or WhatsApp, then the
// code (enabled only once sent), new password and confirmation. Success closes the form with a
// success toast; a failure shows an error toast and keeps what was typed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeSmsPasswordReset, setNewPassword, verifyPasswordResetOtp, type ResetChannel } from '@khel/shared-kernel';
import { useShellUi } from '../ui/ShellUi';
import { mmss } from '../hooks/useCountdown';
import { ModeSwitch, OtpField, PasswordField, WhoFields } from './field-groups';
import { useResetForm } from './useResetForm';

export function ResetPasswordForm() {
  const { t } = useTranslation();
  const ui = useShellUi();
  const [channel, setChannel] = useState<ResetChannel>('sms');
  const { form, mode, setMode, otp, ready, sent } = useResetForm({
    channel,
    finish: async (orderId, values) => {
      if (channel === 'sms') return completeSmsPasswordReset({ orderId, otp: values.otp, password: values.password, confirmPassword: values.conPassword });
      await verifyPasswordResetOtp(orderId, values.otp);
      return setNewPassword(orderId, values.password, values.conPassword);
    },
    onDone: ui.closeReset,
  });
  const { sending } = otp;

  return (
    <div className="overlay" onMouseDown={(e) => e.target === e.currentTarget && ui.closeReset()}>
      <form className="popup auth-dialog auth-form" role="dialog" aria-modal="true" onSubmit={form.handleSubmit} noValidate data-testid="reset-form">
        <button type="button" className="popup__close" aria-label={t('auth.close')} data-testid="reset-close" onClick={ui.closeReset}>
          ×
        </button>
        <h2>{t('reset.title')}</h2>
        <ModeSwitch mode={mode} onChange={setMode} prefix="reset" disabled={sent} labels={{ mobile: t('auth.byMobile'), user: t('auth.byUser') }} />
        <WhoFields form={form} mode={mode} prefix="reset" disabled={sent} />
        <div className="switch" role="radiogroup" aria-label={t('reset.sendBy')} data-testid="reset-channel">
          {(['sms', 'whatsapp'] as const).map((c) => (
            <button key={c} type="button" role="radio" aria-checked={channel === c} disabled={sent} data-testid={`reset-channel-${c}`} onClick={() => setChannel(c)}>
              {t(`reset.${c}`)}
            </button>
          ))}
        </div>
        <button type="button" className="btn btn--whatsapp" data-testid="reset-send" disabled={!ready || sent || sending} onClick={() => void otp.sendOtp(false)}>
          {t('reset.sendCode')}
        </button>
        {sent && otp.remaining > 0 && (
          <p className="field__hint" data-testid="reset-sent">
            {t('reset.codeSent', { time: mmss(otp.remaining) })}
          </p>
        )}
        <OtpField form={form} testId="reset-code" disabled={!sent} onBlur={() => void form.setFieldTouched('otp')} />
        <PasswordField form={form} name="password" label={t('auth.newPassword')} testId="reset-password" autoComplete="new-password" disabled={!sent} />
        <PasswordField form={form} name="conPassword" label={t('auth.confirmPassword')} testId="reset-confirm-password" autoComplete="new-password" disabled={!sent} />
        <button type="submit" className="btn btn--primary btn--block" disabled={form.isSubmitting} data-testid="reset-submit">
          {t('auth.updatePassword')}
        </button>
      </form>
    </div>
  );
}
