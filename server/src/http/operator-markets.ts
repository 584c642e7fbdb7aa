// Operator calls for results (designed; the spec shows no operator screens). The feed settles
// markets itself; these are for a result the feed does not give, or a void:
//   POST /operator/markets/settle {market_id, winner_selection_id} or {market_id, void_reason}
//   POST /operator/fancies/settle {fancy_id, runs} or {fancy_id, void_reason}
// The catalog is the platform's, so only staff of the platform operator (id 1) may settle; every
// decision is audited, and the market records who settled it and, for a void, why. The same result
// sent again answers 'already settled'; a different result for a settled market or fancy is a
// conflict (409, naming the result that stands), audited and never applied.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BodyOf, SettleFancyAnswer, SettleFancyRequest, SettleMarketAnswer, SettleMarketRequest } from '@khel/shared-kernel/contract-schemas';
import type { Exchange } from '../exchange/exchange';
import { audit, type Actor } from '../operator/audit';
import { actorOf, requireOperator } from '../operator/operators';
import { assertSameResult, fancyExists, fancySettlementState, isRunnerOf, marketExists, marketSettlementState, recordedFancyResult, recordedMarketResult, type RecordedResult } from '../operator/results';
import type { Database } from '../store/db';
import { bodyOf, integer, text } from './input';
import { badRequest, forbidden, notFound, ok } from './reply';

const PLATFORM_OPERATOR_ID = 1;

export const operatorMarketRoutes =
  (db: Database, exchange: Exchange): FastifyPluginAsync =>
  async (plain) => {
    const api = plain.withTypeProvider<TypeBoxTypeProvider>();
    const auth = { preHandler: requireOperator(db) };
    const resultCall = (summary: string, body: typeof SettleMarketRequest | typeof SettleFancyRequest, answer: typeof SettleMarketAnswer | typeof SettleFancyAnswer) => ({
      summary,
      tags: ['operator'],
      security: [{ player: [] }],
      body: BodyOf(body),
      response: { 200: answer },
    });

    const platformActor = (req: FastifyRequest) => {
      const actor = actorOf(req);
      if (actor.operatorId !== PLATFORM_OPERATOR_ID) throw forbidden('Only the platform operator settles markets');
      return actor;
    };
    const resultOf = (req: FastifyRequest, field: string) => {
      const body = bodyOf(req);
      const value = integer(body, field, { min: 0, message: `${field} must be a whole number` });
      const voidReason = text(body, 'void_reason', { max: [200, 'void_reason is too long'] }) ?? null;
      if ((value === undefined) === (voidReason === null)) throw badRequest(`Give either ${field} or void_reason`);
      return { value: value ?? null, voidReason, body };
    };
    /** A settled market or fancy sent another result: audited, then refused as a conflict. */
    const refuseOtherResult = async (actor: Actor, what: 'Market' | 'Fancy', recorded: RecordedResult | null, asked: number | null, detail: Record<string, unknown>, entityId: number | null) => {
      try {
        assertSameResult(what, recorded, asked);
      } catch (err) {
        await audit(db, actor, what === 'Market' ? 'market_settle_conflict' : 'fancy_settle_conflict', entityId, { ...detail, standing: recorded });
        throw err;
      }
    };

    api.post('/operator/markets/settle', { ...auth, schema: resultCall("Settle a market at its winner, or void it (the platform operator's staff)", SettleMarketRequest, SettleMarketAnswer) }, async (req) => {
      const actor = platformActor(req);
      const { value: winner, voidReason, body } = resultOf(req, 'winner_selection_id');
      const marketId = text(body, 'market_id', { required: 'market_id is required', pattern: [/^\d{1,4}\.\d{1,15}$/, 'market_id is invalid'] });
      const runner = winner === null || (await isRunnerOf(db, marketId, winner));
      if (!(await marketExists(db, marketId))) throw notFound('Market not found');
      if (!runner) throw badRequest('winner_selection_id is not a runner of this market');
      const state = () => marketSettlementState(db, marketId);
      const before = await state();
      const detail = { marketId, winner, voidReason };
      await refuseOtherResult(actor, 'Market', await recordedMarketResult(db, marketId), winner, detail, null);
      const outcome = await exchange.settleMarket(marketId, winner, `operator:${actor.operatorUserId}`, voidReason);
      // settled meanwhile (the feed, another operator): the result that won must be the one sent
      if (outcome.alreadySettled) await refuseOtherResult(actor, 'Market', await recordedMarketResult(db, marketId), winner, detail, null);
      await audit(db, actor, winner === null ? 'market_void' : 'market_settle', null, { marketId, winner, voidReason, ...outcome, before, after: await state() });
      return ok({ market_id: marketId, settled_bets: outcome.settledBets, already_settled: outcome.alreadySettled }, outcome.alreadySettled ? 'Market was already settled' : 'Market settled');
    });

    api.post('/operator/fancies/settle', { ...auth, schema: resultCall("Settle a fancy at its runs, or void it (the platform operator's staff)", SettleFancyRequest, SettleFancyAnswer) }, async (req) => {
      const actor = platformActor(req);
      const { value: runs, voidReason, body } = resultOf(req, 'runs');
      const fancyId = integer(body, 'fancy_id', { required: 'fancy_id is required', min: 1, message: 'fancy_id is invalid' })!;
      if (!(await fancyExists(db, fancyId))) throw notFound('Fancy not found');
      const state = () => fancySettlementState(db, fancyId);
      const before = await state();
      const detail = { runs, voidReason };
      await refuseOtherResult(actor, 'Fancy', await recordedFancyResult(db, fancyId), runs, detail, fancyId);
      const outcome = await exchange.settleFancy(fancyId, runs, `operator:${actor.operatorUserId}`, voidReason);
      if (outcome.alreadySettled) await refuseOtherResult(actor, 'Fancy', await recordedFancyResult(db, fancyId), runs, detail, fancyId);
      await audit(db, actor, runs === null ? 'fancy_void' : 'fancy_settle', fancyId, { runs, voidReason, ...outcome, before, after: await state() });
      return ok({ fancy_id: fancyId, settled_bets: outcome.settledBets, already_settled: outcome.alreadySettled }, outcome.alreadySettled ? 'Fancy was already settled' : 'Fancy settled');
    });
  };
