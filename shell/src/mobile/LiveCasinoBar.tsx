// The mobile-only live-casino bar (§2.2): on live casino pages, quick links between the live games,
// each filtered by the host and its menu like the header's links.
import { HEADER_NAV, SIDEBAR_NAV, type NavEntry } from '../frame/nav';
import { NavLinks } from '../frame/NavLinks';

const LIVE_CASINO_PAGES = new Set(['casino-live', 'table-casino-live', 'casino_live', 'livegames']);

/** Live casino pages: the live tables and games, and the live casino lobby. */
export function isLiveCasinoPage(pathname: string): boolean {
  const [first, second] = pathname.split('/').filter(Boolean);
  return LIVE_CASINO_PAGES.has(first ?? '') || (first === 'casino-lobby' && second === 'casino');
}

const byPath = (to: string): NavEntry => [...HEADER_NAV, ...SIDEBAR_NAV].find((n) => n.to === to)!;
const LIVE_LINKS: readonly NavEntry[] = ['/casino-lobby/casino', '/livegames/aura/FAWK', '/aviator', '/indian-card-games'].map(byPath);

export function LiveCasinoBar() {
  return (
    <nav className="live-casino-bar" data-testid="live-casino-bar">
      <NavLinks entries={LIVE_LINKS} />
    </nav>
  );
}
