import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SlipSelection } from '@khel/shared-kernel';
import type { FancyItem, Market } from '../api/catalog';
import { FancyTable } from './FancyTable';
import { MarketTable } from './MarketTable';
import { FLASH_MS } from './OddsCell';
import { FLASH_GRACE_MS, priceStore } from './price-store';
import { wireFancy, wireMarket, wireRunner } from '../test-support/wire';
import { fakeServer, logInForTest, logOutForTest } from '../test-support/fake-server';
import { betSettingsOf, slipLimits } from '../bet-slip/bet-limits';
import { runnerSelection } from './selection';

const matchOdds = (overrides: Partial<Market> = {}): Market => (wireMarket({
  market_id: '1.1', match_id: 11, match_name: 'India v Australia', market_name: 'Match Odds', market_type: 'MATCH_ODDS',
  status: 'OPEN', sport_id: 4,
  runners: [
    wireRunner({ selectionId: 1, runnerName: 'India', status: 'ACTIVE', ex: {
      availableToBack: [{ price: 2.02, size: 100 }, { price: 2, size: 600000 }, { price: 1.98, size: 5 }],
      availableToLay: [{ price: 2.04, size: 50 }, { price: 2.06, size: 10 }, { price: 2.08, size: 1 }] } }),
    wireRunner({ selectionId: 2, runnerName: 'Australia', status: 'SUSPENDED', ex: { availableToBack: [{ price: 2, size: 1 }], availableToLay: [] } }),
  ],
  ...overrides,
}));

afterEach(() => jest.useRealTimers());

describe('market rows', () => {
  it('shows 3 back and 3 lay cells with volume capped at 500.000+, outer ones marked', () => {
    render(<MarketTable market={matchOdds()} pick={jest.fn()} />);
    expect(screen.getByTestId('odds-back-1.1-1-0').textContent).toBe('2.02100');
    expect(screen.getByTestId('odds-back-1.1-1-1').textContent).toBe('2500.000+');
    expect(screen.getByTestId('odds-lay-1.1-1-2').className).toContain('odds-cell--outer');
    expect(screen.getByTestId('odds-back-1.1-1-0').className).not.toContain('odds-cell--outer');
  });

  it("shows each market's stake limits in Indian grouping under its title, and each session line's under its name: the range the slip and the server enforce", () => {
    // §9's cricket odds limits (1 to 1,00,000) within the market's own (100 to 5,00,000)
    render(<MarketTable market={matchOdds({ market_min_stack: 100, market_max_stack: 500000 })} pick={jest.fn()} />);
    expect(screen.getByTestId('limits-1.1').textContent).toBe('Min 100 · Max 1,00,000');
    render(<FancyTable event={{ sportId: 4, matchId: 11, matchName: 'India v Australia' }} fancies={[wireFancy({ fancy_id: 7, fancy_name: '6 over runs', is_active: 1, session_min_stack: 100, session_max_stack: 2500000 })]} pick={jest.fn()} />);
    expect(screen.getByTestId('fancy-limits-7').textContent).toBe('Min 100 · Max 1,00,000');
  });

  it("shows a bookmaker market the bookmaker limits, not the market's bare 1 to 1,00,000, and a player's own once read (issue 34 item 4)", async () => {
    const bookmaker = matchOdds({ market_id: '9.1', market_type: 'BOOKMAKER', market_name: 'Bookmaker', market_min_stack: 1, market_max_stack: 100000 });
    const { unmount } = render(<MarketTable market={bookmaker} pick={jest.fn()} />);
    expect(screen.getByTestId('limits-9.1').textContent).toBe('Min 100 · Max 1,00,000');
    unmount();
    logInForTest();
    fakeServer({ getUserSetting: { body: { status: true, msg: '', data: { bookmakerMinLimit: 500, bookmakerMaxLimit: 50000 } } } });
    render(<MarketTable market={bookmaker} pick={jest.fn()} />);
    await waitFor(() => expect(screen.getByTestId('limits-9.1').textContent).toBe('Min 500 · Max 50,000'));
    // the slip enforces the same range
    const limits = slipLimits(runnerSelection(bookmaker, bookmaker.runners[0]!, true, 45), betSettingsOf({ bookmakerMinLimit: 500, bookmakerMaxLimit: 50000 }), null);
    expect([limits.minStake, limits.maxStake]).toEqual([500, 50000]);
    logOutForTest();
  });

  it('replaces a suspended runner’s cells with the status banner', () => {
    render(<MarketTable market={matchOdds()} pick={jest.fn()} />);
    expect(screen.getByTestId('status-1.1-2').textContent).toBe('SUSPENDED');
    expect(screen.queryByTestId('odds-back-1.1-2-0')).toBeNull();
  });

  it('suspends every runner when the market is not OPEN', () => {
    render(<MarketTable market={matchOdds({ status: 'SUSPENDED' })} pick={jest.fn()} />);
    expect(screen.getByTestId('status-1.1-1').textContent).toBe('SUSPENDED');
  });

  it('fills the slip with the clicked price and side', () => {
    const pick = jest.fn<void, [SlipSelection]>();
    render(<MarketTable market={matchOdds()} pick={pick} />);
    fireEvent.click(screen.getByTestId('odds-lay-1.1-1-1'));
    expect(pick).toHaveBeenCalledWith(expect.objectContaining({ marketId: '1.1', selectionId: 1, isBack: false, price: 206, kind: 'odds', runnerName: 'India', delaySeconds: 5 }));
  });

  it('uses only the inner columns on markets other than match odds', () => {
    const pick = jest.fn();
    render(<MarketTable market={matchOdds({ market_type: 'OVER_UNDER_25' })} pick={pick} />);
    expect((screen.getByTestId('odds-back-1.1-1-1') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('odds-back-1.1-1-1'));
    expect(pick).not.toHaveBeenCalled();
    expect((screen.getByTestId('odds-back-1.1-1-0') as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes bookmaker prices as percentages', () => {
    const pick = jest.fn<void, [SlipSelection]>();
    const market = matchOdds({ market_type: 'BOOKMAKER', runners: [wireRunner({ selectionId: 1, runnerName: 'India', status: 'ACTIVE', BackPrice1: 45, BackSize1: 100 })] });
    render(<MarketTable market={market} pick={pick} />);
    fireEvent.click(screen.getByTestId('odds-back-1.1-1-0'));
    expect(pick).toHaveBeenCalledWith(expect.objectContaining({ kind: 'bookmaker', price: 45 }));
  });

  it('flashes only the cell whose price or size changed, for 300 ms', () => {
    jest.useFakeTimers();
    const market = matchOdds();
    const { rerender } = render(<MarketTable market={market} pick={jest.fn()} />);
    const moved = matchOdds();
    moved.runners![0]!.ex!.availableToBack![0] = { price: 2.04, size: 100 };
    rerender(<MarketTable market={moved} pick={jest.fn()} />);
    expect(screen.getByTestId('odds-back-1.1-1-0').className).toContain('odds-cell--flash');
    expect(screen.getByTestId('odds-lay-1.1-1-0').className).not.toContain('odds-cell--flash');
    act(() => jest.advanceTimersByTime(FLASH_MS));
    // with no batch to end it in, a timer ends it one grace period later, in an animation frame
    expect(screen.getByTestId('odds-back-1.1-1-0').className).toContain('odds-cell--flash');
    act(() => jest.advanceTimersByTime(FLASH_GRACE_MS + 20));
    expect(screen.getByTestId('odds-back-1.1-1-0').className).not.toContain('odds-cell--flash');
  });
});

describe('market rows fed by the price store (the stream path, no React render)', () => {
  it('writes a tick into its cell, flashes it, and picks the price it now shows', () => {
    jest.useFakeTimers();
    const pick = jest.fn<void, [SlipSelection]>();
    render(<MarketTable market={matchOdds({ market_id: '1.9', seq: 5 })} pick={pick} />);
    const cell = screen.getByTestId('odds-lay-1.9-1-1');
    const moved = matchOdds().runners![0]!;
    moved.ex!.availableToLay![1] = { price: 2.1, size: 700000 };
    act(() => priceStore.publish('1.9', 6, [moved], true));
    expect(cell.textContent).toBe('2.1500.000+');
    expect(cell.className).toContain('odds-cell--flash');
    expect(screen.getByTestId('odds-lay-1.9-1-0').className).not.toContain('odds-cell--flash');
    fireEvent.click(cell);
    expect(pick).toHaveBeenCalledWith(expect.objectContaining({ marketId: '1.9', isBack: false, price: 210 }));
    // an older market (a late poll) does not bring the old price back
    act(() => priceStore.publish('1.9', 5, matchOdds().runners, true));
    expect(cell.textContent).toBe('2.1500.000+');
    act(() => jest.advanceTimersByTime(FLASH_MS - 1));
    expect(cell.className).toContain('odds-cell--flash');
    // the flash ends in the frame of the next batch after its 300 ms, with that batch's writes
    act(() => jest.advanceTimersByTime(1));
    moved.ex!.availableToBack![0] = { price: 2.04, size: 100 };
    act(() => priceStore.publish('1.9', 7, [moved], true));
    expect(cell.className).not.toContain('odds-cell--flash');
    expect(screen.getByTestId('odds-back-1.9-1-0').className).toContain('odds-cell--flash');
  });

  it('skips the writes of a market outside the viewport, and catches up unflashed when it comes in', () => {
    let report: IntersectionObserverCallback = () => undefined;
    const observed: Element[] = [];
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(el: Element) {
        observed.push(el);
      }
      unobserve() {}
    }
    Object.assign(globalThis, { IntersectionObserver: FakeObserver });
    try {
      render(<MarketTable market={matchOdds({ market_id: '1.6' })} pick={jest.fn()} />);
      const section = screen.getByTestId('market-1.6');
      expect(observed).toContain(section);
      const inside = (isIntersecting: boolean) => act(() => report([{ target: section, isIntersecting } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
      const cell = screen.getByTestId('odds-back-1.6-1-0');
      const moved = matchOdds().runners![0]!;
      moved.ex!.availableToBack![0] = { price: 2.5, size: 100 };
      inside(false);
      act(() => priceStore.publish('1.6', undefined, [moved], true));
      expect(cell.textContent).toBe('2.02100');
      inside(true);
      expect(cell.textContent).toBe('2.5100');
      expect(cell.className).not.toContain('odds-cell--flash');
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('disables a cell whose level empties and enables it when a price returns', () => {
    render(<MarketTable market={matchOdds({ market_id: '1.8' })} pick={jest.fn()} />);
    const cell = screen.getByTestId('odds-back-1.8-1-2') as HTMLButtonElement;
    const thinned = matchOdds().runners![0]!;
    thinned.ex!.availableToBack = thinned.ex!.availableToBack.slice(0, 2);
    act(() => priceStore.publish('1.8', undefined, [thinned], true));
    expect(cell.disabled).toBe(true);
    expect(cell.textContent).toBe('-');
    act(() => priceStore.publish('1.8', undefined, matchOdds().runners, true));
    expect(cell.disabled).toBe(false);
  });
});

describe('fancy rows', () => {
  const event = { sportId: 4, matchId: 11, matchName: 'India v Australia' };
  const line = (overrides: Partial<FancyItem> = {}): FancyItem => (wireFancy({
    fancy_id: 7, fancy_name: '6 over runs IND', is_active: 1, LayPrice1: 52, LaySize1: 100, BackPrice1: 54, BackSize1: 90, ...overrides,
  }));

  it('shows one No and one Yes cell and puts runs and rate on the slip', () => {
    const pick = jest.fn<void, [SlipSelection]>();
    render(<FancyTable event={event} fancies={[line()]} pick={pick} />);
    expect(screen.getByTestId('fancy-lay-7').textContent).toBe('52100');
    fireEvent.click(screen.getByTestId('fancy-back-7'));
    expect(pick).toHaveBeenCalledWith(expect.objectContaining({ kind: 'fancy', marketType: 'SESSION', isBack: true, line: 54, price: 90, fancyId: 7 }));
    expect(screen.queryByTestId('fancy-lay2-7')).toBeNull();
  });

  it('adds the extra lay price for category 4', () => {
    render(<FancyTable event={event} fancies={[line({ category: 4, LayPrice2: 50, LaySize2: 110 })]} pick={jest.fn()} />);
    expect(screen.getByTestId('fancy-lay2-7').textContent).toBe('50110');
  });

  it('shows GameStatus or SUSPENDED in place of the cells', () => {
    render(<FancyTable event={event} fancies={[line({ GameStatus: 'Ball Running' }), line({ fancy_id: 8, is_active: 0 })]} pick={jest.fn()} />);
    expect(screen.getByTestId('fancy-status-7').textContent).toBe('BALL RUNNING');
    expect(screen.getByTestId('fancy-status-8').textContent).toBe('SUSPENDED');
  });
});
