import fc from 'fast-check';
import { DEFAULT_STAKE_BUTTONS } from '../contract/auth';
import { PRESET_PROBLEM_TEXT, PRESET_SAVE_PATH, presetsOf, presetsProblem, stakeEditRefusal, withPresets } from './rules';
import { en } from '../i18n/locales/en';

describe('the one stake-preset rule (§5)', () => {
  it('takes whole rupees up to 1,00,00,000 with only one at the maximum', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 9_999_999 }), { minLength: 1, maxLength: 20 }), (stakes) => presetsProblem(stakes.map(String)) === null));
    expect(presetsProblem(['100', '10000000'])).toBeNull();
    expect(presetsProblem(['100', '2.5'])).toBe('not-an-integer');
    expect(presetsProblem(['0'])).toBe('not-an-integer');
    expect(presetsProblem(['-5'])).toBe('not-an-integer');
    expect(presetsProblem([''])).toBe('not-an-integer');
    expect(presetsProblem(['10000001'])).toBe('too-large');
    expect(presetsProblem(['10000000', '10000000'])).toBe('only-one-max');
  });

  it("says each problem in the spec's words", () => {
    const texts: Record<string, string> = en.sportsSlip;
    expect(Object.values(PRESET_PROBLEM_TEXT).map((key) => texts[key.replace('sportsSlip.', '')])).toEqual([
      'Please enter a valid integer.',
      'Value cannot exceed 1,00,00,000.',
      'Only one value can be 1,00,00,000.',
    ]);
    expect([texts.loginToChangeStakes, texts.demoRefusal]).toEqual(['Please Login In to Change Stakes', 'Please login from your read ID.']);
  });

  it('lets only a signed-in player with a real id edit', () => {
    expect(stakeEditRefusal({ isLogin: false, user: null })).toBe('sportsSlip.loginToChangeStakes');
    expect(stakeEditRefusal({ isLogin: true, user: { is_demo: true } })).toBe('sportsSlip.demoRefusal');
    expect(stakeEditRefusal({ isLogin: true, user: { is_demo: false } })).toBeNull();
  });

  it('shows a saved list, or the §9 defaults when it is absent or broken, and saves each list to its own call', () => {
    const settings = { presetStakeSettings: { settings: [100, 200], mobileStakesSettings: [50, 2.5], mobileStakesExchangeGameSettings: [] } };
    expect(presetsOf({ settings })).toEqual([100, 200]);
    expect(presetsOf({ settings }, 'mobileStakesSettings')).toBe(DEFAULT_STAKE_BUTTONS);
    expect(presetsOf({ settings }, 'mobileStakesExchangeGameSettings')).toBe(DEFAULT_STAKE_BUTTONS);
    expect(presetsOf(null)).toBe(DEFAULT_STAKE_BUTTONS);
    expect(PRESET_SAVE_PATH).toEqual({ settings: 'stakes', mobileStakesSettings: 'mobile-stakes', mobileStakesExchangeGameSettings: 'mobile-stakes-exchange-game' });
    const oneClickSettings = { active: true, settings: [100], selected: 0 };
    const saved = withPresets({ oneClickSettings, presetStakeSettings: { settings: [100, 200], mobileStakesSettings: [50], mobileStakesExchangeGameSettings: [] } }, 'mobileStakesSettings', [60]);
    expect(saved).toEqual({ oneClickSettings, presetStakeSettings: { settings: [100, 200], mobileStakesSettings: [60], mobileStakesExchangeGameSettings: [] } });
  });
});
