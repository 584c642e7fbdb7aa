import { act, render, screen } from '@testing-library/react';
import { clearSlip, selectOdds, type SlipSelection } from '@khel/shared-kernel';
import type { Market } from '../api/catalog';
import { MarketTable } from '../market-rows/MarketTable';
import { priceStore } from '../market-rows/price-store';
import { fakeServer, logInForTest } from '../test-support/fake-server';
import { BetSlipPanel } from './BetSlipPanel';
import { oddsChangedNotice } from './live-price';
import { wireMarket, wireRunner } from '../test-support/wire';

const market = (backPrice: number): Market => (wireMarket({
  market_id: '1.1', match_id: 11, match_name: 'A v B', market_name: 'Match Odds', market_type: 'MATCH_ODDS', status: 'OPEN', sport_id: 4,
  runners: [wireRunner({ selectionId: 1, runnerName: 'A', status: 'ACTIVE', ex: { availableToBack: [{ price: backPrice, size: 10 }], availableToLay: [] } })],
}));
const pick: SlipSelection = {
  eventTypeId: 4, eventId: 11, eventName: 'A v B', marketId: '1.1', marketName: 'Match Odds', marketType: 'MATCH_ODDS',
  kind: 'odds', selectionId: 1, runnerName: 'A', isBack: true, price: 200, delaySeconds: 5,
};

// the slip reads a signed-in player's limits when an odds cell fills it: answered here, not by a network
beforeEach(() => fakeServer({}));
afterEach(() => act(() => clearSlip()));

describe('odds-changed notice (§4.5)', () => {
  it('appears when the live price moves away from the clicked one, and goes when it comes back', () => {
    logInForTest();
    const { rerender } = render(<><MarketTable market={market(2)} /><BetSlipPanel /></>);
    act(() => selectOdds(pick));
    expect(screen.queryByTestId('slip-odds-changed')).toBeNull();
    rerender(<><MarketTable market={market(2.02)} /><BetSlipPanel /></>);
    expect(screen.getByTestId('slip-odds-changed').textContent).toBe('Odds changed.');
    rerender(<><MarketTable market={market(2)} /><BetSlipPanel /></>);
    expect(screen.queryByTestId('slip-odds-changed')).toBeNull();
  });

  it('follows a streamed price even while the market is off screen', () => {
    logInForTest();
    render(<><MarketTable market={market(2)} /><BetSlipPanel /></>);
    act(() => selectOdds(pick));
    const offScreen = new Event('contentvisibilityautostatechange');
    Object.assign(offScreen, { skipped: true });
    act(() => void screen.getByTestId('market-1.1').dispatchEvent(offScreen));
    act(() => priceStore.publish('1.1', undefined, market(2.04).runners, true));
    expect(screen.getByTestId('slip-odds-changed').textContent).toBe('Odds changed.');
  });

  it('does not carry an old report into a new selection of the same runner', () => {
    logInForTest();
    const { rerender } = render(<><MarketTable market={market(2)} /><BetSlipPanel /></>);
    act(() => selectOdds(pick));
    rerender(<><MarketTable market={market(2.1)} /><BetSlipPanel /></>);
    act(() => selectOdds({ ...pick, price: 210 }));
    expect(screen.queryByTestId('slip-odds-changed')).toBeNull();
  });
});

describe('bookmaker and fancy slips (issue 34 item 5)', () => {
  const bookmaker = (backPercent: number): Market => (wireMarket({
    market_id: '9.1', match_id: 11, match_name: 'A v B', market_name: 'Bookmaker', market_type: 'BOOKMAKER', status: 'OPEN', sport_id: 4,
    runners: [wireRunner({ selectionId: 1, runnerName: 'A', status: 'ACTIVE', ex: { availableToBack: [{ price: backPercent, size: 100000 }], availableToLay: [{ price: backPercent + 2, size: 100000 }] } })],
  }));
  const bookmakerPick: SlipSelection = { ...pick, marketId: '9.1', marketName: 'Bookmaker', marketType: 'BOOKMAKER', kind: 'bookmaker', price: 45 };

  it("a bookmaker slip opened at the quote does not say 'Odds changed'; a moved quote does", () => {
    logInForTest();
    const { rerender } = render(<><MarketTable market={bookmaker(45)} /><BetSlipPanel /></>);
    act(() => selectOdds(bookmakerPick));
    expect(screen.queryByTestId('slip-odds-changed')).toBeNull();
    rerender(<><MarketTable market={bookmaker(46)} /><BetSlipPanel /></>);
    expect(screen.getByTestId('slip-odds-changed').textContent).toBe('Odds changed.');
  });

  it("a fancy's notice follows its run line as well as its rate", () => {
    const fancy = { marketId: '7', selectionId: 7, isBack: true, line: 46 };
    const live = (line: number, price: number) => ({ marketId: '7', selectionId: 7, isBack: true, price, line });
    expect(oddsChangedNotice(fancy, 100, live(46, 100))).toBeNull();
    expect(oddsChangedNotice(fancy, 100, live(47, 100))).toBe('sportsSlip.oddsChanged');
    expect(oddsChangedNotice(fancy, 100, live(46, 90))).toBe('sportsSlip.oddsChanged');
  });
});
