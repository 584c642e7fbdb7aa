// How many header links fit in the navigation bar (§2.3): all of them when they fit, else as many
// as fit beside the 'More' button, which lists the rest. Widths in CSS pixels.
export function fittingLinkCount(linkWidths: readonly number[], gap: number, available: number, moreWidth: number): number {
  const all = linkWidths.reduce((sum, width, i) => sum + width + (i > 0 ? gap : 0), 0);
  if (all <= available) return linkWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of linkWidths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
