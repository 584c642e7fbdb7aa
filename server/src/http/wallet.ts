// Statements and the bonus wallet (spec §7.1, §7.5: statement paths "not shown"; designed here).
//   POST /account/statement {from_date?, to_date?, page?, limit?}        cash account lines (account-statement page)
//   POST /account/transfer-statement {…same}                            money in and out (deposits, withdrawals, bonuses)
//   POST /account/bonus-statement {…same}                               bonus account lines
//   POST /account/profit-loss {…same}                                   P&L per settled market, from the ledger
//   Dates are 'YYYY-MM-DD' in the player's time setting; answers carry dates in it too. limit ≤ 150 (§9).
//   utc_offset (minutes east of UTC) gives the device's or system's zone for those days; India is 330.
//   GET  /account/:id/balance-settings → {success, result:{useBonusWallet, walletCode, wallets}}
//   PUT  /account/:id/settings/switch-wallet?useBonusWallet=&walletCode=
//   GET  /account/wagering-details?walletType=sports|casino → {success, result}
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from '../store/db';
import { currentUser, requireUser } from '../identity/auth';
import { accountStatement, playerTimeZone, profitLossByMarket, type StatementLine, type StatementQuery } from '../wallet/statements';
import {
  AccountParams,
  NoFields,
  BalanceSettingsAnswer,
  ProfitLossAnswer,
  StatementAnswer,
  StatementRequest,
  SwitchWalletAnswer,
  SwitchWalletQuery,
  WageringAnswer,
  WageringQuery,
  type TSchema,
} from '@khel/shared-kernel/contract-schemas';
import { switchWallet, usesBonusWallet, wageringDetails, WALLET_CODES, type BonusWalletType, type WalletCode } from '../wallet/bonus';
import { playerBalances } from '../wallet/ledger';
import { badRequest, ok, success } from './reply';
import { paiseToRupees } from './input';
import { accountOk, ownAccount, playerCall } from './account';
import { noBodyIsEmpty } from './route-schema';

/** The statement calls' query, checked by StatementRequest's schema before the handler runs. */
function statementQuery(body: StatementRequest): StatementQuery {
  const { from_date: fromDate, to_date: toDate, utc_offset: utcOffsetMinutes, page = 1, limit = 50 } = body;
  if (fromDate && Number.isNaN(Date.parse(`${fromDate}T00:00:00Z`))) throw badRequest('from_date must be YYYY-MM-DD');
  if (toDate && Number.isNaN(Date.parse(`${toDate}T00:00:00Z`))) throw badRequest('to_date must be YYYY-MM-DD');
  if (fromDate && toDate && fromDate > toDate) throw badRequest('from_date must not be after to_date');
  return { fromDate, toDate, utcOffsetMinutes, page, limit };
}

const statementSchema = (summary: string, answer: TSchema) => ({
  summary,
  tags: ['statements'],
  security: [{ player: [] }],
  body: StatementRequest,
  response: { 200: answer },
});

const lineView = (l: StatementLine) => ({
  transferId: l.transferId,
  date: l.date,
  kind: l.kind,
  description: l.description,
  reference: l.reference,
  credit: paiseToRupees(l.creditPaise),
  debit: paiseToRupees(l.debitPaise),
  balance: paiseToRupees(l.balanceAfterPaise),
  eventName: l.eventName,
  marketName: l.marketName,
  gameName: l.gameName,
});

/** Transfers that are betting's own bookkeeping, left out of the transfer statement. */
const BETTING_KINDS = ['bet_hold', 'bet_release', 'bet_win', 'bet_loss', 'bet_commission'];

export const walletRoutes =
  (db: Database): FastifyPluginAsync =>
  async (plain) => {
    // route types from the schemas (TypeBox)
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('preValidation', noBodyIsEmpty);
    const auth = { preHandler: requireUser(db) };

    const statement = (wallet: 'cash' | 'bonus', filter: { excludeKinds?: string[] } = {}) => async (req: FastifyRequest<{ Body: StatementRequest }>) => {
      const user = currentUser(req);
      const q = statementQuery(req.body);
      const lines = await accountStatement(db, user.id, wallet, await playerTimeZone(db, user.id), q, filter);
      return ok({ page: q.page, limit: q.limit, items: lines.map(lineView) });
    };
    app.post('/account/statement', { ...auth, schema: statementSchema('The cash account, line by line with the running balance', StatementAnswer) }, statement('cash'));
    app.post(
      '/account/transfer-statement',
      { ...auth, schema: statementSchema('Money in and out: deposits, withdrawals, bonuses', StatementAnswer) },
      statement('cash', { excludeKinds: BETTING_KINDS }),
    );
    app.post('/account/bonus-statement', { ...auth, schema: statementSchema('The bonus account, line by line', StatementAnswer) }, statement('bonus'));

    app.post('/account/profit-loss', { ...auth, schema: statementSchema('Profit and loss per settled market, from the ledger', ProfitLossAnswer) }, async (req: FastifyRequest<{ Body: StatementRequest }>) => {
      const user = currentUser(req);
      const q = statementQuery(req.body);
      const rows = await profitLossByMarket(db, user.id, await playerTimeZone(db, user.id), q);
      const items = rows.map((r) => ({ reference: r.reference, sportId: r.sportId, sportName: r.sportName, eventId: r.eventId, eventName: r.eventName, marketName: r.marketName, win: paiseToRupees(r.winPaise), loss: paiseToRupees(r.lossPaise), commission: paiseToRupees(r.commissionPaise), net: paiseToRupees(r.netPaise), settledAt: r.settledAt }));
      return ok({ page: q.page, limit: q.limit, items });
    });

    app.get('/account/:id/balance-settings', { ...auth, ...playerCall('The cash and bonus wallets, and which one bets draw on', BalanceSettingsAnswer, { params: AccountParams }) }, async (req) => {
      const user = ownAccount(req);
      const balances = await playerBalances(db, user.id);
      const useBonusWallet = await usesBonusWallet(db, user.id);
      return accountOk({
        useBonusWallet,
        walletCode: (useBonusWallet ? 'BONUS' : 'MAIN') satisfies WalletCode,
        wallets: [
          { walletCode: 'MAIN', balance: paiseToRupees(balances.cash) },
          { walletCode: 'BONUS', balance: paiseToRupees(balances.bonus) },
        ],
      });
    });

    app.put('/account/:id/settings/switch-wallet', { ...auth, ...playerCall('Choose the wallet bets draw on', SwitchWalletAnswer, { params: AccountParams, querystring: SwitchWalletQuery, body: NoFields }) }, async (req) => {
      const user = ownAccount(req);
      const q = (req.query ?? {}) as { useBonusWallet?: string; walletCode?: string };
      if (q.useBonusWallet !== 'true' && q.useBonusWallet !== 'false') throw badRequest('useBonusWallet must be true or false');
      const walletCode = (q.walletCode ?? (q.useBonusWallet === 'true' ? 'BONUS' : 'MAIN')).toUpperCase();
      if (!(WALLET_CODES as readonly string[]).includes(walletCode)) throw badRequest(`walletCode must be one of ${WALLET_CODES.join(', ')}`);
      const useBonusWallet = q.useBonusWallet === 'true' && walletCode === 'BONUS';
      await switchWallet(db, user.id, useBonusWallet);
      return accountOk({ useBonusWallet, walletCode: useBonusWallet ? 'BONUS' : 'MAIN' }, 'Wallet switched');
    });

    app.get('/account/wagering-details', { ...auth, ...playerCall("The bonus wallet's wagering progress", WageringAnswer, { querystring: WageringQuery }) }, async (req) => {
      const user = currentUser(req);
      const type = ((req.query ?? {}) as { walletType?: string }).walletType ?? 'sports';
      if (type !== 'sports' && type !== 'casino') throw badRequest('walletType must be sports or casino');
      return success(await wageringDetails(db, user.id, type as BonusWalletType, paiseToRupees));
    });
  };
