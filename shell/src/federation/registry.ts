// The host's remote registry: asked of the server for this host, then given to the federation runtime.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Envelope, SectionName, SiteRemotes } from '@khel/shared-kernel';
import { fallbackPlugin, retryPlugin } from './runtime-plugins';

let pluginsRegistered = false;

export async function fetchSiteRemotes(signal?: AbortSignal): Promise<SiteRemotes> {
  const res = await fetch('/api/v1/site/remotes', { headers: { Accept: 'application/json' }, signal });
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
  registerRemotes(
    site.remotes.map((r) => ({ name: r.name, entry: r.entry })),
    { force: true },
  );
}

/** Loads one exposed module of a section; never throws for a dead remote (the fallback plugin answers). */
export function loadSectionModule<T>(section: SectionName, module: string): Promise<T | null> {
  return loadRemote<T>(`${section}/${module}`);
}
