// How messages (OTP codes, login links) reach players. The built-in sender writes to the message_outbox table,
// which tests and the development-only endpoint read; a real WhatsApp/SMS gateway plugs in by
// configuration (KHEL_MESSAGE_WEBHOOK_URL: every message is also POSTed there as JSON, and the
// outbox keeps the record either way).
import type { Sql } from '../store/db';

export type Channel = 'whatsapp' | 'sms' | 'email';

export interface OutgoingMessage {
  operatorId: number;
  channel: Channel;
  /** '+' country code and number, e.g. '+919876543210'; an email address for 'email' */
  recipient: string;
  purpose: 'signup_otp' | 'signup_registered' | 'reset_otp' | 'magic_link' | 'email_verification';
  body: string;
}

export interface MessageSender {
  /** Called inside the transaction that created the message's cause. */
  send(tx: Sql, message: OutgoingMessage): Promise<void>;
}

export const outboxSender: MessageSender = {
  async send(tx, m) {
    await tx.query(
      'INSERT INTO message_outbox (operator_id, channel, recipient, purpose, body) VALUES ($1, $2, $3, $4, $5)',
      [m.operatorId, m.channel, m.recipient, m.purpose, m.body],
    );
  },
};

/** Outbox plus a POST to a gateway; a gateway failure is logged, never shown to the player. */
export function webhookSender(url: string, log: (msg: string) => void = console.warn): MessageSender {
  return {
    async send(tx, m) {
      await outboxSender.send(tx, m);
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(m),
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) log(`message gateway answered ${res.status}`);
      } catch (err) {
        log(`message gateway unreachable: ${(err as Error).message}`);
      }
    },
  };
}

export function senderFromEnv(env: NodeJS.ProcessEnv = process.env): MessageSender {
  const url = env.KHEL_MESSAGE_WEBHOOK_URL;
  return url ? webhookSender(url) : outboxSender;
}

export interface OutboxEntry {
  id: number;
  channel: Channel;
  recipient: string;
  purpose: string;
  body: string;
  created_at: Date;
  [k: string]: unknown;
}

/** Latest messages to one recipient (newest first, at most 20). */
export function readOutbox(db: Sql, recipient: string): Promise<OutboxEntry[]> {
  return db.query<OutboxEntry>(
    'SELECT id, channel, recipient, purpose, body, created_at FROM message_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 20',
    [recipient],
  );
}
