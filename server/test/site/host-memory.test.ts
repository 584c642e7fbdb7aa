// What is HostMemory's own; what every memory does (reads, forgets, races, bound, listeners) is tested in app/memory.test.ts.
import { HostMemory, HOST_MEMORY_MS } from '../../src/site/host-memory';
import { findHostByDomain, forgetHosts, hostMemoryOf } from '../../src/site/hosts';
import type { Host } from '../../src/site/hosts';
import type { Sql } from '../../src/store/db';
import { heldReader } from '../support/held-read';

const db = {} as Sql;

const hostNamed = (siteName: string): Host => ({ id: 1, code: 'default', operatorId: 1, siteName, themeColor: '#000', liquidityBps: 10_000, config: { moneyMode: 'real' }, sections: [] });

const reader = () => heldReader<string, string, Host>((stored) => hostNamed(stored ?? 'Khel'));

describe('HostMemory: what the routes know of the hosts', () => {
  it('knows a host name for HOST_MEMORY_MS, then reads it again', async () => {
    const r = reader();
    const memory = new HostMemory(r.read);
    expect((await memory.get(db, 'second.localhost', 1_000)).siteName).toBe('Khel');
    r.stored.set('second.localhost', 'Second Innings');
    expect((await memory.get(db, 'second.localhost', 1_000 + HOST_MEMORY_MS - 1)).siteName).toBe('Khel');
    expect(r.reads).toBe(1);
    expect((await memory.get(db, 'second.localhost', 1_000 + HOST_MEMORY_MS)).siteName).toBe('Second Innings');
    expect(r.reads).toBe(2);
  });

  it('a console change (forgetHosts) forgets every host name of that database, and tells the other instances once', async () => {
    let reads = 0;
    const row = { id: 1, code: 'default', operator_id: 1, site_name: 'Khel', theme_color: '#000', config: {}, sections: null, liquidity_bps: 10_000 };
    const fakeDb = { query: async () => (reads++, [row]) } as unknown as Sql;
    const memory = hostMemoryOf(fakeDb);
    expect(hostMemoryOf(fakeDb)).toBe(memory); // one memory per database
    const heard: Array<string | undefined> = [];
    memory.onForget((key) => heard.push(key));
    await findHostByDomain(fakeDb, 'a.localhost');
    await findHostByDomain(fakeDb, 'b.localhost');
    await findHostByDomain(fakeDb, 'a.localhost');
    expect(reads).toBe(2);
    forgetHosts(fakeDb);
    expect(memory.size).toBe(0);
    expect(heard).toEqual([undefined]); // relayed as "everything"
    await findHostByDomain(fakeDb, 'b.localhost');
    expect(reads).toBe(3);
  });

  it('hands out a frozen host, so one request cannot change what the others see', async () => {
    const memory = new HostMemory(reader().read);
    const host = await memory.get(db, 'localhost', 1_000);
    expect(() => {
      (host.config as Record<string, unknown>).moneyMode = 'play';
    }).toThrow(TypeError);
    expect((await memory.get(db, 'localhost', 1_001)).config.moneyMode).toBe('real');
  });
});
