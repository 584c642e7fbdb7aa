// The section links of the header and the desktop sidebar, filtered by the host and its menu.
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/SiteContext';
import { useMenuIds } from '../menu/MenuContext';
import { requestRacingReload } from '@khel/shared-kernel';
import { isNavShown, RACING_RELOAD_STATE, type NavEntry } from './nav';
import { useCasinoStudios } from './casino-studios';

interface NavLinksProps {
  entries: readonly NavEntry[];
  /** shown links before this index are skipped (the header's 'More' list starts where the bar stops) */
  from?: number;
  /** shown links from this index on stay in the page, measured but hidden (they are under 'More') */
  hiddenFrom?: number;
  onNavigate?: () => void;
}

/** The section links that are shown for this host and menu, in order. */
export function useShownNav(entries: readonly NavEntry[]): readonly NavEntry[] {
  const site = useSite();
  const menu = useMenuIds();
  const studios = useCasinoStudios(site.has('casino') && entries.some((n) => n.studio));
  return entries.filter((n) => isNavShown(n, site.has, menu, studios));
}

export function NavLinks({ entries, from = 0, hiddenFrom = Infinity, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const shown = useShownNav(entries);
  return (
    <>
      {shown
        .map((n, i) => ({ n, i }))
        .filter(({ i }) => i >= from)
        .map(({ n, i }) => (
          <NavLink
            key={n.to}
            to={n.to}
            className={i >= hiddenFrom ? 'nav-overflow' : undefined}
            aria-hidden={i >= hiddenFrom ? true : undefined}
            tabIndex={i >= hiddenFrom ? -1 : undefined}
            data-section={n.section}
            end={n.to === '/'}
            state={n.reloadsRacing ? RACING_RELOAD_STATE : undefined}
            onClick={() => {
              if (n.reloadsRacing) requestRacingReload(Number(n.menuId));
              onNavigate?.();
            }}
          >
            {t(`nav.${n.label}`)}
          </NavLink>
        ))}
    </>
  );
}
