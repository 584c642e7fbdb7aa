// A player's bet delays and stake limits (getUserSetting): the spec's §9 defaults, overridden
// field by field by their host's bet delays (hosts.config.betDelays, set in the operator console),
// and those by what an operator stored for the player in users.bet_settings. The exchange reads it too.
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

/**
 * SQL for a player's saved overrides as one jsonb object: their host's bet delays, under the
 * player's own settings. A player belongs to an operator, not to one of its sites: the operator's
 * first host (lowest id) is theirs. `userParam` is the placeholder holding the user's id.
 */
export const savedBetSettingsSql = (userParam: string): string =>
  `(SELECT COALESCE((SELECT CASE WHEN jsonb_typeof(h.config->'betDelays') = 'object' THEN h.config->'betDelays' END
                     FROM hosts h WHERE h.operator_id = u.operator_id ORDER BY h.id LIMIT 1), '{}'::jsonb) || u.bet_settings
    FROM users u WHERE u.id = ${userParam})`;

export async function playerBetSettings(db: Sql, userId: number | undefined): Promise<PlayerBetSettings> {
  if (userId === undefined) return { ...DEFAULT_BET_SETTINGS };
  const rows = await db.query<{ bet_settings: Record<string, unknown> }>(`SELECT ${savedBetSettingsSql('$1')} AS bet_settings`, [userId]);
  return mergeBetSettings(rows[0]?.bet_settings);
}
