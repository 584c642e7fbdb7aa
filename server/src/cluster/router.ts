// Forwarding to a market's owner (NATS request/reply on <prefix>.rpc.<instanceId>); a fancy's calls
// go the same way under its key `f:<id>`, whose bucket is the fancy id's. A call reaching
// an instance that does not own the market is sent to the owner, which runs it on its exchange and
// answers with the value or the refusal; the caller answers the player as if it were local. While a
// market moves (released, owner dead, not yet taken), the call waits and looks again, up to
// ROUTE_WAIT_MS. A call is sent again after a lost answer only when it is idempotent: bets carry an
// idempotency key (the player's client_ref, or one made here), so a retried forward places once.

import crypto from 'node:crypto';
import type { Exchange } from '../exchange/exchange';
import { DomainError, type DomainErrorCode } from '../domain/errors';
import { ResponsibleGamblingRefusal } from '../domain/responsible-gambling';
import type { Database } from '../store/db';
import { forwarded, forwardedServed } from '../observability/metrics';
import { NoAnswer, type Bus } from './bus';
import type { Fanout, DepthMessage } from './fanout';
import { ROUTED_OPS, type DepthView, type MarketRouter, type RoutedOp } from './front';
import type { Leases } from './leases';

/** how long a call waits for its market to have an owner again */
const ROUTE_WAIT_MS = 10_000;
/** the longest a forwarded call may take at the owner (an in-play bet waits its bet delay there) */
const FORWARD_TIMEOUT_MS = 30_000;
const RETRY_MS = 150;

type Request = { op: RoutedOp | 'depth' | 'depthAll'; m: string; a: unknown[]; rid?: string };
type Refusal = { code: DomainErrorCode | 'failed'; message: string; extra?: Record<string, unknown>; rg?: { code: string; untilMs: number | null } };
type Answer = { ok: true; v: unknown } | { ok: false; notOwner: true } | { ok: false; e: Refusal };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The database refused a write of a market this writer no longer owns (the fence, migration 130). */
export const isFenceRefusal = (err: unknown): boolean => (err as { code?: string } | null)?.code === 'KH001';

/** An owner's refusal as it crosses to the instance that took the call (a domain error stays one). */
function refusalOf(err: unknown): Refusal {
  if (err instanceof DomainError) return { code: err.code, message: err.message, extra: err.extra };
  if (err instanceof ResponsibleGamblingRefusal) return { code: 'invalid', message: err.message, rg: { code: err.code, untilMs: err.untilMs } };
  return { code: 'failed', message: 'Something went wrong' };
}

function errorOf(r: Refusal): Error {
  if (r.rg) return new ResponsibleGamblingRefusal(r.rg.code as ResponsibleGamblingRefusal['code'], r.message, r.rg.untilMs);
  if (r.code === 'failed') return new Error(`the owner of the market failed: ${r.message}`);
  return new DomainError(r.code, r.message, r.extra ?? {});
}

export class Router implements MarketRouter {
  constructor(
    private readonly o: {
      bus: Bus;
      leases: Leases;
      real: Exchange;
      db: Database;
      fanout: Fanout;
      log: (msg: string, extra?: Record<string, unknown>) => void;
    },
  ) {}

  private get me(): string {
    return this.o.leases.instanceId;
  }

  /** Serves the calls other instances forward here. */
  start(): void {
    this.o.bus.serve<Request, Answer>(this.o.bus.subject('rpc', this.me), async (req) => {
      if (req.op === 'depthAll') return { ok: true, v: await this.ownedDepth() };
      if (!this.o.leases.owns(req.m)) return { ok: false, notOwner: true };
      if (req.op === 'depth') return { ok: true, v: this.o.fanout.depthOf(req.m) satisfies DepthMessage };
      const run = ROUTED_OPS[req.op] as ((x: Exchange, ...a: unknown[]) => Promise<unknown>) | undefined;
      if (!run) return { ok: false, e: { code: 'invalid', message: 'Unknown call' } };
      forwardedServed.inc({ op: req.op });
      try {
        return { ok: true, v: await run(this.o.real, ...req.a) };
      } catch (err) {
        if (isFenceRefusal(err)) {
          void this.o.leases.checkNow(); // our lease moved on: learn it now, not at the next renewal
          return { ok: false, notOwner: true };
        }
        if (!(err instanceof DomainError) && !(err instanceof ResponsibleGamblingRefusal)) this.o.log('forwarded call failed', { op: req.op, err: String(err), rid: req.rid });
        return { ok: false, e: refusalOf(err) };
      }
    });
  }

  owns(marketId: string): boolean {
    return this.o.leases.owns(marketId);
  }

  /** The depth of every open market this instance owns, by market id (a joining instance asks for it). */
  private async ownedDepth(): Promise<Record<string, DepthMessage>> {
    const buckets = [...this.o.leases.owned.keys()];
    if (buckets.length === 0) return {};
    const rows = await this.o.db.query<{ id: string }>('SELECT id FROM markets WHERE settled_at IS NULL AND khel_market_bucket(id) = ANY($1::int[])', [buckets]);
    return Object.fromEntries(rows.filter((r) => this.o.leases.owns(r.id)).map((r) => [r.id, this.o.fanout.depthOf(r.id)]));
  }

  /** Asks every other live instance for the depth of the markets it owns, so this one prices them from the start. */
  async warm(): Promise<number> {
    let markets = 0;
    await Promise.all(
      this.o.leases
        .liveInstances()
        .filter((id) => id !== this.me)
        .map(async (id) => {
          const answer = await this.o.bus.request<Answer>(this.o.bus.subject('rpc', id), { op: 'depthAll', m: '', a: [] }, 5000).catch(() => null);
          if (answer?.ok) markets += this.o.fanout.learn(answer.v as Record<string, DepthMessage>);
        }),
    );
    return markets;
  }

  async call<T>(op: RoutedOp, marketId: string, args: unknown[], opts: { idempotent?: boolean; forwardArgs?: () => unknown[] } = {}): Promise<T> {
    let sent: unknown[] | null = null;
    const deadline = Date.now() + ROUTE_WAIT_MS;
    const run = ROUTED_OPS[op] as (x: Exchange, ...a: unknown[]) => Promise<unknown>;
    for (;;) {
      const owner = this.o.leases.ownerOf(marketId);
      if (owner === this.me) {
        try {
          // after a forward that went unanswered (it may have been done), with the forward's idempotency key
          return (await run(this.o.real, ...(sent ?? args))) as T;
        } catch (err) {
          // The fence refused it: nothing was written, and the market has moved; find its owner.
          if (!isFenceRefusal(err)) throw err;
          this.o.log('write refused by the fence; market moved', { op, marketId });
          await this.o.leases.checkNow(); // drops the buckets whose lease moved on, so the next look finds the owner
        }
      } else if (owner !== null) {
        sent ??= opts.forwardArgs?.() ?? args; // made once: a retry carries the same idempotency key
        const answer = await this.forward(owner, { op, m: marketId, a: sent }).catch((err: unknown) => {
          if (!(err instanceof NoAnswer)) throw err;
          return err;
        });
        if (!(answer instanceof NoAnswer)) {
          if (answer.ok) {
            forwarded.inc({ op, outcome: 'ok' });
            return answer.v as T;
          }
          if ('e' in answer) {
            forwarded.inc({ op, outcome: 'refused' });
            throw errorOf(answer.e);
          }
          forwarded.inc({ op, outcome: 'not_owner' });
        } else {
          forwarded.inc({ op, outcome: answer.reason });
          // Sent, and no answer: it may have been done. Only an idempotent call may go again.
          if (answer.reason === 'timeout' && !opts.idempotent) {
            throw new DomainError('unconfirmed', 'The exchange could not confirm this, please check your open bets before trying again');
          }
        }
      }
      if (Date.now() > deadline) throw new DomainError('busy', 'The exchange is busy, please try again');
      await sleep(RETRY_MS);
      await this.o.leases.refresh().catch(() => undefined);
    }
  }

  /** One request to the owner; given up as a timeout as soon as the owner is seen dead. */
  private forward(owner: string, req: Request): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      let settled = false;
      const watch = setInterval(() => {
        if (!settled && !this.o.leases.liveInstances().includes(owner)) {
          settled = true;
          clearInterval(watch);
          reject(new NoAnswer('timeout'));
        }
      }, 250);
      this.o.bus.request<Answer>(this.o.bus.subject('rpc', owner), req, FORWARD_TIMEOUT_MS).then(
        (a) => {
          if (settled) return;
          settled = true;
          clearInterval(watch);
          resolve(a);
        },
        (err: unknown) => {
          if (settled) return;
          settled = true;
          clearInterval(watch);
          reject(err);
        },
      );
    });
  }

  touch(marketId: string): void {
    this.o.fanout.touch(marketId);
  }

  forget(marketIds: string[]): void {
    for (const id of marketIds) this.o.real.forgetMarket(id);
    this.o.fanout.forget(marketIds);
  }

  remoteBook(marketId: string, selectionId: number): DepthView {
    return this.o.fanout.remoteBook(marketId, selectionId);
  }

  remoteSeq(marketId: string): number {
    return this.o.fanout.remoteSeq(marketId);
  }

  ownSeq(marketId: string): number {
    return this.o.fanout.ownSeq(marketId);
  }

  async marketsWithUnmatched(userId: number): Promise<string[]> {
    const rows = await this.o.db.query<{ market_id: string }>(
      `SELECT DISTINCT market_id FROM bets WHERE user_id = $1 AND status = 'open' AND unmatched_paise > 0 AND market_id IS NOT NULL`,
      [userId],
    );
    return rows.map((r) => r.market_id);
  }

  async marketOfBet(userId: number, betId: number): Promise<string | null> {
    const [row] = await this.o.db.query<{ market_id: string | null }>('SELECT market_id FROM bets WHERE id = $1 AND user_id = $2', [betId, userId]);
    return row?.market_id ?? null;
  }

  async marketsOfEvent(eventId: number): Promise<string[]> {
    return (await this.o.db.query<{ id: string }>('SELECT id FROM markets WHERE event_id = $1', [eventId])).map((r) => r.id);
  }

  newIdempotencyKey(): string {
    return `fwd:${crypto.randomUUID()}`;
  }
}
