// The provider's round journal: an append-only file of what it did with each bet, so a restart
// (a crash, kill -9, a deploy) settles every round it left open. The provider keeps no database and
// Khel's wallet knows only money (a round's debits and credits), not a game's state: which Aviator
// bet cashed out at what, which card round was dealt from which seed. So the provider writes its own
// durable record, one JSON object a line, under its data directory:
//
//   bet    {id, g, n, p, r, a, round, detail?}   before the stake's debit (d-{id}) is sent
//   in     {id}                                  the bet is in its round (card tables: taken while betting)
//   round  {g, round, seed}                      a card round's committed seed, when it opens
//   closed {g, round}                            betting closed and the deal began
//   win    {id, a}                               a decided win, before its credit (c-{id}) is sent
//   done   {id, how}                             nothing more to do: paid, lost, refunded or refused
//
// `bet` and `win` are flushed to disk (fdatasync) before the wallet call they announce; the others
// are written to the file at once (a killed process loses nothing written). Transaction ids derive
// from the bet id, and Khel's wallet executes each once, so a call that did land before the crash
// and is sent again on recovery moves no money twice. See recovery.ts.
import { closeSync, fdatasyncSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync, writeSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type DoneHow = 'paid' | 'lost' | 'refunded' | 'refused';

export type JournalRecord =
  | { k: 'bet'; id: string; g: string; n: string; p: string; r: string; a: number; round: string; detail?: unknown }
  | { k: 'in'; id: string }
  | { k: 'round'; g: string; round: string; seed: string }
  | { k: 'closed'; g: string; round: string }
  | { k: 'win'; id: string; a: number }
  | { k: 'done'; id: string; how: DoneHow };

/** A bet as the journal knows it. */
export interface JournalBet {
  /** the bet id: its debit is d-{id}, its credit c-{id} */
  id: string;
  gameId: string;
  gameName: string;
  playerId: string;
  /** the wallet's round id */
  walletRoundId: string;
  amountPaise: number;
  /** the game's own round id (a card round's id, Aviator's round number) */
  round: string;
  detail?: unknown;
}

export interface RoundJournal {
  bet(bet: JournalBet): void;
  betIn(id: string): void;
  round(gameId: string, round: string, seed: string): void;
  closed(gameId: string, round: string): void;
  win(id: string, amountPaise: number): void;
  done(id: string, how: DoneHow): void;
}

/** No journal (unit tests of a game's rules, which do not restart). */
export const NO_JOURNAL: RoundJournal = { bet() {}, betIn() {}, round() {}, closed() {}, win() {}, done() {} };

export const journalPath = (dataDir: string) => join(dataDir, 'rounds.jsonl');

export class FileJournal implements RoundJournal {
  private fd: number;

  /** Opens (creating) the journal; `records` are what it held before this start. */
  constructor(readonly path: string, readonly records: JournalRecord[] = readJournal(path)) {
    mkdirSync(dirname(path), { recursive: true });
    this.fd = openSync(path, 'a');
  }

  bet(b: JournalBet): void {
    const rec: JournalRecord = { k: 'bet', id: b.id, g: b.gameId, n: b.gameName, p: b.playerId, r: b.walletRoundId, a: b.amountPaise, round: b.round };
    if (b.detail !== undefined) rec.detail = b.detail;
    this.append(rec, true);
  }
  betIn(id: string): void {
    this.append({ k: 'in', id });
  }
  round(g: string, round: string, seed: string): void {
    this.append({ k: 'round', g, round, seed });
  }
  closed(g: string, round: string): void {
    this.append({ k: 'closed', g, round });
  }
  win(id: string, a: number): void {
    this.append({ k: 'win', id, a }, true);
  }
  done(id: string, how: DoneHow): void {
    this.append({ k: 'done', id, how });
  }

  private append(rec: JournalRecord, durable = false): void {
    writeSync(this.fd, `${JSON.stringify(rec)}\n`);
    if (durable) fdatasyncSync(this.fd);
  }

  /**
   * Rewrites the file with only what is still open (the records of unfinished bets and their rounds),
   * through a temporary file and a rename, so the journal does not grow for ever.
   */
  compact(keep: readonly JournalRecord[]): void {
    const tmp = `${this.path}.tmp`;
    writeFileSync(tmp, keep.map((r) => `${JSON.stringify(r)}\n`).join(''));
    const fd = openSync(tmp, 'r+');
    fdatasyncSync(fd);
    closeSync(fd);
    closeSync(this.fd);
    renameSync(tmp, this.path);
    this.fd = openSync(this.path, 'a');
  }

  close(): void {
    closeSync(this.fd);
  }
}

/** The journal's records; a torn last line (the process died while writing it) is skipped. */
export function readJournal(path: string): JournalRecord[] {
  if (!existsSync(path)) return [];
  const out: JournalRecord[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as JournalRecord);
    } catch {
      console.error('casino provider: skipped an unreadable journal line');
    }
  }
  return out;
}
