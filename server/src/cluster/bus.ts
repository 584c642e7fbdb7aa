// What the instances say to each other, on NATS (KHEL_NATS_URL): one connection per instance, every
// subject under the run's prefix (KHEL_NATS_PREFIX, default `khel`) so two deployments, or two test
// runs, on one NATS never hear each other. Payloads are JSON; a Map travels as {"$map": entries}.

import { connect, ErrorCode, type NatsConnection, type Subscription } from 'nats';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const encode = (value: unknown): Uint8Array =>
  encoder.encode(JSON.stringify(value, (_k, v: unknown) => (v instanceof Map ? { $map: [...v.entries()] } : v)));

export const decode = <T>(data: Uint8Array): T =>
  JSON.parse(decoder.decode(data), (_k, v: unknown) =>
    v && typeof v === 'object' && '$map' in v && Array.isArray((v as { $map: unknown }).$map) ? new Map((v as { $map: Array<[unknown, unknown]> }).$map) : v,
  ) as T;

/** Why a request got no answer: nobody listens on the subject, or the answer did not come in time. */
export class NoAnswer extends Error {
  constructor(readonly reason: 'no-responders' | 'timeout') {
    super(`no answer from the instance (${reason})`);
  }
}

export class Bus {
  private readonly subscriptions: Subscription[] = [];

  private constructor(
    readonly nc: NatsConnection,
    readonly prefix: string,
  ) {}

  static async connect(url: string, prefix: string, name: string): Promise<Bus> {
    const nc = await connect({ servers: url.split(','), name, maxReconnectAttempts: -1, reconnectTimeWait: 250 });
    return new Bus(nc, prefix);
  }

  subject(...parts: Array<string | number>): string {
    return [this.prefix, ...parts].join('.');
  }

  publish(subject: string, value: unknown): void {
    this.nc.publish(subject, encode(value));
  }

  /** Every message on `subject` (wildcards allowed), handled one after another in arrival order. */
  subscribe<T>(subject: string, handle: (value: T, subject: string) => void): void {
    const sub = this.nc.subscribe(subject, {
      callback: (err, msg) => {
        if (err) return;
        try {
          handle(decode<T>(msg.data), msg.subject);
        } catch {
          // a malformed message from another instance is dropped, never fatal
        }
      },
    });
    this.subscriptions.push(sub);
  }

  /** Answers requests on `subject`; each answer is the handler's value (a handler never throws). */
  serve<Q, A>(subject: string, handle: (request: Q) => Promise<A>): void {
    const sub = this.nc.subscribe(subject, {
      callback: (err, msg) => {
        if (err) return;
        let request: Q;
        try {
          request = decode<Q>(msg.data);
        } catch {
          return;
        }
        void handle(request).then(
          (answer) => msg.respond(encode(answer)),
          () => undefined,
        );
      },
    });
    this.subscriptions.push(sub);
  }

  async request<A>(subject: string, value: unknown, timeoutMs: number): Promise<A> {
    try {
      const msg = await this.nc.request(subject, encode(value), { timeout: timeoutMs });
      return decode<A>(msg.data);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === ErrorCode.NoResponders) throw new NoAnswer('no-responders');
      if (code === ErrorCode.Timeout) throw new NoAnswer('timeout');
      throw err;
    }
  }

  async close(): Promise<void> {
    for (const s of this.subscriptions) s.unsubscribe();
    await this.nc.drain().catch(() => undefined);
  }
}
