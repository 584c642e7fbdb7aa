import { countdownLabel } from '@khel/shared-kernel';
import {
  fancyRowStatus,
  formatVolume,
  levelActive,
  runnerLevels,
  runnerRowStatus,
  startLabel,
  toHundredths,
} from './row-state';

describe('row state (§4.6)', () => {
  it('shows a runner OPEN only when it is ACTIVE and the market OPEN', () => {
    expect(runnerRowStatus('OPEN', 'ACTIVE')).toBe('OPEN');
    expect(runnerRowStatus('OPEN', undefined)).toBe('OPEN');
    expect(runnerRowStatus('SUSPENDED', 'ACTIVE')).toBe('SUSPENDED');
    expect(runnerRowStatus('OPEN', 'REMOVED')).toBe('SUSPENDED');
    expect(runnerRowStatus(undefined, 'ACTIVE')).toBe('SUSPENDED');
  });
  it('shows a fancy OPEN with no GameStatus and is_active 1, else GameStatus upper-cased or SUSPENDED', () => {
    expect(fancyRowStatus({ is_active: 1 })).toBe('OPEN');
    expect(fancyRowStatus({ is_active: 1, GameStatus: '' })).toBe('OPEN');
    expect(fancyRowStatus({ is_active: 1, GameStatus: 'Ball Running' })).toBe('BALL RUNNING');
    expect(fancyRowStatus({ is_active: 0 })).toBe('SUSPENDED');
    expect(fancyRowStatus({ is_active: 0, GameStatus: 'closed' })).toBe('CLOSED');
  });
  it('uses all three columns on match odds and only the inner one elsewhere', () => {
    expect([0, 1, 2].map((l) => levelActive('MATCH_ODDS', l))).toEqual([true, true, true]);
    expect([0, 1, 2].map((l) => levelActive('OVER_UNDER_25', l))).toEqual([true, false, false]);
  });
});

describe('prices and volume', () => {
  it("caps volume at '500.000+'", () => {
    expect(formatVolume(499999.6)).toBe('5,00,000');
    expect(formatVolume(100000)).toBe('1,00,000');
    expect(formatVolume(500000)).toBe('500.000+');
    expect(formatVolume(12345678)).toBe('500.000+');
    expect(formatVolume(0)).toBe('');
    expect(formatVolume(undefined)).toBe('');
  });
  it('reads three levels from ex, or the flat BackPrice1/LayPrice1 fields', () => {
    const levels = runnerLevels({ ex: { availableToBack: [{ price: 2.02, size: 10 }], availableToLay: [{ price: 2.04, size: 5 }, { price: 2.06, size: 1 }] } });
    expect(levels.back).toEqual([{ price: 2.02, size: 10 }, null, null]);
    expect(levels.lay[1]).toEqual({ price: 2.06, size: 1 });
    expect(runnerLevels({ BackPrice1: 45, BackSize1: 100 }).back[0]).toEqual({ price: 45, size: 100 });
    expect(toHundredths(2.02)).toBe(202);
    expect(toHundredths(1.1)).toBe(110);
  });
});

describe('time labels (§2.14, §4.6)', () => {
  // 2026-11-22 06:30 UTC = 12:00 in India.
  const now = Date.UTC(2026, 10, 22, 6, 30);
  const at = (h: number, m = 0, day = 22) => Date.UTC(2026, 10, day, h, m);
  it('labels Started at, Today, Tomorrow in India time', () => {
    expect(startLabel(at(5, 0), now)).toBe('Started at 10:30');
    expect(startLabel(at(14, 0), now)).toBe('Today 19:30');
    expect(startLabel(at(19, 0), now)).toBe('Tomorrow 00:30');
    expect(startLabel(at(3, 30, 23), now)).toBe('Tomorrow 09:00');
    expect(startLabel(at(3, 30, 25), now)).toBe('25-11-2026 09:00');
  });
  it('counts down in days and hours, or hours and minutes', () => {
    expect(countdownLabel(at(9, 15), now)).toBe('Opens in 2 hours 45 minutes');
    expect(countdownLabel(at(10, 30, 24), now)).toBe('Opens in 2 days 4 hours');
    expect(countdownLabel(at(5, 0), now)).toBe('Started on 1 hours 30 minutes');
    expect(countdownLabel(at(6, 30, 20), now)).toBe('Started on 2 days 0 hours');
  });
});
