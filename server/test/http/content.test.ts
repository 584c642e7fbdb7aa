// Host images, 'Blogs & News' and e-mail verification, through the HTTP API on a fresh database.
import { get, post, startTestApp, type Json, type TestApp } from '../support/app';
import {
  EMAIL_LINK_EXPIRED,
  EMAIL_LINK_INVALID,
  EMAIL_LINK_OTHER_PLAYER,
  EMAIL_TAKEN,
  EMAIL_VERIFIED,
} from '../../src/identity/email-verification';
import { createOperatorUser } from '../../src/operator/operators';
import { createPlayer } from '../support/players';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ KHEL_DEV_HELPERS: 'on' });
});
afterAll(() => t.close());

let seq = 0;
const fresh = () => `${Date.now().toString(36)}${(seq += 1)}`;

async function player(opts: { isDemo?: boolean } = {}): Promise<{ id: number; token: string }> {
  const p = await createPlayer(t.db, { balanceRupees: 0, ...opts });
  return { id: p.userId, token: p.token };
}

const count = async (table: string) => Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

async function verificationLink(email: string): Promise<{ url: URL; a: string; b: string }> {
  const res = await get(t.app, `dev/outbox?email=${encodeURIComponent(email)}`);
  const entry = res.body.data[0];
  expect(entry).toMatchObject({ channel: 'email', purpose: 'email_verification' });
  const url = new URL(/(https?:\/\/\S+)/.exec(entry.body)![1]!);
  const [, a, b] = /^\/profile\/verify\/email\/([^/]+)\/([^/]+)$/.exec(url.pathname)!;
  return { url, a: a!, b: b! };
}

const verify = async (a: string, b: string, opts: { token?: string; host?: string } = {}) => {
  const headers: Record<string, string> = { host: opts.host ?? 'localhost' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/profile/verify/email/${a}/${b}`, headers });
  return { statusCode: res.statusCode, body: res.json() as Json };
};

describe('host images', () => {
  it('serves each demo host its own generated logo, favicon and touch icon, named by getLogo', async () => {
    const [own, second] = await Promise.all([
      post(t.app, 'content/getLogo', { [encodeURIComponent('localhost')]: '' }),
      post(t.app, 'content/getLogo', {}, { host: 'second.localhost' }),
    ]);
    expect(own.body.data.siteName).toBe('Khel');
    expect(second.body.data.siteName).toBe('Second Innings');
    for (const data of [own.body.data, second.body.data]) {
      const touch = await t.app.inject({ method: 'GET', url: data.touchIcon as string, headers: { host: data === own.body.data ? 'localhost' : 'second.localhost' } });
      expect(touch.statusCode).toBe(200);
      expect(touch.headers['content-type']).toBe('image/png');
      for (const url of [data.logo, data.favicon] as string[]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/svg+xml');
        expect(res.headers['cache-control']).toContain('immutable');
        expect(res.headers['content-security-policy']).toContain('sandbox');
      }
    }
    const logoOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    const [a, b] = [await logoOf(own.body.data.logo), await logoOf(second.body.data.logo)];
    expect(a).toContain('>Khel</text>');
    expect(a).toContain('#c10931');
    expect(b).toContain('>Second Innings</text>');
    expect(b).toContain('#1f6feb');
  });

  it('answers a host without images with empty URLs, and unknown images with 404', async () => {
    await t.db.query(`INSERT INTO hosts (code, operator_id, site_name) VALUES ('bare', 9, 'Bare Site')`);
    await t.db.query(`INSERT INTO host_domains (domain, host_id) VALUES ('bare.localhost', (SELECT id FROM hosts WHERE code = 'bare'))`);
    const logo = await post(t.app, 'content/getLogo', {}, { host: 'bare.localhost' });
    // the touch icon is the PNG drawn for every host (web-app.ts), stored images or not
    expect(logo.body.data).toEqual({ logo: '', favicon: '', touchIcon: '/api/v1/site/apple-touch-icon.png', siteName: 'Bare Site' });
    expect((await post(t.app, 'getSetting', {}, { host: 'bare.localhost' })).body.data).toMatchObject({ logo: '', favicon: '', touchIcon: '/api/v1/site/apple-touch-icon.png' });
    expect((await get(t.app, 'content/assets/bare/logo')).statusCode).toBe(404);
    expect((await get(t.app, 'content/assets/default/banner')).statusCode).toBe(400);
    expect((await get(t.app, 'content/assets/..%2Fx/logo')).statusCode).toBe(400);
  });
});

describe('Blogs & News', () => {
  let operatorToken = '';
  beforeAll(async () => {
    await createOperatorUser(t.db, { operatorId: 1, userName: 'blog_editor', name: 'Editor', password: 'editor-pass-1' });
    await createOperatorUser(t.db, { operatorId: 2, userName: 'second_editor', name: 'Editor 2', password: 'editor-pass-2' });
    const login = await post(t.app, 'operator/login', { user_name: 'blog_editor', password: 'editor-pass-1' });
    operatorToken = login.body.data.accessToken;
  });

  it('lists a host\'s seeded articles newest first, in the reader\'s language where translated', async () => {
    const en = await get(t.app, 'content/blogs');
    expect(en.body.data.map((a: Json) => a.category)).toEqual(['cricket', 'news']);
    expect(en.body.data[1]).toMatchObject({ title: 'Welcome to Khel', language: 'en' });
    const second = await get(t.app, 'content/blogs', { host: 'second.localhost' });
    expect(second.body.data[1].title).toBe('Welcome to Second Innings');
    const hi = await get(t.app, 'content/blogs?lang=hi');
    expect(hi.body.data[1]).toMatchObject({ title: 'Khel में आपका स्वागत है', language: 'hi' });
    // no Marathi text: English
    const mr = await get(t.app, `content/blogs/${en.body.data[0].id}?lang=mr`);
    expect(mr.body.data).toMatchObject({ language: 'en', title: 'Match preview: what the session lines tell you' });
    expect(mr.body.data.body.split('\n\n')).toHaveLength(3);
    // another host's article is not readable here
    expect((await get(t.app, `content/blogs/${second.body.data[0].id}`)).statusCode).toBe(404);
  });

  it('an operator publishes on its own host; the article leads the list, translated where given', async () => {
    const res = await post(
      t.app,
      'operator/blogs',
      {
        category: 'cricket',
        texts: {
          en: { title: 'Final preview', summary: 'Who wins the final?', body: 'Para one.\n\nPara two.' },
          hi: { title: 'फ़ाइनल प्रीव्यू', summary: 'फ़ाइनल कौन जीतेगा?', body: 'पहला।\n\nदूसरा।' },
        },
      },
      { token: operatorToken },
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Final preview', category: 'cricket', language: 'en' });
    const list = await get(t.app, 'content/blogs?lang=hi');
    expect(list.body.data[0]).toMatchObject({ id: res.body.data.id, title: 'फ़ाइनल प्रीव्यू', language: 'hi' });
    expect((await get(t.app, 'content/blogs', { host: 'second.localhost' })).body.data.map((a: Json) => a.id)).not.toContain(res.body.data.id);
    const audit = await t.db.query(`SELECT 1 FROM operator_audit WHERE action = 'blog.publish' AND entity_id = $1`, [res.body.data.id]);
    expect(audit).toHaveLength(1);
  });

  it('refuses malformed or foreign publications with 4xx and writes nothing', async () => {
    const before = [await count('blog_articles'), await count('blog_article_texts')];
    const good = { category: 'news', texts: { en: { title: 'T', summary: 'S', body: 'B' } } };
    const bad: unknown[] = [
      undefined,
      'text',
      [],
      {},
      { ...good, category: 'politics' },
      { ...good, texts: {} },
      { ...good, texts: { hi: good.texts.en } },
      { ...good, texts: { en: { title: 'T', summary: 'S' } } },
      { ...good, texts: { en: { title: '   ', summary: 'S', body: 'B' } } },
      { ...good, texts: { en: { ...good.texts.en, title: 'x'.repeat(201) } } },
      { ...good, host_code: 'second' },
      { ...good, host_code: 'NOT A CODE' },
    ];
    for (const body of bad) {
      const res = await post(t.app, 'operator/blogs', body, { token: operatorToken });
      expect([400, 415]).toContain(res.statusCode);
      expect(res.body.status).toBe(false);
    }
    expect((await post(t.app, 'operator/blogs', good)).statusCode).toBe(401);
    const playerToken = (await player()).token;
    expect((await post(t.app, 'operator/blogs', good, { token: playerToken })).statusCode).toBe(401);
    expect([await count('blog_articles'), await count('blog_article_texts')]).toEqual(before);
    expect((await get(t.app, 'content/blogs?lang=xx')).statusCode).toBe(400);
    expect((await get(t.app, 'content/blogs/abc')).statusCode).toBe(400);
    expect((await get(t.app, 'content/blogs/999999')).statusCode).toBe(404);
  });
});

describe('e-mail verification', () => {
  it('sends a link by e-mail, verifies the address once, and shows it on the profile', async () => {
    const p = await player();
    const email = `asha.${fresh()}@example.com`;
    const sent = await post(t.app, `account/${p.id}/profile/email`, { email }, { token: p.token, host: 'localhost:3000' });
    expect(sent.body).toMatchObject({ status: true, success: true, result: { pending_email: email, expiresIn: 86400 } });
    const profile = await get(t.app, `account/${p.id}/profile/get`, { token: p.token });
    expect(profile.body.result).toMatchObject({ email: null, pending_email: email });

    const { url, a, b } = await verificationLink(email);
    expect(url.origin).toBe('http://localhost:3000');
    expect(JSON.stringify(await t.db.query('SELECT token_hash FROM email_verifications'))).not.toContain(b);
    // opened in a browser where nobody is logged in
    expect(await verify(a, b)).toEqual({ statusCode: 200, body: { success: true, status: { statusCode: 200, statusDesc: EMAIL_VERIFIED } } });
    const after = await get(t.app, `account/${p.id}/profile/get`, { token: p.token });
    expect(after.body.result).toMatchObject({ email, pending_email: null });
    // single use
    const again = await verify(a, b, { token: p.token });
    expect(again).toMatchObject({ statusCode: 400, body: { success: false, status: { statusDesc: EMAIL_LINK_INVALID } } });
  });

  it('binds a link to its player: another player cannot use it, a swapped id or token fails, another site fails', async () => {
    const owner = await player();
    const other = await player();
    const email = `ravi.${fresh()}@example.com`;
    await post(t.app, `account/${owner.id}/profile/email`, { email }, { token: owner.token });
    const { a, b } = await verificationLink(email);
    expect((await verify(a, b, { token: other.token })).body.status.statusDesc).toBe(EMAIL_LINK_OTHER_PLAYER);
    expect((await verify(String(Number(a) + 1), b)).body.status.statusDesc).toBe(EMAIL_LINK_INVALID);
    expect((await verify(a, `${b.slice(0, -1)}${b.endsWith('A') ? 'B' : 'A'}`)).body.status.statusDesc).toBe(EMAIL_LINK_INVALID);
    expect((await verify(a, b, { host: 'second.localhost' })).body.status.statusDesc).toBe(EMAIL_LINK_INVALID);
    expect((await verify('x', 'y')).statusCode).toBe(400);
    expect((await get(t.app, `account/${other.id}/profile/get`, { token: other.token })).body.result.email).toBeNull();
    // still good for its owner
    expect((await verify(a, b, { token: owner.token })).body.success).toBe(true);
    // the address is now the owner's: the other player cannot take it
    const taken = await post(t.app, `account/${other.id}/profile/email`, { email: email.toUpperCase() }, { token: other.token });
    expect(taken).toMatchObject({ statusCode: 400, body: { msg: EMAIL_TAKEN } });
  });

  it('an expired link fails and a newer link replaces an older one', async () => {
    const p = await player();
    const email = `old.${fresh()}@example.com`;
    await post(t.app, `account/${p.id}/profile/email`, { email }, { token: p.token });
    const first = await verificationLink(email);
    await t.db.query(`UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE id = $1`, [first.a]);
    expect((await verify(first.a, first.b)).body.status.statusDesc).toBe(EMAIL_LINK_EXPIRED);
    await post(t.app, `account/${p.id}/profile/email`, { email }, { token: p.token });
    const second = await verificationLink(email);
    const newer = `new.${fresh()}@example.com`;
    await post(t.app, `account/${p.id}/profile/email`, { email: newer }, { token: p.token });
    expect((await verify(second.a, second.b)).body.status.statusDesc).toBe(EMAIL_LINK_INVALID);
    const third = await verificationLink(newer);
    expect((await verify(third.a, third.b)).body.success).toBe(true);
    expect((await get(t.app, `account/${p.id}/profile/get`, { token: p.token })).body.result.email).toBe(newer);
  });

  it('refuses malformed requests, someone else\'s account and demo players with 4xx, sending nothing', async () => {
    const p = await player();
    const other = await player();
    const before = [await count('email_verifications'), await count('message_outbox')];
    const bad: unknown[] = [undefined, 'a@b.co', [], {}, { email: '' }, { email: 'no-at-sign' }, { email: 'a@b' }, { email: 42 }, { email: `${'x'.repeat(250)}@e.co` }];
    for (const body of bad) {
      const res = await post(t.app, `account/${p.id}/profile/email`, body, { token: p.token });
      expect([400, 415]).toContain(res.statusCode);
    }
    expect((await post(t.app, `account/${other.id}/profile/email`, { email: 'a@b.co' }, { token: p.token })).statusCode).toBe(400);
    expect((await post(t.app, `account/${p.id}/profile/email`, { email: 'a@b.co' })).statusCode).toBe(401);
    const demo = await player({ isDemo: true });
    const refused = await post(t.app, `account/${demo.id}/profile/email`, { email: 'demo@b.co' }, { token: demo.token });
    expect(refused).toMatchObject({ statusCode: 400, body: { msg: 'Please login from your read ID.' } });
    expect([await count('email_verifications'), await count('message_outbox')]).toEqual(before);
  });
});
