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
import type { Database } from '../store/db';
import { actorOf, operatorLogin, operatorLogout, requireOperator } from '../operator/operators';
import { auditLog } from '../operator/audit';
import { operatorScope } from '../operator/scope';
import { approveDeposit, listDeposits, rejectDeposit } from '../payments/deposits';
import { approveWithdrawal, listWithdrawals, rejectWithdrawal } from '../payments/withdrawals';
import { badRequest, notFound, ok } from './reply';
import { bodyOf, idParam, integer, paiseToRupees, rupeesToPaise, text } from './input';
import { pageOf } from './payments';
import { grantBonus } from '../wallet/bonus';
import { audit } from '../operator/audit';

const statusFilter = (req: FastifyRequest, allowed: readonly string[]): string | undefined => {
  const status = (req.query as { status?: unknown }).status;
  if (status === undefined || status === '') return undefined;
  if (typeof status !== 'string' || !allowed.includes(status)) throw badRequest(`status must be one of ${allowed.join(', ')}`);
  return status;
};

const noteOf = (req: FastifyRequest) => text(bodyOf(req), 'note', { max: [500, 'note is too long'] }) ?? null;

const moneyRow = <T extends { amount_paise: number }>(r: T) => ({ ...r, amount: paiseToRupees(r.amount_paise) });

export const operatorRoutes =
  (db: Database): FastifyPluginAsync =>
  async (app) => {
    const auth = { preHandler: requireOperator(db) };
    const id = (req: FastifyRequest) => idParam((req.params as { id?: string }).id);

    app.post('/operator/login', async (req) => {
      const body = bodyOf(req);
      const userName = text(body, 'user_name', { required: 'User ID is required', max: [64, 'Invalid username or password.'] });
      const password = text(body, 'password', { required: 'Password is required', raw: true, max: [128, 'Invalid username or password.'] });
      const { operator, accessToken, expiresIn } = await operatorLogin(db, { userName, password }, req.ip);
      return ok({ accessToken, expiresIn, operator }, 'Login successfully');
    });

    app.post('/operator/logout', auth, async (req) => {
      if (req.sessionId !== undefined) await operatorLogout(db, req.sessionId);
      return ok(null, 'Logout successfully');
    });

    app.get('/operator/deposits', auth, async (req) => {
      const actor = actorOf(req);
      const rows = await listDeposits(db, { operatorId: actor.operatorId }, { ...pageOf(req.query), status: statusFilter(req, ['pending', 'approved', 'rejected']) });
      return ok(rows.map(moneyRow));
    });
    app.post('/operator/deposits/:id/approve', auth, async (req) => ok(moneyRow(await approveDeposit(db, actorOf(req), id(req), noteOf(req))), 'Deposit approved'));
    app.post('/operator/deposits/:id/reject', auth, async (req) => ok(moneyRow(await rejectDeposit(db, actorOf(req), id(req), noteOf(req))), 'Deposit rejected'));

    app.get('/operator/withdrawals', auth, async (req) => {
      const actor = actorOf(req);
      const rows = await listWithdrawals(db, { operatorId: actor.operatorId }, { ...pageOf(req.query), status: statusFilter(req, ['pending', 'paid', 'rejected']) });
      return ok(rows.map(moneyRow));
    });
    app.post('/operator/withdrawals/:id/approve', auth, async (req) => ok(moneyRow(await approveWithdrawal(db, actorOf(req), id(req), noteOf(req))), 'Withdrawal marked paid'));
    app.post('/operator/withdrawals/:id/reject', auth, async (req) => ok(moneyRow(await rejectWithdrawal(db, actorOf(req), id(req), noteOf(req))), 'Withdrawal rejected'));

    app.post('/operator/bonuses', auth, async (req) => {
      const actor = actorOf(req);
      const body = bodyOf(req);
      const userId = integer(body, 'user_id', { required: 'user_id is required', min: 1 })!;
      if (body.amount === undefined || body.amount === '') throw badRequest('Amount is required');
      const amountPaise = rupeesToPaise(body.amount);
      if (amountPaise <= 0) throw badRequest('Amount must be more than 0');
      const walletType = body.wallet_type ?? 'sports';
      if (walletType !== 'sports' && walletType !== 'casino') throw badRequest('wallet_type must be sports or casino');
      const wageringMultiplier = integer(body, 'wagering_multiplier', { min: 0, max: 100 }) ?? 10;
      const validDays = integer(body, 'valid_days', { min: 1, max: 365 }) ?? 30;
      const grantId = text(body, 'grant_id', { max: [100, 'grant_id is too long'], pattern: [/^[A-Za-z0-9_-]+$/, 'grant_id is invalid'] });
      const [player] = await db.query('SELECT 1 FROM users WHERE id = $1 AND operator_id = $2 AND NOT is_demo AND NOT is_system', [userId, actor.operatorId]);
      if (!player) throw notFound('No such player');
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

    app.get('/operator/audit', auth, async (req) => {
      const limit = integer((req.query ?? {}) as Record<string, unknown>, 'limit', { min: 1, max: 500 }) ?? 100;
      return ok(await auditLog(db, operatorScope(actorOf(req)), limit));
    });
  };
