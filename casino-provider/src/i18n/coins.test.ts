import { moneyOf } from '../client/runtime';
import { coinLabelOf, inCoins } from './coins';

describe("a play-money host's amounts on the provider's pages", () => {
  it('moves the label after every figure and names a bare ₹ by it; no label leaves the text as it is', () => {
    expect(inCoins('Bet ₹{amount}', 'coins')).toBe('Bet {amount} coins');
    expect(inCoins('You win ₹ {amount}', 'Khel coins')).toBe('You win {amount} Khel coins');
    expect(inCoins('<button>₹1000</button> ₹ 0.00 · ₹1,00,000.50', 'coins')).toBe('<button>1000 coins</button> 0.00 coins · 1,00,000.50 coins');
    expect(inCoins('Stake ₹', 'coins')).toBe('Stake (coins)');
    expect(inCoins('Bet ₹{amount}', '$&')).toBe('Bet {amount} $&');
    expect(inCoins('Bet ₹{amount}', '')).toBe('Bet ₹{amount}');
  });

  it("the page's script shows an amount in the label, or in rupees", () => {
    expect(moneyOf('Khel coins')(12345678)).toBe('1,23,456.78 Khel coins');
    expect(moneyOf('')(-5000)).toBe('₹ -50.00');
  });

  it('a launch names a label as plain text of at most 20 characters', () => {
    expect(coinLabelOf('  Khel coins ')).toBe('Khel coins');
    expect(coinLabelOf('<b>"coins"</b>')).toBe('bcoins/b');
    expect(coinLabelOf('x'.repeat(30))).toHaveLength(20);
    expect(coinLabelOf(null)).toBe('');
  });
});
