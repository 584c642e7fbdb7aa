// The built-in casino provider killed (SIGKILL) in the middle of a round and started again, against a
// real Khel server: the stake it had debited comes back exactly once, from the provider's round
// journal and the wallet's idempotent rollback, and the ledger still sums to zero.
import { startLiveServer, type LiveServer } from '../support/live-server';
import { openLaunch, providerProcess, type ProviderProcess } from '../support/provider-process';
import { createPlayer } from '../support/players';
import { assertLedgerBalanced, playerBalances } from '../../src/wallet/ledger';

let t: LiveServer;
let provider: ProviderProcess;
// A long betting window: the round is still taking bets when the provider is killed.
const startProvider = () => provider.start(`${t.origin}/api/v1`, { KHEL_CARDS_BETTING_MS: '600000' });
const killProvider = () => provider.kill();

beforeAll(async () => {
  provider = await providerProcess();
  t = await startLiveServer({ KHEL_PROVIDER_URL: provider.origin });
}, 60_000);

afterAll(async () => {
  await provider?.close();
  await t?.close();
});

const rollbacks = async (userId: number) =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transfers tr JOIN accounts a ON a.id = tr.to_account_id WHERE a.user_id = $1 AND tr.kind = 'casino_rollback'`,
      [userId],
    )
  )[0]!.n;

it('refunds a card bet exactly once when the provider is killed mid-round and started again', async () => {
  await startProvider();
  const player = await createPlayer(t.db, { balanceRupees: 1_000 });
  const launch = await t.call('lotus/lobbyUrl', { body: { game_id: 'dt20', game_type: 'live' }, token: player.token });
  expect(launch.status).toBe(200);
  const launched = await openLaunch(launch.body.launchUrl as string);
  expect(launched.status).toBe(302);
  const session = launched.session!;

  const bet = await fetch(`${provider.origin}/api/games/dt20/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session': session },
    body: JSON.stringify({ requestId: 'restart-e2e-0001', marketId: 'winner', selectionId: 'dragon', side: 'back', odds: 200, stakePaise: 100_00 }),
  });
  expect(bet.status).toBe(200);
  expect((await playerBalances(t.db, player.userId)).cash).toBe(900_00);

  await killProvider(); // mid-round: betting is still open, nothing settled
  expect((await playerBalances(t.db, player.userId)).cash).toBe(900_00);

  await startProvider();
  for (let i = 0; i < 100 && (await playerBalances(t.db, player.userId)).cash !== 1_000_00; i++) await new Promise((r) => setTimeout(r, 100));
  expect((await playerBalances(t.db, player.userId)).cash).toBe(1_000_00);
  expect(await rollbacks(player.userId)).toBe(1);
  await assertLedgerBalanced(t.db);

  // Killed and started once more: the settled bet is not refunded again.
  await killProvider();
  await startProvider();
  await new Promise((r) => setTimeout(r, 500));
  expect((await playerBalances(t.db, player.userId)).cash).toBe(1_000_00);
  expect(await rollbacks(player.userId)).toBe(1);
  const [round] = await t.db.query<{ debit_paise: number; credit_paise: number }>('SELECT debit_paise, credit_paise FROM casino_rounds WHERE user_id = $1', [player.userId]);
  expect(round).toEqual({ debit_paise: 0, credit_paise: 0 });
  await assertLedgerBalanced(t.db);
}, 60_000);
