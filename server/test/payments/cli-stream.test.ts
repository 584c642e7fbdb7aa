// A deposit the operator CLI approves (another process than the servers) reaches the player's stream
// on every instance: once it commits, the CLI publishes <prefix>.player.<userId> on NATS, which each
// instance's fan-out tells its stream (cluster/fanout.ts). Needs NATS: skipped saying why when none
// answers, except under CI (support/required-services.ts).
import crypto from 'node:crypto';
import { Bus } from '../../src/cluster/bus';
import { runOperatorCli, tellStreamsOverNats } from '../../src/cli/operator';
import { createOperatorUser } from '../../src/operator/operators';
import { post, startTestApp, type TestApp } from '../support/app';
import { createPlayer } from '../support/players';
import { serviceMissing } from '../support/required-services';
import { NATS_URL, reachable } from '../cluster/harness';

let t: TestApp;
let skipped: string | null = null;
const prefix = `${process.env.KHEL_NATS_PREFIX || 'khel-test'}-cli-${crypto.randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  if (!(await reachable(NATS_URL))) {
    skipped = serviceMissing(`no NATS answers at ${NATS_URL}`, 'the CLI-over-NATS test');
    return;
  }
  t = await startTestApp();
  await createOperatorUser(t.db, { operatorId: 1, userName: 'ops_cli_nats', name: 'Ops', password: 'operator-pass-1' });
});
afterAll(async () => {
  await t?.close();
});

it('publishes the player of a deposit it approves, after the commit', async () => {
  if (skipped) return;
  const p = await createPlayer(t.db, { balanceRupees: 0 });
  const utr = `${Date.now()}`.slice(-12).padStart(12, '9');
  expect((await post(t.app, 'payments/deposit', { amount: 120, utr, method: 'upi' }, { token: p.token })).statusCode).toBe(200);
  const [deposit] = await t.db.query<{ id: number }>('SELECT id FROM deposits WHERE utr = $1', [utr]);

  const listener = await Bus.connect(NATS_URL, prefix, 'cli-stream-test');
  const heard: Array<{ subject: string; message: unknown }> = [];
  listener.subscribe(listener.subject('player', '*'), (message, subject) => heard.push({ subject, message }));
  await listener.nc.flush();
  const stop = await tellStreamsOverNats(t.db, { KHEL_NATS_URL: NATS_URL, KHEL_NATS_PREFIX: prefix });
  try {
    const lines: string[] = [];
    expect(await runOperatorCli(t.db, ['approve', 'deposit', String(deposit!.id), '--as', 'ops_cli_nats'], { out: (l) => lines.push(l) })).toBe(0);
    expect(lines.at(-1)).toBe(`deposit ${deposit!.id}: approved`);
    // a refused approval moves nothing and tells nobody
    expect(await runOperatorCli(t.db, ['approve', 'deposit', String(deposit!.id), '--as', 'ops_cli_nats'], { out: (l) => lines.push(l) })).toBe(1);
  } finally {
    await stop();
  }
  const deadline = Date.now() + 3000;
  while (heard.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 100));
  await listener.close();
  expect(heard).toEqual([{ subject: `${prefix}.player.${p.userId}`, message: { o: expect.stringMatching(/^operator-cli-/), k: 'p' } }]);
});
