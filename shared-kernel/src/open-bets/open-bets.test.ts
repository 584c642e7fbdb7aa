import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { createApiClient } from '../api/client';
import { clearOpenBets, openBets$, pollsOpenBetsOn, refreshOpenBets, startOpenBetsPolling, OPEN_BETS_POLL_MS } from './open-bets';

function server(lists: unknown[][]) {
  const bodies: unknown[] = [];
  const adapter: AxiosAdapter = async (config) => {
    bodies.push(JSON.parse(String(config.data)));
    return { data: { status: true, msg: '', data: lists.shift() ?? [] }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
  return { bodies, client: createApiClient({ adapter }) };
}

afterEach(clearOpenBets);

it('publishes the first page of 100 open bets', async () => {
  const { bodies, client } = server([[{ bet_id: 1 }]]);
  const seen: unknown[] = [];
  const sub = openBets$.subscribe((list) => seen.push(list));
  await refreshOpenBets(client);
  sub.unsubscribe();
  expect(bodies).toEqual([{ limit: 100, page: 1, search: {} }]);
  expect(seen).toEqual([null, [{ bet_id: 1 }]]);
});

it('polls every 30 s until stopped', async () => {
  jest.useFakeTimers();
  const { bodies, client } = server([]);
  const stop = startOpenBetsPolling(OPEN_BETS_POLL_MS, client);
  await jest.advanceTimersByTimeAsync(29_999);
  expect(bodies).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(1);
  expect(bodies).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(30_000);
  expect(bodies).toHaveLength(2);
  stop();
  await jest.advanceTimersByTimeAsync(90_000);
  expect(bodies).toHaveLength(2);
  jest.useRealTimers();
});

it('is not polled on the home and event pages (§4.1)', () => {
  expect(pollsOpenBetsOn('/')).toBe(false);
  expect(pollsOpenBetsOn('/default-page')).toBe(false);
  expect(pollsOpenBetsOn('/event-page/4/9/1.9')).toBe(false);
  expect(pollsOpenBetsOn('/sports-page/Cricket/4')).toBe(true);
  expect(pollsOpenBetsOn('/horse-racing')).toBe(true);
});
