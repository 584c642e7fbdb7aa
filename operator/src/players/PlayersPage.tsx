// Players: search by user name or mobile; one player's balance, exposure, open bets, statement,
// payments, and their own bet limits and delays (§3 user limits).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { formatRupees, formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import { statusText } from '../app/terms';
import type { OperatorBetSettingsPatch, OperatorPlayerDetail as PlayerDetail, OperatorPlayerLock, OperatorPlayerSummary as PlayerSummary } from '@khel/shared-kernel/contract';
import { useLoad } from '../app/useLoad';

/** A bet's kind as the server words it, translated (one it does not know: as sent). */
const BET_KINDS: Record<string, 'players.kindOdds' | 'players.kindBookmaker' | 'players.kindFancy'> = { odds: 'players.kindOdds', bookmaker: 'players.kindBookmaker', fancy: 'players.kindFancy' };

export function PlayersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, error } = useLoad<PlayerSummary[]>(`operator/players?${new URLSearchParams({ q: search.trim() })}`);
  return (
    <section>
      <h1>{t('nav.players')}</h1>
      <div className="toolbar">
        <input type="search" aria-label={t('players.search')} placeholder={t('common.userOrMobile')} value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <Notice text={error} error />
      {data && data.length === 0 && <p className="muted">{t('players.noneFound')}</p>}
      <div className="table-wrap">
        <table className="stack">
          <thead>
            <tr>
              <th>{t('common.player')}</th>
              <th>{t('players.mobile')}</th>
              <th className="num">{t('common.balance')}</th>
              <th className="num">{t('common.exposure')}</th>
              <th>{t('players.lastLogin')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.map((p) => (
              <tr key={p.id} data-testid="player-row">
                <td data-label={t('common.player')}>
                  <button type="button" className="link" onClick={() => setOpenId(openId === p.id ? null : p.id)}>
                    {p.userName}
                  </button>
                  <div className="muted">{p.name}</div>
                </td>
                <td data-label={t('players.mobile')}>{p.mobile ?? '—'}</td>
                <td data-label={t('common.balance')} className="num">{formatRupees(p.balance)}</td>
                <td data-label={t('common.exposure')} className="num">{formatRupees(p.exposure)}</td>
                <td data-label={t('players.lastLogin')}>{formatTime(p.lastLoginAt)}</td>
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
  const { t } = useTranslation();
  const { data: p, error, reload } = useLoad<PlayerDetail>(`operator/players/${id}`);
  if (error) return <Notice text={error} error />;
  if (!p) return <p className="muted">{t('frame.loading')}</p>;
  return (
    <div className="card" aria-label={t('players.card', { name: p.userName })}>
      <h2>{p.userName}</h2>
      <div className="stats">
        <Stat label={t('common.balance')} value={formatRupees(p.balance)} />
        <Stat label={t('common.exposure')} value={formatRupees(p.exposure)} />
        <Stat label={t('players.bonus')} value={formatRupees(p.bonus)} />
        <Stat label={t('common.openBets')} value={String(p.openBets.length)} />
      </div>
      <h3>{t('common.openBets')}</h3>
      {p.openBets.length === 0 ? (
        <p className="muted">{t('common.none')}</p>
      ) : (
        <ul className="plain">
          {p.openBets.map((b) => (
            <li key={b.id}>
              {t('players.bet', {
                id: b.id,
                side: t(b.isBack ? 'players.back' : 'players.lay'),
                kind: BET_KINDS[b.kind] ? t(BET_KINDS[b.kind]!) : b.kind,
                market: b.marketId ?? t('players.fancyId', { id: b.fancyId }),
                price: (b.price / 100).toFixed(2),
                stake: formatRupees(b.stake),
                matched: formatRupees(b.matched),
              })}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('players.statement')}</h3>
      {p.statement.length === 0 && <p className="muted">{t('common.none')}</p>}
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
      <h3>{t('players.payments')}</h3>
      {p.payments.length === 0 && <p className="muted">{t('common.none')}</p>}
      <ul className="plain">
        {p.payments.map((x) => (
          <li key={`${x.type}-${x.id}`}>
            {formatTime(x.createdAt)} {t(x.type === 'deposit' ? 'players.deposit' : 'players.withdrawal')} {formatRupees(x.amount)} <span className={`badge ${x.status}`}>{statusText(t, x.status)}</span> {x.reference ?? ''}
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
  const { t } = useTranslation();
  const amount = (v: number | null) => (v === null ? t('common.noneWord') : formatRupees(v));
  return (
    <fieldset aria-label={t('players.rg')}>
      <legend>{t('players.rgLegend')}</legend>
      {rg.selfExcludedUntil && <p className="error">{t('players.selfExcluded', { time: formatTime(rg.selfExcludedUntil) })}</p>}
      {rg.coolOffUntil && <p className="error">{t('players.coolingOff', { time: formatTime(rg.coolOffUntil) })}</p>}
      <table>
        <thead>
          <tr>
            <th>{t('players.limit')}</th>
            <th className="num">{t('players.day')}</th>
            <th className="num">{t('players.week')}</th>
            <th className="num">{t('players.month')}</th>
          </tr>
        </thead>
        <tbody>
          {(['deposit', 'loss'] as const).map((kind) => (
            <tr key={kind}>
              <td>{t(kind === 'deposit' ? 'common.deposits' : 'players.losses')}</td>
              {(['day', 'week', 'month'] as const).map((period) => (
                <td key={period} className="num">
                  {amount(rg.limits[kind][period].value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{rg.realityCheckMinutes ? t('players.realityCheckEvery', { minutes: rg.realityCheckMinutes }) : t('players.realityCheckOff')}</p>
    </fieldset>
  );
}

function LockForm({ id, lockedReason, onSaved }: { id: number; lockedReason: string | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const locked = lockedReason !== null;
  const save = async () => {
    try {
      await api('PUT', `operator/players/${id}/lock`, { locked: !locked, reason: reason.trim() || null } satisfies OperatorPlayerLock);
      setMessage({ text: t(locked ? 'players.unlocked' : 'players.locked') });
      setReason('');
      onSaved();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };
  return (
    <fieldset>
      <legend>{t('players.account')}</legend>
      <p>{locked ? t('players.lockedBecause', { reason: lockedReason }) : t('players.active')}</p>
      <div className="decide">
        {!locked && <input aria-label={t('players.lockReason')} placeholder={t('players.reasonToLock')} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />}
        <button type="button" className={locked ? undefined : 'danger'} onClick={save}>
          {t(locked ? 'players.unlock' : 'players.lock')}
        </button>
      </div>
      <Notice text={message?.text ?? null} error={message?.error} />
    </fieldset>
  );
}

/** The player's own limits and delays the console sets (§3 user limits), with their labels. */
const LIMIT_LABELS = {
  oddsMinLimit: 'players.oddsMinLimit',
  oddsMaxLimit: 'players.oddsMaxLimit',
  bookmakerMinLimit: 'players.bookmakerMinLimit',
  bookmakerMaxLimit: 'players.bookmakerMaxLimit',
  fancyMinLimit: 'players.fancyMinLimit',
  fancyMaxLimit: 'players.fancyMaxLimit',
  matchoddsBetDelay: 'players.matchoddsBetDelay',
  fancyBetDelay: 'players.fancyBetDelay',
} as const;
const LIMIT_KEYS = Object.keys(LIMIT_LABELS) as (keyof typeof LIMIT_LABELS)[];

function LimitsForm({ id, saved, onSaved }: { id: number; saved: Record<string, unknown>; onSaved: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(LIMIT_KEYS.map((k) => [k, typeof saved[k] === 'number' ? String(saved[k]) : ''])));
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const save = async () => {
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, Number(v)]));
    try {
      await api('PUT', `operator/players/${id}/bet-settings`, body satisfies OperatorBetSettingsPatch);
      setMessage({ text: t('players.limitsSaved') });
      onSaved();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };
  return (
    <fieldset>
      <legend>{t('players.limitsLegend')}</legend>
      <div className="grid4">
        {LIMIT_KEYS.map((k) => (
          <label key={k}>
            {t(LIMIT_LABELS[k])}
            <input inputMode="numeric" value={values[k]} onChange={(e) => setValues({ ...values, [k]: e.target.value })} />
          </label>
        ))}
      </div>
      <Notice text={message?.text ?? null} error={message?.error} />
      <button type="button" onClick={save}>
        {t('players.saveLimits')}
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
