import { formatIndianNumber, formatRupees } from './rupees';
import { moneyLabel$, setMoneyLabel } from './money-label';

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

describe("a play-money host's coins (issue 33)", () => {
  afterEach(() => setMoneyLabel(null));

  it('reads amounts as the host’s coins, Indian grouping unchanged; rupees again on a real-money host', () => {
    setMoneyLabel({ moneyMode: 'play', coinLabel: 'Khel coins' });
    expect(formatRupees(150000)).toBe('1,50,000.00 Khel coins');
    expect(formatRupees(1000, 0)).toBe('1,000 Khel coins');
    expect(moneyLabel$.value).toBe('Khel coins');
    setMoneyLabel({ moneyMode: 'real', coinLabel: 'Khel coins' });
    expect(formatRupees(150000)).toBe('₹ 1,50,000.00');
  });

  it('keeps rupees when the configuration is missing or names no label', () => {
    setMoneyLabel({ moneyMode: 'play', coinLabel: '  ' });
    expect(formatRupees(5)).toBe('₹ 5.00');
    setMoneyLabel(undefined);
    expect(formatRupees(5)).toBe('₹ 5.00');
  });
});
