// A market's stake limits under its title ('Min 100 · Max 1,00,000'), in rupees with Indian grouping:
// the range the slip and the server enforce for this player (stake-range.ts), §9's defaults until the
// player's own settings are read (and for a visitor).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketKind } from '@khel/shared-kernel';
import { useLoggedIn } from '../api/use-logged-in';
import { currentPlayerSettings } from '../bet-slip/bet-limits';
import { DEFAULT_BET_SETTINGS, stakeRange, stakeRangeText } from './stake-range';

/** The logged-in player's bet settings once read (one read per player, shared with the slip); §9's defaults before and for a visitor. */
function usePlayerBetSettings() {
  const loggedIn = useLoggedIn();
  const [settings, setSettings] = useState<{ of: boolean; value: typeof DEFAULT_BET_SETTINGS } | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void currentPlayerSettings().then((value) => live && setSettings({ of: loggedIn, value }));
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return loggedIn && settings?.of ? settings.value : DEFAULT_BET_SETTINGS;
}

interface StakeLimitsProps {
  kind: MarketKind;
  sportId: number;
  /** the market's own stakes (none: nothing is shown, the market takes no bets yet) */
  min: number | null | undefined;
  max: number | null | undefined;
  testId: string;
}

export function StakeLimits({ kind, sportId, min, max, testId }: StakeLimitsProps) {
  const { t } = useTranslation();
  const settings = usePlayerBetSettings();
  if (!min || !max) return null;
  return (
    <small className="market__limits" data-testid={testId}>
      {stakeRangeText(stakeRange(kind, sportId, settings, { min, max }), t)}
    </small>
  );
}
