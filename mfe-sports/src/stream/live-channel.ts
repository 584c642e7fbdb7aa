// How an event page reaches the live stream: a Web Worker running stream-core.ts (the page's main
// thread then only applies one batch of changed cells per conflation window), or, where no worker
// can start (no Worker, a script that fails to load), the same core on the page itself.
import { StreamCore, webSocket, type StreamEvent, type SocketFactory, type StreamOptions } from './stream-core';
import type { WorkerRequest } from './stream.worker';

export interface LiveChannel {
  close(): void;
}

export type OpenChannel = (options: StreamOptions, emit: (event: StreamEvent) => void) => LiveChannel;

/** The stream on the page's own thread (tests, and browsers where the worker cannot start). */
export function inThreadChannel(openSocket: SocketFactory = webSocket): OpenChannel {
  return (options, emit) => {
    const core = new StreamCore(options, openSocket, emit);
    core.start();
    return { close: () => core.stop() };
  };
}

/** The stream in a worker from `startWorker`; falls back to `fallback` if it cannot start or load. */
export function workerChannel(startWorker: () => Worker | null, fallback: OpenChannel): OpenChannel {
  return (options, emit) => {
    let worker: Worker | null = null;
    try {
      worker = startWorker();
    } catch {
      worker = null;
    }
    if (!worker) return fallback(options, emit);
    let replaced: LiveChannel | null = null;
    const running = worker;
    running.onmessage = (event: MessageEvent<StreamEvent>) => emit(event.data);
    // a script that did not load (network, blocked) raises an error on the worker: carry on without it
    running.onerror = (event) => {
      event.preventDefault();
      running.terminate();
      replaced ??= fallback(options, emit);
    };
    running.postMessage({ op: 'open', ...options } satisfies WorkerRequest);
    return {
      close() {
        running.terminate();
        replaced?.close();
      },
    };
  };
}
