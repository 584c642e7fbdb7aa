// The shell owns the session (§4.1): restores it at start, gives the API client router navigation,
// and fetches then polls the balance while logged in.
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearBalance, configureApi, isLoggedIn$, restoreSession, startBalancePolling } from '@khel/shared-kernel';

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

  return restored ? <>{children}</> : null;
}
