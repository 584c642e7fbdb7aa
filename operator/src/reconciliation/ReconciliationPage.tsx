// Reconcile: the operator uploads the bank statement (CSV); Khel approves every pending deposit whose
// UTR and amount match a credit line and lists the rest for review.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import type { Reconciliation, ReconciliationLine } from '@khel/shared-kernel/contract';
import { api } from '../app/api';
import { formatRupees, formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import { statusText } from '../app/terms';

export function ReconciliationPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Reconciliation | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  const upload = async () => {
    if (!file) return setMessage({ text: t('reconcile.chooseFile'), error: true });
    setBusy(true);
    try {
      const r = await api<Reconciliation>('POST', 'operator/payments/reconciliation', { file_name: file.name, csv: await file.text() });
      setResult(r);
      const now = r.matched.filter((l) => l.approved_now).length;
      const figures = { lines: r.credit_lines, fresh: r.new_lines, approved: t('reconcile.approvedDeposits', { count: now }) };
      setMessage({ text: r.repeated_lines ? t('reconcile.summaryRepeated', { ...figures, repeated: t('reconcile.repeatedLines', { count: r.repeated_lines }) }) : t('reconcile.summary', figures) });
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
    setBusy(false);
  };

  return (
    <section>
      <h1>{t('reconcile.title')}</h1>
      <div className="card">
        <p className="muted">{t('reconcile.about')}</p>
        <div className="toolbar">
          <label>
            {t('reconcile.statement')}
            <input type="file" accept=".csv,text/csv" aria-label={t('reconcile.statement')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </label>
          <button type="button" onClick={upload} disabled={busy}>
            {t(busy ? 'reconcile.reconciling' : 'reconcile.upload')}
          </button>
        </div>
        <Notice text={message?.text ?? null} error={message?.error} />
      </div>
      {result && (
        <>
          <Lines title={t('reconcile.matched')} lines={result.matched} />
          <Lines title={t('reconcile.mismatches')} lines={result.mismatches} />
          <Lines title={t('reconcile.withoutDeposit')} lines={result.lines_without_deposit} />
          <Lines title={t('reconcile.duplicates')} lines={result.duplicates} />
          <Lines title={t('reconcile.alreadyDecided')} lines={result.already_decided} />
          <TableCard title={t('reconcile.depositsWithoutLine')} count={result.deposits_without_line.length} head={['reconcile.deposit', 'common.utr', 'common.amount', 'common.requested']}>
            {result.deposits_without_line.map((d) => (
              <tr key={d.id}>
                <td data-label={t('reconcile.deposit')}>#{d.id}</td>
                <td data-label={t('common.utr')} className="mono">{d.utr}</td>
                <td data-label={t('common.amount')} className="num">{formatRupees(d.amount)}</td>
                <td data-label={t('common.requested')}>{formatTime(d.created_at)}</td>
              </tr>
            ))}
          </TableCard>
        </>
      )}
    </section>
  );
}

/** Columns of figures, right-aligned. */
const NUMBER_COLUMNS: readonly ParseKeys[] = ['common.amount', 'reconcile.credit'];

/** A card with a title, a count and a table of rows (or 'None.') */
function TableCard({ title, count, head, children }: { title: string; count: number; head: ParseKeys[]; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <h2>
        {title} <span className="muted">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="muted">{t('common.none')}</p>
      ) : (
        <div className="table-wrap">
          <table className="stack">
            <thead>
              <tr>
                {head.map((h) => (
                  <th key={h} className={NUMBER_COLUMNS.includes(h) ? 'num' : undefined}>
                    {t(h)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function Lines({ title, lines }: { title: string; lines: ReconciliationLine[] }) {
  const { t } = useTranslation();
  return (
    <TableCard title={title} count={lines.length} head={['reconcile.line', 'reconcile.date', 'reconcile.narration', 'common.utr', 'reconcile.credit', 'reconcile.deposit']}>
      {lines.map((l) => (
        <tr key={l.line_id}>
          <td data-label={t('reconcile.line')}>{l.line_no}</td>
          <td data-label={t('reconcile.date')}>{l.txn_date}</td>
          <td data-label={t('reconcile.narration')}>{l.narration || l.reference}</td>
          <td data-label={t('common.utr')} className="mono">{l.utr ?? '—'}</td>
          <td data-label={t('reconcile.credit')} className="num">{formatRupees(l.credit)}</td>
          <td data-label={t('reconcile.deposit')}>
            <div>
              {l.deposit_id ? `#${l.deposit_id}` : '—'}
              {l.deposit_amount !== null && l.deposit_amount !== l.credit && <div className="muted">{t('reconcile.asks', { amount: formatRupees(l.deposit_amount) })}</div>}
              {l.deposit_status && <div className="muted">{l.approved_now ? t('reconcile.approvedNow') : statusText(t, l.deposit_status)}</div>}
            </div>
          </td>
        </tr>
      ))}
    </TableCard>
  );
}
