// Settlement: every open bet of a market (or fancy) becomes won, lost or void; each player's net
// P&L moves between their hold/cash and the house in the ledger, and their exposure is released.
// Matched exchange bets pay each other through the house (the two sides net to zero there).
// On an exchange market a player's host takes its commission (hosts.commission_bps) from the
// player's net winnings on the market, as its own transfer to the house. A market is settled
// once: its settled_at guards a second run.

import type { MarketKind } from '@khel/shared-kernel/betting';
import { commissionPaise, settleFancyBet, settleRunnerBet, type BetResult } from '../domain/settlement';
import type { Sql } from '../store/db';
import { playerAccounts, systemAccount, transfer } from '../wallet/ledger';
import { fancyKey, marketKey } from './positions';

export interface SettleOutcome {
  settledBets: number;
  alreadySettled: boolean;
}

export interface BetPnl {
  betId: number;
  userId: number;
  pnlPaise: number;
  result: BetResult;
}

export interface SettledBets extends SettleOutcome {
  /** each bet's result, for the players' order streams */
  bets: BetPnl[];
}

export async function settleMarketBets(
  tx: Sql,
  marketId: string,
  kind: MarketKind,
  winnerId: number | null,
  actor: string,
  voidReason: string | null,
): Promise<SettledBets> {
  // Each matched piece of a bet: its fills (exchange), or the whole stake at its price (bookmaker).
  const pieces = await tx.query<{ id: number; user_id: number; selection_id: number; is_back: boolean; price: number; stake_paise: number }>(
    `SELECT b.id, b.user_id, b.selection_id, b.is_back, f.price, f.stake_paise
       FROM bets b JOIN bet_fills f ON f.taker_bet_id = b.id OR f.maker_bet_id = b.id
      WHERE b.market_id = $1 AND b.status = 'open' AND b.kind = 'odds'
     UNION ALL
     SELECT id, user_id, selection_id, is_back, price, matched_paise
       FROM bets WHERE market_id = $1 AND status = 'open' AND kind = 'bookmaker'
     ORDER BY 1`,
    [marketId],
  );
  const byBet = new Map<number, BetPnl>();
  for (const p of pieces) {
    const s = settleRunnerBet(kind, { selectionId: p.selection_id, isBack: p.is_back, price: p.price, matchedPaise: p.stake_paise }, winnerId);
    const bet = byBet.get(p.id) ?? { betId: p.id, userId: p.user_id, pnlPaise: 0, result: s.result };
    bet.pnlPaise += s.pnlPaise;
    byBet.set(p.id, bet);
  }
  const settled = [...byBet.values()];
  await payOut(tx, settled, marketKey(marketId), `market:${marketId}`, kind === 'odds', winnerId === null ? voidMemo(voidReason) : null);
  // Bets that never matched anything were cancelled or lapsed, not settled.
  await tx.query(`UPDATE bets SET status = 'cancelled', settled_at = now() WHERE market_id = $1 AND status = 'open' AND matched_paise = 0`, [marketId]);
  await tx.query(
    `UPDATE markets SET status = 'CLOSED', winner_selection_id = $2, void_reason = $3, settled_by = $4, settled_at = now() WHERE id = $1`,
    [marketId, winnerId, winnerId === null ? (voidReason ?? 'void') : null, actor],
  );
  if (winnerId !== null) {
    await tx.query(`UPDATE runners SET status = CASE WHEN selection_id = $2 THEN 'WINNER' ELSE 'LOSER' END WHERE market_id = $1`, [marketId, winnerId]);
  }
  return { settledBets: settled.length, alreadySettled: false, bets: settled };
}

export async function settleFancyBets(tx: Sql, fancyId: number, runs: number | null, actor: string, voidReason: string | null): Promise<SettledBets> {
  const [fancy] = await tx.query<{ settled_at: string | null }>('SELECT settled_at FROM fancies WHERE id = $1 FOR UPDATE', [fancyId]);
  if (!fancy) throw new Error(`no fancy ${fancyId}`);
  if (fancy.settled_at) return { settledBets: 0, alreadySettled: true, bets: [] };
  const bets = await tx.query<{ id: number; user_id: number; is_back: boolean; line: number; price: number; stake_paise: number }>(
    `SELECT id, user_id, is_back, line, price, stake_paise FROM bets WHERE fancy_id = $1 AND status = 'open' ORDER BY id`,
    [fancyId],
  );
  const pnl: BetPnl[] = bets.map((b) => {
    const s = settleFancyBet({ isBack: b.is_back, line: b.line, rate: b.price, stakePaise: b.stake_paise }, runs);
    return { betId: b.id, userId: b.user_id, pnlPaise: s.pnlPaise, result: s.result };
  });
  await payOut(tx, pnl, fancyKey(fancyId), `fancy:${fancyId}`, false, runs === null ? voidMemo(voidReason) : null);
  await tx.query(
    `UPDATE fancies SET is_active = false, game_status = 'CLOSED', result_runs = $2, void_reason = $3, settled_by = $4, settled_at = now() WHERE id = $1`,
    [fancyId, runs, runs === null ? (voidReason ?? 'void') : null, actor],
  );
  return { settledBets: pnl.length, alreadySettled: false, bets: pnl };
}

/** Records each bet's result and moves each player's net P&L, released exposure and any commission. */
/** What a void says on the player's statement: the reason an operator gave. */
const voidMemo = (voidReason: string | null) => (voidReason ? `Void: ${voidReason}` : null);

async function payOut(tx: Sql, bets: BetPnl[], positionKey: string, reference: string, chargesCommission: boolean, memo: string | null = null): Promise<void> {
  for (const b of bets) {
    await tx.query(`UPDATE bets SET status = $2, result = $3, pnl_paise = $4, settled_at = now() WHERE id = $1`, [
      b.betId,
      b.result === 'void' ? 'void' : 'settled',
      b.result,
      b.pnlPaise,
    ]);
  }
  const netByUser = new Map<number, number>();
  for (const b of bets) netByUser.set(b.userId, (netByUser.get(b.userId) ?? 0) + b.pnlPaise);
  // Players whose exposure row exists but whose bets all lapsed get their hold back too.
  const held = await tx.query<{ user_id: number }>('SELECT user_id FROM exposures WHERE position_key = $1 AND exposure_paise > 0', [positionKey]);
  for (const h of held) if (!netByUser.has(h.user_id)) netByUser.set(h.user_id, 0);

  for (const [userId, netPaise] of [...netByUser.entries()].sort((a, b) => a[0] - b[0])) {
    const [row] = await tx.query<{ exposure_paise: number }>(
      'SELECT exposure_paise FROM exposures WHERE user_id = $1 AND position_key = $2 FOR UPDATE',
      [userId, positionKey],
    );
    await tx.query('UPDATE exposures SET exposure_paise = 0, version = version + 1 WHERE user_id = $1 AND position_key = $2', [userId, positionKey]);
    const heldPaise = row?.exposure_paise ?? 0;
    const accounts = await playerAccounts(tx, userId);
    // The host of the player's operator (its default one, if it has several); house players pay none.
    const [user] = await tx.query<{ operator_id: number; commission_bps: number }>(
      `SELECT u.operator_id, CASE WHEN u.is_system THEN 0 ELSE COALESCE(
                (SELECT h.commission_bps FROM hosts h WHERE h.operator_id = u.operator_id ORDER BY h.is_default DESC, h.id LIMIT 1), 0) END AS commission_bps
       FROM users u WHERE u.id = $1`,
      [userId],
    );
    const house = await systemAccount(tx, 'house', user!.operator_id);
    const key = `settle:${reference}:${userId}`;
    const move = async (suffix: string, from: number, to: number, amountPaise: number, kind: string) => {
      if (amountPaise > 0) await transfer(tx, { idempotencyKey: `${key}:${suffix}`, fromAccountId: from, toAccountId: to, amountPaise, kind, reference, memo });
    };
    if (netPaise >= 0) {
      await move('release', accounts.hold, accounts.cash, heldPaise, 'bet_release');
      await move('win', house, accounts.cash, netPaise, 'bet_win');
      if (chargesCommission) await move('commission', accounts.cash, house, commissionPaise(netPaise, user!.commission_bps), 'bet_commission');
    } else {
      const lossPaise = -netPaise;
      if (lossPaise > heldPaise) throw new Error(`player ${userId} lost ${lossPaise} on ${reference} but held only ${heldPaise}`);
      await move('loss', accounts.hold, house, lossPaise, 'bet_loss');
      await move('release', accounts.hold, accounts.cash, heldPaise - lossPaise, 'bet_release');
    }
  }
}
