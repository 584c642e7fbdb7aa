// Pending deposits (with the UTR the player gave) and withdrawals (with the payout account to pay):
// search, approve, or reject with a reason. The player's balance changes in the same transaction.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { api } from '../app/api';
import { formatRupees, formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import { statusText } from '../app/terms';
import type { OperatorPayment as Payment } from '@khel/shared-kernel/contract';
import { useLoad } from '../app/useLoad';

type Kind = 'deposit' | 'withdrawal';

/** What a decision on a payment of each kind says. */
const DECIDED = {
  deposit: { approve: 'payments.depositApproved', reject: 'payments.depositRejected' },
  withdrawal: { approve: 'payments.withdrawalPaid', reject: 'payments.withdrawalRejected' },
} as const;

export function PaymentsPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('deposit');
  const [status, setStatus] = useState('pending');
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const query = new URLSearchParams({ kind, status, q: search.trim() });
  const { data, error, reload } = useLoad<Payment[]>(`operator/payments?${query}`, 10_000);

  const decide = async (p: Payment, decision: 'approve' | 'reject', reason: string) => {
    if (decision === 'reject' && !reason.trim()) return setMessage({ text: t('payments.giveReason'), error: true });
    try {
      await api('POST', `operator/${kind === 'deposit' ? 'deposits' : 'withdrawals'}/${p.id}/${decision}`, reason.trim() ? { note: reason.trim() } : {});
      setMessage({ text: t(DECIDED[kind][decision], { id: p.id, user: p.userName }) });
      reload();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };

  return (
    <section>
      <h1>{t('nav.payments')}</h1>
      <div className="toolbar">
        <div role="tablist" aria-label={t('payments.kind')}>
          {(['deposit', 'withdrawal'] as const).map((k) => (
            <button key={k} type="button" role="tab" aria-selected={kind === k} onClick={() => setKind(k)}>
              {t(k === 'deposit' ? 'common.deposits' : 'common.withdrawals')}
            </button>
          ))}
        </div>
        <label>
          {t('common.status')}
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="pending">{t('payments.filterPending')}</option>
            <option value={kind === 'deposit' ? 'approved' : 'paid'}>{t(kind === 'deposit' ? 'payments.filterApproved' : 'payments.filterPaid')}</option>
            <option value="rejected">{t('payments.filterRejected')}</option>
            <option value="">{t('common.all')}</option>
          </select>
        </label>
        <input type="search" aria-label={t('payments.search')} placeholder={t(kind === 'deposit' ? 'payments.searchDeposits' : 'common.userOrMobile')} value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <Notice text={message?.text ?? error} error={message ? message.error : Boolean(error)} />
      {data && data.length === 0 && <p className="muted">{emptyText(t, kind, status)}</p>}
      <div className="table-wrap">
        <table className="stack">
          <thead>
            <tr>
              <th>#</th>
              <th>{t('common.player')}</th>
              <th className="num">{t('common.amount')}</th>
              <th>{t(kind === 'deposit' ? 'common.utr' : 'payments.payTo')}</th>
              <th>{t('common.requested')}</th>
              <th>{t('common.status')}</th>
              <th>{t('payments.decision')}</th>
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

/** The empty list's sentence: 'No pending deposits.', or 'No deposits.' for all of them. */
function emptyText(t: TFunction, kind: Kind, status: string): string {
  if (!status) return t(kind === 'deposit' ? 'payments.noDeposits' : 'payments.noWithdrawals');
  return t(kind === 'deposit' ? 'payments.noDepositsIn' : 'payments.noWithdrawalsIn', { status: statusText(t, status) });
}

function PaymentRow({ p, onDecide }: { p: Payment; onDecide: (p: Payment, d: 'approve' | 'reject', reason: string) => Promise<unknown> }) {
  const { t } = useTranslation();
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
      <td data-label={t('common.player')}>
        {p.userName}
        {p.mobile && <div className="muted">{p.mobile}</div>}
      </td>
      <td data-label={t('common.amount')} className="num">{formatRupees(p.amount)}</td>
      <td data-label={t(p.kind === 'deposit' ? 'common.utr' : 'payments.payTo')} className="mono">{p.reference}</td>
      <td data-label={t('common.requested')}>{formatTime(p.createdAt)}</td>
      <td data-label={t('common.status')}>
        <span className={`badge ${p.status}`}>{statusText(t, p.status)}</span>
        {p.note && <div className="muted">{p.note}</div>}
      </td>
      <td data-label={t('payments.decision')}>
        {p.status === 'pending' ? (
          <div className="decide">
            <input aria-label={t('payments.reasonFor', { id: p.id })} placeholder={t('payments.reasonNote')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
            <button type="button" disabled={busy} onClick={run('approve')}>
              {t(p.kind === 'deposit' ? 'common.approve' : 'payments.markPaid')}
            </button>
            <button type="button" className="danger" disabled={busy} onClick={run('reject')}>
              {t('common.reject')}
            </button>
          </div>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
