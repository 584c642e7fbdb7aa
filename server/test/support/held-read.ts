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
