/**
 * A read that counts itself and can be held mid-way (what a memory does with a read that raced a
 * change): `holdNext()` holds the next read after it has read, until the returned release is called.
 */
export function heldReads() {
  let reads = 0;
  let hold: Promise<void> | null = null;
  return {
    get reads() {
      return reads;
    },
    holdNext(): () => void {
      let release!: () => void;
      hold = new Promise((r) => (release = r));
      return release;
    },
    /** reads `value()` now, then waits while held */
    async read<T>(value: () => T): Promise<T> {
      reads++;
      const v = value();
      if (hold) {
        const h = hold;
        hold = null;
        await h;
      }
      return v;
    },
  };
}

/** A reader of stored values by key (what a memory reads), counting its reads and able to be held mid-read: `valueOf` turns what `stored` has for a key (or undefined) into what is read. */
export function heldReader<K, S, V>(valueOf: (stored: S | undefined) => V) {
  const stored = new Map<K, S>();
  const held = heldReads();
  return {
    stored,
    get reads() {
      return held.reads;
    },
    holdNext: () => held.holdNext(),
    read: (_db: unknown, key: K): Promise<V> => held.read(() => valueOf(stored.get(key))),
  };
}
