// UTR reconciliation: the operator uploads its bank statement; every pending deposit whose UTR and
// amount match a credit line is approved through approveDeposit (the ledger moves exactly as for a
// manual approval), audited as matched to that line. The rest is listed for review: lines with no
// deposit, deposits with no line, amounts that differ, lines whose UTR another line already carries.
//
// Rules:
//   - a credit line is stored once per operator (its fingerprint: date, narration, reference, amount);
//     the same statement uploaded again adds nothing and approves nothing more;
//   - a line approves at most one deposit and a deposit is approved once: the line is claimed
//     (statement_lines.deposit_id, UNIQUE) in the approval's own transaction;
//   - a line is matched by its UTR (12 digits, in the reference or else the narration) to a deposit of
//     the same operator, and approves it only when the amounts are equal to the paisa;
//   - lines not matched before are tried again on a later upload (a deposit may have been submitted since).
import crypto from 'node:crypto';
import type { Database, Sql } from '../store/db';
import { DomainError } from '../domain/errors';
import { audit, type Actor } from '../operator/audit';
import { approveDeposit } from './deposits';
import { parseStatement } from './statement-csv';

export type LineStatus = 'matched' | 'mismatch' | 'no_deposit' | 'decided' | 'duplicate';

export interface ReviewLine {
  line_id: number;
  line_no: number;
  txn_date: string;
  narration: string;
  reference: string;
  utr: string | null;
  credit_paise: number;
  status: LineStatus;
  deposit_id: number | null;
  /** the deposit with this UTR, where one exists (its amount, for a mismatch) */
  deposit_amount_paise: number | null;
  deposit_status: string | null;
  /** approved by this upload (false: by an earlier one, or not at all) */
  approved_now: boolean;
}

export interface ReconciliationReport {
  upload_id: number;
  layout: string;
  credit_lines: number;
  new_lines: number;
  /** lines of the file that repeat another line of it exactly (kept once) */
  repeated_lines: number;
  matched: ReviewLine[];
  mismatches: ReviewLine[];
  lines_without_deposit: ReviewLine[];
  duplicates: ReviewLine[];
  already_decided: ReviewLine[];
  deposits_without_line: Array<{ id: number; user_id: number; amount_paise: number; utr: string; created_at: Date }>;
}

/** a statement_lines row as stored */
type LineRow = Omit<ReviewLine, 'line_id' | 'deposit_amount_paise' | 'deposit_status' | 'approved_now'> & { id: number; [k: string]: unknown };

const MAX_FILE_BYTES = 5 * 1024 * 1024;

export async function reconcileStatement(db: Database, actor: Actor, file: { name: string; csv: string }): Promise<ReconciliationReport> {
  if (Buffer.byteLength(file.csv, 'utf8') > MAX_FILE_BYTES) throw new DomainError('invalid', 'The statement is larger than 5 MB: upload one day or week at a time');
  const parsed = parseStatement(file.csv);
  if (parsed.lines.length === 0) throw new DomainError('invalid', 'The statement has no credit lines');
  const sha = crypto.createHash('sha256').update(file.csv).digest('hex');

  // 1. The lines, once each (a replay or a line repeated in the file adds nothing).
  const { uploadId, lineIds, newLines } = await db.transaction(async (tx) => {
    const [upload] = await tx.query<{ id: number }>(
      `INSERT INTO statement_uploads (operator_id, file_name, file_sha256, layout, credit_lines, new_lines, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, 0, $6) RETURNING id`,
      [actor.operatorId, file.name.slice(0, 200), sha, parsed.layout, parsed.lines.length, actor.operatorUserId],
    );
    const ids: number[] = [];
    let added = 0;
    for (const l of parsed.lines) {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO statement_lines (operator_id, upload_id, fingerprint, line_no, txn_date, narration, reference, utr, credit_paise, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'no_deposit') ON CONFLICT (operator_id, fingerprint) DO NOTHING RETURNING id`,
        [actor.operatorId, upload!.id, l.fingerprint, l.lineNo, l.date, l.narration.slice(0, 500), l.reference.slice(0, 200), l.utr, l.creditPaise],
      );
      if (inserted[0]) added += 1;
      const [row] = await tx.query<{ id: number }>('SELECT id FROM statement_lines WHERE operator_id = $1 AND fingerprint = $2', [actor.operatorId, l.fingerprint]);
      if (!ids.includes(row!.id)) ids.push(row!.id);
    }
    await tx.query('UPDATE statement_uploads SET new_lines = $2 WHERE id = $1', [upload!.id, added]);
    await audit(tx, actor, 'statement.upload', upload!.id, { operatorId: actor.operatorId, file: file.name.slice(0, 200), sha256: sha, creditLines: parsed.lines.length, newLines: added });
    return { uploadId: upload!.id, lineIds: ids, newLines: added };
  });

  // 2. Each line not yet matched, against the deposit with its UTR.
  const approvedNow = new Set<number>();
  for (const lineId of lineIds) {
    const [line] = await db.query<LineRow>('SELECT * FROM statement_lines WHERE id = $1', [lineId]);
    if (!line || line.status === 'matched') continue;
    const status = await settleLine(db, actor, line, uploadId);
    if (status === 'matched') approvedNow.add(lineId);
  }
  return report(db, actor.operatorId, { uploadId, layout: parsed.layout, creditLines: parsed.lines.length, newLines, lineIds, approvedNow });
}

async function settleLine(db: Database, actor: Actor, line: LineRow, uploadId: number): Promise<LineStatus> {
  const mark = async (tx: Sql, status: LineStatus) => {
    await tx.query('UPDATE statement_lines SET status = $2 WHERE id = $1 AND deposit_id IS NULL', [line.id, status]);
    return status;
  };
  if (!line.utr) return mark(db, 'no_deposit');
  const [other] = await db.query<{ id: number }>(`SELECT id FROM statement_lines WHERE operator_id = $1 AND utr = $2 AND id < $3 ORDER BY id LIMIT 1`, [actor.operatorId, line.utr, line.id]);
  if (other) return mark(db, 'duplicate');
  const [deposit] = await db.query<{ id: number; amount_paise: number; status: string }>('SELECT id, amount_paise, status FROM deposits WHERE operator_id = $1 AND utr = $2', [actor.operatorId, line.utr]);
  if (!deposit) return mark(db, 'no_deposit');
  if (deposit.status !== 'pending') return mark(db, 'decided');
  if (deposit.amount_paise !== line.credit_paise) return mark(db, 'mismatch');
  try {
    await approveDeposit(db, actor, deposit.id, `Matched to bank statement line ${line.line_no} (upload ${uploadId}, UTR ${line.utr})`, async (tx) => {
      const claimed = await tx.query(`UPDATE statement_lines SET status = 'matched', deposit_id = $2 WHERE id = $1 AND deposit_id IS NULL RETURNING id`, [line.id, deposit.id]);
      if (!claimed[0]) throw new DomainError('conflict', 'This statement line was already used');
      await audit(tx, actor, 'deposit.reconcile', deposit.id, {
        operatorId: actor.operatorId,
        uploadId,
        statementLineId: line.id,
        lineNo: line.line_no,
        txnDate: line.txn_date,
        utr: line.utr,
        amountPaise: line.credit_paise,
      });
    });
    return 'matched';
  } catch (err) {
    // decided meanwhile by staff, or the line claimed by a concurrent upload: left for review
    if (err instanceof DomainError && err.code === 'conflict') return mark(db, 'decided');
    throw err;
  }
}

async function report(
  db: Sql,
  operatorId: number,
  r: { uploadId: number; layout: string; creditLines: number; newLines: number; lineIds: number[]; approvedNow: Set<number> },
): Promise<ReconciliationReport> {
  const rows = await db.query<LineRow & { deposit_amount_paise: number | null; deposit_status: string | null }>(
    `SELECT l.*, d.amount_paise AS deposit_amount_paise, d.status AS deposit_status, d.id AS found_deposit_id
     FROM statement_lines l LEFT JOIN deposits d ON d.operator_id = l.operator_id AND d.utr = l.utr
     WHERE l.id = ANY($1::bigint[]) ORDER BY l.line_no, l.id`,
    [r.lineIds],
  );
  const lines: ReviewLine[] = rows.map((l) => ({
    line_id: l.id,
    line_no: l.line_no,
    txn_date: l.txn_date,
    narration: l.narration,
    reference: l.reference,
    utr: l.utr,
    credit_paise: l.credit_paise,
    status: l.status,
    deposit_id: l.deposit_id ?? (l.found_deposit_id as number | null) ?? null,
    deposit_amount_paise: l.deposit_amount_paise,
    deposit_status: l.deposit_status,
    approved_now: r.approvedNow.has(l.id),
  }));
  const deposits = await db.query<{ id: number; user_id: number; amount_paise: number; utr: string; created_at: Date }>(
    `SELECT d.id, d.user_id, d.amount_paise, d.utr, d.created_at FROM deposits d
     WHERE d.operator_id = $1 AND d.status = 'pending'
       AND NOT EXISTS (SELECT 1 FROM statement_lines l WHERE l.operator_id = d.operator_id AND l.utr = d.utr)
     ORDER BY d.id LIMIT 500`,
    [operatorId],
  );
  const by = (s: LineStatus) => lines.filter((l) => l.status === s);
  return {
    upload_id: r.uploadId,
    layout: r.layout,
    credit_lines: r.creditLines,
    new_lines: r.newLines,
    repeated_lines: r.creditLines - r.lineIds.length,
    matched: by('matched'),
    mismatches: by('mismatch'),
    lines_without_deposit: by('no_deposit'),
    duplicates: by('duplicate'),
    already_decided: by('decided'),
    deposits_without_line: deposits,
  };
}
