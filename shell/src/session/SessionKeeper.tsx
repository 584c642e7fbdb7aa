// The shell owns the session (§4.1): restores it at start, gives the API client router navigation,
// fetches then polls the balance while logged in (and reads it again after every bet), reloads open bets on login and every 30 s
// except on the home and event pages, and applies the player's saved time setting at login and at load, so every
// time on every page follows it before an account page is opened.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { skip } from 'rxjs';
import {
  api,
  betsChanged$,
  clearBalance,
  clearOpenBets,
  configureApi,
  isLoggedIn$,
  loadPlayerTimeSetting,
  pollsOpenBetsOn,
  refreshBalance,
  refreshOpenBets,
  restoreSession,
  startBalancePolling,
  startOpenBetsPolling,
} from '@khel/shared-kernel';
import { useSession } from './useSession';

export function SessionKeeper({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    configureApi({ goHome: () => navigate('/', { replace: true }) });
    restoreSession();
    setRestored(true);
  }, [navigate]);

  useEffect(() => {
    let stopPolling: (() => void) | null = null;
    const sub = isLoggedIn$.subscribe((loggedIn) => {
      stopPolling?.();
      stopPolling = null;
      if (loggedIn) stopPolling = startBalancePolling();
      else clearBalance();
    });
    return () => {
      sub.unsubscribe();
      stopPolling?.();
    };
  }, []);

  const { isLogin, lastVisitTime, user } = useSession();
  const memberCode = isLogin ? user?.id : undefined;
  useEffect(() => {
    // the locally kept choice shows meanwhile; a failed read leaves it
    if (memberCode !== undefined) loadPlayerTimeSetting(api, memberCode).catch(() => undefined);
  }, [memberCode]);
  const pollsOpenBets = pollsOpenBetsOn(useLocation().pathname);
  // §4.1: open bets reload on login and whenever the last activity (the stored visit time) changes.
  useEffect(() => {
    if (isLogin) void refreshOpenBets();
    else clearOpenBets();
  }, [isLogin, lastVisitTime]);
  useEffect(() => (isLogin && pollsOpenBets ? startOpenBetsPolling() : undefined), [isLogin, pollsOpenBets]);
  // A bet placed, cancelled or cashed out moves money: balance and exposure are read again at once,
  // not at the next poll.
  useEffect(() => {
    if (!isLogin) return undefined;
    const sub = betsChanged$.pipe(skip(1)).subscribe(() => void refreshBalance());
    return () => sub.unsubscribe();
  }, [isLogin]);

  return restored ? <>{children}</> : null;
}
