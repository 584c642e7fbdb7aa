// The first paint the shell's server may put into the home page or an event page (tools/first-paint.js, issue #20): the
// frame's outline and the first screen's match rows, drawn before any script ran, in `#first-paint`
// beside `#root`. While it is there the page's CSS keeps #root out of sight (`#first-paint ~ #root`, laid out):
// React renders the frame and the page behind it, and the first paint goes in the frame in which the
// page it drew has rendered its own rows, at the same places. Nothing flashes between the two (the
// frame's loading states and the page's skeleton are never seen), and nothing of React's is in it.

/** A safety net: however the page fares, the first paint goes after this long. */
export const FIRST_PAINT_MAX_MS = 20_000;

const element = (): HTMLElement | null => (typeof document === 'undefined' ? null : document.getElementById('first-paint'));

/** Whether the first paint is on screen and drew `section`'s `page` (its slot says `sports/home`, `sports/event`). */
export function firstPaintOf(section: string, page: string): HTMLElement | null {
  const slot = element()?.querySelector<HTMLElement>('[data-first-paint-slot]');
  return slot && slot.dataset.firstPaintSlot === `${section}/${page}` ? slot : null;
}

/** Takes the first paint away (the frame behind it shows in the same frame); idempotent. */
export function endFirstPaint(): void {
  element()?.remove();
}

/** A page has rendered when its slot holds something and nothing in it is loading (aria-busy). */
export function pageHasRendered(slot: Element): boolean {
  return slot.childElementCount > 0 && slot.querySelector('[aria-busy="true"]') === null;
}

/** Ends the first paint once `slot` (the page's, in the frame) has rendered; returns the stop function. */
export function endFirstPaintWhenRendered(slot: Element): () => void {
  if (pageHasRendered(slot)) {
    endFirstPaint();
    return () => undefined;
  }
  // a MutationObserver's callback runs before the next paint: the swap happens in one frame
  const observer = new MutationObserver(() => {
    if (!pageHasRendered(slot)) return;
    observer.disconnect();
    endFirstPaint();
  });
  observer.observe(slot, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  return () => observer.disconnect();
}
