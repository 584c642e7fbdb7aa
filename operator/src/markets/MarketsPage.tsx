// Live markets (platform operator): matched volume and the house's profit or loss on each runner;
// suspend and resume; settle with the winner or void with a reason (kept with who decided it and
// shown on the players' statements).
import { useState } from 'react';
import { api } from '../app/api';
import { formatRupees, formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import { useLoad } from '../app/useLoad';

interface LiveMarket {
  id: string;
  eventName: string;
  name: string;
  kind: string;
  status: string;
  inplay: boolean;
  heldByOperator: boolean;
  startTime: string;
  matched: number;
  runners: { selectionId: number; name: string; housePnlIfWins: number }[];
}

export function MarketsPage() {
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const { data, error, reload } = useLoad<LiveMarket[]>(`operator/markets?${new URLSearchParams({ q: search.trim() })}`, 5000);

  const act = async (path: string, body: object, done: string) => {
    try {
      await api('POST', path, body);
      setMessage({ text: done });
      reload();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };

  return (
    <section>
      <h1>Markets</h1>
      <div className="toolbar">
        <input type="search" aria-label="Search markets" placeholder="Event, market or market id" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <Notice text={message?.text ?? error} error={message ? message.error : Boolean(error)} />
      {data && data.length === 0 && <p className="muted">No open markets.</p>}
      <div className="grid2">
        {data?.map((m) => <MarketCard key={m.id} m={m} act={act} />)}
      </div>
    </section>
  );
}

function MarketCard({ m, act }: { m: LiveMarket; act: (path: string, body: object, done: string) => Promise<void> }) {
  const [reason, setReason] = useState('');
  const held = m.status === 'SUSPENDED';
  return (
    <div className="card" data-testid={`market-${m.id}`}>
      <h2>
        {m.eventName} · {m.name}
      </h2>
      <p className="muted">
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
