// What the routes know of the white-label hosts (a Memory, app/memory.ts), so that a request needs
// no database read to learn which host it is for (before, one read of hosts a request: a bet's only
// read outside the exchange's writer). Every change of a host through the operator console
// (hosts-admin.ts: its name, configuration, money mode, sections, domains and their approval)
// forgets every host here (forgetAll: a change of domains moves names between hosts) once its
// transaction has committed; cluster.ts relays the forget to the other instances. HOST_MEMORY_MS
// bounds how late a change is seen when its relayed forget was lost, or when it was made in the
// database directly (a migration, psql). Bounded: the oldest names go first, so made-up Host headers
// (each answered by the default host) cannot grow it. The hosts handed out are frozen.

import { Memory } from '../app/memory';
import type { Sql } from '../store/db';
import type { Host } from './hosts';

/** how long a host's known state is used before it is read again */
export const HOST_MEMORY_MS = 10_000;
export const HOST_MEMORY_MAX = 10_000;

export type ReadHost = (db: Sql, hostname: string) => Promise<Host>;

/** The host a (normalised) host name reaches. */
export class HostMemory extends Memory<string, Host> {
  constructor(read: ReadHost) {
    super(async (db, hostname) => deepFreeze(await read(db, hostname)), { ttlMs: HOST_MEMORY_MS, max: HOST_MEMORY_MAX });
  }
}

/** One host object serves many requests at once: freezing it makes a change by one of them throw instead of leaking into the others. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
