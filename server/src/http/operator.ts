// The operator API (designed; the spec shows no operator screens). Operator staff log in
// separately; every decision is audited with who, how (api/cli) and when.
//   POST /operator/login {user_name, password} → data {accessToken, expiresIn, operator}
//   POST /operator/logout
//   GET  /operator/deposits?status=pending|approved|rejected&page=&limit=
//   POST /operator/deposits/:id/approve {note?}   credits the player from payments clearing
//   POST /operator/deposits/:id/reject {note?}
//   GET  /operator/withdrawals?status=pending|paid|rejected&page=&limit=
//   POST /operator/withdrawals/:id/approve {note?} marks paid
//   POST /operator/withdrawals/:id/reject {note?}  returns the held amount to the player
//   POST /operator/bonuses {user_id, amount, wallet_type?, wagering_multiplier?, valid_days?, grant_id?}
//        credits the player's bonus wallet from the bonus pool (grant_id makes a retry safe)
//   GET  /operator/audit?limit=
// Operators see and decide only their own operator's players' requests.
import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import * as S from '@khel/shared-kernel/contract-schemas';
import type { Database } from '../store/db';
import { actorOf, operatorLogin, operatorLogout, requireOperator } from '../operator/operators';
import { auditLog } from '../operator/audit';
import { operatorScope } from '../operator/scope';
import { isOperatorsPlayer } from '../operator/results';
import { approveDeposit, listDeposits, rejectDeposit } from '../payments/deposits';
import { approveWithdrawal, listWithdrawals, rejectWithdrawal } from '../payments/withdrawals';
import { badRequest, notFound, ok } from './reply';
import { bodyOf, idParam, integer, paiseToRupees, rupeesToPaise, text } from './input';
import { pageOf } from './payments';
import { grantBonus } from '../wallet/bonus';
import { audit } from '../operator/audit';

/** The queue's status filter: one its schema allows (queueQuery), or none when empty. */
const statusFilter = (req: FastifyRequest): string | undefined => (req.query as { status?: string }).status || undefined;

const noteOf = (req: FastifyRequest) => text(bodyOf(req), 'note', { max: [500, 'note is too long'] }) ?? null;

const moneyRow = <T extends { amount_paise: number }>(r: T) => ({ ...r, amount: paiseToRupees(r.amount_paise) });

export const operatorRoutes =
  (db: Database): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const auth = { preHandler: requireOperator(db) };
    /** a call's schema: summary, request parts and answer (staff calls need the operator's token) */
    const call = (summary: string, parts: { body?: S.TSchema; querystring?: S.TSchema; params?: S.TSchema }, answer: S.TSchema, staff = true) => ({
      schema: { summary, tags: ['operator'], ...(staff ? { security: [{ player: [] }] } : {}), ...parts, response: { 200: answer } },
    });
    const decision = (summary: string, answer: S.TSchema) => ({ ...auth, ...call(summary, { params: S.IdParams, body: S.NoteRequest }, answer) });
    const id = (req: FastifyRequest) => idParam((req.params as { id?: string }).id);

    app.post('/operator/login', call('Staff login: a token for the operator calls', { body: S.OperatorLoginRequest }, S.OperatorLoginAnswer, false), async (req) => {
      const body = bodyOf(req);
      const userName = text(body, 'user_name', { required: 'User ID is required', max: [64, 'Invalid username or password.'] });
      const password = text(body, 'password', { required: 'Password is required', raw: true, max: [128, 'Invalid username or password.'] });
      const { operator, accessToken, expiresIn } = await operatorLogin(db, { userName, password }, req.ip);
      return ok({ accessToken, expiresIn, operator }, 'Login successfully');
    });

    app.post('/operator/logout', { ...auth, ...call("End the staff member's session", { body: S.AnyBody }, S.NullAnswer) }, async (req) => {
      if (req.sessionId !== undefined) await operatorLogout(db, req.sessionId);
      return ok(null, 'Logout successfully');
    });

    app.get('/operator/deposits', { ...auth, ...call("The operator's players' deposit requests", { querystring: S.queueQuery(S.DEPOSIT_STATUSES) }, S.DepositsAnswer) }, async (req) => {
      const actor = actorOf(req);
      const rows = await listDeposits(db, { operatorId: actor.operatorId }, { ...pageOf(req.query), status: statusFilter(req) });
      return ok(rows.map(moneyRow));
    });
    app.post('/operator/deposits/:id/approve', decision('Approve a deposit: credits the player from payments clearing', S.DepositAnswer), async (req) => ok(moneyRow(await approveDeposit(db, actorOf(req), id(req), noteOf(req))), 'Deposit approved'));
    app.post('/operator/deposits/:id/reject', decision('Reject a deposit', S.DepositAnswer), async (req) => ok(moneyRow(await rejectDeposit(db, actorOf(req), id(req), noteOf(req))), 'Deposit rejected'));

    app.get('/operator/withdrawals', { ...auth, ...call("The operator's players' withdrawal requests", { querystring: S.queueQuery(S.WITHDRAWAL_STATUSES) }, S.WithdrawalsAnswer) }, async (req) => {
      const actor = actorOf(req);
      const rows = await listWithdrawals(db, { operatorId: actor.operatorId }, { ...pageOf(req.query), status: statusFilter(req) });
      return ok(rows.map(moneyRow));
    });
    app.post('/operator/withdrawals/:id/approve', decision('Mark a withdrawal paid', S.WithdrawalAnswer), async (req) => ok(moneyRow(await approveWithdrawal(db, actorOf(req), id(req), noteOf(req))), 'Withdrawal marked paid'));
    app.post('/operator/withdrawals/:id/reject', decision('Reject a withdrawal: returns the held amount to the player', S.WithdrawalAnswer), async (req) => ok(moneyRow(await rejectWithdrawal(db, actorOf(req), id(req), noteOf(req))), 'Withdrawal rejected'));

    app.post('/operator/bonuses', { ...auth, ...call("Grant a player a bonus from the bonus pool", { body: S.GrantBonusRequest }, S.GrantBonusAnswer) }, async (req) => {
      const actor = actorOf(req);
      const body = bodyOf(req);
      const userId = integer(body, 'user_id', { required: 'user_id is required', min: 1 })!;
      if (body.amount === undefined || body.amount === '') throw badRequest('Amount is required');
      const amountPaise = rupeesToPaise(body.amount);
      if (amountPaise <= 0) throw badRequest('Amount must be more than 0');
      // sports or casino (the schema refuses anything else with 'wallet_type must be sports or casino')
      const walletType = (body.wallet_type ?? 'sports') as 'sports' | 'casino';
      const wageringMultiplier = integer(body, 'wagering_multiplier', { min: 0, max: 100 }) ?? 10;
      const validDays = integer(body, 'valid_days', { min: 1, max: 365 }) ?? 30;
      const grantId = text(body, 'grant_id', { max: [100, 'grant_id is too long'], pattern: [/^[A-Za-z0-9_-]+$/, 'grant_id is invalid'] });
      if (!(await isOperatorsPlayer(db, actor.operatorId, userId))) throw notFound('No such player');
      const grant = await grantBonus(db, {
        userId,
        amountPaise,
        walletType,
        wageringMultiplier,
        validDays,
        grantKey: `${actor.operatorId}:${grantId ?? crypto.randomUUID()}`,
      });
      await audit(db, actor, 'bonus.grant', grant.id, { operatorId: actor.operatorId, userId, amountPaise });
      return ok({ ...grant, amount: paiseToRupees(grant.amount_paise) }, 'Bonus granted');
    });

    app.get('/operator/audit', { ...auth, ...call('The audit log, newest first', { querystring: S.AuditQuery }, S.AuditAnswer) }, async (req) => {
      const limit = integer((req.query ?? {}) as Record<string, unknown>, 'limit', { min: 1, max: 500 }) ?? 100;
      return ok(await auditLog(db, operatorScope(actorOf(req)), limit));
    });
  };
