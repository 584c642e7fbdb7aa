import { act, renderHook } from '@testing-library/react';
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { api } from '@khel/shared-kernel';
import { CODE_STATUS_EVERY_MS, useCodeNotSent } from './useCodeDelivery';

const answers: string[] = [];
const asked: unknown[] = [];
const adapter: AxiosAdapter = async (config) => {
  asked.push(config.params);
  return { data: { status: true, msg: '', data: { status: answers.shift() ?? 'pending', canResend: false } }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
};

let original: typeof api.defaults.adapter;
beforeEach(() => {
  jest.useFakeTimers();
  original = api.defaults.adapter;
  api.defaults.adapter = adapter;
  answers.length = 0;
  asked.length = 0;
});
afterEach(() => {
  api.defaults.adapter = original;
  jest.useRealTimers();
});

const tick = () => act(async () => void (await jest.advanceTimersByTimeAsync(CODE_STATUS_EVERY_MS)));

describe("'We could not send your code' (issue 33)", () => {
  it('asks GET messages/code-status for the order until the relay gives up, then says so', async () => {
    answers.push('pending', 'failed');
    const { result } = renderHook(() => useCodeNotSent('a'.repeat(32), 1));
    expect(result.current).toBe(false);
    await tick();
    expect(result.current).toBe(false);
    await tick();
    expect(result.current).toBe(true);
    expect(asked).toEqual([{ orderId: 'a'.repeat(32) }, { orderId: 'a'.repeat(32) }]);
  });

  it('stops asking once the code went out, and a new send is watched afresh', async () => {
    answers.push('sent');
    const { result, rerender } = renderHook(({ attempt }) => useCodeNotSent('b'.repeat(32), attempt), { initialProps: { attempt: 1 } });
    await tick();
    await tick();
    expect(asked).toHaveLength(1);
    expect(result.current).toBe(false);
    answers.push('failed');
    rerender({ attempt: 2 });
    await tick();
    expect(result.current).toBe(true);
  });
});
