// The player's time setting (spec §1, §3 timeSettings): India, device or system zone. Every time
// the site shows reads it; the account section's /time-setting page changes it (saved on the
// server for a logged-in player, and kept locally so the choice shows before the profile loads).
import { BehaviorSubject, type Observable } from 'rxjs';
import type { ApiClient } from '../api/client';
import type { TimeZoneSetting } from '../contract/account';
import { DEFAULT_TIME_SETTING } from './zone';

export const TIME_SETTING_STORAGE_KEY = 'timeSetting';

const isSetting = (v: unknown): v is TimeZoneSetting => v === 'india' || v === 'system' || v === 'device';

const stored = (): TimeZoneSetting => {
  try {
    const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(TIME_SETTING_STORAGE_KEY);
    return isSetting(v) ? v : DEFAULT_TIME_SETTING;
  } catch {
    return DEFAULT_TIME_SETTING;
  }
};

const setting = new BehaviorSubject<TimeZoneSetting>(stored());

/** The zone every shown time follows. */
export const timeSetting$: Observable<TimeZoneSetting> = setting.asObservable();
export const currentTimeSetting = (): TimeZoneSetting => setting.getValue();

/** Applies a time setting at once (the server save is the caller's); 'system' loads the zone table first. */
export async function applyTimeSetting(next: TimeZoneSetting): Promise<void> {
  if (!isSetting(next)) return;
  // the zone table comes with moment-timezone (a chunk of its own, as the first page needs neither)
  if (next === 'system') await import('./time').then((m) => m.loadZoneData());
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(TIME_SETTING_STORAGE_KEY, next);
  } catch {
    // storage full or blocked: the choice still holds for this visit
  }
  if (setting.getValue() !== next) setting.next(next);
}

/** The saved setting of a logged-in player (GET account/{id}/profile/get → result.time_zone), applied once loaded. */
export async function loadPlayerTimeSetting(client: ApiClient, memberCode: string | number): Promise<void> {
  const { data } = await client.get<{ success?: boolean; result?: { time_zone?: unknown } }>(`account/${memberCode}/profile/get`);
  const zone = data.result?.time_zone;
  if (isSetting(zone)) await applyTimeSetting(zone);
}
