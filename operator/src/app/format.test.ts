import { formatCount, formatRupees, formatTime } from './format';

test('money in Indian digit grouping, times in India', () => {
  expect(formatRupees(1234567.5)).toBe('₹ 12,34,567.50');
  expect(formatRupees(-500)).toBe('₹ -500.00');
  expect(formatCount(10000000)).toBe('1,00,00,000');
  expect(formatTime('2026-11-26T18:30:00Z')).toMatch(/27 Nov.*00:00 IST/);
});
