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
