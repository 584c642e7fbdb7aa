// The slip's stake buttons: the player's saved presets (or the §9 defaults), the preset editor's
// rules (§5) and saving them (POST account/{id}/settings/stakes {settings}).
import { DEFAULT_STAKE_BUTTONS, MAX_STAKE_RUPEES, updateSessionUser, type SessionState } from '@khel/shared-kernel';
import { postApi } from '../api/http';
import { STAKE_TOO_LARGE } from './slip-rules';

// i18n keys of the §5 stake-edit messages.
export const NOT_AN_INTEGER = 'sportsSlip.notAnInteger';
export const ONLY_ONE_MAX = 'sportsSlip.onlyOneMax';
export const DEMO_REFUSAL = 'sportsSlip.demoRefusal';
export const LOGIN_TO_CHANGE_STAKES = 'sportsSlip.loginToChangeStakes';

/**
 * Which of the player's preset lists the slip shows (§3 presetStakeSettings): `settings` on a desktop,
 * `mobileStakesSettings` on a phone (below the 1024px breakpoint), each saved through its own call.
 */
export type PresetList = 'settings' | 'mobileStakesSettings';
const SAVE_PATH: Record<PresetList, string> = { settings: 'stakes', mobileStakesSettings: 'mobile-stakes' };

/** §9: below 1024px is a phone. */
export const PHONE_QUERY = '(max-width: 1023.98px)';
export const presetListFor = (phone: boolean): PresetList => (phone ? 'mobileStakesSettings' : 'settings');

export function presetsOf(session: Pick<SessionState, 'user'>, list: PresetList = 'settings'): readonly number[] {
  const saved = session.user?.settings?.presetStakeSettings?.[list];
  return Array.isArray(saved) && saved.length > 0 && saved.every((n) => Number.isInteger(n) && n > 0) ? saved : DEFAULT_STAKE_BUTTONS;
}

/** Who may edit (§4.5, §5): a signed-in player with a real id; else the refusal's i18n key. */
export function stakeEditRefusal(session: Pick<SessionState, 'isLogin' | 'user'>): string | null {
  if (!session.isLogin || !session.user) return LOGIN_TO_CHANGE_STAKES;
  if (session.user.is_demo) return DEMO_REFUSAL;
  return null;
}

/** §5 preset edit: integers, at most 1e7, only one equal to 1,00,00,000 (the problem's i18n key, or null). */
export function presetEditProblem(values: readonly string[]): string | null {
  const numbers: number[] = [];
  for (const text of values) {
    if (!/^\d+$/.test(text.trim()) || Number(text) <= 0) return NOT_AN_INTEGER;
    const n = Number(text);
    if (n > MAX_STAKE_RUPEES) return STAKE_TOO_LARGE;
    numbers.push(n);
  }
  if (numbers.filter((n) => n === MAX_STAKE_RUPEES).length > 1) return ONLY_ONE_MAX;
  return null;
}

/** Saves the presets; `message` is the server's text as received, or null (the editor then says it in the player's language). */
export async function savePresets(session: Pick<SessionState, 'user'>, stakes: number[], list: PresetList = 'settings'): Promise<{ ok: boolean; message: string | null }> {
  const user = session.user;
  if (!user) return { ok: false, message: null };
  const reply = (await postApi<unknown>(`account/${user.id}/settings/${SAVE_PATH[list]}`, { settings: stakes })) as unknown as {
    success?: boolean;
    status?: boolean;
    message?: string;
    msg?: string;
  };
  const ok = reply.success === true || reply.status === true;
  if (ok) {
    updateSessionUser({ settings: { ...user.settings, presetStakeSettings: { ...user.settings?.presetStakeSettings, [list]: stakes } } });
  }
  return { ok, message: reply.message || reply.msg || null };
}

/** The stake a click places at once when the player has one-click betting on; null otherwise. */
export function oneClickStake(session: Pick<SessionState, 'isLogin' | 'user'>): number | null {
  const oneClick = session.user?.settings?.oneClickSettings;
  if (!session.isLogin || !oneClick?.active || !Array.isArray(oneClick.settings)) return null;
  const stake = oneClick.settings[oneClick.selected];
  return typeof stake === 'number' && Number.isInteger(stake) && stake > 0 && stake <= MAX_STAKE_RUPEES ? stake : null;
}
