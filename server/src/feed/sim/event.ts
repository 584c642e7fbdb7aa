// One simulated fixture's state as the simulator steps it.
import type { Fixture } from '../calendar';
import type { MarketSim } from './markets';
import type { Game, Goal } from './play';

export interface FancySim {
  fancyId: number;
  /** 0 or 1: the innings whose runs it is on */
  innings: number;
  overs: number;
  settled: boolean;
  /** the No line as last written (Yes is one more) */
  line: number;
  ballRunning: boolean;
  /**
   * held open and still until then (a development helper's request: end-to-end tests bet on it):
   * not moved, never 'Ball Running', and settled only when the hold ends
   */
  heldUntilMs: number;
  /** the runs it settles at, reached while it was held */
  dueRuns: number | null;
}

export interface EventSim {
  fixture: Fixture;
  phase: 'upcoming' | 'inplay' | 'closed';
  rnd: () => number;
  markets: MarketSim[];
  fancies: FancySim[];
  /** cricket: each innings' runs and wickets so far */
  innings: Array<{ runs: number; wickets: number }>;
  /** balls bowled in the match: the first innings' then the second's */
  balls: number;
  /** football: the match's goals; tennis: its games (drawn once, sim/play.ts) */
  goals: Goal[];
  games: Game[];
  /** the score as last written to the event */
  scoreKey: string;
  lastStepMs: number;
  /** an incident's suspension ends then; null when the markets are open */
  suspendedUntilMs: number | null;
}
