// Several real Khel server processes on this machine, on one PostgreSQL database of their own and
// one NATS (under a subject prefix of their own), for the multi-instance tests and the benchmark.
// Each process is the built server, built by `buildServer` into a folder of server/dist-cluster-test/ of
// the jest project's and worker's own (two test files running at once never rebuild a bundle under the
// other's starting process), and listens on a free port the system gives (`start` without a port).

import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import WebSocket from 'ws';
import { MARKET_BUCKETS, desiredOwner } from '../../src/cluster/buckets';

export const SERVER_DIR = path.resolve(__dirname, '../..');
export const NATS_URL = process.env.KHEL_TEST_NATS_URL || 'nats://127.0.0.1:4222';

/** The benchmark's instance ports (server/bench/cluster.ts): KHEL_TEST_CLUSTER_PORT (default 4201) and the next ones. The tests take free ports. */
export const BASE_PORT = Number(process.env.KHEL_TEST_CLUSTER_PORT || 4201);

/** this jest project's and worker's own build folder (the benchmark, outside jest: `run`) */
const OUTDIR = `dist-cluster-test/${process.env.JEST_WORKER_ID ? `${process.env.KHEL_TEST_DB ?? 'pglite'}-${process.env.JEST_WORKER_ID}` : 'run'}`;

/** A port nothing listens on now, from the system (a probe on port 0, closed again). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export function buildServer(): void {
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'pipe', env: { ...process.env, KHEL_SERVER_OUTDIR: OUTDIR } });
}

/** Whether something answers at host:port within 1.5 s. */
export function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port) || 4222 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export interface Instance {
  id: string;
  port: number;
  origin: string;
  child: ChildProcess;
  log: string[];
  exited: Promise<number | null>;
}

export interface ClusterStatus {
  instance: string;
  live: string[];
  buckets: number[];
  leader: boolean;
  booksHash: string;
}

export class TestCluster {
  readonly instances = new Map<string, Instance>();
  readonly prefix = `khel_scale_${crypto.randomBytes(4).toString('hex')}`;

  constructor(
    readonly databaseUrl: string,
    readonly env: NodeJS.ProcessEnv = {},
  ) {}

  /**
   * Starts instance `id` on `port`, or on a free port the system gives when none is named (tried again
   * on another if something took that one before the instance listened).
   */
  async start(id: string, port?: number, env: NodeJS.ProcessEnv = {}): Promise<Instance> {
    if (port !== undefined) return this.startOn(id, port, env);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.startOn(id, await freePort(), env);
      } catch (err) {
        if (attempt >= 3 || !String(err).includes('EADDRINUSE')) throw err;
      }
    }
  }

  private async startOn(id: string, port: number, env: NodeJS.ProcessEnv): Promise<Instance> {
    const child = spawn(process.execPath, [`${OUTDIR}/main.js`], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        DATABASE_URL: this.databaseUrl,
        KHEL_NATS_URL: NATS_URL,
        KHEL_NATS_PREFIX: this.prefix,
        KHEL_INSTANCE_ID: id,
        KHEL_SERVER_PORT: String(port),
        KHEL_LOG_LEVEL: process.env.KHEL_TEST_CLUSTER_LOG_LEVEL || 'warn',
        KHEL_LEASE_TTL_MS: '2000',
        KHEL_LEASE_RENEW_MS: '400',
        ...this.env,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log: string[] = [];
    const keep = (b: Buffer) => {
      for (const line of b.toString().split('\n')) if (line) log.push(line);
      if (log.length > 2000) log.splice(0, log.length - 2000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const instance: Instance = { id, port, origin: `http://127.0.0.1:${port}`, child, log, exited };
    this.instances.set(id, instance);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`instance ${id} exited at start:\n${log.slice(-20).join('\n')}`);
      try {
        const res = await fetch(`${instance.origin}/metrics`);
        if (res.ok) return instance;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`instance ${id} did not start:\n${log.slice(-20).join('\n')}`);
      await sleep(200);
    }
  }

  get(id: string): Instance {
    const i = this.instances.get(id);
    if (!i) throw new Error(`no instance ${id}`);
    return i;
  }

  async status(id: string): Promise<ClusterStatus> {
    const res = await fetch(`${this.get(id).origin}/cluster/status`);
    return (await res.json()) as ClusterStatus;
  }

  /** Waits until every running instance sees all of them alive and the 32 buckets are spread over them. */
  async settled(timeoutMs = 60_000): Promise<Map<string, ClusterStatus>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const running = [...this.instances.values()].filter((i) => i.child.exitCode === null && i.child.signalCode === null);
      const all = await Promise.all(running.map((i) => this.status(i.id).catch(() => null)));
      // every bucket with the instance the assignment gives it (nothing still moving), one feed leader
      const ok =
        all.every((s) => s && s.live.length === running.length) &&
        all.every((s) => s!.buckets.length === [...Array(MARKET_BUCKETS).keys()].filter((b) => desiredOwner(b, s!.live) === s!.instance).length) &&
        all.every((s) => s!.buckets.every((b) => desiredOwner(b, s!.live) === s!.instance)) &&
        all.filter((s) => s?.leader).length === 1;
      if (ok) return new Map(all.map((s) => [s!.instance, s!]));
      if (Date.now() > deadline) throw new Error(`instances did not settle: ${JSON.stringify(all)}`);
      await sleep(200);
    }
  }

  /** kill -9 */
  async kill(id: string): Promise<void> {
    const i = this.get(id);
    i.child.kill('SIGKILL');
    await i.exited;
  }

  /** A clean stop (SIGTERM): the instance gives its leases back. */
  async stop(id: string): Promise<void> {
    const i = this.get(id);
    i.child.kill('SIGTERM');
    await i.exited;
    this.instances.delete(id);
  }

  async stopAll(): Promise<void> {
    for (const i of this.instances.values()) if (i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGTERM');
    await Promise.race([Promise.all([...this.instances.values()].map((i) => i.exited)), sleep(12_000)]);
    for (const i of this.instances.values()) if (i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGKILL');
  }

  async call(id: string, apiPath: string, body: unknown, token?: string): Promise<{ status: number; body: { status?: boolean; msg?: string; data?: Record<string, unknown> } }> {
    const res = await fetch(`${this.get(id).origin}/api/v1/${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = { msg: text };
    }
    return { status: res.status, body: parsed };
  }
}

/** A database of its own for one run, copied from the migrated template when there is one. */
export async function createClusterDatabase(adminUrl: string, template: string | null): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `khel_scale_t_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await c.end();
    },
  };
}

export type StreamMessage = { type: string; [k: string]: unknown };

/** A live-stream client: every message kept with the time it arrived. */
export class StreamClient {
  readonly messages: Array<{ at: number; m: StreamMessage }> = [];
  private readonly ws: WebSocket;
  private waiters: Array<() => void> = [];

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => {
      this.messages.push({ at: performance.now(), m: JSON.parse(data.toString()) as StreamMessage });
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static open(origin: string): Promise<StreamClient> {
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/api/v1/stream`);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new StreamClient(ws)));
      ws.once('error', reject);
    });
  }

  send(request: unknown): void {
    this.ws.send(JSON.stringify(request));
  }

  /** Waits for a message that satisfies `match` (already received or coming). */
  async waitFor(match: (m: StreamMessage) => boolean, timeoutMs = 15_000): Promise<StreamMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((x) => match(x.m));
      if (found) return found.m;
      if (Date.now() > deadline) throw new Error(`no such stream message in ${timeoutMs} ms; got ${JSON.stringify(this.messages.slice(-5).map((x) => x.m))}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.ws.close();
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
