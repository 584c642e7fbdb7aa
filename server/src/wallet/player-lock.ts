// One player's money at a time: guards a limit check and the movement it allows in one transaction.
import type { Sql } from '../store/db';
export const PLAYER_MONEY_LOCK = 7412081;
export async function lockPlayerMoney(tx: Sql, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [PLAYER_MONEY_LOCK, userId]);
}
