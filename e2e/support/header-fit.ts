// What "the header never clips or overlaps" means, checked in the page: the header is not wider
// than the window; no two of its visible controls (links, buttons, the search box, the logo, the
// balance and name lines) overlap; each lies inside the header; each shows its whole text (an
// ellipsis on a secondary label is a chosen way to give room, not a clip); and a navigation link
// is either wholly inside the navigation bar or not shown at all (moved under 'More').

/** Runs in the page; returns the problems found (empty when the header fits). */
export function headerProblems(): string[] {
  const header = document.querySelector<HTMLElement>('[data-testid="header"]');
  if (!header) return ['no header'];
  const problems: string[] = [];
  const hb = header.getBoundingClientRect();
  if (hb.right > window.innerWidth + 0.5 || header.scrollWidth > header.clientWidth + 1) {
    problems.push(`header is ${header.scrollWidth}px wide in a ${window.innerWidth}px window`);
  }
  const shown = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"]');
  };
  const name = (el: Element): string => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? (el as HTMLImageElement).alt ?? '').trim().slice(0, 24)}"`;
  // the pieces a player sees: controls and the lines of text beside them (dropdown panels excluded)
  const candidates = [...header.querySelectorAll('a, button, input, img, [data-testid="balance"], [data-testid="exposure"], [data-testid="login-as"], [data-testid="last-logged-in"], .header__balance > small, .header__balance > dt')]
    .filter((el) => !el.closest('.header__dropdown, .account__panel, .notification-panel, .search__dropdown, .overlay, .header__mobile-search'))
    .filter(shown);
  // an element holding another candidate (the logo link around its image) is measured by what it holds
  const pieces = candidates.filter((el) => !candidates.some((other) => other !== el && el.contains(other)));
  const boxes = pieces.map((el) => ({ el, r: el.getBoundingClientRect() }));
  for (const { el, r } of boxes) {
    if (r.left < hb.left - 0.5 || r.right > hb.right + 0.5) problems.push(`${name(el)} sticks out of the header (${Math.round(r.left)}–${Math.round(r.right)})`);
    const style = getComputedStyle(el);
    const html = el as HTMLElement;
    if (el.tagName !== 'INPUT' && el.tagName !== 'IMG' && style.overflowX !== 'visible' && html.scrollWidth > html.clientWidth + 1 && style.textOverflow !== 'ellipsis') {
      problems.push(`${name(el)} cuts its text (${html.scrollWidth} > ${html.clientWidth})`);
    }
    const nav = el.closest('.header__nav');
    if (nav) {
      const nb = nav.getBoundingClientRect();
      if (r.left < nb.left - 0.5 || r.right > nb.right + 0.5) problems.push(`${name(el)} is cut by the navigation bar`);
    }
  }
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      const a = boxes[i]!.r;
      const b = boxes[j]!.r;
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlapX > 0.5 && overlapY > 0.5) problems.push(`${name(boxes[i]!.el)} overlaps ${name(boxes[j]!.el)}`);
    }
  }
  return problems;
}
