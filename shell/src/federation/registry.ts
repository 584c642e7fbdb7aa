// The host's remote registry: asked of the server for this host, then given to the federation runtime.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Envelope, SectionName, SiteRemotes } from '@khel/shared-kernel';
import { fallbackPlugin, retryPlugin } from './runtime-plugins';

let pluginsRegistered = false;
let registered = '';
let early: Promise<SiteRemotes> | null = null;

/** Asks for the registry at once (the shell's entry, before the frame has loaded); the next
 * fetchSiteRemotes takes this answer instead of asking again. */
export function startSiteRemotes(): Promise<SiteRemotes> {
  early ??= requestSiteRemotes();
  return early;
}

export function fetchSiteRemotes(signal?: AbortSignal): Promise<SiteRemotes> {
  const started = early;
  early = null;
  return started ?? requestSiteRemotes(signal);
}

async function requestSiteRemotes(signal?: AbortSignal): Promise<SiteRemotes> {
  // no headers of its own: the request must match index.html's preload of it to take its answer
  const res = await fetch('/api/v1/site/remotes', { signal });
  if (!res.ok) throw new Error(`site registry answered ${res.status}`);
  const body = (await res.json()) as Envelope<SiteRemotes>;
  if (!body.status) throw new Error(body.msg || 'site registry refused');
  return body.data;
}

export function registerSiteRemotes(site: SiteRemotes): void {
  if (!pluginsRegistered) {
    registerPlugins([retryPlugin(), fallbackPlugin((remote, error) => console.warn(`remote ${remote} unavailable`, error))]);
    pluginsRegistered = true;
  }
  const remotes = site.remotes.map((r) => ({ name: r.name, entry: r.entry }));
  // The same registry again (the early start, then the frame) keeps what is loaded: `force` would
  // drop the remotes' loaded entries.
  const signature = JSON.stringify(remotes);
  if (signature === registered) return;
  registered = signature;
  registerRemotes(remotes, { force: true });
}

/**
 * Loads one exposed module of a section, and the section's English texts beside it (the account,
 * casino and racing sections' are not in the shell's first load: shared-kernel i18n loadSectionTexts); never throws for a
 * dead remote (the fallback plugin answers). A failed texts chunk leaves the texts to i18next's fallback.
 */
export function loadSectionModule<T>(section: SectionName, module: string): Promise<T | null> {
  // the kernel is a shared module: from here (the shell's entry) it can only be imported lazily
  const texts = import('@khel/shared-kernel').then((k) => k.loadSectionTexts(section)).catch((err: unknown) => console.warn(`texts of ${section} not loaded`, err));
  return Promise.all([loadRemote<T>(`${section}/${module}`), texts]).then(([loaded]) => loaded);
}
