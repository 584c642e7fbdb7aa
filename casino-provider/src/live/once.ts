import { createHash } from 'node:crypto';
// Runs a request once per key: a replay (a double click, a retry after a lost answer, the same
// request sent twice at once) gets the first call's promise. Bounded: the oldest keys are forgotten
// first, long after any replay of them could arrive. With `keepRefusals` a refused request is
// remembered too (a money request id is used once, whatever became of it: a refused or refunded
// bet's id never places another bet).
export class OncePerKey<T> {
  private readonly done = new Map<string, Promise<T>>();
  constructor(
    private readonly capacity = 100_000,
    private readonly keepRefusals = false,
  ) {}

  run(key: string, work: () => Promise<T>): Promise<T> {
    const known = this.done.get(key);
    if (known) return known;
    const started = work();
    this.done.set(key, started);
    // Without keepRefusals a refusal is not remembered: the same request may be tried again.
    started.catch(() => {
      if (!this.keepRefusals && this.done.get(key) === started) this.done.delete(key);
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

/**
 * A bet's id: from the player, the round it is placed in and the page's request id, so the same
 * request id can never stand for a bet in another round (its debit d-{betId} would be another txnId).
 */
export function betIdOf(playerId: string, roundId: string, requestId: string): string {
  return createHash('sha256').update(`${playerId}:${roundId}:${requestId}`).digest('hex').slice(0, 24);
}
