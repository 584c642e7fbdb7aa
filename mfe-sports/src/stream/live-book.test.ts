import type { Market } from '../api/catalog';
import { EMPTY_BOOK, applyStreamMessage, withLiveMarkets } from './live-book';
import { wireMarket, wireRunner } from '../test-support/wire';

const runner = (id: number, back: number) => wireRunner({ selectionId: id, runnerName: `R${id}`, ex: { availableToBack: [{ price: back, size: 10 }], availableToLay: [] } });
const image = (seq: number, back = 2): Parameters<typeof applyStreamMessage>[1] => ({
  type: 'image', marketId: '1.1', seq,
  market: wireMarket({ market_id: '1.1', match_id: 11, match_name: 'A v B', market_type: 'MATCH_ODDS', status: 'OPEN', sport_id: 4, runners: [runner(1, back), runner(2, 3)] }),
});

describe('live book', () => {
  it('takes an image, then applies only what a delta carries', () => {
    let book = applyStreamMessage(EMPTY_BOOK, image(1));
    book = applyStreamMessage(book, { type: 'delta', marketId: '1.1', seq: 2, runners: [runner(2, 3.5)] as never });
    const market = book.markets.get('1.1')!.market;
    expect(market.runners!.map((r) => r.ex!.availableToBack![0]!.price)).toEqual([2, 3.5]);
    book = applyStreamMessage(book, { type: 'delta', marketId: '1.1', seq: 3, status: 'SUSPENDED' });
    expect(book.markets.get('1.1')!.market.status).toBe('SUSPENDED');
    expect(book.markets.get('1.1')!.market.runners![1]!.ex!.availableToBack![0]!.price).toBe(3.5);
  });

  it('drops messages older than what it holds, and deltas without an image', () => {
    const book = applyStreamMessage(EMPTY_BOOK, image(5));
    expect(applyStreamMessage(book, image(4, 9))).toBe(book);
    expect(applyStreamMessage(book, { type: 'delta', marketId: '1.1', seq: 5, status: 'SUSPENDED' })).toBe(book);
    expect(applyStreamMessage(EMPTY_BOOK, { type: 'delta', marketId: '1.1', seq: 9, status: 'SUSPENDED' })).toBe(EMPTY_BOOK);
  });

  it('keeps fancy lines per match and puts streamed markets in place of polled ones', () => {
    const book = applyStreamMessage(applyStreamMessage(EMPTY_BOOK, image(1, 2.5)), { type: 'fancies', matchId: 11, fancies: [] });
    expect(book.fancies.get(11)).toEqual([]);
    const polled: Market[] = [wireMarket({ market_id: '1.1', match_id: 11, match_name: 'A v B', market_type: 'MATCH_ODDS', status: 'OPEN', sport_id: 4 }), wireMarket({ market_id: '1.2', match_id: 11, match_name: 'A v B', market_type: 'BOOKMAKER', status: 'OPEN', sport_id: 4 })];
    const shown = withLiveMarkets(polled, book);
    expect(shown[0]!.runners![0]!.ex!.availableToBack![0]!.price).toBe(2.5);
    expect(shown[1]).toBe(polled[1]);
  });
});
