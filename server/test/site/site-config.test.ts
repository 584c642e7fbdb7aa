import { get, post, startTestApp, type TestApp } from '../support/app';
import { forgetHosts } from '../../src/site/hosts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('site configuration per host', () => {
  it('getSetting gives the host\'s flags, links and derived assets', async () => {
    const res = await post(t.app, 'getSetting', { siteurl: 'localhost' });
    expect(res.body.data).toMatchObject({
      appName: 'Khel',
      themeColor: '#c10931',
      widgetTheme: 'lotus-fair',
      version: 'v1.0',
      showSignupOption: true,
      showDeposit: true,
      logo: expect.stringMatching(/^\/api\/v1\/content\/assets\/default\/logo\?v=\w+$/),
      favicon: expect.stringMatching(/^\/api\/v1\/content\/assets\/default\/favicon\?v=/),
      istenpaisa: false,
      pushAppIds: {},
    });
  });

  it('picks the host from siteurl, else the Host header, else the default', async () => {
    expect((await post(t.app, 'getSetting', { siteurl: 'https://second.localhost/path' })).body.data).toMatchObject({
      appName: 'Second Innings',
      showSignupOption: false,
      showWithdrawal: false,
      themeColor: '#1f6feb',
    });
    expect((await post(t.app, 'getSetting', {}, { host: 'second.localhost:3000' })).body.data.appName).toBe('Second Innings');
    expect((await post(t.app, 'getSetting', { siteurl: 'unknown.example' })).body.data).toMatchObject({ appName: 'Khel', siteurl: 'unknown.example' });
    expect((await post(t.app, 'getSetting', { siteurl: '<script>alert(1)</script>' })).body.data.appName).toBe('Khel');
  });

  it('support contacts, logo by encoded domain key, promotions and notices', async () => {
    expect((await post(t.app, 'getWpNumber', { siteurl: 'localhost' })).body.data).toMatchObject({ wpnumber: '+919000000001', email: 'support@khel.local' });
    expect((await post(t.app, 'getUserWpNumber', { siteurl: 'second.localhost' })).body.data.wpnumber).toBe('+919000000002');
    // a logged-in player's contact is in their language too, as a visitor's
    const [visitorHi, playerHi] = await Promise.all(['getWpNumber', 'getUserWpNumber'].map((path) => post(t.app, path, { siteurl: 'localhost', lang: 'hi' })));
    expect(playerHi!.body.data).toEqual(visitorHi!.body.data);
    const logo = await post(t.app, 'content/getLogo', { [encodeURIComponent('second.localhost')]: '' });
    expect(logo.body.data).toMatchObject({ siteName: 'Second Innings', logo: expect.stringMatching(/^\/api\/v1\/content\/assets\/second\/logo\?v=/) });
    const promos = await get(t.app, 'promotions');
    expect(promos.body.data.socials).toMatchObject({ Whatsapp: { url: 'https://wa.me/919000000001' }, Gmail: { url: 'mailto:support@khel.local' } });
    expect(promos.body.data.slider).toHaveLength(1);
    expect((await get(t.app, 'promotions', { host: 'second.localhost' })).body.data.socials).not.toHaveProperty('Instagram');
    const notices = await get(t.app, 'notice-messages', { host: 'second.localhost' });
    expect(notices.body.data).toEqual([expect.objectContaining({ text: expect.stringContaining('Second Innings'), Type: 'T' })]);
  });

  it("says the notices, the support message and the promotion titles in the player's language (lang), English without one", async () => {
    const notices = await get(t.app, 'notice-messages?lang=hi');
    expect(notices.body.data).toEqual([expect.objectContaining({ text: 'Khel में आपका स्वागत है! ज़िम्मेदारी से दांव लगाएँ। केवल 18+।', Type: 'T' })]);
    expect((await get(t.app, 'notice-messages?lang=xx')).body.data[0].text).toBe('Welcome to Khel! Bet responsibly. 18+ only.');
    expect((await post(t.app, 'getWpNumber', { siteurl: 'localhost', lang: 'hi' })).body.data.message).toBe('हम व्हाट्सएप पर 24 घंटे, सातों दिन आपके साथ हैं।');
    expect((await post(t.app, 'getWpNumber', { siteurl: 'localhost' })).body.data.message).toBe('We are here 24x7 on WhatsApp.');
    expect((await get(t.app, 'promotions?lang=bn')).body.data.slider[0].title).toBe('ক্রিকেট এক্সচেঞ্জ');
    expect((await get(t.app, 'promotions?lang=en')).body.data.slider[0].title).toBe('Cricket exchange');
    // a notice an operator wrote without translations shows as written in every language
    await t.db.query(`INSERT INTO notice_messages (host_id, text, type, position) SELECT id, 'Final tonight', 'T', 9 FROM hosts WHERE code = 'default'`);
    expect((await get(t.app, 'notice-messages?lang=hi')).body.data.map((n: { text: string }) => n.text)).toContain('Final tonight');
  });

  it('server time and app config', async () => {
    const time = await get(t.app, 'server-time');
    expect(Math.abs(time.body.data.epochMs - Date.now())).toBeLessThan(5000);
    const cfg = await get(t.app, 'app-config');
    expect(cfg.body).toMatchObject({ success: true, result: { gaConfig: { trackingId: '' }, recaptchaConfig: { recaptchaSiteKey: '' } } });
    expect(cfg.body.result.appConfig[1]).toMatchObject({ 'lot-version': 'v1.0', 'lot-android-version': '1.0.0' });
  });

  it('adds a redirect module when the host has redirects', async () => {
    await t.db.query(`UPDATE hosts SET config = config || '{"redirects": {"second.localhost": "localhost"}}' WHERE code = 'second'`);
    // changed in the database, not through the console: the routes see it once their memory of the hosts is forgotten
    forgetHosts(t.db);
    const cfg = await get(t.app, 'app-config', { host: 'second.localhost' });
    expect(cfg.body.result.appConfig[3]).toEqual({ module: 'redirect', redirects: { 'second.localhost': 'localhost' } });
  });
});
