// The section links of the header and the desktop sidebar, filtered by the host and its menu.
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/SiteContext';
import { useMenuIds } from '../menu/MenuContext';
import { requestRacingReload } from '@khel/shared-kernel';
import { isNavShown, RACING_RELOAD_STATE, type NavEntry } from './nav';

export function NavLinks({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useTranslation();
  const site = useSite();
  const menu = useMenuIds();
  return (
    <>
      {entries
        .filter((n) => isNavShown(n, site.has, menu))
        .map((n) => (
          <NavLink
            key={n.to}
            to={n.to}
            data-section={n.section}
            end={n.to === '/'}
            state={n.reloadsRacing ? RACING_RELOAD_STATE : undefined}
            onClick={n.reloadsRacing ? () => requestRacingReload(Number(n.menuId)) : undefined}
          >
            {t(`nav.${n.label}`)}
          </NavLink>
        ))}
    </>
  );
}
