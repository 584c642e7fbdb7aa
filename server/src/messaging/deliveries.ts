// What became of messages: the WhatsApp status webhook's updates, the console's list of a host's
// recent deliveries, and the status the player's sign-up/reset flow reads for its code.
import crypto from 'node:crypto';
import type { Sql } from '../store/db';

/** X-Hub-Signature-256: 'sha256=' + hex HMAC-SHA256 of the raw request body under the app secret. */
export function validHubSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = crypto.createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

interface WebhookStatus {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  errors?: Array<{ code?: unknown; title?: unknown; message?: unknown; error_data?: { details?: unknown } }>;
}

const RANK: Record<string, number> = { queued: 0, sending: 0, unknown: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

/**
 * Applies a `messages` webhook's statuses (entry[].changes[].value.statuses[]) to the operator's
 * messages, found by the id the Cloud API gave them. A status only moves forward (sent → delivered →
 * read); failed replaces sent but not delivered or read. Answers how many statuses matched a message.
 */
export async function applyWhatsAppStatuses(tx: Sql, operatorId: number, payload: unknown): Promise<number> {
  const statuses: WebhookStatus[] = [];
  const entries = (payload as { entry?: unknown })?.entry;
  for (const entry of Array.isArray(entries) ? entries : []) {
    const changes = (entry as { changes?: unknown })?.changes;
    for (const change of Array.isArray(changes) ? changes : []) {
      const value = (change as { value?: { statuses?: unknown } })?.value;
      if (Array.isArray(value?.statuses)) statuses.push(...(value.statuses as WebhookStatus[]));
    }
  }
  let matched = 0;
  for (const s of statuses) {
    if (typeof s.id !== 'string' || typeof s.status !== 'string' || !['sent', 'delivered', 'read', 'failed'].includes(s.status)) continue;
    const err = s.errors?.[0];
    const status: ReportedStatus = {
      status: s.status,
      errorCode: err?.code === undefined ? null : String(err.code),
      error: err ? [err.title ?? err.message, err.error_data?.details].filter(Boolean).join(': ').slice(0, 300) : null,
      reportedAt: typeof s.timestamp === 'string' && /^\d+$/.test(s.timestamp) ? new Date(Number(s.timestamp) * 1000) : null,
    };
    // the same lock as the relay's recording of this wa-id: either it is stored already, or it finds this status kept
    await lockProviderId(tx, operatorId, s.id);
    const [message] = await tx.query<{ id: number; status: string }>('SELECT id, status FROM message_outbox WHERE provider_id = $1 AND operator_id = $2 FOR UPDATE', [s.id, operatorId]);
    if (!message) {
      // issue 33: a status ahead of the relay's record of the wa-id is kept, not dropped; the relay applies it
      await tx.query('INSERT INTO message_status_early (operator_id, provider_id, status, error_code, error, reported_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        operatorId,
        s.id,
        status.status,
        status.errorCode,
        status.error,
        status.reportedAt,
      ]);
      continue;
    }
    matched += 1;
    await applyStatus(tx, message, status);
  }
  return matched;
}

interface ReportedStatus {
  status: string;
  errorCode: string | null;
  error: string | null;
  reportedAt: Date | null;
}

/** Serialises a webhook's status for a wa-id with the relay's recording of that wa-id (a transaction lock). */
const STATUS_LOCK_CLASS = 7412033;
const lockProviderId = (tx: Sql, operatorId: number, providerId: string) => tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [STATUS_LOCK_CLASS, `${operatorId}:${providerId}`]);

/** Records one status of a message and moves its state forward (sent → delivered → read; failed replaces sent only). */
async function applyStatus(tx: Sql, message: { id: number; status: string }, s: ReportedStatus): Promise<string> {
  await tx.query('INSERT INTO message_status_events (message_id, status, error_code, error, reported_at) VALUES ($1, $2, $3, $4, $5)', [message.id, s.status, s.errorCode, s.error, s.reportedAt]);
  const current = RANK[message.status] ?? 0;
  const next = RANK[s.status]!;
  const moves = s.status === 'failed' ? current <= 1 : next > current && message.status !== 'failed';
  if (!moves) return message.status;
  await tx.query('UPDATE message_outbox SET status = $2, status_at = now(), last_error = COALESCE($3, last_error) WHERE id = $1', [
    message.id,
    s.status,
    s.status === 'failed' ? `${s.errorCode ?? ''} ${s.error ?? ''}`.trim() || 'failed' : null,
  ]);
  return s.status;
}

/** In the relay's transaction that records a sent message's wa-id, before it stores it: the webhook's lock for it. */
export async function lockWaId(tx: Sql, operatorId: number, providerId: string): Promise<void> {
  await lockProviderId(tx, operatorId, providerId);
}

/** Then, once the wa-id is stored: the statuses that arrived before it, applied oldest first and forgotten. */
export async function applyEarlyStatuses(tx: Sql, operatorId: number, providerId: string, messageId: number): Promise<number> {
  const early = await tx.query<{ id: number; status: string; error_code: string | null; error: string | null; reported_at: Date | null }>(
    'DELETE FROM message_status_early WHERE operator_id = $1 AND provider_id = $2 RETURNING id, status, error_code, error, reported_at',
    [operatorId, providerId],
  );
  const [row] = await tx.query<{ status: string }>('SELECT status FROM message_outbox WHERE id = $1', [messageId]);
  let status = row?.status ?? 'sent';
  for (const e of early.sort((a, b) => Number(a.id) - Number(b.id))) {
    status = await applyStatus(tx, { id: messageId, status }, { status: e.status, errorCode: e.error_code, error: e.error, reportedAt: e.reported_at });
  }
  return early.length;
}

export interface DeliveryRow {
  id: number;
  channel: string;
  recipient: string;
  purpose: string;
  status: string;
  via: string | null;
  attempts: number;
  maybe_duplicate: boolean;
  last_error: string | null;
  created_at: Date;
  status_at: Date | null;
  [k: string]: unknown;
}

/** A recipient as staff see it: the last four characters of a number, the domain of an address. */
export function maskRecipient(r: string): string {
  const at = r.indexOf('@');
  if (at > 0) return `${r[0]}***${r.slice(at)}`;
  return r.length > 4 ? `${r.slice(0, 3)}${'•'.repeat(Math.max(0, r.length - 7))}${r.slice(-4)}` : r;
}

/** The operator's most recent messages (never their bodies or codes), newest first. */
export async function recentDeliveries(db: Sql, operatorId: number, f: { status?: string | undefined; limit: number }): Promise<DeliveryRow[]> {
  const rows = await db.query<DeliveryRow>(
    `SELECT id, channel, recipient, purpose, status, via, attempts, maybe_duplicate, last_error, created_at, status_at
     FROM message_outbox WHERE operator_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY id DESC LIMIT $3`,
    [operatorId, f.status ?? null, Math.min(Math.max(f.limit, 1), 200)],
  );
  return rows.map((r) => ({ ...r, recipient: maskRecipient(r.recipient) }));
}

export interface AttemptRow {
  attempt: number;
  instance: string;
  via: string | null;
  started_at: Date;
  finished_at: Date | null;
  outcome: string | null;
  error_code: string | null;
  error: string | null;
  [k: string]: unknown;
}

export function deliveryAttempts(db: Sql, operatorId: number, messageId: number): Promise<AttemptRow[]> {
  return db.query<AttemptRow>(
    `SELECT a.attempt, a.instance, a.via, a.started_at, a.finished_at, a.outcome, a.error_code, a.error
     FROM message_attempts a JOIN message_outbox m ON m.id = a.message_id WHERE a.message_id = $1 AND m.operator_id = $2 ORDER BY a.id`,
    [messageId, operatorId],
  );
}

/** What the player's flow shows for a code: on its way, sent, or could not be sent (ask again). */
export type PlayerDeliveryStatus = 'pending' | 'sent' | 'delivered' | 'read' | 'failed';

export async function codeDeliveryStatus(db: Sql, reference: string): Promise<PlayerDeliveryStatus | null> {
  const [row] = await db.query<{ status: string }>('SELECT status FROM message_outbox WHERE reference = $1 ORDER BY id DESC LIMIT 1', [reference]);
  if (!row) return null;
  if (row.status === 'queued' || row.status === 'sending') return 'pending';
  if (row.status === 'unknown') return 'sent';
  return row.status as PlayerDeliveryStatus;
}
