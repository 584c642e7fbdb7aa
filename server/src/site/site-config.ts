// A host's site configuration for the client: its hosts.config flags and links with defaults, and
// the logo, favicon and manifest paths derived from the host (spec §3; images in host-assets.ts).
import type { AppConfigResult, LogoData, NoticeMessage, Promotions, SiteSetting, SupportContact } from '@khel/shared-kernel/contract';
import type { Sql } from '../store/db';
import type { Host } from './hosts';
import { hostMoneyOf } from '../domain/money-mode';
import { ageCheckOf } from '../domain/age-check';

const flag = (config: Record<string, unknown>, key: string, fallback: boolean): boolean =>
  typeof config[key] === 'boolean' ? (config[key] as boolean) : fallback;
/** The site's languages (shared-kernel's LanguageCode); a text is looked up in the player's one. */
export const SITE_LANGUAGES = ['en', 'hi', 'mr', 'gu', 'kn', 'bn', 'es'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** A request's `lang` (query or body) when it is one of the site's languages, else English. */
export const siteLanguageOf = (value: unknown): SiteLanguage => (SITE_LANGUAGES as readonly unknown[]).includes(value) ? (value as SiteLanguage) : 'en';

/** `byLanguage[language]` when the operator wrote one, else the text as written. */
export function textIn(byLanguage: unknown, language: SiteLanguage, written: string): string {
  if (language === 'en' || typeof byLanguage !== 'object' || byLanguage === null) return written;
  const text = (byLanguage as Record<string, unknown>)[language];
  return typeof text === 'string' && text.length > 0 ? text : written;
}

const str = (config: Record<string, unknown>, key: string, fallback = ''): string =>
  typeof config[key] === 'string' ? (config[key] as string) : fallback;

/** The touch icon, a PNG drawn for the requesting host (iOS ignores SVG touch icons; http/web-app.ts). */
export const TOUCH_ICON_PATH = '/api/v1/site/apple-touch-icon.png';

/** `images` are the host's stored image URLs (site/host-assets.ts), '' where it has none. */
export function siteSetting(host: Host, hostname: string, images: Pick<LogoData, 'logo' | 'favicon'> = { logo: '', favicon: '' }): SiteSetting {
  const c = host.config;
  const link = (key: string) => str(c, key);
  const money = hostMoneyOf(c);
  const real = money.mode === 'real';
  return {
    siteurl: hostname,
    domain: hostname,
    appName: host.siteName,
    title: `${host.siteName} | Online Betting Exchange`,
    metaDescription: `${host.siteName}: sports exchange, racing and casino.`,
    themeColor: host.themeColor,
    logo: images.logo,
    favicon: images.favicon,
    // the installable web app, drawn per requesting host (http/web-app.ts)
    touchIcon: TOUCH_ICON_PATH,
    manifest: '/api/v1/site/manifest.webmanifest',
    widgetTheme: str(c, 'widgetTheme', 'lotus-fair'),
    version: str(c, 'appVersion', 'v1.0'),
    showSignupOption: flag(c, 'showSignupOption', true),
    showSignupbyRefer: flag(c, 'showSignupbyRefer', false),
    showLoginWithOtp: flag(c, 'showLoginWithOtp', false),
    isWhatsappOnSignUp: flag(c, 'isWhatsappOnSignUp', true),
    // a play-money host has no deposit or withdrawal, whatever its flags say (issue 33)
    showDeposit: real && flag(c, 'showDeposit', true),
    showWithdrawal: real && flag(c, 'showWithdrawal', true),
    moneyMode: money.mode,
    coinLabel: money.mode === 'play' ? money.label : '',
    ageCheck: ageCheckOf(c),
    showContact: flag(c, 'showContact', true),
    showWhatsapp: link('whatsapp') !== '',
    showTelegram: link('telegram') !== '',
    showInstagram: link('instagram') !== '',
    showFacebook: link('facebook') !== '',
    showYoutube: link('youtube') !== '',
    showEmail: link('email') !== '',
    whatsapp: link('whatsapp'),
    telegram: link('telegram'),
    instagram: link('instagram'),
    facebook: link('facebook'),
    youtube: link('youtube'),
    email: link('email'),
    pushAppIds: {},
    istenpaisa: flag(c, 'istenpaisa', false),
    commissionPercent: typeof c.commissionPercent === 'number' ? c.commissionPercent : 0,
  };
}

export function supportContact(host: Host, language: SiteLanguage = 'en'): SupportContact {
  const c = host.config;
  return {
    wpnumber: str(c, 'whatsapp'),
    instagram: str(c, 'instagram'),
    facebook: str(c, 'facebook'),
    twitter: str(c, 'twitter'),
    telegram: str(c, 'telegram'),
    email: str(c, 'email'),
    message: textIn(c.supportMessageByLanguage, language, str(c, 'supportMessage')),
  };
}

export function promotionsOf(host: Host, language: SiteLanguage = 'en'): Promotions {
  const c = host.config;
  const slider = Array.isArray(c.slider)
    ? c.slider.slice(0, 20).flatMap((s) => {
        const item = s as Record<string, unknown>;
        return typeof item.image === 'string' ? [{ image: item.image, link: typeof item.link === 'string' ? item.link : null, title: textIn(item.titleByLanguage, language, str(item, 'title')) }] : [];
      })
    : [];
  const socials: Promotions['socials'] = {};
  const whatsapp = str(c, 'whatsapp');
  if (whatsapp) socials.Whatsapp = { url: `https://wa.me/${whatsapp.replace(/\D/g, '')}` };
  if (str(c, 'instagram')) socials.Instagram = { url: str(c, 'instagram') };
  if (str(c, 'telegram')) socials.Telegram = { url: str(c, 'telegram') };
  if (str(c, 'facebook')) socials.Facebook = { url: str(c, 'facebook') };
  if (str(c, 'email')) socials.Gmail = { url: `mailto:${str(c, 'email')}` };
  return { slider, socials, whatsAppMagicLink: flag(c, 'whatsAppMagicLink', false) };
}

/**
 * App configuration. The client reads entry 1 as the version module and entry 3 (if any) as a
 * redirect module mapping a host to a target host; we keep that order: index 0 is the features
 * entry, 1 the version, 2 reserved, 3 the redirects (only when the host has any).
 */
export function appConfigOf(host: Host, env: NodeJS.ProcessEnv = process.env): AppConfigResult {
  const c = host.config;
  const redirects = typeof c.redirects === 'object' && c.redirects !== null ? (c.redirects as Record<string, string>) : null;
  const real = hostMoneyOf(c).mode === 'real';
  const appConfig: Array<Record<string, unknown>> = [
    { module: 'features', showDeposit: real && flag(c, 'showDeposit', true), showWithdrawal: real && flag(c, 'showWithdrawal', true) },
    { module: 'version', 'lot-version': str(c, 'appVersion', 'v1.0'), 'lot-android-version': str(c, 'androidVersion', '1.0.0') },
    { module: 'reserved' },
  ];
  if (redirects) appConfig.push({ module: 'redirect', redirects });
  return {
    appConfig,
    gaConfig: { trackingId: str(c, 'gaTrackingId', env.KHEL_GA_TRACKING_ID ?? '') },
    recaptchaConfig: { recaptchaSiteKey: str(c, 'recaptchaSiteKey', env.KHEL_RECAPTCHA_SITE_KEY ?? '') },
  };
}

export async function noticeMessages(db: Sql, host: Host, language: SiteLanguage = 'en'): Promise<NoticeMessage[]> {
  const rows = await db.query<{ id: number; text: string; texts: unknown; type: string | null }>(
    'SELECT id, text, texts, type FROM notice_messages WHERE host_id = $1 AND active ORDER BY position, id LIMIT 50',
    [host.id],
  );
  return rows.map((r) => {
    const text = textIn(r.texts, language, r.text);
    return r.type === null ? { id: r.id, text } : { id: r.id, text, Type: r.type };
  });
}
