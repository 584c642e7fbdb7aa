// The Khel API listening on a real port of this machine (127.0.0.1), for tests that attack it as a
// client on the network would: real sockets, real headers, real WebSockets.
import type { AddressInfo } from 'node:net';
import { startTestApp, type Json, type TestApp } from './app';

export interface LiveServer extends TestApp {
  origin: string;
  port: number;
  call(
    path: string,
    opts?: { method?: string; body?: unknown; form?: boolean; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Headers; body: Json }>;
}

export async function startLiveServer(env: NodeJS.ProcessEnv = {}): Promise<LiveServer> {
  const t = await startTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    ...t,
    origin,
    port,
    async call(path, opts = {}) {
      const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: string | undefined;
      if (opts.body !== undefined) {
        headers['content-type'] = opts.form ? 'application/x-www-form-urlencoded' : 'application/json';
        body = opts.form ? new URLSearchParams(opts.body as Record<string, string>).toString() : JSON.stringify(opts.body);
      }
      const res = await fetch(`${origin}/api/v1/${path}`, { method: opts.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
      const text = await res.text();
      let parsed: Json = {};
      try {
        parsed = JSON.parse(text) as Json;
      } catch {
        parsed = { text };
      }
      return { status: res.status, headers: res.headers, body: parsed };
    },
  };
}

/** A new operator user of `operatorId` logged in through the API: their bearer token. */
export async function operatorLogin(s: LiveServer, operatorId: number, userName: string): Promise<string> {
  const { createOperatorUser } = await import('../../src/operator/operators');
  const password = `${userName}-password-1`;
  await createOperatorUser(s.db, { operatorId, userName, name: userName, password });
  return (await s.call('operator/login', { body: { user_name: userName, password } })).body.data.accessToken as string;
}
