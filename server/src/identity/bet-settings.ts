// A player's bet delays and stake limits (getUserSetting): the spec's §9 defaults, overridden
// field by field by what an operator stored in users.bet_settings. The exchange reads it too.
import { DEFAULT_BET_DELAYS, DEFAULT_USER_LIMITS, DEFAULT_MAX_WIN_PER_MARKET_RUPEES } from '@khel/shared-kernel/betting';
import type { BetDelays, UserLimits } from '@khel/shared-kernel/betting';
import type { Sql } from '../store/db';

export type PlayerBetSettings = BetDelays & UserLimits & { maxWinPerMarket: number };

export const DEFAULT_BET_SETTINGS: PlayerBetSettings = {
  ...DEFAULT_BET_DELAYS,
  ...DEFAULT_USER_LIMITS,
  maxWinPerMarket: DEFAULT_MAX_WIN_PER_MARKET_RUPEES,
};

/** Only known fields holding non-negative whole numbers override a default. */
export function mergeBetSettings(saved: Record<string, unknown> | null | undefined): PlayerBetSettings {
  const out: PlayerBetSettings = { ...DEFAULT_BET_SETTINGS };
  for (const key of Object.keys(DEFAULT_BET_SETTINGS) as (keyof PlayerBetSettings)[]) {
    const v = saved?.[key];
    if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) out[key] = v;
  }
  return out;
}

export async function playerBetSettings(db: Sql, userId: number | undefined): Promise<PlayerBetSettings> {
  if (userId === undefined) return { ...DEFAULT_BET_SETTINGS };
  const rows = await db.query<{ bet_settings: Record<string, unknown> }>('SELECT bet_settings FROM users WHERE id = $1', [userId]);
  return mergeBetSettings(rows[0]?.bet_settings);
}
