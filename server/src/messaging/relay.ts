// The outbox relay: sends what message_outbox holds once the transaction that wrote it has committed.
//
// One round (runOnce):
//   1. claim, in one short transaction: up to `batch` due messages (queued and due, or `sending` whose
//      lease ran out) are taken with FOR UPDATE SKIP LOCKED, so two instances never take the same one,
//      marked `sending` with a lease, and given an attempt row (committed before anything is sent);
//   2. send each one through its operator's channel adapter, outside any transaction;
//   3. record, in one transaction per message: the attempt's outcome and the message's status (sent,
//      queued again after a back-off, or failed), only while this attempt still holds the lease. A message
//      done with (sent, failed, unknown) no longer keeps its code apart.
// An instance that stops between 2 and 3 leaves the message `sending` with an attempt that has no
// outcome. When its lease runs out another round takes it again: that attempt becomes `unknown` (it
// may have gone out), the message is marked maybe_duplicate and sent once more. If that resend is lost
// the same way, the message ends `unknown` and is not sent again: a crash resends at most once.
import crypto from 'node:crypto';
import type { Database, Sql } from '../store/db';
import type { ChannelAdapter, RelayMessage, SendOutcome } from './adapters/adapter';
import { operatorChannels, type OperatorChannels } from './channels';
import { whatsappAdapter } from './adapters/whatsapp';
import { smtpAdapter } from './adapters/smtp';
import { webhookAdapter } from './adapters/webhook';
import { applyEarlyStatuses, lockWaId } from './deliveries';

export interface RelayOptions {
  /** names this instance in the attempts it records */
  instanceId?: string;
  pollMs?: number;
  leaseMs?: number;
  batch?: number;
  /** attempts before a message that keeps failing is given up */
  maxAttempts?: number;
  /** back-off: base × 2^(attempt−1), at most maxDelayMs, with up to a fifth of jitter; never less than the channel's Retry-After */
  baseDelayMs?: number;
  maxDelayMs?: number;
  env?: NodeJS.ProcessEnv;
  /** where the WhatsApp adapter sends (Meta's Graph API unless KHEL_WHATSAPP_GRAPH_URL says otherwise) */
  graphUrl?: string;
  /** per-request time limit of the adapters */
  sendTimeoutMs?: number;
  log?: (msg: string, detail?: Record<string, unknown>) => void;
}

interface Claimed extends RelayMessage {
  attemptId: number;
  attempts: number;
}

/** The built-in channel: the outbox row is the message (npm start, tests). In production nothing would read it. */
export function builtinAdapter(production: boolean): ChannelAdapter {
  return {
    name: 'outbox',
    async send() {
      return production
        ? { kind: 'failed', errorCode: 'no_channel', error: "no channel is set up for this operator's messages" }
        : { kind: 'sent', providerId: null };
    },
  };
}

/** The adapter for one message: the operator's WhatsApp sender or SMTP server, else its webhook, else the built-in outbox. */
export function chooseAdapter(m: RelayMessage, c: OperatorChannels, o: { production: boolean; graphUrl?: string; sendTimeoutMs?: number }): ChannelAdapter {
  const timeout = o.sendTimeoutMs === undefined ? {} : { timeoutMs: o.sendTimeoutMs };
  if (m.channel === 'whatsapp' && c.whatsapp) return whatsappAdapter(c.whatsapp, { ...timeout, ...(o.graphUrl ? { graphUrl: o.graphUrl } : {}) });
  if (m.channel === 'email' && c.smtp) return smtpAdapter(c.smtp, timeout);
  if (c.webhookUrl) return webhookAdapter(c.webhookUrl, timeout);
  return builtinAdapter(o.production);
}

export class MessageRelay {
  readonly instanceId: string;
  private readonly o: Required<Omit<RelayOptions, 'graphUrl' | 'sendTimeoutMs' | 'log' | 'env'>> & Pick<RelayOptions, 'graphUrl' | 'sendTimeoutMs'>;
  private readonly env: NodeJS.ProcessEnv;
  private readonly log: NonNullable<RelayOptions['log']>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Database,
    options: RelayOptions = {},
  ) {
    this.env = options.env ?? process.env;
    this.instanceId = options.instanceId ?? `relay-${crypto.randomBytes(4).toString('hex')}`;
    this.o = {
      instanceId: this.instanceId,
      pollMs: options.pollMs ?? 1000,
      leaseMs: options.leaseMs ?? 60_000,
      batch: options.batch ?? 20,
      maxAttempts: options.maxAttempts ?? 5,
      baseDelayMs: options.baseDelayMs ?? 2000,
      maxDelayMs: options.maxDelayMs ?? 5 * 60_000,
      graphUrl: options.graphUrl ?? this.env.KHEL_WHATSAPP_GRAPH_URL,
      sendTimeoutMs: options.sendTimeoutMs,
    };
    this.log = options.log ?? (() => undefined);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = async () => {
      this.timer = null;
      if (this.stopped) return;
      this.running = this.drain().catch((err: Error) => this.log('message relay round failed', { err: err.message }));
      await this.running;
      this.running = null;
      if (!this.stopped) {
        this.timer = setTimeout(() => void tick(), this.o.pollMs);
        this.timer.unref();
      }
    };
    this.timer = setTimeout(() => void tick(), 0);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Rounds until nothing is due. */
  private async drain(): Promise<void> {
    while (!this.stopped && (await this.runOnce()) === this.o.batch);
  }

  /** One round: claim, send, record. Answers how many messages it claimed. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    await Promise.all(claimed.map(async (m) => this.record(m, await this.sendOne(m))));
    return claimed.length;
  }

  /** Step 1 (also used alone by the crash test): claims due messages and commits their attempts. */
  async claim(): Promise<Claimed[]> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{
        id: number;
        operator_id: number;
        channel: RelayMessage['channel'];
        recipient: string;
        purpose: string;
        body: string;
        code: string | null;
        attempts: number;
        maybe_duplicate: boolean;
        was: string;
        expired: boolean;
      }>(
        `WITH due AS (
           SELECT id, status AS was FROM message_outbox
           WHERE status IN ('queued', 'sending') AND next_attempt_at <= now()
             AND (status = 'queued' OR lease_until < now())
           ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
         UPDATE message_outbox m SET status = 'sending', attempts = m.attempts + 1,
           lease_until = now() + make_interval(secs => $2::double precision), next_attempt_at = now()
         FROM due WHERE m.id = due.id
         RETURNING m.id, m.operator_id, m.channel, m.recipient, m.purpose, m.body, m.code, m.attempts, m.maybe_duplicate, due.was,
           (m.expires_at IS NOT NULL AND m.expires_at < now()) AS expired`,
        [this.o.batch, this.o.leaseMs / 1000],
      );
      const out: Claimed[] = [];
      for (const r of rows.sort((a, b) => a.id - b.id)) {
        if (r.was === 'sending') {
          // The attempt that held the lease never recorded its outcome: it may have gone out.
          await tx.query(`UPDATE message_attempts SET outcome = 'unknown', finished_at = now(), error = 'the sending instance stopped before recording the outcome' WHERE message_id = $1 AND outcome IS NULL`, [r.id]);
          if (r.maybe_duplicate) {
            await this.finish(tx, r.id, 'unknown', 'sent state lost twice: not sent again');
            continue;
          }
          await tx.query('UPDATE message_outbox SET maybe_duplicate = true WHERE id = $1', [r.id]);
        }
        if (r.expired) {
          await this.finish(tx, r.id, 'failed', 'expired before it could be sent');
          continue;
        }
        const [attempt] = await tx.query<{ id: number }>('INSERT INTO message_attempts (message_id, attempt, instance) VALUES ($1, $2, $3) RETURNING id', [r.id, r.attempts, this.instanceId]);
        await tx.query('UPDATE message_outbox SET lease_attempt_id = $2 WHERE id = $1', [r.id, attempt!.id]);
        out.push({ id: r.id, operatorId: r.operator_id, channel: r.channel, recipient: r.recipient, purpose: r.purpose, body: r.body, code: r.code, attempts: r.attempts, attemptId: attempt!.id });
      }
      return out;
    });
  }

  private async finish(tx: Sql, id: number, status: 'failed' | 'unknown', error: string): Promise<void> {
    await tx.query(`UPDATE message_outbox SET status = $2, last_error = $3, code = NULL, lease_until = NULL, lease_attempt_id = NULL, status_at = now() WHERE id = $1`, [id, status, error]);
  }

  /** Step 2: no transaction is open here. */
  async sendOne(m: Claimed): Promise<SendOutcome & { via: ChannelAdapter['name'] }> {
    let adapter: ChannelAdapter;
    try {
      adapter = chooseAdapter(m, await operatorChannels(this.db, m.operatorId, this.env), {
        production: this.env.NODE_ENV === 'production',
        ...(this.o.graphUrl ? { graphUrl: this.o.graphUrl } : {}),
        ...(this.o.sendTimeoutMs === undefined ? {} : { sendTimeoutMs: this.o.sendTimeoutMs }),
      });
    } catch (err) {
      return { kind: 'retry', errorCode: 'config', error: (err as Error).message, via: 'outbox' };
    }
    const outcome = await adapter.send(m).catch((err: Error): SendOutcome => ({ kind: 'retry', errorCode: 'adapter', error: err.message }));
    return { ...outcome, via: adapter.name };
  }

  private delayMs(attempt: number, retryAfterMs: number | undefined): number {
    const backoff = Math.min(this.o.maxDelayMs, this.o.baseDelayMs * 2 ** Math.max(0, attempt - 1));
    const jittered = backoff + Math.floor(Math.random() * (backoff / 5));
    return Math.max(jittered, retryAfterMs ?? 0);
  }

  /** Step 3. */
  async record(m: Claimed, outcome: SendOutcome & { via: ChannelAdapter['name'] }): Promise<void> {
    const error = outcome.kind === 'sent' ? null : outcome.error;
    const errorCode = outcome.kind === 'sent' ? null : outcome.errorCode;
    const attemptOutcome = outcome.kind === 'retry' && m.attempts >= this.o.maxAttempts ? 'failed' : outcome.kind;
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE message_attempts SET finished_at = now(), outcome = $2, error_code = $3, error = $4, via = $5 WHERE id = $1', [m.attemptId, attemptOutcome, errorCode, error, outcome.via]);
      if (outcome.kind === 'sent') {
        // a status the webhook brought before this record waits for it (issue 33): the same lock, then applied
        if (outcome.providerId) await lockWaId(tx, m.operatorId, outcome.providerId);
        await tx.query(
          `UPDATE message_outbox SET status = 'sent', via = $3, provider_id = $4, last_error = NULL, code = NULL, lease_until = NULL, lease_attempt_id = NULL, status_at = now()
           WHERE id = $1 AND lease_attempt_id = $2`,
          [m.id, m.attemptId, outcome.via, outcome.providerId],
        );
        if (outcome.providerId) await applyEarlyStatuses(tx, m.operatorId, outcome.providerId, m.id);
      } else if (attemptOutcome === 'failed') {
        const why = outcome.kind === 'retry' ? `gave up after ${m.attempts} attempts: ${outcome.error}` : outcome.error;
        await tx.query(
          `UPDATE message_outbox SET status = 'failed', via = $3, last_error = $4, code = NULL, lease_until = NULL, lease_attempt_id = NULL, status_at = now()
           WHERE id = $1 AND lease_attempt_id = $2`,
          [m.id, m.attemptId, outcome.via, why],
        );
      } else {
        const delay = this.delayMs(m.attempts, outcome.kind === 'retry' ? outcome.retryAfterMs : undefined);
        await tx.query(
          `UPDATE message_outbox SET status = 'queued', via = $3, last_error = $4, lease_until = NULL, lease_attempt_id = NULL,
             next_attempt_at = now() + make_interval(secs => $5::double precision)
           WHERE id = $1 AND lease_attempt_id = $2`,
          [m.id, m.attemptId, outcome.via, error, delay / 1000],
        );
      }
    });
    if (outcome.kind !== 'sent') this.log('message not sent', { id: m.id, via: outcome.via, attempt: m.attempts, errorCode, outcome: attemptOutcome });
  }
}
