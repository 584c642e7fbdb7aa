// The operator console's calls under /api/v1/operator/ (designed; the spec shows no operator
// screens): what each answers, as the console reads it. Money is rupees with 2 decimals, times are
// ISO strings. The server's use cases return the same types with money in paise and times as Dates
// (InPaise below); its routes turn a field `xPaise` into `x` (RupeesOut), and tsc checks that the
// result is the type here (server/src/http/operator-console.ts).
import type { BetDelays } from '../betting/stake';
import type { BlogCategory, BlogText, ContentLanguage } from './content';
import type { SectionName } from '../site/remotes';

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

export type OperatorRole = 'platform' | 'host';

/** GET /operator/me */
export interface OperatorMe {
  operator: { id: number; operatorId: number; userName: string; name: string };
  role: OperatorRole;
}

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

export interface OperatorHostSection {
  section: SectionName;
  enabled: boolean;
  manifestUrl: string | null;
}

/** GET /operator/hosts (and every host call's answer) */
export interface OperatorHost {
  id: number;
  code: string;
  operatorId: number;
  siteName: string;
  themeColor: string;
  domains: string[];
  commissionBps: number;
  flags: Record<HostFlag, boolean>;
  contacts: Record<HostContact, string>;
  /** rupees */
  limits: Record<HostLimitKey, number>;
  notices: string[];
  sections: OperatorHostSection[];
  /** seconds in force for the host's players (the §9 defaults unless the host sets its own) */
  betDelays: BetDelays;
  /** the host's own delays only */
  betDelaysSet: Partial<BetDelays>;
  /** versioned URLs of the host's images, '' for none */
  images: Record<HostImageKind, string>;
}

/** PATCH /operator/hosts/:id */
export interface OperatorHostPatch {
  siteName?: string;
  themeColor?: string;
  commissionBps?: number;
  flags?: Partial<Record<HostFlag, boolean>>;
  contacts?: Partial<Record<HostContact, string>>;
  /** whole rupees; null = the default */
  limits?: Partial<Record<HostLimitKey, number | null>>;
  notices?: string[];
  /** seconds; null = the default */
  betDelays?: Partial<Record<keyof BetDelays, number | null>>;
}

/** GET /operator/payments */
export interface OperatorPayment {
  id: number;
  kind: 'deposit' | 'withdrawal';
  userId: number;
  userName: string;
  mobile: string | null;
  operatorId: number;
  amount: number;
  status: string;
  /** deposit: the UTR the player gave; withdrawal: the payout account to pay */
  reference: string;
  method: string | null;
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** GET /operator/players */
export interface OperatorPlayerSummary {
  id: number;
  operatorId: number;
  userName: string;
  name: string;
  mobile: string | null;
  balance: number;
  exposure: number;
  createdAt: string;
  lastLoginAt: string | null;
  lockedAt: string | null;
  lockedReason: string | null;
}

export interface OperatorRgLimit {
  value: number | null;
  pending: { value: number | null; effectiveAtMs: number } | null;
}

/** GET /operator/players/:id */
export interface OperatorPlayerDetail extends OperatorPlayerSummary {
  bonus: number;
  betSettings: Record<string, unknown>;
  responsibleGambling: {
    limits: Record<'deposit' | 'loss', Record<'day' | 'week' | 'month', OperatorRgLimit>>;
    realityCheckMinutes: number | null;
    coolOffUntil: string | null;
    selfExcludedUntil: string | null;
  };
  openBets: { id: number; kind: string; marketId: string | null; fancyId: number | null; isBack: boolean; price: number; stake: number; matched: number; createdAt: string }[];
  statement: { id: number; kind: string; memo: string | null; amount: number; balanceAfter: number | null; createdAt: string }[];
  payments: { type: 'deposit' | 'withdrawal'; id: number; amount: number; status: string; reference: string | null; createdAt: string }[];
}

/** GET /operator/markets?q=&live= (platform) */
export interface OperatorMarket {
  id: string;
  eventId: number;
  eventName: string;
  name: string;
  kind: string;
  status: string;
  inplay: boolean;
  heldByOperator: boolean;
  startTime: string;
  matched: number;
  runners: { selectionId: number; name: string; housePnlIfWins: number }[];
}

/** GET /operator/fancies?q=&live= (platform): unsettled fancy (session) lines */
export interface OperatorFancyLine {
  id: number;
  eventId: number;
  eventName: string;
  name: string;
  inplay: boolean;
  /** null when open, else the feed's state ('Ball Running', 'SUSPENDED'…) */
  gameStatus: string | null;
  active: boolean;
  /** No wins below noLine, Yes wins at yesLine or more; rates per 100 risked */
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
  openBets: number;
  staked: number;
  /** the players' largest total loss on this line */
  exposure: number;
}

/** GET /operator/risk, and each `data:` of GET /operator/risk/stream (text/event-stream) */
export interface OperatorRisk {
  betsPerMinute: { minute: string; bets: number }[];
  today: { operatorId: number; siteNames: string; bets: number; turnover: number; grossWin: number }[];
  topMarkets: { positionKey: string; name: string | null; exposure: number; players: number }[];
  topPlayers: { userId: number; userName: string; exposure: number }[];
  pending: { depositCount: number; deposits: number; withdrawalCount: number; withdrawals: number };
}

/** GET /operator/audit */
export interface OperatorAuditEntry {
  id: number;
  operator_user_id: number | null;
  operator_user_name: string | null;
  via: string;
  action: string;
  entity_id: number | null;
  detail: Record<string, unknown>;
  created_at: string;
}

/** GET /operator/hosts/:id/blogs: every article of the host, drafts too, with all its texts */
export interface OperatorBlogArticle {
  id: number;
  hostId: number;
  category: BlogCategory;
  /** null: a draft, not shown to readers */
  publishedAt: string | null;
  updatedAt: string;
  texts: Partial<Record<ContentLanguage, BlogText>> & { en: BlogText };
}

/** POST /operator/hosts/:id/blogs (a draft), PUT /operator/blogs/:id */
export interface OperatorBlogWrite {
  category: BlogCategory;
  texts: Partial<Record<ContentLanguage, BlogText>> & { en: BlogText };
}
