// White-label hosts: which operator's site a request is for. Unknown domains get the default host.
// Requests learn it from their database's HostMemory (host-memory.ts), which the console's changes forget.
import type { SectionName } from '@khel/shared-kernel/contract';
import type { Sql } from '../store/db';
import { HostMemory } from './host-memory';

export interface Host {
  id: number;
  code: string;
  operatorId: number;
  siteName: string;
  themeColor: string;
  config: Record<string, unknown>;
  sections: { section: SectionName; manifestUrl: string | null }[];
  /** the share of the house's quoted size its players see and match, basis points (10000: all) */
  liquidityBps: number;
}

/** 'Second.Localhost:3000' → 'second.localhost'; IPv6 literals keep their brackets' content. */
export function normaliseHostname(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const first = hostHeader.split(',')[0]!.trim().toLowerCase();
  if (first.startsWith('[')) return first.slice(1, first.indexOf(']'));
  return first.replace(/:\d+$/, '');
}

interface HostRow {
  id: number;
  code: string;
  operator_id: number;
  site_name: string;
  theme_color: string;
  config: Record<string, unknown>;
  sections: { section: SectionName; manifest_url: string | null }[] | null;
  liquidity_bps: number;
  [k: string]: unknown;
}

const HOST_SELECT = `
  SELECT h.id, h.code, h.operator_id, h.site_name, h.theme_color, h.config, h.liquidity_bps,
         (SELECT json_agg(json_build_object('section', s.section, 'manifest_url', s.manifest_url) ORDER BY s.position)
            FROM host_sections s WHERE s.host_id = h.id) AS sections
  FROM hosts h`;

const toHost = (r: HostRow): Host => ({
  id: r.id,
  code: r.code,
  operatorId: r.operator_id,
  siteName: r.site_name,
  themeColor: r.theme_color,
  config: r.config ?? {},
  sections: (r.sections ?? []).map((s) => ({ section: s.section, manifestUrl: s.manifest_url })),
  liquidityBps: r.liquidity_bps,
});

/** The host's domains, in order. */
export async function hostDomains(db: Sql, hostId: number): Promise<string[]> {
  const rows = await db.query<{ domain: string }>('SELECT domain FROM host_domains WHERE host_id = $1 AND approved_at IS NOT NULL ORDER BY domain', [hostId]);
  return rows.map((r) => r.domain);
}

/** The host a host name reaches, read from the database. */
export async function readHostByDomain(db: Sql, hostname: string): Promise<Host> {
  const rows = await db.query<HostRow>(
    `${HOST_SELECT}
     WHERE h.id = COALESCE((SELECT host_id FROM host_domains WHERE domain = $1 AND approved_at IS NOT NULL),
                           (SELECT id FROM hosts WHERE is_default))`,
    [hostname],
  );
  const row = rows[0];
  if (!row) throw new Error('no default host is configured');
  return toHost(row);
}

/** One memory of the hosts per database: every route of an app is given the same database object. */
const memories = new WeakMap<Sql, HostMemory>();

export function hostMemoryOf(db: Sql): HostMemory {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = new HostMemory(readHostByDomain)));
  return memory;
}

/** The host a host name reaches (the default host for an unknown one), from memory when it is fresh. Shared: never change it. */
export const findHostByDomain = (db: Sql, hostname: string): Promise<Host> => hostMemoryOf(db).get(db, hostname);

/** After a committed change of hosts, their domains or sections: every request reads them again (on every instance). */
export const forgetHosts = (db: Sql): void => hostMemoryOf(db).forgetAll();
