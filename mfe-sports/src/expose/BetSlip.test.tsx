import { act, fireEvent, render, screen } from '@testing-library/react';
import { clearSlip, selectOdds, setConfirmBets, type SlipSelection } from '@khel/shared-kernel';
import BetSlip from './BetSlip';
import { fakeServer, logInForTest } from '../test-support/fake-server';

const pick: SlipSelection = {
  eventTypeId: 4, eventId: 11, eventName: 'India v Australia', marketId: '1.200', marketName: 'Match Odds',
  marketType: 'MATCH_ODDS', kind: 'odds', selectionId: 101, runnerName: 'India', isBack: true, price: 250, delaySeconds: 0,
};

afterEach(() => {
  act(() => clearSlip());
  setConfirmBets(false);
});

describe("the shell's slip honours the player's confirmation setting (§4.5, issue 34)", () => {
  it('asks to confirm before sending when the player has it on, and not when off', async () => {
    logInForTest();
    const seen = fakeServer({ 'bet/saveBet': { body: { status: true, msg: 'Bet placed successfully', data: { bet_id: 1, matched: 100, unmatched: 0 } } } });
    setConfirmBets(true);
    render(<BetSlip />);
    act(() => selectOdds(pick));
    fireEvent.click(screen.getByTestId('slip-preset-100'));
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect(screen.getByTestId('slip-confirm').textContent).toBe('Please confirm your bet.');
    expect(seen.some((r) => r.path === 'bet/saveBet')).toBe(false);
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect(seen.filter((r) => r.path === 'bet/saveBet')).toHaveLength(1);

    act(() => setConfirmBets(false));
    act(() => selectOdds(pick));
    fireEvent.click(screen.getByTestId('slip-preset-100'));
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect(screen.queryByTestId('slip-confirm')).toBeNull();
    expect(seen.filter((r) => r.path === 'bet/saveBet')).toHaveLength(2);
  });
});
