import { formatIndianNumber, formatRupees } from './rupees';

describe('Indian rupee grouping', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [999, '999.00'],
    [1000, '1,000.00'],
    [100000, '1,00,000.00'],
    [500000, '5,00,000.00'],
    [10000000, '1,00,00,000.00'],
    [123456789.456, '12,34,56,789.46'],
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'],
    [Number.NaN, '0.00'],
  ])('%d → %s', (value, shown) => expect(formatIndianNumber(value)).toBe(shown));

  it('whole rupees and the sign', () => {
    expect(formatIndianNumber(10000000, 0)).toBe('1,00,00,000');
    expect(formatRupees(1500.5)).toBe('₹ 1,500.50');
  });
});
