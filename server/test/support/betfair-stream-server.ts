// A local stand-in for Betfair's Exchange Stream (TLS, CRLF-delimited JSON, as Betfair documents it)
// and for the Betting API's listMarketCatalogue and the session keep-alive, for the live client's
// tests only. The stream plays a recording with its own clock tokens (`clk` = how many recorded
// messages were sent), resumes a resubscription from its clk with a RESUB_DELTA, sends the
// subscription image in segments, and misbehaves on purpose where told: refuses a wrong session,
// drops the connection in the middle of a segmented message, sends a fresh SUB_IMAGE mid-stream,
// says 503 (lagging), goes silent (no data, no heartbeat). Its certificate comes from a throw-away
// certificate authority made with the openssl command line at test time (no dependency to keep).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type Server, type TLSSocket } from 'node:tls';
import type { MarketChange, McmMessage } from '../../src/feed/betfair/cache';
import type { CatalogueEntry } from '../../src/feed/betfair/replay';
import type { CcmMessage } from '../../src/feed/betfair/scores';

export interface TestCa {
  caCert: string;
  key: string;
  cert: string;
}

/** A certificate authority and a server certificate for 127.0.0.1 / localhost, made in `dir`. */
export function makeTestCa(dir: string): TestCa {
  const f = (name: string) => path.join(dir, name);
  const ssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  ssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Khel test CA', '-keyout', f('ca.key'), '-out', f('ca.crt'));
  ssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-keyout', f('server.key'), '-out', f('server.csr'));
  writeFileSync(f('san.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  ssl('x509', '-req', '-in', f('server.csr'), '-CA', f('ca.crt'), '-CAkey', f('ca.key'), '-CAcreateserial', '-days', '1', '-extfile', f('san.ext'), '-out', f('server.crt'));
  return { caCert: readFileSync(f('ca.crt'), 'utf8'), key: readFileSync(f('server.key'), 'utf8'), cert: readFileSync(f('server.crt'), 'utf8') };
}

export const clkOf = (n: number): string => Buffer.from(`pos:${n}`).toString('base64');
export const posOf = (clk: string): number => Number(Buffer.from(clk, 'base64').toString('utf8').replace('pos:', ''));

export interface Faults {
  /** before sending recorded message i: half a segmented message, then the connection is cut */
  dropAt?: number[];
  /** before i: a new subscription image (of everything so far) */
  subImageAt?: number[];
  /** before i: a status 503 (lagging) */
  lagAt?: number[];
  /** before i: nothing more on this connection, not even heartbeats */
  stallAt?: number[];
}

export interface FakeStreamOptions {
  ca: TestCa;
  recording: McmMessage[];
  appKey: string;
  session: string;
  faults?: Faults;
  /** recorded messages sent each 5 ms */
  perTick?: number;
  /** changes per segment of an image */
  segmentSize?: number;
  /**
   * the cricket score stream (a `cricketSubscription` is answered with these `ccm` messages, a few
   * each 5 ms); without them the subscription is refused NOT_AUTHORIZED, as for an application key
   * Betfair has not authorised for it
   */
  scores?: CcmMessage[];
}

type Json = Record<string, unknown>;

export class FakeBetfairStream {
  private server: Server | null = null;
  private readonly fired = new Set<string>();
  private readonly sockets = new Set<TLSSocket>();
  connections = 0;
  /** every marketSubscription received, as sent */
  readonly subscriptions: Json[] = [];
  /** every line received, as sent (the tests check what the client says and to whom) */
  readonly received: string[] = [];
  port = 0;

  constructor(private readonly o: FakeStreamOptions) {}

  get url(): string {
    return `localhost:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer({ key: this.o.ca.key, cert: this.o.ca.cert }, (socket) => this.serve(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private once(kind: string, i: number, list: number[] | undefined): boolean {
    const key = `${kind}:${i}`;
    if (!list?.includes(i) || this.fired.has(key)) return false;
    this.fired.add(key);
    return true;
  }

  private serve(socket: TLSSocket): void {
    this.sockets.add(socket);
    const n = ++this.connections;
    let buffer = '';
    let authed = false;
    let timer: NodeJS.Timeout | null = null;
    let lastSent = Date.now();
    const write = (m: Json) => {
      if (socket.destroyed) return;
      socket.write(`${JSON.stringify(m)}\r\n`);
      lastSent = Date.now();
    };
    const stopTimer = () => {
      if (timer) clearInterval(timer);
      timer = null;
    };
    socket.on('close', () => {
      stopTimer();
      this.sockets.delete(socket);
    });
    socket.on('error', () => undefined);
    write({ op: 'connection', connectionId: `fake-${n}` });
    const image = (subId: number, upTo: number, initialClk: string) => {
      const changes: MarketChange[] = this.o.recording.slice(0, upTo).flatMap((m) => m.mc ?? []);
      const size = this.o.segmentSize ?? 3;
      const parts = Math.max(1, Math.ceil(changes.length / size));
      for (let p = 0; p < parts; p++) {
        const msg: Json = { op: 'mcm', id: subId, pt: Date.now(), ct: 'SUB_IMAGE', mc: changes.slice(p * size, (p + 1) * size) };
        if (parts > 1) msg.segmentType = p === 0 ? 'SEG_START' : p === parts - 1 ? 'SEG_END' : 'SEG';
        if (p === 0) Object.assign(msg, { initialClk, conflateMs: 0, heartbeatMs: 500 });
        if (p === parts - 1) msg.clk = clkOf(upTo);
        write(msg);
      }
    };
    const play = (subId: number, from: number, heartbeatMs: number) => {
      let pos = from;
      timer = setInterval(() => {
        const f = this.o.faults ?? {};
        for (let k = 0; k < (this.o.perTick ?? 20); k++) {
          if (pos >= this.o.recording.length) {
            if (Date.now() - lastSent >= heartbeatMs) write({ op: 'mcm', id: subId, clk: clkOf(pos), pt: Date.now(), ct: 'HEARTBEAT' });
            return;
          }
          if (this.once('stall', pos, f.stallAt)) {
            stopTimer();
            return;
          }
          if (this.once('drop', pos, f.dropAt)) {
            const mc = this.o.recording[pos]!.mc ?? [];
            write({ op: 'mcm', id: subId, pt: Date.now(), segmentType: 'SEG_START', mc: mc.slice(0, 1) });
            stopTimer();
            socket.destroy();
            return;
          }
          if (this.once('image', pos, f.subImageAt)) image(subId, pos, Buffer.from(`init:${n}:${pos}`).toString('base64'));
          if (this.once('lag', pos, f.lagAt)) write({ op: 'mcm', id: subId, status: 503 });
          const m = this.o.recording[pos]!;
          pos++;
          write({ op: 'mcm', id: subId, clk: clkOf(pos), pt: m.pt, mc: m.mc ?? [] });
        }
      }, 5);
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let nl: number;
      while ((nl = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        this.received.push(line);
        const msg = JSON.parse(line) as Json;
        const id = msg.id as number;
        if (msg.op === 'authentication') {
          if (msg.session !== this.o.session || msg.appKey !== this.o.appKey) {
            write({ op: 'status', id, statusCode: 'FAILURE', errorCode: 'INVALID_SESSION_INFORMATION', errorMessage: 'Session token is invalid', connectionClosed: true, connectionId: `fake-${n}` });
            socket.end();
            return;
          }
          authed = true;
          write({ op: 'status', id, statusCode: 'SUCCESS', connectionClosed: false, connectionsAvailable: 9 });
        } else if (msg.op === 'marketSubscription') {
          if (!authed) continue;
          this.subscriptions.push(msg);
          write({ op: 'status', id, statusCode: 'SUCCESS', connectionClosed: false });
          stopTimer();
          const heartbeatMs = Number(msg.heartbeatMs ?? 5000);
          if (typeof msg.clk === 'string') {
            const from = posOf(msg.clk);
            const next = this.o.recording[from];
            write({ op: 'mcm', id, initialClk: msg.initialClk, clk: clkOf(next ? from + 1 : from), pt: Date.now(), ct: 'RESUB_DELTA', mc: next?.mc ?? [] });
            play(id, next ? from + 1 : from, heartbeatMs);
          } else {
            image(id, 1, Buffer.from(`init:${n}`).toString('base64'));
            play(id, 1, heartbeatMs);
          }
        } else if (msg.op === 'cricketSubscription') {
          if (!authed) continue;
          this.subscriptions.push(msg);
          const scores = this.o.scores;
          if (!scores) {
            write({ op: 'status', id, statusCode: 'FAILURE', errorCode: 'NOT_AUTHORIZED', errorMessage: 'AppKey is not authorised for cricket', connectionClosed: true });
            socket.end();
            continue;
          }
          write({ op: 'status', id, statusCode: 'SUCCESS', connectionClosed: false });
          stopTimer();
          let pos = 0;
          timer = setInterval(() => {
            for (let k = 0; k < (this.o.perTick ?? 20) && pos < scores.length; k++) write({ ...scores[pos++]!, id });
          }, 5);
        } else if (msg.op === 'heartbeat') {
          write({ op: 'status', id, statusCode: 'SUCCESS', connectionClosed: false });
        }
      }
    });
  }
}

/** The Betting API's listMarketCatalogue and the identity keep-alive, over plain HTTP on 127.0.0.1. */
export class FakeBettingApi {
  private server: HttpServer | null = null;
  port = 0;
  /** the market ids of each listMarketCatalogue request */
  readonly batches: string[][] = [];
  keepAlives = 0;

  constructor(private readonly o: { appKey: string; session: string; catalogue: Map<string, CatalogueEntry> }) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/exchange/betting/json-rpc/v1`;
  }
  get keepAliveUrl(): string {
    return `http://127.0.0.1:${this.port}/api/keepAlive`;
  }

  async start(): Promise<void> {
    this.server = createHttpServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        const authed = req.headers['x-authentication'] === this.o.session && req.headers['x-application'] === this.o.appKey;
        res.setHeader('Content-Type', 'application/json');
        if (req.url === '/api/keepAlive') {
          this.keepAlives++;
          // Betfair's answer echoes the token and the application
          res.end(JSON.stringify(authed ? { token: this.o.session, product: this.o.appKey, status: 'SUCCESS', error: '' } : { token: req.headers['x-authentication'], product: req.headers['x-application'], status: 'FAIL', error: 'NO_SESSION' }));
          return;
        }
        const rpc = JSON.parse(body) as { id: number; method: string; params: { filter: { marketIds: string[] } } };
        if (!authed) {
          res.end(JSON.stringify({ jsonrpc: '2.0', id: rpc.id, error: { code: -32099, message: 'ANGX-0003', data: { exceptionname: 'APINGException', APINGException: { errorCode: 'INVALID_SESSION_INFORMATION', errorDetails: `session ${String(req.headers['x-authentication'])} is invalid` } } } }));
          return;
        }
        const ids = rpc.params.filter.marketIds;
        this.batches.push(ids);
        const result = ids.map((id) => this.o.catalogue.get(id)).filter(Boolean);
        res.end(JSON.stringify({ jsonrpc: '2.0', id: rpc.id, result }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
