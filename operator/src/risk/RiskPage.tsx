// The risk dashboard, pushed by the server as the figures change: bets a minute, today per host,
// the largest exposures by market and by player, and pending payments.
import { useTranslation } from 'react-i18next';
import { formatCount, formatRupees } from '../app/format';
import { Notice } from '../app/Notice';
import { Stat } from '../players/PlayersPage';
import { useRiskStream } from './useRiskStream';

export function RiskPage() {
  const { t } = useTranslation();
  const { data, error, live } = useRiskStream();
  const lastMinute = data?.betsPerMinute.at(-1)?.bets ?? 0;
  return (
    <section>
      <h1>{t('nav.risk')}</h1>
      <p className="muted" data-testid="risk-live">
        {live ? (
          <>
            <span className="live-dot" aria-hidden="true" />
            {t('risk.live')}
          </>
        ) : (
          t('risk.connecting')
        )}
      </p>
      <Notice text={error} error />
      {data && (
        <>
          <div className="stats">
            <Stat label={t('risk.betsThisMinute')} value={formatCount(lastMinute)} />
            <Stat label={t('risk.pendingDeposits')} value={`${formatCount(data.pending.depositCount)} · ${formatRupees(data.pending.deposits)}`} />
            <Stat label={t('risk.pendingWithdrawals')} value={`${formatCount(data.pending.withdrawalCount)} · ${formatRupees(data.pending.withdrawals)}`} />
          </div>
          <div className="grid2">
            <div className="card">
              <h2>{t('risk.today')}</h2>
              <table>
                <thead>
                  <tr>
                    <th>{t('risk.hosts')}</th>
                    <th className="num">{t('risk.bets')}</th>
                    <th className="num">{t('risk.turnover')}</th>
                    <th className="num">{t('risk.grossWin')}</th>
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
              {data.today.length === 0 && <p className="muted">{t('risk.noBetsToday')}</p>}
              <h2>{t('risk.betsAMinuteLast')}</h2>
              {data.betsPerMinute.length === 0 && <p className="muted">{t('risk.noBetsLately')}</p>}
              <div className="bars" aria-label={t('risk.betsAMinute')}>
                {data.betsPerMinute.map((b) => (
                  <span key={b.minute} title={`${b.bets}`} style={{ height: `${Math.max(4, Math.min(100, b.bets))}%` }} />
                ))}
              </div>
            </div>
            <div className="card">
              <h2>{t('risk.byMarket')}</h2>
              <table>
                <tbody>
                  {data.topMarkets.map((m) => (
                    <tr key={m.positionKey}>
                      <td>{m.name ?? m.positionKey}</td>
                      <td className="num">{t('risk.players', { players: formatCount(m.players) })}</td>
                      <td className="num">{formatRupees(m.exposure)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {data.topMarkets.length === 0 && <p className="muted">{t('risk.noExposure')}</p>}
              <h2>{t('risk.byPlayer')}</h2>
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
              {data.topPlayers.length === 0 && <p className="muted">{t('risk.noExposure')}</p>}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
