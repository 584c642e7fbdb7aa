// Remotes ask the shell for its login dialog through this bus (the slip's Log In button §4.5,
// a logged-out search selection §2.8, a casino entry §4.2); the shell alone renders the dialog.
import { Subject, type Observable } from 'rxjs';
import { toastError } from '../toasts/toasts';
import { currentSession, isLoggedIn$ } from './session';

/** 1 login, 2 sign-up, 3 forgot password (§2.10). */
export type AuthDialogTab = 1 | 2 | 3;

export interface AuthDialogRequest {
  tab: AuthDialogTab;
  /** where to go once logged in (a casino entry or search result remembered for after login) */
  resumePath?: string;
}

/** A remembered target: the path, and the router state the page reads (a racing result's event and market, §2.8). */
export interface ResumeTarget {
  path: string;
  state?: unknown;
}

const requests = new Subject<AuthDialogRequest>();
let resume: ResumeTarget | null = null;

/** Login dialog requests, for the shell. */
export const loginRequests$: Observable<AuthDialogRequest> = requests.asObservable();

/** Opens the shell's auth dialog; `resumePath` is visited after a successful login, with `state` as its router state. */
export function requestLogin(tab: AuthDialogTab = 1, resumePath?: string, state?: unknown): void {
  if (resumePath) resume = state === undefined ? { path: resumePath } : { path: resumePath, state };
  requests.next({ tab, resumePath });
}

/** The remembered target after login (read once), or null. */
export function takeResumeTarget(): ResumeTarget | null {
  const target = resume;
  resume = null;
  return target;
}

/** The remembered path after login (read once), or null. */
export const takeResumePath = (): string | null => takeResumeTarget()?.path ?? null;

// A login that never happened must not send a later one somewhere unexpected.
isLoggedIn$.subscribe((loggedIn) => {
  if (!loggedIn && currentSession().isLogedOut) resume = null;
});

export const DEMO_CASINO_REFUSAL = 'Please login from your read ID.';

export type CasinoEntry = 'go' | 'login' | 'refused';

/**
 * The casino-entry gate of §4.2: logged out → the login dialog opens and the target is remembered;
 * a demo user → refused with the spec's message; otherwise go.
 */
export function gateCasinoEntry(targetPath: string): CasinoEntry {
  const session = currentSession();
  if (!session.isLogin || !session.user) {
    requestLogin(1, targetPath);
    return 'login';
  }
  if (session.user.is_demo) {
    toastError(DEMO_CASINO_REFUSAL);
    return 'refused';
  }
  return 'go';
}
