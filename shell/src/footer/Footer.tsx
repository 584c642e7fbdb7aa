// The footer (§2.9): payment and responsible-gambling badges, policy links, the copyright line.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/SiteContext';
import { SocialLinks } from './Socials';

const POLICY_LINKS = [
  { to: '/responsible-gambling', key: 'responsibleGambling' },
  { to: '/privacy-policy', key: 'privacyPolicy' },
  { to: '/exclusion-policy', key: 'exclusionPolicy' },
  { to: '/rules-regulations', key: 'rulesRegulations' },
] as const;

export function copyrightLine(siteName: string, year: number): string {
  return `© ${year} ${siteName.toUpperCase()}`;
}

export function Footer() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <footer className="footer" data-testid="footer">
      <SocialLinks />
      <div className="footer__badges">
        <span className="badge">{t('footer.paymentMethods')}:</span>
        <span className="badge" data-testid="badge-upi">{t('footer.upi')}</span>
        <span className="badge" data-testid="badge-bank">{t('footer.bankTransfer')}</span>
        <span className="badge badge--age">{t('footer.adultsOnly')}</span>
      </div>
      {site.has('account') && (
        <nav className="footer__links" aria-label={t('footer.quickLinks')}>
          {POLICY_LINKS.map((l) => (
            <Link key={l.to} to={l.to} data-section="account">
              {t(`footer.${l.key}`)}
            </Link>
          ))}
        </nav>
      )}
      <p className="footer__copyright" data-testid="copyright">
        {copyrightLine(site.siteName, new Date().getFullYear())}. {t('footer.rights')}
      </p>
    </footer>
  );
}
