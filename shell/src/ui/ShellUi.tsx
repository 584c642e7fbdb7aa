// The frame's own pop-ups: the auth dialog (tab by number, §2.10) and the language popup (§2.11).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentSession, isLoggedIn$, loginRequests$, takeResumeTarget } from '@khel/shared-kernel';
import { useSite } from '../site/SiteContext';
import { useCasinoLinkGate } from '../frame/casino-link-gate';

/** The window event the sports remote's slip dispatched before the kernel's requestLogin existed. */
export const LEGACY_LOGIN_REQUEST_EVENT = 'khel:login-requested';

export type AuthTab = 1 | 2 | 3;

export interface ShellUi {
  auth: { open: boolean; tab: AuthTab; referCode: string };
  /** opens the dialog on `tab` (default 1: opening resets the tab unless one is asked for) */
  openAuth(tab?: AuthTab): void;
  setAuthTab(tab: AuthTab): void;
  closeAuth(): void;
  languageOpen: boolean;
  openLanguage(): void;
  closeLanguage(): void;
  /** the separate SMS / WhatsApp reset form (§4.4) */
  resetOpen: boolean;
  openReset(): void;
  closeReset(): void;
}

const Ctx = createContext<ShellUi | null>(null);

export function useShellUi(): ShellUi {
  const ui = useContext(Ctx);
  if (!ui) throw new Error('useShellUi outside ShellUiProvider');
  return ui;
}

export function ShellUiProvider({ children }: { children: ReactNode }) {
  const [auth, setAuth] = useState<ShellUi['auth']>({ open: false, tab: 1, referCode: '' });
  const [languageOpen, setLanguageOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const { search } = useLocation();
  const { flags } = useSite();
  const referralSignup = flags.showSignupOption || flags.showSignupbyRefer;

  // /ReferBy/{code} arrives here as ?referCode=; a logged-out visitor gets sign-up with the code
  // (§2.1) when the host offers sign-up at all.
  useEffect(() => {
    const referCode = new URLSearchParams(search).get('referCode');
    if (referCode && referralSignup && !currentSession().isLogin) setAuth({ open: true, tab: 2, referCode });
  }, [search, referralSignup]);

  // Remotes ask for the dialog through the kernel (requestLogin / gateCasinoEntry); after a login
  // the remembered target is visited (§4.2, §2.8).
  const navigate = useNavigate();
  useCasinoLinkGate();
  useEffect(() => {
    const requests = loginRequests$.subscribe((r) => setAuth((a) => ({ ...a, open: true, tab: r.tab })));
    const logins = isLoggedIn$.subscribe((loggedIn) => {
      const resume = loggedIn ? takeResumeTarget() : null;
      if (resume) navigate(resume.path, resume.state === undefined ? undefined : { state: resume.state });
    });
    const legacy = () => setAuth((a) => ({ ...a, open: true, tab: 1 }));
    window.addEventListener(LEGACY_LOGIN_REQUEST_EVENT, legacy);
    return () => {
      requests.unsubscribe();
      logins.unsubscribe();
      window.removeEventListener(LEGACY_LOGIN_REQUEST_EVENT, legacy);
    };
  }, [navigate]);

  const openAuth = useCallback((tab: AuthTab = 1) => setAuth((a) => ({ ...a, open: true, tab })), []);
  const setAuthTab = useCallback((tab: AuthTab) => setAuth((a) => ({ ...a, tab })), []);
  const closeAuth = useCallback(() => setAuth((a) => ({ ...a, open: false })), []);
  const openLanguage = useCallback(() => setLanguageOpen(true), []);
  const closeLanguage = useCallback(() => setLanguageOpen(false), []);
  const openReset = useCallback(() => {
    setAuth((a) => ({ ...a, open: false }));
    setResetOpen(true);
  }, []);
  const closeReset = useCallback(() => setResetOpen(false), []);

  const value = useMemo(
    () => ({ auth, openAuth, setAuthTab, closeAuth, languageOpen, openLanguage, closeLanguage, resetOpen, openReset, closeReset }),
    [auth, openAuth, setAuthTab, closeAuth, languageOpen, openLanguage, closeLanguage, resetOpen, openReset, closeReset],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
