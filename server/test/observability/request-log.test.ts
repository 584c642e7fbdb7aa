// The request log: one JSON line a request once it is answered (Fastify's default is two).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestDb, type TestDatabase } from '../support/test-db';

let db: TestDatabase;
let app: FastifyInstance;
const lines: Array<Record<string, any>> = []; // eslint-disable-line @typescript-eslint/no-explicit-any
beforeAll(async () => {
  db = await createTestDb();
  app = await buildApp({ db, config: loadConfig({ KHEL_LOG_LEVEL: 'info' }), logger: true, logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

describe('the request log', () => {
  it('writes one line a request, with the request, its id, the answer and its time', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/v1/no/such/call?x=1', headers: { host: 'localhost', 'x-request-id': 'req-42' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('req-42');
    const mine = lines.filter((l) => l.reqId === 'req-42');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/v1/no/such/call?x=1', host: 'localhost' }, res: { statusCode: 404 } });
    expect(typeof mine[0]!.responseTime).toBe('number');
  });

  it('logs nothing per request below info', async () => {
    const quiet: string[] = [];
    const warnApp = await buildApp({ db, config: loadConfig({ KHEL_LOG_LEVEL: 'warn' }), logger: true, logStream: { write: (line) => void quiet.push(line) } });
    try {
      await warnApp.inject({ method: 'GET', url: '/api/v1/no/such/call', headers: { host: 'localhost' } });
      expect(quiet.filter((l) => l.includes('request'))).toEqual([]);
    } finally {
      await warnApp.close();
    }
  });
});
