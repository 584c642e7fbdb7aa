// §5 stake-preset rules, for every editor of presets (the slip's pop-up, the /settings page):
// integers, at most 1,00,00,000, and only one preset equal to it; who may edit them (§4.5: a
// signed-in player with a real id); which list a screen shows and where each list is saved.
import { MAX_STAKE_RUPEES } from '../betting/stake';
import { DEFAULT_STAKE_BUTTONS } from '../contract/auth';
import type { LoginUser, PresetStakeSettings } from '../contract/schemas/auth';

export type PresetProblem = 'not-an-integer' | 'too-large' | 'only-one-max';

export function presetsProblem(values: readonly string[]): PresetProblem | null {
  let atMax = 0;
  for (const text of values) {
    if (!/^\d+$/.test(text.trim()) || Number(text) <= 0) return 'not-an-integer';
    const n = Number(text);
    if (n > MAX_STAKE_RUPEES) return 'too-large';
    if (n === MAX_STAKE_RUPEES) atMax += 1;
  }
  return atMax > 1 ? 'only-one-max' : null;
}

/**
 * Each problem in the spec's words (§5: 'Please enter a valid integer.', 'Value cannot exceed
 * 1,00,00,000.', 'Only one value can be 1,00,00,000.'), as keys of the start texts every app has.
 */
export const PRESET_PROBLEM_TEXT: Readonly<Record<PresetProblem, string>> = {
  'not-an-integer': 'sportsSlip.notAnInteger',
  'too-large': 'sportsSlip.stakeTooLarge',
  'only-one-max': 'sportsSlip.onlyOneMax',
};

/** Why a player may not edit presets (§5), as the text's key: 'Please Login In to Change Stakes', or a demo id's 'Please login from your read ID.'. */
export type PresetEditRefusal = 'sportsSlip.loginToChangeStakes' | 'sportsSlip.demoRefusal';

export function stakeEditRefusal(session: { isLogin: boolean; user: Pick<LoginUser, 'is_demo'> | null }): PresetEditRefusal | null {
  if (!session.isLogin || !session.user) return 'sportsSlip.loginToChangeStakes';
  if (session.user.is_demo) return 'sportsSlip.demoRefusal';
  return null;
}

/** The player's three preset lists (§3 presetStakeSettings): desktop, phone, phone exchange games. */
export type PresetList = keyof PresetStakeSettings;

/** Where each list is saved: POST account/{id}/settings/{path} {settings} (§7). */
export const PRESET_SAVE_PATH: Readonly<Record<PresetList, string>> = {
  settings: 'stakes',
  mobileStakesSettings: 'mobile-stakes',
  mobileStakesExchangeGameSettings: 'mobile-stakes-exchange-game',
};

/** A list as saved (whole positive rupees), or the §9 default buttons when it is absent or broken. */
export function presetsOf(user: { settings?: Partial<LoginUser['settings']> | null } | null, list: PresetList = 'settings'): readonly number[] {
  const saved: unknown = user?.settings?.presetStakeSettings?.[list];
  return Array.isArray(saved) && saved.length > 0 && saved.every((n) => Number.isInteger(n) && n > 0) ? (saved as number[]) : DEFAULT_STAKE_BUTTONS;
}

/** The player's settings with one list replaced (what the session keeps after a save). */
export function withPresets(settings: LoginUser['settings'], list: PresetList, stakes: readonly number[]): LoginUser['settings'] {
  return { ...settings, presetStakeSettings: { ...settings?.presetStakeSettings, [list]: [...stakes] } };
}

/** What a save answered: saved or not, and the server's own text when it sent one. */
export interface PresetSaveResult {
  ok: boolean;
  message: string | null;
}
