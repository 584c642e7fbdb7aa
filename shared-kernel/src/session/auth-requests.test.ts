import type { LoginUser } from '../contract/auth';
import { cleanToasts, toasts$, type Toast } from '../toasts/toasts';
import { endSession, startSession } from './session';
import { DEMO_CASINO_REFUSAL, gateCasinoEntry, loginRequests$, requestLogin, takeResumePath, type AuthDialogRequest } from './auth-requests';

const seen: AuthDialogRequest[] = [];
loginRequests$.subscribe((r) => seen.push(r));
let shown: readonly Toast[] = [];
toasts$.subscribe((t) => (shown = t));

const player = (isDemo: boolean) =>
  ({ id: 1, user_name: 'p', operatorId: 1, is_demo: isDemo, token: { accessToken: 't', exp: 2e9 } }) as LoginUser;

beforeEach(() => {
  seen.length = 0;
  cleanToasts();
  endSession();
  takeResumePath();
});

describe('the casino-entry gate (§4.2)', () => {
  it('logged out: asks for the login dialog and remembers the target for after login', () => {
    expect(gateCasinoEntry('/aviator')).toBe('login');
    expect(seen).toEqual([{ tab: 1, resumePath: '/aviator' }]);
    expect(takeResumePath()).toBe('/aviator');
    expect(takeResumePath()).toBeNull();
  });

  it("demo user: refused with 'Please login from your read ID.'", () => {
    startSession(player(true), 'x');
    expect(gateCasinoEntry('/aviator')).toBe('refused');
    expect(shown.map((t) => t.message)).toEqual([DEMO_CASINO_REFUSAL]);
    expect(DEMO_CASINO_REFUSAL).toBe('Please login from your read ID.');
    expect(seen).toEqual([]);
  });

  it('a real player goes straight in', () => {
    startSession(player(false), 'x');
    expect(gateCasinoEntry('/slot-games')).toBe('go');
  });

  it('requestLogin can ask for the sign-up tab', () => {
    requestLogin(2);
    expect(seen).toEqual([{ tab: 2, resumePath: undefined }]);
  });
});
