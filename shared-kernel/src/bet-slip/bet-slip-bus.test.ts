import { announceBetsChanged, betSlip$, clearSlip, currentSlipSelection, dismissSlip, selectOdds, slipOpen$, type SlipSelection } from './bet-slip-bus';

const pick: SlipSelection = {
  eventTypeId: 4, eventId: 11, eventName: 'India v Australia', marketId: 'm1', marketName: 'Match Odds',
  marketType: 'MATCH_ODDS', kind: 'odds', selectionId: 101, runnerName: 'India', isBack: true, price: 250, delaySeconds: 5,
};

describe('bet-slip bus', () => {
  afterEach(() => dismissSlip());

  const openStates = () => {
    const seen: boolean[] = [];
    const sub = slipOpen$.subscribe((o) => seen.push(o));
    return { seen, stop: () => sub.unsubscribe() };
  };
  const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  it('shares the clicked selection with every subscriber and clears it', () => {
    const seen: Array<SlipSelection | null> = [];
    const sub = betSlip$.subscribe((s) => seen.push(s));
    selectOdds(pick);
    clearSlip();
    sub.unsubscribe();
    expect(seen.map((s) => s?.runnerName ?? null)).toEqual([null, 'India', null]);
  });

  it('keeps its own copy so a caller cannot change the slip by mutating its object', () => {
    const mine = { ...pick };
    selectOdds(mine);
    mine.price = 999;
    expect(currentSlipSelection()?.price).toBe(250);
  });

  it('exposes no way to push values except the commands', () => {
    expect((betSlip$ as unknown as { next?: unknown }).next).toBeUndefined();
  });

  it('opens on an odds click and closes when the slip is cancelled', async () => {
    const states = openStates();
    selectOdds(pick);
    clearSlip();
    await nextTurn();
    states.stop();
    expect(states.seen).toEqual([false, true, false]);
  });

  it('stays open after a placing attempt (clear then refresh in one turn) until dismissed', async () => {
    const states = openStates();
    selectOdds(pick);
    clearSlip();
    announceBetsChanged();
    await nextTurn();
    expect(states.seen).toEqual([false, true]);
    expect(currentSlipSelection()).toBeNull();
    dismissSlip();
    states.stop();
    expect(states.seen).toEqual([false, true, false]);
  });

  it('does not open on a refresh alone, and a new click keeps it open', async () => {
    const states = openStates();
    announceBetsChanged();
    selectOdds(pick);
    selectOdds({ ...pick, runnerName: 'Australia' });
    await nextTurn();
    states.stop();
    expect(states.seen).toEqual([false, true]);
  });

  it('exposes no way to push values into the open state', () => {
    expect((slipOpen$ as unknown as { next?: unknown }).next).toBeUndefined();
  });
});
