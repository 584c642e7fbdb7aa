// Issue 34: the outcome of every bet the player sent, after a navigation or a reload during its
// countdown (the kernel's bet-outcomes: answers read elsewhere, the stream's order changes, the open
// bets), as a toast each: matched, partly matched, unmatched or not placed.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addToast, api, betOutcomes$, orderChanges$, type BetOutcome, type Envelope, type OpenBetWire, type ToastType } from '@khel/shared-kernel';

const TOAST_TYPE: Record<BetOutcome['kind'], ToastType> = { matched: 'success', partlyMatched: 'info', unmatched: 'info', refused: 'error' };

/** The player's open bets, newest first (where a bet sent before a reload is looked for). */
const openBetLines = (): Promise<OpenBetWire[]> =>
  api.post<Envelope<OpenBetWire[]>>('bet/openBets', { limit: 100, page: 1 }).then((answer) => answer.data.data ?? []);

export function useBetOutcomeToasts(isLogin: boolean): void {
  const { t } = useTranslation();
  useEffect(() => {
    const sub = betOutcomes$.subscribe((outcome) => {
      const text = t(`betOutcome.${outcome.kind}`);
      addToast({
        type: TOAST_TYPE[outcome.kind],
        title: outcome.selection ?? '',
        message: outcome.reason ? `${text}: ${outcome.reason}` : text,
        variant: 'stack',
      });
    });
    return () => sub.unsubscribe();
  }, [t]);
  useEffect(() => {
    if (!isLogin) return undefined;
    // the watch loads once a player is logged in (not in a visitor's first load)
    let stop: (() => void) | null = null;
    let live = true;
    void import(/* webpackChunkName: "bets-in-flight" */ './bets-in-flight-watch').then((m) => {
      if (live) stop = m.watchBetsInFlight(orderChanges$, openBetLines);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [isLogin]);
}
