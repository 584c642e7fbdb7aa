import fc from 'fast-check';
import { allSuspended, canToggle, initialRace, keepSelectable, listRunners, splitRaces, toggleRunner } from './race-state';
import { applyRaceMessage } from './race-stream';
import { combinedSlip, liveSlipPrice, runnerSlip } from './slip-selection';
import { raceListing, raceMarket, runner } from '../test-support/race-fixtures';

describe('race table states (§4.6)', () => {
  it('flags the whole table all-suspended only when no runner is open', () => {
    const market = raceMarket();
    expect(allSuspended(market)).toBe(false);
    expect(allSuspended({ ...market, status: 'SUSPENDED' })).toBe(true);
    expect(allSuspended({ ...market, runners: market.runners.map((r) => ({ ...r, status: 'SUSPENDED' })) })).toBe(true);
    expect(allSuspended({ ...market, runners: market.runners.map((r, i) => ({ ...r, status: i === 0 ? 'ACTIVE' : 'REMOVED' })) })).toBe(false);
  });
});

describe('combined market rules (§4.6, §5)', () => {
  const market = raceMarket();
  const [a, b, c, d, e] = market.runners as [ReturnType<typeof runner>, ...ReturnType<typeof runner>[]];

  it('adds up to 4 runners, removes a selected one, refuses a fifth', () => {
    let selected: number[] = [];
    for (const r of [a, b!, c!, d!]) selected = toggleRunner(selected, market, r);
    expect(selected).toEqual([71, 72, 73, 74]);
    expect(canToggle(selected, market, e!)).toBe(false);
    expect(toggleRunner(selected, market, e!)).toEqual(selected);
    expect(toggleRunner(selected, market, b!)).toEqual([71, 73, 74]);
  });

  it('refuses a runner of a suspended market or one not ACTIVE, but still lets a selected one go', () => {
    expect(canToggle([], { status: 'SUSPENDED' }, a)).toBe(false);
    expect(canToggle([], market, { ...a, status: 'SUSPENDED' })).toBe(false);
    expect(canToggle([71], { status: 'SUSPENDED' }, a)).toBe(true);
    expect(keepSelectable([71, 72], { ...market, runners: [a, { ...b!, status: 'REMOVED' }] })).toEqual([71]);
  });

  it('never holds more than 4 or a runner twice, whatever the clicks', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 40 }), (clicks) => {
        let selected: number[] = [];
        for (const i of clicks) selected = toggleRunner(selected, market, market.runners[i]!);
        expect(selected.length).toBeLessThanOrEqual(4);
        expect(new Set(selected).size).toBe(selected.length);
      }),
    );
  });
});

describe('race list', () => {
  it('splits in play from upcoming, soonest first, and opens on the next race unless one is asked for', () => {
    const soon = raceListing(raceMarket({ market_id: '1.2', match_date: '2026-11-26T09:00:00.000Z' }));
    const later = raceListing(raceMarket({ market_id: '1.3', match_date: '2026-11-26T10:00:00.000Z' }));
    const running = raceListing(raceMarket({ market_id: '1.1', match_date: '2026-11-26T08:00:00.000Z', inplay: true }));
    expect(splitRaces([later, running, soon])).toEqual({ inPlay: [running], upcoming: [soon, later] });
    expect(initialRace([later, running, soon], null)).toBe(soon);
    expect(initialRace([later, running, soon], '1.3')).toBe(later);
    expect(listRunners(soon)).toHaveLength(3);
  });
});

describe('live race odds (image then deltas)', () => {
  it('takes an image, applies a newer delta by runner, drops an older message', () => {
    const image = applyRaceMessage(null, { type: 'image', marketId: '1.7001', seq: 5, market: raceMarket() })!;
    const moved = runner(72, '2. Night Owl', [4.2, 4.1, 4], [4.3, 4.4, 4.5]);
    const next = applyRaceMessage(image, { type: 'delta', marketId: '1.7001', seq: 6, status: 'SUSPENDED', runners: [moved] })!;
    expect(next.market.status).toBe('SUSPENDED');
    expect(next.market.runners[1]!.ex.availableToBack[0]!.price).toBe(4.2);
    expect(next.market.runners[0]).toBe(image.market.runners[0]);
    expect(applyRaceMessage(next, { type: 'delta', marketId: '1.7001', seq: 6, status: 'OPEN' })).toBeNull();
    expect(applyRaceMessage(null, { type: 'delta', marketId: '1.7001', seq: 7, status: 'OPEN' })).toBeNull();
  });
});

describe('the slip hears the race (§4.5 odds-changed)', () => {
  it('reports the runner\'s best price on the slip\'s side, the combined price of combined runners, null once suspended', () => {
    const market = raceMarket();
    const single = runnerSlip(market, market.runners[0]!, true)!;
    expect(liveSlipPrice(market, single)).toEqual({ marketId: '1.7001', selectionId: 71, isBack: true, price: 350 });
    const moved = { ...market, runners: [runner(71, '1. Swift Arrow', [3.6], [3.7]), ...market.runners.slice(1)] };
    expect(liveSlipPrice(moved, single)!.price).toBe(360);
    const combined = combinedSlip(market, market.runners.slice(0, 2), true)!;
    expect(liveSlipPrice(market, combined)!.price).toBe(combined.price);
    expect(liveSlipPrice(moved, combined)!.price).not.toBe(combined.price);
    expect(liveSlipPrice({ ...market, status: 'SUSPENDED' }, single)!.price).toBeNull();
    expect(liveSlipPrice(raceMarket({ market_id: '1.9' }), single)).toBeUndefined();
  });
});

describe("Betfair's in-play delay on a race (feed_bet_delay)", () => {
  it('puts it on the slip of a runner and of combined runners, so the slip counts down the larger of it and the host’s delay', () => {
    const live = raceMarket({ inplay: true, betDelay: 1, feed_bet_delay: 5 });
    expect(runnerSlip(live, live.runners[0]!, true)).toMatchObject({ delaySeconds: 1, feedDelaySeconds: 5 });
    expect(combinedSlip(live, live.runners.slice(0, 2), true)).toMatchObject({ feedDelaySeconds: 5 });
    // none from the feed: the slip counts the host's alone
    expect(runnerSlip(raceMarket(), raceMarket().runners[0]!, true)).not.toHaveProperty('feedDelaySeconds');
  });

  it('takes a new delay from the stream’s delta with the in-play flag', () => {
    const image = applyRaceMessage(null, { type: 'image', marketId: '1.7001', seq: 5, market: raceMarket() })!;
    const off = applyRaceMessage(image, { type: 'delta', marketId: '1.7001', seq: 6, inplay: true, betDelay: 5, feed_bet_delay: 5 })!;
    expect(off.market).toMatchObject({ inplay: true, betDelay: 5, feed_bet_delay: 5 });
    expect(runnerSlip(off.market, off.market.runners[0]!, false)).toMatchObject({ delaySeconds: 5, feedDelaySeconds: 5 });
  });
});
