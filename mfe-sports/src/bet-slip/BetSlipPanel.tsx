// The bet slip (spec §2.12, §4.5): filled by an odds cell through the shared bet-slip bus; odds or
// session table, stake presets, Cancel Bet with a 200 ms close, Place Bet with the delay, the
// processing view with its countdown, and Log In for a visitor. Its states are one reducer with
// named transitions (slip-state.ts); here are the calls, timers and buses around them.
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  announceBetsChanged,
  betSlip$,
  clearSlip,
  currentBalance,
  currentSession,
  currentSlipSelection,
  dismissSlip,
  requestLogin,
  toastSuccess,
  type SlipSelection,
} from '@khel/shared-kernel';
import { currentOpenBets, shortfall } from './affordable';
import { useLoggedIn } from '../api/use-logged-in';
import { oddsChangedNotice, slipLivePrice$ } from './live-price';
import { placeBet as placeBetOnServer, type PlaceBetOutcome } from './place-bet';
import { limitProblem, limitsForSlip, limitsWithin, playerKey, type SlipLimits } from './bet-limits';
import {
  enterPrice,
  enterStake,
  formatRupees,
  placeBetDisabled,
  presetStake,
  priceEditable,
  priceMessage,
  slipAmounts,
  stepPrice,
} from './slip-rules';
import { StakePresets } from './StakePresets';
import { oneClickStake } from './stake-presets';
import { useObservable } from './use-observable';
import { delayFor, EMPTY_SLIP, isSubmitting, slipReducer, type SlipAction, type SlipState } from './slip-state';
import './bet-slip.css';

/** §9 pop-up close animation. */
export const CLOSE_ANIMATION_MS = 200;
/** i18n key of the §4.5 processing text. */
export const PROCESSING_TEXT = 'sportsSlip.processing';

export interface BetSlipPanelProps {
  /** the player's confirmation setting: a confirm stage before submitting (§4.5 stage one) */
  confirmBets?: boolean;
  /** submits a bet; the server call by default (tests pass their own) */
  placeBet?: (selection: SlipSelection, price: number, stake: number) => Promise<PlaceBetOutcome>;
  /** the player's and the event's limits for a selection (getUserSetting, event/getEventsLimit by default) */
  limitsFor?: (selection: SlipSelection) => Promise<SlipLimits>;
}

const limitsOfPlayer = (selection: SlipSelection) => limitsForSlip(selection, playerKey());

export function BetSlipPanel({ confirmBets = false, placeBet = placeBetOnServer, limitsFor = limitsOfPlayer }: BetSlipPanelProps) {
  const { t } = useTranslation();
  const selection = useObservable(betSlip$, currentSlipSelection());
  const loggedIn = useLoggedIn();
  const livePrice = useObservable(slipLivePrice$, null);
  const [state, dispatch] = useReducer(slipReducer, EMPTY_SLIP);
  // The state as of the last transition, for the calls that go on across renders (a bet's delay is
  // read right after the limits that tell it).
  const latest = useRef<SlipState>(EMPTY_SLIP);
  const act = (action: SlipAction) => {
    latest.current = slipReducer(latest.current, action);
    dispatch(action);
  };
  const { price, priceText, stake, stakeMessage, limitMessage, checkingLimits, stage, closing, countdown, outcome } = state;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const learnDelay = (bet: SlipSelection, limits: SlipLimits | null) => {
    if (!limits || currentSlipSelection() !== bet) return;
    act({ type: 'delayLearned', of: bet, seconds: limits.delaySeconds });
  };

  const submitBet = async (bet: SlipSelection, betPrice: number, betStake: number) => {
    act({ type: 'submit', delaySeconds: delayFor(latest.current, bet) });
    const result = await placeBet(bet, betPrice, betStake);
    // A refusal that the player can act on (a line suspended during the delay, a balance short)
    // keeps the selection and stake, and says why in the slip.
    if (!result.ok && result.keep && currentSlipSelection() === bet) {
      act({ type: 'refusedKeepingSelection', message: result.message });
      announceBetsChanged();
      return;
    }
    // §4.5: after an attempt the slip's fields are cleared and open bets refreshed.
    act({ type: result.ok ? 'placed' : 'refused', message: result.message });
    clearSlip();
    announceBetsChanged();
    // A placed bet is told in a toast and the modal (below 1024px) closes, off the odds; a refusal
    // stays in the slip for the player to read and change.
    if (result.ok) {
      toastSuccess(result.message);
      dismissSlip();
    }
  };

  /**
   * Whether the bet is within the player's and the event's limits; if not, the slip says which
   * and nothing is sent. Limits that cannot be read in LIMITS_WAIT_MS leave the check to the server.
   */
  const withinLimits = async (bet: SlipSelection, betPrice: number, betStake: number): Promise<boolean> => {
    // a stake the balance cannot cover is refused at once, before any delay; the selection stays
    const short = shortfall(bet, betPrice, betStake, currentBalance(), currentOpenBets());
    if (short) {
      act({ type: 'cannotAfford', message: t('sportsSlip.cannotAfford', { amount: formatRupees(short.needPaise), available: formatRupees(short.availablePaise) }) });
      return false;
    }
    act({ type: 'limitsChecking' });
    const limits = await limitsWithin(limitsFor(bet));
    learnDelay(bet, limits);
    const problem = limits ? limitProblem(bet, betPrice, betStake, limits, t) : null;
    const stillSelected = currentSlipSelection() === bet; // else the player moved on meanwhile
    act({ type: 'limitsChecked', problem, stillSelected });
    return stillSelected && problem === null;
  };

  // A new selection starts a fresh slip at the clicked price; with one-click betting on, the
  // click itself places the bet at the player's one-click stake.
  useEffect(() => {
    if (!selection) return;
    act({ type: 'select', selection });
    // read the limits now, so Place Bet finds them ready
    if (currentSession().isLogin) void limitsFor(selection).then((limits) => learnDelay(selection, limits), () => null);
    const oneClick = oneClickStake(currentSession());
    if (oneClick !== null && !placeBetDisabled(selection, selection.price, oneClick, false)) {
      act({ type: 'editStake', stake: oneClick, message: null });
      void withinLimits(selection, selection.price, oneClick).then(async (ok) => {
        if (ok) await submitBet(selection, selection.price, oneClick);
      });
    }
    // submitBet only dispatches; it is recreated each render but acts the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selection]);

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  // The processing view counts the bet delay down once a second.
  useEffect(() => {
    if (stage !== 'processing' || countdown <= 0) return;
    const timer = setTimeout(() => act({ type: 'tick' }), 1000);
    return () => clearTimeout(timer);
  }, [stage, countdown]);

  if (!selection) {
    return (
      <div className="bet-slip bet-slip--empty" data-testid="bet-slip">
        {outcome && (
          <p className={outcome.ok ? 'bet-slip__result bet-slip__result--ok' : 'bet-slip__result bet-slip__result--error'} role={outcome.ok ? 'status' : 'alert'} data-testid="slip-result">
            {outcome.message}
          </p>
        )}
        <p>{t('sportsSlip.empty')}</p>
      </div>
    );
  }

  const current = selection;
  const isSession = current.kind === 'fancy';
  const amounts = slipAmounts(current, price, stake);
  const bhawMessage = priceMessage(current, price);
  // Compared with the clicked price: a price the player typed is a request, not a change.
  const oddsNotice = oddsChangedNotice(current, current.price, livePrice);
  const submitting = isSubmitting(state);
  const disabled = placeBetDisabled(current, price, stake, submitting || checkingLimits);

  const cancel = () => {
    act({ type: 'closeStarted' });
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      act({ type: 'cleared' });
      clearSlip();
    }, CLOSE_ANIMATION_MS);
  };

  const changeStake = (entry: { stake: number; message: string | null }) => act({ type: 'editStake', ...entry });
  const changePrice = (next: number) => act({ type: 'editPrice', price: next, kind: current.kind });

  const submit = () => submitBet(current, price, stake);

  const onPlace = async () => {
    if (disabled) return;
    if (!(await withinLimits(current, price, stake))) return;
    if (confirmBets && stage === 'edit') act({ type: 'placeAsked' });
    else void submit();
  };

  const priceCell = (
    <div className="bet-slip__price">
      {priceEditable(current) && (
        <button type="button" aria-label={t('sportsSlip.lowerPrice')} data-testid="slip-price-down" disabled={submitting} onClick={() => changePrice(stepPrice(current, price, -1))}>
          −
        </button>
      )}
      <input
        aria-label={t('sportsSlip.odds')}
        data-testid="slip-price"
        inputMode="decimal"
        value={priceText}
        readOnly={!priceEditable(current) || submitting}
        onChange={(e) => act({ type: 'typePrice', text: e.target.value })}
        onBlur={() => {
          const typed = enterPrice(current, priceText);
          changePrice(typed ?? price);
        }}
      />
      {priceEditable(current) && (
        <button type="button" aria-label={t('sportsSlip.raisePrice')} data-testid="slip-price-up" disabled={submitting} onClick={() => changePrice(stepPrice(current, price, 1))}>
          +
        </button>
      )}
    </div>
  );

  const stakeCell = (
    <input
      aria-label={t('sportsSlip.stake')}
      data-testid="slip-stake"
      inputMode="numeric"
      value={stake > 0 ? String(stake) : ''}
      placeholder="0"
      readOnly={submitting}
      onChange={(e) => changeStake(enterStake(e.target.value, loggedIn))}
    />
  );

  return (
    <div className="bet-slip bet-slip--filled" data-testid="bet-slip">
      <div
        className={`bet-slip__box ${current.isBack ? 'bet-slip__box--back' : 'bet-slip__box--lay'}${closing ? ' bet-slip__box--closing' : ''}`}
        role="dialog"
        aria-label={t('sportsSlip.title')}
      >
        <h3 className="bet-slip__event" data-testid="slip-event">{current.eventName}</h3>
        <p className="bet-slip__side" data-testid="slip-side">
          {t(current.isBack ? 'sportsSlip.backing' : 'sportsSlip.laying')} <strong data-testid="slip-runner">{current.runnerName}</strong>
        </p>
        {stage === 'processing' ? (
          <div className="bet-slip__processing" data-testid="slip-processing" role="status">
            <p>{t(PROCESSING_TEXT)}</p>
            <span className="bet-slip__countdown" data-testid="slip-countdown">{countdown}</span>
          </div>
        ) : (
          <>
            {isSession ? (
              <table className="bet-slip__table" data-testid="slip-session-table">
                <thead>
                  <tr><th>{t('sportsSlip.runs')}</th><th>{t('sportsSlip.oddsHJ')}</th><th>{t('sportsSlip.stake')}</th><th>{t('sportsSlip.liability')}</th></tr>
                </thead>
                <tbody>
                  <tr>
                    <td data-testid="slip-runs">{current.line ?? ''}</td>
                    <td>{priceCell}</td>
                    <td>{stakeCell}</td>
                    <td data-testid="slip-liability">{formatRupees(amounts.liabilityPaise)}</td>
                  </tr>
                </tbody>
              </table>
            ) : (
              <table className="bet-slip__table" data-testid="slip-odds-table">
                <thead>
                  <tr>
                    <th>{t('sportsSlip.odds')}</th><th>{t('sportsSlip.stake')}</th><th>{t('sportsSlip.profit')}</th>
                    {/* a lay risks more than its stake: its liability shows beside the profit */}
                    {!current.isBack && <th>{t('sportsSlip.liability')}</th>}
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <td>{priceCell}</td>
                    <td>{stakeCell}</td>
                    <td data-testid="slip-profit">{formatRupees(amounts.profitPaise)}</td>
                    {!current.isBack && <td data-testid="slip-liability">{formatRupees(amounts.liabilityPaise)}</td>}
                  </tr>
                </tbody>
              </table>
            )}
            {oddsNotice && <p className="bet-slip__notice" role="status" data-testid="slip-odds-changed">{t(oddsNotice)}</p>}
            {stakeMessage && <p className="bet-slip__error" role="alert" data-testid="slip-stake-message">{t(stakeMessage)}</p>}
            {limitMessage && <p className="bet-slip__error" role="alert" data-testid="slip-limit-message">{limitMessage}</p>}
            {bhawMessage && <p className="bet-slip__error" role="alert" data-testid="slip-price-message">{t(bhawMessage)}</p>}
            <StakePresets onPick={(preset) => changeStake(presetStake(preset, loggedIn))} />
            {stage === 'confirm' && <p className="bet-slip__confirm" data-testid="slip-confirm">{t('sportsSlip.confirmPrompt')}</p>}
            <div className="bet-slip__actions">
              <button type="button" className="bet-slip__cancel" data-testid="slip-cancel" onClick={cancel}>
                {t('sportsSlip.cancelBet')}
              </button>
              {loggedIn ? (
                <button type="button" className="bet-slip__place" data-testid="slip-place" disabled={disabled} onClick={() => void onPlace()}>
                  {t(stage === 'confirm' ? 'sportsSlip.confirmBet' : 'sportsSlip.placeBet')} <span className="bet-slip__delay">{t('sportsSlip.delay', { seconds: delayFor(state, current) })}</span>
                </button>
              ) : (
                <button type="button" className="bet-slip__place" data-testid="slip-login" onClick={() => requestLogin(1)}>
                  {t('sportsSlip.logIn')}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
