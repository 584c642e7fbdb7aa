// Words the server sends as identifiers (a payment's status, a market's kind…), shown in the
// console's language; one it does not know is shown as sent.
import type { TFunction } from 'i18next';

const STATUS_KEYS = {
  pending: 'status.pending',
  approved: 'status.approved',
  paid: 'status.paid',
  rejected: 'status.rejected',
  open: 'status.open',
  inactive: 'status.inactive',
  suspended: 'status.suspended',
  'ball running': 'status.ballRunning',
  closed: 'status.closed',
  queued: 'status.queued',
  sending: 'status.sending',
  sent: 'status.sent',
  delivered: 'status.delivered',
  read: 'status.read',
  failed: 'status.failed',
  unknown: 'status.unknown',
} as const;

/** A status as the server words it ('pending', 'SUSPENDED', 'Ball Running'…), in lower case, translated. */
export function statusText(t: TFunction, status: string): string {
  const word = status.toLowerCase();
  return word in STATUS_KEYS ? t(STATUS_KEYS[word as keyof typeof STATUS_KEYS]) : word;
}
