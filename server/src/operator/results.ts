// What the operator calls read beside their use cases: that the market (its runner) or the
// fancy exists, and its settlement state before and after, for the audit.
import type { Database } from '../store/db';

export async function marketExists(db: Database, marketId: string): Promise<boolean> {
  return (await db.query('SELECT 1 AS ok FROM markets WHERE id = $1', [marketId])).length > 0;
}

export async function isRunnerOf(db: Database, marketId: string, selectionId: number): Promise<boolean> {
  return (await db.query('SELECT 1 AS ok FROM runners WHERE market_id = $1 AND selection_id = $2', [marketId, selectionId])).length > 0;
}

export async function marketSettlementState(db: Database, marketId: string): Promise<unknown> {
  return (await db.query('SELECT status, settled_at, settled_by, void_reason FROM markets WHERE id = $1', [marketId]))[0];
}

export async function fancyExists(db: Database, fancyId: number): Promise<boolean> {
  return (await db.query('SELECT 1 AS ok FROM fancies WHERE id = $1', [fancyId])).length > 0;
}

export async function fancySettlementState(db: Database, fancyId: number): Promise<unknown> {
  return (await db.query('SELECT is_active, result_runs, void_reason, settled_by, settled_at FROM fancies WHERE id = $1', [fancyId]))[0];
}

/** A real player (not a demo or system account) of the operator's. */
export async function isOperatorsPlayer(db: Database, operatorId: number, userId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE id = $1 AND operator_id = $2 AND NOT is_demo AND NOT is_system', [userId, operatorId])).length > 0;
}
