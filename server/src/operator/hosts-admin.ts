// Running white-label hosts from the operator console: name, theme colour, flags, contacts,
// commission, limits, header notices, and which sections each host offers with which build. The
// shell reads the host's registry and configuration at its next load, so no restart is needed.
// Every change is one transaction with its audit row (actor, time, before and after).
import type { SectionName } from '@khel/shared-kernel/contract';
import type { Database, Sql } from '../store/db';
import { paymentLimits, type PaymentLimits } from '../payments/limits';
import { audit, type Actor } from './audit';
import { ConsoleError, operatorScope } from './scope';

export const SECTIONS: readonly SectionName[] = ['sports', 'racing', 'casino', 'account'];

/** The boolean switches of a host's configuration the console may set (spec §3 site settings). */
export const HOST_FLAGS = [
  'showSignupOption',
  'showSignupbyRefer',
  'showLoginWithOtp',
  'isWhatsappOnSignUp',
  'showDeposit',
  'showWithdrawal',
  'showContact',
  'whatsAppMagicLink',
] as const;
export type HostFlag = (typeof HOST_FLAGS)[number];

/** Text settings: socials and support contacts. */
export const HOST_CONTACTS = ['whatsapp', 'telegram', 'instagram', 'facebook', 'youtube', 'twitter', 'email', 'supportMessage'] as const;
export type HostContact = (typeof HOST_CONTACTS)[number];

/** Where each payment limit is kept in hosts.config.payments (whole rupees, as payments/limits.ts reads them). */
export const LIMIT_KEYS = { minDeposit: 'minDepositRupees', maxDeposit: 'maxDepositRupees', minWithdrawal: 'minWithdrawalRupees', maxWithdrawal: 'maxWithdrawalRupees' } as const;
export type LimitKey = keyof typeof LIMIT_KEYS;

export interface HostSectionView {
  section: SectionName;
  enabled: boolean;
  manifestUrl: string | null;
}

export interface HostView {
  id: number;
  code: string;
  operatorId: number;
  siteName: string;
  themeColor: string;
  domains: string[];
  commissionBps: number;
  flags: Record<HostFlag, boolean>;
  contacts: Record<HostContact, string>;
  /** the payment limits in force (the sandbox defaults unless the host sets its own) */
  limits: PaymentLimits;
  notices: string[];
  sections: HostSectionView[];
}

export interface HostPatch {
  siteName?: string;
  themeColor?: string;
  commissionBps?: number;
  flags?: Partial<Record<HostFlag, boolean>>;
  contacts?: Partial<Record<HostContact, string>>;
  /** whole rupees; null goes back to the default */
  limits?: Partial<Record<LimitKey, number | null>>;
  notices?: string[];
}

interface HostRow {
  id: number;
  code: string;
  operator_id: number;
  site_name: string;
  theme_color: string;
  commission_bps: number;
  config: Record<string, unknown>;
  domains: string[] | null;
  notices: string[] | null;
  sections: { section: SectionName; manifest_url: string | null }[] | null;
  [k: string]: unknown;
}

const SELECT = `
  SELECT h.id, h.code, h.operator_id, h.site_name, h.theme_color, h.commission_bps, h.config,
         (SELECT array_agg(d.domain ORDER BY d.domain) FROM host_domains d WHERE d.host_id = h.id) AS domains,
         (SELECT array_agg(n.text ORDER BY n.position, n.id) FROM notice_messages n WHERE n.host_id = h.id AND n.active) AS notices,
         (SELECT json_agg(json_build_object('section', s.section, 'manifest_url', s.manifest_url)) FROM host_sections s WHERE s.host_id = h.id) AS sections
  FROM hosts h`;

function toView(r: HostRow): HostView {
  const c = r.config ?? {};
  const on = new Map((r.sections ?? []).map((s) => [s.section, s.manifest_url]));
  return {
    id: r.id,
    code: r.code,
    operatorId: r.operator_id,
    siteName: r.site_name,
    themeColor: r.theme_color,
    domains: r.domains ?? [],
    commissionBps: r.commission_bps,
    flags: Object.fromEntries(HOST_FLAGS.map((f) => [f, c[f] === true])) as Record<HostFlag, boolean>,
    contacts: Object.fromEntries(HOST_CONTACTS.map((k) => [k, typeof c[k] === 'string' ? c[k] : ''])) as Record<HostContact, string>,
    limits: paymentLimits({ config: c }),
    notices: r.notices ?? [],
    sections: SECTIONS.map((section) => ({ section, enabled: on.has(section), manifestUrl: on.get(section) ?? null })),
  };
}

export async function listHosts(db: Sql, actor: Actor): Promise<HostView[]> {
  const rows = await db.query<HostRow>(`${SELECT} WHERE ($1::int IS NULL OR h.operator_id = $1) ORDER BY h.id`, [operatorScope(actor)]);
  return rows.map(toView);
}

/** The host if the actor may run it; another operator's host is "not found", never "forbidden". */
async function hostFor(tx: Sql, actor: Actor, hostId: number, lock = false): Promise<HostView> {
  const rows = await tx.query<HostRow>(`${SELECT} WHERE h.id = $1 AND ($2::int IS NULL OR h.operator_id = $2)${lock ? ' FOR UPDATE OF h' : ''}`, [hostId, operatorScope(actor)]);
  if (!rows[0]) throw new ConsoleError('not_found', 'No such host');
  return toView(rows[0]);
}

export const getHost = (db: Sql, actor: Actor, hostId: number) => hostFor(db, actor, hostId);

export async function updateHost(db: Database, actor: Actor, hostId: number, patch: HostPatch): Promise<HostView> {
  return db.transaction(async (tx) => {
    const before = await hostFor(tx, actor, hostId, true);
    const config: Record<string, unknown> = { ...patch.flags, ...patch.contacts };
    if (patch.commissionBps !== undefined) config.commissionPercent = patch.commissionBps / 100;
    if (patch.limits) {
      const [row] = await tx.query<{ payments: Record<string, unknown> | null }>("SELECT config->'payments' AS payments FROM hosts WHERE id = $1", [hostId]);
      const payments = { ...(row?.payments ?? {}) };
      for (const [key, rupees] of Object.entries(patch.limits) as [LimitKey, number | null][]) {
        if (rupees === null) delete payments[LIMIT_KEYS[key]];
        else payments[LIMIT_KEYS[key]] = rupees;
      }
      const limits = paymentLimits({ config: { payments } });
      if (limits.minDepositPaise > limits.maxDepositPaise || limits.minWithdrawalPaise > limits.maxWithdrawalPaise) {
        throw new ConsoleError('invalid', 'A minimum must not be above its maximum');
      }
      config.payments = payments;
    }
    await tx.query(
      `UPDATE hosts SET site_name = COALESCE($2, site_name), theme_color = COALESCE($3, theme_color),
         commission_bps = COALESCE($4, commission_bps), config = config || $5::jsonb WHERE id = $1`,
      [hostId, patch.siteName ?? null, patch.themeColor ?? null, patch.commissionBps ?? null, JSON.stringify(config)],
    );
    if (patch.notices) {
      await tx.query('UPDATE notice_messages SET active = false WHERE host_id = $1 AND active', [hostId]);
      for (const [position, text] of patch.notices.entries()) {
        await tx.query(`INSERT INTO notice_messages (host_id, text, type, position) VALUES ($1, $2, 'T', $3)`, [hostId, text, position + 1]);
      }
    }
    const after = await hostFor(tx, actor, hostId);
    await audit(tx, actor, 'host.update', hostId, { operatorId: before.operatorId, before: changed(before, after), after: changed(after, before) });
    return after;
  });
}

/** Turns a section on or off for one host and sets the build (manifest URL) it loads; null = the default build. */
export async function setHostSection(
  db: Database,
  actor: Actor,
  hostId: number,
  section: SectionName,
  change: { enabled: boolean; manifestUrl: string | null },
): Promise<HostView> {
  return db.transaction(async (tx) => {
    const before = await hostFor(tx, actor, hostId, true);
    if (change.enabled) {
      await tx.query(
        `INSERT INTO host_sections (host_id, section, manifest_url, position) VALUES ($1, $2, $3, $4)
         ON CONFLICT (host_id, section) DO UPDATE SET manifest_url = EXCLUDED.manifest_url`,
        [hostId, section, change.manifestUrl, SECTIONS.indexOf(section) + 1],
      );
    } else {
      await tx.query('DELETE FROM host_sections WHERE host_id = $1 AND section = $2', [hostId, section]);
    }
    const after = await hostFor(tx, actor, hostId);
    const of = (h: HostView) => h.sections.find((s) => s.section === section);
    await audit(tx, actor, 'host.section', hostId, { operatorId: before.operatorId, section, before: of(before), after: of(after) });
    return after;
  });
}

/** Only the top-level fields that differ, so an audit row says what changed. */
function changed(a: HostView, b: HostView): Partial<HostView> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(a) as (keyof HostView)[]) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) out[key] = a[key];
  }
  return out as Partial<HostView>;
}
