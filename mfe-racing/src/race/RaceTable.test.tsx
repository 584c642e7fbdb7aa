import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { announceBetsChanged, clearSlip, currentSlipSelection, endSession, restoreSession } from '@khel/shared-kernel';
import { RaceOdds } from './RaceOdds';
import { RaceTable } from './RaceTable';
import { sizeText } from './PriceCell';
import { fakeRacingServer } from '../test-support/fake-racing-server';
import { raceListing, raceMarket } from '../test-support/race-fixtures';

afterEach(() => clearSlip());

describe('race odds table (§2.13)', () => {
  it('shows cloth number, silks, runner, jockey and trainer, 3 back and 3 lay prices', () => {
    render(<RaceTable market={raceMarket()} selected={[]} onToggle={() => {}} />);
    const row = screen.getByTestId('race-row-71');
    expect(within(row).getByText('1. Swift Arrow')).toBeTruthy();
    expect(within(row).getByText('J: R. Moore T: A. Balding')).toBeTruthy();
    expect(row.querySelector('img')!.getAttribute('src')).toBe('/api/v1/racing/silks/c11.svg');
    expect(['back-71-2', 'back-71-1', 'back-71-0', 'lay-71-0', 'lay-71-1', 'lay-71-2'].map((id) => within(row).getByTestId(id).textContent)).toEqual([
      '3.3300', '3.4200', '3.5100', '3.6100', '3.7200', '3.8300',
    ]);
    expect(screen.queryByTestId('race-suspended')).toBeNull();
  });

  it('dresses a greyhound without silks in its trap colours', () => {
    const market = raceMarket({ sport_id: 4339 });
    render(<RaceTable market={{ ...market, runners: market.runners.map((r) => ({ ...r, metadata: { CLOTH_NUMBER: String(r.selectionId - 70) } })) }} selected={[]} onToggle={() => {}} />);
    expect(screen.getByTestId('trap-72').className).toContain('race-row__trap--2');
  });

  it('covers the table with SUSPENDED when no runner is open, and bans a suspended runner', () => {
    const market = raceMarket();
    const { rerender } = render(<RaceTable market={{ ...market, runners: market.runners.map((r, i) => (i === 1 ? { ...r, status: 'REMOVED' } : r)) }} selected={[]} onToggle={() => {}} />);
    expect(screen.getByTestId('runner-status-72').textContent).toBe('REMOVED');
    expect(screen.queryByTestId('back-72-0')).toBeNull();
    expect(screen.queryByTestId('race-suspended')).toBeNull();
    rerender(<RaceTable market={{ ...market, status: 'SUSPENDED' }} selected={[]} onToggle={() => {}} />);
    expect(screen.getByTestId('race-suspended').textContent).toBe('SUSPENDED');
  });

  it('puts a clicked price on the shared slip as a racing bet with the runner details', () => {
    render(<RaceTable market={raceMarket({ betDelay: 3 })} selected={[]} onToggle={() => {}} />);
    fireEvent.click(screen.getByTestId('lay-72-1'));
    expect(currentSlipSelection()).toMatchObject({
      isHrBet: true, marketId: '1.7001', marketType: 'WIN', eventTypeId: 7, eventName: '14:05 Ascot', selectionId: 72, isBack: false, price: 420, delaySeconds: 3,
      hrRunners: [{ selectionId: 72, runnerName: '2. Night Owl', price: 420, clothNumber: '2', jockeyName: 'R. Moore', trainerName: 'A. Balding' }],
    });
  });
});

describe('combined market (§4.6, §5)', () => {
  it('offers the combined price from 2 runners, allows at most 4, and fills the slip with all of them', async () => {
    fakeRacingServer({ 'market/racingOdds': raceMarket() });
    render(<RaceOdds race={raceListing(raceMarket())} results={[]} socketOf={null} />);
    expect(screen.getByTestId('race-loading').textContent).toBe('Loading Races for Ascot (GB)...');
    await screen.findByTestId('race-table');
    expect((screen.getByTestId('combined-back') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('combine-71'));
    expect(screen.getByTestId('combined-runners').textContent).toContain('Tick one more runner.');
    fireEvent.click(screen.getByTestId('combine-72'));
    // 3.50 and 4.00 combine to 1.86
    expect(screen.getByTestId('combined-back').textContent).toBe('1.86');
    for (const id of [73, 74]) fireEvent.click(screen.getByTestId(`combine-${id}`));
    expect((screen.getByTestId('combine-75') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('combine-74'));
    expect((screen.getByTestId('combine-75') as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('combined-back'));
    const slip = currentSlipSelection()!;
    expect(slip).toMatchObject({ isHrBet: true, isBack: true, runnerName: '1. Swift Arrow + 2. Night Owl + 3. Blue Moon' });
    expect(slip.hrRunners!.map((r) => [r.selectionId, r.price])).toEqual([[71, 350], [72, 400], [73, 600]]);
    fireEvent.click(screen.getByTestId('combined-clear'));
    expect(screen.getByTestId('combined-runners').textContent).toContain('Tick 2 to 4 runners');
  });

  it('asks for the results when the race it shows finishes before they list it', async () => {
    fakeRacingServer({ 'market/racingOdds': raceMarket({ status: 'CLOSED' }) });
    const onFinished = jest.fn();
    render(<RaceOdds race={raceListing(raceMarket())} results={[]} onFinished={onFinished} socketOf={null} />);
    expect((await screen.findByTestId('race-finished')).textContent).toContain('Waiting for the result.');
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('shows a finished race\'s placings instead of its prices', async () => {
    fakeRacingServer({ 'market/racingOdds': raceMarket({ status: 'CLOSED' }) });
    const result = { ...raceListing(raceMarket()), settled_at: '2026-11-26T08:40:00.000Z', placings: [{ placing: 1, selection_id: 73, runnerName: '3. Blue Moon' }, { placing: 2, selection_id: 71, runnerName: '1. Swift Arrow' }] };
    render(<RaceOdds race={raceListing(raceMarket())} results={[result]} socketOf={null} />);
    const placings = await screen.findByTestId('placings-1.7001');
    expect(placings.textContent).toBe('Place 1 3. Blue MoonPlace 2 1. Swift Arrow');
  });
});

describe("the player's positions on a race (issue 34 item 12)", () => {
  afterEach(() => endSession());

  it('shows each runner its profit or loss once the player has bet, and reads it again after a bet', async () => {
    localStorage.setItem('id_token', 'test-token');
    localStorage.setItem('user_data', JSON.stringify({ user_name: 'player1', id: 1 }));
    restoreSession();
    let pl = [{ selection_id: 71, user_pl: 250 }, { selection_id: 72, user_pl: -100 }];
    const seen = fakeRacingServer({
      'market/racingOdds': raceMarket(),
      'bet/getTeamPosition': () => [{ market_id: '1.7001', runners: pl }],
    });
    render(<RaceOdds race={raceListing(raceMarket())} results={[]} socketOf={null} />);
    expect((await screen.findByTestId('race-position-71')).textContent).toBe('250.00');
    expect(screen.getByTestId('race-position-72').textContent).toBe('-100.00');
    expect(screen.getByTestId('race-position-72').className).toContain('race-row__position--loss');
    expect(screen.queryByTestId('race-position-73')).toBeNull();
    expect(seen.find((r) => r.path === 'bet/getTeamPosition')?.body).toEqual({ market_id: '1.7001' });
    pl = [{ selection_id: 71, user_pl: 500 }];
    act(() => announceBetsChanged());
    await waitFor(() => expect(screen.getByTestId('race-position-71').textContent).toBe('500.00'));
  });

  it('asks nothing for a visitor', async () => {
    const seen = fakeRacingServer({ 'market/racingOdds': raceMarket() });
    render(<RaceOdds race={raceListing(raceMarket())} results={[]} socketOf={null} />);
    await screen.findByTestId('race-table');
    expect(seen.some((r) => r.path === 'bet/getTeamPosition')).toBe(false);
    expect(screen.queryByTestId('race-position-71')).toBeNull();
  });
});

describe('sizes (§9)', () => {
  it("show '500.000+' at 5,00,000 and above, as the sports rows do", () => {
    expect(sizeText(500_000)).toBe('500.000+');
    expect(sizeText(750_000)).toBe('500.000+');
    expect(sizeText(499_999.5)).toBe('4,99,999');
  });
});
