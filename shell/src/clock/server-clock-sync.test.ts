import type { AxiosAdapter } from 'axios';
import { createApiClient, serverNow } from '@khel/shared-kernel';
import { resetServerClockSync, syncServerClock } from './server-clock-sync';

const answering = (body: unknown, status = 200): { adapter: AxiosAdapter; calls: string[] } => {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${config.method} ${config.url}`);
    return { data: body, status, statusText: 'OK', headers: {}, config };
  };
  return { adapter, calls };
};

afterEach(resetServerClockSync);

describe('the server clock (§7.1 GET server-time)', () => {
  it("sets the offset to the server's time less the device's at the middle of the round trip, once", async () => {
    const { adapter, calls } = answering({ status: true, msg: '', data: { serverTime: '', epochMs: 1_000_000 + 90_000, indiaOffsetMinutes: 330 } });
    const client = createApiClient({ adapter });
    const device = [1_000_000 - 100, 1_000_000 + 100]; // sent, received: the middle is 1,000,000
    const offset = await syncServerClock(client, () => device.shift()!);
    expect(offset).toBe(90_000);
    expect(serverNow() - Date.now()).toBeGreaterThanOrEqual(89_990);
    expect(serverNow() - Date.now()).toBeLessThanOrEqual(90_010);
    await syncServerClock(client);
    expect(calls).toEqual(['get server-time']);
  });

  it("keeps the device's time when the call fails, and asks again next time", async () => {
    const failing = answering({ status: false, msg: 'nope', data: null });
    expect(await syncServerClock(createApiClient({ adapter: failing.adapter }))).toBeNull();
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
    const { adapter } = answering({ status: true, msg: '', data: { serverTime: '', epochMs: Date.now() - 5_000, indiaOffsetMinutes: 330 } });
    expect(await syncServerClock(createApiClient({ adapter }))).toBeLessThan(-4_000);
  });
});
