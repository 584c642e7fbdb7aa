// Stake presets and one-click settings: validated with the spec's messages (§5) and saved on the player.
import { MAX_STAKE_RUPEES } from '@khel/shared-kernel/betting';
import { MAX_STAKE_PRESETS, type OneClickSettings, type PresetStakeSettings, type UserSettings } from '@khel/shared-kernel/contract';
import type { Sql } from '../store/db';
import { invalid } from '../domain/errors';
import { refuseDemo, type AuthUser } from './auth';
import { settingsWithDefaults } from './users';

export const MAX_PRESETS = MAX_STAKE_PRESETS;

/** §9 fallback match stake buttons (1K … 2M). */
export const DEFAULT_MATCH_STACK: readonly { label: string; value: number }[] = [
  { label: '1K', value: 1_000 },
  { label: '5K', value: 5_000 },
  { label: '10K', value: 10_000 },
  { label: '25K', value: 25_000 },
  { label: '50K', value: 50_000 },
  { label: '100K', value: 100_000 },
  { label: '200K', value: 200_000 },
  { label: '500K', value: 500_000 },
  { label: '1M', value: 1_000_000 },
  { label: '2M', value: 2_000_000 },
];

/** A list of stake presets in whole rupees: 1..20 values, each 1..1e7, at most one at 1,00,00,000. */
export function parseStakeList(value: unknown): number[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_PRESETS) {
    throw invalid(`settings must be a list of 1 to ${MAX_PRESETS} stakes`);
  }
  const stakes = value.map((v) => {
    const n = typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw invalid('Please enter a valid integer.');
    if (n > MAX_STAKE_RUPEES) throw invalid('Value cannot exceed 1,00,00,000.');
    return n;
  });
  if (stakes.filter((s) => s === MAX_STAKE_RUPEES).length > 1) throw invalid('Only one value can be 1,00,00,000.');
  return stakes;
}

export function parseOneClick(value: unknown): OneClickSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid('settings must be an object');
  const v = value as Record<string, unknown>;
  if (typeof v.active !== 'boolean') throw invalid('settings.active must be true or false');
  const settings = parseStakeList(v.settings);
  const selected = v.selected ?? 0;
  if (typeof selected !== 'number' || !Number.isInteger(selected) || selected < 0 || selected >= settings.length) {
    throw invalid('settings.selected must point at one of the stakes');
  }
  return { active: v.active, settings, selected };
}

async function saveSettings(tx: Sql, userId: number, patch: Partial<UserSettings>): Promise<UserSettings> {
  const rows = await tx.query<{ settings: Partial<UserSettings> }>(
    `UPDATE users SET settings = settings || $2::jsonb WHERE id = $1 RETURNING settings`,
    [userId, JSON.stringify(patch)],
  );
  return settingsWithDefaults(rows[0]?.settings);
}

export async function saveOneClick(db: Sql, user: AuthUser, oneClick: OneClickSettings): Promise<UserSettings> {
  return saveSettings(db, user.id, { oneClickSettings: oneClick });
}

export type PresetField = keyof PresetStakeSettings;

export async function savePresets(db: Sql, user: AuthUser, field: PresetField, stakes: number[]): Promise<UserSettings> {
  refuseDemo(user);
  const rows = await db.query<{ settings: Partial<UserSettings> }>('SELECT settings FROM users WHERE id = $1', [user.id]);
  const presets = { ...settingsWithDefaults(rows[0]?.settings).presetStakeSettings, [field]: stakes };
  return saveSettings(db, user.id, { presetStakeSettings: presets });
}

export async function matchStack(db: Sql, userId: number): Promise<{ label: string; value: number }[]> {
  const rows = await db.query<{ match_stack: number[] | null }>('SELECT match_stack FROM users WHERE id = $1', [userId]);
  const saved = rows[0]?.match_stack;
  if (!Array.isArray(saved) || saved.length === 0) return [...DEFAULT_MATCH_STACK];
  return saved.map((value) => ({ label: stakeLabel(value), value }));
}

export async function saveMatchStack(db: Sql, user: AuthUser, stakes: number[]): Promise<void> {
  refuseDemo(user);
  await db.query('UPDATE users SET match_stack = $2::jsonb WHERE id = $1', [user.id, JSON.stringify(stakes)]);
}

/** 1000 → '1K', 2000000 → '2M', 1500 → '1500' (labels stay exact). */
export function stakeLabel(value: number): string {
  if (value >= 1_000_000 && value % 1_000_000 === 0) return `${value / 1_000_000}M`;
  if (value >= 1_000 && value % 1_000 === 0) return `${value / 1_000}K`;
  return String(value);
}
