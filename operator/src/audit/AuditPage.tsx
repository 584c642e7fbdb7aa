// Who did what and when: every operator action, newest first, with its before and after.
import type { OperatorAuditEntry as Entry } from '@khel/shared-kernel/contract';
import { formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import { useLoad } from '../app/useLoad';

export function AuditPage() {
  const { data, error } = useLoad<Entry[]>('operator/audit?limit=200');
  return (
    <section>
      <h1>Audit log</h1>
      <Notice text={error} error />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>Action</th>
              <th>On</th>
              <th>Detail</th>
            </tr>
          </thead>
          <tbody>
            {data?.map((e) => (
              <tr key={e.id}>
                <td>{formatTime(e.created_at)}</td>
                <td>
                  {e.operator_user_name ?? 'CLI'} <span className="muted">({e.via})</span>
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
