// The bonus wallet: grants move money from the operator's bonus pool into the player's bonus
// account with a wagering requirement; stakes work it down (the exchange and casino call
// recordWagering); an expired grant's remaining bonus money goes back to the pool.
import type { Database, Sql } from '../store/db';
import { invalid } from '../domain/errors';
import { balanceOf, playerAccounts, systemAccount, transfer } from './ledger';

export type BonusWalletType = 'sports' | 'casino';
export const WALLET_CODES = ['MAIN', 'BONUS'] as const;
export type WalletCode = (typeof WALLET_CODES)[number];

export interface BonusGrant {
  id: number;
  wallet_type: BonusWalletType;
  amount_paise: number;
  wagering_required_paise: number;
  wagered_paise: number;
  status: 'active' | 'completed' | 'expired';
  expires_at: Date;
  created_at: Date;
  [k: string]: unknown;
}

export async function grantBonus(
  db: Database,
  input: { userId: number; amountPaise: number; walletType: BonusWalletType; wageringMultiplier: number; validDays: number; grantKey: string },
): Promise<BonusGrant> {
  if (!Number.isInteger(input.wageringMultiplier) || input.wageringMultiplier < 0 || input.wageringMultiplier > 100) {
    throw invalid('wagering multiplier must be 0 to 100');
  }
  return db.transaction(async (tx) => {
    const accounts = await playerAccounts(tx, input.userId);
    const [user] = await tx.query<{ operator_id: number }>('SELECT operator_id FROM users WHERE id = $1', [input.userId]);
    const { transferId, replayed } = await transfer(tx, {
      idempotencyKey: `bonus_grant:${input.grantKey}`,
      fromAccountId: await systemAccount(tx, 'bonus_pool', user!.operator_id),
      toAccountId: accounts.bonus,
      amountPaise: input.amountPaise,
      kind: 'bonus_grant',
    });
    if (replayed) {
      const [existing] = await tx.query<BonusGrant>('SELECT * FROM bonus_grants WHERE transfer_id = $1', [transferId]);
      if (existing) return existing;
    }
    const [grant] = await tx.query<BonusGrant>(
      `INSERT INTO bonus_grants (user_id, wallet_type, amount_paise, wagering_required_paise, expires_at, transfer_id)
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5), $6) RETURNING *`,
      [input.userId, input.walletType, input.amountPaise, input.amountPaise * input.wageringMultiplier, input.validDays, transferId],
    );
    return grant!;
  });
}

/** Counts a stake towards the player's oldest active grants of that wallet type. */
export async function recordWagering(tx: Sql, userId: number, walletType: BonusWalletType, stakePaise: number): Promise<void> {
  let left = stakePaise;
  const grants = await tx.query<BonusGrant>(
    `SELECT * FROM bonus_grants WHERE user_id = $1 AND wallet_type = $2 AND status = 'active' AND expires_at > now()
     ORDER BY id LIMIT 20 FOR UPDATE`,
    [userId, walletType],
  );
  for (const g of grants) {
    if (left <= 0) break;
    const room = g.wagering_required_paise - g.wagered_paise;
    const used = Math.min(room, left);
    left -= used;
    await tx.query(
      `UPDATE bonus_grants SET wagered_paise = wagered_paise + $2,
              status = CASE WHEN wagered_paise + $2 >= wagering_required_paise THEN 'completed' ELSE status END
       WHERE id = $1`,
      [g.id, used],
    );
  }
}

export interface WageringDetails {
  walletType: BonusWalletType;
  bonusBalance: number;
  wageringRequired: number;
  wageringCompleted: number;
  wageringRemaining: number;
  activeBonuses: { id: number; amount: number; wageringRequired: number; wagered: number; expiresAt: string }[];
}

export async function wageringDetails(db: Sql, userId: number, walletType: BonusWalletType, toRupees: (p: number) => number): Promise<WageringDetails> {
  const accounts = await playerAccounts(db, userId);
  const grants = await db.query<BonusGrant>(
    `SELECT * FROM bonus_grants WHERE user_id = $1 AND wallet_type = $2 AND status = 'active' AND expires_at > now() ORDER BY id LIMIT 50`,
    [userId, walletType],
  );
  const required = grants.reduce((s, g) => s + g.wagering_required_paise, 0);
  const done = grants.reduce((s, g) => s + g.wagered_paise, 0);
  return {
    walletType,
    bonusBalance: toRupees(await balanceOf(db, accounts.bonus)),
    wageringRequired: toRupees(required),
    wageringCompleted: toRupees(done),
    wageringRemaining: toRupees(required - done),
    activeBonuses: grants.map((g) => ({
      id: g.id,
      amount: toRupees(g.amount_paise),
      wageringRequired: toRupees(g.wagering_required_paise),
      wagered: toRupees(g.wagered_paise),
      expiresAt: new Date(g.expires_at).toISOString(),
    })),
  };
}

/** Whether the player's bets draw on the bonus wallet (switch-wallet). */
export async function usesBonusWallet(db: Sql, userId: number): Promise<boolean> {
  const [row] = await db.query<{ use_bonus_wallet: boolean }>('SELECT use_bonus_wallet FROM users WHERE id = $1', [userId]);
  return row?.use_bonus_wallet ?? false;
}

export async function switchWallet(db: Sql, userId: number, useBonusWallet: boolean): Promise<void> {
  await db.query('UPDATE users SET use_bonus_wallet = $2 WHERE id = $1', [userId, useBonusWallet]);
}

/**
 * Ends grants past their expiry: each expired grant's amount (at most what is left in the
 * player's bonus account) goes back to the bonus pool. Bounded per call; run it periodically.
 */
export async function expireBonusGrants(db: Database, batch = 100): Promise<number> {
  const due = await db.query<{ id: number }>(
    `SELECT id FROM bonus_grants WHERE status = 'active' AND expires_at <= now() ORDER BY id LIMIT $1`,
    [batch],
  );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [grant] = await tx.query<BonusGrant & { user_id: number }>(
        `SELECT * FROM bonus_grants WHERE id = $1 AND status = 'active' FOR UPDATE`,
        [id],
      );
      if (!grant) return;
      const accounts = await playerAccounts(tx, grant.user_id);
      const forfeitPaise = Math.min(grant.amount_paise, await balanceOf(tx, accounts.bonus));
      if (forfeitPaise > 0) {
        const [user] = await tx.query<{ operator_id: number }>('SELECT operator_id FROM users WHERE id = $1', [grant.user_id]);
        await transfer(tx, {
          idempotencyKey: `bonus_expire:${grant.id}`,
          fromAccountId: accounts.bonus,
          toAccountId: await systemAccount(tx, 'bonus_pool', user!.operator_id),
          amountPaise: forfeitPaise,
          kind: 'bonus_expire',
          reference: `bonus:${grant.id}`,
        });
      }
      await tx.query(`UPDATE bonus_grants SET status = 'expired' WHERE id = $1`, [grant.id]);
    });
  }
  return due.length;
}
