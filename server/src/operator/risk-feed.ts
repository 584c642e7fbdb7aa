// The risk dashboard's figures pushed to the consoles watching them, instead of each console asking
// every few seconds. The figures of one scope (the platform's, or one operator's) are worked out
// once for every console of that scope: soon after the exchange reports a bet placed, matched,
// cancelled or settled (at most once every 2 s), and at least every REFRESH_MS for what the
// exchange does not report (a player's deposit request). A console is sent the figures only when
// they changed since it last got them.
import type { Exchange } from '../exchange/exchange';
import type { Sql } from '../store/db';
import type { Actor } from './audit';
import { riskOverview, type RiskOverview } from './risk';
import { operatorScope } from './scope';

export type RiskListener = (overview: RiskOverview) => void;

const SETTLE_MS = 2_000;
const REFRESH_MS = 5_000;

interface Scope {
  actor: Actor;
  listeners: Set<RiskListener>;
  last: string | null;
}

export class RiskFeed {
  private readonly scopes = new Map<string, Scope>();
  private timer: NodeJS.Timeout | null = null;
  private refresh: NodeJS.Timeout | null = null;
  private running = false;
  private readonly onChange = () => this.markDirty();

  constructor(
    private readonly db: Sql,
    private readonly exchange: Exchange,
    private readonly timing = { settleMs: SETTLE_MS, refreshMs: REFRESH_MS },
  ) {}

  /** Sends the current figures at once, then each change; returns the unsubscribe. */
  subscribe(actor: Actor, listener: RiskListener): () => void {
    const key = String(operatorScope(actor) ?? 'all');
    let scope = this.scopes.get(key);
    if (!scope) {
      scope = { actor, listeners: new Set(), last: null };
      this.scopes.set(key, scope);
    }
    scope.listeners.add(listener);
    if (this.scopes.size === 1 && scope.listeners.size === 1) this.start();
    void riskOverview(this.db, actor).then(
      (overview) => scope.listeners.has(listener) && listener(overview),
      () => undefined,
    );
    return () => {
      scope.listeners.delete(listener);
      if (scope.listeners.size === 0) this.scopes.delete(key);
      if (this.scopes.size === 0) this.stop();
    };
  }

  /** Something the figures depend on changed (an operator's decision, a payment): push soon. */
  markDirty(): void {
    if (!this.timer && this.scopes.size > 0) this.timer = setTimeout(() => void this.push(), this.timing.settleMs);
  }

  private start(): void {
    this.exchange.events.on('order', this.onChange);
    this.refresh = setInterval(() => this.markDirty(), this.timing.refreshMs);
  }

  private stop(): void {
    this.exchange.events.off('order', this.onChange);
    if (this.refresh) clearInterval(this.refresh);
    if (this.timer) clearTimeout(this.timer);
    this.refresh = this.timer = null;
  }

  private async push(): Promise<void> {
    this.timer = null;
    if (this.running) return this.markDirty();
    this.running = true;
    try {
      for (const scope of [...this.scopes.values()]) {
        const overview = await riskOverview(this.db, scope.actor).catch(() => null);
        if (!overview) continue;
        const json = JSON.stringify(overview);
        if (json === scope.last) continue;
        scope.last = json;
        for (const listener of scope.listeners) listener(overview);
      }
    } finally {
      this.running = false;
    }
  }
}
