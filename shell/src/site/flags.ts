// Per-host switches of §3 the frame reads, from getSetting (and the magic-link flag from
// promotions); when those calls fail every switch keeps the default host's value.

export interface SiteFlags {
  showDeposit: boolean;
  showWithdrawal: boolean;
  showSignupOption: boolean;
  showSignupbyRefer: boolean;
  /** the sign-up code goes by WhatsApp (whatsapp/send-code); off: by SMS (createUserOtp/) */
  isWhatsappOnSignUp: boolean;
  /** the contact block (drawer on home, desktop footer) */
  showContact: boolean;
  /** the magic-link promotion flag: Google and WhatsApp buttons */
  showMagicLink: boolean;
}

export const DEFAULT_SITE_FLAGS: SiteFlags = {
  showDeposit: true,
  showWithdrawal: true,
  showSignupOption: true,
  showSignupbyRefer: true,
  isWhatsappOnSignUp: true,
  showContact: true,
  showMagicLink: false,
};

export function siteFlagsOf(...sources: (Partial<Record<keyof SiteFlags, unknown>> | null)[]): SiteFlags {
  const flags = { ...DEFAULT_SITE_FLAGS };
  for (const source of sources) {
    for (const key of Object.keys(flags) as (keyof SiteFlags)[]) {
      const value = source?.[key];
      if (typeof value === 'boolean') flags[key] = value;
    }
  }
  return flags;
}
