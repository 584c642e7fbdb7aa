// Mobile only (§2.2): the sub-header with the page name and a back button, and the bottom bar with
// back, the clock (§9) and Deposit (a visitor's Deposit opens the login dialog).
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/SiteContext';
import { useSession } from '../session/useSession';
import { useShellUi } from '../ui/ShellUi';
import { pageNameOf } from './page-name';
import { Clock } from '../clock/Clock';
import { WhatsAppButton } from '../footer/Socials';

export function MobileSubHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = pageNameOf(useLocation().pathname);
  if (!name) return null;
  return (
    <div className="mobile-subheader" data-testid="mobile-subheader">
      <button type="button" className="mobile-subheader__back" aria-label={t('drawer.back')} onClick={() => navigate(-1)}>
        ‹
      </button>
      <span data-testid="mobile-page-name">{name.key ? t(name.key, { defaultValue: name.text }) : name.text}</span>
    </div>
  );
}

export function MobileBottomBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const site = useSite();
  const session = useSession();
  const ui = useShellUi();
  return (
    <nav className="mobile-bottombar" data-testid="mobile-bottombar">
      <button type="button" className="btn" data-testid="mobile-back" onClick={() => navigate(-1)}>
        ‹ {t('drawer.back')}
      </button>
      <Clock className="mobile-bottombar__clock" />
      <WhatsAppButton inBar />
      {site.flags.showDeposit &&
        (session.isLogin ? (
          <Link to="/deposit" className="btn btn--deposit" data-section="account" data-testid="mobile-deposit">
            {t('header.deposit')}
          </Link>
        ) : (
          <button type="button" className="btn btn--deposit" data-testid="mobile-deposit" onClick={() => ui.openAuth(1)}>
            {t('header.deposit')}
          </button>
        ))}
    </nav>
  );
}
