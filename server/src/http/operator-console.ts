// The operator console's calls (designed; the spec shows no operator screens). Each request body
// and query is checked by the JSON schema beside its route before anything runs; money goes out
// as rupees with 2 decimals (a field `xPaise` of a use case is sent as `x`). A host operator sees
// only their own operator's hosts and players; the platform operator sees all.
//   GET  /operator/me                              → {operator, role: platform|host}
//   GET  /operator/hosts                           → hosts with domains, flags, contacts, limits, notices, sections
//   PATCH /operator/hosts/:id {siteName?, themeColor?, commissionBps?, flags?, contacts?, limits?, notices?}
//        limits: {minDeposit, maxDeposit, minWithdrawal, maxWithdrawal} in whole rupees, null = the default
//   PUT  /operator/hosts/:id/sections/:section {enabled, manifestUrl}   (manifestUrl null = the default build)
//   GET  /operator/payments?kind=deposit|withdrawal&status=&q=           (q: UTR, user name or mobile)
//   GET  /operator/players?q=                      (user name or mobile)
//   GET  /operator/players/:id                     → balance, exposure, open bets, statement, payments, bet settings
//   PUT  /operator/players/:id/bet-settings {…§3 limits and delays, whole numbers}
//   PUT  /operator/players/:id/lock {locked, reason?}   (a reason is required to lock; locking ends the player's sessions)
//   GET  /operator/markets?q=                      (platform) unsettled markets, matched volume, house P&L per runner
//   POST /operator/markets/:marketId/suspend | /resume   (platform) an operator's hold, kept until resumed
//   GET  /operator/risk                            → bets a minute, today per host, top exposures, pending payments
// Approving and rejecting payments, settling and voiding markets, and the audit log are the calls
// in operator.ts and operator-markets.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SectionName } from '@khel/shared-kernel/contract';
import type { Database } from '../store/db';
import { actorOf, requireOperator } from '../operator/operators';
import { ConsoleError, roleOf } from '../operator/scope';
import { HOST_CONTACTS, HOST_FLAGS, LIMIT_KEYS, SECTIONS, getHost, listHosts, setHostSection, updateHost, type HostPatch } from '../operator/hosts-admin';
import { BET_SETTING_KEYS, playerDetail, searchPlayers, setPlayerBetSettings, setPlayerLock } from '../operator/players-admin';
import { listPayments } from '../operator/payments-admin';
import { riskOverview } from '../operator/risk';
import { liveMarkets, setMarketHold } from '../operator/markets-admin';
import type { Exchange } from '../exchange/exchange';
import { paiseToRupees } from './input';
import { HttpError, ok } from './reply';

const STATUS_OF_REFUSAL = { not_found: 404, forbidden: 403, invalid: 400, conflict: 409 } as const;

/** Use cases refuse with domain errors; this is where they become answers. */
async function answer<T>(work: () => Promise<T>, msg = 'Success') {
  try {
    return ok(rupeesOut(await work()), msg);
  } catch (err) {
    if (err instanceof ConsoleError) throw new HttpError(STATUS_OF_REFUSAL[err.refusal], err.message);
    throw err;
  }
}

/** `balancePaise: 12345` → `balance: 123.45` (and `null` stays null), all the way down. */
export function rupeesOut(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rupeesOut);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => (k.endsWith('Paise') && (typeof v === 'number' || v === null) ? [k.slice(0, -5), v === null ? null : paiseToRupees(v)] : [k, rupeesOut(v)])),
  );
}

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } } } as const;
const wholeRupeesOrNull = { anyOf: [{ type: 'integer', minimum: 1, maximum: 100_000_000 }, { type: 'null' }] } as const;

const hostPatchSchema = {
  params: idParams,
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      siteName: { type: 'string', minLength: 1, maxLength: 60 },
      themeColor: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
      commissionBps: { type: 'integer', minimum: 0, maximum: 10000 },
      flags: { type: 'object', additionalProperties: false, properties: Object.fromEntries(HOST_FLAGS.map((f) => [f, { type: 'boolean' }])) },
      contacts: { type: 'object', additionalProperties: false, properties: Object.fromEntries(HOST_CONTACTS.map((c) => [c, { type: 'string', maxLength: 200 }])) },
      limits: {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(Object.keys(LIMIT_KEYS).map((k) => [k, wholeRupeesOrNull])),
      },
      notices: { type: 'array', maxItems: 10, items: { type: 'string', minLength: 1, maxLength: 500 } },
    },
  },
} as const;

const sectionSchema = {
  params: {
    type: 'object',
    required: ['id', 'section'],
    properties: { id: idParams.properties.id, section: { type: 'string', enum: SECTIONS } },
  },
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['enabled'],
    properties: {
      enabled: { type: 'boolean' },
      manifestUrl: { anyOf: [{ type: 'string', maxLength: 500, pattern: '^https?://[^\\s]+/mf-manifest\\.json$' }, { type: 'null' }] },
    },
  },
} as const;

const paymentsSchema = {
  querystring: {
    type: 'object',
    required: ['kind'],
    properties: {
      kind: { type: 'string', enum: ['deposit', 'withdrawal'] },
      status: { type: 'string', enum: ['pending', 'approved', 'rejected', 'paid', ''] },
      q: { type: 'string', maxLength: 64 },
      limit: { type: 'integer', minimum: 1, maximum: 200 },
    },
  },
} as const;

const searchSchema = { querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 64 } } } } as const;

const betSettingsSchema = {
  params: idParams,
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: Object.fromEntries(BET_SETTING_KEYS.map((k) => [k, { type: 'integer', minimum: 0, maximum: 1_000_000_000 }])),
  },
} as const;

const lockSchema = {
  params: idParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['locked'],
    properties: { locked: { type: 'boolean' }, reason: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] } },
  },
} as const;

const marketParams = { type: 'object', required: ['marketId'], properties: { marketId: { type: 'string', pattern: '^[0-9]{1,4}\\.[0-9]{1,15}$' } } } as const;

const idOf = (req: FastifyRequest) => Number((req.params as { id: string }).id);

export const operatorConsoleRoutes =
  (db: Database, exchange: Exchange): FastifyPluginAsync =>
  async (api) => {
    const preHandler = requireOperator(db);

    api.get('/operator/me', { preHandler }, async (req) => answer(async () => ({ operator: req.operatorUser, role: roleOf(actorOf(req).operatorId) })));

    api.get('/operator/hosts', { preHandler }, async (req) => answer(() => listHosts(db, actorOf(req))));
    api.get('/operator/hosts/:id', { preHandler, schema: { params: idParams } }, async (req) => answer(() => getHost(db, actorOf(req), idOf(req))));

    api.patch('/operator/hosts/:id', { preHandler, schema: hostPatchSchema }, async (req) => {
      return answer(() => updateHost(db, actorOf(req), idOf(req), req.body as HostPatch), 'Host saved');
    });

    api.put('/operator/hosts/:id/sections/:section', { preHandler, schema: sectionSchema }, async (req) => {
      const { enabled, manifestUrl } = req.body as { enabled: boolean; manifestUrl?: string | null };
      const section = (req.params as { section: SectionName }).section;
      return answer(() => setHostSection(db, actorOf(req), idOf(req), section, { enabled, manifestUrl: manifestUrl ?? null }), 'Section saved');
    });

    api.get('/operator/payments', { preHandler, schema: paymentsSchema }, async (req) => {
      const q = req.query as { kind: 'deposit' | 'withdrawal'; status?: string; q?: string; limit?: number };
      return answer(() => listPayments(db, actorOf(req), { kind: q.kind, status: q.status || null, search: (q.q ?? '').trim(), limit: q.limit ?? 100 }));
    });

    api.get('/operator/players', { preHandler, schema: searchSchema }, async (req) =>
      answer(() => searchPlayers(db, actorOf(req), ((req.query as { q?: string }).q ?? '').trim())),
    );
    api.get('/operator/players/:id', { preHandler, schema: { params: idParams } }, async (req) => answer(() => playerDetail(db, actorOf(req), idOf(req))));
    api.put('/operator/players/:id/bet-settings', { preHandler, schema: betSettingsSchema }, async (req) =>
      answer(() => setPlayerBetSettings(db, actorOf(req), idOf(req), req.body as Record<string, number>), 'Limits saved'),
    );

    api.put('/operator/players/:id/lock', { preHandler, schema: lockSchema }, async (req) => {
      const { locked, reason } = req.body as { locked: boolean; reason?: string | null };
      return answer(() => setPlayerLock(db, actorOf(req), idOf(req), { locked, reason: reason?.trim() || null }), locked ? 'Player locked' : 'Player unlocked');
    });

    api.get('/operator/markets', { preHandler, schema: searchSchema }, async (req) =>
      answer(() => liveMarkets(db, actorOf(req), ((req.query as { q?: string }).q ?? '').trim())),
    );
    for (const [verb, hold] of [['suspend', true], ['resume', false]] as const) {
      api.post(`/operator/markets/:marketId/${verb}`, { preHandler, schema: { params: marketParams } }, async (req) =>
        answer(() => setMarketHold(db, exchange, actorOf(req), (req.params as { marketId: string }).marketId, hold), hold ? 'Market suspended' : 'Market resumed'),
      );
    }

    api.get('/operator/risk', { preHandler }, async (req) => answer(() => riskOverview(db, actorOf(req))));
  };
