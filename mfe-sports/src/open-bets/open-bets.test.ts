import { createApiClient, openBets$ } from '@khel/shared-kernel';
import type { AxiosAdapter } from 'axios';
import { configureSportsApi } from '../api/http';
import { logInForTest } from '../test-support/fake-server';
import { refreshSharedOpenBets } from './open-bets';

/** An API whose bet/openBets answers wait until the test lets them go; each answers the bets standing when it was asked. */
function slowServer() {
  let bets: number[] = [];
  const pending: Array<() => void> = [];
  const adapter: AxiosAdapter = (config) => {
    const standing = bets.map((id) => ({ bet_id: id }));
    return new Promise((resolve) =>
      pending.push(() => resolve({ data: { status: true, msg: '', data: standing }, status: 200, statusText: 'OK', headers: {}, config })),
    );
  };
  configureSportsApi(createApiClient({ adapter }));
  return {
    place: (id: number) => (bets = [...bets, id]),
    asked: () => pending.length,
    answerNext: async () => {
      pending.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

let latest: readonly { bet_id: number }[] | null = null;
openBets$.subscribe((bets) => (latest = bets));
const listed = () => (latest ?? []).map((b) => b.bet_id);
const nextTask = () => new Promise((r) => setTimeout(r, 0));

describe('the shared open-bets refresh', () => {
  beforeEach(() => logInForTest());

  it('shares one request between callers asking in the same task (the panel and the event page after a bet)', async () => {
    const server = slowServer();
    server.place(1);
    const a = refreshSharedOpenBets();
    const b = refreshSharedOpenBets();
    await nextTask();
    expect(server.asked()).toBe(1);
    await server.answerNext();
    await Promise.all([a, b]);
    expect(listed()).toEqual([1]);
  });

  it('asks once more after a request that was already on its way when a bet landed, so the bet is listed', async () => {
    const server = slowServer();
    const first = refreshSharedOpenBets(); // e.g. the page opening
    await nextTask();
    server.place(7); // the bet lands while that request is on its way
    const second = refreshSharedOpenBets();
    const third = refreshSharedOpenBets();
    expect(second).toBe(third);
    await nextTask();
    expect(server.asked()).toBe(1);
    await server.answerNext();
    await first;
    expect(listed()).toEqual([]);
    expect(server.asked()).toBe(1); // the trailing request, shared by both
    await server.answerNext();
    await second;
    expect(listed()).toEqual([7]);
  });
});
