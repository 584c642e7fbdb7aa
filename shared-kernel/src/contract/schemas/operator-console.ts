// The operator console's calls (server/src/http/operator-console.ts): their requests' and answers'
// schemas, the one source of the console's types (shared-kernel/src/contract/operator.ts derives them),
// of the server's checks and of the API reference. Money is rupees with 2 decimals, times ISO strings.
import { Envelope, Rupees, Type, type TSchema } from './common';
import { HOST_CONTACT_NAMES, HOST_FLAG_NAMES, HOST_IMAGE_MAX_KIB } from '../operator';
import { BLOG_CATEGORIES, CONTENT_LANGUAGES } from '../content';
import { SECTION_NAMES } from '../../site/remotes';
import { DEFAULT_BET_DELAYS, DEFAULT_USER_LIMITS } from '../../betting/stake';

const BET_DELAY_NAMES = ['matchoddsBetDelay', 'soccerBetDelay', 'tennisBetDelay', 'bookmakerBetDelay', 'fancyBetDelay', 'ballbyballBetDelay', 'virtualBetDelay'] as const;
const LIMIT_NAMES = ['minDeposit', 'maxDeposit', 'minWithdrawal', 'maxWithdrawal'] as const;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Time = Type.String({ description: 'ISO time' });
/** an object with exactly these keys, each `value` */
const Keys = <K extends readonly string[], T extends TSchema>(keys: K, value: T) =>
  Type.Object(Object.fromEntries(keys.map((k) => [k, value])) as { [P in K[number]]: T });
const OptionalKeys = <K extends readonly string[], T extends TSchema>(keys: K, value: T) =>
  Type.Partial(Keys(keys, value));
/** one of these texts */
const OneOf = <K extends readonly string[]>(values: K) => Type.Unsafe<K[number]>({ type: 'string', enum: [...values] });

export const OperatorRole = Type.Union([Type.Literal('platform'), Type.Literal('host')]);
export const OperatorMe = Type.Object({
  operator: Type.Object({ id: Type.Integer(), operatorId: Type.Integer(), userName: Type.String(), name: Type.String() }),
  role: OperatorRole,
});

export const OperatorHostSection = Type.Object({ section: OneOf(SECTION_NAMES), enabled: Type.Boolean(), manifestUrl: Nullable(Type.String()) });

export const OperatorHost = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  operatorId: Type.Integer(),
  siteName: Type.String(),
  themeColor: Type.String(),
  domains: Type.Array(Type.String(), { description: 'the domains the host answers on' }),
  pendingDomains: Type.Array(Type.String(), { description: "added by the host's operator, waiting for the platform operator's approval: they do not route yet" }),
  commissionBps: Type.Integer(),
  liquidityBps: Type.Integer({ description: "the host's liquidity factor, basis points (10000 = 1.0): the share of the house's quoted size its players see and match" }),
  flags: Keys(HOST_FLAG_NAMES, Type.Boolean()),
  contacts: Keys(HOST_CONTACT_NAMES, Type.String()),
  limits: Keys(LIMIT_NAMES, Rupees),
  notices: Type.Array(Type.String()),
  sections: Type.Array(OperatorHostSection),
  betDelays: Keys(BET_DELAY_NAMES, Type.Integer({ description: 'seconds in force for the host’s players' })),
  betDelaysSet: OptionalKeys(BET_DELAY_NAMES, Type.Integer({ description: 'the host’s own delays only' })),
  images: Keys(['logo', 'favicon'] as const, Type.String({ description: "a versioned URL, '' for none" })),
  money: Type.Object(
    {
      mode: Type.Union([Type.Literal('real'), Type.Literal('play')]),
      amount: Type.Integer({ description: "play coins a new player receives (the daily top-up's target)" }),
      label: Type.String({ description: 'what the site calls its coins instead of ₹' }),
      dailyTopUp: Type.Boolean({ description: "top a player's coins up to the amount once a day" }),
      allowedCountries: Type.Array(Type.String(), { description: 'real money: the countries players may come from (ISO alpha-2); empty: anywhere' }),
      ageCheck: Type.Union([Type.Literal('declaration'), Type.Literal('dateOfBirth')], { description: '18+ at sign-up' }),
    },
    { description: 'issue 33: real money, or play coins; where players may come from; the 18+ check (set by the platform operator only)' },
  ),
});

export const OperatorPayment = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')]),
  userId: Type.Integer(),
  userName: Type.String(),
  mobile: Nullable(Type.String()),
  operatorId: Type.Integer(),
  amount: Rupees,
  status: Type.String(),
  reference: Type.String({ description: 'deposit: the UTR the player gave; withdrawal: the payout account to pay' }),
  method: Nullable(Type.String()),
  note: Nullable(Type.String()),
  createdAt: Time,
  decidedAt: Nullable(Time),
});

const playerSummaryFields = {
  id: Type.Integer(),
  operatorId: Type.Integer(),
  userName: Type.String(),
  name: Type.String(),
  mobile: Nullable(Type.String()),
  balance: Rupees,
  exposure: Rupees,
  createdAt: Time,
  lastLoginAt: Nullable(Time),
  lockedAt: Nullable(Time),
  lockedReason: Nullable(Type.String()),
};
export const OperatorPlayerSummary = Type.Object(playerSummaryFields);

export const OperatorRgLimit = Type.Object({
  value: Nullable(Rupees),
  pending: Nullable(Type.Object({ value: Nullable(Rupees), effectiveAtMs: Type.Integer() })),
});
const RgPeriods = Keys(['day', 'week', 'month'] as const, OperatorRgLimit);

export const OperatorPlayerDetail = Type.Object({
  ...playerSummaryFields,
  bonus: Rupees,
  betSettings: Type.Record(Type.String(), Type.Unknown()),
  responsibleGambling: Type.Object({
    limits: Type.Object({ deposit: RgPeriods, loss: RgPeriods }),
    realityCheckMinutes: Nullable(Type.Integer()),
    coolOffUntil: Nullable(Time),
    selfExcludedUntil: Nullable(Time),
  }),
  openBets: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: Type.String(),
      marketId: Nullable(Type.String()),
      fancyId: Nullable(Type.Integer()),
      isBack: Type.Boolean(),
      price: Type.Number(),
      stake: Rupees,
      matched: Rupees,
      createdAt: Time,
    }),
  ),
  statement: Type.Array(
    Type.Object({ id: Type.Integer(), kind: Type.String(), memo: Nullable(Type.String()), amount: Rupees, balanceAfter: Nullable(Rupees), createdAt: Time }),
  ),
  payments: Type.Array(
    Type.Object({
      type: Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')]),
      id: Type.Integer(),
      amount: Rupees,
      status: Type.String(),
      reference: Nullable(Type.String()),
      createdAt: Time,
    }),
  ),
});

export const OperatorMarket = Type.Object({
  id: Type.String(),
  eventId: Type.Integer(),
  eventName: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  status: Type.String(),
  inplay: Type.Boolean(),
  heldByOperator: Type.Boolean(),
  startTime: Time,
  matched: Rupees,
  runners: Type.Array(Type.Object({ selectionId: Type.Integer(), name: Type.String(), housePnlIfWins: Rupees })),
});

export const OperatorFancyLine = Type.Object({
  id: Type.Integer(),
  eventId: Type.Integer(),
  eventName: Type.String(),
  name: Type.String(),
  inplay: Type.Boolean(),
  gameStatus: Nullable(Type.String({ description: "null when open, else the feed's state ('Ball Running', 'SUSPENDED'…)" })),
  active: Type.Boolean(),
  noLine: Type.Integer({ description: 'No wins below noLine' }),
  noRate: Type.Integer({ description: 'per 100 risked' }),
  yesLine: Type.Integer({ description: 'Yes wins at yesLine or more' }),
  yesRate: Type.Integer({ description: 'per 100 risked' }),
  openBets: Type.Integer(),
  staked: Rupees,
  exposure: Rupees,
});

export const OperatorRisk = Type.Object({
  betsPerMinute: Type.Array(Type.Object({ minute: Type.String(), bets: Type.Integer() })),
  today: Type.Array(Type.Object({ operatorId: Type.Integer(), siteNames: Type.String(), bets: Type.Integer(), turnover: Rupees, grossWin: Rupees })),
  topMarkets: Type.Array(Type.Object({ positionKey: Type.String(), name: Nullable(Type.String()), exposure: Rupees, players: Type.Integer() })),
  topPlayers: Type.Array(Type.Object({ userId: Type.Integer(), userName: Type.String(), exposure: Rupees })),
  pending: Type.Object({ depositCount: Type.Integer(), deposits: Rupees, withdrawalCount: Type.Integer(), withdrawals: Rupees }),
});

const BlogTextSchema = Type.Object({ title: Type.String(), summary: Type.String(), body: Type.String() });
const BlogTexts = Type.Intersect([OptionalKeys(CONTENT_LANGUAGES, BlogTextSchema), Type.Object({ en: BlogTextSchema })]);
export const OperatorBlogArticle = Type.Object({
  id: Type.Integer(),
  hostId: Type.Integer(),
  category: OneOf(BLOG_CATEGORIES),
  publishedAt: Nullable(Time),
  updatedAt: Time,
  texts: BlogTexts,
});

export const OperatorMeAnswer = Envelope(OperatorMe);
export const OperatorHostAnswer = Envelope(OperatorHost);
export const OperatorHostsAnswer = Envelope(Type.Array(OperatorHost));
export const OperatorPaymentsAnswer = Envelope(Type.Array(OperatorPayment));
export const OperatorPlayersAnswer = Envelope(Type.Array(OperatorPlayerSummary));
export const OperatorPlayerAnswer = Envelope(OperatorPlayerDetail);
export const OperatorMarketsAnswer = Envelope(Type.Array(OperatorMarket));
export const OperatorMarketHoldAnswer = Envelope(Type.Object({ marketId: Type.String(), status: Type.String() }));
export const OperatorBetSettingsAnswer = Envelope(Type.Record(Type.String(), Type.Unknown(), { description: "the player's bet settings as saved" }));
export const OperatorPlayerLockAnswer = Envelope(OperatorPlayerSummary);
export const OperatorFanciesAnswer = Envelope(Type.Array(OperatorFancyLine));
export const OperatorRiskAnswer = Envelope(OperatorRisk);
export const OperatorBlogArticlesAnswer = Envelope(Type.Array(OperatorBlogArticle));
export const OperatorBlogArticleAnswer = Envelope(OperatorBlogArticle);

/** GET /operator/audit: one entry of the audit log */
export const OperatorAuditEntry = Type.Object({
  id: Type.Integer(),
  operator_user_id: Nullable(Type.Integer()),
  operator_user_name: Nullable(Type.String()),
  via: Type.String({ description: 'api or cli' }),
  action: Type.String(),
  entity_id: Nullable(Type.Integer()),
  detail: Type.Record(Type.String(), Type.Unknown()),
  created_at: Time,
});

// ---- requests ----------------------------------------------------------------------------------

const Id = Type.String({ pattern: '^[1-9][0-9]{0,14}$', description: 'the id' });
export const OperatorIdParams = Type.Object({ id: Id });

/** whole rupees, or null: the default */
const WholeRupeesOrNull = Nullable(Type.Integer({ minimum: 1, maximum: 100_000_000 }));
const BET_DELAY_KEYS = Object.keys(DEFAULT_BET_DELAYS) as (keyof typeof DEFAULT_BET_DELAYS)[];

/** PATCH /operator/hosts/:id: the settings to change (at least one) */
export const OperatorHostPatch = Type.Object(
  {
    siteName: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    themeColor: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
    commissionBps: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
    /** the platform operator only; audited */
    liquidityBps: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
    flags: Type.Optional(Type.Partial(Keys(HOST_FLAG_NAMES, Type.Boolean()), { additionalProperties: false })),
    contacts: Type.Optional(Type.Partial(Keys(HOST_CONTACT_NAMES, Type.String({ maxLength: 200 })), { additionalProperties: false })),
    /** whole rupees; null = the default */
    limits: Type.Optional(Type.Partial(Keys(LIMIT_NAMES, WholeRupeesOrNull), { additionalProperties: false })),
    notices: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 10 })),
    /** seconds; null = the default */
    betDelays: Type.Optional(Type.Partial(Keys(BET_DELAY_KEYS, Nullable(Type.Integer({ minimum: 0, maximum: 60 }))), { additionalProperties: false })),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** PUT /operator/hosts/:id/money-mode (platform operator only; audited) */
export const OperatorMoneyModeWrite = Type.Object(
  {
    mode: Type.Union([Type.Literal('real'), Type.Literal('play')]),
    amount: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
    label: Type.String({ minLength: 1, maxLength: 20, pattern: '\\S' }),
    dailyTopUp: Type.Boolean(),
    allowedCountries: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z]{2}$' }), { maxItems: 250, uniqueItems: true })),
    ageCheck: Type.Optional(Type.Union([Type.Literal('declaration'), Type.Literal('dateOfBirth')])),
  },
  { additionalProperties: false },
);

/** POST /operator/hosts/:id/domains */
/** GET /operator/domains/pending (platform): domains host operators added, waiting for approval */
export const OperatorPendingDomain = Type.Object({
  domain: Type.String(),
  hostId: Type.Integer(),
  hostCode: Type.String(),
  siteName: Type.String(),
  operatorId: Type.Integer(),
  requestedAt: Time,
});
export const OperatorPendingDomainsAnswer = Envelope(Type.Array(OperatorPendingDomain));
export const OperatorPendingDomainAnswer = Envelope(OperatorPendingDomain);
export const OperatorDomainDecisionParams = Type.Object({ domain: Type.String({ minLength: 1, maxLength: 253 }) });
export const OperatorDomainAdd = Type.Object({ domain: Type.String({ minLength: 1, maxLength: 253 }) }, { additionalProperties: false });
export const OperatorDomainParams = Type.Object({ id: Id, domain: Type.String({ minLength: 1, maxLength: 253 }) });

export const OperatorImageParams = Type.Object({ id: Id, kind: OneOf(['logo', 'favicon'] as const) });
/** PUT /operator/hosts/:id/images/logo|favicon: base64 of at most the largest image (each kind's own limit is checked on the bytes) */
export const OperatorImageUpload = Type.Object(
  { data: Type.String({ minLength: 4, maxLength: Math.ceil((HOST_IMAGE_MAX_KIB.logo * 1024 * 4) / 3) + 4, pattern: '^[A-Za-z0-9+/]+={0,2}$' }) },
  { additionalProperties: false },
);

/** An article's text in one language, as written (not blank). */
export const BlogTextWrite = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    summary: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
    body: Type.String({ minLength: 1, maxLength: 20000, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
/** An article's texts: English, and any of the other languages. */
export const BlogTextsWrite = Type.Object({ ...OptionalKeys(CONTENT_LANGUAGES, BlogTextWrite).properties, en: BlogTextWrite }, { additionalProperties: false });

/** POST /operator/hosts/:id/blogs (a draft), PUT /operator/blogs/:id */
export const OperatorBlogWrite = Type.Object({ category: OneOf(BLOG_CATEGORIES), texts: BlogTextsWrite }, { additionalProperties: false });

/** POST /operator/blogs: an article published at once, on the host with this code (the operator's first host when absent) */
export const PublishBlogRequest = Type.Object(
  { host_code: Type.Optional(Type.String({ pattern: '^[a-z0-9_-]{1,40}$' })), category: OneOf(BLOG_CATEGORIES), texts: BlogTextsWrite },
  { additionalProperties: false },
);

export const OperatorSectionParams = Type.Object({ id: Id, section: OneOf(SECTION_NAMES) });
/** PUT /operator/hosts/:id/sections/:section; manifestUrl null: the default build */
export const OperatorSectionWrite = Type.Object(
  { enabled: Type.Boolean(), manifestUrl: Type.Optional(Nullable(Type.String({ maxLength: 500, pattern: '^https?://[^\\s]+/mf-manifest\\.json$' }))) },
  { additionalProperties: false },
);

/** GET /operator/payments?kind=&status=&q=&limit= */
export const OperatorPaymentsQuery = Type.Object({
  kind: OneOf(['deposit', 'withdrawal'] as const),
  status: Type.Optional(OneOf(['pending', 'approved', 'rejected', 'paid', ''] as const)),
  q: Type.Optional(Type.String({ maxLength: 64, description: 'UTR, user name or mobile' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
/** GET /operator/players?q= */
export const OperatorSearchQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 64, description: 'user name or mobile' })) });
/** GET /operator/markets, /operator/fancies ?q=&live= */
export const OperatorLiveSearchQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 64 })), live: Type.Optional(Type.Boolean()) });

/** The fields of a player's bet settings (§3): bet delays, stake limits, the largest win a market. */
const BET_SETTING_KEYS = [...BET_DELAY_KEYS, ...(Object.keys(DEFAULT_USER_LIMITS) as (keyof typeof DEFAULT_USER_LIMITS)[]), 'maxWinPerMarket' as const];
/** PUT /operator/players/:id/bet-settings: the settings to change (at least one), whole numbers */
export const OperatorBetSettingsPatch = Type.Partial(Keys(BET_SETTING_KEYS, Type.Integer({ minimum: 0, maximum: 1_000_000_000 })), {
  additionalProperties: false,
  minProperties: 1,
});

/** PUT /operator/players/:id/lock: a reason is required to lock */
export const OperatorPlayerLock = Type.Object(
  { locked: Type.Boolean(), reason: Type.Optional(Nullable(Type.String({ maxLength: 200 }))) },
  { additionalProperties: false },
);

export const OperatorMarketParams = Type.Object({ marketId: Type.String({ pattern: '^[0-9]{1,4}\\.[0-9]{1,15}$' }) });
