// The exchange price ladder (spec §5) in integer hundredths: 1.01 → 101, 1000 → 100000.
// Every price a bet may carry is a rung of this ladder; the order book indexes its levels by rung.

export const MIN_PRICE = 101;
export const MAX_PRICE = 100_000;

/** [band upper bound (exclusive), step] in hundredths: below 2.00 by 0.01, below 3.00 by 0.02 ... */
const BANDS: ReadonlyArray<readonly [number, number]> = [
  [200, 1],
  [300, 2],
  [400, 5],
  [600, 10],
  [1_000, 20],
  [2_000, 50],
  [3_000, 100],
  [5_000, 200],
  [10_000, 500],
  [MAX_PRICE + 1, 1_000],
];

/** The step of the band a price sits in (the step going up from it). */
export function stepAt(price: number): number {
  for (const [upper, step] of BANDS) if (price < upper) return step;
  return BANDS[BANDS.length - 1]![1];
}

function buildLadder(): Int32Array {
  const rungs: number[] = [];
  for (let p = MIN_PRICE; p <= MAX_PRICE; p += stepAt(p)) rungs.push(p);
  return Int32Array.from(rungs);
}

/** Every valid price, ascending. */
export const PRICE_LADDER: Int32Array = buildLadder();
export const LADDER_SIZE = PRICE_LADDER.length;

const indexByPrice = new Map<number, number>();
PRICE_LADDER.forEach((p, i) => indexByPrice.set(p, i));

export function isLadderPrice(price: number): boolean {
  return Number.isInteger(price) && indexByPrice.has(price);
}

/** The rung index of a ladder price, or -1 when the price is off the ladder. */
export function ladderIndex(price: number): number {
  return indexByPrice.get(price) ?? -1;
}

export function priceAtIndex(index: number): number {
  const p = PRICE_LADDER[index];
  if (p === undefined) throw new RangeError(`no ladder rung ${index}`);
  return p;
}

export function clampPrice(price: number): number {
  if (Number.isNaN(price)) return MIN_PRICE;
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, price));
}

/** The nearest rung at or below a price (after clamping): what a typed price snaps to. */
export function snapDown(price: number): number {
  const p = clampPrice(Math.floor(price));
  let lo = 0;
  let hi = LADDER_SIZE - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (PRICE_LADDER[mid]! <= p) lo = mid;
    else hi = mid - 1;
  }
  return PRICE_LADDER[lo]!;
}

/** One tick up from a price (an off-ladder price first snaps down); stays at 1000 at the top. */
export function tickUp(price: number, ticks = 1): number {
  const i = ladderIndex(snapDown(price));
  return PRICE_LADDER[Math.min(LADDER_SIZE - 1, i + ticks)]!;
}

/** One tick down from a price (an off-ladder price counts its snapped rung as the first tick). */
export function tickDown(price: number, ticks = 1): number {
  const snapped = snapDown(price);
  const offLadder = snapped !== clampPrice(price) ? 1 : 0;
  const i = ladderIndex(snapped);
  return PRICE_LADDER[Math.max(0, i - ticks + offLadder)]!;
}

/** Decimal odds text (e.g. "1.5" or 1.5) → hundredths, exactly, or null when it has more than 2 decimals. */
export function parsePrice(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(\d{1,7})(?:\.(\d{1,2})0*)?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Hundredths → decimal odds number for the wire (101 → 1.01). */
export function priceToDecimal(price: number): number {
  return price / 100;
}
