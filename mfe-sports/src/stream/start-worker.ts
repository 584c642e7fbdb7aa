// The stream's worker, bundled by webpack as its own chunk (see same-origin-worker.ts).
import { SameOriginWorker } from './same-origin-worker';

export function startStreamWorker(): Worker | null {
  return new SameOriginWorker(new URL('./stream.worker.ts', import.meta.url));
}
