// The desktop left sidebar (§2.4): the sport list on home and general pages.
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/SiteContext';
import { SIDEBAR_NAV } from '../frame/nav';

export function LeftSidebar() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <aside className="left-sidebar" data-testid="left-sidebar" aria-label={t('sidebar.sports')}>
      <h3>{t('sidebar.sports')}</h3>
      <nav>
        {SIDEBAR_NAV.filter((n) => site.has(n.section)).map((n) => (
          <NavLink key={n.to} to={n.to} data-section={n.section}>
            {t(`nav.${n.label}`)}
          </NavLink>
        ))}
      </nav>
    </aside>
  );
}
