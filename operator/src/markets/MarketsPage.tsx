// Live markets (platform operator): matched volume and the house's profit or loss on each runner;
// suspend and resume; settle with the winner or void with a reason (kept with who decided it and
// shown on the players' statements). The fancy view lists the session lines with their No and Yes,
// open stakes and exposure, and settles a line by its runs (or voids it). 'Live only' keeps events
// in play. A result that differs from the one a market or line was already settled with is
// refused by the server; its message (naming the result that stands) shows as an error.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorFancyLine as FancyLine, OperatorMarket as LiveMarket } from '@khel/shared-kernel/contract';
import { api } from '../app/api';
import { formatCount, formatRupees, formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import { statusText } from '../app/terms';
import { useLoad } from '../app/useLoad';

type Act = (path: string, body: object, done: string) => Promise<void>;

/** A market's kind as the server words it, translated (one it does not know: as sent). */
const MARKET_KINDS: Record<string, 'markets.kindOdds' | 'markets.kindBookmaker'> = { odds: 'markets.kindOdds', bookmaker: 'markets.kindBookmaker' };

export function MarketsPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<'markets' | 'fancy'>('markets');
  const [search, setSearch] = useState('');
  const [liveOnly, setLiveOnly] = useState(false);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const query = new URLSearchParams({ q: search.trim(), ...(liveOnly ? { live: 'true' } : {}) });
  const markets = useLoad<LiveMarket[]>(view === 'markets' ? `operator/markets?${query}` : '', 5000);
  const fancies = useLoad<FancyLine[]>(view === 'fancy' ? `operator/fancies?${query}` : '', 5000);
  const error = view === 'markets' ? markets.error : fancies.error;

  // A result sent again for a settled market answers already_settled (the same result: nothing
  // changed); a different one is refused (409) with the result that stands, shown as an error.
  const act: Act = async (path, body, done) => {
    try {
      const answer = await api<{ already_settled?: boolean } | null>('POST', path, body);
      setMessage({ text: answer?.already_settled ? t('markets.alreadySettled', { done }) : done });
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
    // a refusal too: a market settled meanwhile leaves the list
    markets.reload();
    fancies.reload();
  };

  return (
    <section>
      <h1>{t('nav.markets')}</h1>
      <div className="tabs-row">
        <div role="tablist" aria-label={t('markets.view')}>
          {(
            [
              ['markets', 'nav.markets'],
              ['fancy', 'markets.fancyLines'],
            ] as const
          ).map(([id, label]) => (
            <button key={id} type="button" role="tab" aria-selected={view === id} onClick={() => setView(id)}>
              {t(label)}
            </button>
          ))}
        </div>
        <label className="check">
          <input type="checkbox" checked={liveOnly} onChange={(e) => setLiveOnly(e.target.checked)} />
          {t('markets.liveOnly')}
        </label>
        <input type="search" aria-label={t('markets.search')} placeholder={t(view === 'markets' ? 'markets.searchMarkets' : 'markets.searchFancy')} value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <Notice text={message?.text ?? error} error={message ? message.error : Boolean(error)} />
      {view === 'markets' ? (
        <>
          {markets.data && markets.data.length === 0 && <p className="muted">{t(liveOnly ? 'markets.noneInPlay' : 'markets.noneOpen')}</p>}
          <div className="grid2">
            {markets.data?.map((m) => <MarketCard key={m.id} m={m} act={act} />)}
          </div>
        </>
      ) : (
        <FancyTable lines={fancies.data} liveOnly={liveOnly} act={act} />
      )}
    </section>
  );
}

function FancyTable({ lines, liveOnly, act }: { lines: FancyLine[] | null; liveOnly: boolean; act: Act }) {
  const { t } = useTranslation();
  if (!lines) return null;
  if (lines.length === 0) return <p className="muted">{t(liveOnly ? 'markets.noFancyInPlay' : 'markets.noFancyOpen')}</p>;
  return (
    <div className="table-wrap">
      <table className="stack">
        <thead>
          <tr>
            <th>{t('markets.eventLine')}</th>
            <th>{t('markets.state')}</th>
            <th className="num">{t('markets.no')}</th>
            <th className="num">{t('markets.yes')}</th>
            <th className="num">{t('common.openBets')}</th>
            <th className="num">{t('markets.staked')}</th>
            <th className="num">{t('common.exposure')}</th>
            <th>{t('markets.settleOrVoid')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((f) => (
            <FancyRow key={f.id} f={f} act={act} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FancyRow({ f, act }: { f: FancyLine; act: Act }) {
  const { t } = useTranslation();
  const [runs, setRuns] = useState('');
  const [reason, setReason] = useState('');
  const runsValid = /^\d{1,4}$/.test(runs.trim());
  const state = f.gameStatus ?? (f.active ? 'open' : 'inactive');
  return (
    <tr data-testid={`fancy-${f.id}`}>
      <td data-label={t('markets.line')}>
        <strong>{f.name}</strong>
        <div className="muted">
          {f.inplay && <span className="live-dot" aria-hidden="true" />}
          {f.eventName} · #{f.id}
        </div>
      </td>
      <td data-label={t('markets.state')}>
        <span className={`badge ${state === 'open' ? 'approved' : 'rejected'}`}>{statusText(t, state)}</span>
      </td>
      <td data-label={t('markets.no')} className="num line-no" aria-label={t('markets.noAt', { line: f.noLine, rate: f.noRate })}>
        <strong>{f.noLine}</strong> <span className="muted">{f.noRate}</span>
      </td>
      <td data-label={t('markets.yes')} className="num line-yes" aria-label={t('markets.yesAt', { line: f.yesLine, rate: f.yesRate })}>
        <strong>{f.yesLine}</strong> <span className="muted">{f.yesRate}</span>
      </td>
      <td data-label={t('common.openBets')} className="num">
        {formatCount(f.openBets)}
      </td>
      <td data-label={t('markets.staked')} className="num">
        {formatRupees(f.staked)}
      </td>
      <td data-label={t('common.exposure')} className="num">
        {formatRupees(f.exposure)}
      </td>
      <td data-label={t('markets.decide')}>
        <div className="decide">
          <input aria-label={t('markets.runsFor', { name: f.name })} inputMode="numeric" placeholder={t('markets.runs')} maxLength={4} style={{ width: 70 }} value={runs} onChange={(e) => setRuns(e.target.value)} />
          <button
            type="button"
            disabled={!runsValid}
            onClick={() =>
              window.confirm(t('markets.confirmSettleRuns', { event: f.eventName, name: f.name, runs: Number(runs), yes: f.yesLine, no: f.noLine })) &&
              act('operator/fancies/settle', { fancy_id: f.id, runs: Number(runs) }, t('markets.settledAtRuns', { name: f.name, runs: Number(runs) }))
            }
          >
            {t('markets.settle')}
          </button>
          <input aria-label={t('markets.voidReasonFor', { name: f.name })} placeholder={t('common.voidReason')} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          <button
            type="button"
            className="danger"
            disabled={!reason.trim()}
            onClick={() => window.confirm(t('markets.confirmVoid', { event: f.eventName, name: f.name })) && act('operator/fancies/settle', { fancy_id: f.id, void_reason: reason.trim() }, t('markets.voided', { name: f.name, reason: reason.trim() }))}
          >
            {t('common.void')}
          </button>
        </div>
      </td>
    </tr>
  );
}

function MarketCard({ m, act }: { m: LiveMarket; act: Act }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const held = m.status === 'SUSPENDED';
  return (
    <div className="card" data-testid={`market-${m.id}`}>
      <h2>
        {m.eventName} · {m.name}
      </h2>
      <p className="muted">
        {m.inplay && <span className="live-dot" aria-hidden="true" />}
        {m.id} · {MARKET_KINDS[m.kind] ? t(MARKET_KINDS[m.kind]!) : m.kind} · {m.inplay ? t('markets.inPlay') : formatTime(m.startTime)} ·{' '}
        <span className={`badge ${held ? 'rejected' : 'approved'}`}>{statusText(t, m.status)}</span>
        {m.heldByOperator && t('markets.held')} · {t('markets.matched', { amount: formatRupees(m.matched) })}
      </p>
      <table>
        <thead>
          <tr>
            <th>{t('markets.runner')}</th>
            <th className="num">{t('markets.houseIfWins')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {m.runners.map((r) => (
            <tr key={r.selectionId}>
              <td>{r.name}</td>
              <td className={`num ${r.housePnlIfWins < 0 ? 'neg' : 'pos'}`}>{formatRupees(r.housePnlIfWins)}</td>
              <td className="num">
                <button
                  type="button"
                  aria-label={t('markets.settleWith', { runner: r.name })}
                  onClick={() =>
                    window.confirm(t('markets.confirmWinner', { event: m.eventName, market: m.name, runner: r.name })) &&
                    act('operator/markets/settle', { market_id: m.id, winner_selection_id: r.selectionId }, t('markets.winnerSettled', { market: m.name, runner: r.name }))
                  }
                >
                  {t('markets.winner')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="decide" style={{ marginTop: 10 }}>
        <button type="button" onClick={() => act(`operator/markets/${m.id}/${held ? 'resume' : 'suspend'}`, {}, t(held ? 'markets.resumed' : 'markets.suspended'))}>
          {t(held ? 'markets.resume' : 'markets.suspend')}
        </button>
        <input aria-label={t('markets.voidReasonFor', { name: m.id })} placeholder={t('common.voidReason')} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        <button
          type="button"
          className="danger"
          disabled={!reason.trim()}
          onClick={() => window.confirm(t('markets.confirmVoid', { event: m.eventName, name: m.name })) && act('operator/markets/settle', { market_id: m.id, void_reason: reason.trim() }, t('markets.voided', { name: m.name, reason: reason.trim() }))}
        >
          {t('common.void')}
        </button>
      </div>
    </div>
  );
}
