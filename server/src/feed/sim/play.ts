// How a simulated football or tennis match goes, pure and drawn once per match from the seed: the
// minutes its goals are scored and by whom, the games of a tennis match and who breaks serve. The
// score at any moment is a function of the time, so a restarted feed carries on with the same match,
// and the result is the final score's (the match odds and over/under settle on what the page showed).
import type { Fixture } from '../calendar';
import { prng, seedOf } from '../random';

const MINUTE = 60_000;

export interface Goal {
  atMs: number;
  /** 0 the home side, 1 the away side */
  side: 0 | 1;
}

export interface Game {
  atMs: number;
  winner: 0 | 1;
  /** won against the serve */
  broke: boolean;
}

/** the share of the home side among two logit strengths */
const shareOf = (a: number, b: number) => 1 / (1 + Math.exp(b - a));

/**
 * A football match's goals: Poisson with 2.6 a match, each side's share by its strength. Minute m
 * of play is m minutes after the kick-off in the first half, 15 more (the break) in the second.
 */
export function footballGoals(seed: number, f: Fixture, strengths: readonly number[]): Goal[] {
  const rnd = prng(seedOf(seed, f.eventId, 91));
  const home = shareOf(strengths[0] ?? 0, strengths[1] ?? 0);
  let count = 0;
  for (let p = Math.exp(-2.6), cdf = p, r = rnd(); r > cdf && count < 9; ) {
    count += 1;
    p *= 2.6 / count;
    cdf += p;
  }
  const minutes = Array.from({ length: count }, () => 1 + Math.floor(rnd() * 90)).sort((a, b) => a - b);
  return minutes.map((m) => ({ atMs: f.startMs + (m <= 45 ? m : m + 15) * MINUTE, side: rnd() < home ? 0 : 1 }));
}

/** The goals scored by `nowMs`: [home, away]. */
export function goalsAt(goals: readonly Goal[], nowMs: number): [number, number] {
  const score: [number, number] = [0, 0];
  for (const g of goals) if (g.atMs <= nowMs) score[g.side] += 1;
  return score;
}

/**
 * A best-of-three tennis match, game by game: the server holds about 78 % of the time, more for
 * the stronger player; a set goes to six games by two, a tie-break (one game here) at 6–6. The
 * games are spread evenly over the match's time, the last five minutes before its result.
 */
export function tennisGames(seed: number, f: Fixture, strengths: readonly number[]): Game[] {
  const rnd = prng(seedOf(seed, f.eventId, 92));
  const edge = shareOf(strengths[0] ?? 0, strengths[1] ?? 0) - 0.5;
  const outcomes: Array<{ winner: 0 | 1; broke: boolean }> = [];
  const sets = [0, 0];
  let server: 0 | 1 = 0;
  while (sets[0]! < 2 && sets[1]! < 2) {
    const games = [0, 0];
    for (;;) {
      const tieBreak = games[0] === 6 && games[1] === 6;
      const hold = tieBreak ? 0.5 : 0.78 + (server === 0 ? edge : -edge) * 0.3;
      const winner: 0 | 1 = rnd() < hold ? server : ((1 - server) as 0 | 1);
      outcomes.push({ winner, broke: !tieBreak && winner !== server });
      games[winner]! += 1;
      server = (1 - server) as 0 | 1;
      const [a, b] = games as [number, number];
      if (tieBreak || (Math.max(a, b) >= 6 && Math.abs(a - b) >= 2)) break;
    }
    sets[games[0]! > games[1]! ? 0 : 1]! += 1;
  }
  const gameMs = Math.floor((f.durationMs - 5 * MINUTE) / outcomes.length);
  return outcomes.map((o, i) => ({ ...o, atMs: f.startMs + (i + 1) * gameMs }));
}

/** Each player's games in each set by `nowMs` (the set under way last), and the sets each has won. */
export function tennisScoreAt(games: readonly Game[], nowMs: number): { sets: Array<[number, number]>; won: [number, number] } {
  const sets: Array<[number, number]> = [[0, 0]];
  const won: [number, number] = [0, 0];
  for (const g of games) {
    if (g.atMs > nowMs) break;
    const set = sets[sets.length - 1]!;
    set[g.winner] += 1;
    const [a, b] = set;
    if ((a === 7 && b === 6) || (a === 6 && b === 7) || (Math.max(a, b) >= 6 && Math.abs(a - b) >= 2)) {
      won[a > b ? 0 : 1] += 1;
      if (won[0] < 2 && won[1] < 2) sets.push([0, 0]);
    }
  }
  return { sets, won };
}

/**
 * The score as the event page shows it (events.score): each side's name with its goals, or each
 * player's name with the games of each set ('6 4 2'). Names and numbers only: nothing to translate.
 */
export function footballScore(f: Fixture, goals: [number, number]): Record<string, number> {
  return { [f.runners[0]!.name]: goals[0], [f.runners[1]!.name]: goals[1] };
}

export function tennisScore(f: Fixture, sets: ReadonlyArray<[number, number]>): Record<string, string> {
  return { [f.runners[0]!.name]: sets.map((s) => s[0]).join(' '), [f.runners[1]!.name]: sets.map((s) => s[1]).join(' ') };
}
