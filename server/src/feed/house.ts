// The house's quotes on an odds market, for every feed: its market maker is an ordinary account
// placing ordinary orders (a lay at a price is what players back into, a back what they lay into),
// so players match real orders and real money moves. A re-quote changes only what moved. The
// cancels are queued before the new orders (the writer runs commands in arrival order), so a new
// quote never meets an old one.
//
// What moved is told level by level (runner, side, price) against the target last quoted there
// (`HouseQuotes`), so a level is quoted again only when the source's target for it moved (Betfair's
// ladder, or the simulator's fair price): what players took, and what a capped player's resting
// order kept the house from placing (a house order takes only the player's host's share of it),
// stays gone until the source moves, instead of coming back at every re-quote of the market (up to
// 100 a second). The memory is the feed's own: the bet ids it placed, not the local books, which on
// an instance that does not own the market are not the owner's.
import type { Exchange } from '../exchange/exchange';

export interface HouseOrder {
  selectionId: number;
  isBack: boolean;
  /** hundredths, on the ladder */
  price: number;
  stakePaise: number;
}

const keyOf = (o: { selectionId: number; isBack: boolean; price: number }) => `${o.selectionId}:${o.isBack ? 'b' : 'l'}:${o.price}`;

/** A level as last quoted: Betfair's target there, and the order placed for it while some of it may rest. */
export interface QuotedLevel {
  stakePaise: number;
  /** null: nothing of it rested when placed (taken in full, or capped), or it was not placed */
  betId: number | null;
}

/**
 * What a re-quote does against the targets last quoted: the orders to cancel (of the levels whose
 * target moved or went), the quotes to place (the moved and the new levels), and the levels that
 * stay as they are (their target did not move, whatever players took of them since).
 */
export function levelChanges(
  last: ReadonlyMap<string, QuotedLevel>,
  orders: readonly HouseOrder[],
): { cancel: number[]; place: HouseOrder[]; kept: Map<string, QuotedLevel> } {
  const cancel: number[] = [];
  const place: HouseOrder[] = [];
  const kept = new Map<string, QuotedLevel>();
  const wanted = new Set<string>();
  for (const o of orders) {
    const k = keyOf(o);
    wanted.add(k);
    const was = last.get(k);
    if (was && was.stakePaise === o.stakePaise) {
      kept.set(k, was);
      continue;
    }
    if (was?.betId != null) cancel.push(was.betId);
    place.push(o);
  }
  for (const [k, was] of last) if (!wanted.has(k) && was.betId !== null) cancel.push(was.betId);
  return { cancel, place, kept };
}

/**
 * The house's quotes on each market as last quoted by this feed (one per feed: a new feed leader, or
 * a restart, starts empty). A market it has not quoted yet, or was told to forget (its quotes pulled
 * or lapsed: suspended, in play, a non-runner, closed), is quoted afresh (`requote`), so an old
 * leader's orders never stay beside the new one's.
 */
export class HouseQuotes {
  /** market id → level key → as last quoted; a market is dropped when forgotten (closed: bounded by the open markets) */
  private readonly markets = new Map<string, Map<string, QuotedLevel>>();

  /** Forgets a market's quotes: its next re-quote starts afresh. */
  forget(marketId: string): void {
    this.markets.delete(marketId);
  }

  /** Whether quoting these orders would change anything on the market (a level's target moved, or it was never quoted). */
  moved(marketId: string, orders: readonly HouseOrder[]): boolean {
    const last = this.markets.get(marketId);
    if (!last) return true;
    const { place, kept } = levelChanges(last, orders);
    return place.length > 0 || kept.size !== last.size;
  }

  /**
   * Re-quotes the levels whose target moved since the last quote. A market quoted for the first time
   * starts from the house's orders resting in this instance's books when it holds them (one
   * instance, or the owner: after a restart only what moved is placed again, the extra orders of a
   * level cancelled); else (another instance owns it) every house order on it is cancelled and every
   * level placed.
   */
  async requote(exchange: Exchange, marketMaker: number, marketId: string, orders: readonly HouseOrder[], log?: (m: string) => void): Promise<void> {
    const extra: number[] = [];
    const last = this.markets.get(marketId) ?? (exchange.holdsBook(marketId) ? restingLevels(exchange.books.ordersOfPlayer(marketMaker, marketId), extra) : undefined);
    const { cancel, place, kept } = levelChanges(last ?? new Map(), orders);
    cancel.push(...extra);
    // the targets count as quoted at once (a refused one is dropped below, to be tried again)
    const now = new Map(kept);
    for (const o of place) now.set(keyOf(o), { stakePaise: o.stakePaise, betId: null });
    this.markets.set(marketId, now);
    // queued now, in this order, ahead of the new orders; an order taken in full meanwhile has nothing left to cancel: not a failure
    const cancelled = last ? Promise.allSettled(cancel.map((betId) => exchange.cancelBet(marketMaker, betId))) : Promise.allSettled([exchange.cancelAll(marketMaker, marketId)]);
    const placed = await placeAll(exchange, marketMaker, marketId, place);
    await cancelled;
    placed.forEach((r, i) => {
      const k = keyOf(place[i]!);
      if (r.status === 'rejected') now.delete(k);
      else if (r.value.unmatchedPaise > 0) now.set(k, { stakePaise: place[i]!.stakePaise, betId: r.value.betId });
    });
    report(marketId, placed, log);
  }
}

/** The house's resting orders as quoted levels (what is left of each); a level's second order goes to `extra`. */
function restingLevels(resting: ReadonlyArray<{ betId: number; selectionId: number; isBack: boolean; price: number; unmatchedPaise: number }>, extra: number[]): Map<string, QuotedLevel> {
  const levels = new Map<string, QuotedLevel>();
  for (const o of resting) {
    if (o.unmatchedPaise <= 0) continue;
    const k = keyOf(o);
    if (levels.has(k)) extra.push(o.betId);
    else levels.set(k, { stakePaise: o.unmatchedPaise, betId: o.betId });
  }
  return levels;
}

/** The quotes placed together: they go in one group-commit batch; one refused (a runner just removed) leaves the rest. */
function placeAll(exchange: Exchange, marketMaker: number, marketId: string, place: readonly HouseOrder[]) {
  return Promise.allSettled(
    place.map((o) => exchange.placeBet(marketMaker, { marketId, selectionId: o.selectionId, isBack: o.isBack, price: o.price, stakePaise: o.stakePaise, houseOrder: true })),
  );
}

function report(marketId: string, placed: ReadonlyArray<PromiseSettledResult<unknown>>, log?: (m: string) => void): void {
  const refused = placed.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (refused) log?.(`feed: market maker order on ${marketId} refused: ${String(refused.reason)}`);
}

/** Pulls the house's quotes off a market at once (it suspended or closed). */
export async function pullQuotes(exchange: Exchange, marketMaker: number, marketId: string): Promise<void> {
  await exchange.cancelAll(marketMaker, marketId);
}
