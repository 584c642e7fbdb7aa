// The deposit and withdrawal forms' rules, as message keys of the account group.
import type { PaymentMethods } from '@khel/shared-kernel';

export type Check = { key: string; values?: Record<string, unknown> } | null;

/** Rupees with at most 2 decimals, as typed. */
export const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

export function checkAmount(raw: string, min: number, max: number): Check {
  const s = raw.trim();
  if (!s) return { key: 'accountPages.amountRequired' };
  if (!AMOUNT_PATTERN.test(s)) return { key: 'accountPages.amountInvalid' };
  const n = Number(s);
  if (n < min) return { key: 'accountPages.amountMin', values: { min } };
  if (n > max) return { key: 'accountPages.amountMax', values: { max } };
  return null;
}

export function checkUtr(raw: string): Check {
  if (!raw) return { key: 'accountPages.utrRequired' };
  if (!/^\d+$/.test(raw)) return { key: 'accountPages.utrDigits' };
  if (raw.length !== 12) return { key: 'accountPages.utrLength' };
  return null;
}

/** IFSC: 4 letters, 0, then 6 letters or digits (RBI format). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const UPI_PATTERN = /^[A-Za-z0-9._-]{2,64}@[A-Za-z]{2,32}$/;

export function upiPayUri(upiId: string, payee: string, amount: string): string {
  const params = new URLSearchParams({ pa: upiId, pn: payee, cu: 'INR' });
  if (AMOUNT_PATTERN.test(amount.trim()) && Number(amount) > 0) params.set('am', Number(amount).toFixed(2));
  return `upi://pay?${params.toString()}`;
}

export const QUICK_AMOUNTS = [500, 1000, 2000, 5000, 10000, 25000];

export const limitsOf = (m: PaymentMethods | null) => m?.limits ?? { minDeposit: 100, maxDeposit: 1000000, minWithdrawal: 100, maxWithdrawal: 1000000 };
