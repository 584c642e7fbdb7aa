// What the first page waits for, started by the shell's entry before React and the frame have loaded
// (issue #20: the home page's first rows waited for the shell, then the registry, then the remote's
// manifest, remoteEntry and chunks, then the match list, one after another). At once: the host's
// registry (index.html preloads it), then the current page's section (manifest, remoteEntry and its
// pages module), the frame's first calls and the menu, and for the home page its match list, through the
// kernel's early calls (fetch: the kernel's api answers the frame and the page from them, and axios
// loads only when a later call needs it).
import { ROUTES, type RouteOwner } from '@khel/shared-kernel/routes';
import { fetchEarlyAsVisitor, HOME_MATCHES_CALL, MENU_CALL, PLAYER_HOME_MATCHES_CALL, PLAYER_MENU_CALL } from '@khel/shared-kernel/early-fetch';
import { loadSectionModule, registerSiteRemotes, startSiteRemotes } from './registry';
import { startBannerNotices } from '../header/early-notices';
import { frameFirstCalls } from '../site/first-calls';

/** The section whose page a path shows (first segment against the route table; unknown paths go home). */
export function sectionOfPath(pathname: string): RouteOwner {
  const first = pathname.split('/')[1] ?? '';
  const entry = ROUTES.find((r) => r.path.split('/')[1] === first) ?? ROUTES.find((r) => r.path === '/');
  return entry?.section ?? 'shell';
}

const isHome = (pathname: string) => ROUTES.some((r) => r.page === 'home' && r.path === pathname);

export function startEarly(pathname = window.location.pathname): void {
  const section = sectionOfPath(pathname);
  startSiteRemotes()
    .then((site) => {
      registerSiteRemotes(site);
      if (section !== 'shell' && site.remotes.some((r) => r.name === section)) void loadSectionModule(section, 'pages');
    })
    .catch(() => undefined); // the frame asks again and shows the problem
  // the notice banner above the header, in English as the frame first renders (the stored language
  // follows later, §4.7): there for the first paint instead of pushing the page down after it
  startBannerNotices('en');
  // the frame first renders in English (bootstrap.tsx): its first calls ask in English. A visitor's
  // start now; with a stored session the kernel starts them once loaded (its token rules).
  const home = isHome(pathname);
  // §7.2: a visitor's menu and home list are the open calls, a player's the logged-in ones
  const frame = frameFirstCalls(window.location.hostname, 'en');
  const visitor = fetchEarlyAsVisitor([...frame, MENU_CALL, ...(home ? [HOME_MATCHES_CALL] : [])]);
  void import('@khel/shared-kernel')
    .then((k) => {
      if (!visitor) for (const call of [...frame, PLAYER_MENU_CALL, ...(home ? [PLAYER_HOME_MATCHES_CALL] : [])]) k.startEarlyCall(call);
      // only a visitor's home page makes no call but these at first: elsewhere (a player's balance,
      // another page's own calls) axios loads now, beside the remote, not after the page has asked
      if (!visitor || !home) k.warmApiClient();
    })
    .catch(() => undefined);
}
