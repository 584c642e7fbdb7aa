// Where a page starts under the fixed top bar (§2.2): "page top padding is 94px, 130px or 0 depending
// on the page; some casino pages hide the header below the breakpoint". The figures count the notice
// banner above the header (§2.3; 24 px) and the 64 px header: 24 + 64 + 6 = 94.
// - 130 px under a header with a second row: the desktop header's section links, or below 1024 px the
//   sub-header with the page's name (36 px each);
// - 94 px under the header alone: below 1024 px, a page with no sub-header (home);
// - 0 where the header is hidden: below 1024 px, a casino game being played (a live table, a live or
//   Indian card game, Aviator), which takes the whole phone; its sub-header and live-casino bar (back
//   and the other live games) then sit in the page, not over it. The lobbies keep the header.
// What the spec's figures do not count is added to them, and what they count but is not there is taken
// off (the frame measures both, top-bar.ts): the live-casino bar under the header; the notice banner
// where the host has no notices (a play host): 106 px under the desktop header then, 70 px under a
// phone's header alone.

/** The notice banner's height that §2.2's figures count (§2.3). */
export const NOTICE_BANNER_PX = 24;

/** The casino pages that hide the header below 1024 px: the game pages (a live table, a live or Indian card game, Aviator), not the lobbies. */
const HEADERLESS_BELOW_1024 = /^\/(casino-live\/[^/]+\/[^/]+|table-casino-live\/[^/]+|casino_live\/[^/]+|livegames\/[^/]+(\/.*)?|aviator|indian-casino\/[^/]+(\/.*)?)\/?$/;

/** Whether this page hides the header below 1024 px (§2.2). */
export const hidesHeaderBelow1024 = (pathname: string): boolean => HEADERLESS_BELOW_1024.test(pathname);

export type PageTop = 0 | 94 | 130;

/** §2.2's top padding for a page. */
export function pageTopPadding({ desktop, headerHidden, subHeader }: { desktop: boolean; headerHidden: boolean; subHeader: boolean }): PageTop {
  if (desktop) return 130;
  if (headerHidden) return 0;
  return subHeader ? 130 : 94;
}
