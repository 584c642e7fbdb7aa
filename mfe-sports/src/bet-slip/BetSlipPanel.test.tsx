import { act, fireEvent, render, screen } from '@testing-library/react';
import { betsChanged$, clearSlip, loginRequests$, restoreSession, selectOdds, type SlipSelection } from '@khel/shared-kernel';
import { BetSlipPanel, CLOSE_ANIMATION_MS, PROCESSING_TEXT } from './BetSlipPanel';
import type { PlaceBetOutcome } from './place-bet';
import { logInForTest, logOutForTest } from '../test-support/fake-server';

const matchOdds: SlipSelection = {
  eventTypeId: 4, eventId: 11, eventName: 'India v Australia', marketId: '1.200', marketName: 'Match Odds',
  marketType: 'MATCH_ODDS', kind: 'odds', selectionId: 101, runnerName: 'India', isBack: true, price: 250, delaySeconds: 3,
};
const session: SlipSelection = {
  ...matchOdds, marketId: 'f-7', marketName: '6 over runs', marketType: 'SESSION', kind: 'fancy', selectionId: 7,
  runnerName: '6 over runs IND', isBack: false, price: 90, line: 52, fancyId: 7,
};

const logIn = logInForTest;

beforeEach(() => {
  logOutForTest();
  clearSlip();
});
afterEach(() => {
  jest.useRealTimers();
  act(() => clearSlip());
});

describe('bet slip', () => {
  it('is empty until an odds cell is clicked, then shows event, side and runner', () => {
    render(<BetSlipPanel />);
    expect(screen.getByText('Click on odds to place a bet.')).toBeTruthy();
    act(() => selectOdds(matchOdds));
    expect(screen.getByTestId('slip-event').textContent).toBe('India v Australia');
    expect(screen.getByTestId('slip-side').textContent).toBe('Backing India');
    expect(screen.getByTestId('slip-odds-table').textContent).toContain('OddsStakeProfit');
    expect((screen.getByTestId('slip-price') as HTMLInputElement).value).toBe('2.5');
  });

  it('shows the session table RUNS, Odds(H-J), Stake, Liability for a fancy', () => {
    logIn();
    render(<BetSlipPanel />);
    act(() => selectOdds(session));
    expect(screen.getByTestId('slip-side').textContent).toBe('Laying 6 over runs IND');
    expect(screen.getByTestId('slip-session-table').textContent).toContain('RUNSOdds(H-J)StakeLiability');
    expect(screen.getByTestId('slip-runs').textContent).toBe('52');
    fireEvent.click(screen.getByTestId('slip-preset-1000'));
    expect(screen.getByTestId('slip-liability').textContent).toBe('900.00');
    expect(screen.queryByTestId('slip-price-up')).toBeNull();
  });

  it('computes profit from stake and price and steps the price on the ladder', () => {
    logIn();
    render(<BetSlipPanel />);
    act(() => selectOdds({ ...matchOdds, price: 199 }));
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '100' } });
    expect(screen.getByTestId('slip-profit').textContent).toBe('99.00');
    fireEvent.click(screen.getByTestId('slip-price-up'));
    expect((screen.getByTestId('slip-price') as HTMLInputElement).value).toBe('2');
    fireEvent.click(screen.getByTestId('slip-price-up'));
    expect((screen.getByTestId('slip-price') as HTMLInputElement).value).toBe('2.02');
    expect(screen.getByTestId('slip-profit').textContent).toBe('102.00');
  });

  it('clamps a typed price to 1.01..1000', () => {
    logIn();
    render(<BetSlipPanel />);
    act(() => selectOdds(matchOdds));
    const price = screen.getByTestId('slip-price');
    fireEvent.change(price, { target: { value: '4000' } });
    fireEvent.blur(price);
    expect((price as HTMLInputElement).value).toBe('1000');
    fireEvent.change(price, { target: { value: '0.2' } });
    fireEvent.blur(price);
    expect((price as HTMLInputElement).value).toBe('1.01');
  });

  it("refuses more than 1,00,00,000 with 'Value cannot exceed 1,00,00,000.'", () => {
    logIn();
    render(<BetSlipPanel />);
    act(() => selectOdds(matchOdds));
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '123456789' } });
    expect(screen.getByTestId('slip-stake-message').textContent).toBe('Value cannot exceed 1,00,00,000.');
    expect((screen.getByTestId('slip-stake') as HTMLInputElement).value).toBe('10000000');
  });

  it('caps a visitor at 5,00,000 and offers Log In instead of Place Bet', () => {
    const onLogin = jest.fn();
    const sub = loginRequests$.subscribe(onLogin);
    render(<BetSlipPanel />);
    act(() => selectOdds(matchOdds));
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '900000' } });
    expect((screen.getByTestId('slip-stake') as HTMLInputElement).value).toBe('500000');
    expect(screen.queryByTestId('slip-place')).toBeNull();
    fireEvent.click(screen.getByTestId('slip-login'));
    expect(onLogin).toHaveBeenCalledWith(expect.objectContaining({ tab: 1 }));
    sub.unsubscribe();
  });

  it('disables Place Bet without a stake and shows the delay', () => {
    logIn();
    render(<BetSlipPanel />);
    act(() => selectOdds(matchOdds));
    const place = screen.getByTestId('slip-place') as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    expect(place.textContent).toBe('Place Bet (3s)');
    fireEvent.click(screen.getByTestId('slip-preset-500'));
    expect(place.disabled).toBe(false);
  });

  it("shows 'Bhaw cannot be less than 1.' and disables Place Bet for a bookmaker rate below 1", () => {
    logIn();
    render(<BetSlipPanel />);
    act(() => selectOdds({ ...matchOdds, kind: 'bookmaker', marketType: 'BOOKMAKER', price: 1 }));
    fireEvent.click(screen.getByTestId('slip-preset-100'));
    expect(screen.queryByTestId('slip-price-message')).toBeNull();
    fireEvent.click(screen.getByTestId('slip-price-down'));
    expect(screen.getByTestId('slip-price-message').textContent).toBe('Bhaw cannot be less than 1.');
    expect((screen.getByTestId('slip-place') as HTMLButtonElement).disabled).toBe(true);
  });

  it('closes 200 ms after Cancel Bet and clears the fields', () => {
    jest.useFakeTimers();
    logIn();
    render(<BetSlipPanel />);
    act(() => selectOdds(matchOdds));
    fireEvent.click(screen.getByTestId('slip-preset-100'));
    fireEvent.click(screen.getByTestId('slip-cancel'));
    act(() => jest.advanceTimersByTime(CLOSE_ANIMATION_MS - 1));
    expect(screen.getByTestId('slip-event')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('slip-event')).toBeNull();
    act(() => selectOdds(matchOdds));
    expect((screen.getByTestId('slip-stake') as HTMLInputElement).value).toBe('');
  });

  it('shows the processing view with the delay countdown, then the result, and asks for a refresh', async () => {
    jest.useFakeTimers();
    logIn();
    let finish: (o: PlaceBetOutcome) => void = () => undefined;
    const placeBet = jest.fn(() => new Promise<PlaceBetOutcome>((resolve) => (finish = resolve)));
    const refreshes: number[] = [];
    const sub = betsChanged$.subscribe((n) => refreshes.push(n));
    render(<BetSlipPanel placeBet={placeBet} />);
    act(() => selectOdds(matchOdds));
    fireEvent.click(screen.getByTestId('slip-preset-200'));
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(placeBet).toHaveBeenCalledWith(matchOdds, 250, 200);
    expect(screen.getByTestId('slip-processing').textContent).toContain(PROCESSING_TEXT);
    expect(PROCESSING_TEXT).toBe('Your bet is being processed... Please Wait...');
    expect(screen.getByTestId('slip-countdown').textContent).toBe('3');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('slip-countdown').textContent).toBe('2');
    await act(async () => finish({ ok: false, message: 'Insufficient balance' }));
    expect(screen.getByTestId('slip-result').textContent).toBe('Insufficient balance');
    expect(screen.queryByTestId('slip-event')).toBeNull();
    expect(refreshes.length).toBe(2);
    sub.unsubscribe();
  });

  it('asks for confirmation first when the player has it on', () => {
    logIn();
    const placeBet = jest.fn(() => new Promise<PlaceBetOutcome>(() => undefined));
    render(<BetSlipPanel confirmBets placeBet={placeBet} />);
    act(() => selectOdds(matchOdds));
    fireEvent.click(screen.getByTestId('slip-preset-100'));
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(placeBet).not.toHaveBeenCalled();
    expect(screen.getByTestId('slip-place').textContent).toBe('Confirm Bet (3s)');
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(placeBet).toHaveBeenCalledTimes(1);
  });
});

describe('one-click betting', () => {
  it('places the bet on the click at the one-click stake when the player has it on', async () => {
    localStorage.setItem('id_token', 't');
    localStorage.setItem('user_data', JSON.stringify({ user_name: 'p1', id: 9, settings: { oneClickSettings: { active: true, settings: [500, 1000], selected: 1 } } }));
    restoreSession();
    const placeBet = jest.fn(async (): Promise<PlaceBetOutcome> => ({ ok: true, message: 'Bet placed successfully' }));
    render(<BetSlipPanel placeBet={placeBet} />);
    await act(async () => selectOdds(matchOdds));
    expect(placeBet).toHaveBeenCalledWith(matchOdds, 250, 1000);
    expect(screen.getByTestId('slip-result').textContent).toBe('Bet placed successfully');
  });

  it('waits for Place Bet when one-click is off', () => {
    localStorage.setItem('id_token', 't');
    localStorage.setItem('user_data', JSON.stringify({ user_name: 'p1', id: 9, settings: { oneClickSettings: { active: false, settings: [500], selected: 0 } } }));
    restoreSession();
    const placeBet = jest.fn();
    render(<BetSlipPanel placeBet={placeBet} />);
    act(() => selectOdds(matchOdds));
    expect(placeBet).not.toHaveBeenCalled();
  });
});
