// The built-in casino provider killed (SIGKILL) in the middle of a round and started again, against a
// real Khel server: the stake it had debited comes back exactly once, from the provider's round
// journal and the wallet's idempotent rollback, and the ledger still sums to zero.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { createPlayer } from '../support/players';
import { assertLedgerBalanced, playerBalances } from '../../src/wallet/ledger';

const providerDir = resolve(__dirname, '../../../casino-provider');
let t: LiveServer;
let work: string;
let bundle: string;
let providerPort: number;
let provider: ChildProcess | null = null;

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

async function startProvider(): Promise<void> {
  const child = spawn(process.execPath, [bundle], {
    cwd: work,
    env: {
      PATH: process.env.PATH,
      KHEL_PROVIDER_PORT: String(providerPort),
      KHEL_LISTEN_HOST: '127.0.0.1',
      KHEL_API_URL: `${t.origin}/api/v1`,
      KHEL_PROVIDER_DATA_DIR: join(work, 'data'),
      // A long betting window: the round is still taking bets when the provider is killed.
      KHEL_CARDS_BETTING_MS: '600000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  provider = child;
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  for (let i = 0; i < 200; i++) {
    if (out.includes('listening on')) return;
    if (child.exitCode !== null) throw new Error(`provider exited: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`provider did not start: ${out}`);
}

async function killProvider(): Promise<void> {
  const child = provider!;
  provider = null;
  if (child.exitCode !== null) return;
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'khel-provider-restart-'));
  bundle = join(work, 'provider.js');
  await build({ entryPoints: [join(providerDir, 'src/main.ts')], outfile: bundle, bundle: true, platform: 'node', target: 'node20', format: 'cjs', logLevel: 'warning' });
  providerPort = await freePort();
  t = await startLiveServer({ KHEL_PROVIDER_URL: `http://127.0.0.1:${providerPort}` });
}, 60_000);

afterAll(async () => {
  if (provider) await killProvider();
  await t?.close();
  rmSync(work, { recursive: true, force: true });
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
  const launched = await fetch(launch.body.launchUrl as string, { redirect: 'manual' });
  expect(launched.status).toBe(302);
  const session = new URL(launched.headers.get('location')!, 'http://provider').searchParams.get('s')!;

  const bet = await fetch(`http://127.0.0.1:${providerPort}/api/games/dt20/bet`, {
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
