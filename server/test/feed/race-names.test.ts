// A race's name leads with its off time in India, the time the site shows beside it by default.
import { fixturesAround } from '../../src/feed/calendar';

it('names every race by its off time in India (UTC + 5:30), never in UTC', () => {
  const now = Date.UTC(2026, 10, 26, 6, 0);
  const races = fixturesAround(7, now).filter((f) => f.kind === 'horse' || f.kind === 'greyhound');
  expect(races.length).toBeGreaterThan(0);
  for (const race of races) {
    const india = new Date(race.startMs + 330 * 60_000);
    const clock = `${String(india.getUTCHours()).padStart(2, '0')}:${String(india.getUTCMinutes()).padStart(2, '0')}`;
    expect(race.name).toBe(`${clock} ${race.venue}`);
  }
});
