import fc from 'fast-check';
import type { SlipSelection } from '@khel/shared-kernel';
import { delayFor, EMPTY_SLIP, isSubmitting, slipReducer, type SlipAction, type SlipState } from './slip-state';

const matchOdds: SlipSelection = {
  eventTypeId: 4, eventId: 11, eventName: 'India v Australia', marketId: '1.200', marketName: 'Match Odds',
  marketType: 'MATCH_ODDS', kind: 'odds', selectionId: 101, runnerName: 'India', isBack: true, price: 250, delaySeconds: 3,
};
const fancy: SlipSelection = { ...matchOdds, kind: 'fancy', marketType: 'SESSION', price: 90, line: 52, fancyId: 7 };

/** The state after `actions`, from the empty slip. */
const after = (...actions: SlipAction[]): SlipState => actions.reduce(slipReducer, EMPTY_SLIP);

describe('the slip reducer: its named transitions', () => {
  it('select: a fresh slip at the clicked price, as the price box shows it', () => {
    expect(after({ type: 'select', selection: matchOdds })).toMatchObject({ stage: 'edit', price: 250, priceText: '2.5', stake: 0, outcome: null });
    expect(after({ type: 'select', selection: fancy }).priceText).toBe('90');
    const dirty = after(
      { type: 'select', selection: matchOdds },
      { type: 'editStake', stake: 500, message: 'sportsSlip.stakeTooLarge' },
      { type: 'cannotAfford', message: 'short' },
      { type: 'closeStarted' },
      { type: 'placed', message: 'Bet placed' },
      { type: 'select', selection: fancy },
    );
    expect(dirty).toMatchObject({ stage: 'edit', price: 90, stake: 0, stakeMessage: null, limitMessage: null, closing: false, outcome: null });
  });

  it('editStake and editPrice clear a limit message; typePrice only changes the box', () => {
    const s = after({ type: 'select', selection: matchOdds }, { type: 'limitsChecking' }, { type: 'limitsChecked', problem: 'Minimum stake is 100', stillSelected: true });
    expect(s.limitMessage).toBe('Minimum stake is 100');
    expect(slipReducer(s, { type: 'editStake', stake: 100, message: null })).toMatchObject({ stake: 100, limitMessage: null });
    expect(slipReducer(s, { type: 'editPrice', price: 252, kind: 'odds' })).toMatchObject({ price: 252, priceText: '2.52', limitMessage: null });
    expect(slipReducer(s, { type: 'typePrice', text: '3' })).toMatchObject({ price: 250, priceText: '3', limitMessage: 'Minimum stake is 100' });
  });

  it('limitsChecked: says the problem only while the bet is still the selected one', () => {
    const checking = after({ type: 'select', selection: matchOdds }, { type: 'limitsChecking' });
    expect(checking.checkingLimits).toBe(true);
    expect(slipReducer(checking, { type: 'limitsChecked', problem: 'Maximum stake is 50,000', stillSelected: false })).toMatchObject({ checkingLimits: false, limitMessage: null });
    expect(slipReducer(checking, { type: 'limitsChecked', problem: null, stillSelected: true })).toMatchObject({ checkingLimits: false, limitMessage: null });
  });

  it('edit → placeAsked → confirm → submit → processing → placed: back to edit, stake cleared, the answer kept', () => {
    const confirm = after({ type: 'select', selection: matchOdds }, { type: 'editStake', stake: 200, message: null }, { type: 'placeAsked' });
    expect(confirm.stage).toBe('confirm');
    expect(slipReducer(confirm, { type: 'placeAsked' })).toBe(confirm);
    const processing = slipReducer(confirm, { type: 'submit', delaySeconds: 3 });
    expect(isSubmitting(processing)).toBe(true);
    expect(processing.countdown).toBe(3);
    expect(slipReducer(processing, { type: 'placed', message: 'Bet placed' })).toMatchObject({ stage: 'edit', stake: 0, outcome: { ok: true, message: 'Bet placed' } });
  });

  it('the delay counts down once a tick, to 0 and no further, only while processing', () => {
    let s = after({ type: 'select', selection: matchOdds }, { type: 'submit', delaySeconds: 2 });
    s = slipReducer(s, { type: 'tick' });
    expect(s.countdown).toBe(1);
    s = slipReducer(slipReducer(s, { type: 'tick' }), { type: 'tick' });
    expect(s.countdown).toBe(0);
    const editing = after({ type: 'select', selection: matchOdds });
    expect(slipReducer(editing, { type: 'tick' })).toBe(editing);
  });

  it('refused clears the stake and keeps the answer; refusedKeepingSelection (suspended during the delay) keeps the stake and says why', () => {
    const processing = after({ type: 'select', selection: fancy }, { type: 'editStake', stake: 1000, message: null }, { type: 'submit', delaySeconds: 5 });
    expect(slipReducer(processing, { type: 'refused', message: 'Market closed' })).toMatchObject({ stage: 'edit', stake: 0, outcome: { ok: false, message: 'Market closed' } });
    const kept = slipReducer(processing, { type: 'refusedKeepingSelection', message: "The line was suspended during your bet's delay; not placed" });
    expect(kept).toMatchObject({ stage: 'edit', stake: 1000, outcome: null, limitMessage: "The line was suspended during your bet's delay; not placed" });
  });

  it('closeStarted then cleared: Cancel Bet animates, then empties the stake and its message', () => {
    const closing = after({ type: 'select', selection: matchOdds }, { type: 'editStake', stake: 3, message: 'sportsSlip.stakeTooLarge' }, { type: 'closeStarted' });
    expect(closing.closing).toBe(true);
    expect(slipReducer(closing, { type: 'cleared' })).toMatchObject({ closing: false, stake: 0, stakeMessage: null, stage: 'edit' });
  });

  it("delayLearned: the player's delay for that selection, the selection's default for any other", () => {
    const s = after({ type: 'delayLearned', of: matchOdds, seconds: 7 });
    expect(delayFor(s, matchOdds)).toBe(7);
    expect(delayFor(s, fancy)).toBe(fancy.delaySeconds);
    expect(delayFor(slipReducer(s, { type: 'select', selection: fancy }), matchOdds)).toBe(7);
  });

  it('is pure (frozen states in, the same states out) and ends every answered attempt in edit with no stake', () => {
    const action: fc.Arbitrary<SlipAction> = fc.oneof(
      fc.constant<SlipAction>({ type: 'select', selection: matchOdds }),
      fc.integer({ min: 0, max: 5000 }).map<SlipAction>((stake) => ({ type: 'editStake', stake, message: null })),
      fc.constant<SlipAction>({ type: 'placeAsked' }),
      fc.integer({ min: 0, max: 9 }).map<SlipAction>((delaySeconds) => ({ type: 'submit', delaySeconds })),
      fc.constant<SlipAction>({ type: 'tick' }),
      fc.constant<SlipAction>({ type: 'placed', message: 'ok' }),
      fc.constant<SlipAction>({ type: 'refused', message: 'no' }),
      fc.constant<SlipAction>({ type: 'refusedKeepingSelection', message: 'kept' }),
      fc.constant<SlipAction>({ type: 'closeStarted' }),
      fc.constant<SlipAction>({ type: 'cleared' }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const frozen = actions.reduce((s, a) => Object.freeze(slipReducer(s, a)), Object.freeze({ ...EMPTY_SLIP }) as SlipState);
        const last = actions[actions.length - 1];
        if (last?.type === 'placed' || last?.type === 'refused') expect(frozen).toMatchObject({ stage: 'edit', stake: 0 });
        expect(frozen.countdown).toBeGreaterThanOrEqual(0);
        expect(after(...actions)).toEqual(frozen);
      }),
    );
  });
});
