// The simulator tells a believable story (issue 36 item 8): each competition holds its own sides,
// no match is listed twice, race runners have plausible names, the house's ladder sizes vary like a
// real market's, and football and tennis in play have a running score that their results follow.
import { CADENCES, fixtureAt, fixturesAround, type Fixture } from '../../src/feed/calendar';
import { FeedSimulator } from '../../src/feed/simulator';
import { levelSize, marketsOf, MIN_LEVEL_PAISE } from '../../src/feed/sim/markets';
import { footballGoals, goalsAt, tennisGames, tennisScoreAt } from '../../src/feed/sim/play';
import { CRICKET, FOOTBALL, TENNIS, roundRobin } from '../../src/feed/sim/teams';
import { Exchange } from '../../src/exchange/exchange';
import { assertLedgerBalanced } from '../../src/wallet/ledger';
import { createTestDb, type TestDatabase } from '../support/test-db';

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SEEDS = [1, 7, 42];
const matchKinds = ['cricket', 'football', 'tennis'] as const;
const leagues = { cricket: CRICKET, football: FOOTBALL, tennis: TENNIS };

/** Every fixture listed at some moment over three days, every 20 minutes. */
function listedOverDays(seed: number, at: (fixtures: Fixture[], t: number) => void): void {
  for (let t = T0; t < T0 + 72 * HOUR; t += 20 * MINUTE) at(fixturesAround(seed, t), t);
}

describe('the simulator\'s calendar', () => {
  it('pairs each side with each other once per round robin, never a side with itself', () => {
    for (const n of [6, 8, 10, 12]) {
      const pairs = new Set<string>();
      for (let k = 0; k < (n * (n - 1)) / 2; k++) {
        const [a, b] = roundRobin(n, k);
        expect(a).not.toBe(b);
        pairs.add([a, b].sort((x, y) => x - y).join('-'));
      }
      expect(pairs.size).toBe((n * (n - 1)) / 2);
    }
  });

  it('lists each match between two sides of its own competition (IPL franchises in the IPL only, one league per football match)', () => {
    const wrong: string[] = [];
    for (const seed of SEEDS) {
      listedOverDays(seed, (fixtures) => {
        for (const f of fixtures.filter((x) => (matchKinds as readonly string[]).includes(x.kind))) {
          const league = leagues[f.kind as (typeof matchKinds)[number]].find((c) => c.name === f.competition.name);
          const [home, away] = f.runners.map((r) => r.name);
          const fits = league !== undefined && league.sides.includes(home!) && league.sides.includes(away!) && home !== away && f.name === `${home} v ${away}`;
          if (!fits) wrong.push(`${f.name} (${f.competition.name})`);
        }
      });
    }
    expect(wrong).toEqual([]);
    // and the other way round: no IPL franchise outside the IPL
    const ipl = CRICKET.find((c) => c.name === 'Indian Premier League')!;
    const others = CRICKET.filter((c) => c !== ipl).flatMap((c) => c.sides);
    expect(ipl.sides.filter((s) => others.includes(s))).toEqual([]);
    const [isl, epl] = FOOTBALL;
    expect(isl!.sides.filter((s) => epl!.sides.includes(s))).toEqual([]);
  });

  it('never lists the same match twice: no two fixtures listed at one moment pair the same two sides', () => {
    for (const seed of SEEDS) {
      listedOverDays(seed, (fixtures, t) => {
        const matches = fixtures.filter((x) => (matchKinds as readonly string[]).includes(x.kind));
        const pairs = matches.map((f) => `${f.kind}:${f.runners.slice(0, 2).map((r) => r.name).sort().join(' / ')}`);
        const twice = pairs.filter((p, i) => pairs.indexOf(p) !== i);
        expect({ at: new Date(t).toISOString(), twice }).toEqual({ at: new Date(t).toISOString(), twice: [] });
        const names = fixtures.map((f) => f.name);
        expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
      });
    }
  });

  it('never has a side in two matches at once', () => {
    for (const seed of SEEDS) {
      listedOverDays(seed, (fixtures, t) => {
        const inPlay = fixtures.filter((f) => f.startMs <= t && t < f.startMs + f.durationMs && (matchKinds as readonly string[]).includes(f.kind));
        const sides = inPlay.flatMap((f) => f.runners.slice(0, 2).map((r) => r.name));
        expect(sides.filter((s, i) => sides.indexOf(s) !== i)).toEqual([]);
      });
    }
  });

  it('names race runners plausibly: no word twice in a name, no name twice in a race, greyhounds with a kennel prefix', () => {
    let races = 0;
    for (const seed of SEEDS) {
      for (const c of CADENCES.filter((x) => x.kind === 'horse' || x.kind === 'greyhound')) {
        for (let slot = 200_000; slot < 200_300; slot++) {
          const race = fixtureAt(seed, c, slot);
          const names = race.runners.map((r) => r.name.replace(/^\d+\. /, ''));
          expect(new Set(names).size).toBe(names.length);
          for (const name of names) {
            const words = name.split(' ');
            expect({ name, repeated: new Set(words).size !== words.length }).toEqual({ name, repeated: false });
            expect(words.length).toBeGreaterThanOrEqual(2);
          }
          race.runners.forEach((r, i) => expect(r.name.startsWith(`${i + 1}. `)).toBe(true));
          races += 1;
        }
      }
    }
    expect(races).toBe(SEEDS.length * 2 * 300);
    expect(fixtureAt(7, CADENCES.find((x) => x.kind === 'horse')!, 5).runners.some((r) => /Spirit Spirit/.test(r.name))).toBe(false);
  });
});

describe("the simulator's ladder sizes", () => {
  const cricket = fixturesAround(7, T0).find((f) => f.kind === 'cricket')!;
  const football = fixturesAround(7, T0).find((f) => f.kind === 'football')!;

  it('vary level to level and quote to quote, thinner at the best price, in whole rupees, never under ₹250', () => {
    const [matchOdds] = marketsOf(7, cricket, () => 0.5);
    const sizes = Array.from({ length: 200 }, (_, i) => levelSize(matchOdds!, i % 3, false, 100_000));
    expect(new Set(sizes).size).toBeGreaterThan(100); // not ₹1,000 at every price
    for (const s of sizes) {
      expect(s % 100).toBe(0);
      expect(s).toBeGreaterThanOrEqual(MIN_LEVEL_PAISE);
    }
    const mean = (level: number) => sizes.filter((_, i) => i % 3 === level).reduce((a, b) => a + b, 0) / (sizes.length / 3);
    expect(mean(0)).toBeLessThan(mean(1));
    expect(mean(1)).toBeLessThan(mean(2));
  });

  it('makes a main market deeper than a side market, and in play deeper than before it', () => {
    const [matchOdds, overUnder] = marketsOf(7, football, () => 0.5);
    expect(matchOdds!.depth).toBeGreaterThan(overUnder!.depth);
    const average = (inPlay: boolean) => Array.from({ length: 300 }, () => levelSize(matchOdds!, 1, inPlay, 100_000)).reduce((a, b) => a + b, 0) / 300;
    expect(average(true)).toBeGreaterThan(average(false));
  });
});

describe('football and tennis scores (pure)', () => {
  const matches = (kind: 'football' | 'tennis') =>
    SEEDS.flatMap((seed) => Array.from({ length: 100 }, (_, i) => ({ seed, f: fixtureAt(seed, CADENCES.find((c) => c.kind === kind)!, 300_000 + i) })));

  it('scores football goals only while the ball is in play, never taking one back, about 2.6 a match', () => {
    let total = 0;
    for (const { seed, f } of matches('football')) {
      const goals = footballGoals(seed, f, [0.3, -0.2, 0]);
      for (const g of goals) expect(g.atMs > f.startMs && g.atMs <= f.startMs + 105 * MINUTE).toBe(true);
      let last = [0, 0];
      for (let t = f.startMs; t <= f.startMs + f.durationMs; t += 5 * MINUTE) {
        const now = goalsAt(goals, t);
        expect(now[0] >= last[0]! && now[1] >= last[1]!).toBe(true);
        last = now;
      }
      total += goals.length;
    }
    expect(total / 300).toBeGreaterThan(1.8);
    expect(total / 300).toBeLessThan(3.4);
  });

  it('plays tennis to two sets, each set won 6 by two or 7–6, the last game before the result', () => {
    for (const { seed, f } of matches('tennis')) {
      const games = tennisGames(seed, f, [0.2, -0.1]);
      expect(games[games.length - 1]!.atMs).toBeLessThan(f.startMs + f.durationMs);
      const { sets, won } = tennisScoreAt(games, f.startMs + f.durationMs);
      expect(Math.max(...won)).toBe(2);
      expect(Math.min(...won)).toBeLessThan(2);
      for (const [a, b] of sets) {
        const ok = (Math.max(a, b) === 6 && Math.abs(a - b) >= 2) || (Math.max(a, b) === 7 && Math.min(a, b) >= 5);
        expect({ set: `${a}-${b}`, ok }).toEqual({ set: `${a}-${b}`, ok: true });
      }
      expect(tennisScoreAt(games, f.startMs).sets).toEqual([[0, 0]]);
    }
  });
});

describe('the simulator in play: a running score for football and tennis, and results that follow it', () => {
  let db: TestDatabase;
  let exchange: Exchange;
  beforeAll(async () => {
    db = await createTestDb();
    exchange = await Exchange.start({ db, sleep: async () => undefined });
  });
  afterAll(async () => {
    await exchange.idle();
    await db.drop();
  });

  for (const kind of ['football', 'tennis'] as const) {
    it(`shows a ${kind} match's score as it is played and settles it on that score`, async () => {
      const feed = new FeedSimulator({ db, exchange, seed: 7, kinds: [kind] });
      const match = fixturesAround(7, T0).filter((f) => f.kind === kind && f.startMs > T0).sort((a, b) => a.startMs - b.startMs)[0]!;
      const [home, away] = [match.runners[0]!.name, match.runners[1]!.name];
      const seen = new Set<string>();
      let score: Record<string, number | string> | null = null;
      for (let t = match.startMs - MINUTE; t < match.startMs + match.durationMs; t += 5 * MINUTE) {
        await feed.step(t);
        [{ score }] = (await db.query<{ score: Record<string, number | string> | null }>('SELECT score FROM events WHERE id = $1', [match.eventId])) as [{ score: Record<string, number | string> | null }];
        if (t >= match.startMs) {
          expect(Object.keys(score!).sort()).toEqual([home, away].sort());
          seen.add(JSON.stringify(score));
        }
      }
      expect(seen.size).toBeGreaterThan(kind === 'tennis' ? 10 : 0); // it moved (a tennis match has 12 games at least)
      await feed.step(match.startMs + match.durationMs + MINUTE);
      const [closing] = await db.query<{ score: Record<string, number | string> }>('SELECT score FROM events WHERE id = $1', [match.eventId]);
      const [market] = await db.query<{ winner: number }>('SELECT winner_selection_id AS winner FROM markets WHERE id = $1', [`1.${match.eventId * 10}`]);
      const winnerIndex = match.runners.findIndex((r) => r.selectionId === Number(market!.winner));
      if (kind === 'football') {
        const [h, a] = [Number(closing!.score[home]), Number(closing!.score[away])];
        expect(winnerIndex).toBe(h > a ? 0 : a > h ? 1 : 2);
        const [ou] = await db.query<{ winner: number }>('SELECT winner_selection_id AS winner FROM markets WHERE id = $1', [`1.${match.eventId * 10 + 2}`]);
        expect(Number(ou!.winner)).toBe(match.eventId * 10 + (h + a > 2 ? 8 : 7));
      } else {
        const sets = (name: string) => String(closing!.score[name]).split(' ').map(Number);
        const [h, a] = [sets(home), sets(away)];
        const setsWon = (mine: number[], theirs: number[]) => mine.filter((g, i) => g > theirs[i]!).length;
        expect(winnerIndex).toBe(setsWon(h, a) === 2 ? 0 : 1);
      }
      await assertLedgerBalanced(db);
    }, 120_000);
  }
});
