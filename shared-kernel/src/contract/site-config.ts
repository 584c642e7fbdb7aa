// Site configuration per host (spec §3 "Site configuration per host", §7.1).

/** POST getSetting {siteurl} → data */
export interface SiteSetting {
  siteurl: string;
  domain: string;
  appName: string;
  title: string;
  metaDescription: string;
  themeColor: string;
  logo: string;
  favicon: string;
  touchIcon: string;
  manifest: string;
  widgetTheme: string;
  version: string;
  showSignupOption: boolean;
  showSignupbyRefer: boolean;
  showLoginWithOtp: boolean;
  isWhatsappOnSignUp: boolean;
  showDeposit: boolean;
  showWithdrawal: boolean;
  showContact: boolean;
  showWhatsapp: boolean;
  showTelegram: boolean;
  showInstagram: boolean;
  showFacebook: boolean;
  showYoutube: boolean;
  showEmail: boolean;
  whatsapp: string;
  telegram: string;
  instagram: string;
  facebook: string;
  youtube: string;
  email: string;
  /** push-notification app ids (empty by default) */
  pushAppIds: Record<string, string>;
  /** amounts shown to 10 paise (the spec reads it; no other use is shown) */
  istenpaisa: boolean;
  commissionPercent: number;
}

/** POST getWpNumber / getUserWpNumber {siteurl} → data */
export interface SupportContact {
  wpnumber: string;
  instagram: string;
  facebook: string;
  twitter: string;
  telegram: string;
  email: string;
  message: string;
}

export interface SocialLink {
  url: string;
}

/** GET /promotions → data */
export interface Promotions {
  slider: { image: string; link: string | null; title: string }[];
  socials: Partial<Record<'Whatsapp' | 'Instagram' | 'Telegram' | 'Facebook' | 'Gmail', SocialLink>>;
  whatsAppMagicLink: boolean;
}

/** POST /content/getLogo → data */
export interface LogoData {
  /** the host's logo image URL; '' when the host has none (the client shows siteName instead) */
  logo: string;
  /** '' when the host has none */
  favicon: string;
  /** '' when the host has none */
  touchIcon: string;
  siteName: string;
}

/** GET server-time → data */
export interface ServerTime {
  /** ISO 8601, UTC */
  serverTime: string;
  epochMs: number;
  /** the India offset the client shows by default */
  indiaOffsetMinutes: 330;
}

/** GET /app-config → {success, result} */
export interface AppConfigResult {
  /** [0] version module {lot-version, lot-android-version}; [1] features; [2] redirect module {module:'redirect', redirects} */
  appConfig: Array<Record<string, unknown>>;
  gaConfig: { trackingId: string };
  recaptchaConfig: { recaptchaSiteKey: string };
}

/** GET /notice-messages → data (header banner shows Type 'T' or absent) */
export interface NoticeMessage {
  id: number;
  text: string;
  Type?: string;
}
