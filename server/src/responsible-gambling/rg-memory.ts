// What the bet routes know of each player's limits and breaks, so that a bet needs no database read
// for them (before, one read of rg_settings a bet: the only read of a bet outside the exchange's
// writer). Every change of a player's limits or breaks goes through changeRg, which forgets the
// player here once its transaction has committed, and, with several instances, on every other
// instance too (cluster.ts relays the forget over NATS). A read that raced a forget is not kept
// (the generation moved on), so a change applies to the next bet on this instance at once. An
// entry is read again after RG_MEMORY_MS in any case: the bound on how late a change made on
// another instance could apply if its relayed forget were lost. Bounded: the oldest players go first.

import { remember } from '../app/remember';
import type { RgState } from '../domain/responsible-gambling';
import type { Sql } from '../store/db';

/** how long a player's known state is used before it is read again */
export const RG_MEMORY_MS = 15_000;
const RG_MEMORY_MAX = 100_000;

export type ReadRgState = (db: Sql, userId: number) => Promise<RgState | null>;

export class RgMemory {
  private readonly states = new Map<number, { state: RgState | null; until: number }>();
  private generation = 0;
  private readonly listeners: Array<(userId: number) => void> = [];

  constructor(private readonly read: ReadRgState) {}

  /** The player's stored state (null: they never set anything), from memory when it is fresh. */
  async state(db: Sql, userId: number, nowMs: number = Date.now()): Promise<RgState | null> {
    const known = this.states.get(userId);
    if (known && known.until > nowMs) return known.state;
    const generation = this.generation;
    const state = await this.read(db, userId);
    if (generation === this.generation) remember(this.states, userId, { state, until: nowMs + RG_MEMORY_MS }, RG_MEMORY_MAX);
    return state;
  }

  /**
   * The player's limits or breaks changed: the next bet reads them again. `relay` (the default)
   * tells the listeners (the other instances); a forget that came from another instance is not relayed.
   */
  forget(userId: number, { relay = true }: { relay?: boolean } = {}): void {
    this.generation++;
    this.states.delete(userId);
    if (relay) for (const listener of this.listeners) listener(userId);
  }

  /** Called with each player forgotten here (several instances: to tell the others). */
  onForget(listener: (userId: number) => void): void {
    this.listeners.push(listener);
  }

  get size(): number {
    return this.states.size;
  }
}
