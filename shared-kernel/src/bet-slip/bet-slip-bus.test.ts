import { betSlip$, clearSlip, currentSlipSelection, selectOdds, type SlipSelection } from './bet-slip-bus';

const pick: SlipSelection = {
  eventTypeId: 4, eventId: 11, eventName: 'India v Australia', marketId: 'm1', marketName: 'Match Odds',
  marketType: 'MATCH_ODDS', kind: 'odds', selectionId: 101, runnerName: 'India', isBack: true, price: 250, delaySeconds: 5,
};

describe('bet-slip bus', () => {
  afterEach(() => clearSlip());

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
});
