// The desktop left sidebar (§2.4): the breadcrumb on sport, competition, event and racing pages,
// then the sport list.
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_NAV } from '../frame/nav';
import { NavLinks } from '../frame/NavLinks';
import { breadcrumbSportOf } from './breadcrumb';
import { SportLists } from './SportLists';

export function LeftSidebar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sport = breadcrumbSportOf(useLocation().pathname);
  return (
    <aside className="left-sidebar" data-testid="left-sidebar" aria-label={t('sidebar.sports')}>
      {sport && (
        <nav className="breadcrumb" aria-label={t('landmarks.breadcrumb')} data-testid="sidebar-breadcrumb">
          <Link to="/">{t('sidebar.sports')}</Link>
          <Link to={sport.to}>{t(`nav.${sport.label}`)}</Link>
          <button type="button" className="link" onClick={() => navigate(-1)}>
            {t('sidebar.previous')}
          </button>
        </nav>
      )}
      {sport && <SportLists context={sport} />}
      <h3>{t('sidebar.sports')}</h3>
      <nav>
        <NavLinks entries={SIDEBAR_NAV} />
      </nav>
    </aside>
  );
}
