// Players: search by user name or mobile; one player's balance, exposure, open bets, statement,
// payments, and their own bet limits and delays (§3 user limits).
import { useState } from 'react';
import { api } from '../app/api';
import { formatRupees, formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import type { OperatorBetSettingsPatch, OperatorPlayerDetail as PlayerDetail, OperatorPlayerLock, OperatorPlayerSummary as PlayerSummary } from '@khel/shared-kernel/contract';
import { useLoad } from '../app/useLoad';

export function PlayersPage() {
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, error } = useLoad<PlayerSummary[]>(`operator/players?${new URLSearchParams({ q: search.trim() })}`);
  return (
    <section>
      <h1>Players</h1>
      <div className="toolbar">
        <input type="search" aria-label="Search players" placeholder="User name or mobile" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <Notice text={error} error />
      {data && data.length === 0 && <p className="muted">No players found.</p>}
      <div className="table-wrap">
        <table className="stack">
          <thead>
            <tr>
              <th>Player</th>
              <th>Mobile</th>
              <th className="num">Balance</th>
              <th className="num">Exposure</th>
              <th>Last login</th>
            </tr>
          </thead>
          <tbody>
            {data?.map((p) => (
              <tr key={p.id} data-testid="player-row">
                <td data-label="Player">
                  <button type="button" className="link" onClick={() => setOpenId(openId === p.id ? null : p.id)}>
                    {p.userName}
                  </button>
                  <div className="muted">{p.name}</div>
                </td>
                <td data-label="Mobile">{p.mobile ?? '—'}</td>
                <td data-label="Balance" className="num">{formatRupees(p.balance)}</td>
                <td data-label="Exposure" className="num">{formatRupees(p.exposure)}</td>
                <td data-label="Last login">{formatTime(p.lastLoginAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {openId !== null && <PlayerCard id={openId} />}
    </section>
  );
}

function PlayerCard({ id }: { id: number }) {
  const { data: p, error, reload } = useLoad<PlayerDetail>(`operator/players/${id}`);
  if (error) return <Notice text={error} error />;
  if (!p) return <p className="muted">Loading…</p>;
  return (
    <div className="card" aria-label={`Player ${p.userName}`}>
      <h2>{p.userName}</h2>
      <div className="stats">
        <Stat label="Balance" value={formatRupees(p.balance)} />
        <Stat label="Exposure" value={formatRupees(p.exposure)} />
        <Stat label="Bonus" value={formatRupees(p.bonus)} />
        <Stat label="Open bets" value={String(p.openBets.length)} />
      </div>
      <h3>Open bets</h3>
      {p.openBets.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul className="plain">
          {p.openBets.map((b) => (
            <li key={b.id}>
              #{b.id} {b.isBack ? 'Back' : 'Lay'} {b.kind} {b.marketId ?? `fancy ${b.fancyId}`} at {(b.price / 100).toFixed(2)} — {formatRupees(b.stake)} (matched {formatRupees(b.matched)})
            </li>
          ))}
        </ul>
      )}
      <h3>Statement</h3>
      {p.statement.length === 0 && <p className="muted">None.</p>}
      <div className="table-wrap" hidden={p.statement.length === 0}>
        <table>
          <tbody>
            {p.statement.map((t) => (
              <tr key={t.id}>
                <td>{formatTime(t.createdAt)}</td>
                <td>{t.memo ?? t.kind}</td>
                <td className={`num ${t.amount < 0 ? 'neg' : 'pos'}`}>{formatRupees(t.amount)}</td>
                <td className="num">{t.balanceAfter === null ? '' : formatRupees(t.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>Payments</h3>
      {p.payments.length === 0 && <p className="muted">None.</p>}
      <ul className="plain">
        {p.payments.map((x) => (
          <li key={`${x.type}-${x.id}`}>
            {formatTime(x.createdAt)} {x.type} {formatRupees(x.amount)} <span className={`badge ${x.status}`}>{x.status}</span> {x.reference ?? ''}
          </li>
        ))}
      </ul>
      <ResponsibleGambling rg={p.responsibleGambling} />
      <LockForm id={p.id} lockedReason={p.lockedAt ? (p.lockedReason ?? '') : null} onSaved={reload} />
      <LimitsForm id={p.id} saved={p.betSettings} onSaved={reload} />
    </div>
  );
}

/** The player's own limits and breaks: shown so support can explain a refusal; the console never changes them. */
function ResponsibleGambling({ rg }: { rg: PlayerDetail['responsibleGambling'] }) {
  const amount = (v: number | null) => (v === null ? 'none' : formatRupees(v));
  return (
    <fieldset aria-label="Responsible gambling">
      <legend>Responsible gambling (set by the player; read-only)</legend>
      {rg.selfExcludedUntil && <p className="error">Self-excluded until {formatTime(rg.selfExcludedUntil)}</p>}
      {rg.coolOffUntil && <p className="error">Cooling off until {formatTime(rg.coolOffUntil)}</p>}
      <table>
        <thead>
          <tr>
            <th>Limit</th>
            <th className="num">Day</th>
            <th className="num">Week</th>
            <th className="num">Month</th>
          </tr>
        </thead>
        <tbody>
          {(['deposit', 'loss'] as const).map((kind) => (
            <tr key={kind}>
              <td>{kind === 'deposit' ? 'Deposits' : 'Losses'}</td>
              {(['day', 'week', 'month'] as const).map((period) => (
                <td key={period} className="num">
                  {amount(rg.limits[kind][period].value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">Reality check: {rg.realityCheckMinutes ? `every ${rg.realityCheckMinutes} minutes` : 'off'}</p>
    </fieldset>
  );
}

function LockForm({ id, lockedReason, onSaved }: { id: number; lockedReason: string | null; onSaved: () => void }) {
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const locked = lockedReason !== null;
  const save = async () => {
    try {
      await api('PUT', `operator/players/${id}/lock`, { locked: !locked, reason: reason.trim() || null } satisfies OperatorPlayerLock);
      setMessage({ text: locked ? 'Player unlocked' : 'Player locked' });
      setReason('');
      onSaved();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };
  return (
    <fieldset>
      <legend>Account</legend>
      <p>{locked ? `Locked: ${lockedReason}` : 'Active: the player can log in and bet.'}</p>
      <div className="decide">
        {!locked && <input aria-label="Lock reason" placeholder="Reason to lock" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />}
        <button type="button" className={locked ? undefined : 'danger'} onClick={save}>
          {locked ? 'Unlock' : 'Lock'}
        </button>
      </div>
      <Notice text={message?.text ?? null} error={message?.error} />
    </fieldset>
  );
}

const LIMIT_KEYS = ['oddsMinLimit', 'oddsMaxLimit', 'bookmakerMinLimit', 'bookmakerMaxLimit', 'fancyMinLimit', 'fancyMaxLimit', 'matchoddsBetDelay', 'fancyBetDelay'];

function LimitsForm({ id, saved, onSaved }: { id: number; saved: Record<string, unknown>; onSaved: () => void }) {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(LIMIT_KEYS.map((k) => [k, typeof saved[k] === 'number' ? String(saved[k]) : ''])));
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const save = async () => {
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, Number(v)]));
    try {
      await api('PUT', `operator/players/${id}/bet-settings`, body satisfies OperatorBetSettingsPatch);
      setMessage({ text: 'Limits saved' });
      onSaved();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };
  return (
    <fieldset>
      <legend>Player limits and bet delays (empty = site default)</legend>
      <div className="grid4">
        {LIMIT_KEYS.map((k) => (
          <label key={k}>
            {k}
            <input inputMode="numeric" value={values[k]} onChange={(e) => setValues({ ...values, [k]: e.target.value })} />
          </label>
        ))}
      </div>
      <Notice text={message?.text ?? null} error={message?.error} />
      <button type="button" onClick={save}>
        Save limits
      </button>
    </fieldset>
  );
}

export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat">
      <span className="muted">{label}</span>
      <strong>{value}</strong>
    </div>
  );
}
