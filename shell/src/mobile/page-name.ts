// The mobile sub-header's page name (§2.2): the decoded path segment on sport and competition
// pages, the joined path on the casino lobby, otherwise the page's first segment in words.

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Pages the shell renders itself, named as their links are. */
const SHELL_PAGE_NAMES: Readonly<Record<string, string>> = { 'blogs-news': 'Blogs & News', profile: 'Email address' };

/** null on home, where no sub-header shows. */
export function pageNameOf(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  if (!first || first === 'default-page') return null;
  if ((first === 'sports-page' || first === 'competition-detail-page') && second) return decode(second);
  if (first === 'casino-lobby') return segments.slice(1).map(decode).join('/') || 'casino';
  if (SHELL_PAGE_NAMES[first]) return SHELL_PAGE_NAMES[first];
  return decode(first).replace(/[-_]+/g, ' ');
}
