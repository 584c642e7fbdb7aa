// The feed port: whatever supplies market data (the built-in simulator, Betfair's Exchange Stream
// live or replayed) writes the catalog, drives the house's quotes, market status, in-play and
// results through the exchange. `KHEL_FEED` chooses: simulator (default) | betfair-replay |
// betfair | off. Only the instance holding the feed's lease runs it (main.ts).
export interface MarketFeed {
  /** advances the feed to `nowMs` (catalog, prices, in-play, results) */
  step(nowMs: number): Promise<void>;
  /** runs `step` at real-time pace until `stop` */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export type FeedKind = 'simulator' | 'betfair' | 'betfair-replay' | 'off';

export function feedKind(value: string | undefined): FeedKind {
  const v = value ?? 'simulator';
  if (v === 'simulator' || v === 'betfair' || v === 'betfair-replay' || v === 'off') return v;
  throw new Error(`KHEL_FEED must be simulator, betfair-replay, betfair or off (got '${v}')`);
}

/** Runs a feed's `step` every `intervalMs` at the clock's time; a slow step is never overlapped by the next. */
export class StepLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly step: (nowMs: number) => Promise<void>,
    private readonly now: () => number = Date.now,
    private readonly log?: (message: string) => void,
  ) {}

  start(intervalMs: number): void {
    if (this.timer) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.step(this.now())
        .catch((err: unknown) => this.log?.(`feed step failed: ${String(err)}`))
        .finally(() => {
          this.running = null;
        });
    };
    tick();
    this.timer = setInterval(tick, intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

/**
 * Runs a feed's `step` as its messages arrive rather than on a fixed beat: at once when woken (a
 * live message came in), at the time the last step asked for (the next recorded message falls
 * due, a market's re-quote window ends), and at least every `idleMs` (status, heartbeats). Steps
 * never overlap: a wake during a step runs the next one as soon as it ends, with everything that
 * arrived meanwhile.
 */
export class ArrivalLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private idleMs = 500;

  constructor(
    /** advances the feed; answers when it wants to step next (wall ms), or null for "when woken" */
    private readonly step: (nowMs: number) => Promise<number | null>,
    private readonly now: () => number = Date.now,
    private readonly log?: (message: string) => void,
  ) {}

  start(idleMs: number): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.idleMs = idleMs;
    this.run();
  }

  /** Something arrived: step now (or right after the step under way). */
  readonly wake = (): void => {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.run();
  };

  private run(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.again = false;
    this.running = this.step(this.now())
      .catch((err: unknown) => {
        this.log?.(`feed step failed: ${String(err)}`);
        return null;
      })
      .then((nextAt) => {
        this.running = null;
        if (this.stopped) return;
        const now = this.now();
        const at = this.again ? now : Math.min(nextAt ?? Infinity, now + this.idleMs);
        this.timer = setTimeout(() => this.run(), Math.max(0, at - now));
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
