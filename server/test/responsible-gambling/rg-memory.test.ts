import { RgMemory, RG_MEMORY_MS } from '../../src/responsible-gambling/rg-memory';
import { rgStateOf, type RgState } from '../../src/domain/responsible-gambling';
import type { Sql } from '../../src/store/db';
import { heldReads } from '../support/held-read';

const db = {} as Sql;

/** A reader of stored states that counts its reads and can be held mid-read. */
function reader() {
  const stored = new Map<number, RgState | null>();
  const held = heldReads();
  return {
    stored,
    get reads() {
      return held.reads;
    },
    holdNext: () => held.holdNext(),
    read: (_db: Sql, userId: number) => held.read(() => stored.get(userId) ?? null),
  };
}

describe('RgMemory: what the bet routes know of players’ limits and breaks', () => {
  it('reads a player once, then answers from memory until forgotten or stale', async () => {
    const r = reader();
    const memory = new RgMemory(r.read);
    expect(await memory.state(db, 7, 1_000)).toBeNull();
    expect(await memory.state(db, 7, 2_000)).toBeNull();
    expect(r.reads).toBe(1);
    r.stored.set(7, rgStateOf(null));
    memory.forget(7);
    expect(await memory.state(db, 7, 3_000)).toEqual(rgStateOf(null));
    expect(r.reads).toBe(2);
    // past RG_MEMORY_MS the state is read again, forget or not
    await memory.state(db, 7, 3_000 + RG_MEMORY_MS);
    expect(r.reads).toBe(3);
  });

  it('does not keep a read that raced a forget (the change applies to the next bet)', async () => {
    const r = reader();
    const memory = new RgMemory(r.read);
    const release = r.holdNext();
    const racing = memory.state(db, 9, 1_000); // reads the state from before the change
    r.stored.set(9, rgStateOf({ coolOffUntilMs: 10_000_000 }));
    memory.forget(9); // the change committed meanwhile
    release();
    expect(await racing).toBeNull();
    expect(await memory.state(db, 9, 1_001)).toEqual(rgStateOf({ coolOffUntilMs: 10_000_000 }));
    expect(r.reads).toBe(2);
  });

  it('tells its listeners of a forget made here, not of one relayed from another instance', () => {
    const memory = new RgMemory(reader().read);
    const heard: number[] = [];
    memory.onForget((u) => heard.push(u));
    memory.forget(1);
    memory.forget(2, { relay: false });
    expect(heard).toEqual([1]);
  });
});
