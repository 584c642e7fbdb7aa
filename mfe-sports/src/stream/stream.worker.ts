// The live stream in a Web Worker (stream-core.ts): the socket, JSON parsing and the book run here,
// and the page receives one batch per conflation window, its cells as a transferred typed array.
// The page tells it { op: 'open', url, matchId, marketIds } and { op: 'close' }.
import { StreamCore, webSocket, type StreamEvent, type StreamOptions } from './stream-core';

export type WorkerRequest = ({ op: 'open' } & StreamOptions) | { op: 'close' };

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: StreamEvent, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
let core: StreamCore | null = null;

const post = (event: StreamEvent) => (event.type === 'batch' ? scope.postMessage(event, [event.batch.cells.buffer]) : scope.postMessage(event));

scope.onmessage = ({ data }) => {
  core?.stop();
  core = null;
  if (data.op !== 'open') return;
  core = new StreamCore(data, webSocket, post);
  core.start();
};
