import { countdownLabel, countdownText } from './countdown';

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

describe('countdown text in the player language', () => {
  it('says the same label as the English one through the i18n keys', async () => {
    const { createInstance } = await import('i18next');
    const { initI18n } = await import('../i18n/i18n');
    const i18n = await initI18n(createInstance(), 'en');
    const t = (key: string, values: Record<string, number>) => i18n.t(key, values);
    for (const minutes of [165, (2 * 24 + 4) * 60, -90, -2 * 24 * 60]) {
      expect(countdownText(later(minutes), now, t)).toBe(countdownLabel(later(minutes), now));
    }
  });

  it('picks the days or the hours form, before or after the start', () => {
    const keys = [165, 3000, -90, -3000].map((m) => countdownText(later(m), now, (key) => key));
    expect(keys).toEqual(['sports.opensInHours', 'sports.opensInDays', 'sports.startedOnHours', 'sports.startedOnDays']);
  });
});
