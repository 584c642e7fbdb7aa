// The open-bets list: the right panel's fragment (rows) and the /open-bets page (cards). Asks a
// visitor to log in. It shows the kernel's open-bets bus, which the shell polls every 30 s where
// §4.1 says (not on the home and event pages), and asks it again when shown and after every
// placing attempt or cancel — one list, one poll, whichever remote shows it.
import { useTranslation } from 'react-i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { announceBetsChanged, betsChanged$, currentTimeSetting, formatIndianNumber, openBets$, timeSetting$ } from '@khel/shared-kernel';
import { formatTime } from '@khel/shared-kernel/time';
import { useObservable } from '../bet-slip/use-observable';
import { useLoggedIn } from '../api/use-logged-in';
import {
  LOGIN_FOR_OPEN_BETS,
  NO_MATCHED_BETS,
  cancelAllUnmatched,
  cancelUnmatchedBet,
  fetchOpenBets,
  fetchUnmatchedBets,
  refreshSharedOpenBets,
  matchedBetLines,
  unmatchedBets,
  type BetDates,
  type OpenBet,
  type OpenBetsView,
} from './open-bets';
import './open-bets.css';

/** How long a cancel's outcome ('Bet cancelled') stays on screen. */
export const NOTICE_MS = 5_000;

/** Each view and its label's i18n key. */
const VIEWS: Array<[OpenBetsView, string]> = [
  ['consolidated', 'sportsBets.consolidated'],
  ['average', 'sportsBets.averageOdds'],
  ['date', 'sportsBets.orderByDate'],
];

const sideKey = (isBack: boolean, isFancy: boolean) => (isBack ? (isFancy ? 'sports.yes' : 'sports.back') : isFancy ? 'sports.no' : 'sports.lay');

/** Odds with 2 decimals (2.50); a fancy's run line as a whole number. */
const oddsText = (odds: number, isFancy: boolean) => (isFancy ? String(odds) : odds.toFixed(2));

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="open-bets__figure">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

export interface OpenBetsListProps {
  layout: 'rows' | 'cards';
  /** the event page's list: this match's bets only, its unmatched ones from bet/unmatchedBets; nothing when there are none */
  matchId?: number;
  /** the Open Bets page: a date range the player can set (openBets' from_date and to_date) */
  withDates?: boolean;
}

export function OpenBetsList({ layout, matchId, withDates }: OpenBetsListProps) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  if (!loggedIn) {
    return (
      <div className="open-bets" data-testid="open-bets">
        <p className="open-bets__empty" data-testid="open-bets-login">{t(LOGIN_FOR_OPEN_BETS)}</p>
      </div>
    );
  }
  return <PlayerOpenBets layout={layout} matchId={matchId} withDates={withDates} />;
}

/** A list the remote asks for itself (the event page's unmatched bets, the page's date range), again after every bet or cancel. */
function useAskedBets(ask: ((signal: AbortSignal) => Promise<OpenBet[]>) | null, key: string, refresh: number): OpenBet[] | null {
  const [bets, setBets] = useState<{ key: string; list: OpenBet[] } | null>(null);
  useEffect(() => {
    if (!ask) return;
    const controller = new AbortController();
    ask(controller.signal).then(
      (list) => !controller.signal.aborted && setBets({ key, list }),
      () => undefined,
    );
    return () => controller.abort();
    // `ask` is recreated each render; `key` says what it asks
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, refresh]);
  return bets?.key === key ? bets.list : null;
}

function PlayerOpenBets({ layout, matchId, withDates }: OpenBetsListProps) {
  const { t } = useTranslation();
  const refresh = useObservable(betsChanged$, 0);
  const [view, setView] = useState<OpenBetsView>('date');
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  // a cancel's outcome stays in view for NOTICE_MS, even when the cancelled bet was the event's last
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const [dates, setDates] = useState<BetDates>({ from: '', to: '' });
  useEffect(() => void refreshSharedOpenBets(), [refresh]);
  const shared = useObservable(openBets$, null);
  const dated = useAskedBets(withDates ? (signal) => fetchOpenBets(signal, undefined, dates) : null, `${dates.from}/${dates.to}`, refresh);
  const eventUnmatched = useAskedBets(matchId ? (signal) => fetchUnmatchedBets(matchId, signal) : null, String(matchId), refresh);
  const timeSetting = useObservable(timeSetting$, currentTimeSetting());
  const bets = (withDates ? dated : shared) ?? [];
  const ofEvent = matchId ? bets.filter((b) => Number(b.match_id) === matchId) : bets;
  const lines = matchedBetLines(ofEvent, view);
  const unmatched = matchId ? (eventUnmatched ?? unmatchedBets(ofEvent)) : unmatchedBets(bets);
  // the event page lists this match's bets only where the player has some (or a cancel has just been told)
  const noneOnEvent = matchId !== undefined && lines.length === 0 && unmatched.length === 0;
  if (noneOnEvent && !notice) return null;

  const cancel = async (action: () => Promise<{ ok: boolean; message: string }>) => {
    const result = await action();
    setNotice({ text: result.message, at: Date.now() });
    announceBetsChanged();
  };

  return (
    <div className={`open-bets open-bets--${layout}`} data-testid={matchId ? 'event-bets' : 'open-bets'}>
      {matchId && <h2 className="open-bets__title">{t('sportsBets.myBets')}</h2>}
      {withDates && (
        <div className="open-bets__dates" data-testid="open-bets-dates">
          <label>
            {t('sportsBets.fromDate')}
            <input type="date" data-testid="open-bets-from" value={dates.from} max={dates.to || undefined} onChange={(e) => setDates((d) => ({ ...d, from: e.target.value }))} />
          </label>
          <label>
            {t('sportsBets.toDate')}
            <input type="date" data-testid="open-bets-to" value={dates.to} min={dates.from || undefined} onChange={(e) => setDates((d) => ({ ...d, to: e.target.value }))} />
          </label>
        </div>
      )}
      {notice && <p className="open-bets__notice" role="status" data-testid="open-bets-notice">{notice.text}</p>}
      {unmatched.length > 0 && (
        <section className="open-bets__unmatched" data-testid="unmatched-bets">
          <h3>{t('sportsBets.unmatchedBets')}</h3>
          {unmatched.map((b) => (
            <div key={b.bet_id} className={`open-bets__bet open-bets__bet--${b.is_back === 1 ? 'back' : 'lay'} open-bets__unmatched-bet`} data-testid={`unmatched-bet-${b.bet_id}`}>
              <div className="open-bets__event" data-testid="unmatched-event">{b.match_name} · {b.market_name}</div>
              <div className="open-bets__selection">{t(sideKey(b.is_back === 1, b.is_fancy === 1))} {b.selection_name}</div>
              <div className="open-bets__row">
                <dl className="open-bets__figures">
                  <Figure label={t('sportsSlip.odds')} testId="unmatched-odds">{oddsText(b.odds, b.is_fancy === 1)}</Figure>
                  <Figure label={t('sportsBets.unmatchedStake')} testId="unmatched-stake">{formatIndianNumber(b.unmatched ?? 0)}</Figure>
                </dl>
                <button type="button" className="open-bets__cancel" data-testid={`cancel-bet-${b.bet_id}`} onClick={() => void cancel(() => cancelUnmatchedBet(b.bet_id))}>
                  {t('sportsBets.cancel')}
                </button>
              </div>
            </div>
          ))}
          {[...new Set(unmatched.map((b) => b.market_id).filter((m): m is string => Boolean(m)))].map((marketId) => (
            <button key={marketId} type="button" className="open-bets__cancel open-bets__cancel--all" data-testid={`cancel-all-${marketId}`} onClick={() => void cancel(() => cancelAllUnmatched(marketId))}>
              {t('sportsBets.cancelAll')}
            </button>
          ))}
        </section>
      )}
      {!noneOnEvent && (
        <section className="open-bets__matched">
          <h3>{t('sportsBets.matchedBets')}</h3>
          <div className="open-bets__views" role="radiogroup" aria-label={t('sportsBets.viewLabel')}>
            {VIEWS.map(([value, label]) => (
              <label key={value}>
                <input type="radio" name={`open-bets-view-${layout}`} data-testid={`open-bets-view-${value}`} checked={view === value} onChange={() => setView(value)} />
                {t(label)}
              </label>
            ))}
          </div>
          {lines.length === 0 ? (
            <p className="open-bets__empty" data-testid="open-bets-empty">{t(NO_MATCHED_BETS)}</p>
          ) : (
            <ul className="open-bets__list" data-testid="open-bets-list">
              {lines.map((l) => (
                <li key={l.key} className={`open-bets__bet open-bets__bet--${l.isBack ? 'back' : 'lay'}`} data-testid="open-bet">
                  <div className="open-bets__event">{l.matchName} · {l.marketName}</div>
                  <div className="open-bets__selection">{t(sideKey(l.isBack, l.isFancy))} {l.selectionName}</div>
                  <dl className="open-bets__figures">
                    <Figure label={t('sportsBets.matchedOdds')} testId="open-bet-odds">
                      {oddsText(l.odds, l.isFancy)}
                    </Figure>
                    <Figure label={t('sportsSlip.stake')} testId="open-bet-stake">{formatIndianNumber(l.stake)}</Figure>
                    <Figure label={t('sportsSlip.profit')} testId="open-bet-profit">{formatIndianNumber(l.profit)}</Figure>
                    <Figure label={t('sportsSlip.liability')} testId="open-bet-liability">{formatIndianNumber(l.liability)}</Figure>
                  </dl>
                  <div className="open-bets__meta">
                    {l.askedOdds !== null && <span data-testid="open-bet-asked">{t('sportsBets.askedOdds', { odds: oddsText(l.askedOdds, l.isFancy) })}</span>}
                    <time dateTime={l.createdAt} data-testid="open-bet-time">{t('sportsBets.placedAt', { time: formatTime(l.createdAt, timeSetting, 'DD/MM/YYYY HH:mm') })}</time>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
