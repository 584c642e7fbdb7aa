// Per-host switches of §3 the frame reads. The registry call (/site/remotes) does not carry them
// yet; until it does, every switch is on, which is what a default host offers.
import type { SiteRemotes } from '@khel/shared-kernel';

export interface SiteFlags {
  showDeposit: boolean;
  showWithdrawal: boolean;
  showSignupOption: boolean;
  showSignupbyRefer: boolean;
  /** the magic-link promotion flag: Google and WhatsApp buttons */
  showMagicLink: boolean;
}

export const DEFAULT_SITE_FLAGS: SiteFlags = {
  showDeposit: true,
  showWithdrawal: true,
  showSignupOption: true,
  showSignupbyRefer: true,
  showMagicLink: false,
};

export function siteFlagsOf(remotes: SiteRemotes & Partial<SiteFlags>): SiteFlags {
  const flags = { ...DEFAULT_SITE_FLAGS };
  for (const key of Object.keys(flags) as (keyof SiteFlags)[]) {
    const value = remotes[key];
    if (typeof value === 'boolean') flags[key] = value;
  }
  return flags;
}
