// The pages' browser files (src/client, built by build.mjs to dist/client): read once at start and
// served from memory under names that carry their content's hash (/static/aviator.1a2b3c4d5e.js), so
// a browser keeps each one for a year and a new build is a new name. Gzip is made once per file for
// browsers that ask for it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

interface Asset {
  readonly type: string;
  readonly body: Buffer;
  readonly gzip: Buffer;
  readonly etag: string;
}

export class ClientAssets {
  /** 'aviator.js' → '/static/aviator.1a2b3c4d5e.js' */
  private readonly urls = new Map<string, string>();
  private readonly byUrl = new Map<string, Asset>();

  /** The built files of `dir` (none when it does not exist: the pages then name files that are not there). */
  static load(dir: string): ClientAssets {
    const assets = new ClientAssets();
    if (!existsSync(dir)) {
      console.error(`casino provider: no page scripts at ${dir} (run the provider's build)`);
      return assets;
    }
    for (const name of readdirSync(dir)) {
      const type = TYPES[path.extname(name)];
      if (type) assets.add(name, type, readFileSync(path.join(dir, name)));
    }
    return assets;
  }

  private add(name: string, type: string, body: Buffer): void {
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
    const ext = path.extname(name);
    const url = `/static/${name.slice(0, -ext.length)}.${hash}${ext}`;
    this.urls.set(name, url);
    this.byUrl.set(url, { type, body, gzip: gzipSync(body), etag: `"${hash}"` });
  }

  /** The URL a page names a built file by. */
  url(name: string): string {
    return this.urls.get(name) ?? `/static/${name}`;
  }

  /** Answers GET /static/… with the file, or returns false when there is no such file. */
  serve(pathname: string, req: IncomingMessage, res: ServerResponse): boolean {
    const asset = this.byUrl.get(pathname);
    if (!asset) return false;
    const headers: Record<string, string> = {
      'content-type': asset.type,
      // the name changes with the content: kept for a year, never asked again
      'cache-control': 'public, max-age=31536000, immutable',
      etag: asset.etag,
      vary: 'accept-encoding',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    };
    if (req.headers['if-none-match'] === asset.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? asset.gzip : asset.body;
    res.writeHead(200, { ...headers, ...(gzip ? { 'content-encoding': 'gzip' } : {}), 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
}
