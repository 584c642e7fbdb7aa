// A host's money mode and jurisdiction (issue 33): the countries a real-money host takes players from,
// its 18+ check at sign-up, and real money or play coins — the coins a new player receives, what
// the site calls them instead of ₹, and whether a player's coins are topped up to that amount once a
// day. In play mode the host has no deposit or withdrawal and nothing is ever paid out. The platform
// operator's decision: a host operator sees it, read-only. Each save is one audited change. The server
// refuses a real-money host's switch to coins while any of its players holds real money, open bets or casino rounds waiting for their payout
// (coins are never paid out): its reason shows here, and nothing has changed.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorHost as Host, OperatorMoneyModeWrite } from '@khel/shared-kernel/contract';
import { api } from '../app/api';
import { Notice } from '../app/Notice';
import { useLoad } from '../app/useLoad';

export function MoneyMode({ host, onSaved }: { host: Host; onSaved: () => void }) {
  const { t } = useTranslation();
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
    if (!Number.isSafeInteger(amount) || amount < 1) return setMessage({ text: t('money.coinsWhole'), error: true });
    const allowedCountries = form.countries.split(/[\s,]+/).filter(Boolean).map((c) => c.toUpperCase());
    if (allowedCountries.some((c) => !/^[A-Z]{2}$/.test(c))) return setMessage({ text: t('money.countryCodes'), error: true });
    const change: OperatorMoneyModeWrite = { mode: form.mode, amount, label: form.label.trim(), dailyTopUp: form.dailyTopUp, allowedCountries: [...new Set(allowedCountries)], ageCheck: form.ageCheck };
    if (form.mode !== host.money.mode && !window.confirm(t(form.mode === 'play' ? 'money.confirmPlay' : 'money.confirmReal', { site: host.siteName }))) return undefined;
    try {
      await api<Host>('PUT', `operator/hosts/${host.id}/money-mode`, change);
      setMessage({ text: t('money.saved') });
      onSaved();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
    return undefined;
  };
  return (
    <form className="card" onSubmit={save} aria-label={t('money.moneyMode')} data-testid="money-mode">
      <h2>{t('money.title')}</h2>
      <p className="muted">
        {t('money.help')} {platform ? '' : t('common.setByPlatform')}
      </p>
      {/* a host operator reads it; only the platform operator changes it */}
      <fieldset disabled={!platform} style={{ border: 0, padding: 0, margin: 0 }}>
        <label>
          {t('money.mode')}
          <select aria-label={t('money.moneyMode')} value={form.mode} onChange={(e) => setForm({ ...form, mode: e.target.value as Host['money']['mode'] })}>
            <option value="real">{t('money.real')}</option>
            <option value="play">{t('money.play')}</option>
          </select>
        </label>
        <div className="grid4">
          <label>
            {t('money.newPlayerCoins')}
            <input inputMode="numeric" aria-label={t('money.newPlayerCoins')} value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} />
          </label>
          <label>
            {t('money.coinLabel')}
            <input aria-label={t('money.coinLabelShort')} maxLength={20} value={form.label} onChange={(e) => setForm({ ...form, label: e.target.value })} />
          </label>
        </div>
        <label className="check">
          <input type="checkbox" aria-label={t('money.dailyTopUp')} checked={form.dailyTopUp} onChange={(e) => setForm({ ...form, dailyTopUp: e.target.checked })} />
          {t('money.dailyTopUpHelp')}
        </label>
        <label>
          {t('money.countries')}
          <input aria-label={t('money.countriesShort')} value={form.countries} onChange={(e) => setForm({ ...form, countries: e.target.value })} />
        </label>
        <label>
          {t('money.ageCheck')}
          <select aria-label={t('money.ageCheckShort')} value={form.ageCheck} onChange={(e) => setForm({ ...form, ageCheck: e.target.value as Host['money']['ageCheck'] })}>
            <option value="declaration">{t('money.declaration')}</option>
            <option value="dateOfBirth">{t('money.dateOfBirth')}</option>
          </select>
        </label>
        <button type="submit">{t('money.save')}</button>
      </fieldset>
      <Notice text={message?.text ?? null} error={message?.error} />
    </form>
  );
}
