// What the fixed top bar (notice, header, section links; below 1024 px the sub-header and the live-casino
// bar) takes from the page, measured after each layout that resizes it:
// - --top-extra-height on the frame: what the top bar holds beyond what §2.2's top padding counts: the
//   live-casino bar, and less the notice banner's 24 px where there is no banner (a host with no
//   notices, a play host: else a 24 px blank strip under the header), or its difference when it is
//   another height;
// - the document's scroll padding: the bar's whole height while it is fixed over the page, so a part
//   brought into view (a casino game's frame, a panel the provider's page scrolls to from inside its
//   frame, an anchor) stops below the bar instead of under it. A headerless game page's bar is in the
//   page (not fixed): nothing to leave then.

import { NOTICE_BANNER_PX } from './page-top';

const heightOf = (bar: HTMLElement, selector: string): number => bar.querySelector(selector)?.getBoundingClientRect().height ?? 0;

export function measureTopBar(frame: HTMLElement, bar: HTMLElement, root: HTMLElement = document.documentElement): void {
  const extra = heightOf(bar, '.live-casino-bar') + heightOf(bar, '.notice-banner') - NOTICE_BANNER_PX;
  frame.style.setProperty('--top-extra-height', `${Math.round(extra)}px`);
  const covers = getComputedStyle(bar).position === 'fixed' ? Math.round(bar.getBoundingClientRect().height) : 0;
  root.style.scrollPaddingTop = `${covers}px`;
}
