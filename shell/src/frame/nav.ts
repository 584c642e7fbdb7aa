// The header's and sidebar's section links (§2.3, §2.4), each shown only when the host has its section.
import type { SectionName } from '@khel/shared-kernel';

export interface NavEntry {
  to: string;
  /** i18n key under nav. */
  label: string;
  section: SectionName;
}

export const HEADER_NAV: readonly NavEntry[] = [
  { to: '/', label: 'home', section: 'sports' },
  { to: '/sports-page/Sportsbook/0', label: 'sports', section: 'sports' },
  { to: '/sports-page/Cricket/4', label: 'cricket', section: 'sports' },
  { to: '/sports-page/football/1', label: 'football', section: 'sports' },
  { to: '/sports-page/tennis/2', label: 'tennis', section: 'sports' },
  { to: '/election', label: 'election', section: 'sports' },
  { to: '/horse-racing', label: 'horseRacing', section: 'racing' },
  { to: '/greyhound-racing', label: 'greyhoundRacing', section: 'racing' },
  { to: '/livegames/aura/FAWK', label: 'aura', section: 'casino' },
  { to: '/casino-lobby/casino', label: 'liveCasino', section: 'casino' },
  { to: '/aviator', label: 'aviator', section: 'casino' },
  { to: '/slot-games', label: 'slots', section: 'casino' },
];

/** §2.4 order: Cricket, Football, Election, Tennis, Horse Racing, Greyhound Racing, Indian Card Games, Sportsbook; then QT casino. */
export const SIDEBAR_NAV: readonly NavEntry[] = [
  { to: '/sports-page/Cricket/4', label: 'cricket', section: 'sports' },
  { to: '/sports-page/football/1', label: 'football', section: 'sports' },
  { to: '/election', label: 'election', section: 'sports' },
  { to: '/sports-page/tennis/2', label: 'tennis', section: 'sports' },
  { to: '/horse-racing', label: 'horseRacing', section: 'racing' },
  { to: '/greyhound-racing', label: 'greyhoundRacing', section: 'racing' },
  { to: '/indian-card-games', label: 'indianCardGames', section: 'casino' },
  { to: '/sports-page/Sportsbook/0', label: 'sportsbook', section: 'sports' },
  { to: '/casino-lobby/casino', label: 'liveCasino', section: 'casino' },
  { to: '/aviator', label: 'aviator', section: 'casino' },
  { to: '/slot-games', label: 'slots', section: 'casino' },
];
