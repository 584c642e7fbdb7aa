import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { configureApi, createApiClient, errorTextOf, NO_TOKEN_MESSAGE, RECONNECT_BOUND_MS, reconnecting$, SERVER_NOT_RESPONDING } from './client';
import { resetConnectionState } from './reconnect';
import { demoLogin, login } from './auth-calls';
import { currentSession, endSession, SESSION_KEYS, startSession } from '../session/session';
import { cleanToasts, toasts$, type Toast } from '../toasts/toasts';
import type { LoginUser } from '../contract/auth';

interface Reply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
  network?: boolean;
}

/** A fake transport: records each request and answers with the next scripted reply. */
function transport(replies: Reply[]) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const reply = replies.shift() ?? { data: { status: true, msg: '', data: null } };
    if (reply.network) throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: reply.status && reply.status >= 400 ? 'Refused' : 'OK',
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    if (response.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  return { adapter, seen, client: createApiClient({ adapter }) };
}

const user = (token = 'tok-1', exp = Math.floor(Date.now() / 1000) + 3600): LoginUser =>
  ({ _id: 7, id: 7, user_name: 'ravi', name: 'Ravi', operatorId: 1, is_demo: false, is_telegram_enable: 0, token: { accessToken: token, tokenType: 'Bearer', expiresIn: 3600, exp } }) as LoginUser;

let goHome: jest.Mock;
/** A clock the client's waits advance at once (no real time passes in these tests). */
const clock = { now: 0, start: 0, waits: [] as number[] };
let unloadHandlers: (() => void)[];
let lastToasts: readonly Toast[] = [];
toasts$.subscribe((t) => (lastToasts = t));

beforeEach(() => {
  localStorage.clear();
  endSession();
  cleanToasts();
  goHome = jest.fn();
  unloadHandlers = [];
  clock.now = Date.now();
  clock.start = clock.now;
  clock.waits = [];
  resetConnectionState();
  configureApi({
    goHome,
    onPageUnload: (clear) => unloadHandlers.push(clear),
    now: () => clock.now,
    wait: async (ms) => {
      clock.waits.push(ms);
      clock.now += ms;
    },
  });
});

describe('the API client', () => {
  it('sends to /api/v1/ with Accept json and the stored bearer token', async () => {
    startSession(user('abc'), 'x');
    const { client, seen } = transport([{ data: { status: true } }]);
    await client.post('user/getBalanceCRef');
    expect(seen[0]!.baseURL).toBe('/api/v1/');
    expect(seen[0]!.url).toBe('user/getBalanceCRef');
    expect(seen[0]!.headers.get('Accept')).toBe('application/json');
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer abc');
  });

  it("refuses to send when logged in without a token: 'Response has no token', cleared on unload", async () => {
    startSession(user('abc'), 'x');
    localStorage.removeItem(SESSION_KEYS.token);
    // a logged-in state whose token vanished
    const session = currentSession();
    Object.assign(session, { token: null });
    const { client, seen } = transport([]);
    await expect(client.get('anything')).rejects.toThrow(NO_TOKEN_MESSAGE);
    expect(seen).toHaveLength(0);
    expect(unloadHandlers).toHaveLength(1);
    unloadHandlers[0]!();
    expect(currentSession().isLogin).toBe(false);
  });

  it('clears the session on page unload when expiry minus 5 s has passed, but still sends', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    startSession(user('abc', nowSeconds + 4), 'x');
    const { client, seen } = transport([{ data: {} }]);
    await client.get('x');
    expect(seen).toHaveLength(1);
    expect(unloadHandlers).toHaveLength(1);
  });

  it('does not arm the unload clear while the token has more than 5 s left', async () => {
    startSession(user('abc', Math.floor(Date.now() / 1000) + 10), 'x');
    await transport([{ data: {} }]).client.get('x');
    expect(unloadHandlers).toHaveLength(0);
  });

  it.each([401, 403])('a %i ends the session and goes home, with the server text', async (status) => {
    startSession(user(), 'x');
    const { client } = transport([{ status, data: { status: false, msg: 'Session expired' } }]);
    await expect(client.post('user/getBalanceCRef')).rejects.toMatchObject({ message: 'Session expired', status });
    expect(currentSession()).toMatchObject({ isLogin: false, isLogedOut: true, token: null });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.tokenExp)).toBeNull();
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('a logout flag in a successful answer ends the session too', async () => {
    startSession(user(), 'x');
    await transport([{ data: { status: false, logout: true } }]).client.post('x');
    expect(currentSession().isLogedOut).toBe(true);
    expect(goHome).toHaveBeenCalled();
  });

  it("no response for the whole bound: session cleared, home, 'Server not responding' toast, once", async () => {
    startSession(user(), 'x');
    const { client, seen } = transport(Array.from({ length: 20 }, () => ({ network: true })));
    await expect(client.get('x')).rejects.toThrow(SERVER_NOT_RESPONDING);
    // tried at 0, 1, 3, 7, 15, 23 s and at the bound (30 s)
    expect(seen).toHaveLength(7);
    expect(clock.now - clock.start).toBe(RECONNECT_BOUND_MS);
    expect(currentSession().isLogin).toBe(false);
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(lastToasts.map((t) => t.message)).toEqual([SERVER_NOT_RESPONDING]);
  });

  it('a 400 keeps the session and carries the server message', async () => {
    startSession(user(), 'x');
    await expect(transport([{ status: 400, data: { status: false, msg: 'Bad stake' } }]).client.post('x')).rejects.toThrow('Bad stake');
    expect(currentSession().isLogin).toBe(true);
    expect(goHome).not.toHaveBeenCalled();
  });

  it('a token in the body replaces the stored one', async () => {
    startSession(user('old'), 'x');
    const { client, seen } = transport([{ data: { status: true, token: 'new-body' } }, { data: {} }]);
    await client.get('a');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('new-body');
    await client.get('b');
    expect(seen[1]!.headers.get('Authorization')).toBe('Bearer new-body');
  });

  it('a token in an authorization response header replaces the stored one', async () => {
    startSession(user('old'), 'x');
    await transport([{ data: { success: true }, headers: { authorization: 'Bearer from-header' } }]).client.get('a');
    expect(currentSession().token).toBe('from-header');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('from-header');
  });
});

describe('error text (§8)', () => {
  it('takes error, else message, else msg, else data, else the status text', () => {
    expect(errorTextOf({ data: { error: 'e', message: 'm' }, statusText: 's' })).toBe('e');
    expect(errorTextOf({ data: { message: 'm', data: 'd' }, statusText: 's' })).toBe('m');
    expect(errorTextOf({ data: { msg: 'our server' }, statusText: 's' })).toBe('our server');
    expect(errorTextOf({ data: { data: 'd' }, statusText: 's' })).toBe('d');
    expect(errorTextOf({ data: null, statusText: 'Bad Gateway' })).toBe('Bad Gateway');
  });
});

describe('login calls', () => {
  it('posts the form-encoded login and starts the session', async () => {
    const { client, seen } = transport([{ data: { status: true, msg: 'ok', data: user('t9') } }]);
    const outcome = await login({ userName: 'ravi', password: 'secret1' }, client);
    expect(outcome.kind).toBe('logged-in');
    expect(seen[0]!.url).toBe('user/userLogin');
    expect(seen[0]!.data).toBe('user_name=ravi&password=secret1&grant_type=password');
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('t9');
    expect(localStorage.getItem(SESSION_KEYS.userId)).toBe('7');
    expect(localStorage.getItem(SESSION_KEYS.operatorId)).toBe('1');
    expect(currentSession().lastVisitTime).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it('status false rejects with the server message and stays logged out', async () => {
    const { client } = transport([{ data: { status: false, msg: 'Invalid username or password' } }]);
    await expect(login({ userName: 'ravi', password: 'wrong1' }, client)).rejects.toThrow('Invalid username or password');
    expect(currentSession().isLogin).toBe(false);
  });

  it('demo login asks for credentials and logs in with them', async () => {
    const { client, seen } = transport([
      { data: { status: true, msg: '', data: { user_name: 'demo123', password: 'pw12345' } } },
      { data: { status: true, msg: '', data: user('demo-token') } },
    ]);
    await demoLogin(client);
    expect(seen.map((c) => c.url)).toEqual(['user/autoDemoUserLogin', 'user/userLogin']);
    expect(seen[1]!.data).toBe('user_name=demo123&password=pw12345&grant_type=password');
    expect(currentSession().token).toBe('demo-token');
  });

  it('Telegram-enabled users do not complete the login', async () => {
    const { client } = transport([{ data: { status: true, msg: '', data: { ...user(), is_telegram_enable: 1 } } }]);
    expect((await login({ userName: 'a', password: 'bbbbb' }, client)).kind).toBe('telegram');
    expect(currentSession().isLogin).toBe(false);
  });
});

describe('the pending-requests counter (§4.1)', () => {
  it('rises while a request runs and falls when it succeeds, or fails', async () => {
    const { pendingRequests$ } = await import('./client');
    const counts: number[] = [];
    const sub = pendingRequests$.subscribe((n) => counts.push(n));
    const { client } = transport([{ data: { status: true, msg: '', data: 1 } }, { status: 500, data: { msg: 'down' } }]);
    const first = client.post('a');
    const second = client.post('b').catch(() => undefined);
    await Promise.all([first, second]);
    sub.unsubscribe();
    expect(Math.max(...counts)).toBe(2);
    expect(counts.at(-1)).toBe(0);
  });
});

describe('the first screen’s calls started early (issue #20)', () => {
  const fetchAnswering = (ok: boolean) =>
    (() =>
      Promise.resolve({
        ok,
        status: ok ? 200 : 502,
        statusText: ok ? 'OK' : 'Bad Gateway',
        headers: new Headers(),
        json: () => Promise.resolve({ status: true, msg: '', data: ['early'] }),
      })) as unknown as typeof fetch;

  it('the kernel client answers a call started early from that answer, without axios', async () => {
    const { startEarlyCall } = await import('./early');
    startEarlyCall({ method: 'post', path: 'getSetting', body: { siteurl: 'early.example' } }, fetchAnswering(true));
    const { adapter, seen } = transport([{ data: { status: true, data: ['axios'] } }]);
    const client = createApiClient({ adapter, early: true });
    expect((await client.post('getSetting', { siteurl: 'early.example' })).data).toEqual({ status: true, msg: '', data: ['early'] });
    expect(seen).toHaveLength(0);
    // taken once: the next call goes through axios
    expect((await client.post('getSetting', { siteurl: 'early.example' })).data).toEqual({ status: true, data: ['axios'] });
    expect(seen).toHaveLength(1);
  });

  it('an early call that failed is made again through axios (its rules apply to the answer)', async () => {
    const { startEarlyCall } = await import('./early');
    startEarlyCall({ method: 'get', path: 'promotions', params: { lang: 'en' } }, fetchAnswering(false));
    const { adapter, seen } = transport([{ data: { status: true, data: ['axios'] } }]);
    const client = createApiClient({ adapter, early: true });
    expect((await client.get('promotions', { params: { lang: 'en' } })).data).toEqual({ status: true, data: ['axios'] });
    expect(seen.map((c) => c.url)).toEqual(['promotions']);
  });

  it('a client without early answers (tests, other bases) never takes them', async () => {
    const { startEarlyCall } = await import('./early');
    startEarlyCall({ method: 'get', path: 'app-config' }, fetchAnswering(true));
    const { client, seen } = transport([{ data: { success: true } }]);
    await client.get('app-config');
    expect(seen).toHaveLength(1);
  });
});

describe('a lost connection (issue 34: one dropped request never logs the player out)', () => {
  const states: boolean[] = [];
  let sub: { unsubscribe(): void };
  beforeEach(() => {
    states.length = 0;
    sub = reconnecting$.subscribe((s) => states.push(s));
  });
  afterEach(() => sub.unsubscribe());

  it("a poll that got no response is sent again after 1 s, answers, and the player stays logged in ('Reconnecting…' meanwhile)", async () => {
    startSession(user(), 'x');
    const { client, seen } = transport([{ network: true }, { data: { status: true, msg: '', data: { balance: 10 } } }]);
    await expect(client.post('user/getBalanceCRef')).resolves.toMatchObject({ data: { data: { balance: 10 } } });
    expect(seen.map((c) => c.url)).toEqual(['user/getBalanceCRef', 'user/getBalanceCRef']);
    expect(clock.waits).toEqual([1000]);
    expect(currentSession().isLogin).toBe(true);
    expect(goHome).not.toHaveBeenCalled();
    expect(lastToasts).toEqual([]);
    expect(states).toEqual([false, true, false]);
  });

  it('backs off 1, 2, 4, then 8 s and resumes quietly when the server answers within the bound', async () => {
    startSession(user(), 'x');
    const { client, seen } = transport([{ network: true }, { network: true }, { network: true }, { network: true }, { network: true }, { data: { ok: 1 } }]);
    await client.get('promotions');
    expect(seen).toHaveLength(6);
    expect(clock.waits).toEqual([1000, 2000, 4000, 8000, 8000]);
    expect(currentSession().isLogin).toBe(true);
    expect(states.at(-1)).toBe(false);
  });

  it('a bet gets a client_ref and is sent again with the same one (the server answers a repeated reference with the bet it placed)', async () => {
    startSession(user(), 'x');
    const { client, seen } = transport([{ network: true }, { data: { status: true, msg: 'Bet placed', data: {} } }]);
    await client.post('bet/saveBet', { is_back: 1, market_id: '1.2', odds: 2, selection_id: 3, stack: 100 });
    const bodies = seen.map((c) => JSON.parse(c.data as string) as { client_ref: string });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]!.client_ref).toMatch(/^k-.{8,60}$/);
    expect(bodies[1]!.client_ref).toBe(bodies[0]!.client_ref);
  });

  it('a bet is kept in sessionStorage while it is in flight (a reload then still reports it), and forgotten once answered', async () => {
    startSession(user(), 'x');
    let during: string | null = null;
    const { adapter } = transport([{ data: { status: true, msg: '', data: { bet_id: 1, matched: 0, unmatched: 100 } } }]);
    const client = createApiClient({ adapter: (config) => ((during = sessionStorage.getItem('khel.betsInFlight')), adapter(config)) });
    await client.post('bet/saveBet', { is_back: 1, market_id: '1.2', odds: 2, selection_id: 3, stack: 100 });
    expect(JSON.parse(during!)).toMatchObject([{ marketId: '1.2', stake: 100, isBack: 1 }]);
    expect(sessionStorage.getItem('khel.betsInFlight')).toBeNull();
  });

  it("keeps a bet's own client_ref", async () => {
    startSession(user(), 'x');
    const { client, seen } = transport([{ data: { status: true } }]);
    await client.post('bet/saveFancyBet', { fancy_id: 1, client_ref: 'mine-1' });
    expect(JSON.parse(seen[0]!.data as string)).toMatchObject({ client_ref: 'mine-1' });
  });

  it('a combined racing bet carries one client_ref on every runner and is sent again with it', async () => {
    startSession(user(), 'x');
    const { client, seen } = transport([{ network: true }, { data: { status: true, msg: 'Bet placed', data: [] } }]);
    await client.post('bet/saveHrBet', [{ market_id: '1.9', selection_id: 1 }, { market_id: '1.9', selection_id: 2 }]);
    const bodies = seen.map((c) => JSON.parse(c.data as string) as Array<{ client_ref: string }>);
    expect(bodies).toHaveLength(2);
    const ref = bodies[0]![0]!.client_ref;
    expect(ref).toMatch(/^k-.{8,60}$/);
    expect(bodies.flat().map((runner) => runner.client_ref)).toEqual([ref, ref, ref, ref]);
  });

  it("a call that is not safe to repeat (a deposit) is sent once: 'Server not responding' at once, the session kept, the server watched", async () => {
    startSession(user(), 'x');
    const { client, seen } = transport([{ network: true }, { network: true }, { data: { status: true } }]);
    await expect(client.post('payments/deposit', { amount: 500, utr: '123456789012', method: 'upi' })).rejects.toThrow(SERVER_NOT_RESPONDING);
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.map((c) => c.url)).toEqual(['payments/deposit', 'server-time', 'server-time']);
    expect(currentSession().isLogin).toBe(true);
    expect(goHome).not.toHaveBeenCalled();
    expect(states.at(-1)).toBe(false);
  });

  it('the cash-out (a GET that moves money) is never sent twice', async () => {
    startSession(user(), 'x');
    const { client, seen } = transport([{ network: true }, { data: {} }]);
    await expect(client.get('exchange/order/cashout', { params: { marketId: '1.2' } })).rejects.toThrow(SERVER_NOT_RESPONDING);
    expect(seen[0]!.url).toBe('exchange/order/cashout');
    expect(seen.filter((c) => c.url === 'exchange/order/cashout')).toHaveLength(1);
  });

  it('an answer with an error status is an answer: no retry, and the outage is over', async () => {
    startSession(user(), 'x');
    const { client, seen } = transport([{ status: 502, data: { msg: 'Bad Gateway' } }]);
    await expect(client.get('promotions')).rejects.toThrow('Bad Gateway');
    expect(seen).toHaveLength(1);
    expect(currentSession().isLogin).toBe(true);
  });
});
