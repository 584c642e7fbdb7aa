// What the fixed top bar (notice, header, section links; below 1024 px the sub-header and the live-casino
// bar) takes from the page, measured after each layout that resizes it:
// - --top-extra-height on the frame: the live-casino bar, the one part §2.2's top padding does not count;
// - the document's scroll padding: the bar's whole height while it is fixed over the page, so a part
//   brought into view (a casino game's frame, a panel the provider's page scrolls to from inside its
//   frame, an anchor) stops below the bar instead of under it. A headerless game page's bar is in the
//   page (not fixed): nothing to leave then.

export function measureTopBar(frame: HTMLElement, bar: HTMLElement, root: HTMLElement = document.documentElement): void {
  frame.style.setProperty('--top-extra-height', `${Math.round(bar.querySelector('.live-casino-bar')?.getBoundingClientRect().height ?? 0)}px`);
  const covers = getComputedStyle(bar).position === 'fixed' ? Math.round(bar.getBoundingClientRect().height) : 0;
  root.style.scrollPaddingTop = `${covers}px`;
}
