// The front of the exchange that the HTTP routes, the operator's calls and the feed use: the
// "owner of market" lookup in front of the exchange's public API. Each call that changes a market's
// book (bet, combined bet, cancel, cancel all, cash-out and its quote, lapse, suspend, reopen,
// settle, touch) runs on the instance that owns the market, and each call that changes a fancy's
// positions (fancy bet, fancy settlement) on the instance that owns the fancy (its key `f:<id>`
// falls in a bucket like a market id): here when this instance owns it, else forwarded to the
// owner (cluster/router.ts) and answered as if local. Reads of the books (prices
// in market images) come from the owner's published depth for markets owned elsewhere. With one
// instance there is no router and every call is the exchange's own; the front then only counts bets
// for /metrics.
//
// Re-plug point: when the exchange's public API changes (a pure core and a sequencer), only the
// table ROUTED_OPS and the overrides below follow it.

import type { CashOutResult, Exchange, PlaceOddsBet, PlacedBet } from '../exchange/exchange';
import type { Books } from '../exchange/core/books';
import { fancyKey } from '../exchange/core/positions';
import type { PriceSize } from '../domain/order-book';
import { countBet } from '../observability/metrics';
import type { LossRoom } from '../domain/responsible-gambling';

/** The exchange calls that must run on the market's owner, by name, with their arguments as sent. */
export const ROUTED_OPS = {
  placeBet: (x: Exchange, userId: number, bet: PlaceOddsBet, lossRoom: LossRoom | null = null) => x.placeBet(userId, bet, lossRoom),
  placeBets: (x: Exchange, userId: number, bets: PlaceOddsBet[], lossRoom: LossRoom | null = null) => x.placeBets(userId, bets, lossRoom),
  cancelBet: (x: Exchange, userId: number, betId: number) => x.cancelBet(userId, betId),
  cancelAll: (x: Exchange, userId: number, marketId: string) => x.cancelAll(userId, marketId),
  cashOut: (x: Exchange, userId: number, marketId: string, worstPrice: number | null, houseShareBps?: number) => x.cashOut(userId, marketId, worstPrice, houseShareBps),
  cashOutQuote: (x: Exchange, userId: number, marketId: string, houseShareBps?: number) => x.cashOutQuote(userId, marketId, houseShareBps),
  lapseMarket: (x: Exchange, marketId: string, reason: Parameters<Exchange['lapseMarket']>[1], removed?: Parameters<Exchange['lapseMarket']>[2]) =>
    x.lapseMarket(marketId, reason, removed),
  suspendMarket: (x: Exchange, marketId: string) => x.suspendMarket(marketId),
  reopenMarket: (x: Exchange, marketId: string, by: 'feed' | 'operator') => x.reopenMarket(marketId, by),
  settleMarket: (x: Exchange, marketId: string, winner: number | null, actor: string, voidReason: string | null) => x.settleMarket(marketId, winner, actor, voidReason),
  touchMarket: async (x: Exchange, marketId: string) => x.touchMarket(marketId),
  placeFancyBet: (x: Exchange, userId: number, bet: FancyOrder, lossRoom: LossRoom | null = null) => x.placeFancyBet(userId, bet, lossRoom),
  settleFancy: (x: Exchange, fancyId: number, runs: number | null, actor: string, voidReason: string | null) => x.settleFancy(fancyId, runs, actor, voidReason),
} as const;
export type RoutedOp = keyof typeof ROUTED_OPS;
type FancyOrder = Parameters<Exchange['placeFancyBet']>[1];

/** A runner's book as the catalog reads it (best levels each side, as a host with this share of the house's size sees them). */
export interface DepthView {
  availableToBack(levels: number, houseShareBps?: number): PriceSize[];
  availableToLay(levels: number, houseShareBps?: number): PriceSize[];
}

/** What the front needs of the cluster (cluster/router.ts). */
export interface MarketRouter {
  owns(marketId: string): boolean;
  /**
   * Runs the call on the owner of the market (or of the fancy, by its key `f:<id>`), here or
   * forwarded; `idempotent` allows a retry after a lost answer.
   */
  call<T>(op: RoutedOp, marketId: string, args: unknown[], opts?: { idempotent?: boolean; forwardArgs?: () => unknown[] }): Promise<T>;
  /** Fire and forget: the owner bumps the market's sequence and tells the subscribers. */
  touch(marketId: string): void;
  /** Every instance forgets what it kept of these markets' status (they went in play). */
  forget(marketIds: string[]): void;
  remoteBook(marketId: string, selectionId: number): DepthView;
  remoteSeq(marketId: string): number;
  /** an owned market's sequence as published (its lease token, then the exchange's own count) */
  ownSeq(marketId: string): number;
  /** The markets where the player has unmatched stake (from the database). */
  marketsWithUnmatched(userId: number): Promise<string[]>;
  marketOfBet(userId: number, betId: number): Promise<string | null>;
  marketsOfEvent(eventId: number): Promise<string[]>;
  newIdempotencyKey(): string;
}

/** The exchange as the rest of the server sees it: the same object, with the market-scoped calls routed. */
export function exchangeFront(real: Exchange, router: MarketRouter | null): Exchange {
  const counted = <T extends { replayed: boolean } | Array<{ replayed: boolean }>>(kind: string, path: 'local' | 'forwarded', placed: T): T => {
    for (const p of [placed].flat()) if (!p.replayed) countBet(kind, path);
    return placed;
  };
  const pathOf = (marketId: string): 'local' | 'forwarded' => (router === null || router.owns(marketId) ? 'local' : 'forwarded');

  // Bets forwarded without the player's idempotency key get one, so a retried forward places once.
  const withKey = <B extends { clientRef?: string | null }>(bet: B, key: string, i: number | null): B => (bet.clientRef ? bet : { ...bet, clientRef: i === null ? key : `${key}:${i}` });

  const overrides: Partial<Record<keyof Exchange, unknown>> = {
    // lossRoom (the player's net-loss room, plain data) travels with a forwarded bet: the owner's core checks it as the bet commits
    placeBet: async (userId: number, bet: PlaceOddsBet, lossRoom: LossRoom | null = null) => {
      const path = pathOf(bet.marketId);
      if (!router) return counted('exchange', path, await real.placeBet(userId, bet, lossRoom));
      const forwardArgs = () => [userId, withKey(bet, router.newIdempotencyKey(), null), lossRoom];
      return counted(bet.isCashOut ? 'cash_out' : 'exchange', path, await router.call<PlacedBet>('placeBet', bet.marketId, [userId, bet, lossRoom], { idempotent: true, forwardArgs }));
    },
    placeBets: async (userId: number, bets: PlaceOddsBet[], lossRoom: LossRoom | null = null) => {
      const marketId = bets[0]?.marketId;
      if (!router || !marketId) return counted('exchange', 'local', await real.placeBets(userId, bets, lossRoom));
      const path = pathOf(marketId);
      const forwardArgs = () => {
        const key = router.newIdempotencyKey();
        return [userId, bets.map((b, i) => withKey(b, key, i)), lossRoom];
      };
      return counted('exchange', path, await router.call<PlacedBet[]>('placeBets', marketId, [userId, bets, lossRoom], { idempotent: true, forwardArgs }));
    },
    // A fancy's positions (every player's bets and holds on it) live on its owner alone: a copy on
    // another instance would price a bet from bets it never saw.
    placeFancyBet: async (userId: number, bet: FancyOrder, lossRoom: LossRoom | null = null) => {
      if (!router) return counted('fancy', 'local', await real.placeFancyBet(userId, bet, lossRoom));
      const key = fancyKey(bet.fancyId);
      const forwardArgs = () => [userId, withKey(bet, router.newIdempotencyKey(), null), lossRoom];
      return counted('fancy', pathOf(key), await router.call<PlacedBet>('placeFancyBet', key, [userId, bet, lossRoom], { idempotent: true, forwardArgs }));
    },
  };

  if (router) {
    Object.assign(overrides, {
      cancelBet: async (userId: number, betId: number) => {
        const order = real.books.order(betId);
        const marketId = order && router.owns(order.marketId) ? order.marketId : await router.marketOfBet(userId, betId);
        // unknown bet, a fancy bet, someone else's: the exchange's own refusal
        if (!marketId) return real.cancelBet(userId, betId);
        return router.call('cancelBet', marketId, [userId, betId]);
      },
      cancelAll: async (userId: number, marketId: string | null) => {
        if (marketId) return router.call('cancelAll', marketId, [userId, marketId]);
        let cancelledBets = 0;
        for (const m of await router.marketsWithUnmatched(userId)) {
          cancelledBets += (await router.call<{ cancelledBets: number }>('cancelAll', m, [userId, m])).cancelledBets;
        }
        return { cancelledBets };
      },
      cashOut: async (userId: number, marketId: string, worstPrice: number | null = null, houseShareBps?: number) => {
        const path = pathOf(marketId);
        return counted('cash_out', path, await router.call<CashOutResult>('cashOut', marketId, [userId, marketId, worstPrice, houseShareBps]));
      },
      cashOutQuote: (userId: number, marketId: string, houseShareBps?: number) => router.call('cashOutQuote', marketId, [userId, marketId, houseShareBps], { idempotent: true }),
      lapseMarket: (marketId: string, reason: Parameters<Exchange['lapseMarket']>[1] = 'closed', removed?: Parameters<Exchange['lapseMarket']>[2]) =>
        router.call('lapseMarket', marketId, removed ? [marketId, reason, removed] : [marketId, reason], { idempotent: true }),
      suspendMarket: (marketId: string) => router.call('suspendMarket', marketId, [marketId], { idempotent: true }),
      reopenMarket: (marketId: string, by: 'feed' | 'operator' = 'feed') => router.call('reopenMarket', marketId, [marketId, by], { idempotent: true }),
      settleMarket: (marketId: string, winner: number | null, actor: string, voidReason: string | null = null) =>
        router.call('settleMarket', marketId, [marketId, winner, actor, voidReason], { idempotent: true }),
      settleFancy: (fancyId: number, runs: number | null, actor: string, voidReason: string | null = null) =>
        router.call('settleFancy', fancyKey(fancyId), [fancyId, runs, actor, voidReason], { idempotent: true }),
      touchMarket: (marketId: string) => {
        if (router.owns(marketId)) {
          real.touchMarket(marketId);
          return router.ownSeq(marketId);
        }
        router.touch(marketId);
        return router.remoteSeq(marketId);
      },
      takeInPlay: async (eventId: number) => {
        await real.takeInPlay(eventId);
        router.forget(await router.marketsOfEvent(eventId));
      },
      marketSeq: (marketId: string) => (router.owns(marketId) ? router.ownSeq(marketId) : router.remoteSeq(marketId)),
      holdsBook: (marketId: string) => router.owns(marketId),
      books: booksView(real.books, router),
    });
  }

  return new Proxy(real, { get: boundGetter(overrides) });
}

/**
 * A Proxy's `get` that answers the overrides first, and the target's own methods bound to it: each
 * bound once, not at every read (a bet reads several).
 */
function boundGetter<T extends object>(overrides: Partial<Record<keyof T, unknown>>) {
  const bound = new Map<PropertyKey, { fn: unknown; bound: unknown }>();
  return (target: T, prop: PropertyKey): unknown => {
    if (typeof prop === 'string' && Object.hasOwn(overrides, prop)) return overrides[prop as keyof T];
    const value: unknown = Reflect.get(target, prop, target);
    if (typeof value !== 'function') return value;
    const known = bound.get(prop);
    if (known?.fn === value) return known.bound;
    const b = (value as (...a: unknown[]) => unknown).bind(target);
    bound.set(prop, { fn: value, bound: b });
    return b;
  };
}

/** The books as the catalog reads them: the real ones for owned markets, the owner's published depth for the others. */
function booksView(books: Books, router: MarketRouter): Books {
  const book = (marketId: string, selectionId: number) => (router.owns(marketId) ? books.book(marketId, selectionId) : router.remoteBook(marketId, selectionId));
  return new Proxy(books, { get: boundGetter<Books>({ book }) });
}
