// Responsible-gambling limits (issue 14; beyond the spec, designed here):
//   GET  /account/responsible-gambling      → data: RgView (limits in rupees, pending changes, breaks, recent changes)
//   POST /account/responsible-gambling      one change, body one of:
//        {type:'limit', kind:'deposit'|'loss', period:'day'|'week'|'month', amount: rupees}
//        {type:'remove-limit', kind, period}
//        {type:'reality-check', minutes: 10..120, or 0 for off}
//        {type:'cool-off', hours: 24..1008}
//        {type:'self-exclusion', months: 6|12|24|36|60}
//      → data: RgView, msg says whether it applies now or when.
//   GET  /account/reality-check             → data: RealityCheckView (the reminder's interval, when this
//        login's play session began, the server's time, and the net result since then in rupees)
// Demo players are refused like the payments ('Please login from your read ID.').
import type { FastifyPluginAsync } from 'fastify';
import type { RealityCheckView, RgChangeRequest, RgView } from '@khel/shared-kernel/contract';
import type { Database } from '../store/db';
import type { RgMemory } from '../responsible-gambling/rg-memory';
import { currentUser, refuseDemo, requireUser } from '../identity/auth';
import { changeRg, playerRgState, realityCheck, rgHistory, type RgChange } from '../responsible-gambling/responsible-gambling';
import { LIMIT_KINDS, type Limit, type RgState } from '../domain/responsible-gambling';
import { ok } from './reply';
import { paiseToRupees, rupeesToPaise } from './input';
import { playerCall } from './account';
import { RealityCheckAnswer, RgAnswer, RgChangeRequest as RgChangeBody } from '@khel/shared-kernel/contract-schemas';

const TAGS = ['responsible gambling'];

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
const limitView = (l: Limit) => ({
  amount: rupeesOrNull(l.valuePaise),
  pending: l.pending ? { amount: rupeesOrNull(l.pending.valuePaise), effectiveAt: iso(l.pending.effectiveAtMs)! } : null,
});

async function view(db: Database, userId: number, state: RgState): Promise<RgView> {
  const table = (kind: (typeof LIMIT_KINDS)[number]) => ({
    day: limitView(state.limits[kind].day),
    week: limitView(state.limits[kind].week),
    month: limitView(state.limits[kind].month),
  });
  return {
    deposit: table('deposit'),
    loss: table('loss'),
    realityCheckMinutes: state.realityCheckMinutes,
    coolOffUntil: iso(state.coolOffUntilMs),
    selfExcludedUntil: iso(state.selfExcludedUntilMs),
    history: (await rgHistory(db, userId, 20)).map((h) => ({ change: h.change as unknown as Record<string, unknown>, createdAt: h.createdAt.toISOString(), effectiveAt: h.effectiveAt.toISOString() })),
  };
}

type ChangeBody = RgChangeRequest;

function changeOf(body: ChangeBody): RgChange {
  switch (body.type) {
    case 'limit':
      return { type: 'limit', kind: body.kind, period: body.period, valuePaise: rupeesToPaise(body.amount) };
    case 'remove-limit':
      return { type: 'limit', kind: body.kind, period: body.period, valuePaise: null };
    case 'reality-check':
      return { type: 'reality-check', minutes: body.minutes === 0 ? null : body.minutes };
    case 'cool-off':
      return { type: 'cool-off', hours: body.hours };
    case 'self-exclusion':
      return { type: 'self-exclusion', months: body.months };
  }
}

export const responsibleGamblingRoutes =
  (db: Database, rgMemory: RgMemory): FastifyPluginAsync =>
  async (app) => {
    const auth = { preHandler: requireUser(db) };

    app.get('/account/responsible-gambling', { ...auth, ...playerCall("The player's limits, breaks and recent changes", RgAnswer, {}, TAGS) }, async (req) => {
      const user = currentUser(req);
      return ok(await view(db, user.id, await playerRgState(db, user.id)));
    });

    app.get('/account/reality-check', { ...auth, ...playerCall("The reality check: this session's time and net result", RealityCheckAnswer, {}, TAGS) }, async (req) => {
      const user = currentUser(req);
      const check = await realityCheck(db, user.id, req.sessionId ?? 0);
      const data: RealityCheckView = {
        minutes: check.minutes,
        sessionStartedAt: check.sessionStartedAt.toISOString(),
        serverTime: new Date().toISOString(),
        net: paiseToRupees(check.netResultPaise),
      };
      return ok(data);
    });

    app.post<{ Body: ChangeBody }>('/account/responsible-gambling', { ...auth, ...playerCall('Change a limit, the reality check, or take a break', RgAnswer, { body: RgChangeBody }, TAGS) }, async (req) => {
      const user = currentUser(req);
      refuseDemo(user);
      const nowMs = Date.now();
      const { state, effectiveAtMs } = await changeRg(db, user.id, changeOf(req.body), nowMs, rgMemory);
      const msg = effectiveAtMs > nowMs ? `Saved. This change applies on ${new Date(effectiveAtMs).toISOString()}.` : 'Saved. This applies now.';
      return ok(await view(db, user.id, state), msg);
    });
  };
