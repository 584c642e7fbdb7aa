import { act, fireEvent, screen } from '@testing-library/react';
import { announceBetsChanged, clearSlip, dismissSlip, endSession, selectOdds, startSession, type LoginUser, type SlipSelection } from '@khel/shared-kernel';
import { renderInShell, startI18n } from '../test-support/render';
import { RightSidebar } from '../sidebar/RightSidebar';
import { BetSlipModal } from './BetSlipModal';

const pick: SlipSelection = {
  eventTypeId: 4, eventId: 11, eventName: 'India v Australia', marketId: 'm1', marketName: 'Match Odds',
  marketType: 'MATCH_ODDS', kind: 'odds', selectionId: 101, runnerName: 'India', isBack: true, price: 250, delaySeconds: 5,
};
const player = { id: 5, _id: 5, user_name: 'asha99', name: 'Asha', operatorId: 1, is_demo: false, token: { accessToken: 't', tokenType: 'Bearer', expiresIn: 60, exp: 2e9 } } as LoginUser;
const nextTurn = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

beforeAll(startI18n);
afterEach(() => {
  act(() => dismissSlip());
  endSession();
});

describe('the bet slip modal below 1024px (§2.12)', () => {
  const renderModal = () => renderInShell(<BetSlipModal><div data-testid="slip-stand-in" /></BetSlipModal>);

  it('stays closed until an odds cell fills the slip, then shows the slip', () => {
    renderModal();
    expect(screen.queryByTestId('betslip-modal')).toBeNull();
    act(() => selectOdds(pick));
    expect(screen.getByTestId('betslip-modal')).toBeTruthy();
    expect(screen.getByTestId('slip-stand-in')).toBeTruthy();
    expect(screen.getByRole('dialog').getAttribute('aria-label')).toBe('Betslip');
  });

  it("closes on the slip's Cancel Bet", async () => {
    renderModal();
    act(() => selectOdds(pick));
    act(() => clearSlip());
    await nextTurn();
    expect(screen.queryByTestId('betslip-modal')).toBeNull();
  });

  it('keeps the outcome of a placing attempt on screen until the player closes it', async () => {
    renderModal();
    act(() => selectOdds(pick));
    act(() => {
      clearSlip();
      announceBetsChanged();
    });
    await nextTurn();
    expect(screen.getByTestId('betslip-modal')).toBeTruthy();
    fireEvent.click(screen.getByTestId('betslip-modal-close'));
    expect(screen.queryByTestId('betslip-modal')).toBeNull();
  });

  it('closes on a click outside the slip', () => {
    renderModal();
    act(() => selectOdds(pick));
    fireEvent.mouseDown(screen.getByTestId('betslip-modal'));
    expect(screen.queryByTestId('betslip-modal')).toBeNull();
  });
});

describe("a visitor's slip at 1024px and above (§2.7, §2.12)", () => {
  it('is a centred box, not the sheet of a phone', () => {
    renderInShell(<BetSlipModal centred><div data-testid="slip-stand-in" /></BetSlipModal>);
    act(() => selectOdds(pick));
    expect(screen.getByTestId('betslip-modal').className).toBe('overlay overlay--centred');
    expect(screen.getByRole('dialog').className).toContain('betslip-modal--centred');
  });

  it('is the sheet below 1024px', () => {
    renderInShell(<BetSlipModal><div data-testid="slip-stand-in" /></BetSlipModal>);
    act(() => selectOdds(pick));
    expect(screen.getByTestId('betslip-modal').className).toBe('overlay overlay--sheet');
  });
});

describe('the right panel (§2.7, shown to a logged-in player only: the frame leaves it out for a visitor)', () => {
  it('a player gets the balance panel and the Betslip and Open Bets tabs, without a second Edit Stakes', () => {
    startSession(player, 'x');
    renderInShell(<RightSidebar />);
    expect(screen.getByTestId('balance-panel')).toBeTruthy();
    expect(screen.getByTestId('tab-betslip').textContent).toBe('Betslip');
    expect(screen.getByTestId('tab-open-bets').textContent).toMatch(/^Open Bets/);
    expect(screen.queryByText('Edit Stakes')).toBeNull();
  });
});
