// The limits a bet must respect before the slip sends it (§3, §9): the player's own limits from
// getUserSetting (per sport and market type, §9 defaults when the call fails, §8) and the event's
// from event/getEventsLimit (market min/max stake and max profit; session limits per fancy). The
// stricter of the two applies, as on the server, which checks them again.
import { betDelaySeconds, currentSession, formatIndianNumber, paiseToRupees, rupeesToPaise, type SlipSelection } from '@khel/shared-kernel';
import { DEFAULT_BET_SETTINGS, stakeRange } from '../market-rows/stake-range';
import type { EventLimitsWire, UserBetSettingsWire } from '@khel/shared-kernel/contract';
import { postApi } from '../api/http';
import { slipAmounts } from './slip-rules';
import { sayNow, type Say } from '../i18n/say';

export { DEFAULT_BET_SETTINGS };

/** What one slip may stake and win: whole rupees for stakes, paise for the profit cap; and the bet delay. */
export interface SlipLimits {
  minStake: number;
  maxStake: number;
  maxProfitPaise: number;
  /** the player's own bet delay for this selection (their host's, as the server waits it), 0 when none */
  delaySeconds: number;
}

/**
 * The player's delay for a selection: the page's selection carries the defaults (the catalog is the
 * same for every host), 0 where the market is not in play; the player's settings have their host's.
 * As the server waits it: the host's or the market's own feed delay (Betfair's betDelay), the larger.
 */
export function slipDelaySeconds(selection: Pick<SlipSelection, 'kind' | 'marketType' | 'eventTypeId' | 'delaySeconds' | 'feedDelaySeconds'>, settings: UserBetSettingsWire): number {
  if (selection.delaySeconds <= 0) return 0;
  const type = selection.kind === 'fancy' ? 'SESSION' : selection.kind === 'bookmaker' ? 'BOOKMAKER' : selection.marketType;
  return Math.max(betDelaySeconds(settings, type, selection.eventTypeId), selection.feedDelaySeconds ?? 0);
}

const isWholeNonNegative = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** A getUserSetting answer field by field over the defaults: a missing or odd field keeps its default. */
export function betSettingsOf(data: unknown): UserBetSettingsWire {
  const out: UserBetSettingsWire = { ...DEFAULT_BET_SETTINGS };
  if (typeof data !== 'object' || data === null) return out;
  for (const key of Object.keys(out) as (keyof UserBetSettingsWire)[]) {
    const v = (data as Record<string, unknown>)[key];
    if (isWholeNonNegative(v)) out[key] = v;
  }
  return out;
}

export async function fetchBetSettings(signal?: AbortSignal): Promise<UserBetSettingsWire> {
  try {
    const reply = await postApi<unknown>('getUserSetting', {}, signal);
    return reply.status ? betSettingsOf(reply.data) : { ...DEFAULT_BET_SETTINGS };
  } catch {
    return { ...DEFAULT_BET_SETTINGS };
  }
}

/** The event's limits, or null when they cannot be read (the player's own limits still apply). */
export async function fetchEventLimits(matchId: number, sportId: number, signal?: AbortSignal): Promise<EventLimitsWire | null> {
  try {
    const reply = await postApi<EventLimitsWire>('event/getEventsLimit', { match_id: matchId, sport_id: sportId }, signal);
    return reply.status && typeof reply.data === 'object' && reply.data !== null ? reply.data : null;
  } catch {
    return null;
  }
}

/** The stricter of the player's and the event's limits for this selection. */
export function slipLimits(
  selection: Pick<SlipSelection, 'kind' | 'eventTypeId' | 'fancyId' | 'marketType' | 'delaySeconds' | 'feedDelaySeconds' | 'minStake' | 'maxStake'>,
  settings: UserBetSettingsWire,
  event: EventLimitsWire | null,
): SlipLimits {
  // the market header's range (the selection carries the market's own stakes)
  const own = stakeRange(selection.kind, selection.eventTypeId, settings, { min: selection.minStake, max: selection.maxStake });
  let minStake = own.min;
  let maxStake = own.max;
  let maxProfit = settings.maxWinPerMarket;
  const eventSide =
    event === null
      ? null
      : selection.kind === 'fancy'
        ? (event.fancies?.[String(selection.fancyId)] ?? { session_min_stack: event.session_min_stack, session_max_stack: event.session_max_stack, session_max_profit: event.session_max_profit })
        : { session_min_stack: event.market_min_stack, session_max_stack: event.market_max_stack, session_max_profit: event.market_max_profit };
  if (eventSide) {
    if (isAmount(eventSide.session_min_stack)) minStake = Math.max(minStake, eventSide.session_min_stack);
    if (isAmount(eventSide.session_max_stack)) maxStake = Math.min(maxStake, eventSide.session_max_stack);
    if (isAmount(eventSide.session_max_profit)) maxProfit = Math.min(maxProfit, eventSide.session_max_profit);
  }
  return { minStake, maxStake, maxProfitPaise: rupeesToPaise(maxProfit), delaySeconds: slipDelaySeconds(selection, settings) };
}

/** Rupees in Indian grouping, paise only when there are some: 100000 → '1,00,000'. */
const rupeesText = (rupees: number) => formatIndianNumber(rupees, Number.isInteger(rupees) ? 0 : 2);

/**
 * Why this stake may not be sent, or null: below the minimum, above the maximum, or winning too
 * much. Said in the current language (`t`, the shared i18next's by default).
 */
export function limitProblem(selection: Pick<SlipSelection, 'kind' | 'isBack'>, price: number, stake: number, limits: SlipLimits, t: Say = sayNow): string | null {
  if (stake < limits.minStake) return t('sportsSlip.minStake', { amount: rupeesText(limits.minStake) });
  if (stake > limits.maxStake) return t('sportsSlip.maxStake', { amount: rupeesText(limits.maxStake) });
  if (slipAmounts(selection, price, stake).profitPaise > limits.maxProfitPaise) return t('sportsSlip.maxProfit', { amount: rupeesText(paiseToRupees(limits.maxProfitPaise)) });
  return null;
}

/** The player's settings, read once per player (`who`): again only when another player logs in. */
export function settingsReader(load: () => Promise<UserBetSettingsWire> = fetchBetSettings) {
  let read: { who: string; value: Promise<UserBetSettingsWire> } | null = null;
  return (who: string): Promise<UserBetSettingsWire> => {
    if (!read || read.who !== who) read = { who, value: load() };
    return read.value;
  };
}

/** Whose settings and limits: they are read again when another player logs in. */
export const playerKey = () => {
  const session = currentSession();
  return String(session.user?.id ?? session.token ?? '');
};

/** The logged-in player's settings, shared by the slip's limits, the market headers and the cash-out's delay (one read per player). */
const playerSettings = settingsReader();

/** The logged-in player's settings (§9 defaults when they cannot be read). */
export const currentPlayerSettings = (): Promise<UserBetSettingsWire> => playerSettings(playerKey());

/**
 * The logged-in player's delay for a cash-out on this market (a hedge waits it like a bet): their
 * host's for the market's type and sport where it is in play (the catalog's `betDelay` above 0), or
 * the market's feed delay (`feed_bet_delay`, Betfair's betDelay) where that is larger.
 */
export async function cashOutDelaySeconds(market: { market_type: string; sport_id: number; betDelay?: number; feed_bet_delay?: number }): Promise<number> {
  if ((market.betDelay ?? 1) <= 0) return 0;
  return Math.max(betDelaySeconds(await playerSettings(playerKey()), market.market_type, market.sport_id), market.feed_bet_delay ?? 0);
}

/** How long an event's limits are trusted before the next selection reads them again. */
export const EVENT_LIMITS_TTL_MS = 60_000;
const MAX_CACHED_EVENTS = 50;

/**
 * The limits for a selection: the player's own read once per login, the event's once a minute
 * per event (a failed read is asked again on the next selection).
 */
export function createLimitsSource(load = { settings: settingsReader(), event: fetchEventLimits }, now = () => Date.now()) {
  const events = new Map<number, { at: number; value: Promise<EventLimitsWire | null> }>();
  return async function limitsFor(selection: SlipSelection, who: string): Promise<SlipLimits> {
    const settings = load.settings(who);
    let event = events.get(selection.eventId);
    if (!event || now() - event.at > EVENT_LIMITS_TTL_MS) {
      if (events.size >= MAX_CACHED_EVENTS) events.clear();
      event = { at: now(), value: load.event(selection.eventId, selection.eventTypeId) };
      events.set(selection.eventId, event);
    }
    const eventLimits = await event.value;
    if (eventLimits === null) events.delete(selection.eventId);
    return slipLimits(selection, await settings, eventLimits);
  };
}

/** How long Place Bet waits for the limits; past it the bet goes and the server checks alone. */
export const LIMITS_WAIT_MS = 3_000;

/** The limits, or null when they take longer than `waitMs` (§9: HTTP calls have no timeout). */
export function limitsWithin<T>(limits: Promise<T>, waitMs = LIMITS_WAIT_MS): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  return Promise.race([limits.catch(() => null), late]).finally(() => clearTimeout(timer));
}

/** The slip's source (one per page load, shared by the right panel's slip and the modal's). */
export const limitsForSlip = createLimitsSource({ settings: playerSettings, event: fetchEventLimits });
