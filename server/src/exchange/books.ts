// The in-memory order books of every open odds market, one per runner. The database is the truth:
// resting orders are the bets with unmatched stake, and replaying them in id (arrival) order
// rebuilds the same books (they never crossed, so the replay matches nothing).

import { LadderOrderBook, stateHash } from '../domain/order-book';
import type { Sql } from '../store/db';

export class Books {
  private readonly byMarket = new Map<string, Map<number, LadderOrderBook>>();

  book(marketId: string, selectionId: number): LadderOrderBook {
    let runners = this.byMarket.get(marketId);
    if (!runners) this.byMarket.set(marketId, (runners = new Map()));
    let book = runners.get(selectionId);
    if (!book) runners.set(selectionId, (book = new LadderOrderBook()));
    return book;
  }

  /** The books of a market, by selection id (possibly empty). */
  market(marketId: string): ReadonlyMap<number, LadderOrderBook> {
    return this.byMarket.get(marketId) ?? new Map();
  }

  drop(marketId: string): void {
    this.byMarket.delete(marketId);
  }

  /** One hash over every book, in market and selection order: equal after a rebuild. */
  stateHash(): string {
    const parts: string[] = [];
    for (const marketId of [...this.byMarket.keys()].sort()) {
      const runners = this.byMarket.get(marketId)!;
      for (const selectionId of [...runners.keys()].sort((a, b) => a - b)) {
        const book = runners.get(selectionId)!;
        if (book.size > 0) parts.push(`${marketId}/${selectionId}:${stateHash(book)}`);
      }
    }
    return parts.join(',');
  }

  /** Rebuilds all books (or one market's) from the resting bets. */
  async rebuild(db: Sql, marketId?: string): Promise<void> {
    const rows = await db.query<{ id: number; user_id: number; market_id: string; selection_id: number; is_back: boolean; price: number; unmatched_paise: number }>(
      `SELECT id, user_id, market_id, selection_id, is_back, price, unmatched_paise FROM bets
       WHERE unmatched_paise > 0 AND kind = 'odds' ${marketId ? 'AND market_id = $1' : ''}
       ORDER BY id`,
      marketId ? [marketId] : [],
    );
    if (marketId) this.drop(marketId);
    else this.byMarket.clear();
    for (const r of rows) {
      const { fills } = this.book(r.market_id, r.selection_id).place({
        orderId: r.id,
        ownerId: r.user_id,
        side: r.is_back ? 'back' : 'lay',
        price: r.price,
        stakePaise: r.unmatched_paise,
      });
      if (fills.length > 0) throw new Error(`resting bets of market ${r.market_id} cross: the database holds a crossed book`);
    }
  }
}
