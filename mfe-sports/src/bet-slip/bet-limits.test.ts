import type { SlipSelection } from '@khel/shared-kernel';
import type { EventLimitsWire } from '@khel/shared-kernel/contract';
import { DEFAULT_BET_SETTINGS, EVENT_LIMITS_TTL_MS, LIMITS_WAIT_MS, betSettingsOf, cashOutDelaySeconds, createLimitsSource, limitProblem, limitsWithin, slipLimits } from './bet-limits';
import { fakeServer, logInForTest, logOutForTest } from '../test-support/fake-server';

const odds = { kind: 'odds', marketType: 'MATCH_ODDS', eventTypeId: 4, isBack: true, delaySeconds: 5 } as const;
const event: EventLimitsWire = {
  match_id: 11,
  market_min_stack: 10,
  market_max_stack: 25000,
  market_max_profit: 200000,
  session_min_stack: 50,
  session_max_stack: 30000,
  session_max_profit: 100000,
  fancies: { '7': { session_min_stack: 200, session_max_stack: 2000, session_max_profit: 5000 } },
};

describe('the limits of a slip (§3, §9)', () => {
  it('uses the §9 defaults per sport and market type when nothing else is known', () => {
    expect(slipLimits(odds, DEFAULT_BET_SETTINGS, null)).toEqual({ minStake: 1, maxStake: 100000, maxProfitPaise: 5_00_000_00, delaySeconds: 5 });
    expect(slipLimits({ ...odds, kind: 'bookmaker' }, DEFAULT_BET_SETTINGS, null)).toMatchObject({ minStake: 100, maxStake: 2000000 });
    expect(slipLimits({ ...odds, kind: 'fancy' }, DEFAULT_BET_SETTINGS, null)).toMatchObject({ minStake: 1, maxStake: 100000 });
    // soccer (s-) and tennis (t-) limits: 100 to 50000 for every market type
    expect(slipLimits({ ...odds, eventTypeId: 1 }, DEFAULT_BET_SETTINGS, null)).toMatchObject({ minStake: 100, maxStake: 50000 });
    expect(slipLimits({ ...odds, eventTypeId: 2, kind: 'bookmaker' }, DEFAULT_BET_SETTINGS, null)).toMatchObject({ minStake: 100, maxStake: 50000 });
  });

  it("takes the stricter of the player's and the event's market limits", () => {
    expect(slipLimits(odds, DEFAULT_BET_SETTINGS, event)).toEqual({ minStake: 10, maxStake: 25000, maxProfitPaise: 2_00_000_00, delaySeconds: 5 });
    const generous = { ...DEFAULT_BET_SETTINGS, oddsMinLimit: 500, oddsMaxLimit: 10000, maxWinPerMarket: 50000 };
    expect(slipLimits(odds, generous, event)).toEqual({ minStake: 500, maxStake: 10000, maxProfitPaise: 50_000_00, delaySeconds: 5 });
  });

  it("uses a fancy's own session limits, else the event's session limits", () => {
    const fancy = { kind: 'fancy', marketType: 'SESSION', eventTypeId: 4, fancyId: 7, delaySeconds: 5 } as const;
    expect(slipLimits(fancy, DEFAULT_BET_SETTINGS, event)).toEqual({ minStake: 200, maxStake: 2000, maxProfitPaise: 5000_00, delaySeconds: 5 });
    expect(slipLimits({ ...fancy, fancyId: 8 }, DEFAULT_BET_SETTINGS, event)).toEqual({ minStake: 50, maxStake: 30000, maxProfitPaise: 1_00_000_00, delaySeconds: 5 });
  });

  it("carries the player's bet delay for the selection's type and sport (their host's), none where it is not in play", () => {
    const host = { ...DEFAULT_BET_SETTINGS, matchoddsBetDelay: 8, soccerBetDelay: 6, bookmakerBetDelay: 2, fancyBetDelay: 4 };
    expect(slipLimits(odds, host, null).delaySeconds).toBe(8);
    expect(slipLimits({ ...odds, eventTypeId: 1 }, host, null).delaySeconds).toBe(6);
    expect(slipLimits({ ...odds, kind: 'bookmaker', marketType: 'BOOKMAKER' }, host, null).delaySeconds).toBe(2);
    expect(slipLimits({ ...odds, kind: 'fancy', marketType: 'SESSION', fancyId: 7 }, host, null).delaySeconds).toBe(4);
    // the catalog's 0: the market is not in play, no delay whatever the host's
    expect(slipLimits({ ...odds, delaySeconds: 0 }, host, null).delaySeconds).toBe(0);
  });

  it("counts down the market's own feed delay (Betfair's betDelay) where it is larger than the host's, as the server waits it", () => {
    const host = { ...DEFAULT_BET_SETTINGS, matchoddsBetDelay: 2 };
    expect(slipLimits({ ...odds, feedDelaySeconds: 5 }, host, null).delaySeconds).toBe(5);
    expect(slipLimits({ ...odds, feedDelaySeconds: 5 }, { ...host, matchoddsBetDelay: 8 }, null).delaySeconds).toBe(8);
    expect(slipLimits(odds, host, null).delaySeconds).toBe(2);
    expect(slipLimits({ ...odds, delaySeconds: 0, feedDelaySeconds: 5 }, host, null).delaySeconds).toBe(0);
  });

  it('says which limit a stake breaks, stake limits first, then the profit', () => {
    const limits = { minStake: 100, maxStake: 100000, maxProfitPaise: 1000_00, delaySeconds: 0 };
    expect(limitProblem(odds, 250, 99, limits)).toBe('Minimum stake is 100');
    expect(limitProblem(odds, 250, 100001, limits)).toBe('Maximum stake is 1,00,000');
    // back 700 at 2.5 wins 1,050 > 1,000; 600 wins 900
    expect(limitProblem(odds, 250, 700, limits)).toBe('Maximum profit on this market is 1,000');
    expect(limitProblem(odds, 250, 600, limits)).toBeNull();
    // a lay wins the stake: 1,000 is allowed, 1,001 is not
    expect(limitProblem({ ...odds, isBack: false }, 250, 1000, limits)).toBeNull();
    expect(limitProblem({ ...odds, isBack: false }, 250, 1001, limits)).toBe('Maximum profit on this market is 1,000');
  });

  it("reads a settings answer field by field over the defaults", () => {
    expect(betSettingsOf({ oddsMaxLimit: 20000, fancyMinLimit: -5, bookmakerMaxLimit: 'lots', maxWinPerMarket: 100000 })).toEqual({
      ...DEFAULT_BET_SETTINGS,
      oddsMaxLimit: 20000,
      maxWinPerMarket: 100000,
    });
    expect(betSettingsOf(null)).toEqual(DEFAULT_BET_SETTINGS);
  });
});

describe('the limits source', () => {
  beforeEach(logInForTest);
  afterEach(logOutForTest);
  const selection = { eventTypeId: 4, eventId: 11, kind: 'odds', isBack: true } as SlipSelection;

  it('asks getUserSetting once per player and getEventsLimit {match_id, sport_id} once a minute per event', async () => {
    const seen = fakeServer({
      getUserSetting: { body: { status: true, msg: '', data: { ...DEFAULT_BET_SETTINGS, oddsMaxLimit: 20000 } } },
      'event/getEventsLimit': { body: { status: true, msg: '', data: event } },
    });
    let now = 0;
    const limitsFor = createLimitsSource(undefined, () => now);
    expect(await limitsFor(selection, 'p1')).toEqual({ minStake: 10, maxStake: 20000, maxProfitPaise: 2_00_000_00, delaySeconds: 5 });
    await limitsFor(selection, 'p1');
    expect(seen.map((r) => r.path)).toEqual(['getUserSetting', 'event/getEventsLimit']);
    expect(seen[1]!.body).toEqual({ match_id: 11, sport_id: 4 });
    now = EVENT_LIMITS_TTL_MS + 1;
    await limitsFor(selection, 'p2');
    expect(seen.map((r) => r.path)).toEqual(['getUserSetting', 'event/getEventsLimit', 'getUserSetting', 'event/getEventsLimit']);
  });

  it("gives a cash-out the player's own delay for the market, none where it is not in play, reading the settings once", async () => {
    const seen = fakeServer({ getUserSetting: { body: { status: true, msg: '', data: { ...DEFAULT_BET_SETTINGS, matchoddsBetDelay: 9, soccerBetDelay: 4 } } } });
    expect(await cashOutDelaySeconds({ market_type: 'MATCH_ODDS', sport_id: 4, betDelay: 5 })).toBe(9);
    expect(await cashOutDelaySeconds({ market_type: 'MATCH_ODDS', sport_id: 1, betDelay: 5 })).toBe(4);
    expect(await cashOutDelaySeconds({ market_type: 'MATCH_ODDS', sport_id: 4, betDelay: 0 })).toBe(0);
    expect(seen.filter((r) => r.path === 'getUserSetting')).toHaveLength(1);
  });

  it('falls back to the §9 defaults when the calls fail (§8), and asks for the event again next time', async () => {
    const seen = fakeServer({
      getUserSetting: { status: 500, body: 'Internal Server Error' },
      'event/getEventsLimit': { status: 404, body: { status: false, msg: 'Match not found', data: null } },
    });
    const limitsFor = createLimitsSource();
    expect(await limitsFor(selection, 'p1')).toEqual({ minStake: 1, maxStake: 100000, maxProfitPaise: 5_00_000_00, delaySeconds: 5 });
    await limitsFor(selection, 'p1');
    expect(seen.filter((r) => r.path === 'event/getEventsLimit')).toHaveLength(2);
  });
});

describe('waiting for the limits', () => {
  afterEach(() => jest.useRealTimers());

  it('gives up after LIMITS_WAIT_MS (§9: calls have no timeout), and takes them when they come in time', async () => {
    jest.useFakeTimers();
    const never = new Promise<number>(() => undefined);
    const waited = limitsWithin(never);
    jest.advanceTimersByTime(LIMITS_WAIT_MS);
    await expect(waited).resolves.toBeNull();
    await expect(limitsWithin(Promise.resolve(7))).resolves.toBe(7);
    await expect(limitsWithin(Promise.reject(new Error('down')))).resolves.toBeNull();
  });
});
