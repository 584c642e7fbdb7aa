import type { Market } from '../api/catalog';
import { nextHeldMarket, structureChanged, withLiveMarkets, type HeldMarket, type LiveBook } from './live-book';
import { wireMarket, wireRunner } from '../test-support/wire';

const runner = (id: number, back: number) => wireRunner({ selectionId: id, runnerName: `R${id}`, ex: { availableToBack: [{ price: back, size: 10 }], availableToLay: [] } });
const image = (seq: number, back = 2): Parameters<typeof nextHeldMarket>[1] => ({
  type: 'image', marketId: '1.1', seq,
  market: wireMarket({ market_id: '1.1', match_id: 11, match_name: 'A v B', market_type: 'MATCH_ODDS', status: 'OPEN', sport_id: 4, runners: [runner(1, back), runner(2, 3)] }),
});

describe('live book', () => {
  it('takes an image, then applies only what a delta carries', () => {
    let held = nextHeldMarket(undefined, image(1))!;
    held = nextHeldMarket(held, { type: 'delta', marketId: '1.1', seq: 2, runners: [runner(2, 3.5)] as never })!;
    expect(held.market.runners!.map((r) => r.ex!.availableToBack![0]!.price)).toEqual([2, 3.5]);
    held = nextHeldMarket(held, { type: 'delta', marketId: '1.1', seq: 3, status: 'SUSPENDED' })!;
    expect(held.market.status).toBe('SUSPENDED');
    expect(held.market.runners![1]!.ex!.availableToBack![0]!.price).toBe(3.5);
  });

  it("takes the in-play delay and the feed's (Betfair's betDelay) from a delta, and re-renders for them", () => {
    const held = nextHeldMarket(undefined, image(1))!;
    const live = nextHeldMarket(held, { type: 'delta', marketId: '1.1', seq: 2, inplay: true, betDelay: 5, feed_bet_delay: 5 })!;
    expect(live.market).toMatchObject({ inplay: true, betDelay: 5, feed_bet_delay: 5 });
    const moved = nextHeldMarket(live, { type: 'delta', marketId: '1.1', seq: 3, feed_bet_delay: 7, betDelay: 7 })!;
    expect(moved.market).toMatchObject({ betDelay: 7, feed_bet_delay: 7 });
    expect(structureChanged(live.market, moved.market)).toBe(true);
  });

  it('tells a change of structure (status, runners, names) from a change of prices', () => {
    const market = (image(1) as { market: Market }).market;
    expect(structureChanged(undefined, market)).toBe(true);
    expect(structureChanged(market, { ...market, runners: [runner(1, 2.2), market.runners[1]!] })).toBe(false);
    expect(structureChanged(market, { ...market, status: 'SUSPENDED' })).toBe(true);
    expect(structureChanged(market, { ...market, runners: [{ ...runner(1, 2), status: 'SUSPENDED' }, market.runners[1]!] })).toBe(true);
    expect(structureChanged(market, { ...market, runners: [market.runners[0]!] })).toBe(true);
  });

  it('drops messages older than what it holds, and deltas without an image', () => {
    const held = nextHeldMarket(undefined, image(5))!;
    expect(nextHeldMarket(held, image(4, 9))).toBeNull();
    expect(nextHeldMarket(held, { type: 'delta', marketId: '1.1', seq: 5, status: 'SUSPENDED' })).toBeNull();
    expect(nextHeldMarket(undefined, { type: 'delta', marketId: '1.1', seq: 9, status: 'SUSPENDED' })).toBeNull();
  });

  it('puts streamed markets in place of polled ones', () => {
    const book: LiveBook = { markets: new Map<string, HeldMarket>([['1.1', nextHeldMarket(undefined, image(1, 2.5))!]]), fancies: new Map() };
    const polled: Market[] = [wireMarket({ market_id: '1.1', match_id: 11, match_name: 'A v B', market_type: 'MATCH_ODDS', status: 'OPEN', sport_id: 4 }), wireMarket({ market_id: '1.2', match_id: 11, match_name: 'A v B', market_type: 'BOOKMAKER', status: 'OPEN', sport_id: 4 })];
    const shown = withLiveMarkets(polled, book);
    expect(shown[0]!.runners![0]!.ex!.availableToBack![0]!.price).toBe(2.5);
    expect(shown[1]).toBe(polled[1]);
  });
});
