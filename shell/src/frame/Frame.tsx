// The site's frame around every page: header with the host's name and sections, the page, the footer.
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { KERNEL_INSTANCE_ID, instanceIdOf } from '@khel/shared-kernel';
import * as React from 'react';
import { useSite } from '../site/SiteContext';
import { frameOf } from '../app/AppRoutes';

const NAV: { to: string; label: string; section: 'sports' | 'racing' | 'casino' | 'account' }[] = [
  { to: '/', label: 'Home', section: 'sports' },
  { to: '/sports-page/Sportsbook/0', label: 'SPORTS', section: 'sports' },
  { to: '/sports-page/Cricket/4', label: 'Cricket', section: 'sports' },
  { to: '/sports-page/football/1', label: 'Football', section: 'sports' },
  { to: '/sports-page/tennis/2', label: 'Tennis', section: 'sports' },
  { to: '/election', label: 'Election', section: 'sports' },
  { to: '/horse-racing', label: 'Horse Racing', section: 'racing' },
  { to: '/greyhound-racing', label: 'Greyhound Racing', section: 'racing' },
  { to: '/casino-lobby/casino', label: 'Live Casino', section: 'casino' },
  { to: '/aviator', label: 'Aviator', section: 'casino' },
  { to: '/slot-games', label: 'Slots', section: 'casino' },
];

export function Frame({ children }: { children: ReactNode }) {
  const site = useSite();
  const { pathname } = useLocation();
  const frame = frameOf(pathname);
  return (
    <div
      className={`frame frame--${frame}`}
      data-testid="shell"
      data-kernel-instance={KERNEL_INSTANCE_ID}
      data-react-instance={instanceIdOf(React)}
    >
      <header className="header" data-testid="header">
        <NavLink to="/" className="header__logo" data-testid="site-name">
          {site.siteName}
        </NavLink>
        <nav className="header__nav" aria-label="Main">
          {NAV.filter((n) => site.has(n.section)).map((n) => (
            <NavLink key={n.to} to={n.to} data-section={n.section} end={n.to === '/'}>
              {n.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="page">{children}</main>
      <footer className="footer">
        © {new Date().getFullYear()} {site.siteName.toUpperCase()}
      </footer>
    </div>
  );
}
