// The shell owns the session (§4.1): restores it at start, gives the API client router navigation,
// fetches then polls the balance while logged in (and reads it again after every bet), keeps the live
// stream's private channel open (balance and exposure at once), reloads open bets on login and every 30 s
// except on the home and event pages, and applies the player's saved time setting at login and at load, so every
// time on every page follows it before an account page is opened.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
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
  startPlayerStream,
} from '@khel/shared-kernel';
import { useSession } from './useSession';
import { useBetOutcomeToasts } from './bet-outcome-toasts';

export function SessionKeeper({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    configureApi({ goHome: () => navigate('/', { replace: true }) });
    restoreSession();
    // the frame's first render (everything under the keeper): a transition, rendered in slices as
    // the root's first render is (bootstrap.tsx); an effect's update would render it in one task (issue #20)
    startTransition(() => setRestored(true));
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

  const { isLogin, lastVisitTime, user, token } = useSession();
  const memberCode = isLogin ? user?.id : undefined;
  useEffect(() => {
    // the locally kept choice shows meanwhile; a failed read leaves it
    if (memberCode !== undefined) loadPlayerTimeSetting(api, memberCode).catch(() => undefined);
  }, [memberCode]);
  // The stream's private channel: balance, exposure and bet changes the moment the server writes them.
  useEffect(() => (isLogin && token ? startPlayerStream(token) : undefined), [isLogin, token]);
  // the outcome of each bet sent before a reload or a navigation (issue 34)
  useBetOutcomeToasts(isLogin);
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
