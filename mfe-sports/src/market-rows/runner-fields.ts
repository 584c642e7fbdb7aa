// Reading a runner's and a fancy line's fields as the wire has them. No runtime imports: the live
// stream's worker (stream/stream.worker.ts) uses these as well as the page.
import type { FancyItem, PriceLevel, Runner } from '../api/catalog';

export function selectionIdOf(runner: Runner): number {
  return Number(runner.selectionId ?? runner.selection_id ?? 0);
}

export function runnerNameOf(runner: Runner): string {
  return runner.runnerName ?? runner.selection_name ?? '';
}

/** The runner's three back (best first) and three lay levels, from ex or the flat BackPrice1 fields. */
export function runnerLevels(runner: Partial<Pick<Runner, 'ex' | 'BackPrice1' | 'BackSize1' | 'LayPrice1' | 'LaySize1'>>): { back: Array<PriceLevel | null>; lay: Array<PriceLevel | null> } {
  const pick = (levels: PriceLevel[] | undefined, flatPrice: number | undefined, flatSize: number | undefined) => {
    const source = levels && levels.length > 0 ? levels : flatPrice ? [{ price: flatPrice, size: flatSize ?? 0 }] : [];
    return [0, 1, 2].map((i) => {
      const level = source[i];
      return level && level.price > 0 ? level : null;
    });
  };
  return {
    back: pick(runner.ex?.availableToBack, runner.BackPrice1, runner.BackSize1),
    lay: pick(runner.ex?.availableToLay, runner.LayPrice1, runner.LaySize1),
  };
}

/** The price store's market key of a fancy line's cells (one selection, 0). */
export function fancyCellsKey(fancyId: number): string {
  return `fancy:${fancyId}`;
}

type FancyPrices = Pick<FancyItem, 'BackPrice1' | 'BackSize1' | 'LayPrice1' | 'LaySize1' | 'LayPrice2' | 'LaySize2'>;

/**
 * A fancy line's cells as price levels: Yes is back level 0 (runs over rate), No is lay level 0,
 * and category 4's extra No is lay level 1. Runs of 0 or less mean no price.
 */
export function fancyLevels(item: FancyPrices): { back: Array<PriceLevel | null>; lay: Array<PriceLevel | null> } {
  const level = (price: number | undefined, size: number | undefined) => (price && price > 0 ? { price, size: size ?? 0 } : null);
  return {
    back: [level(item.BackPrice1, item.BackSize1), null, null],
    lay: [level(item.LayPrice1, item.LaySize1), level(item.LayPrice2, item.LaySize2), null],
  };
}

const FANCY_PRICE_FIELDS = new Set<string>(['BackPrice1', 'BackSize1', 'LayPrice1', 'LaySize1', 'LayPrice2', 'LaySize2']);

/**
 * Whether React has to render the fancy lines again: lines added, removed or reordered, or any
 * field other than the prices changed (name, status, category, stake limits). Prices alone go
 * through the price store.
 */
export function fancyStructureChanged(before: readonly FancyItem[] | undefined, after: readonly FancyItem[]): boolean {
  if (!before || before.length !== after.length) return true;
  return before.some((a, i) => {
    const b = after[i]!;
    if (a === b) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!FANCY_PRICE_FIELDS.has(k) && (a as unknown as Record<string, unknown>)[k] !== (b as unknown as Record<string, unknown>)[k]) return true;
    return false;
  });
}
