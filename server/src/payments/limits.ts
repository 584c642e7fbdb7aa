// Deposit and withdrawal amount limits: sandbox defaults, overridable per host (config.payments).
import type { Host } from '../site/hosts';
import { invalid } from '../domain/errors';

export interface PaymentLimits {
  minDepositPaise: number;
  maxDepositPaise: number;
  minWithdrawalPaise: number;
  maxWithdrawalPaise: number;
}

const DEFAULTS: PaymentLimits = {
  minDepositPaise: 100_00,
  maxDepositPaise: 10_00_000_00,
  minWithdrawalPaise: 100_00,
  maxWithdrawalPaise: 10_00_000_00,
};

export function paymentLimits(host: Pick<Host, 'config'>): PaymentLimits {
  const p = (host.config.payments ?? {}) as Record<string, unknown>;
  const rupees = (key: string, fallback: number) =>
    typeof p[key] === 'number' && Number.isSafeInteger(p[key]) && (p[key] as number) > 0 ? (p[key] as number) * 100 : fallback;
  return {
    minDepositPaise: rupees('minDepositRupees', DEFAULTS.minDepositPaise),
    maxDepositPaise: rupees('maxDepositRupees', DEFAULTS.maxDepositPaise),
    minWithdrawalPaise: rupees('minWithdrawalRupees', DEFAULTS.minWithdrawalPaise),
    maxWithdrawalPaise: rupees('maxWithdrawalRupees', DEFAULTS.maxWithdrawalPaise),
  };
}

const rupeeText = (paise: number) => (paise / 100).toLocaleString('en-IN');

export function checkAmount(amountPaise: number, min: number, max: number): void {
  if (amountPaise < min) throw invalid(`Minimum amount is ₹${rupeeText(min)}`);
  if (amountPaise > max) throw invalid(`Maximum amount is ₹${rupeeText(max)}`);
}
