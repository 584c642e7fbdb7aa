// What is RgMemory's own; what every memory does (reads, forgets, races, bound, listeners) is tested in app/memory.test.ts.
import { RgMemory, RG_MEMORY_MS } from '../../src/responsible-gambling/rg-memory';
import { rgStateOf, type RgState } from '../../src/domain/responsible-gambling';
import type { Sql } from '../../src/store/db';
import { heldReader } from '../support/held-read';

const db = {} as Sql;

const reader = () => heldReader<number, RgState | null, RgState | null>((stored) => stored ?? null);

describe('RgMemory: what the bet routes know of players’ limits and breaks', () => {
  it('knows a player (null: they never set anything) for RG_MEMORY_MS, then reads them again', async () => {
    const r = reader();
    const memory = new RgMemory(r.read);
    expect(await memory.get(db, 7, 1_000)).toBeNull();
    r.stored.set(7, rgStateOf({ coolOffUntilMs: 10_000_000 }));
    expect(await memory.get(db, 7, 1_000 + RG_MEMORY_MS - 1)).toBeNull();
    expect(r.reads).toBe(1);
    expect(await memory.get(db, 7, 1_000 + RG_MEMORY_MS)).toEqual(rgStateOf({ coolOffUntilMs: 10_000_000 }));
    expect(r.reads).toBe(2);
  });

  it('a change of one player forgets that player only (the others’ next bets read nothing)', async () => {
    const r = reader();
    const memory = new RgMemory(r.read);
    await memory.get(db, 7, 1_000);
    await memory.get(db, 8, 1_000);
    r.stored.set(7, rgStateOf(null));
    memory.forget(7);
    expect(await memory.get(db, 7, 1_001)).toEqual(rgStateOf(null));
    expect(await memory.get(db, 8, 1_001)).toBeNull();
    expect(r.reads).toBe(3);
  });
});
