import {
  assertMayBet,
  assertMayDeposit,
  changeLimit,
  DAY_MS,
  EMPTY_RG_STATE,
  HOUR_MS,
  onBreak,
  ResponsibleGamblingRefusal,
  rgStateOf,
  selfExclude,
  settle,
  startCoolOff,
} from '../../src/domain/responsible-gambling';

const NOW = Date.UTC(2026, 0, 31, 12, 0, 0);
const none = { day: 0, week: 0, month: 0 };
const refusal = (fn: () => void): ResponsibleGamblingRefusal => {
  try {
    fn();
  } catch (err) {
    if (err instanceof ResponsibleGamblingRefusal) return err;
    throw err;
  }
  throw new Error('not refused');
};

describe('limits', () => {
  it('applies a new limit and a decrease at once, an increase and a removal only after 24 hours', () => {
    let { state, effectiveAtMs } = changeLimit(EMPTY_RG_STATE, 'deposit', 'day', 5_000_00, NOW);
    expect(effectiveAtMs).toBe(NOW);
    expect(state.limits.deposit.day).toEqual({ valuePaise: 5_000_00, pending: null });

    ({ state, effectiveAtMs } = changeLimit(state, 'deposit', 'day', 2_000_00, NOW + 1));
    expect(state.limits.deposit.day.valuePaise).toBe(2_000_00);

    ({ state, effectiveAtMs } = changeLimit(state, 'deposit', 'day', 9_000_00, NOW + 2));
    expect(effectiveAtMs).toBe(NOW + 2 + DAY_MS);
    expect(state.limits.deposit.day).toEqual({ valuePaise: 2_000_00, pending: { valuePaise: 9_000_00, effectiveAtMs: NOW + 2 + DAY_MS } });
    expect(settle(state, NOW + 2 + DAY_MS - 1).limits.deposit.day.valuePaise).toBe(2_000_00);
    expect(settle(state, NOW + 2 + DAY_MS).limits.deposit.day).toEqual({ valuePaise: 9_000_00, pending: null });

    // a decrease while an increase waits: applies now and drops the increase
    const lowered = changeLimit(state, 'deposit', 'day', 1_000_00, NOW + 3).state;
    expect(lowered.limits.deposit.day).toEqual({ valuePaise: 1_000_00, pending: null });

    const removal = changeLimit(lowered, 'deposit', 'day', null, NOW + 4);
    expect(removal.effectiveAtMs).toBe(NOW + 4 + DAY_MS);
    expect(settle(removal.state, NOW + 4 + DAY_MS).limits.deposit.day).toEqual({ valuePaise: null, pending: null });
  });

  it('refuses limits outside ₹1 to ₹1,00,00,000 and leaves the state untouched', () => {
    for (const bad of [0, -100, 1.5, 1_00_00_000_01, Number.NaN]) {
      expect(refusal(() => changeLimit(EMPTY_RG_STATE, 'loss', 'week', bad, NOW)).code).toBe('invalid');
    }
    expect(EMPTY_RG_STATE.limits.loss.week.valuePaise).toBeNull();
  });

  it('refuses a deposit over any period limit, counting what was already deposited', () => {
    const state = changeLimit(changeLimit(EMPTY_RG_STATE, 'deposit', 'day', 1_000_00, NOW).state, 'deposit', 'month', 1_500_00, NOW).state;
    expect(() => assertMayDeposit(state, none, 1_000_00, NOW)).not.toThrow();
    const day = refusal(() => assertMayDeposit(state, { day: 600_00, week: 600_00, month: 600_00 }, 500_00, NOW));
    expect(day.code).toBe('deposit_limit');
    expect(day.message).toBe('This deposit is over your daily deposit limit of ₹1,000. You can deposit up to ₹400 now.');
    expect(refusal(() => assertMayDeposit(state, { day: 0, week: 1_000_00, month: 1_000_00 }, 600_00, NOW)).message).toMatch(/monthly deposit limit of ₹1,500/);
  });

  it('refuses a bet whose worst case takes the net loss past a loss limit, counting open exposure', () => {
    const state = changeLimit(EMPTY_RG_STATE, 'loss', 'day', 1_000_00, NOW).state;
    expect(() => assertMayBet(state, { day: 400_00, week: 400_00, month: 400_00 }, 100_00, 500_00, NOW)).not.toThrow();
    expect(refusal(() => assertMayBet(state, { day: 400_00, week: 400_00, month: 400_00 }, 100_00, 500_01, NOW)).code).toBe('loss_limit');
    // winnings in the period make room
    expect(() => assertMayBet(state, { day: -500_00, week: -500_00, month: -500_00 }, 0, 1_500_00, NOW)).not.toThrow();
  });
});

describe('breaks', () => {
  it('a cool-off stops bets and deposits until it ends, and can be lengthened but never shortened', () => {
    const state = startCoolOff(EMPTY_RG_STATE, 72, NOW);
    expect(state.coolOffUntilMs).toBe(NOW + 72 * HOUR_MS);
    expect(refusal(() => assertMayBet(state, none, 0, 100, NOW)).code).toBe('cool_off');
    expect(refusal(() => assertMayDeposit(state, none, 100, NOW)).code).toBe('cool_off');
    expect(onBreak(state, NOW + 72 * HOUR_MS - 1)).toBe(true);
    expect(onBreak(state, NOW + 72 * HOUR_MS)).toBe(false);
    expect(() => assertMayBet(state, none, 0, 100, NOW + 72 * HOUR_MS)).not.toThrow();
    expect(startCoolOff(state, 24, NOW).coolOffUntilMs).toBe(NOW + 72 * HOUR_MS);
    expect(startCoolOff(state, 168, NOW).coolOffUntilMs).toBe(NOW + 168 * HOUR_MS);
    for (const hours of [23, 1009, 1.5]) expect(refusal(() => startCoolOff(EMPTY_RG_STATE, hours, NOW)).code).toBe('invalid');
  });

  it('self-exclusion runs whole calendar months and refuses bets and deposits', () => {
    const state = selfExclude(EMPTY_RG_STATE, 6, NOW);
    expect(new Date(state.selfExcludedUntilMs!).toISOString()).toBe('2026-07-31T12:00:00.000Z');
    expect(refusal(() => assertMayBet(state, none, 0, 1, NOW)).code).toBe('self_excluded');
    expect(refusal(() => assertMayDeposit(state, none, 1, NOW)).code).toBe('self_excluded');
    expect(refusal(() => selfExclude(EMPTY_RG_STATE, 3, NOW)).code).toBe('invalid');
    expect(selfExclude(selfExclude(EMPTY_RG_STATE, 60, NOW), 6, NOW).selfExcludedUntilMs).toBe(Date.UTC(2031, 0, 31, 12));
  });

  it('reads back what it stored, and an empty store as no limits', () => {
    const state = startCoolOff(changeLimit(EMPTY_RG_STATE, 'loss', 'month', 10_000_00, NOW).state, 24, NOW);
    expect(rgStateOf(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(rgStateOf(null)).toEqual(EMPTY_RG_STATE);
  });
});
