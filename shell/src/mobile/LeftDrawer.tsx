// The mobile left drawer (§2.5): Aviator; Sports; Casino; Sportsbook; Others; Help & Support;
// language picker; tagline; the contact block on the home page only.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteOwner } from '@khel/shared-kernel';
import { useSite } from '../site/SiteContext';
import { useShellUi } from '../ui/ShellUi';
import { ContactBlock } from '../footer/ContactBlock';

interface DrawerLink {
  to: string;
  label: string;
  /** 'shell': a page the shell renders itself, on every host */
  section: RouteOwner;
}

const GROUPS: readonly { title: string | null; links: readonly DrawerLink[] }[] = [
  { title: null, links: [{ to: '/aviator', label: 'nav.aviator', section: 'casino' }] },
  {
    title: 'sidebar.sports',
    links: [
      { to: '/sports-page/Cricket/4', label: 'nav.cricket', section: 'sports' },
      { to: '/sports-page/football/1', label: 'nav.football', section: 'sports' },
      { to: '/sports-page/tennis/2', label: 'nav.tennis', section: 'sports' },
      { to: '/election', label: 'nav.election', section: 'sports' },
      { to: '/horse-racing', label: 'nav.horseRacing', section: 'racing' },
      { to: '/greyhound-racing', label: 'nav.greyhoundRacing', section: 'racing' },
    ],
  },
  {
    title: 'drawer.casino',
    links: [
      { to: '/indian-card-games', label: 'nav.indianCardGames', section: 'casino' },
      { to: '/casino-lobby/casino', label: 'drawer.casino', section: 'casino' },
      { to: '/slot-games', label: 'drawer.slotGames', section: 'casino' },
    ],
  },
  { title: null, links: [{ to: '/sports-page/Sportsbook/0', label: 'nav.sportsbook', section: 'sports' }] },
  {
    title: 'drawer.others',
    links: [
      { to: '/app-download', label: 'drawer.downloadApk', section: 'account' },
      { to: '/blogs-news', label: 'drawer.blogs', section: 'shell' },
    ],
  },
  {
    title: 'drawer.help',
    links: [
      { to: '/responsible-gambling', label: 'footer.responsibleGambling', section: 'account' },
      { to: '/privacy-policy', label: 'footer.privacyPolicy', section: 'account' },
      { to: '/exclusion-policy', label: 'footer.exclusionPolicy', section: 'account' },
      { to: '/rules-regulations', label: 'footer.rulesRegulations', section: 'account' },
    ],
  },
];

export function LeftDrawer({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const site = useSite();
  const ui = useShellUi();
  const { pathname } = useLocation();
  const onHome = pathname === '/' || pathname === '/default-page';

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="overlay overlay--drawer" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <nav className="left-drawer" aria-label={t('drawer.menu')} data-testid="left-drawer">
        {GROUPS.map((group, i) => {
          const links = group.links.filter((l) => l.section === 'shell' || site.has(l.section));
          if (links.length === 0) return null;
          return (
            <section key={i}>
              {group.title && <h3>{t(group.title)}</h3>}
              {links.map((l) => (
                <Link key={l.to} to={l.to} data-section={l.section} onClick={onClose}>
                  {t(l.label)}
                </Link>
              ))}
            </section>
          );
        })}
        <section>
          <button
            type="button"
            className="btn btn--block"
            data-testid="drawer-language"
            onClick={() => {
              onClose();
              ui.openLanguage();
            }}
          >
            {t('header.language')}
          </button>
          <p className="left-drawer__tagline">{t('drawer.tagline')}</p>
        </section>
        {onHome && <ContactBlock testId="drawer-contact" />}
      </nav>
    </div>
  );
}
