// The simulated calendar: which fixtures exist, when they start and who takes part. Pure: a
// fixture is a function of (seed, sport, slot), and slots are fixed multiples of each sport's
// cadence from the epoch, so every run with the same seed has the same fixtures at the same times.

import { SPORT } from '@khel/shared-kernel/betting';
import { pick, prng, seedOf } from './random';
import { CRICKET, DOG_KENNELS, DOG_NAMES, DOG_VENUES, FOOTBALL, HORSE_FIRST, HORSE_LAST, HORSE_THREE_WORDS, HORSE_VENUES, JOCKEYS, TENNIS, TRAINERS, roundRobin, type Competition } from './sim/teams';

/** India's offset from UTC (no daylight saving): race names carry the off time in India. */
const INDIA_OFFSET_MINUTES = 330;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type FixtureKind = 'cricket' | 'football' | 'tennis' | 'horse' | 'greyhound' | 'election';

export interface RunnerSpec {
  selectionId: number;
  name: string;
  /** racing: CLOTH_NUMBER, COLOURS_FILENAME, JOCKEY_NAME, TRAINER_NAME */
  metadata?: Record<string, string>;
}

export interface Fixture {
  kind: FixtureKind;
  feedKey: string;
  eventId: number;
  sportId: number;
  competition: { id: number; name: string; countryCode: string | null };
  name: string;
  startMs: number;
  /** how long it is in play before the result */
  durationMs: number;
  venue: string | null;
  countryCode: string | null;
  runners: RunnerSpec[];
  /** cricket format, for session lines */
  format?: 'T20' | 'ODI' | 'Test';
}

interface Cadence {
  kind: FixtureKind;
  sportId: number;
  /** a fixture every `everyMs`, offset so sports do not all start on the hour */
  everyMs: number;
  offsetMs: number;
  durationMs: number;
  /** how far ahead fixtures are listed */
  horizonMs: number;
  tag: number;
}

/**
 * Each match sport's cadence is shorter than its duration, so at every moment of the day at least one
 * match of it is in play (a player never finds the in-play list of a sport empty), and one more is
 * usually about to start.
 */
export const CADENCES: readonly Cadence[] = [
  { kind: 'cricket', sportId: SPORT.cricket, everyMs: 2 * HOUR, offsetMs: 30 * MINUTE, durationMs: 3 * HOUR, horizonMs: 24 * HOUR, tag: 11 },
  { kind: 'football', sportId: SPORT.football, everyMs: 90 * MINUTE, offsetMs: 15 * MINUTE, durationMs: 2 * HOUR, horizonMs: 12 * HOUR, tag: 12 },
  { kind: 'tennis', sportId: SPORT.tennis, everyMs: 90 * MINUTE, offsetMs: 45 * MINUTE, durationMs: 2 * HOUR, horizonMs: 12 * HOUR, tag: 13 },
  { kind: 'horse', sportId: SPORT.horseRacing, everyMs: 20 * MINUTE, offsetMs: 5 * MINUTE, durationMs: 3 * MINUTE, horizonMs: 3 * HOUR, tag: 14 },
  { kind: 'greyhound', sportId: SPORT.greyhoundRacing, everyMs: 15 * MINUTE, offsetMs: 2 * MINUTE, durationMs: 1 * MINUTE, horizonMs: 2 * HOUR, tag: 15 },
];

/** A competition's sides in the order its schedule uses: shuffled by the seed, so each seed has its own. */
function sidesOf(seed: number, tag: number, ci: number, c: Competition): string[] {
  const rnd = prng(seedOf(seed, tag, 1_000 + ci));
  const sides = [...c.sides];
  for (let i = sides.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [sides[i], sides[j]] = [sides[j]!, sides[i]!];
  }
  return sides;
}

/** A race's runner names: plausible, and no two alike. */
function raceNames(rnd: () => number, kind: 'horse' | 'greyhound', count: number): string[] {
  const used = new Set<string>();
  while (used.size < count) {
    if (kind === 'greyhound') used.add(`${pick(rnd, DOG_KENNELS)} ${pick(rnd, DOG_NAMES)}`);
    else if (rnd() < 0.15) used.add(pick(rnd, HORSE_THREE_WORDS));
    else used.add(`${pick(rnd, HORSE_FIRST)} ${pick(rnd, HORSE_LAST)}`);
  }
  return [...used];
}

/** The fixture of one sport's slot. */
export function fixtureAt(seed: number, cadence: Cadence, slot: number): Fixture {
  const rnd = prng(seedOf(seed, cadence.tag, slot));
  const eventId = cadence.tag * 10_000_000 + (slot % 10_000_000);
  const startMs = slot * cadence.everyMs + cadence.offsetMs;
  const base = { kind: cadence.kind, feedKey: `sim:${cadence.kind}:${slot}`, eventId, sportId: cadence.sportId, startMs, durationMs: cadence.durationMs };
  const compId = (i: number) => cadence.tag * 100 + i;
  const sel = (i: number) => eventId * 10 + i;
  switch (cadence.kind) {
    case 'cricket':
    case 'football':
    case 'tennis': {
      // the competitions take turns; each plays its own round robin, so no pair meets twice while listed
      const comps = cadence.kind === 'cricket' ? CRICKET : cadence.kind === 'football' ? FOOTBALL : TENNIS;
      const ci = slot % comps.length;
      const { name: compName, countryCode: country } = comps[ci]!;
      const sides = sidesOf(seed, cadence.tag, ci, comps[ci]!);
      const [home, away] = roundRobin(sides.length, Math.floor(slot / comps.length));
      const [a, b] = [sides[home]!, sides[away]!];
      const runners: RunnerSpec[] = [{ selectionId: sel(0), name: a }, { selectionId: sel(1), name: b }];
      if (cadence.kind === 'football') runners.push({ selectionId: sel(2), name: 'The Draw' });
      return {
        ...base,
        competition: { id: compId(ci), name: compName, countryCode: country },
        name: `${a} v ${b}`,
        venue: null,
        countryCode: country,
        runners,
        ...(cadence.kind === 'cricket' ? { format: 'T20' as const } : {}),
      };
    }
    case 'horse':
    case 'greyhound': {
      const venues = cadence.kind === 'horse' ? HORSE_VENUES : DOG_VENUES;
      const vi = slot % venues.length;
      const [venue, country] = venues[vi]!;
      const count = cadence.kind === 'horse' ? 6 + Math.floor(rnd() * 5) : 6;
      const runners: RunnerSpec[] = [];
      for (const [i, name] of raceNames(rnd, cadence.kind, count).entries()) {
        runners.push({
          selectionId: sel(i),
          name: `${i + 1}. ${name}`,
          metadata:
            cadence.kind === 'horse'
              ? { CLOTH_NUMBER: String(i + 1), COLOURS_FILENAME: `c${(slot + i) % 20}.png`, JOCKEY_NAME: pick(rnd, JOCKEYS), TRAINER_NAME: pick(rnd, TRAINERS) }
              : { CLOTH_NUMBER: String(i + 1), TRAINER_NAME: pick(rnd, TRAINERS) },
        });
      }
      // Named by the off time in India (the site's default time setting, and what server-written texts
      // such as statements show); pages re-say it in the player's own setting (eventNameIn).
      const time = new Date(startMs + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
      return {
        ...base,
        competition: { id: compId(vi), name: venue, countryCode: country },
        name: `${time} ${venue}`,
        venue,
        countryCode: country,
        runners,
      };
    }
    default:
      throw new Error(`no cadence for ${cadence.kind}`);
  }
}

/** The election: one long-running market, settled at the end of its year. */
export function electionFixture(nowMs: number): Fixture {
  const year = new Date(nowMs).getUTCFullYear();
  const eventId = 16_000_000 + year;
  const parties = ['Party A', 'Party B', 'Party C', 'Others'];
  return {
    kind: 'election',
    feedKey: `sim:election:${year}`,
    eventId,
    sportId: SPORT.election,
    competition: { id: 1600, name: 'General Election', countryCode: 'IN' },
    name: `General Election ${year + 1}: most seats`,
    startMs: Date.UTC(year + 1, 0, 1),
    durationMs: HOUR,
    venue: null,
    countryCode: 'IN',
    runners: parties.map((name, i) => ({ selectionId: eventId * 10 + i, name })),
  };
}

/** Every fixture that is in play or starts within its sport's horizon at `nowMs`. */
export function fixturesAround(seed: number, nowMs: number): Fixture[] {
  const out: Fixture[] = [];
  for (const c of CADENCES) {
    const first = Math.floor((nowMs - c.durationMs - c.offsetMs) / c.everyMs);
    const last = Math.floor((nowMs + c.horizonMs - c.offsetMs) / c.everyMs);
    for (let slot = Math.max(0, first); slot <= last; slot++) {
      const f = fixtureAt(seed, c, slot);
      if (f.startMs + f.durationMs > nowMs && f.startMs <= nowMs + c.horizonMs) out.push(f);
    }
  }
  out.push(electionFixture(nowMs));
  return out;
}
