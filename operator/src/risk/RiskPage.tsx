// The risk dashboard, pushed by the server as the figures change: bets a minute, today per host,
// the largest exposures by market and by player, and pending payments.
import { formatCount, formatRupees } from '../app/format';
import { Notice } from '../app/Notice';
import { Stat } from '../players/PlayersPage';
import { useRiskStream } from './useRiskStream';

export function RiskPage() {
  const { data, error, live } = useRiskStream();
  const lastMinute = data?.betsPerMinute.at(-1)?.bets ?? 0;
  return (
    <section>
      <h1>Risk</h1>
      <p className="muted" data-testid="risk-live">
        {live ? (
          <>
            <span className="live-dot" aria-hidden="true" />
            Live: updated as bets and payments come in
          </>
        ) : (
          'Connecting…'
        )}
      </p>
      <Notice text={error} error />
      {data && (
        <>
          <div className="stats">
            <Stat label="Bets this minute" value={formatCount(lastMinute)} />
            <Stat label="Pending deposits" value={`${formatCount(data.pending.depositCount)} · ${formatRupees(data.pending.deposits)}`} />
            <Stat label="Pending withdrawals" value={`${formatCount(data.pending.withdrawalCount)} · ${formatRupees(data.pending.withdrawals)}`} />
          </div>
          <div className="grid2">
            <div className="card">
              <h2>Today (India)</h2>
              <table>
                <thead>
                  <tr>
                    <th>Hosts</th>
                    <th className="num">Bets</th>
                    <th className="num">Turnover</th>
                    <th className="num">Gross win</th>
                  </tr>
                </thead>
                <tbody>
                  {data.today.map((d) => (
                    <tr key={d.operatorId}>
                      <td>{d.siteNames}</td>
                      <td className="num">{formatCount(d.bets)}</td>
                      <td className="num">{formatRupees(d.turnover)}</td>
                      <td className="num">{formatRupees(d.grossWin)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {data.today.length === 0 && <p className="muted">No bets yet today.</p>}
              <h2>Bets a minute (last 15)</h2>
              {data.betsPerMinute.length === 0 && <p className="muted">No bets in the last 15 minutes.</p>}
              <div className="bars" aria-label="Bets a minute">
                {data.betsPerMinute.map((b) => (
                  <span key={b.minute} title={`${b.bets}`} style={{ height: `${Math.max(4, Math.min(100, b.bets))}%` }} />
                ))}
              </div>
            </div>
            <div className="card">
              <h2>Largest exposures by market</h2>
              <table>
                <tbody>
                  {data.topMarkets.map((m) => (
                    <tr key={m.positionKey}>
                      <td>{m.name ?? m.positionKey}</td>
                      <td className="num">{formatCount(m.players)} players</td>
                      <td className="num">{formatRupees(m.exposure)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {data.topMarkets.length === 0 && <p className="muted">No open exposure.</p>}
              <h2>Largest exposures by player</h2>
              <table>
                <tbody>
                  {data.topPlayers.map((p) => (
                    <tr key={p.userId}>
                      <td>{p.userName}</td>
                      <td className="num">{formatRupees(p.exposure)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {data.topPlayers.length === 0 && <p className="muted">No open exposure.</p>}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
