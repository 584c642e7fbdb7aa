// Finding 6 of the security review (issue 31): a host operator could claim any domain not yet
// registered (www.localhost added to second.localhost's host: 200, and it routed at once). Now a
// host operator's domain waits for the platform operator's approval before it routes; until then
// requests for it reach the default host. The platform's own additions route at once. Every step is
// audited. Against the real server over HTTP, with the Host header a browser would send.
import http from 'node:http';
import { operatorLogin, startLiveServer, type LiveServer } from '../support/live-server';

let s: LiveServer;
let platform: string;
let hostOps: string;
let secondHostId: number;
// two operators' argon2 sign-ups and logins beside a server start: slow on a loaded machine
beforeAll(async () => {
  s = await startLiveServer();
  [platform, hostOps] = await Promise.all([operatorLogin(s, 1, 'domains_platform'), operatorLogin(s, 2, 'domains_second')]);
  secondHostId = (await s.db.query<{ id: number }>("SELECT id FROM hosts WHERE code = 'second'"))[0]!.id;
}, 120_000);
afterAll(() => s.close());

/** The site name the server answers with for a request to `hostname` (as a browser on that domain would ask). */
function siteNameOn(hostname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: s.port, path: '/api/v1/content/getLogo', method: 'POST', headers: { host: hostname, 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve((JSON.parse(body) as { data: { siteName: string } }).data.siteName));
    });
    req.on('error', reject);
    req.end('{}');
  });
}

const audits = async (action: string, domain: string) =>
  Number((await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM operator_audit WHERE action = $1 AND detail->>'domain' = $2", [action, domain]))[0]!.n);

describe('finding 6: a host operator\'s domain routes only once the platform approves it', () => {
  it('www.localhost added by second.localhost\'s operator reaches the default host until the platform approves it', async () => {
    const defaultSite = await siteNameOn('localhost');
    expect(await siteNameOn('second.localhost')).toBe('Second Innings');

    const added = await s.call(`operator/hosts/${secondHostId}/domains`, { token: hostOps, body: { domain: 'www.localhost' } });
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('Domain added: it routes once the platform operator approves it');
    expect(added.body.data).toMatchObject({ pendingDomains: ['www.localhost'] });
    expect(added.body.data.domains).not.toContain('www.localhost');
    expect(await siteNameOn('www.localhost')).toBe(defaultSite);
    expect(await audits('host.domain.request', 'www.localhost')).toBe(1);

    // the claim holds the name: no other host takes it meanwhile
    const defaultHostId = (await s.db.query<{ id: number }>("SELECT id FROM hosts WHERE code = 'default'"))[0]!.id;
    expect((await s.call(`operator/hosts/${defaultHostId}/domains`, { token: platform, body: { domain: 'www.localhost' } })).status).toBe(409);

    // the host operator can neither see the queue nor approve their own claim
    expect((await s.call('operator/domains/pending', { token: hostOps })).status).toBe(403);
    expect((await s.call('operator/domains/www.localhost/approve', { method: 'POST', token: hostOps })).status).toBe(403);
    expect(await siteNameOn('www.localhost')).toBe(defaultSite);

    const queue = await s.call('operator/domains/pending', { token: platform });
    expect(queue.body.data).toEqual([expect.objectContaining({ domain: 'www.localhost', hostId: secondHostId, hostCode: 'second', siteName: 'Second Innings', operatorId: 2 })]);
    const approved = await s.call('operator/domains/www.localhost/approve', { method: 'POST', token: platform });
    expect(approved).toMatchObject({ status: 200, body: { msg: 'Domain approved: it routes now' } });
    expect(await siteNameOn('www.localhost')).toBe('Second Innings');
    expect(await audits('host.domain.approve', 'www.localhost')).toBe(1);
    expect((await s.call('operator/domains/www.localhost/approve', { method: 'POST', token: platform })).status).toBe(404);
    const host = (await s.call('operator/hosts', { token: hostOps })).body.data.find((h: { id: number }) => h.id === secondHostId);
    expect(host).toMatchObject({ pendingDomains: [] });
    expect(host.domains).toContain('www.localhost');
  });

  it('a rejected claim never routes and frees the name; the platform\'s own addition routes at once', async () => {
    const defaultSite = await siteNameOn('localhost');
    expect((await s.call(`operator/hosts/${secondHostId}/domains`, { token: hostOps, body: { domain: 'rejected-claim.localhost' } })).status).toBe(200);
    expect((await s.call('operator/domains/rejected-claim.localhost/reject', { method: 'POST', token: platform })).body.msg).toBe('Domain rejected');
    expect(await siteNameOn('rejected-claim.localhost')).toBe(defaultSite);
    expect(await audits('host.domain.reject', 'rejected-claim.localhost')).toBe(1);
    expect((await s.db.query('SELECT 1 FROM host_domains WHERE domain = $1', ['rejected-claim.localhost'])).length).toBe(0);

    const byPlatform = await s.call(`operator/hosts/${secondHostId}/domains`, { token: platform, body: { domain: 'rejected-claim.localhost' } });
    expect(byPlatform.body).toMatchObject({ msg: 'Domain added', data: { pendingDomains: [] } });
    expect(await siteNameOn('rejected-claim.localhost')).toBe('Second Innings');
  });

  it('a host operator may withdraw a pending claim, which never counted as the host\'s last domain', async () => {
    expect((await s.call(`operator/hosts/${secondHostId}/domains`, { token: hostOps, body: { domain: 'm.localhost' } })).status).toBe(200);
    const withdrawn = await s.call(`operator/hosts/${secondHostId}/domains/m.localhost`, { method: 'DELETE', token: hostOps });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.pendingDomains).toEqual([]);
    expect((await s.call('operator/domains/pending', { token: platform })).body.data).toEqual([]);
  });
});
