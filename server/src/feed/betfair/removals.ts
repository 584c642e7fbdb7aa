// Non-runners: a runner the stream's definition marks REMOVED (or REMOVED_VACANT). The first time the
// feed sees it, the runner's row keeps its reduction factor (the definition's `adjustmentFactor`,
// WIN and PLACE markets of horse and greyhound racing only) and the moment Khel applied the removal,
// and the market's unmatched orders lapse as Betfair's do: every one on the removed runner (kept or
// not: the house's quotes on it go with them), and, when the factor is material (2.5 % or more in a
// WIN market, 4.0 % or more in a PLACE market), every unmatched lay on the other runners, whose
// prices are now too long for the layer, but for a lay kept in play ('keep'), which stands at its
// price reduced by the factor and rounded down to a ladder tick, as Betfair reduces its 'keep' lays
// (exchange/core/reductions.ts `keptLayPrice`); unmatched backs on the others stand. The same command moves
// every hold on the market to the worst case the removal leaves (exchange/core/positions.ts).
// Settlement then voids the bets on the runner and reduces the fills on the others matched before it
// (exchange/core/reductions.ts).
//
// The removal's time is Khel's own (the database's clock, as the fills' match times are), not the
// definition's `removalDate`: a bet Khel matched before it knew of the removal was matched at prices
// that still counted the non-runner, however late the news came.

import type { Exchange } from '../../exchange/exchange';
import type { Database } from '../../store/db';
import { WIN_MIN_FACTOR_BPS } from '../../exchange/core/reductions';
import type { MarketDefinition } from './cache';

/** A PLACE market's unmatched lays lapse on a removal of this factor or more. */
const PLACE_LAPSE_FACTOR_BPS = 400;

const isRemoved = (status: string) => status === 'REMOVED' || status === 'REMOVED_VACANT';

/** The definition's `adjustmentFactor` (a percentage, 27.58) in hundredths of a percent (2758), or null. */
export function factorBpsOf(adjustmentFactor: number | undefined): number | null {
  if (adjustmentFactor === undefined || !Number.isFinite(adjustmentFactor) || adjustmentFactor < 0) return null;
  return Math.min(10_000, Math.round(adjustmentFactor * 100));
}

export class Removals {
  /** removed runners this feed has applied, by market */
  private readonly applied = new Map<string, Set<number>>();

  constructor(private readonly o: { db: Database; exchange: Exchange; log?: (message: string) => void }) {}

  /**
   * Applies the definition's removals not applied yet: the runner's factor and removal time (once:
   * a later sight, from this instance or another, keeps the first), and the lapses. `race`: a racing
   * market (its WIN and PLACE markets are reduced). Returns whether a runner was removed now.
   */
  async apply(marketId: string, def: MarketDefinition, race: boolean): Promise<boolean> {
    let seen = this.applied.get(marketId);
    const fresh = def.runners.filter((r) => isRemoved(r.status) && !seen?.has(r.id));
    if (fresh.length === 0) return false;
    if (!seen) this.applied.set(marketId, (seen = new Set()));
    const reduced = race && (def.marketType === 'WIN' || def.marketType === 'PLACE');
    for (const r of fresh) {
      const factorBps = reduced ? factorBpsOf(r.adjustmentFactor) : null;
      const first = await this.o.db.query(
        `UPDATE runners SET status = 'REMOVED', adjustment_bps = $3, removed_at = now()
          WHERE market_id = $1 AND selection_id = $2 AND removed_at IS NULL RETURNING selection_id`,
        [marketId, r.id, factorBps],
      );
      // the lays on the others lapse only when the removal is news: after a restart (or the feed's
      // lease moving) they were placed after it
      const material = first.length > 0 && factorBps !== null && factorBps >= (def.marketType === 'PLACE' ? PLACE_LAPSE_FACTOR_BPS : WIN_MIN_FACTOR_BPS);
      if (def.status !== 'CLOSED') {
        // the factor and time as the runner's row keeps them (the first sight's): the holds follow them
        const [row] = await this.o.db.query<{ adjustment_bps: number | null; removed_at: number | null }>(
          `SELECT adjustment_bps, (extract(epoch FROM removed_at) * 1000)::float8 AS removed_at FROM runners WHERE market_id = $1 AND selection_id = $2`,
          [marketId, r.id],
        );
        const removedAt = row?.removed_at == null ? null : Math.floor(Number(row.removed_at));
        const lapsed = await this.o.exchange.lapseMarket(marketId, 'suspended', { selectionId: r.id, otherLays: material, factorBps: row?.adjustment_bps ?? null, removedAt });
        if (lapsed > 0) this.o.log?.(`feed: ${marketId} runner ${r.id} removed (factor ${factorBps ?? 'none'}): ${lapsed} unmatched orders lapsed`);
      }
      seen.add(r.id);
    }
    this.o.exchange.forgetMarket(marketId);
    this.o.exchange.touchMarket(marketId);
    return true;
  }

  /** A settled market's removals are forgotten. */
  forget(marketId: string): void {
    this.applied.delete(marketId);
  }
}
