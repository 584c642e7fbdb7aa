// What the routes know of something stored, so that a request needs no database read for it: the
// hosts (site/host-memory.ts) and players' limits and breaks (responsible-gambling/rg-memory.ts).
// Every change of what is known forgets it here once its transaction has committed (one key, or
// everything), and, with several instances, on every other instance too (cluster.ts relays the
// forgets made here over NATS and forgets here, without relaying, what the others forgot). A read
// that raced a forget is not kept (the generation moved on), so a change applies to this instance's
// next read at once. An entry is read again after `ttlMs` in any case: the bound on how late a change
// is seen when it was made on another instance whose relayed forget was lost (NATS delivers at most
// once), or in the database directly. Bounded: past `max` keys the oldest goes first.

import { remember } from './remember';
import type { Sql } from '../store/db';

export type ReadOf<K, V> = (db: Sql, key: K) => Promise<V>;

/** `key` was forgotten; undefined: everything was. */
export type ForgetListener<K> = (key: K | undefined) => void;

export class Memory<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  private generation = 0;
  private readonly listeners: Array<ForgetListener<K>> = [];

  constructor(
    private readonly read: ReadOf<K, V>,
    private readonly bounds: { ttlMs: number; max: number },
  ) {}

  /** The value stored for `key`, from memory when it is fresh. Shared by every caller: never change it. */
  async get(db: Sql, key: K, nowMs: number = Date.now()): Promise<V> {
    const known = this.entries.get(key);
    if (known && known.until > nowMs) return known.value;
    const generation = this.generation;
    const value = await this.read(db, key);
    if (generation === this.generation) remember(this.entries, key, { value, until: nowMs + this.bounds.ttlMs }, this.bounds.max);
    return value;
  }

  /**
   * What is stored for `key` changed: it is read again at its next use. `relay` (the default) tells
   * the listeners (the other instances); a forget that came from another instance is not relayed.
   */
  forget(key: K, { relay = true }: { relay?: boolean } = {}): void {
    this.generation++;
    this.entries.delete(key);
    if (relay) for (const listener of this.listeners) listener(key);
  }

  /** Everything changed (or what a change touches cannot be told by key): every key is read again. */
  forgetAll({ relay = true }: { relay?: boolean } = {}): void {
    this.generation++;
    this.entries.clear();
    if (relay) for (const listener of this.listeners) listener(undefined);
  }

  /** Called with each forget made here (several instances: to tell the others). */
  onForget(listener: ForgetListener<K>): void {
    this.listeners.push(listener);
  }

  get size(): number {
    return this.entries.size;
  }
}
