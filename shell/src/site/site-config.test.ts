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
