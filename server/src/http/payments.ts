// Deposits and withdrawals for players (spec §7.5: paths and payloads "not shown"; designed here):
//   GET  /payments/methods                      the host's UPI id and bank accounts, and limits
//   POST /payments/deposit {amount, utr, method, request_id?}  → pending deposit (UTR: 12 digits, unique;
//        request_id: the client's idempotency key, a retry answers with the first deposit;
//        refused during a cool-off or self-exclusion and over a deposit limit)
//   GET  /payments/payout-accounts; POST /payments/payout-accounts {type:'upi', upi_id} |
//        {type:'bank', account_name, account_number, ifsc, bank_name?}; DELETE /payments/payout-accounts/:id
//   POST /payments/withdraw {amount, payout_account_id, request_id?}  → held at once, pending
//   POST /payments/withdrawals/:referenceNo/cancel                     → while pending: cancelled, the hold returns
//   GET  /payments/transactions?type=deposit|withdrawal&page=&limit=   (the /transactions page)
//   GET  /payments/transactions/:type/:referenceNo                     (transactions-details/{type}/{refrenceNo})
// Demo players are refused with the spec's 'Please login from your read ID.'. On a play-money host every
// call here is refused (403, 'This site plays with coins only…'), and so is a play-coin player's on any host.
// A deposit from outside a real-money host's allowed countries is refused (http/jurisdiction.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { PaymentMethods } from '@khel/shared-kernel/contract';
import type { Database } from '../store/db';
import { currentUser, requireUser, type AuthUser } from '../identity/auth';
import { refuseDemo } from '../identity/auth';
import { hostOfRequest } from '../site/request-host';
import { hostMoneyOf, playMoneyRefusal } from '../domain/money-mode';
import { refusePlayCoinPlayer } from '../wallet/play-coins';
import { countryGate } from './jurisdiction';
import { submitDeposit, listDeposits } from '../payments/deposits';
import { addPayoutAccount, cancelWithdrawal, listPayoutAccounts, listWithdrawals, removePayoutAccount, requestWithdrawal, type NewPayoutAccount } from '../payments/withdrawals';
import { assertPlayerMayDeposit } from '../responsible-gambling/responsible-gambling';
import { checkAmount, paymentLimits } from '../payments/limits';
import { depositView, payoutAccountView, withdrawalView } from '../wire/payments';
import { badRequest, notFound, ok } from './reply';
import { bodyOf, idParam, integer, paiseToRupees, rupeesToPaise, text, type Body } from './input';
import { noBodyIsEmpty } from './route-schema';
import { playerCall } from './account';
import {
  DepositBody,
  DoneAnswer,
  NoFields,
  PaymentMethodsAnswer,
  PaymentTransactionAnswer,
  PaymentTransactionsAnswer,
  PaymentTransactionsQuery,
  PayoutAccountAnswer,
  PayoutAccountBody,
  PayoutAccountParams,
  PayoutAccountsAnswer,
  TransactionParams,
  WithdrawalParams,
  WithdrawBody,
} from '@khel/shared-kernel/contract-schemas';

const TAGS = ['payments'];

export const MAX_PAGE_SIZE = 150;

export function pageOf(query: unknown): { page: number; limit: number } {
  const q = (typeof query === 'object' && query !== null ? query : {}) as Body;
  const page = integer(q, 'page', { min: 1, max: 100_000, message: 'page must be a whole number from 1' }) ?? 1;
  const limit = integer(q, 'limit', { min: 1, max: MAX_PAGE_SIZE, message: `limit must be 1 to ${MAX_PAGE_SIZE}` }) ?? 50;
  return { page, limit };
}

const requestKeyOf = (body: Body) => text(body, 'request_id', { max: [100, 'request_id is too long'], pattern: [/^[A-Za-z0-9_-]+$/, 'request_id is invalid'] });

function realPlayer(req: FastifyRequest): AuthUser {
  const user = currentUser(req);
  refuseDemo(user);
  return user;
}

function payoutAccountOf(body: Body): NewPayoutAccount {
  const type = body.type;
  if (type === 'upi') {
    const upiId = text(body, 'upi_id', { required: 'UPI id is required', max: [100, 'UPI id is invalid'], pattern: [/^[A-Za-z0-9._-]{2,64}@[A-Za-z]{2,32}$/, 'UPI id is invalid'] });
    return { type, upiId };
  }
  if (type === 'bank') {
    const accountName = text(body, 'account_name', { required: 'Account holder name is required', max: [100, 'Account holder name is too long'] });
    const accountNumber = text(body, 'account_number', { required: 'Account number is required', pattern: [/^\d{9,18}$/, 'Account number must be 9 to 18 digits'] });
    const ifsc = text(body, 'ifsc', { required: 'IFSC is required', max: [11, 'IFSC is invalid'] }).toUpperCase();
    if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc)) throw badRequest('IFSC is invalid');
    const bankName = text(body, 'bank_name', { max: [100, 'Bank name is too long'] }) ?? null;
    return { type, accountName, accountNumber, ifsc, bankName };
  }
  throw badRequest('type must be upi or bank');
}

export const paymentRoutes =
  (db: Database): FastifyPluginAsync =>
  async (app) => {
    app.addHook('preValidation', noBodyIsEmpty);
    // A play-money host has no money calls at all (issue 33): refused before anything else is read.
    app.addHook('onRequest', async (req) => {
      if (hostMoneyOf((await hostOfRequest(db, req)).config).mode === 'play') throw playMoneyRefusal();
    });
    const auth = { preHandler: [requireUser(db), async (req: FastifyRequest) => refusePlayCoinPlayer(db, currentUser(req).id)] };

    app.get('/payments/methods', { schema: { summary: "The host's UPI id, bank accounts and payment limits", tags: TAGS, response: { 200: PaymentMethodsAnswer } } }, async (req) => {
      const host = await hostOfRequest(db, req);
      const p = (host.config.payments ?? {}) as { upiId?: unknown; bankAccounts?: unknown };
      const limits = paymentLimits(host);
      const data: PaymentMethods = {
        upi: typeof p.upiId === 'string' && p.upiId ? { upiId: p.upiId } : null,
        bankAccounts: Array.isArray(p.bankAccounts) ? (p.bankAccounts as PaymentMethods['bankAccounts']).slice(0, 10) : [],
        limits: {
          minDeposit: paiseToRupees(limits.minDepositPaise),
          maxDeposit: paiseToRupees(limits.maxDepositPaise),
          minWithdrawal: paiseToRupees(limits.minWithdrawalPaise),
          maxWithdrawal: paiseToRupees(limits.maxWithdrawalPaise),
        },
      };
      return ok(data);
    });

    app.post('/payments/deposit', { preHandler: [...auth.preHandler, countryGate(db)], ...playerCall('Report a deposit (pending until the operator approves it)', PaymentTransactionAnswer, { body: DepositBody }, TAGS) }, async (req) => {
      const user = realPlayer(req);
      const body = bodyOf(req);
      if (body.amount === undefined || body.amount === '') throw badRequest('Amount is required');
      const amountPaise = rupeesToPaise(body.amount);
      const utr = text(body, 'utr', { required: 'UTR is required', max: [12, 'UTR must be 12 digits'], pattern: [/^\d{12}$/, 'UTR must be 12 digits'] });
      // upi or bank (the schema refuses anything else with 'method must be upi or bank')
      const method = (body.method ?? 'upi') as 'upi' | 'bank';
      const requestKey = requestKeyOf(body);
      const host = await hostOfRequest(db, req);
      const limits = paymentLimits(host);
      checkAmount(amountPaise, limits.minDepositPaise, limits.maxDepositPaise);
      const deposit = await submitDeposit(db, user, { amountPaise, utr, method, requestKey }, (tx) => assertPlayerMayDeposit(tx, user.id, amountPaise));
      return ok(depositView(deposit), 'Deposit request submitted');
    });

    app.get('/payments/payout-accounts', { ...auth, ...playerCall("The player's saved UPI ids and bank accounts", PayoutAccountsAnswer, {}, TAGS) }, async (req) => ok((await listPayoutAccounts(db, currentUser(req).id)).map(payoutAccountView)));

    app.post('/payments/payout-accounts', { ...auth, ...playerCall('Save a UPI id or bank account for withdrawals', PayoutAccountAnswer, { body: PayoutAccountBody }, TAGS) }, async (req) => {
      const user = realPlayer(req);
      return ok(payoutAccountView(await addPayoutAccount(db, user.id, payoutAccountOf(bodyOf(req)))), 'Payout account saved');
    });

    app.delete('/payments/payout-accounts/:id', { ...auth, ...playerCall('Remove a saved payout account', DoneAnswer, { params: PayoutAccountParams }, TAGS) }, async (req) => {
      const user = realPlayer(req);
      await removePayoutAccount(db, user.id, idParam((req.params as { id?: string }).id));
      return ok(null, 'Payout account removed');
    });

    app.post('/payments/withdraw', { ...auth, ...playerCall('Request a withdrawal (held at once, pending)', PaymentTransactionAnswer, { body: WithdrawBody }, TAGS) }, async (req) => {
      const user = realPlayer(req);
      const body = bodyOf(req);
      if (body.amount === undefined || body.amount === '') throw badRequest('Amount is required');
      const amountPaise = rupeesToPaise(body.amount);
      const payoutAccountId = integer(body, 'payout_account_id', { required: 'Please choose a saved UPI id or bank account', min: 1, message: 'Please choose a saved UPI id or bank account' })!;
      const requestKey = requestKeyOf(body);
      const host = await hostOfRequest(db, req);
      const limits = paymentLimits(host);
      checkAmount(amountPaise, limits.minWithdrawalPaise, limits.maxWithdrawalPaise);
      const w = await requestWithdrawal(db, user, { amountPaise, payoutAccountId, requestKey });
      return ok(withdrawalView(w), 'Withdrawal request submitted');
    });

    app.post('/payments/withdrawals/:referenceNo/cancel', { ...auth, ...playerCall('Cancel a pending withdrawal; the hold returns', PaymentTransactionAnswer, { params: WithdrawalParams, body: NoFields }, TAGS) }, async (req) => {
      const user = realPlayer(req);
      const m = /^W(\d{1,12})$/.exec((req.params as { referenceNo: string }).referenceNo);
      if (!m) throw notFound('No such withdrawal');
      return ok(withdrawalView(await cancelWithdrawal(db, user.id, Number(m[1]))), 'Withdrawal cancelled');
    });

    app.get('/payments/transactions', { ...auth, ...playerCall("The player's deposits and withdrawals, newest first", PaymentTransactionsAnswer, { querystring: PaymentTransactionsQuery }, TAGS) }, async (req) => {
      const user = currentUser(req);
      const q = req.query as { type?: string; status?: string };
      const page = pageOf(req.query);
      if (q.type !== undefined && q.type !== 'deposit' && q.type !== 'withdrawal') throw badRequest('type must be deposit or withdrawal');
      const filter = { ...page, status: undefined };
      const deposits = q.type === 'withdrawal' ? [] : (await listDeposits(db, { userId: user.id }, filter)).map(depositView);
      const withdrawals = q.type === 'deposit' ? [] : (await listWithdrawals(db, { userId: user.id }, filter)).map(withdrawalView);
      const merged = [...deposits, ...withdrawals].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, page.limit);
      return ok({ page: page.page, limit: page.limit, items: merged });
    });

    app.get('/payments/transactions/:type/:referenceNo', { ...auth, ...playerCall('One deposit or withdrawal', PaymentTransactionAnswer, { params: TransactionParams }, TAGS) }, async (req) => {
      const user = currentUser(req);
      const { type, referenceNo } = req.params as { type: string; referenceNo: string };
      const m = /^[DW](\d{1,12})$/.exec(referenceNo);
      if (!m || (type !== 'deposit' && type !== 'withdrawal')) throw notFound('No such transaction');
      const scope = { userId: user.id, id: Number(m[1]) };
      const one = { page: 1, limit: 1 };
      const rows =
        type === 'deposit' && m[0].startsWith('D')
          ? (await listDeposits(db, scope, one)).map(depositView)
          : type === 'withdrawal' && m[0].startsWith('W')
            ? (await listWithdrawals(db, scope, one)).map(withdrawalView)
            : [];
      if (!rows[0]) throw notFound('No such transaction');
      return ok(rows[0]);
    });
  };
