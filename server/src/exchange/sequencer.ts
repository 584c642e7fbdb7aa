// Every write to the exchange runs through one queue, one at a time: the in-memory books and the
// database change together, in one order, and no two bet transactions can deadlock each other.
// Bounded: past `capacity` waiting jobs a new one is refused at once rather than queued forever.

import { HttpError } from '../http/reply';

export class Sequencer {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly capacity = 10_000) {}

  run<T>(job: () => Promise<T>): Promise<T> {
    if (this.waiting >= this.capacity) return Promise.reject(new HttpError(503, 'The exchange is busy, please try again'));
    this.waiting++;
    const result = this.tail.then(job, job);
    this.tail = result.then(
      () => this.waiting--,
      () => this.waiting--,
    );
    return result;
  }

  /** Resolves once every job queued so far has finished. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
