// The contract of GET /api/v1/site/remotes: which sections a host has and where each is loaded from.

/** A part of the site built and deployed as its own module-federation remote. */
export type SectionName = 'sports' | 'racing' | 'casino' | 'account';

export const SECTION_NAMES: readonly SectionName[] = ['sports', 'racing', 'casino', 'account'];

export interface RemoteEntryInfo {
  /** federation name of the remote, equal to the section name */
  name: SectionName;
  /** absolute URL of the remote's mf-manifest.json */
  entry: string;
}

export interface SiteRemotes {
  /** the host this registry is for, as the server saw it */
  host: string;
  /** display name of the operator's site, for example 'Khel' */
  siteName: string;
  /** CSS colour, default '#c10931' */
  themeColor: string;
  /** sections this host offers, with the manifest each is loaded from */
  remotes: RemoteEntryInfo[];
}
