// The replay's message source: Betfair historical files (`.jsonl` or `.jsonl.gz`, one `mcm` message
// a line), with a `<name>.scores.jsonl[.gz]` cricket score stream (`ccm`) and a
// `<name>.catalogue.json` (a listMarketCatalogue answer: names, competition) beside each when
// present. Messages from every file are played in publish-time order. The replay's position moves
// at `speed` × real time from `from` (what comes before it is applied at once, as a starting
// image); recording times are shifted so that the position is now.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { McmMessage } from './cache';
import type { CcmMessage } from './scores';
import type { StreamSource } from './feed';
import type { FeedStatus } from '../status';

export interface CatalogueEntry {
  marketId: string;
  marketName?: string;
  competition?: { id: string; name: string };
  event?: { id: string; name: string; countryCode?: string; venue?: string };
  eventType?: { id: string; name: string };
  runners?: Array<{ selectionId: number; runnerName: string; sortPriority?: number; metadata?: Record<string, string | null> }>;
}

export type StreamMessage = McmMessage | CcmMessage;

export interface Recording {
  messages: StreamMessage[];
  catalogue: Map<string, CatalogueEntry>;
  firstPt: number;
  lastPt: number;
}

async function readLines(path: string): Promise<StreamMessage[]> {
  const raw = await readFile(path);
  const text = path.endsWith('.gz') ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  const out: StreamMessage[] = [];
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (!t) continue;
    const m = JSON.parse(t) as StreamMessage;
    if ((m.op === 'mcm' || m.op === 'ccm') && typeof m.pt === 'number') out.push(m);
  }
  return out;
}

/** `x.jsonl.gz` → `x` */
const baseOf = (path: string) => path.replace(/\.gz$/, '').replace(/\.jsonl$/, '');

/** Reads the recordings (and what lies beside them) into one publish-time ordered list. */
export async function readRecordings(paths: readonly string[]): Promise<Recording> {
  const messages: StreamMessage[] = [];
  const catalogue = new Map<string, CatalogueEntry>();
  for (const path of paths) {
    messages.push(...(await readLines(path)));
    const base = baseOf(path);
    for (const scores of [`${base}.scores.jsonl.gz`, `${base}.scores.jsonl`]) {
      if (existsSync(scores)) {
        messages.push(...(await readLines(scores)));
        break;
      }
    }
    const cat = `${base}.catalogue.json`;
    if (existsSync(cat)) {
      const parsed = JSON.parse(await readFile(cat, 'utf8')) as CatalogueEntry | CatalogueEntry[];
      for (const entry of Array.isArray(parsed) ? parsed : [parsed]) catalogue.set(entry.marketId, entry);
    }
  }
  // a stable sort: one file's messages keep their order at equal times
  messages.sort((a, b) => a.pt - b.pt);
  return { messages, catalogue, firstPt: messages[0]?.pt ?? 0, lastPt: messages[messages.length - 1]?.pt ?? 0 };
}

/** Where the replay stands: the recording time it has reached at a wall-clock time. */
export class ReplayClock {
  private startWallMs: number | null = null;
  constructor(
    readonly fromPt: number,
    readonly speed: number,
  ) {}

  /** the recording time reached at wall time `nowMs` (the first call starts the clock) */
  position(nowMs: number): number {
    this.startWallMs ??= nowMs;
    return this.fromPt + (nowMs - this.startWallMs) * this.speed;
  }

  /** the wall time at which the position reaches a recording time (the clock started) */
  dueAt(recordingMs: number): number {
    return (this.startWallMs ?? 0) + (recordingMs - this.fromPt) / this.speed;
  }

  /** a recording time as wall time: shifted so that the position is now */
  toWall(recordingMs: number, nowMs: number): number {
    return recordingMs + (nowMs - this.position(nowMs));
  }
}

/** Hands out the messages due by a position, once each. */
export class ReplayCursor {
  private next = 0;
  constructor(private readonly messages: readonly StreamMessage[]) {}

  take(position: number): StreamMessage[] {
    const start = this.next;
    while (this.next < this.messages.length && this.messages[this.next]!.pt <= position) this.next++;
    return this.messages.slice(start, this.next);
  }

  /** the recording time of the next message (null when all are taken) */
  peek(): number | null {
    return this.messages[this.next]?.pt ?? null;
  }

  get done(): boolean {
    return this.next >= this.messages.length;
  }
}

export interface ReplayOptions {
  files: readonly string[];
  /** 1: the recorded pace; N: N× faster */
  speed?: number;
  /** a recording time (ms) to start from: what comes before it is applied at once */
  fromMs?: number | null;
}

/** A recording as the feed's message source. */
export class ReplaySource implements StreamSource {
  private recording: Recording | null = null;
  private cursor: ReplayCursor | null = null;
  private clock: ReplayClock | null = null;

  constructor(private readonly o: ReplayOptions) {}

  async load(): Promise<Recording> {
    if (!this.recording) {
      this.recording = await readRecordings(this.o.files);
      this.cursor = new ReplayCursor(this.recording.messages);
      this.clock = new ReplayClock(this.o.fromMs ?? this.recording.firstPt, this.o.speed ?? 1);
    }
    return this.recording;
  }

  async take(nowMs: number): Promise<StreamMessage[]> {
    await this.load();
    return this.cursor!.take(this.clock!.position(nowMs));
  }

  nextDue(): number | null {
    const pt = this.cursor?.peek() ?? null;
    return pt === null || !this.clock ? null : this.clock.dueAt(pt);
  }

  catalogue(marketId: string): CatalogueEntry | undefined {
    return this.recording?.catalogue.get(marketId);
  }

  toWall(recordingMs: number, nowMs: number): number {
    return this.clock ? this.clock.toWall(recordingMs, nowMs) : recordingMs;
  }

  status(nowMs: number): Omit<FeedStatus, 'markets' | 'running'> {
    return {
      feed: 'betfair-replay',
      position: this.clock ? Math.min(this.clock.position(nowMs), this.recording!.lastPt) : undefined,
      speed: this.o.speed ?? 1,
      finished: this.cursor?.done ?? false,
    };
  }
}
