// The host's contact block (§2.5 drawer on the home page, §2.9 desktop footer): shown when the host
// enables it (showContact) and its support contact is known.
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/SiteContext';

export function ContactBlock({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const { flags, contact } = useSite();
  if (!flags.showContact || !contact) return null;
  const whatsapp = contact.wpnumber.replace(/\D/g, '');
  return (
    <section className="contact-block" data-testid={testId}>
      <h3>{t('contact.title')}</h3>
      {contact.message && <p>{contact.message}</p>}
      {whatsapp && (
        <a href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer" data-testid={`${testId}-whatsapp`}>
          WhatsApp {contact.wpnumber}
        </a>
      )}
      {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
      {contact.telegram && (
        <a href={contact.telegram} target="_blank" rel="noopener noreferrer">
          Telegram
        </a>
      )}
    </section>
  );
}
