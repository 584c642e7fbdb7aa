// What the bet routes know of each player's limits and breaks (a Memory, app/memory.ts), so that a
// bet needs no database read for them (before, one read of rg_settings a bet: the only read of a
// bet outside the exchange's writer). Every change of a player's limits or breaks goes through
// changeRg, which forgets the player (that key only) once its transaction has committed; cluster.ts
// relays the forget to the other instances. RG_MEMORY_MS bounds how late a change made on another
// instance could apply were its relayed forget lost. Bounded: the oldest players go first.

import { Memory } from '../app/memory';
import type { RgState } from '../domain/responsible-gambling';
import type { Sql } from '../store/db';

/** how long a player's known state is used before it is read again */
export const RG_MEMORY_MS = 15_000;
export const RG_MEMORY_MAX = 100_000;

export type ReadRgState = (db: Sql, userId: number) => Promise<RgState | null>;

/** A player's stored state by user id (null: they never set anything). */
export class RgMemory extends Memory<number, RgState | null> {
  constructor(read: ReadRgState) {
    super(read, { ttlMs: RG_MEMORY_MS, max: RG_MEMORY_MAX });
  }
}
