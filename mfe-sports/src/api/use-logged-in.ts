// Whether a player is signed in, from the stored token (spec §3 id_token). Re-read when another
// tab or the shell changes storage, and when the window regains focus.
import { useEffect, useState } from 'react';
import { isLoggedIn } from './http';

export function useLoggedIn(): boolean {
  const [loggedIn, setLoggedIn] = useState(isLoggedIn);
  useEffect(() => {
    const refresh = () => setLoggedIn(isLoggedIn());
    window.addEventListener('storage', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      window.removeEventListener('storage', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, []);
  return loggedIn;
}

/** Asks the shell to open its login pop-up (the slip's Log In button; §4.5). */
export const LOGIN_REQUEST_EVENT = 'khel:login-requested';
export function requestLogin(): void {
  window.dispatchEvent(new CustomEvent(LOGIN_REQUEST_EVENT));
}
