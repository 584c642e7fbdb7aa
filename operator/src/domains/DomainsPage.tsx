// Domains waiting for approval (platform operator): a domain a host operator adds does not route
// until it is approved here; a rejected claim is deleted and the name is free again. Each decision
// is audited by the server.
import { useState } from 'react';
import type { OperatorPendingDomain as PendingDomain } from '@khel/shared-kernel/contract';
import { api } from '../app/api';
import { formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import { useLoad } from '../app/useLoad';

export function DomainsPage() {
  const { data: pending, error, reload } = useLoad<PendingDomain[]>('operator/domains/pending', 15_000);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const decide = async (d: PendingDomain, decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !window.confirm(`Reject ${d.domain} for ${d.siteName}? The host will not answer on it.`)) return;
    try {
      await api('POST', `operator/domains/${encodeURIComponent(d.domain)}/${decision}`);
      setMessage({ text: decision === 'approve' ? `${d.domain} approved: ${d.siteName} answers on it now` : `${d.domain} rejected` });
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
    reload();
  };
  return (
    <section>
      <h1>Domains waiting for approval</h1>
      <p className="muted">A domain a host operator adds routes only once you approve it. Check that the operator owns it (its DNS points here) first.</p>
      <Notice text={message?.text ?? error} error={message ? message.error : Boolean(error)} />
      {pending && pending.length === 0 && <p className="muted">No domains are waiting for approval.</p>}
      {pending && pending.length > 0 && (
        <div className="table-wrap">
          <table className="stack">
            <thead>
              <tr>
                <th>Domain</th>
                <th>Host</th>
                <th>Operator</th>
                <th>Asked</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {pending.map((d) => (
                <tr key={d.domain} data-testid={`pending-${d.domain}`}>
                  <td data-label="Domain" className="mono">
                    {d.domain}
                  </td>
                  <td data-label="Host">
                    {d.siteName} ({d.hostCode})
                  </td>
                  <td data-label="Operator">#{d.operatorId}</td>
                  <td data-label="Asked">{formatTime(d.requestedAt)}</td>
                  <td className="decide">
                    <button type="button" aria-label={`Approve ${d.domain}`} onClick={() => decide(d, 'approve')}>
                      Approve
                    </button>
                    <button type="button" className="danger" aria-label={`Reject ${d.domain}`} onClick={() => decide(d, 'reject')}>
                      Reject
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
