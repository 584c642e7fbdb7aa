// Reconcile: the operator uploads the bank statement (CSV); Khel approves every pending deposit whose
// UTR and amount match a credit line and lists the rest for review.
import { useState, type ReactNode } from 'react';
import type { Reconciliation, ReconciliationLine } from '@khel/shared-kernel/contract';
import { api } from '../app/api';
import { formatRupees, formatTime } from '../app/format';
import { Notice } from '../app/Notice';

export function ReconciliationPage() {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Reconciliation | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  const upload = async () => {
    if (!file) return setMessage({ text: 'Choose a bank statement file (CSV)', error: true });
    setBusy(true);
    try {
      const r = await api<Reconciliation>('POST', 'operator/payments/reconciliation', { file_name: file.name, csv: await file.text() });
      setResult(r);
      const now = r.matched.filter((l) => l.approved_now).length;
      const repeated = r.repeated_lines ? `, ${r.repeated_lines} repeated line${r.repeated_lines === 1 ? '' : 's'} kept once` : '';
      setMessage({ text: `${r.credit_lines} credit lines read (${r.new_lines} new${repeated}): ${now} deposit${now === 1 ? '' : 's'} approved` });
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
    setBusy(false);
  };

  return (
    <section>
      <h1>Reconcile deposits</h1>
      <div className="card">
        <p className="muted">
          A CSV export of the bank statement: the generic layout (Date, Narration, Reference, Credit), or SBI's or HDFC Bank's statement download. Deposits whose UTR and amount match
          a credit line are approved; a statement uploaded again changes nothing.
        </p>
        <div className="toolbar">
          <label>
            Bank statement
            <input type="file" accept=".csv,text/csv" aria-label="Bank statement" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </label>
          <button type="button" onClick={upload} disabled={busy}>
            {busy ? 'Reconciling…' : 'Upload and reconcile'}
          </button>
        </div>
        <Notice text={message?.text ?? null} error={message?.error} />
      </div>
      {result && (
        <>
          <Lines title="Matched and approved" lines={result.matched} />
          <Lines title="Amounts that differ" lines={result.mismatches} />
          <Lines title="Lines with no deposit" lines={result.lines_without_deposit} />
          <Lines title="Lines whose UTR another line already carries" lines={result.duplicates} />
          <Lines title="Lines of deposits already decided" lines={result.already_decided} />
          <TableCard title="Pending deposits with no line" count={result.deposits_without_line.length} head={['Deposit', 'UTR', 'Amount', 'Requested']}>
            {result.deposits_without_line.map((d) => (
              <tr key={d.id}>
                <td data-label="Deposit">#{d.id}</td>
                <td data-label="UTR" className="mono">{d.utr}</td>
                <td data-label="Amount" className="num">{formatRupees(d.amount)}</td>
                <td data-label="Requested">{formatTime(d.created_at)}</td>
              </tr>
            ))}
          </TableCard>
        </>
      )}
    </section>
  );
}

/** A card with a title, a count and a table of rows (or 'None.') */
function TableCard({ title, count, head, children }: { title: string; count: number; head: string[]; children: ReactNode }) {
  return (
    <div className="card">
      <h2>
        {title} <span className="muted">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <div className="table-wrap">
          <table className="stack">
            <thead>
              <tr>
                {head.map((h) => (
                  <th key={h} className={h === 'Amount' || h === 'Credit' ? 'num' : undefined}>
                    {h}
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
  return (
    <TableCard title={title} count={lines.length} head={['Line', 'Date', 'Narration', 'UTR', 'Credit', 'Deposit']}>
      {lines.map((l) => (
        <tr key={l.line_id}>
          <td data-label="Line">{l.line_no}</td>
          <td data-label="Date">{l.txn_date}</td>
          <td data-label="Narration">{l.narration || l.reference}</td>
          <td data-label="UTR" className="mono">{l.utr ?? '—'}</td>
          <td data-label="Credit" className="num">{formatRupees(l.credit)}</td>
          <td data-label="Deposit">
            <div>
              {l.deposit_id ? `#${l.deposit_id}` : '—'}
              {l.deposit_amount !== null && l.deposit_amount !== l.credit && <div className="muted">asks {formatRupees(l.deposit_amount)}</div>}
              {l.deposit_status && <div className="muted">{l.approved_now ? 'approved now' : l.deposit_status}</div>}
            </div>
          </td>
        </tr>
      ))}
    </TableCard>
  );
}
