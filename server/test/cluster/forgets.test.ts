// A forget relayed between instances (cluster/forgets.ts), without NATS: a players' limits memory
// hears the current message { o, k } and the version before's { o, u } (a rolling deploy), and
// what it sends the version before can read too.
import { Memory } from '../../src/app/memory';
import { forgetMessage, receiveForget } from '../../src/cluster/forgets';
import type { Sql } from '../../src/store/db';

const db = {} as Sql;
const isPlayer = (u: unknown): u is number => Number.isSafeInteger(u);

async function limitsMemory() {
  const memory = new Memory<number, string>(async (_db, userId) => `limits of ${userId}`, { ttlMs: 15_000, max: 100 });
  for (const userId of [7, 8]) await memory.get(db, userId, 0);
  return memory;
}

describe('a relayed forget of a player\'s limits', () => {
  it.each([
    ['this version', { o: 'other', k: 7 }],
    ['the version before', { o: 'other', u: 7 }],
  ])('from an instance of %s forgets that player only', async (_, message) => {
    const memory = await limitsMemory();
    const relayed = jest.fn();
    memory.onForget(relayed);
    receiveForget(message, { self: 'me', memory, isKey: isPlayer });
    expect(memory.size).toBe(1); // player 8 still known
    expect(relayed).not.toHaveBeenCalled(); // not relayed again
  });

  it('forgets everything on a message without a key, nothing on its own message or a key that is not a player', async () => {
    const memory = await limitsMemory();
    receiveForget({ o: 'me', k: 7 }, { self: 'me', memory, isKey: isPlayer });
    receiveForget({ o: 'other', u: 'seven' }, { self: 'me', memory, isKey: isPlayer });
    expect(memory.size).toBe(2);
    receiveForget({ o: 'other' }, { self: 'me', memory, isKey: isPlayer });
    expect(memory.size).toBe(0);
  });

  it('sends the key as both versions read it, and a forget of everything as { o }', () => {
    expect(forgetMessage('me', 7)).toEqual({ o: 'me', k: 7, u: 7 });
    expect(forgetMessage('me', undefined)).toEqual({ o: 'me' });
    // the version before's reader: `if (m.o !== self && Number.isSafeInteger(m.u)) forget(m.u)`
    expect(Number.isSafeInteger(forgetMessage('me', 7).u)).toBe(true);
  });
});
