// Finding 3 of the security review (issue 31): responsible-gambling limits were beaten by parallel
// requests on PostgreSQL (10 parallel ₹400 deposits against a ₹1,000 daily limit: all accepted).
// Each check now runs under the player's money lock (wallet/player-lock.ts) in the transaction of
// the movement it allows; exchange bets are checked one after another by the single writer. The
// attacks run against the real server over HTTP; the money is checked to the paisa afterwards.
import { startLiveServer, type LiveServer } from '../support/live-server';
import { seedEvent } from '../support/catalog';
import { createPlayer } from '../support/players';
import { assertLedgerBalanced, playerAccounts, playerBalances, systemAccount, transfer } from '../../src/wallet/ledger';
import { assertPlayerMayBet } from '../../src/responsible-gambling/responsible-gambling';

let s: LiveServer;
beforeAll(async () => {
  s = await startLiveServer();
});
afterAll(() => s.close());
afterEach(() => assertLedgerBalanced(s.db));

let utrSeq = 0;
const nextUtr = () => `5${String(Date.now() % 1_000_000).padStart(6, '0')}${String((utrSeq += 1)).padStart(5, '0')}`;

const setLimit = async (token: string, kind: 'deposit' | 'loss', amount: number) =>
  expect((await s.call('account/responsible-gambling', { token, body: { type: 'limit', kind, period: 'day', amount } })).status).toBe(200);

describe('finding 3: limits hold against parallel requests', () => {
  it('10 parallel ₹400 deposits against a ₹1,000 daily deposit limit: two are recorded, ₹800, the rest refused with the limit', async () => {
    const p = await createPlayer(s.db);
    await setLimit(p.token, 'deposit', 1000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => s.call('payments/deposit', { token: p.token, body: { amount: 400, utr: nextUtr() } })));
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused).toMatchObject({ status: 400, body: { code: 'deposit_limit', msg: 'This deposit is over your daily deposit limit of ₹1,000. You can deposit up to ₹200 now.' } });
    }
    const [row] = await s.db.query<{ n: number; paise: number }>("SELECT count(*)::int AS n, COALESCE(sum(amount_paise), 0)::bigint AS paise FROM deposits WHERE user_id = $1 AND status <> 'rejected'", [p.userId]);
    expect(row).toEqual({ n: 2, paise: 800_00 });
    // the ₹200 left is still open to one more deposit, and nothing past it
    expect((await s.call('payments/deposit', { token: p.token, body: { amount: 200, utr: nextUtr() } })).status).toBe(200);
    expect((await s.call('payments/deposit', { token: p.token, body: { amount: 100, utr: nextUtr() } })).body.code).toBe('deposit_limit');
  });

  it('10 parallel exchange bets each risking ₹60 against a ₹100 daily loss limit: one is taken, ₹60 held to the paisa', async () => {
    const m = await seedEvent(s.db);
    const p = await createPlayer(s.db, { balanceRupees: 5000 });
    await setLimit(p.token, 'loss', 100);
    const back = () => s.call('bet/saveBet', { token: p.token, body: { is_back: 1, market_id: m.marketId, odds: 2, selection_id: m.runners[0], stack: 60 } });
    const answers = await Promise.all(Array.from({ length: 10 }, back));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused).toMatchObject({ status: 400, body: { code: 'loss_limit', msg: 'This bet could take your losses past your daily net-loss limit of ₹100.' } });
    }
    expect(await playerBalances(s.db, p.userId)).toMatchObject({ cash: 4940_00, hold: 60_00 });
    const [bets] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bets WHERE user_id = $1', [p.userId]);
    expect(bets!.n).toBe(1);
  });

  it('10 parallel casino stakes of ₹60 against a ₹100 daily loss limit, each checked and debited in one transaction: one is debited', async () => {
    const p = await createPlayer(s.db, { balanceRupees: 1000 });
    await setLimit(p.token, 'loss', 100);
    const stake = (i: number) =>
      s.db.transaction(async (tx) => {
        await assertPlayerMayBet(tx, p.userId, 60_00);
        const accounts = await playerAccounts(tx, p.userId);
        await transfer(tx, {
          idempotencyKey: `rg-parallel:${p.userId}:${i}`,
          fromAccountId: accounts.cash,
          toAccountId: await systemAccount(tx, 'casino_clearing', 1),
          amountPaise: 60_00,
          kind: 'casino_debit',
        });
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => stake(i)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'loss_limit' });
    expect((await playerBalances(s.db, p.userId)).cash).toBe(940_00);
  });
});
