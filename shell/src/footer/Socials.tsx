// Social links from the promotions data (§2.9), and the floating WhatsApp button (§2.2) that
// shows only when a WhatsApp link exists.
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/SiteContext';
import { SOCIAL_NAMES } from '../site/site-config';

export function SocialLinks() {
  const { t } = useTranslation();
  const { socials } = useSite();
  const present = SOCIAL_NAMES.filter((name) => socials[name]?.url);
  if (present.length === 0) return null;
  return (
    <nav className="footer__socials" aria-label={t('landmarks.social')} data-testid="footer-socials">
      {present.map((name) => (
        <a key={name} href={socials[name]!.url} target="_blank" rel="noopener noreferrer" data-testid={`social-${name.toLowerCase()}`}>
          {name}
        </a>
      ))}
    </nav>
  );
}

/** Floating at the bottom right on desktop; on a phone an item of the bottom bar (`inBar`), beside the clock. */
export function WhatsAppButton({ inBar = false }: { inBar?: boolean }) {
  const url = useSite().socials.Whatsapp?.url;
  if (!url) return null;
  return (
    <a className={inBar ? 'whatsapp-float whatsapp-float--bar' : 'whatsapp-float'} href={url} target="_blank" rel="noopener noreferrer" aria-label="WhatsApp" data-testid="whatsapp-button">
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7a11.5 11.5 0 0 1-4.5-4c-.3-.5-1-1.5-1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.1.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.3Z" />
      </svg>
    </a>
  );
}
