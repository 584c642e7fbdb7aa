// A channel adapter sends one message and says what became of it: taken by the channel (with the
// channel's id for it), worth trying again (after at least retryAfterMs when the channel said so), or
// failed for good. It never touches the database: the relay records what it answers.
export interface RelayMessage {
  id: number;
  operatorId: number;
  channel: 'whatsapp' | 'sms' | 'email';
  recipient: string;
  purpose: string;
  body: string;
  code: string | null;
}

export type SendOutcome =
  | { kind: 'sent'; providerId: string | null }
  | { kind: 'retry'; errorCode: string | null; error: string; retryAfterMs?: number }
  | { kind: 'failed'; errorCode: string | null; error: string };

export interface ChannelAdapter {
  /** recorded as the message's `via` */
  readonly name: 'whatsapp' | 'smtp' | 'webhook' | 'outbox';
  send(message: RelayMessage): Promise<SendOutcome>;
}

/** Seconds of a Retry-After header (or an HTTP date), as milliseconds; undefined if absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export const describe = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 300);
