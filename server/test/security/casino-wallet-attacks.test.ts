// Attacks on the casino wallet (issue 31, findings 1, 3, 4 and 5), against real processes: Khel's
// server on a real port and the built-in provider as its own process, every call over sockets on
// 127.0.0.1. Each attack is tried and seen refused, with the money checked to the paisa afterwards:
// the player's balance, the provider's journal (its own ledger of what it was debited) and Khel's
// ledger summing to zero.
import { startLiveServer, type LiveServer } from '../support/live-server';
import { openLaunch, providerProcess, type ProviderProcess } from '../support/provider-process';
import { createPlayer, type TestPlayer } from '../support/players';
import { creditBody, debitBody, qtIds, qtWallet, rollbackBody } from '../support/qt-wallet';
import { assertLedgerBalanced, playerAccounts, playerBalances, systemAccount, transfer } from '../../src/wallet/ledger';
import { setPlayerLock } from '../../src/operator/players-admin';

let t: LiveServer;
let provider: ProviderProcess;
let w: ReturnType<typeof qtWallet>;

beforeAll(async () => {
  provider = await providerProcess();
  t = await startLiveServer({ KHEL_PROVIDER_URL: provider.origin });
  // A long betting window: every bet of a test lands in the card round it opened.
  await provider.start(`${t.origin}/api/v1`, { KHEL_CARDS_BETTING_MS: '600000' });
  w = qtWallet(t.origin);
}, 60_000);
afterAll(async () => {
  await provider?.close();
  await t?.close();
});
afterEach(() => assertLedgerBalanced(t.db));

const cash = async (p: TestPlayer) => (await playerBalances(t.db, p.userId)).cash;
const refused = (code: string, status = 400) => ({ statusCode: status, body: { code, message: expect.any(String) } });
const topUp = (p: TestPlayer, paise: number, key: string) =>
  t.db.transaction(async (tx) => {
    await transfer(tx, { idempotencyKey: `attack-topup:${key}`, fromAccountId: await systemAccount(tx, 'house', 1), toAccountId: (await playerAccounts(tx, p.userId)).cash, amountPaise: paise, kind: 'test_funding' });
  });

/** The player's launch at Khel, opened at the provider as the frame would: the launch URL and the provider's session. */
async function launched(p: TestPlayer, gameId: string): Promise<{ url: string; token: string; session: string }> {
  const res = await t.call('qtech/launchUrl', { body: { gameId, providerCode: 'QT' }, token: p.token });
  expect(res.status).toBe(200);
  const url = res.body.data as string;
  const opened = await openLaunch(url);
  expect(opened.status).toBe(302);
  return { url, token: new URL(url).searchParams.get('token')!, session: opened.session! };
}

const cardBet = (session: string, requestId: string, stakePaise: number, selectionId = 'dragon') =>
  fetch(`${provider.origin}/api/games/dt20/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session': session },
    body: JSON.stringify({ requestId, marketId: 'winner', selectionId, side: 'back', odds: 200, stakePaise }),
  });

describe('finding 1: a refused or refunded request id never becomes a free bet', () => {
  it('the wallet refuses a rolled-back debit replayed at another amount or round, and pays no win on it', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 2060 });
    const { token } = await launched(p, 'dt20');
    // The provider's session verified the Wallet-Session; the attacker replays what the provider sent.
    const first = qtIds();
    expect((await w.transaction(debitBody(p, 10, first), token)).statusCode).toBe(200);
    expect((await w.rollback(rollbackBody(p, { ...first, amount: 10 }))).statusCode).toBe(200); // 'your stake is returned'
    const nextRound = qtIds().roundId;
    expect(await w.transaction(debitBody(p, 500, { txnId: first.txnId, roundId: nextRound }), token)).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.transaction(debitBody(p, 10, first), token)).toEqual(refused('REQUEST_DECLINED')); // stays rolled back
    expect(await w.transaction(creditBody(p, 1020, nextRound), null)).toEqual(refused('REQUEST_DECLINED')); // no debit in that round
    expect(await w.transaction(creditBody(p, 1020, first.roundId), null)).toEqual(refused('REQUEST_DECLINED')); // its debit was returned
    expect(await cash(p)).toBe(2060_00);
  });

  it('the provider answers a refused request id with its refusal for ever: no debit, nothing in its journal', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 100 });
    const { session } = await launched(p, 'dt20');
    const broke = await cardBet(session, 'attack-refused-0001', 500_00);
    expect(broke.status).toBe(402);
    await topUp(p, 1000_00, `${p.userId}-a`);
    const replayed = await cardBet(session, 'attack-refused-0001', 500_00, 'tiger');
    expect(replayed.status).toBe(402); // the first answer, not a new bet
    const real = await cardBet(session, 'attack-real-00001', 10_00);
    expect(real.status).toBe(200);
    const again = await cardBet(session, 'attack-real-00001', 500_00, 'tiger'); // the same request at another stake: the first bet
    expect(((await again.json()) as { riskPaise: number }).riskPaise).toBe(10_00);
    expect(await cash(p)).toBe(1090_00);
    const bets = provider.journal().filter((r) => r.k === 'bet' && r.p === String(p.userId));
    expect(bets.map((b) => b.a)).toEqual([500_00, 10_00]); // the refused one is journalled as refused, then done
    const refusedBet = bets[0]!.id;
    expect(provider.journal().some((r) => r.k === 'done' && r.id === refusedBet && r.how === 'refused')).toBe(true);
  });
});

describe('finding 4: a locked player cannot stake anywhere', () => {
  it('the open provider session, the old launch URL and a direct debit are all refused after an operator lock', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1000 });
    const { url, token, session } = await launched(p, 'dt20');
    expect((await cardBet(session, 'attack-lock-00001', 10_00)).status).toBe(200);
    expect((await openLaunch(url)).status).toBe(403); // a launch URL opens once
    await setPlayerLock(t.db, { operatorUserId: null, operatorId: 1, via: 'cli' }, p.userId, { locked: true, reason: 'attack test' });
    for (let i = 0; i < 3; i++) expect((await cardBet(session, `attack-lock-1000${i}`, 10_00)).status).toBeGreaterThanOrEqual(401);
    expect((await openLaunch(url)).status).toBe(403);
    expect((await t.call('qtech/launchUrl', { body: { gameId: 'dt20', providerCode: 'QT' }, token: p.token })).status).toBe(401);
    expect(await w.transaction(debitBody(p, 10), token)).toEqual(refused('ACCOUNT_BLOCKED', 403));
    expect(await w.balance(p.userId, token)).toEqual(refused('INVALID_TOKEN'));
    expect(await cash(p)).toBe(990_00);
  });
});

describe('finding 5: a captured wallet request cannot be reused as another call', () => {
  it('a debit body replayed as a credit and as a rollback pays nothing; a replay never shows another player\'s balance', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1000 });
    const other = await createPlayer(t.db, { balanceRupees: 5000 });
    const { token } = await launched(p, 'dt20');
    const { token: otherToken } = await launched(other, 'dt20');
    const captured = debitBody(p, 200);
    expect((await w.transaction(captured, token)).body.balance).toBe(800);
    expect(await w.transaction({ ...captured, txnType: 'CREDIT' }, token)).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.rollback(captured)).toEqual(refused('REQUEST_DECLINED')); // no betId: not a rollback
    expect(await w.rollback({ ...captured, betId: captured.txnId })).toEqual(refused('REQUEST_DECLINED')); // its txnId is the debit's
    expect(await w.reward({ ...captured, rewardType: 'X', rewardTitle: 'X' })).toEqual(refused('REQUEST_DECLINED'));
    expect(await w.transaction({ ...captured, playerId: String(other.userId) }, otherToken)).toEqual(refused('REQUEST_DECLINED'));
    // Settled, then rolled back: refused.
    await w.transaction(creditBody(p, 0, captured.roundId), null);
    expect(await w.rollback(rollbackBody(p, { ...captured, amount: 200 }))).toEqual(refused('REQUEST_DECLINED'));
    expect(await cash(p)).toBe(800_00);
    expect(await cash(other)).toBe(5000_00);
  });
});

describe('finding 3 (casino): the loss limit holds under parallel debits', () => {
  it('a ₹100 daily loss limit and 10 parallel ₹60 debits: exactly one is taken', async () => {
    const p = await createPlayer(t.db, { balanceRupees: 1000 });
    expect((await t.call('account/responsible-gambling', { body: { type: 'limit', kind: 'loss', period: 'day', amount: 100 }, token: p.token })).status).toBe(200);
    // Ten game sessions (ten tabs): nothing but the player's money lock puts their debits in a row.
    const tokens = await Promise.all(Array.from({ length: 10 }, async () => (await launched(p, 'dt20')).token));
    const answers = await Promise.all(tokens.map((token) => w.transaction(debitBody(p, 60), token)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a).toEqual(refused('REQUEST_DECLINED'));
    expect(await cash(p)).toBe(940_00);
  });
});
