import { get, post, startTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('installable web app', () => {
  it('serves each host its own manifest, named and coloured for it, with icons that are real PNGs', async () => {
    const main = await get(t.app, 'site/manifest.webmanifest');
    expect(main.statusCode).toBe(200);
    expect(main.body).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(main.body.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512', 'any']);
    const second = await get(t.app, 'site/manifest.webmanifest', { host: 'second.localhost' });
    expect(second.body.name).not.toBe(main.body.name);
    expect(second.body.theme_color).toMatch(/^#[0-9a-f]{6}$/i);

    const icon = await t.app.inject({ method: 'GET', url: '/api/v1/site/icon-192.png', headers: { host: 'localhost' } });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(icon.rawPayload.readUInt32BE(16)).toBe(192);
    const touch = await t.app.inject({ method: 'GET', url: '/api/v1/site/apple-touch-icon.png', headers: { host: 'localhost' } });
    expect(touch.rawPayload.readUInt32BE(16)).toBe(180);

    // the favicon the page's head links: each host's uploaded one, or its icon where it has none
    const favicon = (host: string) => t.app.inject({ method: 'GET', url: '/api/v1/site/favicon', headers: { host } });
    const [mine, theirs] = await Promise.all([favicon('localhost'), favicon('second.localhost')]);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(mine.headers['content-security-policy']).toContain('sandbox');
    expect(mine.body).not.toBe(theirs.body);
    const stored = await t.db.query<{ body: Uint8Array }>("SELECT a.body FROM host_assets a JOIN hosts h ON h.id = a.host_id WHERE h.code = 'default' AND a.kind = 'favicon'");
    expect(mine.body).toBe(Buffer.from(stored[0]!.body).toString());
    await t.db.query("DELETE FROM host_assets WHERE kind = 'favicon' AND host_id = (SELECT id FROM hosts WHERE code = 'default')");
    const fallback = await favicon('localhost');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toMatch(/^<svg/);
    expect(fallback.body).not.toBe(mine.body);

    const setting = (await post(t.app, 'getSetting', { siteurl: 'localhost' })).body.data;
    expect(setting).toMatchObject({ manifest: '/api/v1/site/manifest.webmanifest', touchIcon: '/api/v1/site/apple-touch-icon.png' });
  });
});
