// How messages (OTP codes, login links) reach players. Every message is written to the message_outbox
// table inside the transaction that created its cause; nothing is sent from there. The outbox relay
// (relay.ts) takes it once that transaction has committed and sends it through the operator's channel
// (WhatsApp Cloud API, SMTP, a webhook; the built-in outbox when none is set up: what the development
// endpoint and the tests read), recording each attempt and the delivery status.
import type { Sql } from '../store/db';

export type Channel = 'whatsapp' | 'sms' | 'email';

export interface OutgoingMessage {
  operatorId: number;
  channel: Channel;
  /** '+' country code and number, e.g. '+919876543210'; an email address for 'email' */
  recipient: string;
  purpose: 'signup_otp' | 'signup_registered' | 'reset_otp' | 'magic_link' | 'email_verification';
  body: string;
  /** the one-time code itself, for a channel whose template carries it (WhatsApp's authentication template) */
  code?: string;
  /** what the message belongs to (an OTP order id): the player's delivery-status call looks it up by this */
  reference?: string;
  /** not sent once this many seconds have passed (an expired code is worthless) */
  validSeconds?: number;
}

export interface MessageSender {
  /** Called inside the transaction that created the message's cause: it only writes the outbox row. */
  send(tx: Sql, message: OutgoingMessage): Promise<void>;
}

export const outboxSender: MessageSender = {
  async send(tx, m) {
    await tx.query(
      `INSERT INTO message_outbox (operator_id, channel, recipient, purpose, body, code, reference, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8::int IS NULL THEN NULL ELSE now() + make_interval(secs => $8::int) END)`,
      [m.operatorId, m.channel, m.recipient, m.purpose, m.body, m.code ?? null, m.reference ?? null, m.validSeconds ?? null],
    );
  },
};

/** Every sender writes the outbox; where it goes is the relay's business. */
export function senderFromEnv(): MessageSender {
  return outboxSender;
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
