import { balance$, currentTimeSetting, LOGGED_OUT, session$, timeSetting$, type BalanceData, type SessionState, type TimeZoneSetting } from '@khel/shared-kernel';
import { useObservable } from '../hooks/useObservable';

export const useSession = (): SessionState => useObservable(session$, LOGGED_OUT);
export const useBalance = (): BalanceData | null => useObservable<BalanceData | null>(balance$, null);
/** The zone every time the shell shows follows (India, device or system; §1, §3 timeSettings). */
export const useTimeSetting = (): TimeZoneSetting => useObservable(timeSetting$, currentTimeSetting());
