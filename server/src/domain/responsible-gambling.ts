// Responsible-gambling rules (issue 14), pure: the player's limits and breaks as data, time passed
// in as epoch milliseconds, money in paise. The app layer (responsible-gambling/) loads the state
// and the player's recent deposits and losses, and stores what these functions return.
//
// - Deposit limits and net-loss limits per rolling day (24 h), week (7 days) and month (30 days).
//   Net loss: exchange losses and commission minus wins, plus casino stakes minus casino wins.
// - A new limit or a lower one applies at once; a higher one or a removal waits 24 hours, so a
//   decision made in a heated moment cannot be undone in the same moment.
// - Cool-off (24 hours to 6 weeks) and self-exclusion (6 months to 5 years): no bets, no deposits,
//   no casino games until the end; logging in, statements and withdrawals stay open. A break can
//   be lengthened, never shortened.
// - Reality check: a reminder every N minutes of play (10 to 120), or off; any change applies at once.
// The kinds, periods and bounds are the contract's (the change's schema checks them at the edge).
import { RG_COOL_OFF_RANGE, RG_LIMIT_KINDS, RG_LIMIT_PERIODS, RG_MAX_LIMIT_RUPEES, RG_REALITY_CHECK_RANGE, RG_SELF_EXCLUSION_MONTHS } from '@khel/shared-kernel/contract';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** How long an increase or a removal of a limit waits. */
export const INCREASE_DELAY_MS = DAY_MS;

export const LIMIT_PERIODS = RG_LIMIT_PERIODS;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const PERIOD_MS: Record<LimitPeriod, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

export const LIMIT_KINDS = RG_LIMIT_KINDS;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The largest limit a player can set (₹1,00,00,000 a period), in paise. */
export const MAX_LIMIT_PAISE = RG_MAX_LIMIT_RUPEES * 100;

export const COOL_OFF_HOURS = RG_COOL_OFF_RANGE;
export const SELF_EXCLUSION_MONTHS = RG_SELF_EXCLUSION_MONTHS;
export const REALITY_CHECK_MINUTES = RG_REALITY_CHECK_RANGE;

export interface PendingLimit {
  /** null = the limit is removed */
  valuePaise: number | null;
  effectiveAtMs: number;
}

export interface Limit {
  /** null = no limit */
  valuePaise: number | null;
  pending: PendingLimit | null;
}

export type LimitTable = Record<LimitKind, Record<LimitPeriod, Limit>>;

export interface RgState {
  limits: LimitTable;
  realityCheckMinutes: number | null;
  coolOffUntilMs: number | null;
  selfExcludedUntilMs: number | null;
}

const noLimit = (): Limit => ({ valuePaise: null, pending: null });
const noLimits = (): Record<LimitPeriod, Limit> => ({ day: noLimit(), week: noLimit(), month: noLimit() });

export const EMPTY_RG_STATE: RgState = Object.freeze({
  limits: { deposit: noLimits(), loss: noLimits() },
  realityCheckMinutes: null,
  coolOffUntilMs: null,
  selfExcludedUntilMs: null,
}) as RgState;

export type RefusalCode = 'cool_off' | 'self_excluded' | 'deposit_limit' | 'loss_limit' | 'invalid';

/** A rule refused what the player asked for; the message is for the player. */
export class ResponsibleGamblingRefusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
    readonly untilMs: number | null = null,
  ) {
    super(message);
    this.name = 'ResponsibleGamblingRefusal';
  }
}

const clone = (s: RgState): RgState => ({
  ...s,
  limits: {
    deposit: { day: { ...s.limits.deposit.day }, week: { ...s.limits.deposit.week }, month: { ...s.limits.deposit.month } },
    loss: { day: { ...s.limits.loss.day }, week: { ...s.limits.loss.week }, month: { ...s.limits.loss.month } },
  },
});

/** The state as it stands at `nowMs`: pending changes whose time has come applied, ended breaks cleared. */
export function settle(state: RgState, nowMs: number): RgState {
  const next = clone(state);
  for (const kind of LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const limit = next.limits[kind][period];
      if (limit.pending && limit.pending.effectiveAtMs <= nowMs) next.limits[kind][period] = { valuePaise: limit.pending.valuePaise, pending: null };
    }
  }
  if (next.coolOffUntilMs !== null && next.coolOffUntilMs <= nowMs) next.coolOffUntilMs = null;
  if (next.selfExcludedUntilMs !== null && next.selfExcludedUntilMs <= nowMs) next.selfExcludedUntilMs = null;
  return next;
}

/**
 * Sets (valuePaise) or removes (null) one limit. A new or lower limit applies at once and drops a
 * pending increase; a higher one or a removal waits INCREASE_DELAY_MS. Returns the new state and
 * when the change applies.
 */
export function changeLimit(
  state: RgState,
  kind: LimitKind,
  period: LimitPeriod,
  valuePaise: number | null,
  nowMs: number,
): { state: RgState; effectiveAtMs: number } {
  if (valuePaise !== null && (!Number.isSafeInteger(valuePaise) || valuePaise <= 0 || valuePaise > MAX_LIMIT_PAISE)) {
    throw new ResponsibleGamblingRefusal('invalid', 'A limit must be from ₹1 to ₹1,00,00,000');
  }
  const next = settle(state, nowMs);
  const current = next.limits[kind][period].valuePaise;
  const tightens = valuePaise !== null && (current === null || valuePaise <= current);
  if (tightens) {
    next.limits[kind][period] = { valuePaise, pending: null };
    return { state: next, effectiveAtMs: nowMs };
  }
  if (valuePaise === current) return { state: next, effectiveAtMs: nowMs };
  const effectiveAtMs = nowMs + INCREASE_DELAY_MS;
  next.limits[kind][period] = { valuePaise: current, pending: { valuePaise, effectiveAtMs } };
  return { state: next, effectiveAtMs };
}

export function setRealityCheck(state: RgState, minutes: number | null, nowMs: number): RgState {
  if (minutes !== null && (!Number.isInteger(minutes) || minutes < REALITY_CHECK_MINUTES.min || minutes > REALITY_CHECK_MINUTES.max)) {
    throw new ResponsibleGamblingRefusal('invalid', `The reminder must be every ${REALITY_CHECK_MINUTES.min} to ${REALITY_CHECK_MINUTES.max} minutes`);
  }
  return { ...settle(state, nowMs), realityCheckMinutes: minutes };
}

/** A cool-off of `hours` (24 hours to 6 weeks) from now; an existing longer break stays. */
export function startCoolOff(state: RgState, hours: number, nowMs: number): RgState {
  if (!Number.isInteger(hours) || hours < COOL_OFF_HOURS.min || hours > COOL_OFF_HOURS.max) {
    throw new ResponsibleGamblingRefusal('invalid', 'A cool-off lasts from 24 hours to 6 weeks');
  }
  const next = settle(state, nowMs);
  next.coolOffUntilMs = Math.max(next.coolOffUntilMs ?? 0, nowMs + hours * HOUR_MS);
  return next;
}

/** Adds calendar months in UTC (31 January + 1 month = 3 March, as Date does). */
const addMonths = (ms: number, months: number): number => {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
};

/** Self-exclusion for one of SELF_EXCLUSION_MONTHS; an existing longer one stays. */
export function selfExclude(state: RgState, months: number, nowMs: number): RgState {
  if (!(SELF_EXCLUSION_MONTHS as readonly number[]).includes(months)) {
    throw new ResponsibleGamblingRefusal('invalid', 'Self-exclusion lasts 6 months, 1, 2, 3 or 5 years');
  }
  const next = settle(state, nowMs);
  next.selfExcludedUntilMs = Math.max(next.selfExcludedUntilMs ?? 0, addMonths(nowMs, months));
  return next;
}

/** Refuses while a cool-off or self-exclusion runs. */
function assertNoBreak(state: RgState, nowMs: number): void {
  const s = settle(state, nowMs);
  if (s.selfExcludedUntilMs !== null) {
    throw new ResponsibleGamblingRefusal('self_excluded', 'You have excluded yourself from play until the date shown on the Responsible Gambling page.', s.selfExcludedUntilMs);
  }
  if (s.coolOffUntilMs !== null) {
    throw new ResponsibleGamblingRefusal('cool_off', 'You are taking a break from play (cool-off) until the time shown on the Responsible Gambling page.', s.coolOffUntilMs);
  }
}

/** Paise per rolling period (deposits made, or net loss: losses and commission minus wins, sports and casino). */
export type PerPeriod = Record<LimitPeriod, number>;

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
const PERIOD_WORD: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

/** A deposit of `amountPaise` on top of `depositedPaise` in each period. */
export function assertMayDeposit(state: RgState, depositedPaise: PerPeriod, amountPaise: number, nowMs: number): void {
  assertNoBreak(state, nowMs);
  const s = settle(state, nowMs);
  for (const period of LIMIT_PERIODS) {
    const limit = s.limits.deposit[period].valuePaise;
    if (limit !== null && depositedPaise[period] + amountPaise > limit) {
      const left = Math.max(0, limit - depositedPaise[period]);
      throw new ResponsibleGamblingRefusal('deposit_limit', `This deposit is over your ${PERIOD_WORD[period]} deposit limit of ${rupees(limit)}. You can deposit up to ${rupees(left)} now.`);
    }
  }
}

/**
 * A bet (or a casino stake) that could lose `maxLossPaise`, for a player whose net loss so far in
 * each period is `netLossPaise` and whose open bets could still lose `openExposurePaise`.
 */
export function assertMayBet(state: RgState, netLossPaise: PerPeriod, openExposurePaise: number, maxLossPaise: number, nowMs: number): void {
  assertNoBreak(state, nowMs);
  const exceeded = lossLimitExceeded(lossRoom(state, netLossPaise, nowMs), openExposurePaise, maxLossPaise);
  if (exceeded) throw new ResponsibleGamblingRefusal('loss_limit', exceeded);
}

/**
 * How much more a player may lose in each period with a net-loss limit: the limit less the net
 * loss so far (open exposure not counted: the exchange core adds it when the bet commits, so two
 * bets at once cannot both pass). Null: no net-loss limit.
 */
export type LossRoom = ReadonlyArray<{ period: LimitPeriod; limitPaise: number; roomPaise: number }>;

export function lossRoom(state: RgState, netLossPaise: PerPeriod, nowMs: number): LossRoom | null {
  const s = settle(state, nowMs);
  const room = LIMIT_PERIODS.flatMap((period) => {
    const limit = s.limits.loss[period].valuePaise;
    return limit === null ? [] : [{ period, limitPaise: limit, roomPaise: limit - netLossPaise[period] }];
  });
  return room.length > 0 ? room : null;
}

/** The refusal's message when open exposure plus a bet's most loss passes a net-loss limit, else null. */
export function lossLimitExceeded(room: LossRoom | null, openExposurePaise: number, maxLossPaise: number): string | null {
  for (const r of room ?? []) {
    if (openExposurePaise + maxLossPaise > r.roomPaise) return `This bet could take your losses past your ${PERIOD_WORD[r.period]} net-loss limit of ${rupees(r.limitPaise)}.`;
  }
  return null;
}

/** True when a cool-off or self-exclusion runs (casino entry, deposits page). */
export const onBreak = (state: RgState, nowMs: number): boolean => {
  const s = settle(state, nowMs);
  return s.coolOffUntilMs !== null || s.selfExcludedUntilMs !== null;
};

/** Reads a stored state, tolerating fields added later. */
export function rgStateOf(stored: unknown): RgState {
  if (typeof stored !== 'object' || stored === null) return clone(EMPTY_RG_STATE);
  const raw = stored as Partial<RgState>;
  const limitOf = (l: Partial<Limit> | undefined): Limit => ({ valuePaise: l?.valuePaise ?? null, pending: l?.pending ?? null });
  const tableOf = (t: Partial<Record<LimitPeriod, Limit>> | undefined) => ({ day: limitOf(t?.day), week: limitOf(t?.week), month: limitOf(t?.month) });
  return {
    limits: { deposit: tableOf(raw.limits?.deposit), loss: tableOf(raw.limits?.loss) },
    realityCheckMinutes: raw.realityCheckMinutes ?? null,
    coolOffUntilMs: raw.coolOffUntilMs ?? null,
    selfExcludedUntilMs: raw.selfExcludedUntilMs ?? null,
  };
}
