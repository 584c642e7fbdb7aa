// Live markets (platform operator): matched volume and the house's profit or loss on each runner;
// suspend and resume; settle with the winner or void with a reason (kept with who decided it and
// shown on the players' statements). The fancy view lists the session lines with their No and Yes,
// open stakes and exposure, and settles a line by its runs (or voids it). 'Live only' keeps events
// in play. A result that differs from the one a market or line was already settled with is
// refused by the server; its message (naming the result that stands) shows as an error.
import { useState } from 'react';
import type { OperatorFancyLine as FancyLine, OperatorMarket as LiveMarket } from '@khel/shared-kernel/contract';
import { api } from '../app/api';
import { formatCount, formatRupees, formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import { useLoad } from '../app/useLoad';

type Act = (path: string, body: object, done: string) => Promise<void>;

export function MarketsPage() {
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
      setMessage({ text: answer?.already_settled ? `${done} (it was already settled with this result; nothing changed)` : done });
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
    // a refusal too: a market settled meanwhile leaves the list
    markets.reload();
    fancies.reload();
  };

  return (
    <section>
      <h1>Markets</h1>
      <div className="tabs-row">
        <div role="tablist" aria-label="Market view">
          {(
            [
              ['markets', 'Markets'],
              ['fancy', 'Fancy lines'],
            ] as const
          ).map(([id, label]) => (
            <button key={id} type="button" role="tab" aria-selected={view === id} onClick={() => setView(id)}>
              {label}
            </button>
          ))}
        </div>
        <label className="check">
          <input type="checkbox" checked={liveOnly} onChange={(e) => setLiveOnly(e.target.checked)} />
          Live events only
        </label>
        <input type="search" aria-label="Search markets" placeholder={view === 'markets' ? 'Event, market or market id' : 'Event, line or fancy id'} value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <Notice text={message?.text ?? error} error={message ? message.error : Boolean(error)} />
      {view === 'markets' ? (
        <>
          {markets.data && markets.data.length === 0 && <p className="muted">{liveOnly ? 'No markets in play.' : 'No open markets.'}</p>}
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
  if (!lines) return null;
  if (lines.length === 0) return <p className="muted">{liveOnly ? 'No fancy lines in play.' : 'No open fancy lines.'}</p>;
  return (
    <div className="table-wrap">
      <table className="stack">
        <thead>
          <tr>
            <th>Event · line</th>
            <th>State</th>
            <th className="num">No</th>
            <th className="num">Yes</th>
            <th className="num">Open bets</th>
            <th className="num">Staked</th>
            <th className="num">Exposure</th>
            <th>Settle by runs, or void</th>
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
  const [runs, setRuns] = useState('');
  const [reason, setReason] = useState('');
  const runsValid = /^\d{1,4}$/.test(runs.trim());
  const state = f.gameStatus ?? (f.active ? 'open' : 'inactive');
  return (
    <tr data-testid={`fancy-${f.id}`}>
      <td data-label="Line">
        <strong>{f.name}</strong>
        <div className="muted">
          {f.inplay && <span className="live-dot" aria-hidden="true" />}
          {f.eventName} · #{f.id}
        </div>
      </td>
      <td data-label="State">
        <span className={`badge ${state === 'open' ? 'approved' : 'rejected'}`}>{state.toLowerCase()}</span>
      </td>
      <td data-label="No" className="num line-no" aria-label={`No ${f.noLine} at ${f.noRate}`}>
        <strong>{f.noLine}</strong> <span className="muted">{f.noRate}</span>
      </td>
      <td data-label="Yes" className="num line-yes" aria-label={`Yes ${f.yesLine} at ${f.yesRate}`}>
        <strong>{f.yesLine}</strong> <span className="muted">{f.yesRate}</span>
      </td>
      <td data-label="Open bets" className="num">
        {formatCount(f.openBets)}
      </td>
      <td data-label="Staked" className="num">
        {formatRupees(f.staked)}
      </td>
      <td data-label="Exposure" className="num">
        {formatRupees(f.exposure)}
      </td>
      <td data-label="Decide">
        <div className="decide">
          <input aria-label={`Runs for ${f.name}`} inputMode="numeric" placeholder="Runs" maxLength={4} style={{ width: 70 }} value={runs} onChange={(e) => setRuns(e.target.value)} />
          <button
            type="button"
            disabled={!runsValid}
            onClick={() =>
              window.confirm(`Settle ${f.eventName} · ${f.name} at ${Number(runs)} runs? Yes wins at ${f.yesLine} or more, No below ${f.noLine}. This pays out at once.`) &&
              act('operator/fancies/settle', { fancy_id: f.id, runs: Number(runs) }, `${f.name}: settled at ${Number(runs)} runs`)
            }
          >
            Settle
          </button>
          <input aria-label={`Void reason for ${f.name}`} placeholder="Void reason" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          <button
            type="button"
            className="danger"
            disabled={!reason.trim()}
            onClick={() => window.confirm(`Void ${f.eventName} · ${f.name}? Every bet is returned.`) && act('operator/fancies/settle', { fancy_id: f.id, void_reason: reason.trim() }, `${f.name} voided: ${reason.trim()}`)}
          >
            Void
          </button>
        </div>
      </td>
    </tr>
  );
}

function MarketCard({ m, act }: { m: LiveMarket; act: Act }) {
  const [reason, setReason] = useState('');
  const held = m.status === 'SUSPENDED';
  return (
    <div className="card" data-testid={`market-${m.id}`}>
      <h2>
        {m.eventName} · {m.name}
      </h2>
      <p className="muted">
        {m.inplay && <span className="live-dot" aria-hidden="true" />}
        {m.id} · {m.kind} · {m.inplay ? 'in play' : formatTime(m.startTime)} · <span className={`badge ${held ? 'rejected' : 'approved'}`}>{m.status.toLowerCase()}</span>
        {m.heldByOperator && ' (held by an operator)'} · matched {formatRupees(m.matched)}
      </p>
      <table>
        <thead>
          <tr>
            <th>Runner</th>
            <th className="num">House if it wins</th>
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
                  aria-label={`Settle with ${r.name} as the winner`}
                  onClick={() => window.confirm(`Settle ${m.eventName} · ${m.name} with ${r.name} as the winner? This pays out at once.`) && act('operator/markets/settle', { market_id: m.id, winner_selection_id: r.selectionId }, `${m.name}: ${r.name} won; market settled`)}>
                  Winner
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="decide" style={{ marginTop: 10 }}>
        <button type="button" onClick={() => act(`operator/markets/${m.id}/${held ? 'resume' : 'suspend'}`, {}, held ? 'Market resumed' : 'Market suspended')}>
          {held ? 'Resume' : 'Suspend'}
        </button>
        <input aria-label={`Void reason for ${m.id}`} placeholder="Void reason" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        <button
          type="button"
          className="danger"
          disabled={!reason.trim()}
          onClick={() => window.confirm(`Void ${m.eventName} · ${m.name}? Every bet is returned.`) && act('operator/markets/settle', { market_id: m.id, void_reason: reason.trim() }, `${m.name} voided: ${reason.trim()}`)}
        >
          Void
        </button>
      </div>
    </div>
  );
}
