// Who did what and when: every operator action, newest first, with its before and after.
import { useTranslation } from 'react-i18next';
import type { OperatorAuditEntry as Entry } from '@khel/shared-kernel/contract';
import { formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import { useLoad } from '../app/useLoad';

export function AuditPage() {
  const { t } = useTranslation();
  const { data, error } = useLoad<Entry[]>('operator/audit?limit=200');
  return (
    <section>
      <h1>{t('nav.audit')}</h1>
      <Notice text={error} error />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>{t('audit.when')}</th>
              <th>{t('audit.who')}</th>
              <th>{t('audit.action')}</th>
              <th>{t('audit.on')}</th>
              <th>{t('audit.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.map((e) => (
              <tr key={e.id}>
                <td>{formatTime(e.created_at)}</td>
                <td>
                  {e.operator_user_name ?? t('audit.cli')} <span className="muted">({e.via})</span>
                </td>
                <td>{e.action}</td>
                <td>{e.entity_id ?? '—'}</td>
                <td className="mono detail">{JSON.stringify(e.detail)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
