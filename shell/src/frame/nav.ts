// The header's and sidebar's section links (§2.3, §2.4): each shown only when the host has its
// section and the menu holds its id (§9: 4 cricket, 1 football, 2 tennis, 7 and 4339 racing,
// 2378961 election, -100 Indian card games and Aura, QT provider casino); links without an id
// (home, SPORTS, Sportsbook) always show.
import type { SectionName } from '@khel/shared-kernel';
import type { MenuIds } from '../menu/MenuContext';
import { studioKey } from './casino-studios';

export interface NavEntry {
  to: string;
  /** i18n key under nav. */
  label: string;
  section: SectionName;
  /** the menu id that must be present; absent: always shown */
  menuId?: string;
  /** racing links: a click reloads the racing page's data even when already there */
  reloadsRacing?: boolean;
  /** a studio's lobby: shown only when the host's casino catalogue holds the studio's games */
  studio?: string;
}

const link = (to: string, label: string, section: SectionName, menuId?: string): NavEntry => ({ to, label, section, menuId });
const CRICKET = link('/sports-page/Cricket/4', 'cricket', 'sports', '4');
const FOOTBALL = link('/sports-page/football/1', 'football', 'sports', '1');
const ELECTION = link('/election', 'election', 'sports', '2378961');
const TENNIS = link('/sports-page/tennis/2', 'tennis', 'sports', '2');
const HORSE_RACING: NavEntry = { ...link('/horse-racing', 'horseRacing', 'racing', '7'), reloadsRacing: true };
const GREYHOUND_RACING: NavEntry = { ...link('/greyhound-racing', 'greyhoundRacing', 'racing', '4339'), reloadsRacing: true };
const QT_CASINO = [link('/casino-lobby/casino', 'liveCasino', 'casino', 'QT'), link('/aviator', 'aviator', 'casino', 'QT'), link('/slot-games', 'slots', 'casino', 'QT')];

/** §2.3 order: home, SPORTS, the sports, racing, Aura, QT casino, Rubyplay and Turbo games. */
export const HEADER_NAV: readonly NavEntry[] = [
  link('/', 'home', 'sports'),
  link('/sports-page/Sportsbook/0', 'sports', 'sports'),
  ...[CRICKET, FOOTBALL, ELECTION, TENNIS, HORSE_RACING, GREYHOUND_RACING],
  link('/livegames/aura/FAWK', 'aura', 'casino', '-100'),
  ...QT_CASINO,
  { ...link('/casino-lobby/slot-games/Rubyplay', 'rubyplay', 'casino', 'QT'), studio: 'Rubyplay' },
  { ...link('/casino-lobby/slot-games/Turbo Games', 'turbo', 'casino', 'QT'), studio: 'Turbo Games' },
];

/** §2.4 order: Cricket, Football, Election, Tennis, Horse Racing, Greyhound Racing, Indian Card Games, Sportsbook; then QT casino. */
export const SIDEBAR_NAV: readonly NavEntry[] = [
  ...[CRICKET, FOOTBALL, ELECTION, TENNIS, HORSE_RACING, GREYHOUND_RACING],
  link('/indian-card-games', 'indianCardGames', 'casino', '-100'),
  link('/sports-page/Sportsbook/0', 'sportsbook', 'sports'),
  ...QT_CASINO,
];

/**
 * Whether a link shows: the host has its section, and the menu holds its id. While the menu loads
 * only the id-less links show; when the menu call failed the host's sections decide alone. A studio's
 * link also needs the studio among `studios` (keys of the catalogue's studios; null: not known yet).
 */
export function isNavShown(entry: NavEntry, hasSection: (s: SectionName) => boolean, menu: MenuIds, studios: ReadonlySet<string> | null = null): boolean {
  if (!hasSection(entry.section)) return false;
  if (entry.studio !== undefined && !studios?.has(studioKey(entry.studio))) return false;
  if (entry.menuId === undefined || menu === 'unavailable') return true;
  return menu !== 'loading' && menu.has(entry.menuId);
}

/** The navigation state a racing link carries: the page remounts and fetches its races again. */
export const RACING_RELOAD_STATE = { reloadRacing: true } as const;

/** A key that changes on every racing-link click (each navigation has its own location key). */
export function racingReloadKeyOf(location: { key: string; state: unknown }): string | undefined {
  const state = location.state as { reloadRacing?: boolean } | null;
  return state?.reloadRacing ? location.key : undefined;
}
