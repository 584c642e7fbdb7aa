// Answers the kernel's API client by URL and records every call, for component tests. Installs
// itself (and a clean session, storage and toasts) before each test of the file that calls it.
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api, cleanToasts, endSession } from '@khel/shared-kernel';

export interface FakeApi {
  calls: InternalAxiosRequestConfig[];
  /** reply body by URL; an unknown URL gets status false 'unexpected call' */
  answers: Record<string, unknown>;
  bodyOf(url: string): unknown;
  /** `url` gets no answer (the transport fails) until an answer is set for it again */
  noAnswer(url: string): void;
}

export function useFakeApi(): FakeApi {
  const fake: FakeApi = {
    calls: [],
    answers: {},
    bodyOf: (url) => JSON.parse(String(fake.calls.find((c) => c.url === url)?.data)),
    noAnswer: (url) =>
      Object.defineProperty(fake.answers, url, {
        configurable: true,
        enumerable: true,
        get: () => {
          throw new Error('network down');
        },
        set: (answer: unknown) => Object.defineProperty(fake.answers, url, { configurable: true, enumerable: true, writable: true, value: answer }),
      }),
  };
  const adapter: AxiosAdapter = async (config) => {
    fake.calls.push(config);
    return { data: fake.answers[config.url ?? ''] ?? { status: false, msg: 'unexpected call' }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
  const original = api.defaults.adapter;
  beforeEach(() => {
    localStorage.clear();
    endSession();
    cleanToasts();
    fake.calls.length = 0;
    for (const key of Object.keys(fake.answers)) delete fake.answers[key];
    api.defaults.adapter = adapter;
  });
  afterAll(() => {
    api.defaults.adapter = original;
  });
  return fake;
}
