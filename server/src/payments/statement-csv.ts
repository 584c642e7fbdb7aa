// Bank statement CSV → credit lines (pure: no database). The header row is found by its column names,
// after any preamble the bank puts above it (account holder, period…), so one reader takes:
//   generic (documented in the README): Date, Narration, Reference, Credit
//   SBI account statement export:   Txn Date, Value Date, Description, Ref No./Cheque No., Debit, Credit, Balance
//                                   (tab-separated text, below the account's details)
//   HDFC Bank statement download:   Date, Narration, Chq./Ref.No., Value Dt, Withdrawal Amt., Deposit Amt., Closing Balance
// (the two banks' layouts as their exports head their columns, as public statement parsers read them;
// matched by name, in any order). Only
// lines with a credit are kept. Amounts become integer paise exactly (no floating point), with Indian
// (1,00,000.00) or international (100,000.00) grouping.
import crypto from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { invalid } from '../domain/errors';

export interface StatementLine {
  lineNo: number;
  date: string;
  narration: string;
  reference: string;
  /** the 12-digit UTR in the reference, else the first in the narration (UPI narrations carry it) */
  utr: string | null;
  creditPaise: number;
  fingerprint: string;
}

export interface ParsedStatement {
  layout: 'generic' | 'sbi' | 'hdfc';
  lines: StatementLine[];
}

const norm = (h: string) => h.toLowerCase().replace(/[^a-z]/g, '');
const COLUMNS = {
  date: ['date', 'txndate', 'transactiondate', 'trandate', 'valuedate', 'valuedt'],
  narration: ['narration', 'description', 'particulars', 'remarks', 'transactionremarks'],
  reference: ['reference', 'utr', 'utrno', 'referenceutr', 'refno', 'refnochequeno', 'chqrefno', 'chqrefnumber', 'referenceno', 'chequerefno'],
  credit: ['credit', 'creditamount', 'depositamt', 'depositamount', 'cramount', 'creditamt'],
} as const;

function headerOf(row: string[]): Record<keyof typeof COLUMNS, number> | null {
  const names = row.map(norm);
  const find = (k: keyof typeof COLUMNS) => {
    for (const alias of COLUMNS[k]) {
      const i = names.indexOf(alias);
      if (i >= 0) return i;
    }
    return -1;
  };
  const cols = { date: find('date'), narration: find('narration'), reference: find('reference'), credit: find('credit') };
  return cols.date >= 0 && cols.credit >= 0 && (cols.narration >= 0 || cols.reference >= 0) ? cols : null;
}

function layoutOf(row: string[]): ParsedStatement['layout'] {
  const names = row.map(norm);
  if (names.includes('refnochequeno') || names.includes('txndate')) return 'sbi';
  if (names.includes('chqrefno') || names.includes('depositamt')) return 'hdfc';
  return 'generic';
}

/**
 * Rupees as written on a statement → paise, exactly. Accepts '1,00,000.00', '100,000.5', '2500',
 * '₹ 1,250.00', 'INR 10', '500.00 CR'; an empty cell or '-' is no amount (null). Anything else: undefined.
 */
export function parseRupeesToPaise(raw: string): number | null | undefined {
  const s = raw.trim().replace(/^(₹|rs\.?|inr)\s*/i, '').replace(/\s*(cr|cr\.)$/i, '').trim();
  if (s === '' || s === '-') return null;
  const m = /^(\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return undefined;
  const rupees = Number(m[1]!.replace(/,/g, ''));
  const paise = rupees * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) return undefined;
  return paise === 0 ? null : paise;
}

const UTR = /(?<!\d)(\d{12})(?!\d)/;
/** HDFC pads the reference to 16 digits with zeros (0000634512345678): the UTR is its last 12 */
const PADDED_UTR = /^0+(\d{12})$/;
export const utrOf = (reference: string, narration: string): string | null =>
  PADDED_UTR.exec(reference)?.[1] ?? UTR.exec(reference)?.[1] ?? UTR.exec(narration)?.[1] ?? null;

/** SBI's download is tab-separated text: the header line says which separator the file uses. */
function delimiterOf(csv: string): ',' | '\t' {
  const header = csv.split(/\r?\n/).find((line) => /date/i.test(line)) ?? '';
  return (header.match(/\t/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? '\t' : ',';
}

export function parseStatement(csv: string): ParsedStatement {
  let rows: string[][];
  /** the file line each row ends on (a row's line, unless a quoted cell spans lines) */
  let lineNos: number[];
  try {
    const records = parse(csv, { delimiter: delimiterOf(csv), relax_column_count: true, skip_empty_lines: true, trim: true, bom: true, info: true }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    rows = records.map((r) => r.record);
    lineNos = records.map((r) => r.info.lines);
  } catch (err) {
    throw invalid(`The statement is not a readable CSV file: ${(err as Error).message}`);
  }
  const headerAt = rows.findIndex((r) => headerOf(r) !== null);
  if (headerAt < 0) {
    throw invalid('No header row found: the statement needs columns for the date, the narration or reference (UTR) and the credit amount (see the README for the layouts)');
  }
  const cols = headerOf(rows[headerAt]!)!;
  const lines: StatementLine[] = [];
  for (let i = headerAt + 1; i < rows.length; i += 1) {
    const row = rows[i]!;
    const cell = (c: number) => (c >= 0 ? (row[c] ?? '').trim() : '');
    const creditText = cell(cols.credit);
    const date = cell(cols.date);
    // closing rows (totals, "**** End of statement ****") have no date
    if (!date || !/\d/.test(date)) continue;
    const credit = parseRupeesToPaise(creditText);
    if (credit === undefined) throw invalid(`Line ${lineNos[i]}: the credit amount "${creditText.slice(0, 40)}" is not an amount in rupees`);
    if (credit === null) continue;
    const narration = cell(cols.narration);
    const reference = cell(cols.reference);
    const fingerprint = crypto.createHash('sha256').update(JSON.stringify([date, narration, reference, credit])).digest('hex');
    lines.push({ lineNo: lineNos[i]!, date, narration, reference, utr: utrOf(reference, narration), creditPaise: credit, fingerprint });
  }
  return { layout: layoutOf(rows[headerAt]!), lines };
}
