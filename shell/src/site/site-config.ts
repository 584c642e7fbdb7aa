// The host's configuration beyond the registry (§3, §7.1): getSetting (flags, title, meta
// description, favicon), promotions (socials, magic-link flag) and notice messages (§2.3).
// Each call may fail on its own; the frame then runs on defaults (§8: config failures are silent).
import { api, setMoneyLabel, type Envelope, type LogoData, type SupportContact } from '@khel/shared-kernel';
import type { SiteFlags } from './flags';
import { bannerNoticesOf } from '../header/early-notices';
import { appConfigCall, logoCall, promotionsCall, siteSettingCall, supportContactCall } from './first-calls';

export { baseDomainOf } from './first-calls';

export interface SiteSetting extends Partial<Omit<SiteFlags, 'showMagicLink'>> {
  title?: string;
  metaDescription?: string;
  favicon?: string;
  appName?: string;
  themeColor?: string;
  manifest?: string;
  touchIcon?: string;
  /** issue 33: 'play' hosts show amounts as coins with `coinLabel` instead of ₹ */
  moneyMode?: 'real' | 'play';
  coinLabel?: string;
  /** issue 33: 18+ at sign-up — the declaration box, or a date of birth */
  ageCheck?: 'declaration' | 'dateOfBirth';
}

let ageCheck: 'declaration' | 'dateOfBirth' = 'declaration';
/** What the sign-up form asks for 18+, from the host's configuration (the declaration by default). */
export const signupAgeCheck = () => ageCheck;

export type SocialName = 'Telegram' | 'Whatsapp' | 'Gmail' | 'Instagram' | 'Facebook';
export const SOCIAL_NAMES: readonly SocialName[] = ['Telegram', 'Whatsapp', 'Gmail', 'Instagram', 'Facebook'];

export interface PromotionSlide {
  image: string;
  link: string | null;
  title: string;
}

export interface Promotions {
  slider: PromotionSlide[];
  socials: Partial<Record<SocialName, { url: string }>>;
  whatsAppMagicLink: boolean;
}

export interface NoticeMessage {
  id: number;
  text: string;
  Type?: string | null;
}

async function dataOrNull<T>(call: Promise<{ data: Envelope<T> }>, what: string): Promise<T | null> {
  try {
    const { data: body } = await call;
    return body.status ? body.data : null;
  } catch (err) {
    console.warn(`${what} failed`, err);
    return null;
  }
}

export const fetchSiteSetting = (hostname: string) => {
  const call = siteSettingCall(hostname);
  return dataOrNull(api.post<Envelope<SiteSetting>>(call.path, call.body), 'getSetting');
};
/** POST getWpNumber {siteurl, lang} (a visitor) or getUserWpNumber (a logged-in player): the host's support contact (§3, §7.1). */
export const fetchSupportContact = (hostname: string, lang: string = 'en', loggedIn = false) => {
  const call = supportContactCall(hostname, lang);
  const path = loggedIn ? 'getUserWpNumber' : call.path;
  return dataOrNull(api.post<Envelope<SupportContact>>(path, call.body), path);
};
/** POST content/getLogo (§7.1): the host's logo, favicon and touch icon. */
export const fetchLogo = (hostname: string) => {
  const call = logoCall(hostname);
  return dataOrNull(api.post<Envelope<LogoData>>(call.path, call.body), 'getLogo');
};
/** The host's promotions; `lang` picks the titles' language (the server falls back to the text as written). */
export const fetchPromotions = (lang: string = 'en') => {
  const call = promotionsCall(lang);
  return dataOrNull(api.get<Envelope<Promotions>>(call.path, { params: call.params }), 'promotions');
};

/** Notices shown in the scrolling banner: Type T or absent (§2.3). */
export async function fetchBannerNotices(lang: string = 'en'): Promise<NoticeMessage[]> {
  const notices = await dataOrNull(api.get<Envelope<NoticeMessage[]>>('notice-messages', { params: { lang } }), 'notice messages');
  return bannerNoticesOf(notices ?? []);
}

/** Title, meta description, favicon, theme colour, web app manifest and touch icon of the host (§1 white-label, §3). */
export function applySiteSetting(setting: SiteSetting | null, siteName: string): void {
  document.title = setting?.title || siteName;
  // amounts read as the host's coins on a play-money host (the kernel's formatting, every remote)
  setMoneyLabel(setting);
  ageCheck = setting?.ageCheck === 'dateOfBirth' ? 'dateOfBirth' : 'declaration';
  const description = setting?.metaDescription;
  if (description) {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }
  if (setting?.favicon) setHeadLink('icon', setting.favicon);
  // The installable web app (the account section's /app-download page explains it).
  if (setting?.manifest) setHeadLink('manifest', setting.manifest);
  if (setting?.touchIcon) setHeadLink('apple-touch-icon', setting.touchIcon);
  if (setting?.themeColor) {
    const theme = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (theme) theme.content = setting.themeColor;
  }
}

function setHeadLink(rel: 'icon' | 'apple-touch-icon' | 'manifest', href: string): void {
  let link = document.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.appendChild(link);
  }
  link.href = href;
}

/** The host's favicon and touch icon from getLogo (§1, §3), where it has them. */
export function applyHostIcons(logo: LogoData | null): void {
  if (logo?.favicon) setHeadLink('icon', logo.favicon);
  if (logo?.touchIcon) setHeadLink('apple-touch-icon', logo.touchIcon);
}


interface AppConfigEntry {
  module?: string;
  redirects?: Record<string, string>;
}

/** GET app-config → result.appConfig (§3, §7.1); null when the call fails. */
export async function fetchAppConfig(): Promise<AppConfigEntry[] | null> {
  try {
    const { data } = await api.get<{ success: boolean; result?: { appConfig?: AppConfigEntry[] } }>(appConfigCall.path);
    return data.success && Array.isArray(data.result?.appConfig) ? data.result.appConfig : null;
  } catch (err) {
    console.warn('app config failed', err);
    return null;
  }
}

/** §4.1: the host this one must redirect to, when the app config's redirect module names a different one. */
export function redirectTargetOf(appConfig: readonly AppConfigEntry[] | null, hostname: string): string | null {
  const redirects = appConfig?.find((e) => e.module === 'redirect')?.redirects;
  const target = redirects?.[hostname]?.trim().toLowerCase();
  return target && target !== hostname.toLowerCase() ? target : null;
}
