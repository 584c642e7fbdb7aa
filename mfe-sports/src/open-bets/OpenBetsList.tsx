// The open-bets list: the right panel's fragment (rows) and the /open-bets page (cards). Asks a
// visitor to log in. It shows the kernel's open-bets bus, which the shell polls every 30 s where
// §4.1 says (not on the home and event pages), and asks it again when shown and after every
// placing attempt or cancel — one list, one poll, whichever remote shows it.
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { announceBetsChanged, betsChanged$, openBets$ } from '@khel/shared-kernel';
import { useObservable } from '../bet-slip/use-observable';
import { useLoggedIn } from '../api/use-logged-in';
import {
  LOGIN_FOR_OPEN_BETS,
  NO_MATCHED_BETS,
  cancelAllUnmatched,
  cancelUnmatchedBet,
  refreshSharedOpenBets,
  matchedBetLines,
  unmatchedBets,
  type OpenBetsView,
} from './open-bets';
import './open-bets.css';

/** Each view and its label's i18n key. */
const VIEWS: Array<[OpenBetsView, string]> = [
  ['consolidated', 'sportsBets.consolidated'],
  ['average', 'sportsBets.averageOdds'],
  ['date', 'sportsBets.orderByDate'],
];

export interface OpenBetsListProps {
  layout: 'rows' | 'cards';
}

export function OpenBetsList({ layout }: OpenBetsListProps) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  if (!loggedIn) {
    return (
      <div className="open-bets" data-testid="open-bets">
        <p className="open-bets__empty" data-testid="open-bets-login">{t(LOGIN_FOR_OPEN_BETS)}</p>
      </div>
    );
  }
  return <PlayerOpenBets layout={layout} />;
}

function PlayerOpenBets({ layout }: OpenBetsListProps) {
  const { t } = useTranslation();
  const refresh = useObservable(betsChanged$, 0);
  const [view, setView] = useState<OpenBetsView>('date');
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => void refreshSharedOpenBets(), [refresh]);
  const bets = useObservable(openBets$, null) ?? [];
  const lines = matchedBetLines(bets, view);
  const unmatched = unmatchedBets(bets);

  const cancel = async (action: () => Promise<{ ok: boolean; message: string }>) => {
    const result = await action();
    setNotice(result.message);
    announceBetsChanged();
  };

  return (
    <div className={`open-bets open-bets--${layout}`} data-testid="open-bets">
      {notice && <p className="open-bets__notice" role="status" data-testid="open-bets-notice">{notice}</p>}
      {unmatched.length > 0 && (
        <section className="open-bets__unmatched" data-testid="unmatched-bets">
          <h3>{t('sportsBets.unmatchedBets')}</h3>
          {unmatched.map((b) => (
            <div key={b.bet_id} className="open-bets__bet" data-testid={`unmatched-bet-${b.bet_id}`}>
              <span>{b.selection_name} @ {b.odds}</span>
              <span>{b.unmatched}</span>
              <button type="button" data-testid={`cancel-bet-${b.bet_id}`} onClick={() => void cancel(() => cancelUnmatchedBet(b.bet_id))}>
                {t('sportsBets.cancel')}
              </button>
            </div>
          ))}
          {[...new Set(unmatched.map((b) => b.market_id).filter((m): m is string => Boolean(m)))].map((marketId) => (
            <button key={marketId} type="button" data-testid={`cancel-all-${marketId}`} onClick={() => void cancel(() => cancelAllUnmatched(marketId))}>
              {t('sportsBets.cancelAll')}
            </button>
          ))}
        </section>
      )}
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
                <div className="open-bets__selection">{t(l.isBack ? (l.isFancy ? 'sports.yes' : 'sports.back') : l.isFancy ? 'sports.no' : 'sports.lay')} {l.selectionName}</div>
                <div className="open-bets__figures">
                  <span data-testid="open-bet-odds">{l.odds}</span>
                  <span data-testid="open-bet-stake">{l.stake.toFixed(2)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
