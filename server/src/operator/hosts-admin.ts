// Running white-label hosts from the operator console: name, domains, theme colour, logo and
// favicon, flags, contacts, commission, liquidity factor (the platform operator's), limits, bet delays, header notices, and which sections each
// host offers with which build. The shell reads the host's registry and configuration at its next
// load, so no restart is needed. The view is the contract's OperatorHost, with limits in paise.
// Every change is one transaction with its audit row (actor, time, before and after).
import { HOST_CONTACT_NAMES, HOST_FLAG_NAMES, type HostContact, type HostFlag, type HostImageKind, type OperatorHost, type OperatorHostPatch, type OperatorMoneyModeWrite, type OperatorHostSection, type SectionName } from '@khel/shared-kernel/contract';
import { DEFAULT_BET_DELAYS, type BetDelays } from '@khel/shared-kernel/betting';
import type { Database, Sql } from '../store/db';
import { paymentLimits, type PaymentLimits } from '../payments/limits';
import { assetUrl } from '../site/host-assets';
import { forgetHosts } from '../site/hosts';
import { DEFAULT_PLAY_COINS, hostMoneyOf } from '../domain/money-mode';
import { ageCheckOf } from '../domain/age-check';
import { checkHostImage, HOST_IMAGE_MAX_BYTES, normaliseDomain } from '../domain/host-settings';
import { sanitizeSvg } from '../site/host-svg';
import { audit, type Actor } from './audit';
import { ConsoleError, operatorScope, roleOf } from './scope';

export const SECTIONS: readonly SectionName[] = ['sports', 'racing', 'casino', 'account'];

/** The boolean switches of a host's configuration the console may set (spec §3 site settings). */
export const HOST_FLAGS = HOST_FLAG_NAMES;
/** Text settings: socials and support contacts. */
export const HOST_CONTACTS = HOST_CONTACT_NAMES;

/** Where each payment limit is kept in hosts.config.payments (whole rupees, as payments/limits.ts reads them). */
export const LIMIT_KEYS = { minDeposit: 'minDepositRupees', maxDeposit: 'maxDepositRupees', minWithdrawal: 'minWithdrawalRupees', maxWithdrawal: 'maxWithdrawalRupees' } as const;
export type LimitKey = keyof typeof LIMIT_KEYS;

/** The bet-delay fields a host may set for its players (seconds, §3 / §9); a player's own setting wins. */
export const BET_DELAY_KEYS = Object.keys(DEFAULT_BET_DELAYS) as (keyof BetDelays)[];

export type HostSectionView = OperatorHostSection;

/** The contract's host, with the payment limits in force in paise (the sandbox defaults unless the host sets its own). */
export type HostView = Omit<OperatorHost, 'limits'> & { limits: PaymentLimits };

export type HostPatch = OperatorHostPatch;

interface HostRow {
  id: number;
  code: string;
  operator_id: number;
  site_name: string;
  theme_color: string;
  commission_bps: number;
  liquidity_bps: number;
  config: Record<string, unknown>;
  domains: string[] | null;
  pending_domains: string[] | null;
  notices: string[] | null;
  sections: { section: SectionName; manifest_url: string | null }[] | null;
  images: { kind: string; updated_at: string }[] | null;
  [k: string]: unknown;
}

const SELECT = `
  SELECT h.id, h.code, h.operator_id, h.site_name, h.theme_color, h.commission_bps, h.liquidity_bps, h.config,
         (SELECT array_agg(d.domain ORDER BY d.domain) FROM host_domains d WHERE d.host_id = h.id AND d.approved_at IS NOT NULL) AS domains,
         (SELECT array_agg(d.domain ORDER BY d.domain) FROM host_domains d WHERE d.host_id = h.id AND d.approved_at IS NULL) AS pending_domains,
         (SELECT array_agg(n.text ORDER BY n.position, n.id) FROM notice_messages n WHERE n.host_id = h.id AND n.active) AS notices,
         (SELECT json_agg(json_build_object('section', s.section, 'manifest_url', s.manifest_url)) FROM host_sections s WHERE s.host_id = h.id) AS sections,
         (SELECT json_agg(json_build_object('kind', a.kind, 'updated_at', a.updated_at)) FROM host_assets a WHERE a.host_id = h.id) AS images
  FROM hosts h`;

/**
 * A change of what requests know of a host (site/host-memory.ts): one transaction, after which, committed
 * or not, every instance reads the hosts again.
 */
async function changingHosts<T>(db: Database, work: (tx: Sql) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } finally {
    forgetHosts(db);
  }
}

/** The delays a host saved: only known fields with whole seconds. */
function savedDelays(config: Record<string, unknown>): Partial<BetDelays> {
  const saved = (config.betDelays ?? {}) as Record<string, unknown>;
  return Object.fromEntries(BET_DELAY_KEYS.filter((k) => Number.isSafeInteger(saved[k]) && (saved[k] as number) >= 0).map((k) => [k, saved[k] as number]));
}

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
    pendingDomains: r.pending_domains ?? [],
    commissionBps: r.commission_bps,
    liquidityBps: r.liquidity_bps,
    flags: Object.fromEntries(HOST_FLAGS.map((f) => [f, c[f] === true])) as Record<HostFlag, boolean>,
    contacts: Object.fromEntries(HOST_CONTACTS.map((k) => [k, typeof c[k] === 'string' ? c[k] : ''])) as Record<HostContact, string>,
    limits: paymentLimits({ config: c }),
    notices: r.notices ?? [],
    sections: SECTIONS.map((section) => ({ section, enabled: on.has(section), manifestUrl: on.get(section) ?? null })),
    money: moneyView(c),
    betDelays: { ...DEFAULT_BET_DELAYS, ...savedDelays(c) },
    betDelaysSet: savedDelays(c),
    images: Object.fromEntries(
      (['logo', 'favicon'] as const).map((kind) => {
        const image = (r.images ?? []).find((i) => i.kind === kind);
        return [kind, image ? assetUrl(r.code, kind, new Date(image.updated_at)) : ''];
      }),
    ) as Record<HostImageKind, string>,
  };
}

/** The host's money mode, with its play-coin settings (the defaults while it has none) for the console's form. */
function moneyView(c: Record<string, unknown>): HostView['money'] {
  const money = hostMoneyOf(c);
  const coins = hostMoneyOf({ ...c, moneyMode: 'play' });
  const countries = Array.isArray(c.allowedCountries) ? c.allowedCountries.filter((x): x is string => typeof x === 'string') : [];
  return {
    mode: money.mode,
    amount: coins.mode === 'play' ? coins.amount : DEFAULT_PLAY_COINS.amount,
    label: coins.mode === 'play' ? coins.label : DEFAULT_PLAY_COINS.label,
    dailyTopUp: coins.mode === 'play' && coins.dailyTopUp,
    allowedCountries: countries,
    ageCheck: ageCheckOf(c),
  };
}

/**
 * Sets a host's money mode (issue 33): real money, or play coins with their amount, label and daily
 * top-up; and its jurisdiction: the countries a real-money host takes players from, and its 18+ check. The platform operator's decision only (a host operator is refused); audited.
 */
export async function setHostMoneyMode(db: Database, actor: Actor, hostId: number, change: OperatorMoneyModeWrite, opts: { mixedModes: boolean } = { mixedModes: false }): Promise<HostView> {
  if (roleOf(actor.operatorId) !== 'platform') throw new ConsoleError('forbidden', "Only the platform operator sets a host's money mode");
  return changingHosts(db, async (tx) => {
    const before = await hostFor(tx, actor, hostId, true);
    // Play coins and rupees must never meet: the exchange keeps one book per market, so a play host's
    // players would match real-money bets. In production a deployment is all real or all play
    // (development runs both kinds side by side: play.localhost).
    if (!opts.mixedModes) {
      const others = await tx.query<{ mode: string | null }>(`SELECT config->>'moneyMode' AS mode FROM hosts WHERE id <> $1`, [hostId]);
      if (others.some((o) => (o.mode === 'play' ? 'play' : 'real') !== change.mode)) {
        throw new ConsoleError('conflict', 'A play-money host needs a deployment of its own: on a shared exchange its players would bet against real money');
      }
    }
    if (change.mode === 'play' && before.money.mode === 'real') await refuseWhileRealMoneyIsHeld(tx, before.operatorId);
    const config: Record<string, unknown> = { moneyMode: change.mode, playCoins: { amount: change.amount, label: change.label.trim(), dailyTopUp: change.dailyTopUp } };
    if (change.allowedCountries) config.allowedCountries = [...new Set(change.allowedCountries.map((c) => c.toUpperCase()))].sort();
    if (change.ageCheck) config.ageCheck = change.ageCheck;
    await tx.query('UPDATE hosts SET config = config || $2::jsonb WHERE id = $1', [hostId, JSON.stringify(config)]);
    const after = await hostFor(tx, actor, hostId);
    await audit(tx, actor, 'host.money_mode', hostId, { operatorId: before.operatorId, before: before.money, after: after.money });
    return after;
  });
}

/**
 * A real-money host becomes a play host only once none of its players (its operator's, who log in on
 * its sites) holds real money: a balance, money held by open bets, a bonus, a bet still open, or a
 * stake in a casino round waiting for its payout (the stake is with the game, in the operator's
 * casino clearing account, and the round's win, if any, is rupees: a debit neither rolled back nor
 * followed by a credit of its round). Coins are never paid out, so rupees left on the site would be
 * stranded as coins; the operator settles them first (withdrawals, settled bets, paid rounds).
 * Play-coin, demo and house players hold no real money.
 */
async function refuseWhileRealMoneyIsHeld(tx: Sql, operatorId: number): Promise<void> {
  const [held] = await tx.query<{ players: number }>(
    `SELECT count(*)::int AS players FROM users u
     WHERE u.operator_id = $1 AND NOT u.is_system AND NOT u.is_demo AND NOT u.play_money
       AND (EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = u.id AND a.balance_paise <> 0)
            OR EXISTS (SELECT 1 FROM bets b WHERE b.user_id = u.id AND b.status = 'open')
            OR u.id IN (${CASINO_ROUND_WAITING}))`,
    [operatorId],
  );
  const players = held?.players ?? 0;
  if (players > 0) {
    throw new ConsoleError(
      'conflict',
      `${players === 1 ? '1 player' : `${players} players`} of this host still ${players === 1 ? 'holds' : 'hold'} real money, open bets or casino rounds waiting for their payout: settle them (withdrawals paid, bets settled, rounds paid) before it plays with coins. Nothing was changed.`,
    );
  }
}

/** The players with a casino stake waiting for its payout: a debit not rolled back, with no credit of its round after it. */
const CASINO_ROUND_WAITING = `SELECT d.user_id FROM casino_transactions d
  WHERE d.kind = 'debit'
    AND NOT EXISTS (SELECT 1 FROM casino_transactions r WHERE r.provider = d.provider AND r.kind = 'rollback' AND r.bet_id = d.transaction_id)
    AND NOT EXISTS (SELECT 1 FROM casino_transactions c WHERE c.provider = d.provider AND c.round_id = d.round_id AND c.kind = 'credit' AND c.id > d.id)`;

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
  // how much of the house's liquidity a host's players get is the platform operator's decision (issue 36)
  if (patch.liquidityBps !== undefined && roleOf(actor.operatorId) !== 'platform') throw new ConsoleError('forbidden', "Only the platform operator sets a host's liquidity factor");
  return changingHosts(db, async (tx) => {
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
    if (patch.betDelays) {
      const delays: Record<string, number> = { ...before.betDelaysSet };
      for (const [key, seconds] of Object.entries(patch.betDelays) as [keyof BetDelays, number | null][]) {
        if (seconds === null) delete delays[key];
        else delays[key] = seconds;
      }
      config.betDelays = delays;
    }
    await tx.query(
      `UPDATE hosts SET site_name = COALESCE($2, site_name), theme_color = COALESCE($3, theme_color),
         commission_bps = COALESCE($4, commission_bps), config = config || $5::jsonb, liquidity_bps = COALESCE($6, liquidity_bps) WHERE id = $1`,
      [hostId, patch.siteName ?? null, patch.themeColor ?? null, patch.commissionBps ?? null, JSON.stringify(config), patch.liquidityBps ?? null],
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
  return changingHosts(db, async (tx) => {
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

/**
 * Adds a domain to a host; a domain belongs to one host only. The platform operator's staff add it
 * at once; a host operator's addition is a claim that routes only once the platform operator
 * approves it (decideHostDomain): until then the domain reaches the default host, so nobody can
 * take over a name by typing it. Audited.
 */
export async function addHostDomain(db: Database, actor: Actor, hostId: number, input: string): Promise<HostView> {
  const domain = normaliseDomain(input);
  if (!domain) throw new ConsoleError('invalid', 'Give a host name such as play.example.com (no scheme, port or path)');
  return changingHosts(db, async (tx) => {
    const before = await hostFor(tx, actor, hostId, true);
    const [owner] = await tx.query<{ host_id: number }>('SELECT host_id FROM host_domains WHERE domain = $1', [domain]);
    if (owner && owner.host_id === hostId) throw new ConsoleError('conflict', `${domain} is already a domain of this host`);
    if (owner) throw new ConsoleError('conflict', `${domain} belongs to another host`);
    const approved = roleOf(actor.operatorId) === 'platform';
    await tx.query(`INSERT INTO host_domains (domain, host_id, approved_at, requested_by) VALUES ($1, $2, ${approved ? 'now()' : 'NULL'}, $3)`, [domain, hostId, actor.operatorUserId]);
    const after = await hostFor(tx, actor, hostId);
    await audit(tx, actor, approved ? 'host.domain.add' : 'host.domain.request', hostId, {
      operatorId: before.operatorId,
      domain,
      before: { domains: before.domains, pendingDomains: before.pendingDomains },
      after: { domains: after.domains, pendingDomains: after.pendingDomains },
    });
    return after;
  });
}

/** Removes a domain from a host (not its last one: a host must answer somewhere), or withdraws a pending one. Audited. */
export async function removeHostDomain(db: Database, actor: Actor, hostId: number, input: string): Promise<HostView> {
  const domain = input.trim().toLowerCase();
  return changingHosts(db, async (tx) => {
    const before = await hostFor(tx, actor, hostId, true);
    const pending = before.pendingDomains.includes(domain);
    if (!pending && !before.domains.includes(domain)) throw new ConsoleError('not_found', `${domain} is not a domain of this host`);
    if (!pending && before.domains.length === 1) throw new ConsoleError('conflict', 'A host keeps at least one domain');
    await tx.query('DELETE FROM host_domains WHERE domain = $1 AND host_id = $2', [domain, hostId]);
    const after = await hostFor(tx, actor, hostId);
    await audit(tx, actor, 'host.domain.remove', hostId, {
      operatorId: before.operatorId,
      domain,
      before: { domains: before.domains, pendingDomains: before.pendingDomains },
      after: { domains: after.domains, pendingDomains: after.pendingDomains },
    });
    return after;
  });
}

export interface PendingDomain {
  domain: string;
  hostId: number;
  hostCode: string;
  siteName: string;
  operatorId: number;
  requestedAt: Date;
}

const PENDING = `
  SELECT d.domain, d.host_id AS "hostId", h.code AS "hostCode", h.site_name AS "siteName", h.operator_id AS "operatorId", d.requested_at AS "requestedAt"
  FROM host_domains d JOIN hosts h ON h.id = d.host_id WHERE d.approved_at IS NULL`;

const platformOnly = (actor: Actor) => {
  if (roleOf(actor.operatorId) !== 'platform') throw new ConsoleError('forbidden', 'Only the platform operator approves domains');
};

/** Domains host operators added, oldest first, waiting for the platform operator. */
export async function pendingHostDomains(db: Sql, actor: Actor): Promise<PendingDomain[]> {
  platformOnly(actor);
  return db.query<PendingDomain & Record<string, unknown>>(
    `${PENDING} ORDER BY d.requested_at, d.domain`,
  );
}

/** The platform operator approves a pending domain (it routes from now on) or rejects it (the claim is deleted). Audited. */
export async function decideHostDomain(db: Database, actor: Actor, input: string, decision: 'approve' | 'reject'): Promise<PendingDomain> {
  platformOnly(actor);
  const domain = input.trim().toLowerCase();
  return changingHosts(db, async (tx) => {
    const [claim] = await tx.query<PendingDomain & Record<string, unknown>>(
      `${PENDING} AND d.domain = $1 FOR UPDATE OF d`,
      [domain],
    );
    if (!claim) throw new ConsoleError('not_found', `${domain} is not waiting for approval`);
    if (decision === 'approve') await tx.query('UPDATE host_domains SET approved_at = now() WHERE domain = $1', [domain]);
    else await tx.query('DELETE FROM host_domains WHERE domain = $1', [domain]);
    await audit(tx, actor, `host.domain.${decision}`, claim.hostId, { operatorId: claim.operatorId, domain, hostCode: claim.hostCode });
    return claim;
  });
}

/** An SVG as DOMPurify's SVG profile writes it out (site/host-svg.ts); refused if it would remove anything. */
async function sanitizedSvg(kind: HostImageKind, uploaded: Uint8Array): Promise<Uint8Array> {
  const clean = await sanitizeSvg(new TextDecoder().decode(uploaded));
  if (!clean.ok) throw new ConsoleError('invalid', clean.reason);
  if (clean.svg.length > HOST_IMAGE_MAX_BYTES[kind]) throw new ConsoleError('invalid', `The ${kind} must be at most ${HOST_IMAGE_MAX_BYTES[kind] / 1024} KB`);
  return clean.svg;
}

/**
 * Stores a host's logo or favicon (checked by content: PNG, SVG, ICO or WebP, size-bounded, an SVG
 * with script refused, and what is stored of an SVG is DOMPurify's), or removes it (`bytes` null: the site shows its name). The player site reads
 * it through content/getLogo at its next load. Audited with the image's type, size and digest.
 */
export async function setHostImage(db: Database, actor: Actor, hostId: number, kind: HostImageKind, uploaded: Uint8Array | null): Promise<HostView> {
  const checked = uploaded === null ? null : checkHostImage(kind, uploaded);
  if (checked && !checked.ok) throw new ConsoleError('invalid', checked.reason);
  const bytes = checked?.contentType === 'image/svg+xml' && uploaded ? await sanitizedSvg(kind, uploaded) : uploaded;
  return db.transaction(async (tx) => {
    const before = await hostFor(tx, actor, hostId, true);
    const describe = async () => {
      const [row] = await tx.query<{ content_type: string; bytes: number; sha256: string }>(
        "SELECT content_type, length(body) AS bytes, encode(sha256(body), 'hex') AS sha256 FROM host_assets WHERE host_id = $1 AND kind = $2",
        [hostId, kind],
      );
      return row ? { contentType: row.content_type, bytes: Number(row.bytes), sha256: row.sha256 } : null;
    };
    const was = await describe();
    if (checked && bytes) {
      await tx.query(
        `INSERT INTO host_assets (host_id, kind, content_type, body, updated_at) VALUES ($1, $2, $3, $4, clock_timestamp())
         ON CONFLICT (host_id, kind) DO UPDATE SET content_type = EXCLUDED.content_type, body = EXCLUDED.body, updated_at = EXCLUDED.updated_at`,
        [hostId, kind, checked.contentType, bytes],
      );
    } else {
      if (!was) throw new ConsoleError('not_found', `This host has no ${kind}`);
      await tx.query('DELETE FROM host_assets WHERE host_id = $1 AND kind = $2', [hostId, kind]);
    }
    const after = await hostFor(tx, actor, hostId);
    await audit(tx, actor, bytes ? 'host.image.set' : 'host.image.remove', hostId, { operatorId: before.operatorId, kind, before: was, after: await describe() });
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
