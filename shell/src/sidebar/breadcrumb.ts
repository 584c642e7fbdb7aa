// The left sidebar's breadcrumb (§2.4): on sport, competition, event and racing pages it names the
// current sport, found from the path's sport id.

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

/** The current sport of a page that shows the breadcrumb, or null for pages that show the plain list. */
export function breadcrumbSportOf(pathname: string): { label: string; to: string } | null {
  const [first, a, b] = pathname.split('/').filter(Boolean);
  let sportId: string | undefined;
  if (first === 'sports-page') sportId = b;
  else if (first === 'competition-detail-page') sportId = b;
  else if (first === 'event-page') sportId = a;
  else if (first === 'horse-racing') sportId = '7';
  else if (first === 'greyhound-racing') sportId = '4339';
  return sportId !== undefined ? (SPORTS[sportId] ?? null) : null;
}
