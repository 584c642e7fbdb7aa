import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestDb, type TestDatabase } from '../support/test-db';
import { forgetHosts } from '../../src/site/hosts';

let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDb();
  // The forwarded host is believed from the proxy on this machine, as npm start's shell forwards it.
  app = await buildApp({ db, config: loadConfig({ KHEL_TRUST_PROXY: '127.0.0.1' }) });
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

describe('health', () => {
  it('answers health and readiness with the database kind', async () => {
    expect((await app.inject('/api/v1/health')).statusCode).toBe(200);
    const ready = await app.inject('/api/v1/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.database).toBe(db.kind);
  });

  it('answers an unknown call with 404 and the envelope', async () => {
    const res = await app.inject('/api/v1/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false });
  });
});

describe('GET /api/v1/site/remotes', () => {
  const remotesFor = async (host: string, forwarded?: string) => {
    const res = await app.inject({
      url: '/api/v1/site/remotes',
      headers: { host, ...(forwarded ? { 'x-forwarded-host': forwarded } : {}) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('gives the default host every section, manifests on the requesting hostname', async () => {
    const data = await remotesFor('localhost:3000');
    expect(data.siteName).toBe('Khel');
    expect(data.themeColor).toBe('#c10931');
    expect(data.remotes.map((r: { name: string }) => r.name)).toEqual(['sports', 'racing', 'casino', 'account']);
    expect(data.remotes[0].entry).toBe('http://localhost:3001/mf-manifest.json');
  });

  it('gives the demo host its own name, colour and fewer sections (no casino)', async () => {
    const data = await remotesFor('127.0.0.1:4000', 'second.localhost:3000');
    expect(data).toMatchObject({ host: 'second.localhost', siteName: 'Second Innings', themeColor: '#1f6feb' });
    expect(data.remotes.map((r: { name: string }) => r.name)).toEqual(['sports', 'racing', 'account']);
  });

  it('gives an unknown host the default host', async () => {
    const data = await remotesFor('unknown.example:443');
    expect(data.siteName).toBe('Khel');
  });

  it('uses a per-host manifest override for one section', async () => {
    await db.query(
      `UPDATE host_sections SET manifest_url = 'https://cdn.example/racing-next/mf-manifest.json'
       WHERE section = 'racing' AND host_id = (SELECT id FROM hosts WHERE code = 'second')`,
    );
    // changed in the database, not through the console: the routes see it once their memory of the hosts is forgotten
    forgetHosts(db);
    const data = await remotesFor('second.localhost');
    expect(data.remotes.find((r: { name: string }) => r.name === 'racing').entry).toBe(
      'https://cdn.example/racing-next/mf-manifest.json',
    );
    expect((await remotesFor('localhost')).remotes[1].entry).toBe('http://localhost:3002/mf-manifest.json');
  });
});
