// 'Or Login With' / 'Or Register With' Google and WhatsApp (§2.10), shown only when the host's
// magic-link promotion flag is on, and the built-in one-time sign-in widget they start (channel
// GMAIL or WHATSAPP, §7.1): it asks for an email address or a WhatsApp number and has the server
// send a one-time login link; opening the link logs the player in (sign-in-link.ts).
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_COUNTRY_CODE,
  startMagicLink,
  toastError,
  toastSuccess,
  type MagicLinkForm,
  type SocialChannel,
} from '@khel/shared-kernel';
import { magicLinkSchema } from '@khel/shared-kernel/auth-schemas';
import { useSite } from '../site/SiteContext';
import { useShellUi } from '../ui/ShellUi';
import { playClickSound } from './click-sound';
import { messageOf } from './fields';
import { TextField, WhoFields } from './field-groups';

/** The heading and the two buttons; nothing when the host's flag is off. */
export function SocialButtons({ heading, prefix }: { heading: string; prefix: string }) {
  const { t } = useTranslation();
  const { flags } = useSite();
  const [channel, setChannel] = useState<SocialChannel | null>(null);
  if (!flags.showMagicLink) return null;
  const open = (c: SocialChannel) => {
    playClickSound();
    setChannel(c);
  };
  return (
    <div className="social-login" data-testid={`${prefix}-social`}>
      <p className="social-login__heading">{heading}</p>
      <div className="social-login__buttons">
        <button type="button" className="btn btn--secondary" data-testid={`${prefix}-google`} onClick={() => open('GMAIL')}>
          {t('auth.google')}
        </button>
        <button type="button" className="btn btn--secondary" data-testid={`${prefix}-whatsapp`} onClick={() => open('WHATSAPP')}>
          {t('auth.whatsapp')}
        </button>
      </div>
      {channel && <SignInLinkWidget channel={channel} onClose={() => setChannel(null)} />}
    </div>
  );
}

/** The built-in one-time sign-in widget for one channel. */
export function SignInLinkWidget({ channel, onClose }: { channel: SocialChannel; onClose(): void }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useFormik<MagicLinkForm>({
    initialValues: { countryCode: DEFAULT_COUNTRY_CODE, mobileNum: '', email: '' },
    validationSchema: magicLinkSchema(channel, { emailRequired: t('auth.emailRequired'), emailInvalid: t('auth.emailInvalid') }),
    onSubmit: async (values) => {
      playClickSound();
      try {
        await startMagicLink(
          channel === 'WHATSAPP' ? { channel, country_code: values.countryCode, mobile: values.mobileNum } : { channel, email: values.email.trim() },
        );
        setSent(true);
        toastSuccess(t('auth.linkSent'));
      } catch (err) {
        toastError(messageOf(err));
      }
    },
  });

  // Its own small dialog over the auth dialog (outside the dialog's form, so Enter sends the link).
  return createPortal(
    <div className="overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <form
        className="popup auth-form social-login__widget"
        role="dialog"
        aria-modal="true"
        aria-label={t(`auth.linkTitle${channel}`)}
        data-testid="sign-in-link-widget"
        data-channel={channel}
        onSubmit={form.handleSubmit}
        noValidate
      >
      <button type="button" className="popup__close" aria-label={t('auth.close')} data-testid="sign-in-link-close" onClick={onClose}>
        ×
      </button>
      <h2>{t(`auth.linkTitle${channel}`)}</h2>
      <p>{t(`auth.linkHint${channel}`)}</p>
      {channel === 'WHATSAPP' ? (
        <WhoFields form={form} mode="mobile" prefix="link" />
      ) : (
        <TextField
          form={form}
          name="email"
          label={t('auth.email')}
          testId="link-email"
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
        />
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={form.isSubmitting} data-testid="sign-in-link-send">
        {t('auth.sendLink')}
      </button>
      {sent && (
        <p className="social-login__sent" role="status" data-testid="sign-in-link-sent">
          {t('auth.linkSent')}
        </p>
      )}
      </form>
    </div>,
    document.body,
  );
}
