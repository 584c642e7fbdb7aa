// The mobile sub-header's page name (§2.2): the decoded path segment on sport and competition
// pages, the joined path on the casino lobby, otherwise the page's first segment in words.

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** null on home, where no sub-header shows. */
export function pageNameOf(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  if (!first || first === 'default-page') return null;
  if ((first === 'sports-page' || first === 'competition-detail-page') && second) return decode(second);
  if (first === 'casino-lobby') return segments.slice(1).map(decode).join('/') || 'casino';
  return decode(first).replace(/[-_]+/g, ' ');
}
