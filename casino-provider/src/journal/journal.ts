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
// Every record is written to the file at once (a killed process loses nothing written); `bet` and
// `win` resolve when they are also flushed to disk, and the wallet call they announce waits for
// that. Flushes are grouped (one fdatasync for all the records written meanwhile, off the event
// loop), so a busy table does not wait on the disk once per bet. Transaction ids derive
// from the bet id, and Khel's wallet executes each once, so a call that did land before the crash
// and is sent again on recovery moves no money twice. See recovery.ts. A running journal past
// `maxBytes` is rewritten with only what is still open (between two appends, so nothing is lost).
export const JOURNAL_MAX_BYTES = 64 * 1024 * 1024;
/** Appends between two looks at the file's size. */
const SIZE_CHECK_EVERY = 1000;
import { closeSync, existsSync, fdatasync, fdatasyncSync, fstatSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs';
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
  /** resolves when the record is on disk: send the debit after */
  bet(bet: JournalBet): Promise<void>;
  betIn(id: string): void;
  round(gameId: string, round: string, seed: string): void;
  closed(gameId: string, round: string): void;
  /** resolves when the record is on disk: send the credit after */
  win(id: string, amountPaise: number): Promise<void>;
  /**
   * several bets decided together (a dealer round: its whole return on one bet, 0 on the others), in
   * one write, so a restart never sees the round half decided; resolves when on disk
   */
  wins(wins: ReadonlyArray<{ id: string; amountPaise: number }>): Promise<void>;
  done(id: string, how: DoneHow): void;
}

/** No journal (unit tests of a game's rules, which do not restart). */
export const NO_JOURNAL: RoundJournal = { bet: async () => {}, betIn() {}, round() {}, closed() {}, win: async () => {}, wins: async () => {}, done() {} };

export const journalPath = (dataDir: string) => join(dataDir, 'rounds.jsonl');

export class FileJournal implements RoundJournal {
  private fd: number;
  private appends = 0;
  /** Grouped flushes: the one running, and who waits for the next. */
  private syncing = false;
  private waiting: Array<() => void> = [];
  /** Past its size: rewritten as soon as no flush is running on the file. */
  private compactDue = false;

  /** Opens (creating) the journal; `records` are what it held before this start. */
  constructor(
    readonly path: string,
    readonly records: JournalRecord[] = readJournal(path),
    private readonly maxBytes = JOURNAL_MAX_BYTES,
  ) {
    mkdirSync(dirname(path), { recursive: true });
    this.fd = openSync(path, 'a');
  }

  bet(b: JournalBet): Promise<void> {
    const rec: JournalRecord = { k: 'bet', id: b.id, g: b.gameId, n: b.gameName, p: b.playerId, r: b.walletRoundId, a: b.amountPaise, round: b.round };
    if (b.detail !== undefined) rec.detail = b.detail;
    this.append(rec);
    return this.flushed();
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
  win(id: string, a: number): Promise<void> {
    this.append({ k: 'win', id, a });
    return this.flushed();
  }
  wins(wins: ReadonlyArray<{ id: string; amountPaise: number }>): Promise<void> {
    this.append(...wins.map((w): JournalRecord => ({ k: 'win', id: w.id, a: w.amountPaise })));
    return this.flushed();
  }
  done(id: string, how: DoneHow): void {
    this.append({ k: 'done', id, how });
  }

  /** Appends the records in one write (a process killed meanwhile leaves all of them or none). */
  private append(...recs: JournalRecord[]): void {
    writeSync(this.fd, recs.map((rec) => `${JSON.stringify(rec)}\n`).join(''));
    if (++this.appends % SIZE_CHECK_EVERY === 0 && fstatSync(this.fd).size > this.maxBytes) this.compactDue = true;
    if (this.compactDue && !this.syncing) this.compactNow();
  }

  private compactNow(): void {
    this.compactDue = false;
    this.compact(openRecords(readJournal(this.path)));
  }

  /** Resolves once everything written so far is on disk (one fdatasync serves every waiter of its batch). */
  private flushed(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.flushNext();
    });
  }

  private flushNext(): void {
    if (this.syncing || this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    this.syncing = true;
    fdatasync(this.fd, (err) => {
      if (err) console.error('casino provider: journal flush failed', err);
      this.syncing = false;
      if (this.compactDue) this.compactNow(); // the batch's records are carried over, flushed with the new file
      for (const done of batch) done();
      this.flushNext();
    });
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

interface OpenBet {
  bet: JournalBet;
  in: boolean;
  win: number | null;
}

/** The bets of these records that are not done, with their round records. */
export function openBets(records: readonly JournalRecord[]): { bets: Map<string, OpenBet>; rounds: Map<string, { seed: string; closed: boolean }> } {
  const bets = new Map<string, OpenBet>();
  const rounds = new Map<string, { seed: string; closed: boolean }>();
  for (const r of records) {
    if (r.k === 'bet') bets.set(r.id, { bet: { id: r.id, gameId: r.g, gameName: r.n, playerId: r.p, walletRoundId: r.r, amountPaise: r.a, round: r.round, detail: r.detail }, in: false, win: null });
    else if (r.k === 'in') {
      const b = bets.get(r.id);
      if (b) b.in = true;
    } else if (r.k === 'win') {
      const b = bets.get(r.id);
      if (b) b.win = r.a;
    } else if (r.k === 'done') bets.delete(r.id);
    else if (r.k === 'round') rounds.set(`${r.g}:${r.round}`, { seed: r.seed, closed: rounds.get(`${r.g}:${r.round}`)?.closed ?? false });
    else if (r.k === 'closed') {
      const round = rounds.get(`${r.g}:${r.round}`);
      if (round) round.closed = true;
    }
  }
  return { bets, rounds };
}

/** The records that describe what is still open, to carry into the next file. */
export function openRecords(records: readonly JournalRecord[]): JournalRecord[] {
  const { bets, rounds } = openBets(records);
  const out: JournalRecord[] = [];
  const roundsUsed = new Set([...bets.values()].map((b) => `${b.bet.gameId}:${b.bet.round}`));
  for (const [key, round] of rounds) {
    if (!roundsUsed.has(key)) continue;
    const [g, ...rest] = key.split(':');
    out.push({ k: 'round', g: g!, round: rest.join(':'), seed: round.seed });
    if (round.closed) out.push({ k: 'closed', g: g!, round: rest.join(':') });
  }
  for (const b of bets.values()) {
    out.push({ k: 'bet', id: b.bet.id, g: b.bet.gameId, n: b.bet.gameName, p: b.bet.playerId, r: b.bet.walletRoundId, a: b.bet.amountPaise, round: b.bet.round, ...(b.bet.detail === undefined ? {} : { detail: b.bet.detail }) });
    if (b.in) out.push({ k: 'in', id: b.bet.id });
    if (b.win !== null) out.push({ k: 'win', id: b.bet.id, a: b.win });
  }
  return out;
}

