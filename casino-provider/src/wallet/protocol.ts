// The seamless wallet as the provider speaks it: QT Platform's shape (the wire is in
// @khel/shared-kernel/contract, casino.ts). Inside the provider an answer is an envelope with paise:
// {status: 'OK', balancePaise, referenceId?} or {status: 'ERROR', code, message}.
import type { QtErrorCode } from '@khel/shared-kernel/contract';

export interface WalletOk {
  status: 'OK';
  balancePaise: number;
  /** Khel's reference of a money call */
  referenceId?: string;
}
export interface WalletRefusal {
  status: 'ERROR';
  code: QtErrorCode;
  message: string;
}
export type WalletAnswer = WalletOk | WalletRefusal;

/** Paise → rupees for the wire (at most 2 decimals: an integer divided by 100 prints exactly so). */
export const toRupees = (paise: number): number => paise / 100;

/** Rupees from the wire → paise, read as text (no floating-point arithmetic): null when malformed. */
export function toPaise(value: unknown): number | null {
  const m = typeof value === 'number' && Number.isFinite(value) ? /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(String(value)) : null;
  if (!m) return null;
  const paise = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -paise : paise;
}
