// Cashout for a 2-runner MATCH_ODDS market with open bets (§2.14, §4.5): the server works out the
// hedge across the book's levels, the dialog asks 'Cash out ₹X?' with the hedge and the worst price
// it will accept, then a countdown of the bet delay while the server hedges within that price, then
// a success toast only when both runners pay the same; a partial cash-out says what remains apart.
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { announceBetsChanged, formatIndianNumber, moneyLabel, toastError, toastSuccess, addToast } from '@khel/shared-kernel';
import type { CashOutQuoteWire } from '@khel/shared-kernel/contract';
import { Popup } from '../popup/Popup';
import {
  CASH_OUT_QUESTION,
  CASH_OUT_SUCCESS,
  cashOut as cashOutOnServer,
  fetchCashOutQuote,
  type CashOutOutcome,
  type CashOutQuoteOutcome,
} from './positions';

type Stage =
  | { kind: 'idle' }
  | { kind: 'quoting' }
  | { kind: 'confirm'; quote: CashOutQuoteWire }
  | { kind: 'processing'; secondsLeft: number };

export interface CashOutButtonProps {
  marketId: string;
  /** the catalog's delay (the default for every host): counted down until the player's own is read */
  delaySeconds: number;
  /** the player's own delay, as the server waits it (read when the player asks for a quote) */
  playerDelay?: () => Promise<number>;
  /** the market's runners, to name the one the hedge is placed on */
  runnerNames?: ReadonlyMap<number, string>;
  quote?: (marketId: string) => Promise<CashOutQuoteOutcome>;
  cashOut?: (marketId: string, worstPrice: number) => Promise<CashOutOutcome>;
}

/** ₹ with Indian grouping, the sign before the symbol: '₹1,500.00', '-₹50.00'; a play host's coins: '-50.00 coins'. */
export const rupeeAmount = (rupees: number) => {
  const label = moneyLabel();
  return label ? `${rupees < 0 ? '-' : ''}${formatIndianNumber(Math.abs(rupees))} ${label}` : `${rupees < 0 ? '-' : ''}₹${formatIndianNumber(Math.abs(rupees))}`;
};

export function CashOutButton({ marketId, delaySeconds, playerDelay, runnerNames, quote = fetchCashOutQuote, cashOut = cashOutOnServer }: CashOutButtonProps) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const ownDelay = useRef<number | null>(null);

  useEffect(() => {
    if (stage.kind !== 'processing' || stage.secondsLeft <= 0) return;
    const timer = setTimeout(() => setStage((s) => (s.kind === 'processing' ? { ...s, secondsLeft: s.secondsLeft - 1 } : s)), 1000);
    return () => clearTimeout(timer);
  }, [stage]);

  const ask = async () => {
    setStage({ kind: 'quoting' });
    playerDelay?.().then((seconds) => (ownDelay.current = seconds), () => undefined);
    const outcome = await quote(marketId);
    if (outcome.ok) setStage({ kind: 'confirm', quote: outcome.quote });
    else {
      toastError(outcome.message);
      setStage({ kind: 'idle' });
    }
  };

  const confirm = async (worstPrice: number) => {
    setStage({ kind: 'processing', secondsLeft: ownDelay.current ?? delaySeconds });
    const result = await cashOut(marketId, worstPrice);
    if (!result.ok) toastError(result.message);
    // §8: the toast reads 'Cash-out successful'; what it locked in is its second line
    else if (result.complete) toastSuccess(t('sportsBets.cashOutDone', { amount: rupeeAmount(result.amount) }), t(CASH_OUT_SUCCESS));
    else addToast({ type: 'warning', message: t('sportsBets.cashOutPartial', { remaining: rupeeAmount(result.remaining) }) });
    setStage({ kind: 'idle' });
    announceBetsChanged();
  };

  const busy = stage.kind === 'quoting' || stage.kind === 'processing';
  return (
    <>
      <button type="button" className="cash-out__button" data-testid={`cashout-${marketId}`} disabled={busy} aria-busy={busy} onClick={() => void ask()}>
        {stage.kind === 'processing' ? t('sportsBets.cashoutCountdown', { seconds: stage.secondsLeft }) : t('sportsBets.cashout')}
      </button>
      {stage.kind === 'confirm' && (
        <CashOutDialog quote={stage.quote} runnerName={runnerNames?.get(stage.quote.selection_id) ?? ''} onCancel={() => setStage({ kind: 'idle' })} onConfirm={(p) => void confirm(p)} />
      )}
    </>
  );
}

function CashOutDialog({ quote, runnerName, onCancel, onConfirm }: { quote: CashOutQuoteWire; runnerName: string; onCancel: () => void; onConfirm: (worstPrice: number) => void }) {
  const { t } = useTranslation();
  const prices = quote.legs.map((l) => l.price.toFixed(2));
  const priceText = prices.length > 1 ? `${prices[0]}–${prices[prices.length - 1]}` : (prices[0] ?? '');
  return (
    <Popup title={t('sportsBets.cashOutTitle', { amount: rupeeAmount(quote.amount) })} onClose={onCancel} testId="cashout-confirm" closeTestId="cashout-close">
      <p className="cash-out__question">{t(CASH_OUT_QUESTION)}</p>
      <dl className="cash-out__facts">
        <dt>{t('sportsBets.cashOutHedge')}</dt>
        <dd data-testid="cashout-hedge">
          {t(quote.is_back ? 'sports.back' : 'sports.lay')} {runnerName} · {rupeeAmount(quote.stake)} @ {priceText}
        </dd>
        <dt>{t('sportsBets.cashOutWorstPrice')}</dt>
        <dd data-testid="cashout-worst-price">{quote.worst_price.toFixed(2)}</dd>
      </dl>
      {!quote.complete && (
        <p className="sports-popup__warning" role="alert" data-testid="cashout-thin-book">
          {t('sportsBets.cashOutThinBook', { remaining: rupeeAmount(quote.remaining) })}
        </p>
      )}
      <div className="sports-popup__actions">
        <button type="button" className="sports-popup__button sports-popup__button--secondary" data-testid="cashout-cancel" onClick={onCancel}>
          {t('sportsBets.cancel')}
        </button>
        <button type="button" className="sports-popup__button sports-popup__button--primary" data-testid="cashout-confirm-button" onClick={() => onConfirm(quote.worst_price)}>
          {t('sportsBets.cashout')}
        </button>
      </div>
    </Popup>
  );
}
