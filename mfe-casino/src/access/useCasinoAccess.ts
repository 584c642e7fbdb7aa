// Entering a casino page directly (typed address, reload, a link outside the frame) goes through
// the same §4.2 gate as the frame's links: a visitor gets the login dialog and is sent home (the
// page is visited after login, §2.12 "redirects home when not logged in"); a demo user is refused.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentSession, gateCasinoEntry, session$, type SessionState } from '@khel/shared-kernel';

const mayPlay = (s: SessionState) => s.isLogin && !!s.user && !s.user.is_demo;

export function useCasinoAccess(): boolean {
  const [session, setSession] = useState(currentSession);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const sub = session$.subscribe(setSession);
    return () => sub.unsubscribe();
  }, []);
  const allowed = mayPlay(session);
  useEffect(() => {
    if (allowed) return;
    gateCasinoEntry(`${location.pathname}${location.search}`);
    navigate('/', { replace: true });
    // Only a change of access decides; the location is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed]);
  return allowed;
}
