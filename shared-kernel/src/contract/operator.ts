// The operator console's calls under /api/v1/operator/ (designed; the spec shows no operator
// screens): what each answers, as the console reads it. Money is rupees with 2 decimals, times are
// ISO strings. The server's use cases return the same types with money in paise and times as Dates
// (InPaise below); its routes turn a field `xPaise` into `x` (RupeesOut), and tsc checks that the
// result is the type here (server/src/http/operator-console.ts). The answers' and the requests' types
// are their schemas' (schemas/operator-console.ts: one source for the console, the server's checks and
// the API reference).
import type { Static } from '@sinclair/typebox';
import type * as schema from './schemas/operator-console';

/** A use case's view as it goes on the wire: `xPaise` → `x` (rupees), Date → ISO string. */
export type RupeesOut<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? RupeesOut<U>[]
    : T extends object
      ? { [K in keyof T as K extends `${infer Base}Paise` ? Base : K]: RupeesOut<T[K]> }
      : T;

/**
 * The server's side of a wire type: the `Money` fields (rupees) as `xPaise`, the `Times` fields
 * (ISO strings) as Dates, all the way down.
 */
export type InPaise<T, Money extends string, Times extends string = never> = T extends readonly (infer U)[]
  ? InPaise<U, Money, Times>[]
  : T extends object
    ? { [K in keyof T as K extends Money ? `${K & string}Paise` : K]: K extends Times ? (null extends T[K] ? Date | null : Date) : InPaise<T[K], Money, Times> }
    : T;

export type OperatorRole = Static<typeof schema.OperatorRole>;

/** GET /operator/me */
export type OperatorMe = Static<typeof schema.OperatorMe>;

export const HOST_FLAG_NAMES = [
  'showSignupOption',
  'showSignupbyRefer',
  'showLoginWithOtp',
  'isWhatsappOnSignUp',
  'showDeposit',
  'showWithdrawal',
  'showContact',
  'whatsAppMagicLink',
] as const;
export type HostFlag = (typeof HOST_FLAG_NAMES)[number];

export const HOST_CONTACT_NAMES = ['whatsapp', 'telegram', 'instagram', 'facebook', 'youtube', 'twitter', 'email', 'supportMessage'] as const;
export type HostContact = (typeof HOST_CONTACT_NAMES)[number];

export type HostImageKind = 'logo' | 'favicon';
/** The largest logo and favicon an operator may upload, in KiB (PNG, SVG without scripts, ICO or WebP). */
export const HOST_IMAGE_MAX_KIB: Record<HostImageKind, number> = { logo: 256, favicon: 64 };
export type HostLimitKey = 'minDeposit' | 'maxDeposit' | 'minWithdrawal' | 'maxWithdrawal';

export type OperatorHostSection = Static<typeof schema.OperatorHostSection>;

/** GET /operator/hosts (and every host call's answer) */
export type OperatorHost = Static<typeof schema.OperatorHost>;

/** PUT /operator/hosts/:id/money-mode (platform operator only) */
export type OperatorMoneyModeWrite = Static<typeof schema.OperatorMoneyModeWrite>;

/** GET /operator/domains/pending (platform): domains added by host operators, waiting for approval */
export type OperatorPendingDomain = Static<typeof schema.OperatorPendingDomain>;

/** PATCH /operator/hosts/:id: the settings to change; limits in whole rupees and bet delays in seconds, null = the default */
export type OperatorHostPatch = Static<typeof schema.OperatorHostPatch>;

/** GET /operator/payments */
export type OperatorPayment = Static<typeof schema.OperatorPayment>;

/** GET /operator/players */
export type OperatorPlayerSummary = Static<typeof schema.OperatorPlayerSummary>;

export type OperatorRgLimit = Static<typeof schema.OperatorRgLimit>;

/** GET /operator/players/:id */
export type OperatorPlayerDetail = Static<typeof schema.OperatorPlayerDetail>;

/** GET /operator/markets?q=&live= (platform) */
export type OperatorMarket = Static<typeof schema.OperatorMarket>;

/** GET /operator/fancies?q=&live= (platform): unsettled fancy (session) lines */
export type OperatorFancyLine = Static<typeof schema.OperatorFancyLine>;

/** GET /operator/risk, and each `data:` of GET /operator/risk/stream (text/event-stream) */
export type OperatorRisk = Static<typeof schema.OperatorRisk>;

/** GET /operator/audit */
export type OperatorAuditEntry = Static<typeof schema.OperatorAuditEntry>;

/** GET /operator/hosts/:id/blogs: every article of the host, drafts too, with all its texts */
export type OperatorBlogArticle = Static<typeof schema.OperatorBlogArticle>;

/** POST /operator/hosts/:id/blogs (a draft), PUT /operator/blogs/:id */
export type OperatorBlogWrite = Static<typeof schema.OperatorBlogWrite>;

/** PUT /operator/hosts/:id/sections/:section */
export type OperatorSectionWrite = Static<typeof schema.OperatorSectionWrite>;

/** PUT /operator/players/:id/bet-settings */
export type OperatorBetSettingsPatch = Static<typeof schema.OperatorBetSettingsPatch>;

/** PUT /operator/players/:id/lock */
export type OperatorPlayerLock = Static<typeof schema.OperatorPlayerLock>;
