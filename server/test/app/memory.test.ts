// The generic memory (app/memory.ts) that the hosts and players' limits and breaks are two uses of:
// what every use shares is tested here once; host-memory.test.ts and rg-memory.test.ts test what is
// their own (their bounds, what a forget of theirs forgets, frozen hosts).
import { Memory } from '../../src/app/memory';
import type { Sql } from '../../src/store/db';
import { heldReader } from '../support/held-read';

const db = {} as Sql;
const TTL = 1_000;

const reader = () => heldReader<string, string, string>((stored) => stored ?? 'none');

const memoryOf = (r: ReturnType<typeof reader>, max = 100) => new Memory<string, string>(r.read, { ttlMs: TTL, max });

describe('Memory: what the routes know of something stored', () => {
  it('reads a key once, then answers from memory until forgotten or stale (ttlMs)', async () => {
    const r = reader();
    const memory = memoryOf(r);
    r.stored.set('a', 'one');
    expect(await memory.get(db, 'a', 1_000)).toBe('one');
    r.stored.set('a', 'two'); // changed without a forget (another instance whose relayed forget was lost)
    expect(await memory.get(db, 'a', 1_000 + TTL - 1)).toBe('one');
    expect(r.reads).toBe(1);
    expect(await memory.get(db, 'a', 1_000 + TTL)).toBe('two'); // stale: read again
    expect(r.reads).toBe(2);
    r.stored.set('a', 'three');
    memory.forget('a');
    expect(await memory.get(db, 'a', 1_000 + TTL + 1)).toBe('three');
    expect(r.reads).toBe(3);
  });

  it('forget(key) forgets that key only; forgetAll() forgets every key', async () => {
    const r = reader();
    const memory = memoryOf(r);
    await memory.get(db, 'a', 1_000);
    await memory.get(db, 'b', 1_000);
    memory.forget('a');
    expect(memory.size).toBe(1);
    await memory.get(db, 'b', 1_001);
    expect(r.reads).toBe(2); // b still known
    await memory.get(db, 'a', 1_001);
    memory.forgetAll();
    expect(memory.size).toBe(0);
    await memory.get(db, 'a', 1_002);
    await memory.get(db, 'b', 1_002);
    expect(r.reads).toBe(5);
  });

  it.each([
    ['forget of the key', (m: Memory<string, string>) => m.forget('a')],
    ['forget of another key', (m: Memory<string, string>) => m.forget('other')],
    ['forgetAll', (m: Memory<string, string>) => m.forgetAll()],
    ['forget relayed from another instance', (m: Memory<string, string>) => m.forget('a', { relay: false })],
  ])('does not keep a read that raced a %s (the change applies to the next read)', async (_, forget) => {
    const r = reader();
    const memory = memoryOf(r);
    r.stored.set('a', 'before');
    const release = r.holdNext();
    const racing = memory.get(db, 'a', 1_000); // reads the value from before the change
    r.stored.set('a', 'after');
    forget(memory); // the change committed meanwhile
    release();
    expect(await racing).toBe('before');
    expect(memory.size).toBe(0);
    expect(await memory.get(db, 'a', 1_001)).toBe('after');
    expect(r.reads).toBe(2);
  });

  it('is bounded: past max keys the oldest goes first', async () => {
    const r = reader();
    const memory = memoryOf(r, 3);
    for (const key of ['a', 'b', 'c', 'd']) await memory.get(db, key, 1_000);
    expect(memory.size).toBe(3);
    expect(r.reads).toBe(4);
    await memory.get(db, 'd', 1_001);
    await memory.get(db, 'b', 1_001);
    expect(r.reads).toBe(4); // b, c, d known
    await memory.get(db, 'a', 1_001); // a was dropped: read again (and c, now the oldest, goes)
    expect(r.reads).toBe(5);
    expect(memory.size).toBe(3);
  });

  it('tells its listeners of each forget made here (the key, or undefined for all), not of one relayed from another instance', () => {
    const memory = memoryOf(reader());
    const heard: Array<string | undefined> = [];
    memory.onForget((key) => heard.push(key));
    memory.forget('a');
    memory.forgetAll();
    memory.forget('b', { relay: false });
    memory.forgetAll({ relay: false });
    expect(heard).toEqual(['a', undefined]);
  });
});
