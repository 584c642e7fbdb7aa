// The player's time setting (India, device or system zone) as a React value: race times and the
// times in race names follow it, and change at once when the player changes it.
import { useSyncExternalStore } from 'react';
import { currentTimeSetting, timeSetting$, type TimeZoneSetting } from '@khel/shared-kernel';

const subscribe = (onChange: () => void) => {
  const sub = timeSetting$.subscribe(onChange);
  return () => sub.unsubscribe();
};

export const useTimeSetting = (): TimeZoneSetting => useSyncExternalStore(subscribe, currentTimeSetting, currentTimeSetting);
