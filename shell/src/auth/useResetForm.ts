// What the forgot-password tab (§2.10) and the separate reset form (§4.4) share: mobile or user id
// with the §5 rules, sending the code (WhatsApp or SMS), and the submit that needs an order.
import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  AUTH_MESSAGES,
  DEFAULT_COUNTRY_CODE,
  phoneLengthFor,
  startPasswordReset,
  toastError,
  toastSuccess,
  USERNAME_LOOKUP_MIN,
  type ForgotPasswordForm,
  type LoginMode,
  type ResetChannel,
  type ResetPasswordStart,
} from '@khel/shared-kernel';
import { forgotPasswordSchema } from '@khel/shared-kernel/auth-schemas';
import { messageOf } from './fields';
import { useOtpOrder, type OtpCalls } from './useOtpOrder';

export interface ResetFormOptions extends Pick<OtpCalls, 'resend' | 'verify'> {
  channel: ResetChannel;
  /** the last step with the order and the form; answers the server's message */
  finish(orderId: string, values: ForgotPasswordForm): Promise<string>;
  /** after the success toast */
  onDone(): void;
  onStarted?(started: ResetPasswordStart): void;
}

export function useResetForm(options: ResetFormOptions) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LoginMode>('mobile');

  const form = useFormik<ForgotPasswordForm>({
    initialValues: { countryCode: DEFAULT_COUNTRY_CODE, userId: '', mobileNum: '', otp: '', password: '', conPassword: '' },
    validationSchema: forgotPasswordSchema(mode),
    onSubmit: async (values) => {
      if (!otp.orderId) {
        toastError(t('formMessages.sendOtpFirst', { defaultValue: AUTH_MESSAGES.sendOtpFirst }));
        return;
      }
      try {
        toastSuccess((await options.finish(otp.orderId, values)) || t('auth.passwordUpdated'));
        options.onDone();
      } catch (err) {
        toastError(messageOf(err));
      }
    },
  });

  const otp = useOtpOrder({
    send: async () => {
      const who = mode === 'user' ? { userName: form.values.userId.trim() } : { countryCode: form.values.countryCode, mobile: form.values.mobileNum };
      const started = await startPasswordReset(who, undefined, options.channel);
      options.onStarted?.(started);
      return { orderId: started.orderId ?? started.data?.orderId, expirySeconds: started.otp_expiry_time ?? started.data?.otp_expiry_time ?? 0 };
    },
    resend: options.resend,
    verify: options.verify,
  });

  const ready = mode === 'user' ? form.values.userId.trim().length >= USERNAME_LOOKUP_MIN : form.values.mobileNum.length === phoneLengthFor(form.values.countryCode);
  return { form, mode, setMode, otp, ready, sent: otp.orderId !== null };
}
