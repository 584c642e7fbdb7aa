// A host's images (logo, favicon, touch icon), stored per host in host_assets and served under
// /api/v1/content/assets/{hostCode}/{kind}. The URLs carry the image's version so a new logo
// reaches browsers at once while an unchanged one is cached.
import type { LogoData } from '@khel/shared-kernel/contract';
import type { Sql } from '../store/db';
import type { Host } from './hosts';
import { TOUCH_ICON_PATH } from './site-config';

export const ASSET_KINDS = ['logo', 'favicon', 'touch-icon'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];
export const isAssetKind = (value: unknown): value is AssetKind => ASSET_KINDS.includes(value as AssetKind);

export interface HostAsset {
  contentType: string;
  body: Uint8Array;
  updatedAt: Date;
}

export const assetUrl = (hostCode: string, kind: AssetKind, updatedAt: Date): string =>
  `/api/v1/content/assets/${encodeURIComponent(hostCode)}/${kind}?v=${updatedAt.getTime().toString(36)}`;

/** The URLs of the host's images; '' for an image the host lacks. */
export async function hostAssetUrls(db: Sql, host: Host): Promise<Record<AssetKind, string>> {
  const rows = await db.query<{ kind: AssetKind; updated_at: Date }>('SELECT kind, updated_at FROM host_assets WHERE host_id = $1', [host.id]);
  const urls: Record<AssetKind, string> = { logo: '', favicon: '', 'touch-icon': '' };
  for (const r of rows) urls[r.kind] = assetUrl(host.code, r.kind, new Date(r.updated_at));
  return urls;
}

export async function logoOf(db: Sql, host: Host): Promise<LogoData> {
  const urls = await hostAssetUrls(db, host);
  return { logo: urls.logo, favicon: urls.favicon, touchIcon: TOUCH_ICON_PATH, siteName: host.siteName };
}

export async function readHostAsset(db: Sql, hostCode: string, kind: AssetKind): Promise<HostAsset | undefined> {
  const rows = await db.query<{ content_type: string; body: Uint8Array; updated_at: Date }>(
    'SELECT a.content_type, a.body, a.updated_at FROM host_assets a JOIN hosts h ON h.id = a.host_id WHERE h.code = $1 AND a.kind = $2',
    [hostCode, kind],
  );
  const row = rows[0];
  return row && { contentType: row.content_type, body: row.body, updatedAt: new Date(row.updated_at) };
}
