// A host's liquidity factor (issue 36): the share of the house's quoted size (Betfair's depth,
// converted to rupees) its players see on the ladder and may match, from 0 to 100 %. The house posts
// its quotes once for every host; a host below 100 % shows and matches that share of each of the
// house's levels, rounded down to the paisa (players' own orders in full). The platform operator's
// decision: a host operator sees it, read-only. Each save is one audited change.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorHost as Host, OperatorHostPatch } from '@khel/shared-kernel/contract';
import { api } from '../app/api';
import { Notice } from '../app/Notice';
import { useLoad } from '../app/useLoad';

/** basis points as a percentage with up to two decimals: 5000 → '50' */
const percentOf = (bps: number) => String(bps / 100);

export function Liquidity({ host, onSaved }: { host: Host; onSaved: () => void }) {
  const { t } = useTranslation();
  const me = useLoad<{ role: 'platform' | 'host' }>('operator/me');
  const platform = me.data?.role === 'platform';
  const [percent, setPercent] = useState(() => percentOf(host.liquidityBps));
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const bps = Math.round(Number(percent) * 100);
    if (percent.trim() === '' || !Number.isFinite(Number(percent)) || bps < 0 || bps > 10_000) return setMessage({ text: t('liquidity.range'), error: true });
    try {
      await api<Host>('PATCH', `operator/hosts/${host.id}`, { liquidityBps: bps } satisfies OperatorHostPatch);
      setMessage({ text: t('liquidity.saved') });
      onSaved();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
    return undefined;
  };
  return (
    <form className="card" onSubmit={save} aria-label={t('liquidity.title')} data-testid="liquidity">
      <h2>{t('liquidity.title')}</h2>
      <p className="muted">
        {t('liquidity.help')} {platform ? '' : t('common.setByPlatform')}
      </p>
      <fieldset disabled={!platform} style={{ border: 0, padding: 0, margin: 0 }}>
        <label>
          {t('liquidity.share')}
          <input type="number" min={0} max={100} step={0.01} aria-label={t('liquidity.percent')} value={percent} onChange={(e) => setPercent(e.target.value)} />
        </label>
        <button type="submit">{t('liquidity.save')}</button>
      </fieldset>
      <Notice text={message?.text ?? null} error={message?.error} />
    </form>
  );
}
