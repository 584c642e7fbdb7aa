// The Betfair stream cache (pure) and the cricket score stream: images, deltas, best offers,
// definitions, segmentation and a subscription image mid-stream.
import { StreamCache, bestLevels, type McmMessage } from '../../src/feed/betfair/cache';
import { CricketScores, inningsOver, scoreOf } from '../../src/feed/betfair/scores';
import { settleRunnerBet } from '../../src/domain/settlement';

const def = (status: 'OPEN' | 'SUSPENDED' | 'CLOSED' = 'OPEN') => ({
  eventId: '9001',
  eventTypeId: '4',
  marketType: 'MATCH_ODDS',
  marketTime: '2026-01-01T10:00:00.000Z',
  status,
  inPlay: false,
  betDelay: 0,
  numberOfWinners: 1,
  runners: [
    { id: 1, status: 'ACTIVE' as const, sortPriority: 1 },
    { id: 2, status: 'ACTIVE' as const, sortPriority: 2 },
  ],
});

const mcm = (pt: number, mc: McmMessage['mc'], extra: Partial<McmMessage> = {}): McmMessage => ({ op: 'mcm', pt, clk: `c${pt}`, mc, ...extra });

describe('Betfair stream cache', () => {
  it('builds the ladder from an image and deltas (size 0 removes a price) and reads the best three each side', () => {
    const cache = new StreamCache();
    cache.apply(mcm(1, [{ id: '1.5', img: true, marketDefinition: def(), rc: [{ id: 1, atb: [[2.0, 10], [1.98, 5], [1.95, 3], [1.9, 1]], atl: [[2.02, 4], [2.04, 6]] }] }]));
    cache.apply(mcm(2, [{ id: '1.5', rc: [{ id: 1, atb: [[2.0, 0], [1.99, 7.5]], atl: [[2.01, 2]] }] }]));
    const r = cache.markets.get('1.5')!.runners.get(1)!;
    expect(bestLevels(r, 3)).toEqual({
      back: [
        { price: 199, sizePence: 750 },
        { price: 198, sizePence: 500 },
        { price: 195, sizePence: 300 },
      ],
      lay: [
        { price: 201, sizePence: 200 },
        { price: 202, sizePence: 400 },
        { price: 204, sizePence: 600 },
      ],
    });
    expect(cache.clk).toBe('c2');
  });

  it('prefers the best-offers view (batb/batl by level) when the subscription sends it', () => {
    const cache = new StreamCache();
    cache.apply(mcm(1, [{ id: '1.5', img: true, marketDefinition: def(), rc: [{ id: 2, batb: [[0, 3.5, 10], [1, 3.45, 20]], batl: [[0, 3.6, 5]] }] }]));
    cache.apply(mcm(2, [{ id: '1.5', rc: [{ id: 2, batb: [[1, 3.45, 0]] }] }]));
    expect(bestLevels(cache.markets.get('1.5')!.runners.get(2)!, 3)).toEqual({ back: [{ price: 350, sizePence: 1000 }], lay: [{ price: 360, sizePence: 500 }] });
  });

  it('replaces a market on img, applies segmented messages only at SEG_END, and a SUB_IMAGE replaces the cache', () => {
    const cache = new StreamCache();
    cache.apply(mcm(1, [{ id: '1.5', img: true, marketDefinition: def(), rc: [{ id: 1, atb: [[2.0, 10]] }] }]));
    cache.apply(mcm(1, [{ id: '1.6', img: true, marketDefinition: def(), rc: [{ id: 1, atb: [[5.0, 10]] }] }]));
    // an image replaces the runner ladders it had
    cache.apply(mcm(2, [{ id: '1.5', img: true, rc: [{ id: 2, atl: [[3.0, 1]] }] }]));
    expect([...cache.markets.get('1.5')!.runners.keys()]).toEqual([2]);
    expect(cache.markets.get('1.5')!.definition!.status).toBe('OPEN');
    // segments
    expect(cache.apply(mcm(3, [{ id: '1.5', marketDefinition: def('SUSPENDED') }], { segmentType: 'SEG_START' }))).toEqual([]);
    expect(cache.markets.get('1.5')!.definition!.status).toBe('OPEN');
    expect(cache.apply(mcm(3, [{ id: '1.6', rc: [{ id: 1, atb: [[5.0, 0]] }] }], { segmentType: 'SEG_END' }))).toEqual(['1.5', '1.6']);
    expect(cache.markets.get('1.5')!.definition!.status).toBe('SUSPENDED');
    // a heartbeat changes nothing but the clock
    expect(cache.apply({ op: 'mcm', pt: 4, clk: 'hb', ct: 'HEARTBEAT' })).toEqual([]);
    expect(cache.clk).toBe('hb');
    // a new subscription image mid-stream: markets it leaves out are gone
    cache.apply(mcm(5, [{ id: '1.6', img: true, marketDefinition: def(), rc: [{ id: 1, atb: [[4.0, 1]] }] }], { ct: 'SUB_IMAGE', initialClk: 'i5' }));
    expect([...cache.markets.keys()]).toEqual(['1.6']);
    expect(cache.initialClk).toBe('i5');
  });
});

describe('cricket score stream', () => {
  const stats = (current: number, innings: Array<[string, number, string, number] | null>) => ({
    currentInnings: current,
    inningsStats: innings.map((i, n) => (i ? { inningsNum: n + 1, battingTeam: i[0], inningsRuns: i[1], inningsOvers: i[2], inningsWickets: i[3] } : { inningsNum: n + 1, inningsRuns: 0, inningsOvers: '0.0', inningsWickets: 0 })),
    battingTeamStats: { bat1Name: 'A Batter', bat1Runs: 12, bat1Balls: 9 },
  });

  it("reads the batting side's score, the target, a ball in play and the innings' end", () => {
    const scores = new CricketScores();
    scores.apply({ op: 'ccm', pt: 1, cc: [{ eventId: '9001', fixtureInfo: { eventStatus: 'BALL_IN_PROGRESS', maxOvers: 20 }, matchStats: stats(1, [['Netherlands', 45, '5.3', 1], null]) }] });
    const s = scores.matches.get(9001)!;
    expect(s.ballInPlay).toBe(true);
    expect(scoreOf(s)).toMatchObject({ team: 'Netherlands', runs: 45, wickets: 1, overs: 5.3, batsmen: 'A Batter 12 (9)' });
    expect(inningsOver(s, 0)).toBe(false);
    scores.apply({ op: 'ccm', pt: 2, cc: [{ eventId: '9001', fixtureInfo: { eventStatus: 'MATCH_STABLE' }, matchStats: stats(2, [['Netherlands', 160, '20.0', 6], ['Papua New Guinea', 10, '1.0', 0]]) }] });
    expect(s.ballInPlay).toBe(false);
    expect(inningsOver(s, 0)).toBe(true);
    expect(scoreOf(s)).toMatchObject({ team: 'Papua New Guinea', runs: 10, target: 161 });
  });

  it("shows no batsman or bowler of the previous innings once the next begins (the stream repeats them until a ball is bowled)", () => {
    const scores = new CricketScores();
    const figures = (current: number, innings: Array<[string, number, string, number] | null>, bat: [string, string], bowl: [string, string, string]) => ({
      ...stats(current, innings),
      battingTeamStats: { bat1Name: bat[0], bat1Runs: 5, bat1Balls: 4, bat2Name: bat[1], bat2Runs: 1, bat2Balls: 2 },
      bowlingTeamStats: { bowl1Name: bowl[0], bowl1Overs: bowl[1], bowl1Runs: 32, bowl1Wickets: 1, bowl2Name: bowl[2], bowl2Overs: '4.0', bowl2Runs: 20, bowl2Wickets: 0 },
    });
    const first: [string, number, string, number] = ['Netherlands', 163, '20.0', 7];
    scores.apply({ op: 'ccm', pt: 1, cc: [{ eventId: '9002', matchStats: figures(1, [first, null], ['Logan van Beek', 'Tim Pringle'], ['Norman Vanua', '2.5', 'Semo Kamea']) }] });
    const s = scores.matches.get(9002)!;
    expect(scoreOf(s)).toMatchObject({ batsmen: 'Logan van Beek 5 (4), Tim Pringle 1 (2)', bowler: 'Norman Vanua 1-32 (2.5)' });
    // the chase begins at 0/0 and the stream still names the first innings' bowler (and its batsmen)
    scores.apply({ op: 'ccm', pt: 2, cc: [{ eventId: '9002', matchStats: figures(2, [first, ['Papua New Guinea', 0, '0.0', 0]], ['Logan van Beek', 'Tim Pringle'], ['Norman Vanua', '2.5', 'Semo Kamea']) }] });
    expect(scoreOf(s)).toMatchObject({ team: 'Papua New Guinea', runs: 0, overs: 0 });
    expect(scoreOf(s)).not.toHaveProperty('bowler');
    expect(scoreOf(s)).not.toHaveProperty('batsmen');
    // the openers come in; the old bowler's figures stay until the first over is under way
    scores.apply({ op: 'ccm', pt: 3, cc: [{ eventId: '9002', matchStats: figures(2, [first, ['Papua New Guinea', 0, '0.2', 0]], ['Assad Vala', 'Lega Siaka'], ['Norman Vanua', '2.5', 'Semo Kamea']) }] });
    expect(scoreOf(s)).toMatchObject({ batsmen: 'Assad Vala 5 (4), Lega Siaka 1 (2)' });
    expect(scoreOf(s)).not.toHaveProperty('bowler');
    // the chase's own bowler, who batted in the first innings: shown
    scores.apply({ op: 'ccm', pt: 4, cc: [{ eventId: '9002', matchStats: figures(2, [first, ['Papua New Guinea', 3, '0.5', 0]], ['Assad Vala', 'Lega Siaka'], ['Logan van Beek', '0.5', 'Semo Kamea']) }] });
    expect(scoreOf(s)).toMatchObject({ bowler: 'Logan van Beek 1-32 (0.5)' });
  });
});

describe('a market with several winners (PLACE)', () => {
  it('pays each placed runner: a back on any winner wins, a lay on one loses', () => {
    const back = (selectionId: number) => settleRunnerBet('odds', { selectionId, isBack: true, price: 300, matchedPaise: 10_000 }, [7, 8, 9]);
    expect([back(7).pnlPaise, back(9).pnlPaise, back(5).pnlPaise]).toEqual([20_000, 20_000, -10_000]);
    expect(settleRunnerBet('odds', { selectionId: 8, isBack: false, price: 300, matchedPaise: 10_000 }, [7, 8, 9]).pnlPaise).toBe(-20_000);
    expect(settleRunnerBet('odds', { selectionId: 8, isBack: true, price: 300, matchedPaise: 10_000 }, []).result).toBe('void');
  });
});
