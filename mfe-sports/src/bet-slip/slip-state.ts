// The bet slip's states (spec §2.12, §4.5, §5) as one pure reducer with named transitions: the
// slip component dispatches them and does the calls and timers around them (BetSlipPanel.tsx).
//
//   edit ──placeAsked (confirmation on)──▶ confirm ──submit──▶ processing ──placed / refused──▶ edit, stake cleared
//     └────────────submit──────────────────────────────────────▲        └─refusedKeepingSelection─▶ edit, stake kept
// A new selection (select) starts afresh in edit; Cancel Bet is closeStarted, then cleared 200 ms later.
// A change of the live odds is not a state of the slip: it is read from the live price as it comes.
import type { SlipSelection } from '@khel/shared-kernel';
import type { PlaceBetOutcome } from './place-bet';
import { formatOdds } from './slip-rules';

export type SlipStage = 'edit' | 'confirm' | 'processing';

export interface SlipState {
  stage: SlipStage;
  /** hundredths for odds, the rate or percentage otherwise */
  price: number;
  /** the price box as typed (a price the player typed counts on leaving the box) */
  priceText: string;
  /** whole rupees (2 decimals at most) */
  stake: number;
  /** i18n key of the stake input's message (§5) */
  stakeMessage: string | null;
  /** the limit, balance or kept refusal's message, as said */
  limitMessage: string | null;
  checkingLimits: boolean;
  /** the Cancel Bet close animation is running */
  closing: boolean;
  /** seconds of the bet delay still to run in the processing view */
  countdown: number;
  /** the last attempt's answer, shown in the empty slip */
  outcome: PlaceBetOutcome | null;
  /** the player's bet delay for a selection, once their limits are read (the selection carries the defaults) */
  delay: { of: SlipSelection; seconds: number } | null;
}

export const EMPTY_SLIP: SlipState = {
  stage: 'edit',
  price: 0,
  priceText: '',
  stake: 0,
  stakeMessage: null,
  limitMessage: null,
  checkingLimits: false,
  closing: false,
  countdown: 0,
  outcome: null,
  delay: null,
};

export type SlipAction =
  /** an odds cell filled the slip: a fresh slip at the clicked price */
  | { type: 'select'; selection: Pick<SlipSelection, 'kind' | 'price'> }
  /** the stake input or a preset button (already normalised by the §5 rules) */
  | { type: 'editStake'; stake: number; message: string | null }
  /** a keystroke in the price box */
  | { type: 'typePrice'; text: string }
  /** a price taken: a ladder step, or the typed price on leaving the box */
  | { type: 'editPrice'; price: number; kind: SlipSelection['kind'] }
  /** the stake is more than the available balance covers: refused at once, nothing sent */
  | { type: 'cannotAfford'; message: string }
  | { type: 'limitsChecking' }
  /** the limits' verdict (`problem` null: within them); ignored when the player moved on meanwhile */
  | { type: 'limitsChecked'; problem: string | null; stillSelected: boolean }
  | { type: 'delayLearned'; of: SlipSelection; seconds: number }
  /** Place Bet with the confirmation setting on: §4.5 stage one */
  | { type: 'placeAsked' }
  /** the bet is sent; the processing view counts its delay down */
  | { type: 'submit'; delaySeconds: number }
  | { type: 'tick' }
  | { type: 'placed'; message: string }
  | { type: 'refused'; message: string }
  /** a refusal the player can act on (a line suspended during the delay, a balance short): selection and stake stay */
  | { type: 'refusedKeepingSelection'; message: string }
  /** Cancel Bet: the close animation starts */
  | { type: 'closeStarted' }
  /** the close animation is over: the slip is cleared */
  | { type: 'cleared' };

const priceTextOf = (kind: SlipSelection['kind'], price: number) => (kind === 'odds' ? formatOdds(price) : String(price));

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'select':
      return {
        ...state,
        price: action.selection.price,
        priceText: priceTextOf(action.selection.kind, action.selection.price),
        stake: 0,
        stakeMessage: null,
        limitMessage: null,
        stage: 'edit',
        closing: false,
        outcome: null,
      };
    case 'editStake':
      return { ...state, stake: action.stake, stakeMessage: action.message, limitMessage: null };
    case 'typePrice':
      return { ...state, priceText: action.text };
    case 'editPrice':
      return { ...state, price: action.price, priceText: priceTextOf(action.kind, action.price), limitMessage: null };
    case 'cannotAfford':
      return { ...state, limitMessage: action.message };
    case 'limitsChecking':
      return { ...state, checkingLimits: true };
    case 'limitsChecked':
      return { ...state, checkingLimits: false, limitMessage: action.stillSelected ? action.problem : state.limitMessage };
    case 'delayLearned':
      return { ...state, delay: { of: action.of, seconds: action.seconds } };
    case 'placeAsked':
      return state.stage === 'edit' ? { ...state, stage: 'confirm' } : state;
    case 'submit':
      return { ...state, stage: 'processing', countdown: action.delaySeconds };
    case 'tick':
      return state.stage === 'processing' && state.countdown > 0 ? { ...state, countdown: state.countdown - 1 } : state;
    case 'placed':
      return { ...state, stage: 'edit', stake: 0, outcome: { ok: true, message: action.message } };
    case 'refused':
      return { ...state, stage: 'edit', stake: 0, outcome: { ok: false, message: action.message } };
    case 'refusedKeepingSelection':
      return { ...state, stage: 'edit', limitMessage: action.message };
    case 'closeStarted':
      return { ...state, closing: true };
    case 'cleared':
      return { ...state, closing: false, stake: 0, stakeMessage: null, stage: 'edit' };
  }
}

/** The bet delay for `bet`: the player's, once read, else the selection's default. */
export const delayFor = (state: SlipState, bet: SlipSelection): number => (state.delay?.of === bet ? state.delay.seconds : bet.delaySeconds);

/** The processing view shows while a bet is being sent and its delay runs. */
export const isSubmitting = (state: SlipState): boolean => state.stage === 'processing';
