// Runs a request once per key: a replay (a double click, a retry after a lost answer, the same
// request sent twice at once) gets the first call's promise. Bounded: the oldest keys are forgotten
// first, long after any replay of them could arrive.
export class OncePerKey<T> {
  private readonly done = new Map<string, Promise<T>>();
  constructor(private readonly capacity = 100_000) {}

  run(key: string, work: () => Promise<T>): Promise<T> {
    const known = this.done.get(key);
    if (known) return known;
    const started = work();
    this.done.set(key, started);
    // A refusal is not remembered: the same request may be tried again (e.g. after a top-up).
    started.catch(() => {
      if (this.done.get(key) === started) this.done.delete(key);
    });
    while (this.done.size > this.capacity) this.done.delete(this.done.keys().next().value!);
    return started;
  }
}

/** The request id a page sends with a money call: 8 to 64 letters, digits, '-' or '_'. */
export function requestIdOf(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(value) ? value : null;
}

/** A player's name as others see it on a live table: the first two letters, then stars. */
export function maskedName(name: string): string {
  return `${[...name].slice(0, 2).join('')}***`;
}
