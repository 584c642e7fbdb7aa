// Settling, at start, every bet a previous run of the provider left open (journal.ts):
//   - a decided win whose credit may not have reached Khel: credited (c-{id}; a replay if it had);
//   - a card bet in a round whose deal had begun: settled from the round's committed seed (the deal
//     is fixed by it), the win credited, a loss closed;
//   - anything else (a round that never resolved: betting not closed, an Aviator flight cut short, a
//     debit whose answer never came): the stake rolled back (d-{id}; Khel returns a debit it has, and
//     records the rollback of one it never saw, so a late copy of it is refused).
// Each call is the bet's own transaction id, which Khel executes once: recovery run twice (the
// provider killed again while recovering) moves no money twice.
//
// Files: the running provider appends to rounds.jsonl. At start it is renamed recover-{time}.jsonl;
// the open records of every recover-*.jsonl are merged into one new recover file, which recovery
// appends its own records to and deletes once nothing is left open (a wallet that does not answer
// is tried again every few seconds).
import { existsSync, mkdirSync, readdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WalletAnswer } from '../wallet/protocol';
import type { WalletClient } from '../wallet/client';
import { FileJournal, journalPath, openBets, openRecords, readJournal, type JournalBet } from './journal';

/** A card round whose deal had begun when the provider stopped. */
export interface OpenRound {
  gameId: string;
  round: string;
  seed: string;
}

/** Settles a dealt round from its seed: what each of its bets returns (0 = lost). */
export type OpenRoundSettler = (round: OpenRound, bets: readonly JournalBet[]) => ReadonlyMap<string, number>;

export interface RecoveryReport {
  paid: number;
  lost: number;
  refunded: number;
  /** bets still open (the wallet did not answer or refused): tried again */
  left: number;
}

/**
 * At start: moves the last run's journal aside and merges every journal not yet recovered into one
 * recover file (null when nothing is open). Returns the journal for this run too.
 */
export function openJournals(dataDir: string, now = Date.now()): { journal: FileJournal; recovery: FileJournal | null } {
  mkdirSync(dataDir, { recursive: true });
  const current = journalPath(dataDir);
  if (existsSync(current)) renameSync(current, join(dataDir, `recover-${now}-0.jsonl`));
  const old = readdirSync(dataDir)
    .filter((f) => /^recover-\d+-\d+\.jsonl$/.test(f))
    .sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1]));
  const records = old.flatMap((f) => readJournal(join(dataDir, f)));
  const keep = openRecords(records);
  let recovery: FileJournal | null = null;
  if (keep.length > 0) {
    const merged = join(dataDir, `recover-${now}-1.jsonl`);
    writeFileSync(merged, keep.map((r) => `${JSON.stringify(r)}\n`).join(''), { flush: true });
    recovery = new FileJournal(merged, keep);
  }
  for (const f of old) if (join(dataDir, f) !== recovery?.path) unlinkSync(join(dataDir, f));
  return { journal: new FileJournal(current, []), recovery };
}

const ok = (answer: WalletAnswer) => answer.status === 'OK';

/** Settles every open bet of `journal`'s records through the wallet; appends what it did. */
export async function recoverOpenBets(journal: FileJournal, wallet: WalletClient, settlers: Readonly<Record<string, OpenRoundSettler>>): Promise<RecoveryReport> {
  const { bets, rounds } = openBets(journal.records);
  const report: RecoveryReport = { paid: 0, lost: 0, refunded: 0, left: 0 };

  // Dealt card rounds: their bets' returns, from the committed seed.
  const decided = new Map<string, number>();
  const byRound = new Map<string, JournalBet[]>();
  for (const b of bets.values()) {
    if (!b.in || b.win !== null) continue;
    const key = `${b.bet.gameId}:${b.bet.round}`;
    byRound.set(key, [...(byRound.get(key) ?? []), b.bet]);
  }
  for (const [key, roundBets] of byRound) {
    const round = rounds.get(key);
    const settle = settlers[roundBets[0]!.gameId];
    if (!round?.closed || !settle) continue;
    const returns = settle({ gameId: roundBets[0]!.gameId, round: roundBets[0]!.round, seed: round.seed }, roundBets);
    for (const [id, paise] of returns) decided.set(id, paise);
  }

  for (const open of bets.values()) {
    const { bet } = open;
    let win = open.win;
    if (win === null && decided.has(bet.id)) {
      win = decided.get(bet.id)!;
      if (win > 0) await journal.win(bet.id, win);
    }
    const record = (answer: WalletAnswer, how: 'paid' | 'refunded') => {
      if (ok(answer)) {
        journal.done(bet.id, how);
        report[how] += 1;
      } else {
        console.error(`casino provider: recovery of bet ${bet.id} refused`, answer);
        report.left += 1;
      }
    };
    try {
      if (win === 0) {
        journal.done(bet.id, 'lost');
        report.lost += 1;
      } else if (win !== null) {
        record(await wallet.credit({ playerId: bet.playerId, gameId: bet.gameId, gameName: bet.gameName, roundId: bet.walletRoundId, transactionId: `c-${bet.id}`, amountPaise: win }), 'paid');
      } else {
        record(await wallet.rollback({ playerId: bet.playerId, gameId: bet.gameId, roundId: bet.walletRoundId, transactionId: `d-${bet.id}`, amountPaise: bet.amountPaise }), 'refunded');
      }
    } catch {
      report.left += 1; // the wallet did not answer: tried again later
    }
  }
  return report;
}

/**
 * Recovers until nothing is left open (every `retryMs` while the wallet does not answer), then
 * deletes the recover file. Resolves with the first pass's report.
 */
export async function recoverInBackground(recovery: FileJournal | null, wallet: WalletClient, settlers: Readonly<Record<string, OpenRoundSettler>>, retryMs = 5_000): Promise<RecoveryReport | null> {
  if (!recovery) return null;
  const first = await recoverOpenBets(recovery, wallet, settlers);
  const finish = (report: RecoveryReport): boolean => {
    if (report.left > 0) return false;
    recovery.close();
    unlinkSync(recovery.path);
    return true;
  };
  console.log(`casino provider: recovered open bets of the last run: ${first.paid} paid, ${first.lost} lost, ${first.refunded} refunded, ${first.left} left`);
  if (!finish(first)) {
    const again = async () => {
      recovery.records.splice(0, recovery.records.length, ...readJournal(recovery.path));
      const report = await recoverOpenBets(recovery, wallet, settlers);
      if (!finish(report)) setTimeout(again, retryMs).unref();
    };
    setTimeout(again, retryMs).unref();
  }
  return first;
}
