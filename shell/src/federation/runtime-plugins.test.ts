/** @jest-environment node */
import { fallbackPlugin, isUnavailable, retryPlugin } from './runtime-plugins';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

describe('retryPlugin fetch', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('tries again after a network failure and returns the first good answer', async () => {
    const answers: (Error | Response)[] = [new Error('refused'), new Response('{}', { status: 200 })];
    const calls: string[] = [];
    globalThis.fetch = (async (url: string) => {
      calls.push(url);
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return next;
    }) as typeof fetch;
    const res = await (retryPlugin([1, 1]).fetch as FetchHook)('http://r/mf-manifest.json', {});
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('gives up after the last delay with the last error', async () => {
    let calls = 0;
    globalThis.fetch = (async () => {
      calls += 1;
      throw new Error(`refused ${calls}`);
    }) as typeof fetch;
    await expect((retryPlugin([1, 1]).fetch as FetchHook)('http://r/x', {})).rejects.toThrow('refused 3');
    expect(calls).toBe(3);
  });

  it('does not retry a client error (the remote answered)', async () => {
    let calls = 0;
    globalThis.fetch = (async () => {
      calls += 1;
      return new Response('', { status: 404 });
    }) as typeof fetch;
    const res = await (retryPlugin([1]).fetch as FetchHook)('http://r/x', {});
    expect(res.status).toBe(404);
    expect(calls).toBe(1);
  });
});

describe('fallbackPlugin', () => {
  type Hook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

  it('answers a failed module load with a stand-in module naming the remote', () => {
    const failures: string[] = [];
    const hook = fallbackPlugin((remote) => failures.push(remote)).errorLoadRemote as unknown as Hook;
    const module = hook({ id: 'racing/pages', error: new Error('boom'), lifecycle: 'onLoad' });
    expect(isUnavailable(module)).toBe(true);
    expect(module).toMatchObject({ remote: 'racing', error: 'boom' });
    expect(failures).toEqual(['racing']);
  });

  it('leaves other lifecycles to fail into the module load', () => {
    const hook = fallbackPlugin().errorLoadRemote as unknown as Hook;
    expect(hook({ id: 'racing/pages', error: new Error('x'), lifecycle: 'beforeRequest' })).toBeUndefined();
  });

  it('does not mistake a real module for the stand-in', () => {
    expect(isUnavailable({ pages: {} })).toBe(false);
    expect(isUnavailable(null)).toBe(false);
  });
});
