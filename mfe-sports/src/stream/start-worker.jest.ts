// Jest (CommonJS, jsdom) has neither import.meta nor Worker: the stream runs on the page's thread.
export function startStreamWorker(): Worker | null {
  return null;
}
