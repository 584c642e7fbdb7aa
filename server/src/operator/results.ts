// What the operator calls read beside their use cases: that the market (its runner) or the
// fancy exists, its settlement state before and after, for the audit, and the result a settled
// one keeps (a different result sent again is a conflict).
import { DomainError } from '../domain/errors';
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

/** The result a settled market or fancy keeps: its winner (runs, for a fancy) with its name, or a void; null while it is open. */
export interface RecordedResult {
  value: number | null;
  label: string;
}

export async function recordedMarketResult(db: Database, marketId: string): Promise<RecordedResult | null> {
  const [row] = await db.query<{ winner: number | null; name: string | null; void_reason: string | null }>(
    `SELECT m.winner_selection_id AS winner, r.name, m.void_reason FROM markets m
     LEFT JOIN runners r ON r.market_id = m.id AND r.selection_id = m.winner_selection_id
     WHERE m.id = $1 AND m.settled_at IS NOT NULL`,
    [marketId],
  );
  if (!row) return null;
  return row.winner === null ? { value: null, label: voidLabel(row.void_reason) } : { value: row.winner, label: `winner ${row.name ?? row.winner}` };
}

export async function recordedFancyResult(db: Database, fancyId: number): Promise<RecordedResult | null> {
  const [row] = await db.query<{ result_runs: number | null; void_reason: string | null }>('SELECT result_runs, void_reason FROM fancies WHERE id = $1 AND settled_at IS NOT NULL', [fancyId]);
  if (!row) return null;
  return row.result_runs === null ? { value: null, label: voidLabel(row.void_reason) } : { value: row.result_runs, label: `${row.result_runs} runs` };
}

const voidLabel = (reason: string | null) => (reason ? `void: ${reason}` : 'void');

/**
 * A result sent for a market or fancy that is already settled: the same result again (the same
 * winner or runs, or a void again whatever its reason) is a harmless repeat; another one is a
 * conflict, never applied, and the operator is told the result that stands.
 */
export function assertSameResult(what: 'Market' | 'Fancy', recorded: RecordedResult | null, asked: number | null): void {
  if (!recorded || recorded.value === asked) return;
  throw new DomainError('conflict', `${what} was already settled with a different result (${recorded.label}); the result you sent was not applied`, {
    code: 'already_settled_differently',
  });
}
