// UTR reconciliation from a bank statement, through the real server: matches approve exactly as a
// manual approval (ledger, audit), mismatches and unknown lines wait for review, a line repeated in the
// file or a UTR on two lines approves once, an upload replayed changes nothing, a bad file is refused.
import { get, post, startTestApp, type TestApp } from '../support/app';
import { createPlayer } from '../support/players';
import { createOperatorUser } from '../../src/operator/operators';
import { assertLedgerBalanced, playerBalances } from '../../src/wallet/ledger';
import { parseRupeesToPaise, parseStatement } from '../../src/payments/statement-csv';
import { runOperatorCli } from '../../src/cli/operator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let t: TestApp;
let staff: string;
let otherStaff: string;
let utrSeq = 0;
const nextUtr = () => `7${String(Date.now() % 100_000).padStart(5, '0')}${String((utrSeq += 1)).padStart(6, '0')}`;

beforeAll(async () => {
  t = await startTestApp();
  await createOperatorUser(t.db, { operatorId: 1, userName: 'recon_ops', name: 'Recon', password: 'recon-operator-pw' });
  await createOperatorUser(t.db, { operatorId: 2, userName: 'recon_two', name: 'Recon Two', password: 'recon-operator-pw2' });
  staff = (await post(t.app, 'operator/login', { user_name: 'recon_ops', password: 'recon-operator-pw' })).body.data.accessToken;
  otherStaff = (await post(t.app, 'operator/login', { user_name: 'recon_two', password: 'recon-operator-pw2' })).body.data.accessToken;
});
afterAll(() => t.close());
afterEach(() => assertLedgerBalanced(t.db));

async function deposit(amount: number, utr = nextUtr()) {
  const p = await createPlayer(t.db, { balanceRupees: 0 });
  const res = await post(t.app, 'payments/deposit', { amount, utr, method: 'upi' }, { token: p.token });
  expect(res.statusCode).toBe(200);
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM deposits WHERE utr = $1', [utr]);
  return { player: p, utr, id: row!.id };
}
const upload = (csv: string, token = staff) => post(t.app, 'operator/payments/reconciliation', { file_name: 'statement.csv', csv }, { token });
const cash = async (userId: number) => (await playerBalances(t.db, userId)).cash;

describe('amounts', () => {
  it('reads rupees to paise exactly, with Indian or international grouping', () => {
    expect(parseRupeesToPaise('1,00,000.00')).toBe(10_000_000);
    expect(parseRupeesToPaise('100,000.5')).toBe(10_000_050);
    expect(parseRupeesToPaise('₹ 2,500')).toBe(250_000);
    expect(parseRupeesToPaise('0.29')).toBe(29);
    expect(parseRupeesToPaise('1,234.57 CR')).toBe(123_457);
    expect(parseRupeesToPaise('12,34,567.89')).toBe(123_456_789);
    expect(parseRupeesToPaise('')).toBeNull();
    expect(parseRupeesToPaise('0.00')).toBeNull();
    for (const bad of ['12,34.5', '1.234', '1,0000', 'abc', '-500', '1e5']) expect(parseRupeesToPaise(bad)).toBeUndefined();
  });

  it('finds the header below a bank preamble and reads the SBI and HDFC layouts', () => {
    // SBI's download: tab-separated, the account's details above the header
    const sbi = parseStatement(
      [
        'Account Name\t:\tKHEL GAMING PVT LTD',
        'Account Number\t:\t00000012345678901',
        '',
        'Txn Date\tValue Date\tDescription\tRef No./Cheque No.\tDebit\tCredit\tBalance',
        '1 Dec 2026\t1 Dec 2026\tBY TRANSFER-UPI/CR/634512345678/RAVI KUMAR/SBIN/ravi@oksbi/\tTRANSFER FROM 3199\t\t1,00,000.00\t5,00,000.00',
        '1 Dec 2026\t1 Dec 2026\tTO TRANSFER-NEFT\tNEFT-1\t500.00\t\t4,99,500.00',
      ].join('\n'),
    );
    expect(sbi.layout).toBe('sbi');
    expect(sbi.lines).toEqual([expect.objectContaining({ utr: '634512345678', creditPaise: 10_000_000, lineNo: 5 })]);
    const hdfc = parseStatement(
      [
        'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
        '01/12/26,UPI-RAVI KUMAR-RAVI@OKAXIS-UTIB0000001-634599998888-PAYMENT,0000634599998888,01/12/26,,"2,500.50","10,000.00"',
        // the UTR only in the zero-padded reference
        '01/12/26,UPI-ASHA-ASHA@OKSBI-SBIN0000001-PAYMENT,0000634577776666,01/12/26,,100.00,"10,100.00"',
      ].join('\n'),
    );
    expect(hdfc.layout).toBe('hdfc');
    expect(hdfc.lines.map((l) => [l.utr, l.creditPaise])).toEqual([
      ['634599998888', 250_050],
      ['634577776666', 10_000],
    ]);
  });
});

describe('a statement upload', () => {
  it('approves matches exactly as a manual approval, lists the rest for review, and changes nothing when replayed', async () => {
    const match = await deposit(1500.5);
    const bigMatch = await deposit(100000);
    const mismatch = await deposit(2000);
    const missing = await deposit(750);
    const orphanUtr = nextUtr();
    const csv = [
      'Date,Narration,Reference,Credit',
      `01-12-2026,UPI/${match.utr}/RAVI/okaxis,${match.utr},"1,500.50"`,
      `01-12-2026,UPI/CR/${bigMatch.utr}/ASHA,,"1,00,000.00"`,
      `01-12-2026,UPI payment,${mismatch.utr},"1,999.00"`,
      `02-12-2026,UPI payment,${orphanUtr},500.00`,
      '02-12-2026,CASH DEPOSIT BRANCH,,"10,000.00"',
      '02-12-2026,Closing balance,,',
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({ layout: 'generic', credit_lines: 5, new_lines: 5, repeated_lines: 0 });
    expect(r.matched.map((l: { deposit_id: number }) => l.deposit_id).sort()).toEqual([match.id, bigMatch.id].sort());
    expect(r.matched.every((l: { approved_now: boolean }) => l.approved_now)).toBe(true);
    expect(r.mismatches).toEqual([expect.objectContaining({ utr: mismatch.utr, credit: 1999, deposit_amount: 2000, deposit_id: mismatch.id })]);
    expect(r.lines_without_deposit.map((l: { utr: string | null }) => l.utr)).toEqual([orphanUtr, null]);
    expect(r.deposits_without_line.map((d: { id: number }) => d.id)).toContain(missing.id);
    expect(r.deposits_without_line.map((d: { id: number }) => d.id)).not.toContain(mismatch.id);

    expect(await cash(match.player.userId)).toBe(150_050);
    expect(await cash(bigMatch.player.userId)).toBe(10_000_000);
    expect(await cash(mismatch.player.userId)).toBe(0);
    const [approved] = await t.db.query<{ status: string; note: string; transfer_id: number }>('SELECT status, note, transfer_id FROM deposits WHERE id = $1', [match.id]);
    expect(approved).toMatchObject({ status: 'approved' });
    expect(approved!.note).toContain(`UTR ${match.utr}`);
    const [transfer] = await t.db.query<{ idempotency_key: string; kind: string }>('SELECT idempotency_key, kind FROM transfers WHERE id = $1', [approved!.transfer_id]);
    expect(transfer).toMatchObject({ idempotency_key: `deposit:${match.id}`, kind: 'deposit' });
    const audit = (await get(t.app, 'operator/audit?limit=20', { token: staff })).body.data;
    expect(audit.find((a: { action: string; entity_id: number }) => a.action === 'deposit.reconcile' && a.entity_id === match.id).detail).toMatchObject({ utr: match.utr, lineNo: 2, amountPaise: 150_050 });
    expect(audit.find((a: { action: string; entity_id: number }) => a.action === 'deposit.approve' && a.entity_id === match.id)).toBeDefined();

    // the same statement again: nothing new, nothing approved twice
    const ledgerBefore = await t.db.query('SELECT count(*)::int AS n FROM transfers');
    const again = (await upload(csv)).body.data;
    expect(again).toMatchObject({ credit_lines: 5, new_lines: 0 });
    expect(again.matched).toHaveLength(2);
    expect(again.matched.some((l: { approved_now: boolean }) => l.approved_now)).toBe(false);
    expect(again.mismatches).toHaveLength(1);
    expect(await t.db.query('SELECT count(*)::int AS n FROM transfers')).toEqual(ledgerBefore);
    expect(await cash(match.player.userId)).toBe(150_050);
  });

  it('uses a line once: a line repeated in the file, or a UTR on two lines, approves one deposit once', async () => {
    const d = await deposit(800);
    const line = `03-12-2026,UPI/${d.utr}/MEERA,${d.utr},800.00`;
    const r = (await upload(['Date,Narration,Reference,Credit', line, line, `03-12-2026,UPI again,${d.utr},800.00`].join('\n'))).body.data;
    expect(r).toMatchObject({ credit_lines: 3, new_lines: 2, repeated_lines: 1 });
    expect(r.matched).toHaveLength(1);
    expect(r.duplicates).toEqual([expect.objectContaining({ utr: d.utr, status: 'duplicate' })]);
    expect(await cash(d.player.userId)).toBe(80_000);
  });

  it('leaves a deposit decided by hand for review, and matches a deposit submitted after its line was uploaded', async () => {
    const decided = await deposit(300);
    expect((await post(t.app, `operator/deposits/${decided.id}/reject`, { note: 'no money' }, { token: staff })).statusCode).toBe(200);
    const lateUtr = nextUtr();
    const csv = ['Date,Narration,Reference,Credit', `04-12-2026,UPI,${decided.utr},300.00`, `04-12-2026,UPI,${lateUtr},450.00`].join('\n');
    const first = (await upload(csv)).body.data;
    expect(first.already_decided).toEqual([expect.objectContaining({ utr: decided.utr, deposit_status: 'rejected' })]);
    expect(first.lines_without_deposit.map((l: { utr: string }) => l.utr)).toEqual([lateUtr]);
    const late = await deposit(450, lateUtr);
    const second = (await upload(csv)).body.data;
    expect(second.matched).toEqual([expect.objectContaining({ deposit_id: late.id, approved_now: true })]);
    expect(await cash(late.player.userId)).toBe(45_000);
    expect(await cash(decided.player.userId)).toBe(0);
  });

  it('approves once when the same statement is uploaded twice at the same moment', async () => {
    const d = await deposit(1234.56);
    const csv = ['Date,Narration,Reference,Credit', `05-12-2026,UPI/${d.utr}/ASHA,${d.utr},"1,234.56"`].join('\n');
    const [a, b] = await Promise.all([upload(csv), upload(csv)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const approvedNow = [...a.body.data.matched, ...b.body.data.matched].filter((l: { approved_now: boolean }) => l.approved_now);
    expect(approvedNow).toHaveLength(1);
    expect(await cash(d.player.userId)).toBe(123_456);
    expect(await t.db.query('SELECT count(*)::int AS n FROM statement_lines WHERE utr = $1', [d.utr])).toEqual([{ n: 1 }]);
  });

  it("never matches another operator's deposit", async () => {
    const d = await deposit(600);
    const r = (await upload(['Date,Narration,Reference,Credit', `05-12-2026,UPI,${d.utr},600.00`].join('\n'), otherStaff)).body.data;
    expect(r.matched).toHaveLength(0);
    expect(r.lines_without_deposit).toHaveLength(1);
    expect(await cash(d.player.userId)).toBe(0);
  });

  it('reconciles from the operator CLI too, audited as the CLI', async () => {
    const d = await deposit(321);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'khel-statement-')), 'statement.csv');
    fs.writeFileSync(file, ['Date,Narration,Reference,Credit', `07-12-2026,UPI,${d.utr},321.00`].join('\n'));
    const out: string[] = [];
    expect(await runOperatorCli(t.db, ['reconcile', file, '--as', 'recon_ops'], { out: (l) => out.push(l) })).toBe(0);
    expect(out[0]).toBe(`matched\tline 2\t${d.utr}\t₹321.00\tdeposit ${d.id} approved now`);
    expect(out.at(-1)).toBe('1 credit lines (1 new): 1 deposits approved');
    expect(await cash(d.player.userId)).toBe(32_100);
    const [audit] = await t.db.query<{ via: string }>(`SELECT via FROM operator_audit WHERE action = 'deposit.reconcile' AND entity_id = $1`, [d.id]);
    expect(audit).toEqual({ via: 'cli' });
    const bad: string[] = [];
    fs.writeFileSync(file, 'no,header\n');
    expect(await runOperatorCli(t.db, ['reconcile', file], { out: (l) => bad.push(l) })).toBe(1);
    expect(bad[0]).toMatch(/^error: No header row found/);
  });

  it('refuses a bad file with a clear error and changes nothing', async () => {
    const d = await deposit(900);
    const before = await t.db.query('SELECT count(*)::int AS n FROM statement_lines');
    const badAmount = await upload(['Date,Narration,Reference,Credit', `06-12-2026,UPI,${d.utr},900.00`, '06-12-2026,UPI,111122223333,"9,00.0x"'].join('\n'));
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.body.msg).toBe('Line 3: the credit amount "9,00.0x" is not an amount in rupees');
    const noHeader = await upload('hello,world\n1,2\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.body.msg).toMatch(/^No header row found/);
    const broken = await upload('Date,Narration,Reference,Credit\n06-12-2026,"unterminated,1,2\n');
    expect(broken.statusCode).toBe(400);
    expect(broken.body.msg).toMatch(/^The statement is not a readable CSV file/);
    expect((await upload('')).statusCode).toBe(400);
    expect((await post(t.app, 'operator/payments/reconciliation', { csv: 'x' })).statusCode).toBe(401);
    expect(await t.db.query('SELECT count(*)::int AS n FROM statement_lines')).toEqual(before);
    expect(await cash(d.player.userId)).toBe(0);
  });
});
