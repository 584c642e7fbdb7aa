// Tab 2 (§2.10, §4.3, §5): username, phone with counter, WhatsApp OTP with resend countdown,
// OTP verified on blur, password with hint, confirmation, promocode; then register and log in. A code
// that could not be sent (the server refused, no answer, or the relay gave up) is said on the form
// until the next try, with a way to ask again; the number stays open to correct it.
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUTH_MESSAGES,
  DEFAULT_COUNTRY_CODE,
  login,
  phoneLengthFor,
  register,
  resendSignupOtp,
  sendSignupOtp,
  toastError,
  verifyReferralCode,
  verifySignupOtp,
  type SignupForm,
} from '@khel/shared-kernel';
import { mobileNumberValid, signupSchema } from '@khel/shared-kernel/auth-schemas';
import { SocialButtons } from './SocialLogin';
import { useShellUi } from '../ui/ShellUi';
import { useSite } from '../site/SiteContext';
import { mmss } from '../hooks/useCountdown';
import { playClickSound } from './click-sound';
import { FieldError, messageOf } from './fields';
import { CodeNotSent, OtpField, PasswordField, shownError, WhoFields } from './field-groups';
import { useOtpOrder } from './useOtpOrder';
import { AdultField, adultError, useAdultAnswer } from './AdultField';

/** The server's answer to an unknown referral code: shown in the player's language. */
const REFERRAL_INVALID = 'Invalid referral code';

export function SignupTab() {
  const { t } = useTranslation();
  const ui = useShellUi();
  const adult = useAdultAnswer();
  const { flags } = useSite();
  // a referral code is checked (verifyRefferalCode) before sign-up on hosts that sign up by referral
  const [referralError, setReferralError] = useState<string | undefined>(undefined);
  const checkReferral = async (code: string): Promise<boolean> => {
    if (!flags.showSignupbyRefer || code.trim() === '') {
      setReferralError(undefined);
      return true;
    }
    try {
      await verifyReferralCode(code);
      setReferralError(undefined);
      return true;
    } catch (err) {
      setReferralError(messageOf(err));
      return false;
    }
  };

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
        toastError(t('formMessages.sendOtpFirst', { defaultValue: AUTH_MESSAGES.sendOtpFirst }));
        return;
      }
      const ageError = adultError(adult);
      if (ageError) {
        adult.setShown(true);
        toastError(t(`signup.${ageError}`));
        return;
      }
      if (!(await checkReferral(values.promo))) return;
      try {
        const userName = values.username.trim();
        await register({
          ...(adult.rule === 'dateOfBirth' ? { date_of_birth: adult.dateOfBirth } : { adult: true }),
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

  // a code from /ReferBy/{referCode} or ?referCode= is checked as the dialog opens
  useEffect(() => {
    if (ui.auth.referCode) void checkReferral(ui.auth.referCode);
  }, [ui.auth.referCode]);

  const otp = useOtpOrder({
    send: async () => {
      const order = await sendSignupOtp(form.values.countryCode, form.values.mobileNum, undefined, flags.isWhatsappOnSignUp ? 'whatsapp' : 'sms');
      return { orderId: order.orderId, expirySeconds: order.otp_expiry_time };
    },
    resend: async (orderId) => (await resendSignupOtp(orderId)).otp_expiry_time,
    verify: verifySignupOtp,
  });
  const { orderId, sending } = otp;

  const phoneComplete = form.values.mobileNum.length === phoneLengthFor(form.values.countryCode) && mobileNumberValid(form.values.countryCode, form.values.mobileNum);

  const verifyOnBlur = async () => {
    await form.setFieldTouched('otp');
    await otp.verify(form.values.otp);
  };

  const otpSent = orderId !== null;
  const shown = (name: keyof SignupForm) => shownError(form, name);

  return (
    <form className="auth-form" onSubmit={form.handleSubmit} noValidate data-testid="signup-form">
      <h2>{t('auth.signupTitle')}</h2>
      <label className="field">
        <span>{t('auth.username')}</span>
        <input className="input" name="username" autoComplete="username" data-testid="signup-username" value={form.values.username} onChange={form.handleChange} onBlur={form.handleBlur} />
        <FieldError name="username" error={shown('username')} />
      </label>

      <div>
        <WhoFields form={form} mode="mobile" prefix="signup" counter disabled={otpSent} />
        <button type="button" className="btn btn--whatsapp" data-testid="signup-send-otp" disabled={!phoneComplete || otpSent || sending} onClick={() => void otp.sendOtp(false)}>
          {t('auth.sendOtp')}
        </button>
        {otpSent && (
          <button type="button" className="link" data-testid="signup-resend-otp" disabled={otp.remaining > 0 || sending} onClick={() => void otp.sendOtp(true)}>
            {otp.remaining > 0 ? t('auth.resendIn', { time: mmss(otp.remaining) }) : t('auth.resendOtp')}
          </button>
        )}
        {otpSent && (
          // issue 34: a mistyped number is not locked for the code's 60 s
          <button
            type="button"
            className="link"
            data-testid="signup-change-number"
            disabled={sending}
            onClick={() => {
              otp.forget();
              void form.setFieldValue('otp', '');
            }}
          >
            {t('signup.changeNumber')}
          </button>
        )}
      </div>

      <CodeNotSent otp={otp} testId="signup" canAsk={phoneComplete && !sending} />
      <OtpField form={form} testId="signup-otp" disabled={!otpSent} onBlur={() => void verifyOnBlur()} />

      <PasswordField form={form} name="password" label={t('auth.password')} testId="signup-password" autoComplete="new-password" disabled={!otpSent} hint={t('auth.passwordHint')} />
      <PasswordField form={form} name="conPassword" label={t('auth.confirmPassword')} testId="signup-confirm-password" autoComplete="new-password" disabled={!otpSent} />

      <AdultField answer={adult} disabled={!otpSent} />

      <label className="field">
        <span>{t('auth.promo')}</span>
        <input className="input" name="promo" data-testid="signup-promo" value={form.values.promo} onChange={form.handleChange} onBlur={() => void checkReferral(form.values.promo)} />
        <FieldError name="promo" error={referralError === REFERRAL_INVALID ? t('signup.referralInvalid') : referralError} />
      </label>

      <button type="submit" className="btn btn--primary btn--block" disabled={form.isSubmitting} data-testid="signup-submit">
        {t('auth.submit')}
      </button>
      <SocialButtons heading={t('auth.orRegisterWith')} prefix="signup" />
      <p className="auth-form__switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="link" data-testid="to-login-link" onClick={() => ui.setAuthTab(1)}>
          {t('auth.login')}
        </button>
      </p>
    </form>
  );
}
