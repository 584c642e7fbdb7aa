// Domains waiting for approval (platform operator): a domain a host operator adds does not route
// until it is approved here; a rejected claim is deleted and the name is free again. Each decision
// is audited by the server.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPendingDomain as PendingDomain } from '@khel/shared-kernel/contract';
import { api } from '../app/api';
import { formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import { useLoad } from '../app/useLoad';

export function DomainsPage() {
  const { t } = useTranslation();
  const { data: pending, error, reload } = useLoad<PendingDomain[]>('operator/domains/pending', 15_000);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const decide = async (d: PendingDomain, decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !window.confirm(t('domains.confirmReject', { domain: d.domain, site: d.siteName }))) return;
    try {
      await api('POST', `operator/domains/${encodeURIComponent(d.domain)}/${decision}`);
      setMessage({ text: decision === 'approve' ? t('domains.approved', { domain: d.domain, site: d.siteName }) : t('domains.rejected', { domain: d.domain }) });
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
    reload();
  };
  return (
    <section>
      <h1>{t('domains.title')}</h1>
      <p className="muted">{t('domains.help')}</p>
      <Notice text={message?.text ?? error} error={message ? message.error : Boolean(error)} />
      {pending && pending.length === 0 && <p className="muted">{t('domains.none')}</p>}
      {pending && pending.length > 0 && (
        <div className="table-wrap">
          <table className="stack">
            <thead>
              <tr>
                <th>{t('domains.domain')}</th>
                <th>{t('common.host')}</th>
                <th>{t('domains.operator')}</th>
                <th>{t('domains.asked')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {pending.map((d) => (
                <tr key={d.domain} data-testid={`pending-${d.domain}`}>
                  <td data-label={t('domains.domain')} className="mono">
                    {d.domain}
                  </td>
                  <td data-label={t('common.host')}>
                    {d.siteName} ({d.hostCode})
                  </td>
                  <td data-label={t('domains.operator')}>#{d.operatorId}</td>
                  <td data-label={t('domains.asked')}>{formatTime(d.requestedAt)}</td>
                  <td className="decide">
                    <button type="button" aria-label={t('domains.approveDomain', { domain: d.domain })} onClick={() => decide(d, 'approve')}>
                      {t('common.approve')}
                    </button>
                    <button type="button" className="danger" aria-label={t('domains.rejectDomain', { domain: d.domain })} onClick={() => decide(d, 'reject')}>
                      {t('common.reject')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
