// A Web Worker from a script of this remote. The remote's files come from its own origin (another
// port than the shell's page), and `new Worker(url)` only takes a same-origin script, so the worker
// starts from a same-origin blob that loads the remote's script with importScripts (allowed across
// origins, as a <script> is). webpack treats `new SameOriginWorker(new URL(...))` like
// `new Worker(new URL(...))` (webpack.config.js: module.parser.javascript.worker), bundling the
// worker's own chunk.
function sameOriginUrl(url: URL): string {
  if (url.origin === self.location.origin) return url.href;
  return URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(url.href)});`], { type: 'text/javascript' }));
}

export class SameOriginWorker extends Worker {
  constructor(url: URL) {
    const scriptUrl = sameOriginUrl(url);
    super(scriptUrl);
    if (!scriptUrl.startsWith('blob:')) return;
    // the worker has fetched its blob once it answers or fails
    const revoke = () => URL.revokeObjectURL(scriptUrl);
    this.addEventListener('message', revoke, { once: true });
    this.addEventListener('error', revoke, { once: true });
  }
}
