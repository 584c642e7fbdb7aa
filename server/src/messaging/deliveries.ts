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
    const [message] = await tx.query<{ id: number; status: string }>('SELECT id, status FROM message_outbox WHERE provider_id = $1 AND operator_id = $2 FOR UPDATE', [s.id, operatorId]);
    if (!message) continue;
    matched += 1;
    const err = s.errors?.[0];
    const errorCode = err?.code === undefined ? null : String(err.code);
    const error = err ? [err.title ?? err.message, err.error_data?.details].filter(Boolean).join(': ').slice(0, 300) : null;
    const reportedAt = typeof s.timestamp === 'string' && /^\d+$/.test(s.timestamp) ? new Date(Number(s.timestamp) * 1000) : null;
    await tx.query('INSERT INTO message_status_events (message_id, status, error_code, error, reported_at) VALUES ($1, $2, $3, $4, $5)', [message.id, s.status, errorCode, error, reportedAt]);
    const current = RANK[message.status] ?? 0;
    const next = RANK[s.status]!;
    const moves = s.status === 'failed' ? current <= 1 : next > current && message.status !== 'failed';
    if (moves) {
      await tx.query('UPDATE message_outbox SET status = $2, status_at = now(), last_error = COALESCE($3, last_error) WHERE id = $1', [
        message.id,
        s.status,
        s.status === 'failed' ? `${errorCode ?? ''} ${error ?? ''}`.trim() || 'failed' : null,
      ]);
    }
  }
  return matched;
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
