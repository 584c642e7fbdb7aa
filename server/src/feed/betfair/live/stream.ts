// The live Betfair Exchange Stream as the feed's message source. TLS to the stream endpoint, one
// JSON message a CRLF-terminated line: the server's `connection`, our `authentication` and
// `marketSubscription`, then `status` answers and `mcm` market changes. Complete messages are
// queued for the feed (a segmented message is held until its SEG_END), in order, and the clock
// (`initialClk`, `clk`) of the last complete message is kept: after a dropped connection, a `status`
// that closes it or a stalled stream (no message for three heartbeat intervals) the client reconnects
// with exponential back-off and resubscribes with that clock, so Betfair sends only what came after
// (RESUB_DELTA) and nothing is lost or applied twice. A refused session stops the client for good
// (reconnecting cannot cure it). The credentials go into the authentication message only.
import { connect, type TLSSocket } from 'node:tls';
import type { McmMessage } from '../cache';
import type { CcmMessage } from '../scores';
import type { StreamSource } from '../feed';
import type { CatalogueEntry, StreamMessage } from '../replay';
import type { FeedStatus } from '../../status';
import { BettingApi, redact, type Credentials } from './betting-api';

export const DEFAULT_STREAM_URL = 'stream-api.betfair.com:443';
/** Betfair's sports-data stream, where the cricket score subscription lives */
export const DEFAULT_CRICKET_URL = 'sports-data-stream-api.betfair.com:443';

/** errorCodes that reconnecting cannot cure (Betfair's Exchange Stream API status codes) */
const FATAL = new Set(['NO_APP_KEY', 'INVALID_APP_KEY', 'NO_SESSION', 'INVALID_SESSION_INFORMATION', 'NOT_AUTHORIZED', 'INVALID_INPUT', 'INVALID_CLOCK', 'SUBSCRIPTION_LIMIT_EXCEEDED']);

export type ConnectionState = 'idle' | 'connecting' | 'authenticating' | 'subscribed' | 'reconnecting' | 'failed' | 'closed';

export interface MarketFilter {
  eventTypeIds: string[];
  marketTypes?: string[];
  countryCodes?: string[];
}

export interface LiveStreamOptions {
  credentials: Credentials;
  /** host:port */
  url?: string;
  /** a PEM certificate authority to trust besides the system's */
  ca?: string | Buffer;
  marketFilter: MarketFilter;
  /** EX_BEST_OFFERS (ladderLevels 3) or EX_ALL_OFFERS */
  ladder?: 'best' | 'all';
  conflateMs?: number;
  /** 500..5000 (Betfair's range) */
  heartbeatMs?: number;
  /** first reconnect delay, doubled each failure up to maxBackoffMs */
  backoffMs?: number;
  maxBackoffMs?: number;
  api?: BettingApi;
  /** how often the session is kept alive (Betfair's keepAlive; default 15 minutes, 0: never) */
  keepAliveMs?: number;
  /**
   * certificate login (login.ts): a fresh session token, asked for at start when the credentials
   * hold none, and again when the keep-alive is refused (the next connection authenticates with it)
   */
  login?: () => Promise<string>;
  /**
   * the cricket score stream instead of markets (Betfair's sports-data stream, where the application
   * key is authorised for it): `{op: 'cricketSubscription'}`, answered with `ccm` messages
   */
  cricket?: boolean;
  /** such a score stream, started once this market stream is subscribed; its messages join this one's */
  scores?: LiveStreamSource;
  log?: (message: string) => void;
}

interface Json {
  op?: string;
  id?: number;
  [k: string]: unknown;
}

export class LiveStreamSource implements StreamSource {
  private socket: TLSSocket | null = null;
  private buffer = '';
  private queue: StreamMessage[] = [];
  /** a segmented message's parts, until SEG_END */
  private segment: McmMessage[] | null = null;
  private initialClk: string | null = null;
  private clk: string | null = null;
  private state: ConnectionState = 'idle';
  private lastError: string | null = null;
  private lagging = false;
  private attempts = 0;
  private reconnects = 0;
  private nextId = 1;
  private lastMessageMs = 0;
  private heartbeatMs: number;
  private stallTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closing = false;
  private readonly seen = new Set<string>();
  private keepAliveTimer: NodeJS.Timeout | null = null;
  private arrived: (() => void) | null = null;

  constructor(private readonly o: LiveStreamOptions) {
    this.heartbeatMs = Math.min(5000, Math.max(500, o.heartbeatMs ?? 5000));
  }

  /** what the client is doing, for status and tests */
  get connection(): { state: ConnectionState; error: string | null; clk: string | null; initialClk: string | null; reconnects: number; lagging: boolean } {
    return { state: this.state, error: this.lastError, clk: this.clk, initialClk: this.initialClk, reconnects: this.reconnects, lagging: this.lagging };
  }

  start(): void {
    if (this.state !== 'idle') return;
    this.closing = false;
    if (this.o.login && !this.o.credentials.session) {
      this.state = 'connecting';
      void this.logIn().then((ok) => ok && !this.closing && this.open());
    } else this.open();
    const every = this.o.keepAliveMs ?? 15 * 60_000;
    if (this.o.api && every > 0) {
      this.keepAliveTimer = setInterval(() => void this.keepAlive(), every);
      this.keepAliveTimer.unref();
    }
  }

  /** Extends the session; a session Betfair no longer knows is reported, not retried with. */
  async keepAlive(): Promise<boolean> {
    try {
      const r = await this.o.api!.keepAlive();
      if (!r.ok) {
        this.lastError = `session keep-alive refused: ${r.error ?? 'unknown'}`;
        this.log(`betfair ${this.lastError}`);
        if (this.o.login && (await this.logIn())) this.lastError = null;
      }
      return r.ok;
    } catch (err) {
      this.log(`betfair session keep-alive failed: ${this.safe(err)}`);
      return false;
    }
  }

  /** Certificate login: the credentials take the fresh session token; false (and the reason in the status) when refused. */
  private async logIn(): Promise<boolean> {
    try {
      this.o.credentials.session = await this.o.login!();
      this.log('betfair certificate login: a new session');
      return true;
    } catch (err) {
      this.lastError = this.safe(err);
      this.state = 'failed';
      this.log(`betfair ${this.lastError}`);
      return false;
    }
  }

  close(): void {
    this.closing = true;
    this.state = 'closed';
    this.clearTimers();
    this.socket?.destroy();
    this.socket = null;
    this.o.scores?.close();
  }

  async take(nowMs: number): Promise<StreamMessage[]> {
    this.start();
    const out = this.queue;
    this.queue = [];
    // the scores, once the market stream is up (a certificate login has its session by then)
    if (this.o.scores && (this.state === 'subscribed' || this.o.scores.state !== 'idle')) out.push(...(await this.o.scores.take(nowMs)));
    // names for markets first seen: asked of the Betting API before the feed lists them
    const fresh: string[] = [];
    for (const m of out) {
      if (m.op !== 'mcm') continue;
      for (const mc of m.mc ?? []) {
        if (mc.marketDefinition && !this.seen.has(mc.id)) {
          this.seen.add(mc.id);
          fresh.push(mc.id);
        }
      }
    }
    if (fresh.length > 0 && this.o.api) {
      try {
        await this.o.api.listMarketCatalogue(fresh);
      } catch (err) {
        // the feed lists them with placeholder names; a later first sighting does not ask again
        this.log(`betfair catalogue failed for ${fresh.length} market(s): ${this.safe(err)}`);
      }
    }
    return out;
  }

  /** `wake` is called as each message is queued (the feed steps on arrival); the score stream's too */
  onArrival(wake: () => void): void {
    this.arrived = wake;
    this.o.scores?.onArrival(wake);
  }

  catalogue(marketId: string): CatalogueEntry | undefined {
    return this.o.api?.cached(marketId);
  }

  toWall(recordingMs: number): number {
    return recordingMs;
  }

  status(): Omit<FeedStatus, 'markets' | 'running'> {
    const state = this.lagging && this.state === 'subscribed' ? 'subscribed (lagging)' : this.state;
    const connection = this.lastError ? `${state}: ${this.lastError}` : state;
    const scores = this.o.scores?.status().connection;
    return { feed: 'betfair', connection: scores ? `${connection}; scores ${scores}` : connection, clk: this.clk };
  }

  // ---- connection --------------------------------------------------------------------------------

  private open(): void {
    const [host, portText] = (this.o.url ?? DEFAULT_STREAM_URL).split(':');
    const port = Number(portText ?? 443);
    this.state = 'connecting';
    this.buffer = '';
    this.segment = null;
    const socket = connect({ host, port, servername: host, ca: this.o.ca ? [this.o.ca] : undefined });
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.onData(socket, chunk));
    socket.on('error', (err) => {
      if (this.socket === socket) this.lastError = this.safe(err);
    });
    socket.on('close', () => this.onClose(socket));
    this.touch();
  }

  private onData(socket: TLSSocket, chunk: string): void {
    if (this.socket !== socket) return;
    this.buffer += chunk;
    let nl: number;
    while ((nl = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, nl).trim();
      this.buffer = this.buffer.slice(nl + 1);
      if (!line) continue;
      let msg: Json;
      try {
        msg = JSON.parse(line) as Json;
      } catch {
        this.drop(socket, 'an unreadable message');
        return;
      }
      this.touch();
      this.onMessage(socket, msg);
      if (this.socket !== socket) return;
    }
  }

  private send(socket: TLSSocket, msg: Json): void {
    socket.write(`${JSON.stringify(msg)}\r\n`);
  }

  private onMessage(socket: TLSSocket, msg: Json): void {
    switch (msg.op) {
      case 'connection':
        this.state = 'authenticating';
        this.send(socket, { op: 'authentication', id: this.nextId++, appKey: this.o.credentials.appKey, session: this.o.credentials.session });
        this.send(socket, this.subscription());
        return;
      case 'status': {
        const code = typeof msg.errorCode === 'string' ? msg.errorCode : null;
        if (msg.statusCode === 'FAILURE' || code) {
          const text = `${code ?? 'FAILURE'}${typeof msg.errorMessage === 'string' ? ` (${this.redact(msg.errorMessage)})` : ''}`;
          this.lastError = text;
          if (code && FATAL.has(code)) {
            this.log(`betfair stream refused: ${text}; not reconnecting`);
            this.fail(socket);
            return;
          }
          this.log(`betfair stream status: ${text}`);
        }
        if (msg.connectionClosed === true) this.drop(socket, 'the stream closed the connection');
        return;
      }
      case 'mcm':
        this.onMcm(msg as unknown as McmMessage & { status?: number | null; heartbeatMs?: number });
        return;
      case 'ccm':
        this.subscribed();
        if (Array.isArray(msg.cc)) {
          this.queue.push(msg as unknown as CcmMessage);
          this.arrived?.();
        }
        return;
      default:
        return;
    }
  }

  private onMcm(msg: McmMessage & { status?: number | null; heartbeatMs?: number }): void {
    // status 503: Betfair's stream is lagging (the data is late, not wrong); null again when it recovers
    const lagging = msg.status === 503;
    if (lagging && !this.lagging) this.log('betfair stream lagging (status 503)');
    this.lagging = lagging;
    if (typeof msg.heartbeatMs === 'number' && msg.heartbeatMs > 0) this.heartbeatMs = msg.heartbeatMs;
    if (msg.ct === 'SUB_IMAGE' || msg.ct === 'RESUB_DELTA' || msg.mc || msg.ct === 'HEARTBEAT') this.subscribed();
    if (msg.status === 503 && !msg.mc && !msg.clk) return;
    const seg = msg.segmentType;
    if (seg === 'SEG_START' || seg === 'SEG') {
      if (seg === 'SEG_START' || !this.segment) this.segment = [];
      this.segment.push(msg);
      return;
    }
    const parts = seg === 'SEG_END' ? [...(this.segment ?? []), msg] : [msg];
    this.segment = null;
    for (const part of parts) {
      if (part.initialClk) this.initialClk = part.initialClk;
      if (part.clk) this.clk = part.clk;
      this.queue.push(part);
    }
    this.arrived?.();
  }

  private subscribed(): void {
    if (this.state === 'subscribed') return;
    this.state = 'subscribed';
    this.attempts = 0;
    this.lastError = null;
  }

  private subscription(): Json {
    if (this.o.cricket) return { op: 'cricketSubscription', id: this.nextId++ };
    const f = this.o.marketFilter;
    const marketFilter: Record<string, unknown> = { eventTypeIds: f.eventTypeIds };
    if (f.marketTypes?.length) marketFilter.marketTypes = f.marketTypes;
    if (f.countryCodes?.length) marketFilter.countryCodes = f.countryCodes;
    const fields = [this.o.ladder === 'all' ? 'EX_ALL_OFFERS' : 'EX_BEST_OFFERS', 'EX_MARKET_DEF', 'EX_LTP', 'EX_TRADED_VOL'];
    const sub: Json = {
      op: 'marketSubscription',
      id: this.nextId++,
      segmentationEnabled: true,
      heartbeatMs: this.heartbeatMs,
      marketFilter,
      marketDataFilter: this.o.ladder === 'all' ? { fields } : { fields, ladderLevels: 3 },
    };
    if (this.o.conflateMs !== undefined) sub.conflateMs = this.o.conflateMs;
    if (this.initialClk && this.clk) {
      sub.initialClk = this.initialClk;
      sub.clk = this.clk;
    }
    return sub;
  }

  // ---- faults ------------------------------------------------------------------------------------

  private touch(): void {
    this.lastMessageMs = Date.now();
    if (this.stallTimer) return;
    this.stallTimer = setInterval(() => {
      if (!this.socket) return;
      // the score stream is quiet between balls: a heartbeat request, answered with a status, shows it alive
      if (this.o.cricket && Date.now() - this.lastMessageMs > this.heartbeatMs) this.send(this.socket, { op: 'heartbeat', id: this.nextId++ });
      if (Date.now() - this.lastMessageMs <= this.heartbeatMs * 3) return;
      this.log('betfair stream silent for three heartbeats: reconnecting');
      this.lastError = 'stalled';
      this.drop(this.socket, null);
    }, Math.max(100, Math.floor(this.heartbeatMs / 2)));
    this.stallTimer.unref();
  }

  /** Gives up this connection and schedules the next. */
  private drop(socket: TLSSocket, why: string | null): void {
    if (this.socket !== socket) return;
    if (why) this.lastError = why;
    this.socket = null;
    socket.destroy();
    this.scheduleReconnect();
  }

  private fail(socket: TLSSocket): void {
    this.state = 'failed';
    this.socket = null;
    this.clearTimers();
    socket.destroy();
  }

  private onClose(socket: TLSSocket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.lastError ??= 'connection closed';
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closing || this.state === 'failed' || this.retryTimer) return;
    // a half-received segmented message is asked for again from the last complete clock
    this.segment = null;
    this.state = 'reconnecting';
    const base = this.o.backoffMs ?? 1000;
    const delay = Math.min(this.o.maxBackoffMs ?? 60_000, base * 2 ** this.attempts);
    this.attempts++;
    this.reconnects++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.closing && this.state !== 'failed') this.open();
    }, delay);
    this.retryTimer.unref();
  }

  private clearTimers(): void {
    if (this.stallTimer) clearInterval(this.stallTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.keepAliveTimer) clearInterval(this.keepAliveTimer);
    this.keepAliveTimer = null;
    this.stallTimer = null;
    this.retryTimer = null;
  }

  private redact(text: string): string {
    return redact(text, this.o.credentials);
  }

  private safe(err: unknown): string {
    return this.redact(err instanceof Error ? err.message : String(err));
  }

  private log(message: string): void {
    this.o.log?.(this.redact(message));
  }
}
