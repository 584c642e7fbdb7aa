import type { AxiosInstance } from 'axios';
import { EARLY_CALL_MAX_AGE_MS, HOME_MATCHES_CALL, startEarlyPost, takeEarlyPost } from './early';

function fakeClient() {
  const calls: [string, unknown][] = [];
  const client = {
    post: (path: string, body: unknown) => {
      calls.push([path, body]);
      return Promise.resolve({ data: { status: true, data: [calls.length] } });
    },
  } as unknown as AxiosInstance;
  return { client, calls };
}

describe('calls started early', () => {
  it('the reader with the same path and body gets the one answer, once', async () => {
    const { client, calls } = fakeClient();
    startEarlyPost(client, HOME_MATCHES_CALL.path, HOME_MATCHES_CALL.body, 1000);
    startEarlyPost(client, HOME_MATCHES_CALL.path, HOME_MATCHES_CALL.body, 1001); // not twice
    expect(calls).toEqual([['match/homeMatchesOpen', { combine: true }]]);
    expect(takeEarlyPost('match/homeMatchesOpen', { sport_id: 4, combine: true }, 1100)).toBeUndefined();
    const answer = takeEarlyPost('/match/homeMatchesOpen', { combine: true }, 1100);
    expect((await answer)?.data).toEqual({ status: true, data: [1] });
    expect(takeEarlyPost('match/homeMatchesOpen', { combine: true }, 1200)).toBeUndefined();
  });

  it('a stale answer is dropped: the reader makes its own call', () => {
    const { client } = fakeClient();
    startEarlyPost(client, 'match/homeMatchesOpen', { combine: true }, 0);
    expect(takeEarlyPost('match/homeMatchesOpen', { combine: true }, EARLY_CALL_MAX_AGE_MS + 1)).toBeUndefined();
  });
});
