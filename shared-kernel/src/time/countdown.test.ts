import { countdownLabel } from './countdown';

const now = Date.UTC(2026, 10, 22, 6, 30);
const later = (minutes: number) => now + minutes * 60_000;

describe('countdown label (§4.6)', () => {
  it.each([
    [165, 'Opens in 2 hours 45 minutes'],
    [(2 * 24 + 4) * 60, 'Opens in 2 days 4 hours'],
    [-90, 'Started on 1 hours 30 minutes'],
    [-2 * 24 * 60, 'Started on 2 days 0 hours'],
    [0, 'Started on 0 hours 0 minutes'],
  ])('%d minutes → %s', (minutes, label) => expect(countdownLabel(later(minutes), now)).toBe(label));
});
