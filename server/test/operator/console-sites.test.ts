// The operator console's host calls beyond the settings form: domains, logo and favicon uploads,
// per-host bet delays (applied by the bet path), and 'Blogs & News' articles. Each call: the host
// operator reaches only their own operator's hosts, malformed input is a 4xx with nothing written,
// and every write leaves an audit row with before and after.
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { Exchange } from '../../src/exchange/exchange';
import { createOperatorUser } from '../../src/operator/operators';
import { checkHostImage, normaliseDomain } from '../../src/domain/host-settings';
import { createTestDb, type TestDatabase } from '../support/test-db';
import { createPlayer } from '../support/players';
import { seedEvent } from '../support/catalog';
import { get, post, type Json } from '../support/app';
import type { FastifyInstance } from 'fastify';

let db: TestDatabase;
let app: FastifyInstance;
let platform: string;
let hostOps: string;
let secondHostId: number;
let defaultHostId: number;
const waited: number[] = [];

async function send(method: 'PATCH' | 'PUT' | 'POST' | 'DELETE', path: string, body: unknown, token: string) {
  const res = await app.inject({ method, url: `/api/v1/${path}`, headers: { authorization: `Bearer ${token}`, host: 'localhost' }, ...(body === undefined ? {} : { payload: body as Json }) });
  return { statusCode: res.statusCode, body: res.json() as Json };
}
const auditCount = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM operator_audit'))[0]!.n);
const lastAudit = async () => (await db.query<Json>('SELECT * FROM operator_audit ORDER BY id DESC LIMIT 1'))[0]!;

// A 1×1 PNG, a tiny WebP header, a one-image ICO and SVGs clean and not.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([22, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.from([10, 0, 0, 0, 0x2f, 0, 0, 0, 0, 0, 0, 0, 0, 0])]);
const ICO = (() => {
  const head = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(PNG.length);
  const offset = Buffer.alloc(4);
  offset.writeUInt32LE(22);
  return Buffer.concat([head, size, offset, PNG]);
})();
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0a7d3b"/></svg>';
const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64');

beforeAll(async () => {
  db = await createTestDb();
  const exchange = await Exchange.start({ db, sleep: async (ms) => void waited.push(ms) });
  app = await buildApp({ db, config: loadConfig({}), exchange });
  await createOperatorUser(db, { operatorId: 1, userName: 'sites_platform', name: 'Platform', password: 'platform-pass-1' });
  await createOperatorUser(db, { operatorId: 2, userName: 'sites_second', name: 'Second Ops', password: 'second-pass-1' });
  platform = (await post(app, 'operator/login', { user_name: 'sites_platform', password: 'platform-pass-1' })).body.data.accessToken;
  hostOps = (await post(app, 'operator/login', { user_name: 'sites_second', password: 'second-pass-1' })).body.data.accessToken;
  secondHostId = (await db.query<{ id: number }>("SELECT id FROM hosts WHERE code = 'second'"))[0]!.id;
  defaultHostId = (await db.query<{ id: number }>("SELECT id FROM hosts WHERE code = 'default'"))[0]!.id;
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

describe('images and domains, checked by content', () => {
  it('accepts PNG, WebP, ICO and clean SVG by their bytes, and refuses the rest', () => {
    expect(checkHostImage('logo', PNG)).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkHostImage('logo', WEBP)).toEqual({ ok: true, contentType: 'image/webp' });
    expect(checkHostImage('favicon', ICO)).toEqual({ ok: true, contentType: 'image/x-icon' });
    expect(checkHostImage('logo', Buffer.from(SVG))).toEqual({ ok: true, contentType: 'image/svg+xml' });
    const refused = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png"/></svg>',
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
      '<html><body>not an image</body></html>',
    ];
    for (const text of refused) expect(checkHostImage('logo', Buffer.from(text))).toMatchObject({ ok: false });
    expect(checkHostImage('logo', Buffer.from('GIF89a....'))).toEqual({ ok: false, reason: 'Only PNG, SVG, ICO and WebP images are accepted' });
    expect(checkHostImage('favicon', Buffer.concat([PNG, Buffer.alloc(70 * 1024)]))).toEqual({ ok: false, reason: 'The favicon must be at most 64 KB' });
    expect(checkHostImage('logo', Buffer.alloc(0))).toMatchObject({ ok: false });
  });

  it('takes host names only', () => {
    expect(normaliseDomain(' Play.Example.COM ')).toBe('play.example.com');
    expect(normaliseDomain('second.localhost')).toBe('second.localhost');
    expect(normaliseDomain('10.0.0.7')).toBe('10.0.0.7');
    for (const bad of ['https://x.com', 'x.com:3000', 'x.com/path', '-x.com', 'x..com', '*.x.com', 'a b.com', '999.1.1.1', '12345', '']) expect(normaliseDomain(bad)).toBeNull();
  });
});

describe('domains', () => {
  it('the platform operator adds and removes a domain of a host, audited; the site answers on it at once (a host operator\'s waits: security/domain-claims)', async () => {
    const added = await send('POST', `operator/hosts/${secondHostId}/domains`, { domain: 'Play.SecondInnings.in' }, platform);
    expect(added.statusCode).toBe(200);
    expect(added.body.data.domains).toEqual(['play.secondinnings.in', 'second.localhost']);
    expect(await lastAudit()).toMatchObject({
      action: 'host.domain.add',
      entity_id: secondHostId,
      detail: { domain: 'play.secondinnings.in', before: { domains: ['second.localhost'] }, after: { domains: ['play.secondinnings.in', 'second.localhost'] } },
    });
    const logo = await post(app, 'content/getLogo', {}, { host: 'play.secondinnings.in' });
    expect(logo.body.data.siteName).toBe('Second Innings');

    const removed = await send('DELETE', `operator/hosts/${secondHostId}/domains/play.secondinnings.in`, undefined, hostOps);
    expect(removed.body.data.domains).toEqual(['second.localhost']);
    expect(await lastAudit()).toMatchObject({ action: 'host.domain.remove', detail: { before: { domains: ['play.secondinnings.in', 'second.localhost'] }, after: { domains: ['second.localhost'] } } });
    expect((await post(app, 'content/getLogo', {}, { host: 'play.secondinnings.in' })).body.data.siteName).toBe('Khel');
  });

  it('keeps a domain with one host, refuses bad names, another operator\'s host and a host\'s last domain, writing nothing', async () => {
    const before = await auditCount();
    const domains = async () => (await db.query<{ domain: string; host_id: number }>('SELECT * FROM host_domains ORDER BY domain')).map((d) => `${d.domain}:${d.host_id}`);
    const had = await domains();
    const refusals: [string, string, unknown, number][] = [
      ['POST', `operator/hosts/${secondHostId}/domains`, { domain: 'localhost' }, 409],
      ['POST', `operator/hosts/${secondHostId}/domains`, { domain: 'second.localhost' }, 409],
      ['POST', `operator/hosts/${secondHostId}/domains`, { domain: 'https://evil.example' }, 400],
      ['POST', `operator/hosts/${secondHostId}/domains`, { domain: 'x.com:80' }, 400],
      ['POST', `operator/hosts/${secondHostId}/domains`, { domain: '' }, 400],
      ['POST', `operator/hosts/${secondHostId}/domains`, { domains: ['a.com'] }, 400],
      ['POST', `operator/hosts/${defaultHostId}/domains`, { domain: 'mine.example' }, 404],
      ['DELETE', `operator/hosts/${defaultHostId}/domains/localhost`, undefined, 404],
      ['DELETE', `operator/hosts/${secondHostId}/domains/localhost`, undefined, 404],
      ['DELETE', `operator/hosts/${secondHostId}/domains/second.localhost`, undefined, 409],
    ];
    for (const [method, path, body, status] of refusals) {
      const res = await send(method as 'POST' | 'DELETE', path, body, hostOps);
      expect([path, body, res.statusCode]).toEqual([path, body, status]);
      expect(typeof res.body.msg).toBe('string');
    }
    expect(await domains()).toEqual(had);
    expect(await auditCount()).toBe(before);
  });
});

describe('logo and favicon', () => {
  it('stores a validated logo that the player site reads through getLogo at its next load; removes it', async () => {
    const saved = await send('PUT', `operator/hosts/${secondHostId}/images/logo`, { data: b64(PNG) }, hostOps);
    expect(saved.statusCode).toBe(200);
    const url = saved.body.data.images.logo as string;
    expect(url).toMatch(/^\/api\/v1\/content\/assets\/second\/logo\?v=/);
    const logo = (await post(app, 'content/getLogo', {}, { host: 'second.localhost' })).body.data;
    expect(logo.logo).toBe(url);
    const served = await app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
    const row = await lastAudit();
    expect(row).toMatchObject({ action: 'host.image.set', entity_id: secondHostId, detail: { kind: 'logo', after: { contentType: 'image/png', bytes: PNG.length } } });
    expect(row.detail.before).toMatchObject({ contentType: 'image/svg+xml' });

    const svg = await send('PUT', `operator/hosts/${secondHostId}/images/favicon`, { data: b64(SVG) }, hostOps);
    expect(svg.body.data.images.favicon).not.toBe('');
    expect((await post(app, 'content/getLogo', {}, { host: 'second.localhost' })).body.data.favicon).toBe(svg.body.data.images.favicon);

    const removed = await send('DELETE', `operator/hosts/${secondHostId}/images/logo`, undefined, hostOps);
    expect(removed.body.data.images.logo).toBe('');
    expect((await post(app, 'content/getLogo', {}, { host: 'second.localhost' })).body.data).toMatchObject({ logo: '', siteName: 'Second Innings' });
    expect(await lastAudit()).toMatchObject({ action: 'host.image.remove', detail: { kind: 'logo', before: { contentType: 'image/png' }, after: null } });
  });

  it('refuses scripts in SVG, other types, oversized files, bad base64 and another operator\'s host, writing nothing', async () => {
    const before = await auditCount();
    const stored = async () => (await db.query<{ kind: string; host_id: number; n: number }>('SELECT host_id, kind, length(body) AS n FROM host_assets ORDER BY host_id, kind')).map((r) => Object.values(r).join(':'));
    const had = await stored();
    const refusals: [string, unknown, number][] = [
      [`operator/hosts/${secondHostId}/images/logo`, { data: b64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>') }, 400],
      [`operator/hosts/${secondHostId}/images/logo`, { data: b64('<svg onload="fetch(1)"></svg>') }, 400],
      [`operator/hosts/${secondHostId}/images/logo`, { data: b64('GIF89a-not-allowed') }, 400],
      [`operator/hosts/${secondHostId}/images/favicon`, { data: b64(Buffer.concat([PNG, Buffer.alloc(65 * 1024)])) }, 400],
      [`operator/hosts/${secondHostId}/images/logo`, { data: b64(Buffer.concat([PNG, Buffer.alloc(257 * 1024)])) }, 400],
      [`operator/hosts/${secondHostId}/images/logo`, { data: 'not base64!' }, 400],
      [`operator/hosts/${secondHostId}/images/logo`, {}, 400],
      [`operator/hosts/${secondHostId}/images/touch-icon`, { data: b64(PNG) }, 400],
      [`operator/hosts/${defaultHostId}/images/logo`, { data: b64(PNG) }, 404],
    ];
    for (const [path, body, status] of refusals) {
      const res = await send('PUT', path, body, hostOps);
      expect([path, res.statusCode]).toEqual([path, status]);
    }
    expect((await send('DELETE', `operator/hosts/${defaultHostId}/images/logo`, undefined, hostOps)).statusCode).toBe(404);
    expect(await stored()).toEqual(had);
    expect(await auditCount()).toBe(before);
    // the platform operator may set any host's images
    expect((await send('PUT', `operator/hosts/${defaultHostId}/images/favicon`, { data: b64(ICO) }, platform)).statusCode).toBe(200);
  });
});

describe('bet delays per host', () => {
  it('sets a host\'s delays, audited; its players get them (their own setting wins) and the bet path waits them', async () => {
    const saved = await send('PATCH', `operator/hosts/${secondHostId}`, { betDelays: { matchoddsBetDelay: 9, fancyBetDelay: 7 } }, hostOps);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.betDelays).toMatchObject({ matchoddsBetDelay: 9, fancyBetDelay: 7, bookmakerBetDelay: 5 });
    expect(saved.body.data.betDelaysSet).toEqual({ matchoddsBetDelay: 9, fancyBetDelay: 7 });
    expect(await lastAudit()).toMatchObject({ action: 'host.update', detail: { before: { betDelaysSet: {} }, after: { betDelaysSet: { matchoddsBetDelay: 9, fancyBetDelay: 7 } } } });

    const mine = await createPlayer(db, { operatorId: 2 });
    const theirs = await createPlayer(db, { operatorId: 1 });
    const settings = async (token: string) => (await post(app, 'getUserSetting', {}, { token, host: 'second.localhost' })).body.data;
    expect(await settings(mine.token)).toMatchObject({ matchoddsBetDelay: 9, fancyBetDelay: 7, bookmakerBetDelay: 5 });
    expect(await settings(theirs.token)).toMatchObject({ matchoddsBetDelay: 5, fancyBetDelay: 5 });

    const m = await seedEvent(db, { inplay: true });
    waited.length = 0;
    await app.exchange.placeBet(mine.userId, { marketId: m.marketId, selectionId: m.runners[0], isBack: true, price: 200, stakePaise: 100_00 });
    await app.exchange.placeFancyBet(mine.userId, { fancyId: m.fancyId, isBack: true, line: 46, rate: 100, stakePaise: 100_00 });
    await app.exchange.placeBet(theirs.userId, { marketId: m.marketId, selectionId: m.runners[0], isBack: true, price: 200, stakePaise: 100_00 });
    expect(waited).toEqual([9000, 7000, 5000]);

    // a player's own delay, set by the operator, goes before the host's
    await send('PUT', `operator/players/${mine.userId}/bet-settings`, { fancyBetDelay: 2 }, hostOps);
    expect(await settings(mine.token)).toMatchObject({ matchoddsBetDelay: 9, fancyBetDelay: 2 });

    // null goes back to the default
    const reset = await send('PATCH', `operator/hosts/${secondHostId}`, { betDelays: { matchoddsBetDelay: null } }, hostOps);
    expect(reset.body.data.betDelaysSet).toEqual({ fancyBetDelay: 7 });
    expect(await settings(mine.token)).toMatchObject({ matchoddsBetDelay: 5 });
  });

  it('refuses negative, fractional, too long or unknown delays and another operator\'s host', async () => {
    const before = await auditCount();
    const [config] = await db.query('SELECT config FROM hosts WHERE id = $1', [secondHostId]);
    for (const betDelays of [{ matchoddsBetDelay: -1 }, { fancyBetDelay: 1.5 }, { fancyBetDelay: 61 }, { cardBetDelay: 3 }, { fancyBetDelay: 'soon' }]) {
      expect((await send('PATCH', `operator/hosts/${secondHostId}`, { betDelays }, hostOps)).statusCode).toBe(400);
    }
    expect((await send('PATCH', `operator/hosts/${defaultHostId}`, { betDelays: { fancyBetDelay: 0 } }, hostOps)).statusCode).toBe(404);
    expect((await db.query('SELECT config FROM hosts WHERE id = $1', [secondHostId]))[0]).toEqual(config);
    expect(await auditCount()).toBe(before);
  });
});

describe('Blogs & News', () => {
  it('writes a draft with translations, publishes it for readers, edits it and takes it back; all audited', async () => {
    const texts = {
      en: { title: 'IPL auction day', summary: 'Who went where', body: 'The auction ran all day.' },
      hi: { title: 'आईपीएल नीलामी', summary: 'कौन कहाँ गया', body: 'नीलामी दिन भर चली।' },
    };
    const draft = await send('POST', `operator/hosts/${secondHostId}/blogs`, { category: 'cricket', texts }, hostOps);
    expect(draft.statusCode).toBe(200);
    const id = draft.body.data.id as number;
    expect(draft.body.data).toMatchObject({ hostId: secondHostId, category: 'cricket', publishedAt: null, texts });
    expect(await lastAudit()).toMatchObject({ action: 'blog.draft', entity_id: id, detail: { before: null, after: { publishedAt: null } } });
    const readers = async (lang = 'en') => (await get(app, `content/blogs?lang=${lang}`, { host: 'second.localhost' })).body.data as Json[];
    expect((await readers()).map((a) => a.id)).not.toContain(id);

    const list = (await get(app, `operator/hosts/${secondHostId}/blogs`, { token: hostOps })).body.data as Json[];
    expect(list[0]).toMatchObject({ id, publishedAt: null });

    const published = await send('POST', `operator/blogs/${id}/publish`, undefined, hostOps);
    expect(Date.parse(published.body.data.publishedAt)).toBeGreaterThan(0);
    expect(await lastAudit()).toMatchObject({ action: 'blog.publish', detail: { before: { publishedAt: null } } });
    expect((await readers('hi')).find((a) => a.id === id)).toMatchObject({ title: 'आईपीएल नीलामी', language: 'hi' });
    expect((await readers()).map((a) => a.id)).toContain(id);
    expect((await get(app, 'content/blogs', { host: 'localhost' })).body.data.map((a: Json) => a.id)).not.toContain(id);

    const edited = await send('PUT', `operator/blogs/${id}`, { category: 'news', texts: { en: { ...texts.en, title: 'IPL auction: the day' }, gu: { title: 'હરાજી', summary: 'કોણ ક્યાં', body: 'આખો દિવસ.' } } }, hostOps);
    expect(edited.body.data.texts).toEqual({ en: { ...texts.en, title: 'IPL auction: the day' }, gu: { title: 'હરાજી', summary: 'કોણ ક્યાં', body: 'આખો દિવસ.' } });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'blog.update', detail: { before: { category: 'cricket' }, after: { category: 'news' } } });
    expect(audit.detail.before.texts.hi.title).toBe('आईपीएल नीलामी');
    expect((await readers('hi')).find((a) => a.id === id)).toMatchObject({ title: 'IPL auction: the day', language: 'en' });

    await send('POST', `operator/blogs/${id}/unpublish`, undefined, hostOps);
    expect((await readers()).map((a) => a.id)).not.toContain(id);
    expect((await send('POST', `operator/blogs/${id}/unpublish`, undefined, hostOps)).statusCode).toBe(409);
  });

  it('keeps a host operator to their own hosts\' articles and refuses malformed articles, writing nothing', async () => {
    const theirs = await send('POST', `operator/hosts/${defaultHostId}/blogs`, { category: 'news', texts: { en: { title: 'Platform news', summary: 's', body: 'b' } } }, platform);
    expect(theirs.statusCode).toBe(200);
    const before = await auditCount();
    const [articles] = await db.query<{ n: string }>('SELECT count(*) AS n, max(updated_at) AS u FROM blog_articles');
    const refusals: [string, string, unknown, number][] = [
      ['GET', `operator/hosts/${defaultHostId}/blogs`, undefined, 404],
      ['POST', `operator/hosts/${defaultHostId}/blogs`, { category: 'news', texts: { en: { title: 't', summary: 's', body: 'b' } } }, 404],
      ['PUT', `operator/blogs/${theirs.body.data.id}`, { category: 'news', texts: { en: { title: 't', summary: 's', body: 'b' } } }, 404],
      ['POST', `operator/blogs/${theirs.body.data.id}/publish`, undefined, 404],
      ['POST', `operator/hosts/${secondHostId}/blogs`, { category: 'politics', texts: { en: { title: 't', summary: 's', body: 'b' } } }, 400],
      ['POST', `operator/hosts/${secondHostId}/blogs`, { category: 'news', texts: { hi: { title: 't', summary: 's', body: 'b' } } }, 400],
      ['POST', `operator/hosts/${secondHostId}/blogs`, { category: 'news', texts: { en: { title: '   ', summary: 's', body: 'b' } } }, 400],
      ['POST', `operator/hosts/${secondHostId}/blogs`, { category: 'news', texts: { en: { title: 't', summary: 's', body: 'b' }, fr: { title: 't', summary: 's', body: 'b' } } }, 400],
      ['POST', `operator/hosts/${secondHostId}/blogs`, { category: 'news', texts: { en: { title: 'x'.repeat(201), summary: 's', body: 'b' } } }, 400],
    ];
    for (const [method, path, body, status] of refusals) {
      const res = method === 'GET' ? await get(app, path, { token: hostOps }) : await send(method as 'POST' | 'PUT', path, body, hostOps);
      expect([path, res.statusCode]).toEqual([path, status]);
    }
    expect((await db.query('SELECT count(*) AS n, max(updated_at) AS u FROM blog_articles'))[0]).toEqual(articles);
    expect(await auditCount()).toBe(before);
  });
});
