// The footer (§2.9): socials, payment, regulator and responsible-gambling badges, the Android and
// Score app buttons, policy links, the contact-us block (desktop, when enabled), the copyright line.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/SiteContext';
import { SocialLinks } from './Socials';
import { ContactBlock } from './ContactBlock';
import { useIsDesktop } from '../hooks/useIsDesktop';

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
  const desktop = useIsDesktop();
  const appLink = site.has('account') ? '/app-download' : null;
  return (
    <footer className="footer" data-testid="footer">
      <SocialLinks />
      <div className="footer__badges">
        <span className="badge">{t('footer.paymentMethods')}:</span>
        <span className="badge" data-testid="badge-upi">{t('footer.upi')}</span>
        <span className="badge" data-testid="badge-bank">{t('footer.bankTransfer')}</span>
      </div>
      <div className="footer__badges">
        <span className="badge badge--regulator" data-testid="badge-regulator">
          {t('footer.regulator')}
        </span>
        {site.has('account') ? (
          <Link to="/responsible-gambling" className="badge badge--age" data-section="account" data-testid="badge-responsible">
            {t('footer.adultsOnly')}
          </Link>
        ) : (
          <span className="badge badge--age" data-testid="badge-responsible">
            {t('footer.adultsOnly')}
          </span>
        )}
      </div>
      {appLink && (
        <div className="footer__apps">
          <Link to={appLink} className="btn btn--app" data-section="account" data-testid="android-app">
            {t('footer.androidApp')}
          </Link>
          <Link to={appLink} className="btn btn--app" data-section="account" data-testid="score-app">
            {t('footer.scoreApp')}
          </Link>
        </div>
      )}
      <nav className="footer__links" aria-label={t('footer.quickLinks')}>
        {site.has('account') &&
          POLICY_LINKS.map((l) => (
            <Link key={l.to} to={l.to} data-section="account">
              {t(`footer.${l.key}`)}
            </Link>
          ))}
        {desktop && (
          <Link to="/blogs-news" data-testid="footer-blogs">
            {t('drawer.blogs')}
          </Link>
        )}
      </nav>
      {desktop && <ContactBlock testId="footer-contact" />}
      <p className="footer__copyright" data-testid="copyright">
        {copyrightLine(site.siteName, new Date().getFullYear())}. {t('footer.rights')}
      </p>
    </footer>
  );
}
