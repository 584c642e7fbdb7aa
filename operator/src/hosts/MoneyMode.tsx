// A host's money mode and jurisdiction (issue 33): the countries a real-money host takes players from,
// its 18+ check at sign-up, and real money or play coins — the coins a new player receives, what
// the site calls them instead of ₹, and whether a player's coins are topped up to that amount once a
// day. In play mode the host has no deposit or withdrawal and nothing is ever paid out. The platform
// operator's decision: a host operator sees it, read-only. Each save is one audited change. The server
// refuses a real-money host's switch to coins while any of its players holds real money, open bets or casino rounds waiting for their payout
// (coins are never paid out): its reason shows here, and nothing has changed.
import { useState, type FormEvent } from 'react';
import type { OperatorHost as Host, OperatorMoneyModeWrite } from '@khel/shared-kernel/contract';
import { api } from '../app/api';
import { Notice } from '../app/Notice';
import { useLoad } from '../app/useLoad';

export function MoneyMode({ host, onSaved }: { host: Host; onSaved: () => void }) {
  const me = useLoad<{ role: 'platform' | 'host' }>('operator/me');
  const platform = me.data?.role === 'platform';
  const [form, setForm] = useState({
    mode: host.money.mode,
    amount: String(host.money.amount),
    label: host.money.label,
    dailyTopUp: host.money.dailyTopUp,
    countries: host.money.allowedCountries.join(', '),
    ageCheck: host.money.ageCheck,
  });
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const amount = Number(form.amount);
    if (!Number.isSafeInteger(amount) || amount < 1) return setMessage({ text: 'The coins must be a whole number from 1', error: true });
    const allowedCountries = form.countries.split(/[\s,]+/).filter(Boolean).map((c) => c.toUpperCase());
    if (allowedCountries.some((c) => !/^[A-Z]{2}$/.test(c))) return setMessage({ text: 'Countries are two-letter codes (IN, AE, GB…), separated by commas', error: true });
    const change: OperatorMoneyModeWrite = { mode: form.mode, amount, label: form.label.trim(), dailyTopUp: form.dailyTopUp, allowedCountries: [...new Set(allowedCountries)], ageCheck: form.ageCheck };
    if (form.mode !== host.money.mode && !window.confirm(form.mode === 'play' ? `Switch ${host.siteName} to play coins? Deposits and withdrawals stop at once and nothing is ever paid out. It is refused while any of its players holds real money, open bets or casino rounds waiting for their payout.` : `Switch ${host.siteName} to real money?`)) return undefined;
    try {
      await api<Host>('PUT', `operator/hosts/${host.id}/money-mode`, change);
      setMessage({ text: 'Money mode saved' });
      onSaved();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
    return undefined;
  };
  return (
    <form className="card" onSubmit={save} aria-label="Money mode" data-testid="money-mode">
      <h2>Money mode and jurisdiction</h2>
      <p className="muted">
        Real money: deposits, withdrawals and rupees. Play coins: no deposit or withdrawal, new players receive coins, amounts read as coins, nothing is ever paid out; the
        exchange, casino, Aviator and card games play the same. {platform ? '' : 'Set by the platform operator.'}
      </p>
      {/* a host operator reads it; only the platform operator changes it */}
      <fieldset disabled={!platform} style={{ border: 0, padding: 0, margin: 0 }}>
        <label>
          Mode
          <select aria-label="Money mode" value={form.mode} onChange={(e) => setForm({ ...form, mode: e.target.value as Host['money']['mode'] })}>
            <option value="real">Real money (₹)</option>
            <option value="play">Play coins</option>
          </select>
        </label>
        <div className="grid4">
          <label>
            Coins for a new player
            <input inputMode="numeric" aria-label="Coins for a new player" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} />
          </label>
          <label>
            Coin label (instead of ₹)
            <input aria-label="Coin label" maxLength={20} value={form.label} onChange={(e) => setForm({ ...form, label: e.target.value })} />
          </label>
        </div>
        <label className="check">
          <input type="checkbox" aria-label="Daily top-up" checked={form.dailyTopUp} onChange={(e) => setForm({ ...form, dailyTopUp: e.target.checked })} />
          Top a player's coins up to that amount once a day
        </label>
        <label>
          Allowed countries (real money; ISO codes, e.g. AE, GB — empty: anywhere)
          <input aria-label="Allowed countries" value={form.countries} onChange={(e) => setForm({ ...form, countries: e.target.value })} />
        </label>
        <label>
          18+ at sign-up
          <select aria-label="18+ check" value={form.ageCheck} onChange={(e) => setForm({ ...form, ageCheck: e.target.value as Host['money']['ageCheck'] })}>
            <option value="declaration">The player declares 18 or older</option>
            <option value="dateOfBirth">Date of birth</option>
          </select>
        </label>
        <button type="submit">Save money mode</button>
      </fieldset>
      <Notice text={message?.text ?? null} error={message?.error} />
    </form>
  );
}
