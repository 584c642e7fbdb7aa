// Betfair's cricket score stream (`ccm`), pure: each match's innings (batting side, runs, wickets,
// overs), the batsmen and bowlers at the crease, and whether a ball is in play. The feed writes
// the score to the event and prices and settles the house's session lines from it.

export interface InningsStats {
  inningsNum: number;
  battingTeam?: string;
  bowlingTeam?: string;
  inningsRuns: number;
  inningsOvers: string;
  inningsWickets: number;
}

interface CricketChange {
  eventId: string;
  marketId?: string;
  fixtureInfo?: { fixtureStatus?: string; eventStatus?: string; maxOvers?: number; homeTeam?: string; awayTeam?: string };
  homeTeam?: { name: string; selectionId?: number };
  awayTeam?: { name: string; selectionId?: number };
  matchStats?: {
    currentInnings?: number;
    inningsStats?: InningsStats[];
    battingTeamStats?: Record<string, string | number | undefined>;
    bowlingTeamStats?: Record<string, string | number | undefined>;
  };
}

export interface CcmMessage {
  op: 'ccm';
  pt: number;
  clk?: string;
  cc?: CricketChange[];
}

export interface Innings {
  team: string | null;
  runs: number;
  wickets: number;
  /** legal balls bowled ("2.5" → 17) */
  balls: number;
}

export interface CricketState {
  eventId: number;
  /** the sides' names (fixtureInfo), once known */
  teams: string[];
  maxOvers: number;
  /** 0: first innings, 1: second (a T20 or ODI has two) */
  current: number;
  innings: Innings[];
  ballInPlay: boolean;
  finished: boolean;
  batsmen: string[];
  bowler: string | null;
  /** who batted and bowled in the current innings, and in the one before it (the sides have swapped since) */
  names: { batted: Set<string>; bowled: Set<string>; battedBefore: Set<string>; bowledBefore: Set<string> };
  pt: number;
}

/** the states in which a delivery is under way: session lines show 'Ball Running' */
const BALL_STATES = new Set(['BALL_IN_PROGRESS', 'POSSIBLE_WICKET', 'RUNS_LIKELY', 'UMPIRE_REVIEW', 'DATA_ASSEMBLY_ISSUE']);

/** "12.3" overs → 75 balls */
export function ballsOf(overs: string): number {
  const [o, b] = overs.split('.');
  return Number(o) * 6 + Number(b ?? 0);
}

export class CricketScores {
  readonly matches = new Map<number, CricketState>();

  /** Applies one message; returns the events it changed. */
  apply(msg: CcmMessage): CricketState[] {
    const changed: CricketState[] = [];
    for (const c of msg.cc ?? []) {
      const eventId = Number(c.eventId);
      let s = this.matches.get(eventId);
      if (!s) {
        const names = { batted: new Set<string>(), bowled: new Set<string>(), battedBefore: new Set<string>(), bowledBefore: new Set<string>() };
        s = { eventId, teams: [], maxOvers: 20, current: 0, innings: [], ballInPlay: false, finished: false, batsmen: [], bowler: null, names, pt: msg.pt };
        this.matches.set(eventId, s);
      }
      s.pt = msg.pt;
      const info = c.fixtureInfo;
      if (info?.maxOvers) s.maxOvers = info.maxOvers;
      if (info?.homeTeam && info.awayTeam) s.teams = [info.homeTeam, info.awayTeam];
      if (info?.eventStatus) s.ballInPlay = BALL_STATES.has(info.eventStatus);
      if (info?.fixtureStatus === 'FINISHED' || info?.eventStatus === 'MATCH_COMPLETE' || info?.eventStatus === 'EVENT_CLOSED') s.finished = true;
      const stats = c.matchStats;
      if (stats?.inningsStats) {
        for (const i of stats.inningsStats) {
          const at = i.inningsNum - 1;
          if (at < 0 || at > 1) continue;
          // the stream names the batting side "0" before the toss: an innings counts once a side of the match bats
          const team = i.battingTeam && (s.teams.length === 0 ? i.battingTeam !== '0' : s.teams.includes(i.battingTeam)) ? i.battingTeam : null;
          if (!team && !s.innings[at]) continue;
          s.innings[at] = { team: team ?? s.innings[at]?.team ?? null, runs: i.inningsRuns, wickets: i.inningsWickets, balls: ballsOf(i.inningsOvers) };
        }
      }
      if (stats?.currentInnings) {
        const current = Math.min(1, stats.currentInnings - 1);
        if (current > s.current) nextInnings(s);
        s.current = current;
      }
      if (stats) readPlayers(s, stats);
      changed.push(s);
    }
    return changed;
  }
}

/**
 * A new innings: the sides swap, so the batsmen and bowler shown so far belong to the innings that
 * ended. They are cleared, and the stream, which repeats them until the new innings' first ball or
 * more, is not believed for them: whoever batted in the previous innings is not shown batting now,
 * whoever bowled in it not bowling (a batsman of the previous innings may well bowl now).
 */
function nextInnings(s: CricketState): void {
  s.batsmen = [];
  s.bowler = null;
  s.names = { batted: new Set(), bowled: new Set(), battedBefore: s.names.batted, bowledBefore: s.names.bowled };
}

const named = (name: string | number | undefined): name is string => typeof name === 'string' && name !== '' && name !== '0';

/** The batsmen at the crease and the bowler from a message's figures, leaving out the previous innings' (and a bowler with more overs than the innings). */
function readPlayers(s: CricketState, stats: NonNullable<CricketChange['matchStats']>): void {
  const bat = stats.battingTeamStats;
  if (bat) {
    const at = [1, 2].filter((k) => named(bat[`bat${k}Name`]) && !s.names.battedBefore.has(bat[`bat${k}Name`] as string));
    for (const k of at) s.names.batted.add(bat[`bat${k}Name`] as string);
    s.batsmen = at.map((k) => `${bat[`bat${k}Name`]} ${bat[`bat${k}Runs`] ?? 0} (${bat[`bat${k}Balls`] ?? 0})`);
  }
  const bowl = stats.bowlingTeamStats;
  if (!bowl) return;
  const innings = s.innings[s.current];
  const name = bowl.bowl1Name;
  const overs = String(bowl.bowl1Overs ?? '0');
  if (!named(name) || s.names.bowledBefore.has(name) || (innings && ballsOf(overs) > innings.balls)) return;
  for (const k of [1, 2]) if (named(bowl[`bowl${k}Name`]) && !s.names.bowledBefore.has(bowl[`bowl${k}Name`] as string)) s.names.bowled.add(bowl[`bowl${k}Name`] as string);
  s.bowler = `${name} ${bowl.bowl1Wickets ?? 0}-${bowl.bowl1Runs ?? 0} (${overs})`;
}

/** "17 balls" → 2.5 (the score's overs as the event page shows them) */
export const oversOf = (balls: number): number => Math.floor(balls / 6) + (balls % 6) / 10;

/** The score as the event page and match centre read it (events.score). */
export function scoreOf(s: CricketState): Record<string, unknown> | null {
  const now = s.innings[s.current];
  if (!now) return null;
  const first = s.innings[0];
  return {
    team: now.team,
    runs: now.runs,
    wickets: now.wickets,
    overs: oversOf(now.balls),
    ...(s.current === 1 && first ? { target: first.runs + 1 } : {}),
    ...(s.batsmen.length > 0 ? { batsmen: s.batsmen.join(', ') } : {}),
    ...(s.bowler ? { bowler: s.bowler } : {}),
    innings: s.innings.map((i) => ({ team: i.team, runs: i.runs, wickets: i.wickets, overs: oversOf(i.balls) })),
  };
}

/** Whether an innings is over: all out, its overs bowled, the chase made, the next begun, or the match finished. */
export function inningsOver(s: CricketState, at: number): boolean {
  const i = s.innings[at];
  if (!i) return false;
  if (s.finished || s.current > at) return true;
  if (i.wickets >= 10 || i.balls >= s.maxOvers * 6) return true;
  const first = s.innings[0];
  return at === 1 && first !== undefined && i.runs > first.runs;
}
