// The §4.2 casino gate on every casino link of the frame (header, sidebar, drawers, live-casino
// bar, lobby tiles), in one place: a click on a link to a casino page is checked before the router
// sees it; logged out opens the login dialog (the target is visited after login), a demo user is
// refused with the spec's message, and in both cases the navigation stops.
import { useEffect } from 'react';
import { gateCasinoEntry, isCasinoPath } from '@khel/shared-kernel';

export function casinoLinkClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target === '_blank') return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !isCasinoPath(decodeURI(url.pathname))) return;
  // Only the default is prevented (react-router's links do not navigate then): the click still
  // reaches the link's own handlers, so a menu or drawer it sits in closes as after any choice.
  if (gateCasinoEntry(`${decodeURI(url.pathname)}${url.search}`) !== 'go') event.preventDefault();
}

/** Installs the gate for the shell's lifetime (capture phase: before react-router's links). */
export function useCasinoLinkGate(): void {
  useEffect(() => {
    document.addEventListener('click', casinoLinkClick, true);
    return () => document.removeEventListener('click', casinoLinkClick, true);
  }, []);
}
