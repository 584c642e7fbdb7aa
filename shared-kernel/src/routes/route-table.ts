// Who owns which route (spec §2.1). The shell builds its router from this table and loads the
// owning remote's page; the README's ownership table mirrors it.
import type { SectionName } from '../site/remotes';

/** How much of the shell's frame a page keeps (spec §2.2, §2.7). */
export type PageFrame =
  /** header, left sidebar and right panel on desktop */
  | 'full'
  /** header only: casino, aviator, live-game pages */
  | 'no-sidebars'
  /** header only, and no sidebars at any width: Indian card games */
  | 'bare';

/** Who renders a route: a remote's section, or the shell itself for the few pages no remote owns. */
export type RouteOwner = SectionName | 'shell';

export interface RouteEntry {
  /** react-router path pattern */
  path: string;
  section: RouteOwner;
  /** key of the page in the remote's exposed `./pages` map (the shell's own page map for 'shell') */
  page: string;
  frame: PageFrame;
}

const sports = (path: string, page: string): RouteEntry => ({ path, section: 'sports', page, frame: 'full' });
const racing = (path: string, page: string): RouteEntry => ({ path, section: 'racing', page, frame: 'full' });
const casino = (path: string, page: string, frame: PageFrame = 'no-sidebars'): RouteEntry => ({
  path,
  section: 'casino',
  page,
  frame,
});
const account = (path: string, page: string): RouteEntry => ({ path, section: 'account', page, frame: 'full' });
const shell = (path: string, page: string): RouteEntry => ({ path, section: 'shell', page, frame: 'full' });

export const ROUTES: readonly RouteEntry[] = [
  sports('/', 'home'),
  sports('/default-page', 'home'),
  sports('/sports-page/:sportsName/:eventTypeId', 'sport'),
  sports('/competition-detail-page/:competitionName/:eventTypeId/:competitionId', 'competition'),
  sports('/event-page/:eventTypeId/:eventId/:marketId?', 'event'),
  sports('/election', 'election'),
  sports('/open-bets', 'open-bets'),

  racing('/horse-racing', 'horse-racing'),
  racing('/greyhound-racing', 'greyhound-racing'),

  casino('/indian-card-games', 'indian-card-games', 'bare'),
  casino('/indian-casino/:gameId/:inplay?', 'indian-casino', 'bare'),
  casino('/casino-lobby/*', 'casino-lobby'),
  casino('/slot-games', 'slot-games'),
  casino('/casino-live/:gameId/:tableId', 'casino-live'),
  casino('/table-casino-live/:eventName', 'table-casino-live'),
  casino('/casino_live/:id', 'casino-live-by-id'),
  casino('/livegames/:gameId?/:tableId?/:marketId?', 'livegames'),
  casino('/aviator', 'aviator'),

  account('/deposit', 'deposit'),
  account('/withdraw', 'withdraw'),
  account('/transactions', 'transactions'),
  account('/transactions-details/:type/:refrenceNo', 'transaction-details'),
  account('/bonuses', 'bonuses'),
  account('/bonus-statement', 'bonus-statement'),
  account('/betting-profit-loss', 'betting-profit-loss'),
  account('/betting-profit-loss-details', 'betting-profit-loss-details'),
  account('/account-statement', 'account-statement'),
  account('/account-statement-details', 'account-statement-details'),
  account('/transfer-statement', 'transfer-statement'),
  account('/time-setting', 'time-setting'),
  account('/settings', 'settings'),
  account('/change-password', 'change-password'),
  account('/responsible-gambling', 'responsible-gambling'),
  account('/privacy-policy', 'privacy-policy'),
  account('/exclusion-policy', 'exclusion-policy'),
  account('/rules-regulations', 'rules-regulations'),
  account('/app-download', 'app-download'),

  // Drawer 'Others' (§2.5): articles per host; no remote owns them.
  shell('/blogs-news', 'blogs-news'),
  shell('/blogs-news/:articleId', 'blog-article'),
  // The profile's e-mail address and its verification link (§7.1 GET /profile/verify/email/{a}/{b}, §8 toast).
  shell('/profile/email', 'profile-email'),
  shell('/profile/verify/email/:a/:b', 'verify-email'),
  // issue 33: why a real-money host refuses the visitor's country (the kernel's COUNTRY_PAGE_PATH)
  shell('/not-available-in-your-country', 'country-refused'),
];

/** Fragments a remote exposes for the shell's frame, beside its pages. */
export const FRAGMENTS = {
  /** the bet slip in the right panel and the mobile modal */
  betSlip: { section: 'sports', module: 'BetSlip' },
  /** the Open Bets tab of the right panel */
  openBets: { section: 'sports', module: 'OpenBets' },
} as const satisfies Record<string, { section: SectionName; module: string }>;

/** The pages each section must expose; checked by every remote's tests. */
export function pagesOf(section: RouteOwner): string[] {
  return [...new Set(ROUTES.filter((r) => r.section === section).map((r) => r.page))];
}

const CASINO_FIRST_SEGMENTS = new Set(ROUTES.filter((r) => r.section === 'casino').map((r) => r.path.split('/')[1]!));

/** Whether a path (e.g. a link's href) is a casino page: entering it goes through the §4.2 gate. */
export function isCasinoPath(pathname: string): boolean {
  return CASINO_FIRST_SEGMENTS.has(pathname.split('/')[1] ?? '');
}
