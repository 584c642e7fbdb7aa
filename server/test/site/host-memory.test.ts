import { HostMemory, HOST_MEMORY_MS } from '../../src/site/host-memory';
import type { Host } from '../../src/site/hosts';
import type { Sql } from '../../src/store/db';
import { heldReads } from '../support/held-read';

const db = {} as Sql;

const hostNamed = (siteName: string): Host => ({ id: 1, code: 'default', operatorId: 1, siteName, themeColor: '#000', liquidityBps: 10_000, config: { moneyMode: 'real' }, sections: [] });

/** A reader of stored hosts by host name that counts its reads and can be held mid-read. */
function reader() {
  const stored = new Map<string, string>();
  const held = heldReads();
  return {
    stored,
    get reads() {
      return held.reads;
    },
    holdNext: () => held.holdNext(),
    read: (_db: Sql, hostname: string) => held.read(() => hostNamed(stored.get(hostname) ?? 'Khel')),
  };
}

describe('HostMemory: what the routes know of the hosts', () => {
  it('reads a host name once, then answers from memory until forgotten or stale', async () => {
    const r = reader();
    const memory = new HostMemory(r.read);
    expect((await memory.host(db, 'second.localhost', 1_000)).siteName).toBe('Khel');
    expect((await memory.host(db, 'second.localhost', 2_000)).siteName).toBe('Khel');
    expect(r.reads).toBe(1);
    r.stored.set('second.localhost', 'Second Innings');
    memory.forget();
    expect((await memory.host(db, 'second.localhost', 3_000)).siteName).toBe('Second Innings');
    expect(r.reads).toBe(2);
    // past HOST_MEMORY_MS the host is read again, forget or not
    await memory.host(db, 'second.localhost', 3_000 + HOST_MEMORY_MS);
    expect(r.reads).toBe(3);
  });

  it('does not keep a read that raced a forget (the change applies to the next request)', async () => {
    const r = reader();
    const memory = new HostMemory(r.read);
    const release = r.holdNext();
    const racing = memory.host(db, 'play.localhost', 1_000); // reads the host from before the change
    r.stored.set('play.localhost', 'Play');
    memory.forget(); // the change committed meanwhile
    release();
    expect((await racing).siteName).toBe('Khel');
    expect((await memory.host(db, 'play.localhost', 1_001)).siteName).toBe('Play');
    expect(r.reads).toBe(2);
  });

  it('hands out a frozen host, so one request cannot change what the others see', async () => {
    const memory = new HostMemory(reader().read);
    const host = await memory.host(db, 'localhost', 1_000);
    expect(() => {
      (host.config as Record<string, unknown>).moneyMode = 'play';
    }).toThrow(TypeError);
    expect((await memory.host(db, 'localhost', 1_001)).config.moneyMode).toBe('real');
  });

  it('tells its listeners of a forget made here, not of one relayed from another instance', () => {
    const memory = new HostMemory(reader().read);
    let heard = 0;
    memory.onForget(() => heard++);
    memory.forget();
    memory.forget({ relay: false });
    expect(heard).toBe(1);
  });
});
