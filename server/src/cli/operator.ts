// Operator CLI: the same actions as the operator API, for someone on the server.
//   node dist/operator.js create-operator <operatorId> <userName> <password> [name]
//   node dist/operator.js list deposits|withdrawals [--operator N] [--status pending]
//   node dist/operator.js approve|reject deposit|withdrawal <id> [--operator N] [--as userName] [--note text]
//   node dist/operator.js reconcile <statement.csv> [--operator N] [--as userName]   (payments/reconciliation.ts)
// With tsx-less setups: `node server/build.mjs` bundles it; in development run it through jest's
// swc or `node --experimental-strip-types`. Reads DATABASE_URL / KHEL_DATA_DIR like the server.
import { loadConfig } from '../config';
import type { Database } from '../store/db';
import { openDatabase } from '../store/open';
import type { Actor } from '../operator/audit';
import { createOperatorUser, findOperatorUser } from '../operator/operators';
import { approveDeposit, listDeposits, rejectDeposit } from '../payments/deposits';
import { approveWithdrawal, listWithdrawals, rejectWithdrawal } from '../payments/withdrawals';
import { reconcileStatement } from '../payments/reconciliation';
import { Bus } from '../cluster/bus';
import { clusterConfig } from '../cluster/cluster';
import { publishPlayerMoney } from '../cluster/fanout';
import fs from 'node:fs';
import path from 'node:path';

export interface CliIo {
  out: (line: string) => void;
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const USAGE = `usage:
  create-operator <operatorId> <userName> <password> [name]
  list deposits|withdrawals [--operator N] [--status S]
  approve|reject deposit|withdrawal <id> [--operator N] [--as operatorUserName] [--note text]
  reconcile <statement.csv> [--operator N] [--as operatorUserName]`;

/** Runs one CLI command against `db`; returns the exit code. */
export async function runOperatorCli(db: Database, args: string[], io: CliIo): Promise<number> {
  const [command, a1, a2, a3, a4] = args;
  const operatorId = Number(option(args, 'operator') ?? 1);
  if (!Number.isSafeInteger(operatorId) || operatorId <= 0) {
    io.out('--operator must be a positive whole number');
    return 2;
  }
  try {
    if (command === 'create-operator' && a1 && a2 && a3) {
      const created = await createOperatorUser(db, { operatorId: Number(a1), userName: a2, password: a3, name: a4 ?? a2 });
      io.out(`created operator user ${created.userName} (#${created.id}) for operator ${created.operatorId}`);
      return 0;
    }
    if (command === 'list' && (a1 === 'deposits' || a1 === 'withdrawals')) {
      const filter = { page: 1, limit: 150, status: option(args, 'status') };
      const rows = a1 === 'deposits' ? await listDeposits(db, { operatorId }, filter) : await listWithdrawals(db, { operatorId }, filter);
      for (const r of rows) io.out(`${r.id}\tuser ${r.user_id}\t₹${(r.amount_paise / 100).toFixed(2)}\t${r.status}\t${new Date(r.created_at).toISOString()}`);
      io.out(`${rows.length} ${a1}`);
      return 0;
    }
    const actorOf = async (): Promise<Actor | null> => {
      const as = option(args, 'as');
      const operatorUser = as ? await findOperatorUser(db, as) : undefined;
      if (as && !operatorUser) {
        io.out(`no operator user ${as}`);
        return null;
      }
      return { operatorUserId: operatorUser?.id ?? null, operatorId: operatorUser?.operatorId ?? operatorId, via: 'cli' };
    };
    if (command === 'reconcile' && a1) {
      const actor = await actorOf();
      if (!actor) return 2;
      const r = await reconcileStatement(db, actor, { name: path.basename(a1), csv: fs.readFileSync(a1, 'utf8') });
      const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;
      for (const l of r.matched) io.out(`matched\tline ${l.line_no}\t${l.utr}\t${rupees(l.credit_paise)}\tdeposit ${l.deposit_id}${l.approved_now ? ' approved now' : ''}`);
      for (const l of r.mismatches) io.out(`mismatch\tline ${l.line_no}\t${l.utr}\t${rupees(l.credit_paise)}\tdeposit ${l.deposit_id} asks ${rupees(l.deposit_amount_paise ?? 0)}`);
      for (const l of [...r.lines_without_deposit, ...r.duplicates, ...r.already_decided]) io.out(`${l.status}\tline ${l.line_no}\t${l.utr ?? '-'}\t${rupees(l.credit_paise)}`);
      for (const d of r.deposits_without_line) io.out(`no line\tdeposit ${d.id}\t${d.utr}\t${rupees(d.amount_paise)}`);
      io.out(`${r.credit_lines} credit lines (${r.new_lines} new): ${r.matched.filter((l) => l.approved_now).length} deposits approved`);
      return 0;
    }
    if ((command === 'approve' || command === 'reject') && (a1 === 'deposit' || a1 === 'withdrawal') && a2 && /^\d+$/.test(a2)) {
      const actor = await actorOf();
      if (!actor) return 2;
      const note = option(args, 'note') ?? null;
      const id = Number(a2);
      const action = {
        'approve deposit': approveDeposit,
        'reject deposit': rejectDeposit,
        'approve withdrawal': approveWithdrawal,
        'reject withdrawal': rejectWithdrawal,
      }[`${command} ${a1}`]!;
      const row = await action(db, actor, id, note);
      io.out(`${a1} ${row.id}: ${row.status}`);
      return 0;
    }
    io.out(USAGE);
    return 2;
  } catch (err) {
    io.out(`error: ${(err as Error).message}`);
    return 1;
  }
}

/**
 * With several instances (KHEL_NATS_URL), a balance the CLI changes (a deposit approved, a withdrawal
 * rejected) reaches the player's stream on every instance once it commits; with one instance and no
 * NATS the player's page sees it at its next balance poll. Returns what stops it (pending messages sent).
 */
export async function tellStreamsOverNats(db: Database, env: NodeJS.ProcessEnv = process.env): Promise<() => Promise<void>> {
  const cluster = clusterConfig(env);
  if (!cluster) return async () => undefined;
  const from = `operator-cli-${process.pid}`;
  const bus = await Bus.connect(cluster.natsUrl, cluster.prefix, from);
  const tell = (userId: number) => publishPlayerMoney(bus, from, userId);
  db.committed.on('player', tell);
  return async () => {
    db.committed.off('player', tell);
    await bus.close();
  };
}

if (require.main === module) {
  void (async () => {
    const db = await openDatabase(loadConfig());
    const stopTelling = await tellStreamsOverNats(db);
    const code = await runOperatorCli(db, process.argv.slice(2), { out: (line) => console.log(line) });
    await stopTelling();
    await db.close();
    process.exit(code);
  })();
}
