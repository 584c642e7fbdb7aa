// The site's own calls: configuration per host (spec §7.1), the remotes registry, the installable
// web app, liveness. Answers are what the host's operator configured (site/site-config.ts).
import { Envelope, SuccessEnvelope, Type, type Static } from './common';

/** The host a configuration call is for: `siteurl` names one of its domains, else the request's host. */
export const SiteRequest = Type.Object(
  {
    siteurl: Type.Optional(Type.String({ maxLength: 2048, description: "the site's URL or domain; the request's host when absent" })),
    lang: Type.Optional(Type.String({ maxLength: 10, description: 'the language of texts an operator wrote per language; English when absent' })),
  },
  { description: "getLogo's body may instead be the encoded base domain as its only key" },
);
export type SiteRequest = Static<typeof SiteRequest>;

export const LangQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) });

export const SiteSetting = Type.Object({
  siteurl: Type.String(),
  domain: Type.String(),
  appName: Type.String(),
  title: Type.String(),
  metaDescription: Type.String(),
  themeColor: Type.String(),
  logo: Type.String(),
  favicon: Type.String(),
  touchIcon: Type.String(),
  manifest: Type.String(),
  widgetTheme: Type.String(),
  version: Type.String(),
  showSignupOption: Type.Boolean(),
  showSignupbyRefer: Type.Boolean(),
  showLoginWithOtp: Type.Boolean(),
  isWhatsappOnSignUp: Type.Boolean(),
  showDeposit: Type.Boolean(),
  showWithdrawal: Type.Boolean(),
  /** issue 33: 'play' hosts have play coins instead of money (no deposit or withdrawal; amounts read as coins) */
  moneyMode: Type.Union([Type.Literal('real'), Type.Literal('play')]),
  /** what a play host calls its coins on screen instead of ₹ ('' on a real-money host) */
  coinLabel: Type.String({ maxLength: 20 }),
  /** issue 33: 18+ at sign-up — the player's declaration, or a date of birth */
  ageCheck: Type.Union([Type.Literal('declaration'), Type.Literal('dateOfBirth')]),
  showContact: Type.Boolean(),
  showWhatsapp: Type.Boolean(),
  showTelegram: Type.Boolean(),
  showInstagram: Type.Boolean(),
  showFacebook: Type.Boolean(),
  showYoutube: Type.Boolean(),
  showEmail: Type.Boolean(),
  whatsapp: Type.String(),
  telegram: Type.String(),
  instagram: Type.String(),
  facebook: Type.String(),
  youtube: Type.String(),
  email: Type.String(),
  /** push-notification app ids (empty by default) */
  pushAppIds: Type.Record(Type.String(), Type.String()),
  /** amounts shown to 10 paise (the spec reads it; no other use is shown) */
  istenpaisa: Type.Boolean(),
  commissionPercent: Type.Number(),
});
export type SiteSetting = Static<typeof SiteSetting>;

export const SupportContact = Type.Object({
  wpnumber: Type.String(),
  instagram: Type.String(),
  facebook: Type.String(),
  twitter: Type.String(),
  telegram: Type.String(),
  email: Type.String(),
  message: Type.String(),
});
export type SupportContact = Static<typeof SupportContact>;

const SocialLink = Type.Object({ url: Type.String() });
export const Promotions = Type.Object({
  slider: Type.Array(Type.Object({ image: Type.String(), link: Type.Union([Type.String(), Type.Null()]), title: Type.String() })),
  socials: Type.Partial(Type.Object({ Whatsapp: SocialLink, Instagram: SocialLink, Telegram: SocialLink, Facebook: SocialLink, Gmail: SocialLink })),
  whatsAppMagicLink: Type.Boolean(),
});
export type Promotions = Static<typeof Promotions>;

export const LogoData = Type.Object({
  /** the host's logo image URL; '' when the host has none (the client shows siteName instead) */
  logo: Type.String(),
  favicon: Type.String(),
  touchIcon: Type.String(),
  siteName: Type.String(),
});
export type LogoData = Static<typeof LogoData>;

export const ServerTime = Type.Object({
  /** ISO 8601, UTC */
  serverTime: Type.String(),
  epochMs: Type.Number(),
  /** the India offset the client shows by default */
  indiaOffsetMinutes: Type.Literal(330),
});
export type ServerTime = Static<typeof ServerTime>;

export const AppConfigResult = Type.Object({
  /** [0] version module {lot-version, lot-android-version}; [1] features; [2] redirect module {module:'redirect', redirects} */
  appConfig: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  gaConfig: Type.Object({ trackingId: Type.String() }),
  recaptchaConfig: Type.Object({ recaptchaSiteKey: Type.String() }),
});
export type AppConfigResult = Static<typeof AppConfigResult>;

export const NoticeMessage = Type.Object({ id: Type.Number(), text: Type.String(), Type: Type.Optional(Type.String()) });
export type NoticeMessage = Static<typeof NoticeMessage>;

export const SiteSettingAnswer = Envelope(SiteSetting);

/** GET /site/country (issue 33): the request's country and whether this host takes players from it */
export const SiteCountry = Type.Object({
  country: Type.Union([Type.String(), Type.Null()], { description: "ISO 3166-1 alpha-2 of the client address; null when it names none" }),
  allowed: Type.Boolean({ description: 'false: the visitor may browse, not sign up, deposit, bet or open a game' }),
  moneyMode: Type.Union([Type.Literal('real'), Type.Literal('play')]),
});
export type SiteCountry = Static<typeof SiteCountry>;
export const SiteCountryAnswer = Envelope(SiteCountry);
export const SupportContactAnswer = Envelope(SupportContact);
export const PromotionsAnswer = Envelope(Promotions);
export const LogoAnswer = Envelope(LogoData);
export const ServerTimeAnswer = Envelope(ServerTime);
export const AppConfigAnswer = SuccessEnvelope(AppConfigResult);
export const NoticeMessagesAnswer = Envelope(Type.Array(NoticeMessage));

const SectionName = Type.Union([Type.Literal('sports'), Type.Literal('racing'), Type.Literal('casino'), Type.Literal('account')]);
export const SiteRemotesAnswer = Envelope(
  Type.Object({
    host: Type.String(),
    siteName: Type.String(),
    themeColor: Type.String(),
    remotes: Type.Array(Type.Object({ name: SectionName, entry: Type.String() })),
  }),
);

export const WebAppManifest = Type.Object(
  {
    name: Type.String(),
    short_name: Type.String(),
    description: Type.String(),
    start_url: Type.String(),
    scope: Type.String(),
    display: Type.String(),
    orientation: Type.String(),
    background_color: Type.String(),
    theme_color: Type.String(),
    icons: Type.Array(Type.Object({ src: Type.String(), sizes: Type.String(), type: Type.String(), purpose: Type.Optional(Type.String()) })),
  },
  { description: 'the web app manifest (application/manifest+json)' },
);

/** An image or text answer (not JSON): documented by its media type. */
export const Binary = (mediaType: string) => Type.String({ description: mediaType, contentMediaType: mediaType });

export const HealthAnswer = Envelope(Type.Object({ uptimeSeconds: Type.Integer() }));
export const ReadyAnswer = Envelope(Type.Object({ database: Type.String() }));
