// The operator console's answers (server/src/http/operator-console.ts): the one source of the
// console's types (shared-kernel/src/contract/operator.ts derives them) and of the answers' schemas
// in the API reference. Money is rupees with 2 decimals, times ISO strings.
import { Envelope, Rupees, Type, type TSchema } from './common';
import { HOST_CONTACT_NAMES, HOST_FLAG_NAMES } from '../operator';
import { BLOG_CATEGORIES, CONTENT_LANGUAGES } from '../content';
import { SECTION_NAMES } from '../../site/remotes';

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
  domains: Type.Array(Type.String()),
  commissionBps: Type.Integer(),
  flags: Keys(HOST_FLAG_NAMES, Type.Boolean()),
  contacts: Keys(HOST_CONTACT_NAMES, Type.String()),
  limits: Keys(LIMIT_NAMES, Rupees),
  notices: Type.Array(Type.String()),
  sections: Type.Array(OperatorHostSection),
  betDelays: Keys(BET_DELAY_NAMES, Type.Integer({ description: 'seconds in force for the host’s players' })),
  betDelaysSet: OptionalKeys(BET_DELAY_NAMES, Type.Integer({ description: 'the host’s own delays only' })),
  images: Keys(['logo', 'favicon'] as const, Type.String({ description: "a versioned URL, '' for none" })),
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
