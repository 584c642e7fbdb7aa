import i18next from 'i18next';
import { chooseLanguage, initI18n } from '@khel/shared-kernel';
import { fancyTitle, marketTitle } from './market-title';

beforeAll(async () => {
  await initI18n(i18next, 'en');
  await chooseLanguage('hi');
});
afterAll(() => chooseLanguage('en'));

it("says the feed's markets and session lines in the player's language, the team's name as it is", () => {
  expect(marketTitle({ market_type: 'MATCH_ODDS', market_name: 'Match Odds' })).toBe('मैच ऑड्स');
  expect(marketTitle({ market_type: 'BOOKMAKER', market_name: 'Bookmaker' })).toBe('बुकमेकर');
  expect(fancyTitle('20 over runs Gujarat')).toBe('20 ओवर रन Gujarat');
});

it('keeps the name of a market or line it does not know', () => {
  expect(marketTitle({ market_type: 'TIED_MATCH', market_name: 'Tied Match' })).toBe('Tied Match');
  expect(fancyTitle('Total match sixes')).toBe('Total match sixes');
});
