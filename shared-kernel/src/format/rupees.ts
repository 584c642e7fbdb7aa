// Indian digit grouping (spec §1): the last three digits, then groups of two: 1,00,00,000.
import { moneyLabel } from './money-label';

/** Groups the integer digits of a non-negative decimal string the Indian way. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`;
}

/** 10000000 → '1,00,00,000.00'; `decimals` 0 gives whole rupees. Not-a-number shows as 0. */
export function formatIndianNumber(value: number, decimals = 2): string {
  const safe = Number.isFinite(value) ? value : 0;
  const fixed = Math.abs(safe).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const negative = safe < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Amount with 2 decimals and the rupee sign: '₹ 1,23,456.50'; on a play-money host the coin label after
 * it instead: '1,23,456.50 coins' (money-label.ts). `decimals` 0 gives whole amounts.
 */
export const formatRupees = (value: number, decimals = 2): string => {
  const label = moneyLabel();
  return label ? `${formatIndianNumber(value, decimals)} ${label}` : `₹ ${formatIndianNumber(value, decimals)}`;
};

/** A figure as the statement's columns show it: plain on a real-money host, with the coin label on a play-money host. */
export const formatFigure = (value: number, decimals = 2): string => {
  const label = moneyLabel();
  return label ? `${formatIndianNumber(value, decimals)} ${label}` : formatIndianNumber(value, decimals);
};
