// The left sidebar's breadcrumb (§2.4): on sport, competition, event and racing pages it names the
// current sport, found from the path's sport id, and says which list the page shows below it.

/** sport id → nav label key and listing path (§9 sport ids). */
const SPORTS: Readonly<Record<string, { label: string; to: string }>> = {
  '4': { label: 'cricket', to: '/sports-page/Cricket/4' },
  '1': { label: 'football', to: '/sports-page/football/1' },
  '2': { label: 'tennis', to: '/sports-page/tennis/2' },
  '7': { label: 'horseRacing', to: '/horse-racing' },
  '4339': { label: 'greyhoundRacing', to: '/greyhound-racing' },
  '2378961': { label: 'election', to: '/election' },
  '0': { label: 'sportsbook', to: '/sports-page/Sportsbook/0' },
};

export interface SidebarContext {
  sportId: number;
  label: string;
  to: string;
  /** racing venues, the sport's matches (event page) or its competitions */
  list: 'races' | 'matches' | 'competitions';
}

/** The current sport of a page that shows the breadcrumb, or null for pages that show the plain list. */
export function breadcrumbSportOf(pathname: string): SidebarContext | null {
  const [first, a, b] = pathname.split('/').filter(Boolean);
  let sportId: string | undefined;
  let list: SidebarContext['list'] = 'competitions';
  if (first === 'sports-page' || first === 'competition-detail-page') sportId = b;
  else if (first === 'event-page') {
    sportId = a;
    list = 'matches';
  } else if (first === 'horse-racing') sportId = '7';
  else if (first === 'greyhound-racing') sportId = '4339';
  const sport = sportId !== undefined ? SPORTS[sportId] : undefined;
  if (!sport || sportId === undefined) return null;
  if (sportId === '7' || sportId === '4339') list = 'races';
  return { ...sport, sportId: Number(sportId), list };
}
