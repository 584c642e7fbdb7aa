import { useFakeApi } from '../test-support/fake-api';
import { fetchSupportContact } from './site-config';
import { redirectTargetOf } from './site-config';
import { siteFlagsOf, DEFAULT_SITE_FLAGS } from './flags';

describe('host configuration', () => {
  it('redirects only when the redirect module names another host for this one (§4.1)', () => {
    const config = [{ module: 'features' }, { module: 'version' }, { module: 'reserved' }, { module: 'redirect', redirects: { 'old.example': 'new.example', 'same.example': 'same.example' } }];
    expect(redirectTargetOf(config, 'old.example')).toBe('new.example');
    expect(redirectTargetOf(config, 'same.example')).toBeNull();
    expect(redirectTargetOf(config, 'other.example')).toBeNull();
    expect(redirectTargetOf(null, 'old.example')).toBeNull();
  });

  it('reads boolean flags from getSetting and promotions, keeping defaults for the rest', () => {
    expect(siteFlagsOf({ showDeposit: false, showWithdrawal: 'no' }, { showMagicLink: true }, null)).toEqual({
      ...DEFAULT_SITE_FLAGS,
      showDeposit: false,
      showMagicLink: true,
    });
  });
});

describe('the support contact (§7.1 getWpNumber, getUserWpNumber)', () => {
  const fake = useFakeApi();
  it("asks getWpNumber for a visitor and getUserWpNumber for a logged-in player, with the host and the language", async () => {
    const contact = { wpnumber: '+919000000001', instagram: '', facebook: '', twitter: '', telegram: '', email: '', message: 'नमस्ते' };
    fake.answers.getWpNumber = { status: true, msg: '', data: { ...contact, message: 'Hello' } };
    fake.answers.getUserWpNumber = { status: true, msg: '', data: contact };
    expect((await fetchSupportContact('khel.example', 'en'))?.message).toBe('Hello');
    expect(await fetchSupportContact('khel.example', 'hi', true)).toEqual(contact);
    expect(fake.calls.map((c) => [c.url, JSON.parse(String(c.data))])).toEqual([
      ['getWpNumber', { siteurl: 'khel.example', lang: 'en' }],
      ['getUserWpNumber', { siteurl: 'khel.example', lang: 'hi' }],
    ]);
  });
});
