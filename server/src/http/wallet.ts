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
import type { Database } from '../store/db';
import { currentUser, requireUser } from '../identity/auth';
import { accountStatement, profitLossByMarket, type StatementLine, type StatementQuery, type TimeZoneSetting } from '../wallet/statements';
import { switchWallet, wageringDetails, WALLET_CODES, type BonusWalletType, type WalletCode } from '../wallet/bonus';
import { playerBalances } from '../wallet/ledger';
import { badRequest, ok, success } from './reply';
import { bodyOf, integer, paiseToRupees, text } from './input';
import { pageOf } from './payments';
import { accountOk, ownAccount } from './account';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function statementQuery(req: FastifyRequest): StatementQuery {
  const body = bodyOf(req);
  const date = (field: string) => {
    const value = text(body, field, { max: [10, `${field} must be YYYY-MM-DD`], pattern: [DATE, `${field} must be YYYY-MM-DD`] });
    if (value !== undefined && Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw badRequest(`${field} must be YYYY-MM-DD`);
    return value;
  };
  const fromDate = date('from_date');
  const toDate = date('to_date');
  if (fromDate && toDate && fromDate > toDate) throw badRequest('from_date must not be after to_date');
  // the device's or system's zone is known only to the browser: it sends its offset with the days
  const utcOffsetMinutes = integer(body, 'utc_offset', { min: -840, max: 840, message: 'utc_offset must be minutes east of UTC, -840 to 840' });
  return { fromDate, toDate, utcOffsetMinutes, ...pageOf(body) };
}

async function zoneOf(db: Database, userId: number): Promise<TimeZoneSetting> {
  const [row] = await db.query<{ time_zone: TimeZoneSetting }>('SELECT time_zone FROM users WHERE id = $1', [userId]);
  return row?.time_zone ?? 'india';
}

const lineView = (l: StatementLine) => ({
  transferId: l.transferId,
  date: l.date,
  kind: l.kind,
  description: l.description,
  reference: l.reference,
  credit: paiseToRupees(l.creditPaise),
  debit: paiseToRupees(l.debitPaise),
  balance: paiseToRupees(l.balanceAfterPaise),
});

/** Transfers that are betting's own bookkeeping, left out of the transfer statement. */
const BETTING_KINDS = ['bet_hold', 'bet_release', 'bet_win', 'bet_loss', 'bet_commission'];

export const walletRoutes =
  (db: Database): FastifyPluginAsync =>
  async (app) => {
    const auth = { preHandler: requireUser(db) };

    const statement = (wallet: 'cash' | 'bonus', filter: { excludeKinds?: string[] } = {}) => async (req: FastifyRequest) => {
      const user = currentUser(req);
      const q = statementQuery(req);
      const lines = await accountStatement(db, user.id, wallet, await zoneOf(db, user.id), q, filter);
      return ok({ page: q.page, limit: q.limit, items: lines.map(lineView) });
    };
    app.post('/account/statement', auth, statement('cash'));
    app.post('/account/transfer-statement', auth, statement('cash', { excludeKinds: BETTING_KINDS }));
    app.post('/account/bonus-statement', auth, statement('bonus'));

    app.post('/account/profit-loss', auth, async (req) => {
      const user = currentUser(req);
      const q = statementQuery(req);
      const rows = await profitLossByMarket(db, user.id, await zoneOf(db, user.id), q);
      const items = rows.map((r) => ({ reference: r.reference, sportId: r.sportId, sportName: r.sportName, eventId: r.eventId, eventName: r.eventName, marketName: r.marketName, win: paiseToRupees(r.winPaise), loss: paiseToRupees(r.lossPaise), commission: paiseToRupees(r.commissionPaise), net: paiseToRupees(r.netPaise), settledAt: r.settledAt }));
      return ok({ page: q.page, limit: q.limit, items });
    });

    app.get('/account/:id/balance-settings', auth, async (req) => {
      const user = ownAccount(req);
      const balances = await playerBalances(db, user.id);
      const [row] = await db.query<{ use_bonus_wallet: boolean }>('SELECT use_bonus_wallet FROM users WHERE id = $1', [user.id]);
      const useBonusWallet = row?.use_bonus_wallet ?? false;
      return accountOk({
        useBonusWallet,
        walletCode: (useBonusWallet ? 'BONUS' : 'MAIN') satisfies WalletCode,
        wallets: [
          { walletCode: 'MAIN', balance: paiseToRupees(balances.cash) },
          { walletCode: 'BONUS', balance: paiseToRupees(balances.bonus) },
        ],
      });
    });

    app.put('/account/:id/settings/switch-wallet', auth, async (req) => {
      const user = ownAccount(req);
      const q = (req.query ?? {}) as { useBonusWallet?: string; walletCode?: string };
      if (q.useBonusWallet !== 'true' && q.useBonusWallet !== 'false') throw badRequest('useBonusWallet must be true or false');
      const walletCode = (q.walletCode ?? (q.useBonusWallet === 'true' ? 'BONUS' : 'MAIN')).toUpperCase();
      if (!(WALLET_CODES as readonly string[]).includes(walletCode)) throw badRequest(`walletCode must be one of ${WALLET_CODES.join(', ')}`);
      const useBonusWallet = q.useBonusWallet === 'true' && walletCode === 'BONUS';
      await switchWallet(db, user.id, useBonusWallet);
      return accountOk({ useBonusWallet, walletCode: useBonusWallet ? 'BONUS' : 'MAIN' }, 'Wallet switched');
    });

    app.get('/account/wagering-details', auth, async (req) => {
      const user = currentUser(req);
      const type = ((req.query ?? {}) as { walletType?: string }).walletType ?? 'sports';
      if (type !== 'sports' && type !== 'casino') throw badRequest('walletType must be sports or casino');
      return success(await wageringDetails(db, user.id, type as BonusWalletType, paiseToRupees));
    });
  };
