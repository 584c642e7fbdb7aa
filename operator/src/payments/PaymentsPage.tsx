// Pending deposits (with the UTR the player gave) and withdrawals (with the payout account to pay):
// search, approve, or reject with a reason. The player's balance changes in the same transaction.
import { useState } from 'react';
import { api } from '../app/api';
import { formatRupees, formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import type { OperatorPayment as Payment } from '@khel/shared-kernel/contract';
import { useLoad } from '../app/useLoad';

type Kind = 'deposit' | 'withdrawal';

export function PaymentsPage() {
  const [kind, setKind] = useState<Kind>('deposit');
  const [status, setStatus] = useState('pending');
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const query = new URLSearchParams({ kind, status, q: search.trim() });
  const { data, error, reload } = useLoad<Payment[]>(`operator/payments?${query}`, 10_000);

  const decide = async (p: Payment, decision: 'approve' | 'reject', reason: string) => {
    if (decision === 'reject' && !reason.trim()) return setMessage({ text: 'Give a reason to reject', error: true });
    try {
      await api('POST', `operator/${kind === 'deposit' ? 'deposits' : 'withdrawals'}/${p.id}/${decision}`, reason.trim() ? { note: reason.trim() } : {});
      setMessage({ text: `${kind === 'deposit' ? 'Deposit' : 'Withdrawal'} #${p.id} of ${p.userName} ${decision === 'approve' ? (kind === 'deposit' ? 'approved' : 'marked paid') : 'rejected'}` });
      reload();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };

  return (
    <section>
      <h1>Payments</h1>
      <div className="toolbar">
        <div role="tablist" aria-label="Payment kind">
          {(['deposit', 'withdrawal'] as const).map((k) => (
            <button key={k} type="button" role="tab" aria-selected={kind === k} onClick={() => setKind(k)}>
              {k === 'deposit' ? 'Deposits' : 'Withdrawals'}
            </button>
          ))}
        </div>
        <label>
          Status
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="pending">Pending</option>
            <option value={kind === 'deposit' ? 'approved' : 'paid'}>{kind === 'deposit' ? 'Approved' : 'Paid'}</option>
            <option value="rejected">Rejected</option>
            <option value="">All</option>
          </select>
        </label>
        <input type="search" aria-label="Search payments" placeholder={kind === 'deposit' ? 'UTR, user name or mobile' : 'User name or mobile'} value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <Notice text={message?.text ?? error} error={message ? message.error : Boolean(error)} />
      {data && data.length === 0 && <p className="muted">No {status || ''} {kind}s.</p>}
      <div className="table-wrap">
        <table className="stack">
          <thead>
            <tr>
              <th>#</th>
              <th>Player</th>
              <th className="num">Amount</th>
              <th>{kind === 'deposit' ? 'UTR' : 'Pay to'}</th>
              <th>Requested</th>
              <th>Status</th>
              <th>Decision</th>
            </tr>
          </thead>
          <tbody>
            {data?.map((p) => <PaymentRow key={`${kind}-${p.id}`} p={p} onDecide={decide} />)}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PaymentRow({ p, onDecide }: { p: Payment; onDecide: (p: Payment, d: 'approve' | 'reject', reason: string) => Promise<unknown> }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = (d: 'approve' | 'reject') => async () => {
    setBusy(true);
    await onDecide(p, d, reason);
    setBusy(false);
  };
  return (
    <tr data-testid={`payment-${p.id}`}>
      <td data-label="#">{p.id}</td>
      <td data-label="Player">
        {p.userName}
        {p.mobile && <div className="muted">{p.mobile}</div>}
      </td>
      <td data-label="Amount" className="num">{formatRupees(p.amount)}</td>
      <td data-label={p.kind === 'deposit' ? 'UTR' : 'Pay to'} className="mono">{p.reference}</td>
      <td data-label="Requested">{formatTime(p.createdAt)}</td>
      <td data-label="Status">
        <span className={`badge ${p.status}`}>{p.status}</span>
        {p.note && <div className="muted">{p.note}</div>}
      </td>
      <td data-label="Decision">
        {p.status === 'pending' ? (
          <div className="decide">
            <input aria-label={`Reason for #${p.id}`} placeholder="Reason / note" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
            <button type="button" disabled={busy} onClick={run('approve')}>
              {p.kind === 'deposit' ? 'Approve' : 'Mark paid'}
            </button>
            <button type="button" className="danger" disabled={busy} onClick={run('reject')}>
              Reject
            </button>
          </div>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
