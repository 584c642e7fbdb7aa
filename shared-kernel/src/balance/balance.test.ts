import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { createApiClient } from '../api/client';
import { currentSession, endSession, startSession } from '../session/session';
import type { LoginUser } from '../contract/auth';
import { BALANCE_LOGOUT_DELAY_MS, clearBalance, currentBalance, refreshBalance } from './balance';

const answer = (data: unknown): AxiosAdapter => async (config) => ({ data, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config });

beforeEach(() => {
  endSession();
  clearBalance();
  startSession({ id: 1, user_name: 'u', operatorId: 1, token: { accessToken: 't', exp: 2e9 } } as LoginUser, 'x');
});

it('keeps the balance the server reports', async () => {
  const data = { balance: 1500.5, liability: 200, bonus_balance: 0, free_cash: 0, use_bonus_wallet: false };
  await refreshBalance(createApiClient({ adapter: answer({ status: true, msg: '', data }) }));
  expect(currentBalance()).toEqual(data);
});

it('a balance answer with logout ends the session after 2 s', async () => {
  jest.useFakeTimers();
  await refreshBalance(createApiClient({ adapter: answer({ status: false, msg: '', data: null, logout: true }) }));
  // the client's own rule already ended it; the bus's 2 s rule must not resurrect or throw
  jest.advanceTimersByTime(BALANCE_LOGOUT_DELAY_MS);
  expect(currentSession().isLogin).toBe(false);
  jest.useRealTimers();
});
