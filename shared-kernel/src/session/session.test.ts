import { firstValueFrom } from 'rxjs';
import type { LoginUser } from '../contract/auth';
import { currentSession, endSession, isLoggedIn$, isTokenExpired, replaceToken, restoreSession, SESSION_KEYS, session$, startSession } from './session';

const user = { id: 3, _id: 3, user_name: 'asha', name: 'Asha', operatorId: 2, token: { accessToken: 'a1', tokenType: 'Bearer', expiresIn: 60, exp: 2000000000 } } as LoginUser;

beforeEach(() => {
  localStorage.clear();
  endSession();
});

describe('the session bus', () => {
  it('stores the five keys on login and restores them at start', () => {
    startSession(user, '01/01/2026 10:00:00');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('a1');
    expect(localStorage.getItem('token_exp')).toBe('2000000000');
    expect(localStorage.getItem('user_id')).toBe('3');
    expect(localStorage.getItem('operator_id')).toBe('2');
    expect(JSON.parse(localStorage.getItem('user_data')!)).toMatchObject({ user_name: 'asha' });
    const restored = restoreSession();
    expect(restored).toMatchObject({ isLogin: true, token: 'a1', tokenExp: 2000000000, lastVisitTime: '01/01/2026 10:00:00' });
  });

  it('a stored user that cannot be parsed logs the user out', () => {
    localStorage.setItem('id_token', 'x');
    localStorage.setItem('user_data', '{broken');
    expect(restoreSession()).toMatchObject({ isLogin: false, isLogedOut: true });
    expect(localStorage.getItem('id_token')).toBeNull();
  });

  it('ending clears the stored keys and flags isLogedOut', async () => {
    startSession(user, 't');
    endSession();
    expect(await firstValueFrom(session$)).toMatchObject({ isLogin: false, isLogedOut: true, user: null });
    expect(await firstValueFrom(isLoggedIn$)).toBe(false);
    for (const key of ['id_token', 'user_data', 'token_exp', 'user_id', 'operator_id']) expect(localStorage.getItem(key)).toBeNull();
  });

  it('replaceToken swaps the stored token and keeps the rest', () => {
    startSession(user, 't');
    replaceToken('b2');
    expect(currentSession()).toMatchObject({ token: 'b2', tokenExp: 2000000000, isLogin: true });
    expect(localStorage.getItem('id_token')).toBe('b2');
  });

  it('a token counts as expired 5 s before its expiry', () => {
    const s = { ...currentSession(), tokenExp: 1000 };
    expect(isTokenExpired(s, 994_999)).toBe(false);
    expect(isTokenExpired(s, 995_000)).toBe(true);
    expect(isTokenExpired({ ...s, tokenExp: null }, 9e15)).toBe(false);
  });

  it('exposes no way to push into the stream', () => {
    expect('next' in session$).toBe(false);
  });
});

describe('sign out (§4.1)', () => {
  it('also clears the B2C and waId values', async () => {
    const { logout } = await import('../api/auth-calls');
    startSession(user, 't');
    localStorage.setItem('B2C', 'true');
    localStorage.setItem('waId', '+919876543210');
    await logout({ post: () => Promise.reject(new Error('offline')) } as unknown as Parameters<typeof logout>[0]);
    expect(localStorage.getItem('B2C')).toBeNull();
    expect(localStorage.getItem('waId')).toBeNull();
    expect(localStorage.getItem('id_token')).toBeNull();
  });
});
