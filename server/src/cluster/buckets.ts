// Markets are owned in 32 buckets, the same function as the database's khel_market_bucket
// (migration 130): a market id's digits, as one number, modulo 32. Each bucket goes to the live
// instance with the highest rendezvous weight for it, so a joining or leaving instance moves only
// the buckets it gains or loses.

export const MARKET_BUCKETS = 32;

export function marketBucket(marketId: string): number {
  const digits = marketId.replace(/\D/g, '');
  return digits ? Number(BigInt(digits) % BigInt(MARKET_BUCKETS)) : 0;
}

/** FNV-1a over the text, then murmur3's finaliser (FNV alone spreads short, similar ids badly): a stable 32-bit weight. */
function weight(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** The live instance a bucket belongs to (rendezvous hashing); null with no instance alive. */
export function desiredOwner(bucket: number, live: readonly string[]): string | null {
  let best: string | null = null;
  let bestWeight = -1;
  for (const id of live) {
    const w = weight(`${id}/${bucket}`);
    if (w > bestWeight || (w === bestWeight && best !== null && id < best)) {
      best = id;
      bestWeight = w;
    }
  }
  return best;
}
