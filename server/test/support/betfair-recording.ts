// A Betfair historical recording written by the tests themselves (Betfair's files stay outside the
// repository): a T20 between two sides in the stream's own format, market and score streams and a
// catalogue beside them, so the replay runs on a fresh clone. Ball by ball, seeded, both innings.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const SYNTHETIC = { marketId: '1.900000001', eventId: 900000001, home: { id: 5001, name: 'Mumbai' }, away: { id: 5002, name: 'Chennai' } };

export interface WrittenRecording {
  file: string;
  startPt: number;
  inPlayPt: number;
  endPt: number;
  /** each innings' runs after each ball (index = balls bowled) */
  runsAfterBall: number[][];
}

/** Writes `<dir>/synthetic-1.900000001.jsonl.gz`, its `.scores.jsonl` and `.catalogue.json`. */
export function writeSyntheticCricket(dir: string, startPt = Date.UTC(2025, 0, 1, 9, 0, 0)): WrittenRecording {
  const { marketId, eventId, home, away } = SYNTHETIC;
  let seed = 42;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const inPlayPt = startPt + 3_600_000;
  const definition = (status: string, inPlay: boolean, runners = ['ACTIVE', 'ACTIVE']) => ({
    eventId: String(eventId),
    eventTypeId: '4',
    numberOfWinners: 1,
    bettingType: 'ODDS',
    marketType: 'MATCH_ODDS',
    marketTime: new Date(inPlayPt).toISOString(),
    inPlay,
    betDelay: inPlay ? 5 : 0,
    status,
    countryCode: 'IN',
    runners: [
      { status: runners[0], sortPriority: 1, id: home.id },
      { status: runners[1], sortPriority: 2, id: away.id },
    ],
  });
  const market: object[] = [];
  const scores: object[] = [];
  let clk = 0;
  const mcm = (pt: number, mc: object) => market.push({ op: 'mcm', clk: String(++clk), pt, mc: [{ id: marketId, ...mc }] });
  const ladder = (fair: number) => {
    // three levels each side around a fair price (hundredths on the 0.02 rungs of 2–3)
    const even = (p: number) => Math.round(p / 2) * 2;
    const b = even(fair);
    return { atb: [b, b - 2, b - 4].map((p, i) => [p / 100, 50 + 25 * i]), atl: [b + 2, b + 4, b + 6].map((p, i) => [p / 100, 40 + 20 * i]) };
  };
  let fair = 200;
  mcm(startPt, { img: true, marketDefinition: definition('OPEN', false), rc: [{ id: home.id, ...ladder(fair) }, { id: away.id, ...ladder(fair + 4) }] });
  for (let t = startPt + 60_000; t < inPlayPt; t += 60_000) {
    const old = [ladder(fair), ladder(fair + 4)];
    fair = Math.max(180, Math.min(230, fair + (rnd() < 0.5 ? -2 : 2)));
    const zero = (l: { atb: number[][]; atl: number[][] }) => ({ atb: l.atb.map(([p]) => [p, 0]), atl: l.atl.map(([p]) => [p, 0]) });
    const now = [ladder(fair), ladder(fair + 4)];
    mcm(t, {
      rc: [home.id, away.id].map((id, i) => ({ id, atb: [...zero(old[i]!).atb, ...now[i]!.atb], atl: [...zero(old[i]!).atl, ...now[i]!.atl] })),
    });
  }
  mcm(inPlayPt, { marketDefinition: definition('OPEN', true) });
  scores.push({ op: 'ccm', pt: inPlayPt, cc: [{ eventId: String(eventId), marketId, fixtureInfo: { fixtureStatus: 'IN_RUNNING', eventStatus: 'MATCH_STABLE', maxOvers: 20 } }] });
  const runsAfterBall: number[][] = [[0], [0]];
  const teams = [home.name, away.name];
  const innings = [
    { runs: 0, wickets: 0, balls: 0 },
    { runs: 0, wickets: 0, balls: 0 },
  ];
  let pt = inPlayPt;
  const stats = (current: number) => ({
    currentInnings: current + 1,
    inningsStats: innings.map((i, n) => (n <= current ? { inningsNum: n + 1, battingTeam: teams[n], bowlingTeam: teams[1 - n], inningsRuns: i.runs, inningsOvers: `${Math.floor(i.balls / 6)}.${i.balls % 6}`, inningsWickets: i.wickets } : { inningsNum: n + 1, inningsRuns: 0, inningsOvers: '0.0', inningsWickets: 0 })),
  });
  for (const at of [0, 1]) {
    const side = innings[at]!;
    while (side.balls < 120 && side.wickets < 10 && !(at === 1 && side.runs > innings[0]!.runs)) {
      pt += 20_000;
      scores.push({ op: 'ccm', pt, cc: [{ eventId: String(eventId), marketId, fixtureInfo: { eventStatus: 'BALL_IN_PROGRESS', maxOvers: 20 }, matchStats: stats(at) }] });
      const r = rnd();
      side.runs += r < 0.35 ? 0 : r < 0.7 ? 1 : r < 0.8 ? 2 : r < 0.94 ? 4 : 6;
      if (rnd() < 0.04) side.wickets += 1;
      side.balls += 1;
      runsAfterBall[at]![side.balls] = side.runs;
      pt += 10_000;
      scores.push({ op: 'ccm', pt, cc: [{ eventId: String(eventId), marketId, fixtureInfo: { eventStatus: 'MATCH_STABLE', maxOvers: 20 }, matchStats: stats(at) }] });
    }
  }
  pt += 60_000;
  scores.push({ op: 'ccm', pt, cc: [{ eventId: String(eventId), marketId, fixtureInfo: { fixtureStatus: 'FINISHED', eventStatus: 'MATCH_COMPLETE' } }] });
  const homeWon = innings[0]!.runs > innings[1]!.runs;
  mcm(pt, { marketDefinition: definition('SUSPENDED', true) });
  mcm(pt + 30_000, { marketDefinition: definition('CLOSED', true, homeWon ? ['WINNER', 'LOSER'] : ['LOSER', 'WINNER']) });
  const file = path.join(dir, `synthetic-${marketId}.jsonl.gz`);
  writeFileSync(file, gzipSync(market.map((m) => JSON.stringify(m)).join('\n') + '\n'));
  writeFileSync(path.join(dir, `synthetic-${marketId}.scores.jsonl`), scores.map((m) => JSON.stringify(m)).join('\n') + '\n');
  writeFileSync(
    path.join(dir, `synthetic-${marketId}.catalogue.json`),
    JSON.stringify({
      marketId,
      marketName: 'Match Odds',
      competition: { id: '900001', name: 'Khel Test League' },
      event: { id: String(eventId), name: `${home.name} v ${away.name}` },
      runners: [
        { selectionId: home.id, runnerName: home.name, sortPriority: 1 },
        { selectionId: away.id, runnerName: away.name, sortPriority: 2 },
      ],
    }),
  );
  return { file, startPt, inPlayPt, endPt: pt + 30_000, runsAfterBall };
}
