// The server log's way to standard output: the request lines (info and below) are written in blocks,
// at most LOG_FLUSH_MS late or LOG_BLOCK_BYTES long, instead of one write a line (a bet's request
// line cost the server more CPU than its own matching); a warning or an error is written at once,
// with everything before it, so nothing that explains a failure waits, and the rest is written when
// the process exits. A crash the process cannot see (kill -9, a power cut) loses at most the last
// LOG_FLUSH_MS of request lines; the ledger, not the log, is the record of what was done.
// The buffering and the writes (short writes, a full pipe) are SonicBoom's, pino's own destination.
import SonicBoom from 'sonic-boom';

const LOG_FLUSH_MS = 100;
const LOG_BLOCK_BYTES = 64 * 1024;
/** pino's level number opens each line: {"level":30,... — info (30) and below wait for the block */
const LEVEL_AT = '{"level":'.length;

export class BlockLog {
  private readonly out: SonicBoom;

  constructor(fd: number) {
    this.out = new SonicBoom({ fd, minLength: LOG_BLOCK_BYTES, maxWrite: 2 * LOG_BLOCK_BYTES, sync: true });
  }

  write(line: string): void {
    this.out.write(line);
    if (!routine(line)) this.flush();
  }

  /** Writes every line held, whole. */
  flush(): void {
    try {
      this.out.flushSync();
    } catch {
      // standard output gone: nothing to tell
    }
  }
}

/** A line at info or below (pino's levels: 10 trace, 20 debug, 30 info, 40 warn, 50 error, 60 fatal). */
const routine = (line: string): boolean => line.startsWith('{"level":') && line.charCodeAt(LEVEL_AT) <= 0x33 && line.charCodeAt(LEVEL_AT + 2) === 0x2c;

let stdout: BlockLog | null = null;

/** The process's one block log on standard output, flushed every LOG_FLUSH_MS and at exit. */
export function stdoutLog(): BlockLog {
  if (stdout) return stdout;
  const log = (stdout = new BlockLog(1));
  setInterval(() => log.flush(), LOG_FLUSH_MS).unref();
  process.once('exit', () => log.flush());
  return log;
}
