import { createPlayer } from '../support/players';
import { get, post, startTestApp, type TestApp } from '../support/app';
import { assertLedgerBalanced, playerBalances } from '../../src/wallet/ledger';
import { createOperatorUser } from '../../src/operator/operators';
import { runOperatorCli } from '../../src/cli/operator';

let t: TestApp;
let operatorToken: string;
let secondOperatorToken: string;

beforeAll(async () => {
  t = await startTestApp();
  await createOperatorUser(t.db, { operatorId: 1, userName: 'ops_one', name: 'Ops One', password: 'operator-pass-1' });
  await createOperatorUser(t.db, { operatorId: 2, userName: 'ops_two', name: 'Ops Two', password: 'operator-pass-2' });
  operatorToken = (await post(t.app, 'operator/login', { user_name: 'ops_one', password: 'operator-pass-1' })).body.data.accessToken;
  secondOperatorToken = (await post(t.app, 'operator/login', { user_name: 'ops_two', password: 'operator-pass-2' })).body.data.accessToken;
});
afterAll(() => t.close());
afterEach(() => assertLedgerBalanced(t.db));

let utrSeq = 100000;
const nextUtr = () => `${Date.now() % 1_000_000}`.padStart(6, '0') + String((utrSeq += 1)).padStart(6, '0');

async function upiAccount(token: string): Promise<number> {
  const res = await post(t.app, 'payments/payout-accounts', { type: 'upi', upi_id: 'player.one@okaxis' }, { token });
  expect(res.statusCode).toBe(200);
  return res.body.data.id;
}

describe('deposits', () => {
  it('shows the host\'s methods', async () => {
    const res = await get(t.app, 'payments/methods');
    expect(res.body.data).toMatchObject({ upi: { upiId: 'khel@upi' }, limits: { minDeposit: 100, maxDeposit: 1000000 } });
    expect(res.body.data.bankAccounts[0]).toMatchObject({ ifsc: 'KHEL0000001' });
  });

  it('stays pending until an operator approves, then credits once from payments clearing', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 0 });
    const utr = nextUtr();
    const dep = await post(t.app, 'payments/deposit', { amount: 500.5, utr, method: 'upi' }, { token: p.token });
    expect(dep.body.data).toMatchObject({ status: 'pending', amount: 500.5, utr, type: 'deposit' });
    expect((await playerBalances(t.db, p.userId)).cash).toBe(0);

    const pending = await get(t.app, 'operator/deposits?status=pending', { token: operatorToken });
    const row = pending.body.data.find((d: { utr: string }) => d.utr === utr);
    expect(row).toMatchObject({ amount: 500.5, status: 'pending' });
    // another operator cannot see or decide it
    expect((await get(t.app, 'operator/deposits?status=pending', { token: secondOperatorToken })).body.data.find((d: { utr: string }) => d.utr === utr)).toBeUndefined();
    expect((await post(t.app, `operator/deposits/${row.id}/approve`, {}, { token: secondOperatorToken })).statusCode).toBe(404);

    const approved = await post(t.app, `operator/deposits/${row.id}/approve`, { note: 'seen in bank' }, { token: operatorToken });
    expect(approved.body.data.status).toBe('approved');
    expect((await playerBalances(t.db, p.userId)).cash).toBe(50_050);
    expect((await post(t.app, `operator/deposits/${row.id}/approve`, {}, { token: operatorToken })).statusCode).toBe(409);
    expect((await post(t.app, `operator/deposits/${row.id}/reject`, {}, { token: operatorToken })).statusCode).toBe(409);
    expect((await playerBalances(t.db, p.userId)).cash).toBe(50_050);

    const audit = await get(t.app, 'operator/audit', { token: operatorToken });
    expect(audit.body.data[0]).toMatchObject({ action: 'deposit.approve', entity_id: row.id, operator_user_name: 'ops_one', via: 'api' });

    const tx = await get(t.app, 'payments/transactions?type=deposit', { token: p.token });
    expect(tx.body.data.items[0]).toMatchObject({ referenceNo: dep.body.data.referenceNo, status: 'approved' });
    expect((await get(t.app, `payments/transactions/deposit/${dep.body.data.referenceNo}`, { token: p.token })).body.data.status).toBe('approved');
    const other = await createPlayer(t.db);
    expect((await get(t.app, `payments/transactions/deposit/${dep.body.data.referenceNo}`, { token: other.token })).statusCode).toBe(404);
  });

  it('keeps UTRs unique across all deposits and validates input', async () => {
    const p = await createPlayer(t.db);
    const q = await createPlayer(t.db);
    const utr = nextUtr();
    expect((await post(t.app, 'payments/deposit', { amount: 1000, utr }, { token: p.token })).statusCode).toBe(200);
    expect((await post(t.app, 'payments/deposit', { amount: 1000, utr }, { token: q.token })).body.msg).toBe('This UTR has already been submitted');
    const bad = async (body: unknown) => (await post(t.app, 'payments/deposit', body, { token: p.token })).body.msg;
    expect(await bad({ amount: 1000, utr: '12345' })).toBe('UTR must be 12 digits');
    expect(await bad({ amount: 1000 })).toBe('UTR is required');
    expect(await bad({ utr: nextUtr() })).toBe('Amount is required');
    expect(await bad({ amount: 10.123, utr: nextUtr() })).toMatch(/at most 2 decimals/);
    expect(await bad({ amount: 50, utr: nextUtr() })).toBe('Minimum amount is ₹100');
    expect(await bad({ amount: -100, utr: nextUtr() })).toMatch(/rupees/);
    expect(await bad({ amount: 1000, utr: nextUtr(), method: 'cash' })).toBe('method must be upi or bank');
  });

  it('refuses a field of the wrong JSON type with the same message as a wrong value', async () => {
    const p = await createPlayer(t.db);
    const bad = async (body: unknown) => (await post(t.app, 'payments/deposit', body, { token: p.token })).body.msg;
    expect(await bad({ amount: true, utr: nextUtr() })).toBe('amount must be an amount in rupees with at most 2 decimals');
    expect(await bad({ amount: [1000], utr: nextUtr() })).toBe('amount must be an amount in rupees with at most 2 decimals');
    expect(await bad({ amount: 1000, utr: nextUtr(), method: ['upi'] })).toBe('method must be upi or bank');
    expect(await bad({ amount: 1000, utr: true })).toBe('utr must be text');
    // a form's fields are text: the amount as text is read as rupees
    expect((await post(t.app, 'payments/deposit', { amount: '1000', utr: nextUtr(), method: 'bank' }, { token: p.token })).body.data).toMatchObject({ amount: 1000, method: 'bank' });
    expect((await post(t.app, 'payments/payout-accounts', { type: 'card' }, { token: p.token })).body.msg).toBe('type must be upi or bank');
    expect((await post(t.app, 'payments/payout-accounts', {}, { token: p.token })).body.msg).toBe('type must be upi or bank');
    expect((await post(t.app, 'payments/withdraw', { amount: 200, payout_account_id: { id: 1 } }, { token: p.token })).body.msg).toBe('Please choose a saved UPI id or bank account');
  });

  it('reads an empty page or limit in the transactions query as the first page of the default size', async () => {
    const p = await createPlayer(t.db);
    for (let i = 0; i < 2; i++) expect((await post(t.app, 'payments/deposit', { amount: 1000, utr: nextUtr() }, { token: p.token })).statusCode).toBe(200);
    const empty = await get(t.app, 'payments/transactions?page=&limit=', { token: p.token });
    expect(empty.statusCode).toBe(200);
    expect(empty.body.data).toMatchObject({ page: 1, limit: 50 });
    expect(empty.body.data.items).toHaveLength(2);
    expect((await get(t.app, 'payments/transactions?page=', { token: p.token })).body.data.page).toBe(1);
    expect((await get(t.app, 'payments/transactions?page=2&limit=1', { token: p.token })).body.data).toMatchObject({ page: 2, limit: 1 });
    expect((await get(t.app, 'payments/transactions?page=0', { token: p.token })).body.msg).toBe('page must be a whole number from 1');
    expect((await get(t.app, 'payments/transactions?page=x', { token: p.token })).body.msg).toBe('page must be a whole number from 1');
    expect((await get(t.app, 'payments/transactions?limit=151', { token: p.token })).body.msg).toBe('limit must be 1 to 150');
  });

  it('refuses demo players and visitors', async () => {
    const demo = await createPlayer(t.db, { isDemo: true });
    expect((await post(t.app, 'payments/deposit', { amount: 1000, utr: nextUtr() }, { token: demo.token })).body.msg).toBe('Please login from your read ID.');
    expect((await post(t.app, 'payments/deposit', { amount: 1000, utr: nextUtr() })).statusCode).toBe(401);
  });
});

describe('withdrawals', () => {
  it('holds the amount at once; rejection returns it, payment sends it out', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1000 });
    const account = await upiAccount(p.token);
    const w1 = await post(t.app, 'payments/withdraw', { amount: 300, payout_account_id: account }, { token: p.token });
    expect(w1.body.data).toMatchObject({ status: 'pending', amount: 300, destination: { type: 'upi', upi_id: 'player.one@okaxis' } });
    expect(await playerBalances(t.db, p.userId)).toEqual({ cash: 70_000, hold: 0, bonus: 0 });
    const w2 = await post(t.app, 'payments/withdraw', { amount: 200, payout_account_id: account }, { token: p.token });

    const list = (await get(t.app, 'operator/withdrawals?status=pending', { token: operatorToken })).body.data;
    const id1 = list.find((w: { id: number; user_id: number; amount: number }) => w.user_id === p.userId && w.amount === 300).id;
    const id2 = list.find((w: { id: number; user_id: number; amount: number }) => w.user_id === p.userId && w.amount === 200).id;
    expect((await post(t.app, `operator/withdrawals/${id1}/reject`, { note: 'name mismatch' }, { token: operatorToken })).body.data.status).toBe('rejected');
    expect((await playerBalances(t.db, p.userId)).cash).toBe(80_000);
    expect((await post(t.app, `operator/withdrawals/${id2}/approve`, {}, { token: operatorToken })).body.data.status).toBe('paid');
    expect((await playerBalances(t.db, p.userId)).cash).toBe(80_000);
    expect((await post(t.app, `operator/withdrawals/${id2}/reject`, {}, { token: operatorToken })).statusCode).toBe(409);
    expect(w2.body.data.referenceNo).toMatch(/^W\d{8}$/);
  });

  it('never lets 50 parallel withdrawals take the balance below zero', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1000 });
    const account = await upiAccount(p.token);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post(t.app, 'payments/withdraw', { amount: 150, payout_account_id: account }, { token: p.token })),
    );
    const accepted = results.filter((r) => r.statusCode === 200).length;
    expect(accepted).toBe(6);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r).toMatchObject({ statusCode: 400, body: { msg: 'Insufficient balance' } });
    expect((await playerBalances(t.db, p.userId)).cash).toBe(10_000);
    const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1', [p.userId])) as [{ n: number }];
    expect(n).toBe(6);
  });

  it('returns the first withdrawal for a retried request id', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1000 });
    const account = await upiAccount(p.token);
    const body = { amount: 400, payout_account_id: account, request_id: 'retry-abc' };
    const [a, b] = await Promise.all([post(t.app, 'payments/withdraw', body, { token: p.token }), post(t.app, 'payments/withdraw', body, { token: p.token })]);
    const c = await post(t.app, 'payments/withdraw', body, { token: p.token });
    expect([a, b, c].map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set([a, b, c].map((r) => r.body.data.referenceNo)).size).toBe(1);
    expect((await playerBalances(t.db, p.userId)).cash).toBe(60_000);
  });

  it('only pays to the player\'s own saved accounts, validated', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1000 });
    const q = await createPlayer(t.db, { balanceRupees: 1000 });
    const qAccount = await upiAccount(q.token);
    expect((await post(t.app, 'payments/withdraw', { amount: 200, payout_account_id: qAccount }, { token: p.token })).body.msg).toBe(
      'Please choose a saved UPI id or bank account',
    );
    const bank = await post(t.app, 'payments/payout-accounts', { type: 'bank', account_name: 'P One', account_number: '123456789012', ifsc: 'sbin0001234' }, { token: p.token });
    expect(bank.body.data).toMatchObject({ account_number: '********9012', ifsc: 'SBIN0001234' });
    expect((await post(t.app, 'payments/payout-accounts', { type: 'bank', account_name: 'P', account_number: '12', ifsc: 'SBIN0001234' }, { token: p.token })).body.msg).toBe(
      'Account number must be 9 to 18 digits',
    );
    expect((await post(t.app, 'payments/payout-accounts', { type: 'bank', account_name: 'P', account_number: '123456789', ifsc: 'BAD' }, { token: p.token })).body.msg).toBe('IFSC is invalid');
    expect((await post(t.app, 'payments/payout-accounts', { type: 'upi', upi_id: 'not an upi' }, { token: p.token })).body.msg).toBe('UPI id is invalid');
    expect((await post(t.app, 'payments/withdraw', { amount: 200, payout_account_id: bank.body.data.id }, { token: p.token })).statusCode).toBe(200);
    expect((await get(t.app, 'payments/payout-accounts', { token: p.token })).body.data).toHaveLength(1);
  });
});

describe('operator access', () => {
  it('needs an operator login; a player token does not open it', async () => {
    const p = await createPlayer(t.db);
    expect((await get(t.app, 'operator/deposits', { token: p.token })).statusCode).toBe(401);
    expect((await get(t.app, 'operator/deposits')).statusCode).toBe(401);
    expect((await post(t.app, 'operator/login', { user_name: 'ops_one', password: 'wrong-password' })).statusCode).toBe(400);
    expect((await post(t.app, 'user/getBalanceCRef', undefined, { token: operatorToken })).statusCode).toBe(401);
  });

  it('logs out', async () => {
    const token = (await post(t.app, 'operator/login', { user_name: 'ops_two', password: 'operator-pass-2' })).body.data.accessToken;
    expect((await post(t.app, 'operator/logout', undefined, { token })).statusCode).toBe(200);
    expect((await get(t.app, 'operator/deposits', { token })).statusCode).toBe(401);
  });
});

describe('operator bonuses', () => {
  it('grants a bonus once per grant id to the operator\'s own players', async () => {
    const p = await createPlayer(t.db);
    const body = { user_id: p.userId, amount: 250, wagering_multiplier: 4, grant_id: `welcome-${p.userId}` };
    const first = await post(t.app, 'operator/bonuses', body, { token: operatorToken });
    expect(first.body.data).toMatchObject({ amount: 250, wagering_required_paise: 100_000, status: 'active' });
    expect((await post(t.app, 'operator/bonuses', body, { token: operatorToken })).body.data.id).toBe(first.body.data.id);
    expect(await playerBalances(t.db, p.userId)).toMatchObject({ bonus: 25_000 });
    expect((await post(t.app, 'operator/bonuses', body, { token: secondOperatorToken })).statusCode).toBe(404);
    expect((await post(t.app, 'operator/bonuses', { ...body, amount: 0 }, { token: operatorToken })).statusCode).toBe(400);
    const wagering = await get(t.app, 'account/wagering-details?walletType=sports', { token: p.token });
    expect(wagering.body.result).toMatchObject({ bonusBalance: 250, wageringRequired: 1000, wageringRemaining: 1000 });
  });
});

describe('operator CLI', () => {
  it('lists and decides requests, audited as cli', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 0 });
    const utr = nextUtr();
    const dep = await post(t.app, 'payments/deposit', { amount: 250, utr }, { token: p.token });
    const id = Number(dep.body.data.referenceNo.slice(1));
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l) };
    expect(await runOperatorCli(t.db, ['list', 'deposits', '--status', 'pending'], io)).toBe(0);
    expect(lines.some((l) => l.startsWith(`${id}\t`))).toBe(true);
    expect(await runOperatorCli(t.db, ['approve', 'deposit', String(id), '--as', 'ops_one', '--note', 'cli'], io)).toBe(0);
    expect(lines.at(-1)).toBe(`deposit ${id}: approved`);
    expect((await playerBalances(t.db, p.userId)).cash).toBe(25_000);
    expect(await runOperatorCli(t.db, ['approve', 'deposit', String(id)], io)).toBe(1);
    expect(lines.at(-1)).toBe('error: Deposit is already approved');
    expect(await runOperatorCli(t.db, ['bogus'], io)).toBe(2);
    const [entry] = await t.db.query<{ via: string }>(`SELECT via FROM operator_audit WHERE action = 'deposit.approve' AND entity_id = $1`, [id]);
    expect(entry!.via).toBe('cli');
    expect(await runOperatorCli(t.db, ['create-operator', '1', 'cli_made', 'long-enough-pw'], io)).toBe(0);
  });
});
