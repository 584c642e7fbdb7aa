import { EARLY_CALL_MAX_AGE_MS, HOME_MATCHES_CALL, startEarlyCall, takeEarlyCall } from './early';
import { fetchEarlyAsVisitor } from './early-fetch';
import { pendingRequests$ } from './rules';
import { currentSession, endSession, startSession } from '../session/session';
import type { LoginUser } from '../contract/auth';

function fakeFetch(reply: { status?: number; body?: unknown; headers?: Record<string, string>; network?: boolean } = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (reply.network) return Promise.reject(new TypeError('Failed to fetch'));
    const status = reply.status ?? 200;
    return Promise.resolve({
      ok: status < 300,
      status,
      statusText: 'OK',
      headers: new Headers(reply.headers ?? {}),
      json: () => Promise.resolve(reply.body ?? { status: true, data: [calls.length] }),
    });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

beforeEach(() => {
  localStorage.clear();
  endSession();
});

describe('calls started early', () => {
  it('the reader with the same path and body gets the one answer, once', async () => {
    const { fetchImpl, calls } = fakeFetch();
    startEarlyCall(HOME_MATCHES_CALL, fetchImpl, 1000);
    startEarlyCall(HOME_MATCHES_CALL, fetchImpl, 1001); // not twice
    // a visitor's home list (§7.2 getFreeHomeAllEvents)
    expect(calls.map((c) => [c.url, c.init.method, c.init.body])).toEqual([['/api/v1/getFreeHomeAllEvents', 'POST', '{}']]);
    expect(takeEarlyCall('post', 'getFreeHomeAllEvents', { sport_id: 4 }, 1100)).toBeUndefined();
    expect(takeEarlyCall('get', 'getFreeHomeAllEvents', {}, 1100)).toBeUndefined();
    const answer = takeEarlyCall('post', '/getFreeHomeAllEvents', {}, 1100);
    expect((await answer)?.data).toEqual({ status: true, data: [1] });
    expect(takeEarlyCall('post', 'getFreeHomeAllEvents', {}, 1200)).toBeUndefined();
  });

  it('a stale answer is dropped: the reader makes its own call', () => {
    const { fetchImpl } = fakeFetch();
    startEarlyCall({ method: 'post', path: 'match/homeMatchesOpen', body: { combine: true } }, fetchImpl, 0);
    expect(takeEarlyCall('post', 'match/homeMatchesOpen', { combine: true }, EARLY_CALL_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it('sends what the client sends: Accept, the bearer token, a GET query; and counts as pending from its reader until answered', async () => {
    startSession({ _id: 7, id: 7, user_name: 'ravi', operatorId: 1, is_demo: false, is_telegram_enable: 0, token: { accessToken: 'tok-9', tokenType: 'Bearer', expiresIn: 3600, exp: Math.floor(Date.now() / 1000) + 3600 } } as LoginUser, 'x');
    const counts: number[] = [];
    const sub = pendingRequests$.subscribe((n) => counts.push(n));
    const { fetchImpl, calls } = fakeFetch({ body: { status: true, data: {} } });
    startEarlyCall({ method: 'get', path: 'promotions', params: { lang: 'hi' } }, fetchImpl);
    expect(calls[0]!.url).toBe('/api/v1/promotions?lang=hi');
    expect(calls[0]!.init).toMatchObject({ method: 'GET', body: undefined, headers: { Accept: 'application/json', Authorization: 'Bearer tok-9' } });
    const taken = takeEarlyCall('get', 'promotions', { lang: 'hi' });
    expect(counts.at(-1)).toBe(1);
    await taken;
    sub.unsubscribe();
    expect(counts.at(-1)).toBe(0);
  });

  it('an answer that carries a new token replaces the stored one (the client’s rule)', async () => {
    startSession({ _id: 7, id: 7, user_name: 'ravi', operatorId: 1, is_demo: false, is_telegram_enable: 0, token: { accessToken: 'old', tokenType: 'Bearer', expiresIn: 3600, exp: Math.floor(Date.now() / 1000) + 3600 } } as LoginUser, 'x');
    const { fetchImpl } = fakeFetch({ body: { status: true, data: [] }, headers: { Authorization: 'Bearer fresh' } });
    startEarlyCall({ method: 'post', path: 'sport/getSports', body: {} }, fetchImpl);
    await takeEarlyCall('post', 'sport/getSports', {});
    expect(currentSession().token).toBe('fresh');
  });

  it.each([{ status: 500 }, { network: true }])('a failed early call (%o) answers null: the reader calls again through axios', async (reply) => {
    const { fetchImpl } = fakeFetch(reply);
    startEarlyCall({ method: 'get', path: 'app-config' }, fetchImpl);
    await expect(takeEarlyCall('get', 'app-config', undefined)).resolves.toBeNull();
  });

  it("a visitor's calls start at once from the shell's entry, as the client would send them ('Bearer null')", async () => {
    const { fetchImpl, calls } = fakeFetch();
    expect(fetchEarlyAsVisitor([{ method: 'post', path: 'content/getLogo', body: { 'example.com': '' } }], fetchImpl)).toBe(true);
    expect(calls[0]!.init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer null', 'Content-Type': 'application/json' });
    expect((await takeEarlyCall('post', 'content/getLogo', { 'example.com': '' }))?.data).toEqual({ status: true, data: [1] });
  });

  it('with a stored session the entry starts nothing: the kernel starts them with its token rules', () => {
    startSession({ _id: 7, id: 7, user_name: 'ravi', operatorId: 1, is_demo: false, is_telegram_enable: 0, token: { accessToken: 'tok-1', tokenType: 'Bearer', expiresIn: 3600, exp: Math.floor(Date.now() / 1000) + 3600 } } as LoginUser, 'x');
    const { fetchImpl, calls } = fakeFetch();
    expect(fetchEarlyAsVisitor([{ method: 'get', path: 'app-config' }], fetchImpl)).toBe(false);
    expect(calls).toHaveLength(0);
    expect(takeEarlyCall('get', 'app-config', undefined)).toBeUndefined();
  });
});
