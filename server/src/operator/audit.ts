// Who did what and when, for every operator action (API or CLI).
import type { InPaise, OperatorAuditEntry } from '@khel/shared-kernel/contract';
import type { Sql } from '../store/db';

export interface Actor {
  /** null: the CLI run by someone on the server without an operator account */
  operatorUserId: number | null;
  operatorId: number;
  via: 'api' | 'cli';
}

export async function audit(tx: Sql, actor: Actor, action: string, entityId: number | null, detail: Record<string, unknown> = {}): Promise<void> {
  await tx.query('INSERT INTO operator_audit (operator_user_id, via, action, entity_id, detail) VALUES ($1, $2, $3, $4, $5::jsonb)', [
    actor.operatorUserId,
    actor.via,
    action,
    entityId,
    JSON.stringify(detail),
  ]);
}

export type AuditEntry = InPaise<OperatorAuditEntry, never, 'created_at'> & { [k: string]: unknown };

/** The audit log of one operator's staff and CLI runs; `null` (the platform operator) reads every operator's. */
export function auditLog(db: Sql, operatorId: number | null, limit = 100): Promise<AuditEntry[]> {
  return db.query<AuditEntry>(
    `SELECT a.id, a.operator_user_id, o.user_name AS operator_user_name, a.via, a.action, a.entity_id, a.detail, a.created_at
     FROM operator_audit a LEFT JOIN operator_users o ON o.id = a.operator_user_id
     WHERE $1::int IS NULL OR COALESCE(o.operator_id, (a.detail->>'operatorId')::int) = $1
     ORDER BY a.id DESC LIMIT $2`,
    [operatorId, Math.min(Math.max(limit, 1), 500)],
  );
}
