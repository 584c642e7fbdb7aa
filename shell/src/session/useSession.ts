import { balance$, LOGGED_OUT, session$, type BalanceData, type SessionState } from '@khel/shared-kernel';
import { useObservable } from '../hooks/useObservable';

export const useSession = (): SessionState => useObservable(session$, LOGGED_OUT);
export const useBalance = (): BalanceData | null => useObservable<BalanceData | null>(balance$, null);
