import { act, fireEvent, render, screen } from '@testing-library/react';
import { betsChanged$, clearBalance, clearOpenBets, clearSlip, loginRequests$, refreshBalance, refreshOpenBets, restoreSession, selectOdds, slipOpen$, toasts$, type SlipSelection, type Toast } from '@khel/shared-kernel';
import { BetSlipPanel, CLOSE_ANIMATION_MS, PROCESSING_TEXT } from './BetSlipPanel';
import type { PlaceBetOutcome } from './place-bet';
import { LIMITS_WAIT_MS, createLimitsSource, type SlipLimits } from './bet-limits';
import { fakeServer, logInForTest, logOutForTest } from '../test-support/fake-server';
import { sportsApi } from '../api/http';
import { sayNow } from '../i18n/say';

/** Limits nothing here reaches (the limit rules have their own tests below). */
const noLimits = async (selection: SlipSelection): Promise<SlipLimits> => ({ minStake: 1, maxStake: 1_00_00_000, maxProfitPaise: 1e12, delaySeconds: selection.delaySeconds });

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
  // the slip reads a signed-in player's limits when an odds cell fills it: answered here, not by a network
  fakeServer({});
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

  it('shows a lay its liability beside the profit (a back only its profit)', () => {
    logIn();
    render(<BetSlipPanel />);
    act(() => selectOdds({ ...matchOdds, isBack: false, price: 202 }));
    expect(screen.getByTestId('slip-odds-table').textContent).toContain('OddsStakeProfitLiability');
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '100' } });
    expect(screen.getByTestId('slip-profit').textContent).toBe('100.00');
    expect(screen.getByTestId('slip-liability').textContent).toBe('102.00');
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '10000000' } });
    expect(screen.getByTestId('slip-liability').textContent).toBe('1,02,00,000.00');
    act(() => selectOdds(matchOdds));
    expect(screen.queryByTestId('slip-liability')).toBeNull();
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

  it("shows 'Bhaw cannot be less than 1.' and disables Place Bet for a bookmaker rate of 1 or below (§5: it must exceed 1)", () => {
    logIn();
    render(<BetSlipPanel />);
    act(() => selectOdds({ ...matchOdds, kind: 'bookmaker', marketType: 'BOOKMAKER', price: 2 }));
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
    render(<BetSlipPanel placeBet={placeBet} limitsFor={noLimits} />);
    act(() => selectOdds(matchOdds));
    fireEvent.click(screen.getByTestId('slip-preset-200'));
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect(placeBet).toHaveBeenCalledWith(matchOdds, 250, 200);
    expect(screen.getByTestId('slip-processing').textContent).toContain(sayNow(PROCESSING_TEXT));
    expect(sayNow(PROCESSING_TEXT)).toBe('Your bet is being processed... Please Wait...');
    expect(screen.getByTestId('slip-countdown').textContent).toBe('3');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('slip-countdown').textContent).toBe('2');
    await act(async () => finish({ ok: false, message: 'Insufficient balance' }));
    expect(screen.getByTestId('slip-result').textContent).toBe('Insufficient balance');
    expect(screen.queryByTestId('slip-event')).toBeNull();
    expect(refreshes.length).toBe(2);
    sub.unsubscribe();
  });

  it("shows and counts down the player's own bet delay (their host's) once their limits are read, not the page's default", async () => {
    jest.useFakeTimers();
    logIn();
    const placeBet = jest.fn(() => new Promise<PlaceBetOutcome>(() => undefined));
    const hostDelay = async (selection: SlipSelection): Promise<SlipLimits> => ({ ...(await noLimits(selection)), delaySeconds: 8 });
    render(<BetSlipPanel placeBet={placeBet} limitsFor={hostDelay} />);
    await act(async () => selectOdds(matchOdds));
    expect(screen.getByTestId('slip-place').textContent).toContain(sayNow('sportsSlip.delay', { seconds: 8 }));
    fireEvent.click(screen.getByTestId('slip-preset-200'));
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect(screen.getByTestId('slip-countdown').textContent).toBe('8');
  });

  it('closes the slip (the modal below 1024px) with a success toast once the bet is placed; a refusal stays open', async () => {
    logIn();
    const open: boolean[] = [];
    const toasts: Array<readonly Toast[]> = [];
    const subs = [slipOpen$.subscribe((o) => open.push(o)), toasts$.subscribe((t) => toasts.push(t))];
    let answer: PlaceBetOutcome = { ok: false, message: 'Insufficient balance' };
    render(<BetSlipPanel placeBet={async () => answer} limitsFor={noLimits} />);
    act(() => selectOdds(matchOdds));
    fireEvent.click(screen.getByTestId('slip-preset-200'));
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    await act(async () => undefined);
    expect(open.at(-1)).toBe(true);
    answer = { ok: true, message: 'Bet placed successfully' };
    act(() => selectOdds(matchOdds));
    fireEvent.click(screen.getByTestId('slip-preset-200'));
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    await act(async () => undefined);
    expect(open.at(-1)).toBe(false);
    expect(toasts.at(-1)?.some((t) => t.type === 'success' && t.message === 'Bet placed successfully')).toBe(true);
    subs.forEach((s) => s.unsubscribe());
  });

  it('asks for confirmation first when the player has it on', async () => {
    logIn();
    const placeBet = jest.fn(() => new Promise<PlaceBetOutcome>(() => undefined));
    render(<BetSlipPanel confirmBets placeBet={placeBet} limitsFor={noLimits} />);
    act(() => selectOdds(matchOdds));
    fireEvent.click(screen.getByTestId('slip-preset-100'));
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect(placeBet).not.toHaveBeenCalled();
    expect(screen.getByTestId('slip-place').textContent).toBe('Confirm Bet (3s)');
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect(placeBet).toHaveBeenCalledTimes(1);
  });
});

describe('one-click betting', () => {
  it('places the bet on the click at the one-click stake when the player has it on', async () => {
    localStorage.setItem('id_token', 't');
    localStorage.setItem('user_data', JSON.stringify({ user_name: 'p1', id: 9, settings: { oneClickSettings: { active: true, settings: [500, 1000], selected: 1 } } }));
    restoreSession();
    const placeBet = jest.fn(async (): Promise<PlaceBetOutcome> => ({ ok: true, message: 'Bet placed successfully' }));
    render(<BetSlipPanel placeBet={placeBet} limitsFor={noLimits} />);
    await act(async () => selectOdds(matchOdds));
    expect(placeBet).toHaveBeenCalledWith(matchOdds, 250, 1000);
    expect(screen.getByTestId('slip-result').textContent).toBe('Bet placed successfully');
  });

  it('waits for Place Bet when one-click is off', () => {
    localStorage.setItem('id_token', 't');
    localStorage.setItem('user_data', JSON.stringify({ user_name: 'p1', id: 9, settings: { oneClickSettings: { active: false, settings: [500], selected: 0 } } }));
    restoreSession();
    const placeBet = jest.fn();
    render(<BetSlipPanel placeBet={placeBet} limitsFor={noLimits} />);
    act(() => selectOdds(matchOdds));
    expect(placeBet).not.toHaveBeenCalled();
  });
});

describe('limits before sending (§3, §9)', () => {
  const source = () => {
    const limitsFor = createLimitsSource();
    return (selection: SlipSelection) => limitsFor(selection, 'player1');
  };
  const eventLimits = {
    match_id: 11, market_min_stack: 10, market_max_stack: 5000, market_max_profit: 200000,
    session_min_stack: 1, session_max_stack: 100000, session_max_profit: 100000,
    fancies: { '7': { session_min_stack: 100, session_max_stack: 2000, session_max_profit: 5000 } },
  };
  /** A slip whose limits come from these server answers; returns the bet-sending spy. */
  const renderSlip = (answers: Parameters<typeof fakeServer>[0]) => {
    fakeServer(answers);
    const placeBet = jest.fn(async (): Promise<PlaceBetOutcome> => ({ ok: true, message: 'Bet placed successfully' }));
    render(<BetSlipPanel placeBet={placeBet} limitsFor={source()} />);
    return placeBet;
  };
  const place = async (stake: string) => {
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: stake } });
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
  };
  beforeEach(logIn);

  it("refuses a stake above the event's market maximum with a message, and sends nothing", async () => {
    const placeBet = renderSlip({ 'event/getEventsLimit': { body: { status: true, msg: '', data: eventLimits } } });
    act(() => selectOdds(matchOdds));
    await place('6000');
    expect(screen.getByTestId('slip-limit-message').textContent).toBe('Maximum stake is 5,000');
    expect(screen.getByTestId('slip-limit-message').getAttribute('role')).toBe('alert');
    expect(placeBet).not.toHaveBeenCalled();
    // a new stake clears the message; one within the limits is sent
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '5000' } });
    expect(screen.queryByTestId('slip-limit-message')).toBeNull();
    await place('5000');
    expect(placeBet).toHaveBeenCalledWith(matchOdds, 250, 5000);
  });

  it("applies the player's own §9 limits per sport: football odds start at 100", async () => {
    const placeBet = renderSlip({ getUserSetting: { status: 502, body: 'Bad Gateway' }, 'event/getEventsLimit': { status: 502, body: 'Bad Gateway' } });
    act(() => selectOdds({ ...matchOdds, eventTypeId: 1 }));
    await place('99');
    expect(screen.getByTestId('slip-limit-message').textContent).toBe('Minimum stake is 100');
    await place('50001');
    expect(screen.getByTestId('slip-limit-message').textContent).toBe('Maximum stake is 50,000');
    expect(placeBet).not.toHaveBeenCalled();
  });

  it("applies an operator's limit from getUserSetting", async () => {
    const placeBet = renderSlip({ getUserSetting: { body: { status: true, msg: '', data: { oddsMaxLimit: 2500 } } } });
    act(() => selectOdds(matchOdds));
    await place('3000');
    expect(screen.getByTestId('slip-limit-message').textContent).toBe('Maximum stake is 2,500');
    expect(placeBet).not.toHaveBeenCalled();
  });

  it("refuses a bet that would win more than the market's maximum profit", async () => {
    const placeBet = renderSlip({ 'event/getEventsLimit': { body: { status: true, msg: '', data: { ...eventLimits, market_max_profit: 1000 } } } });
    act(() => selectOdds(matchOdds));
    await place('700'); // at 2.5 wins 1,050
    expect(screen.getByTestId('slip-limit-message').textContent).toBe('Maximum profit on this market is 1,000');
    expect(placeBet).not.toHaveBeenCalled();
  });

  it("uses the fancy's own session limits", async () => {
    const placeBet = renderSlip({ 'event/getEventsLimit': { body: { status: true, msg: '', data: eventLimits } } });
    act(() => selectOdds(session));
    await place('2500');
    expect(screen.getByTestId('slip-limit-message').textContent).toBe('Maximum stake is 2,000');
    await place('50');
    expect(screen.getByTestId('slip-limit-message').textContent).toBe('Minimum stake is 100');
    expect(placeBet).not.toHaveBeenCalled();
  });

  it('checks one-click bets too', async () => {
    localStorage.setItem('user_data', JSON.stringify({ user_name: 'p1', id: 9, settings: { oneClickSettings: { active: true, settings: [9000], selected: 0 } } }));
    restoreSession();
    const placeBet = renderSlip({ 'event/getEventsLimit': { body: { status: true, msg: '', data: eventLimits } } });
    await act(async () => selectOdds(matchOdds));
    expect(screen.getByTestId('slip-limit-message').textContent).toBe('Maximum stake is 5,000');
    expect(placeBet).not.toHaveBeenCalled();
  });
});

describe('limits that do not come', () => {
  it('sends the bet after LIMITS_WAIT_MS and leaves the check to the server', async () => {
    jest.useFakeTimers();
    logIn();
    const placeBet = jest.fn(() => new Promise<PlaceBetOutcome>(() => undefined));
    const limitsFor = jest.fn(() => new Promise<SlipLimits>(() => undefined));
    render(<BetSlipPanel placeBet={placeBet} limitsFor={limitsFor} />);
    act(() => selectOdds(matchOdds));
    expect(limitsFor).toHaveBeenCalledTimes(1); // read ahead, when the cell filled the slip
    fireEvent.click(screen.getByTestId('slip-preset-100'));
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect((screen.getByTestId('slip-place') as HTMLButtonElement).disabled).toBe(true);
    expect(placeBet).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(LIMITS_WAIT_MS));
    expect(placeBet).toHaveBeenCalledWith(matchOdds, 250, 100);
  });
});

describe('a stake the player cannot afford (issue 34 item 6)', () => {
  /** The kernel's balance, as the header's poll would have read it. */
  const balanceOf = async (balance: number, liability: number) => {
    fakeServer({ 'user/getBalanceCRef': { body: { status: true, msg: '', data: { balance, liability, bonus_balance: 0, free_cash: 0 } } } });
    await refreshBalance(sportsApi());
  };
  beforeEach(logIn);
  afterEach(() => clearBalance());

  it('is refused at once, before the delay, and the selection and stake stay', async () => {
    await balanceOf(4500, 0);
    const placeBet = jest.fn(async (): Promise<PlaceBetOutcome> => ({ ok: true, message: 'Bet placed successfully' }));
    render(<BetSlipPanel placeBet={placeBet} limitsFor={noLimits} />);
    act(() => selectOdds(matchOdds));
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '99999' } });
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect(placeBet).not.toHaveBeenCalled();
    expect(screen.queryByTestId('slip-processing')).toBeNull();
    expect(screen.getByTestId('slip-limit-message').textContent).toBe(sayNow('sportsSlip.cannotAfford', { amount: '99,999.00', available: '4,500.00' }));
    expect(screen.getByTestId('slip-runner').textContent).toBe('India');
    expect((screen.getByTestId('slip-stake') as HTMLInputElement).value).toBe('99999');
    // a lay risks its liability: ₹3,000 at 2.50 risks ₹4,500.00, which the balance covers
    act(() => selectOdds({ ...matchOdds, isBack: false }));
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '3000' } });
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect(placeBet).toHaveBeenCalledWith({ ...matchOdds, isBack: false }, 250, 3000);
  });

  it('leaves a bet that may hedge an open one to the server', async () => {
    await balanceOf(100, 500);
    // the player's open bets on this market (the kernel's list): a lay may hedge them
    fakeServer({ 'bet/openBets': { body: { status: true, msg: '', data: [{ bet_id: 1, market_id: matchOdds.marketId, fancy_id: null }] } } });
    await refreshOpenBets(sportsApi());
    const placeBet = jest.fn(async (): Promise<PlaceBetOutcome> => ({ ok: true, message: 'Bet placed successfully' }));
    render(<BetSlipPanel placeBet={placeBet} limitsFor={noLimits} />);
    act(() => selectOdds({ ...matchOdds, isBack: false }));
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '1000' } });
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect(placeBet).toHaveBeenCalled();
    clearOpenBets();
  });

  it("keeps the selection when the server refuses for the balance or a line suspended during the delay, and says so in the player's language", async () => {
    fakeServer({
      'bet/saveBet': [
        { status: 400, body: { status: false, msg: "The line was suspended during your bet's delay; not placed", code: 'suspended_in_delay' } },
        { status: 400, body: { status: false, msg: 'Insufficient balance', code: 'insufficient_funds' } },
        { status: 400, body: { status: false, msg: 'Odds changed' } },
      ],
    });
    render(<BetSlipPanel limitsFor={noLimits} />);
    act(() => selectOdds({ ...matchOdds, delaySeconds: 0 }));
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '100' } });
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect(screen.getByTestId('slip-limit-message').textContent).toBe(sayNow('sportsSlip.suspendedInDelay'));
    expect(screen.getByTestId('slip-runner').textContent).toBe('India');
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect(screen.getByTestId('slip-limit-message').textContent).toBe('Insufficient balance');
    expect((screen.getByTestId('slip-stake') as HTMLInputElement).value).toBe('100');
    // any other refusal is an attempt like the spec's: the slip is cleared and says why
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect(screen.getByTestId('slip-result').textContent).toBe('Odds changed');
  });
});
