// Whether a player is signed in, from the shared session bus (owned by the shell).
import { currentSession, isLoggedIn$ } from '@khel/shared-kernel';
import { useObservable } from '../bet-slip/use-observable';

export function useLoggedIn(): boolean {
  return useObservable(isLoggedIn$, currentSession().isLogin);
}
