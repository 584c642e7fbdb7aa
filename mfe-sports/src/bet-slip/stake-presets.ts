// The slip's stake buttons: which of the player's lists a screen shows, saving it (POST
// account/{id}/settings/stakes or /mobile-stakes {settings}) and the one-click stake. The §5 rules
// and the editor are the kernel's (validation/stake-presets, @khel/shared-kernel/preset-editor).
import { MAX_STAKE_RUPEES, updateSessionUser, type SessionState } from '@khel/shared-kernel';
import { PRESET_SAVE_PATH, withPresets, type PresetList, type PresetSaveResult } from '@khel/shared-kernel/preset-editor';
import { postApi } from '../api/http';

/**
 * Which of the player's preset lists the slip shows (§3 presetStakeSettings): `settings` on a desktop,
 * `mobileStakesSettings` on a phone (below the 1024px breakpoint), each saved through its own call.
 */
export type SlipPresetList = Extract<PresetList, 'settings' | 'mobileStakesSettings'>;

/** §9: below 1024px is a phone. */
export const PHONE_QUERY = '(max-width: 1023.98px)';
export const presetListFor = (phone: boolean): SlipPresetList => (phone ? 'mobileStakesSettings' : 'settings');

/** Saves the presets; `message` is the server's text as received, or null (the editor then says it in the player's language). */
export async function savePresets(session: Pick<SessionState, 'user'>, stakes: number[], list: PresetList = 'settings'): Promise<PresetSaveResult> {
  const user = session.user;
  if (!user) return { ok: false, message: null };
  const reply = (await postApi<unknown>(`account/${user.id}/settings/${PRESET_SAVE_PATH[list]}`, { settings: stakes })) as unknown as {
    success?: boolean;
    status?: boolean;
    message?: string;
    msg?: string;
  };
  const ok = reply.success === true || reply.status === true;
  if (ok) updateSessionUser({ settings: withPresets(user.settings, list, stakes) });
  return { ok, message: reply.message || reply.msg || null };
}

/** The stake a click places at once when the player has one-click betting on; null otherwise. */
export function oneClickStake(session: Pick<SessionState, 'isLogin' | 'user'>): number | null {
  const oneClick = session.user?.settings?.oneClickSettings;
  if (!session.isLogin || !oneClick?.active || !Array.isArray(oneClick.settings)) return null;
  const stake = oneClick.settings[oneClick.selected];
  return typeof stake === 'number' && Number.isInteger(stake) && stake > 0 && stake <= MAX_STAKE_RUPEES ? stake : null;
}
