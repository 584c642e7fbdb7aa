// Whether a player is signed in, from the shared session bus (owned by the shell).
import { currentSession, isLoggedIn$ } from '@khel/shared-kernel';
import { useObservable } from '../bet-slip/use-observable';

export function useLoggedIn(): boolean {
  return useObservable(isLoggedIn$, currentSession().isLogin);
}

/** Asks the shell to open its login pop-up (the slip's Log In button; §4.5). */
export const LOGIN_REQUEST_EVENT = 'khel:login-requested';
export function requestLogin(): void {
  window.dispatchEvent(new CustomEvent(LOGIN_REQUEST_EVENT));
}
